import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../../test/render.tsx';

import { GuideMarkdown } from './guide-markdown.tsx';

describe('GuideMarkdown', () => {
  it('renders raw HTML as text: no script, no img with onerror', () => {
    const source = [
      '## Как оплатить',
      '',
      '<script>alert(1)</script>',
      '',
      'Текст <img src=x onerror=alert(1)> внутри абзаца.',
      '',
      '[опасная ссылка](javascript:alert(1))',
    ].join('\n');
    const { container } = renderWithProviders(<GuideMarkdown source={source} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Как оплатить' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(screen.getByText('опасная ссылка')).not.toHaveAttribute('href');
    expect(container.querySelector('[href*="javascript"]')).toBeNull();
  });

  it('renders a GFM table, emphasis and code as elements, and an external link in a new tab', () => {
    const { container } = renderWithProviders(
      <GuideMarkdown
        source={[
          '# Как выбрать',
          '',
          '| Вопрос | Скорее УСН |',
          '|---|:---:|',
          '| Нужна **простая** отчётность | да |',
          '',
          'Файл `kl_to_1c.txt`, *подробнее* на [nalog.ru](https://www.nalog.gov.ru).',
        ].join('\n')}
      />,
    );
    // The page's h1 is the article's title, so the article's own # is an h2.
    expect(screen.getByRole('heading', { level: 2, name: 'Как выбрать' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Скорее УСН' })).toHaveStyle({
      textAlign: 'center',
    });
    expect(screen.getByRole('cell', { name: 'Нужна простая отчётность' })).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('простая');
    expect(container.querySelector('code')).toHaveTextContent('kl_to_1c.txt');
    expect(container.querySelector('em')).toHaveTextContent('подробнее');
    const external = screen.getByRole('link', { name: 'nalog.ru (откроется в новой вкладке)' });
    expect(external).toHaveAttribute('href', 'https://www.nalog.gov.ru');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders Markdown pictures, lists and internal links', () => {
    renderWithProviders(
      <GuideMarkdown
        source={'- первый\n- второй\n\n![Схема](/api/v1/guide-images/3)\n\n[Оплата](/payment)'}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Схема' }).getAttribute('src')).toContain(
      '/api/v1/guide-images/3',
    );
    expect(screen.getByRole('link', { name: 'Оплата' })).toHaveAttribute('href', '/payment');
  });

  it('shows protocol-relative and backslash links to another site as text, not links', () => {
    const { container } = renderWithProviders(
      <GuideMarkdown
        source={[
          '[Вход в кабинет](//evil.example/login) и [Оплата](/\\evil.example/pay)',
          '',
          '[Ещё](\\\\evil.example/x), ![Схема](//evil.example/pixel.png) и [Главная](/)',
        ].join('\n')}
      />,
    );
    expect(screen.getByText(/Вход в кабинет/)).not.toHaveAttribute('href');
    expect(screen.queryByRole('link', { name: /Вход в кабинет|Оплата|Ещё/ })).toBeNull();
    expect(container.querySelector('[href*="evil"], [src*="evil"]')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/');
  });

  it('marks a link to another site as opening in a new tab, and keeps site paths in the app', () => {
    renderWithProviders(
      <GuideMarkdown source="[ФНС](https://www.nalog.gov.ru) и [Тарифы](/tariffs)" />,
    );
    const external = screen.getByRole('link', { name: 'ФНС (откроется в новой вкладке)' });
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    const internal = screen.getByRole('link', { name: 'Тарифы' });
    expect(internal).toHaveAttribute('href', '/tariffs');
    expect(internal).not.toHaveAttribute('target');
  });
});
