import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';
import { TaskCountBadge } from './task-count-badge.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe('TaskCountBadge on «Задачи»', () => {
  it('shows the company’s open tasks, and says them with the overdue ones in the link’s name', async () => {
    api = await startTestApi({
      'GET /api/v1/companies/1/tasks/count': {
        status: 200,
        body: { data: { open: 3, overdue: 1 } },
      },
    });
    renderWithProviders(
      <a href="/tasks">
        Задачи
        <TaskCountBadge staff={false} companyId={1} />
      </a>,
      { user: demoUser() },
    );
    expect(
      await screen.findByRole('link', { name: /^Задачи\s*, открытых задач: 3, просрочено: 1$/ }),
    ).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
  });

  it('caps at 9+ for staff (their own count) and says nothing without open tasks', async () => {
    api = await startTestApi({
      'GET /api/v1/staff/tasks/count': { status: 200, body: { data: { open: 12, overdue: 0 } } },
      'GET /api/v1/companies/2/tasks/count': {
        status: 200,
        body: { data: { open: 0, overdue: 0 } },
      },
    });
    renderWithProviders(
      <>
        <TaskCountBadge staff />
        <TaskCountBadge staff={false} companyId={2} />
      </>,
      { user: demoUser() },
    );
    expect(await screen.findByText('9+')).toBeTruthy();
    expect(screen.getByText(/открытых задач: 12$/)).toBeTruthy();
    await waitFor(() =>
      expect(api?.seen.some((call) => call.url === '/api/v1/companies/2/tasks/count')).toBe(true),
    );
    expect(screen.queryByText(/открытых задач: 0/)).toBeNull();
  });

  it('asks nothing without an active company', async () => {
    api = await startTestApi({});
    renderWithProviders(<TaskCountBadge staff={false} companyId={null} />, { user: demoUser() });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.seen.filter((call) => call.url.includes('/tasks/count'))).toEqual([]);
  });
});
