import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { currentUserKeys } from '../../shared/user/api.ts';
import { demoUser } from '../../test/demo-user.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { startTestApi } from '../../test/test-api.ts';
import { CompanySwitcher } from './company-switcher.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe('company switcher', () => {
  it('makes another company active through PUT /api/v1/users/{id} and refreshes cached data', async () => {
    const user = demoUser();
    const other = user.companies[1]!;
    api = await startTestApi({
      'PUT /api/v1/users/7': { status: 200, body: { data: { ...user, active_company: other } } },
    });
    const { queryClient } = renderWithProviders(<CompanySwitcher user={user} />, { user });
    queryClient.setQueryData(['tasks', 1], ['задача компании «Ромашка»']);

    const click = userEvent.setup();
    // The menu's code loads on hover (OnDemand); its button then says whether the menu is open.
    const name = /Активная компания: ООО «Ромашка»/;
    await click.hover(screen.getByRole('button', { name }));
    await click.click(await screen.findByRole('button', { name, expanded: false }));
    await click.click(await screen.findByRole('menuitem', { name: /ИП Смирнов/ }));

    await waitFor(() => expect(api?.seen[0]?.body).toEqual({ active_company_id: 2 }));
    expect(await screen.findByText('Активная компания: ИП Смирнов И. П.')).toBeInTheDocument();
    expect(queryClient.getQueryState(['tasks', 1])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData<typeof user>(currentUserKeys.all)?.active_company?.id).toBe(2);
  });

  it('offers to add a company when the user has none', () => {
    const user = demoUser({ companies: [], active_company: null });
    renderWithProviders(<CompanySwitcher user={user} />, { user });
    expect(screen.getByRole('link', { name: 'Добавить компанию' })).toHaveAttribute(
      'href',
      '/company/new',
    );
  });
});
