import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../test/demo-user.ts';
import { renderApp } from '../../test/render.tsx';
import { startTestApi } from '../../test/test-api.ts';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
const realMatchMedia = window.matchMedia;
afterEach(async () => {
  window.matchMedia = realMatchMedia;
  await api?.close();
  api = undefined;
});

/** A screen narrower than the theme's `md` (1024 px): the sections live in the drawer. */
function onAPhone() {
  window.matchMedia = (query: string) => ({
    ...realMatchMedia(query),
    matches: query.startsWith('(width <'),
  });
}

const sections = () => screen.queryByRole('navigation', { name: 'Разделы кабинета' });
const switchers = () => screen.queryAllByRole('button', { name: /Активная компания:/ });

// The shell makes the company switcher and the section links only where they are seen.
describe('the signed-in shell', () => {
  it('on a wide screen shows the sections and one company switcher, in the header', async () => {
    api = await startTestApi({});
    renderApp('/tasks', { user: demoUser() });
    expect(await screen.findByRole('navigation', { name: 'Разделы кабинета' })).toBeVisible();
    expect(switchers()).toHaveLength(1);
    expect(screen.getByRole('banner')).toContainElement(switchers()[0] ?? null);
  });

  it('on a phone makes the drawer when it first opens, and keeps it out of reach while closed', async () => {
    onAPhone();
    api = await startTestApi({});
    renderApp('/tasks', { user: demoUser() });
    const click = userEvent.setup();
    await click.click(await screen.findByRole('button', { name: 'Открыть меню разделов' }));

    const opened = await screen.findByRole('navigation', { name: 'Разделы кабинета' });
    expect(opened.closest('[inert]')).toBeNull();
    expect(switchers()).toHaveLength(1);
    expect(screen.getByRole('banner')).not.toContainElement(switchers()[0] ?? null);

    await click.click(screen.getByRole('button', { name: 'Закрыть меню разделов' }));
    // Made once, then kept, so it slides away whole; closed, it takes no focus.
    expect(sections()?.closest('[inert]')).not.toBeNull();
  });

  it('on a phone has no section links before the drawer is opened', async () => {
    onAPhone();
    api = await startTestApi({});
    renderApp('/tasks', { user: demoUser() });
    expect(await screen.findByRole('button', { name: 'Открыть меню разделов' })).toBeVisible();
    expect(sections()).toBeNull();
    expect(switchers()).toHaveLength(0);
  });
});
