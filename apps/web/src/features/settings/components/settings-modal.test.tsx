import { SETTINGS_STORAGE_KEY } from '@kabinet/domain/settings';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../../test/render.tsx';
import { useSettingsStore } from '../store.ts';
import { SettingsModal } from './settings-modal.tsx';

const USER_ID = 7;

function storedTheme(userId = USER_ID): unknown {
  const raw = localStorage.getItem(SETTINGS_STORAGE_KEY);
  if (!raw) return undefined;
  const byUser = JSON.parse(raw) as Record<string, { slug: string; value: unknown }[]>;
  return byUser[String(userId)]?.find((setting) => setting.slug === 'theme')?.value;
}

function openSettings() {
  renderWithProviders(<SettingsModal opened onClose={() => undefined} />);
}

beforeEach(() => {
  useSettingsStore.setState({ userId: null });
  act(() => useSettingsStore.getState().load(USER_ID));
});

describe('settings', () => {
  it('shows the appearance section with the dark theme switch off by default', async () => {
    openSettings();
    expect(await screen.findByRole('tab', { name: 'Оформление' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('switch', { name: 'Темная тема' })).not.toBeChecked();
  });

  it('saves a change 500 ms later, not at once', async () => {
    openSettings();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Темная тема' }));

    expect(screen.getByRole('switch', { name: 'Темная тема' })).toBeChecked();
    expect(storedTheme()).toBeUndefined();
    expect(screen.getByText('Сохраняем…')).toBeInTheDocument();

    await waitFor(() => expect(storedTheme()).toBe(true), { timeout: 1500 });
    expect(screen.getByText('Изменения сохранены')).toBeInTheDocument();
  });

  it('keeps settings per user', async () => {
    openSettings();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Темная тема' }));
    await waitFor(() => expect(storedTheme()).toBe(true), { timeout: 1500 });

    act(() => useSettingsStore.getState().load(8));
    expect(screen.getByRole('switch', { name: 'Темная тема' })).not.toBeChecked();
    act(() => useSettingsStore.getState().load(USER_ID));
    expect(screen.getByRole('switch', { name: 'Темная тема' })).toBeChecked();
  });

  it('resets one setting to its default and saves that', async () => {
    openSettings();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Темная тема' }));
    await user.click(screen.getByRole('button', { name: 'Вернуть по умолчанию: Темная тема' }));

    expect(screen.getByRole('switch', { name: 'Темная тема' })).not.toBeChecked();
    await waitFor(() => expect(storedTheme()).toBe(false), { timeout: 1500 });
  });

  it('resets everything with «Сбросить всё»', async () => {
    openSettings();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Темная тема' }));
    await user.click(screen.getByRole('button', { name: 'Сбросить всё' }));
    expect(screen.getByRole('switch', { name: 'Темная тема' })).not.toBeChecked();
  });

  it('says that the other sections are not filled yet', async () => {
    openSettings();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Уведомления' }));
    expect(screen.getByText('Настройки этого раздела появятся позже.')).toBeInTheDocument();
  });
});
