import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../test/render.tsx';
import { QueryContent } from './query-content.tsx';

/** A query answered by `answer` (never, for a query still loading). */
function Part({
  answer,
  renderError,
}: {
  answer: () => Promise<string>;
  renderError?: (error: Error, retry: () => void) => ReactNode;
}) {
  const query = useQuery({ queryKey: ['part'], queryFn: answer, retry: false });
  return (
    <QueryContent query={query} label="Загрузка отчётов" renderError={renderError}>
      {(data) => <p>{data}</p>}
    </QueryContent>
  );
}

describe('QueryContent', () => {
  it('names its skeleton with the label while the query loads', () => {
    renderWithProviders(<Part answer={() => new Promise(() => {})} />);
    expect(screen.getByRole('status', { name: 'Загрузка отчётов' })).toBeInTheDocument();
  });

  it('shows the data once it is here, and a failure as an alert', async () => {
    const { unmount } = renderWithProviders(<Part answer={() => Promise.resolve('Отчёт')} />);
    expect(await screen.findByText('Отчёт')).toBeInTheDocument();
    unmount();
    renderWithProviders(<Part answer={() => Promise.reject(new Error('boom'))} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('lets a part draw its own failure, with a retry that asks again', async () => {
    let calls = 0;
    const answer = () =>
      ++calls === 1 ? Promise.reject(new Error('boom')) : Promise.resolve('Отчёт');
    renderWithProviders(
      <Part
        answer={answer}
        renderError={(_error, retry) => (
          <button type="button" onClick={retry}>
            Повторить
          </button>
        )}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Отчёт')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
