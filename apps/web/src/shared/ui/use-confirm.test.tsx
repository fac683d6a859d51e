import { Button, MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { useConfirm } from './use-confirm.tsx';

function Harness({ onDelete }: { onDelete: () => void }) {
  const { confirm, dialog } = useConfirm();
  const ask = async () => {
    if (
      await confirm({
        title: 'Удалить статью?',
        message: 'Вернуть нельзя.',
        confirmLabel: 'Удалить',
      })
    ) {
      onDelete();
    }
  };
  return (
    <MantineProvider>
      {dialog}
      <Button onClick={() => void ask()}>Удалить статью</Button>
    </MantineProvider>
  );
}

describe('useConfirm', () => {
  it('does nothing on «Отмена» and goes on with the red button', async () => {
    const onDelete = vi.fn();
    const user = userEvent.setup();
    render(<Harness onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Удалить статью' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Удалить статью?' })).getByRole('button', {
        name: 'Отмена',
      }),
    );
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Удалить статью' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Удалить статью?' })).getByRole('button', {
        name: 'Удалить',
      }),
    );
    await waitFor(() => expect(onDelete).toHaveBeenCalledOnce());
  });
});
