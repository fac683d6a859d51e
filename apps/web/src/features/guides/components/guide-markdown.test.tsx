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
    const link = screen.getByText('опасная ссылка');
    expect(link.getAttribute('href') ?? '').not.toContain('javascript');
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
});
