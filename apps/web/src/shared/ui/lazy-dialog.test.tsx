import { Button, Modal } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../test/render.tsx';
import { lazyPage } from '../lib/lazy-named.ts';
import { LazyDialog } from './lazy-dialog.tsx';

function NoteModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Заметка" transitionProps={{ duration: 0 }}>
      <Button onClick={onClose}>Готово</Button>
    </Modal>
  );
}

// Loaded the way the app's dialogs are: a module that arrives after the first click.
const LazyNoteModal = lazyPage(
  () =>
    new Promise<{ NoteModal: typeof NoteModal }>((resolve) =>
      setTimeout(() => resolve({ NoteModal }), 50),
    ),
  'NoteModal',
);

function Page() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Добавить заметку</Button>
      <LazyDialog opened={opened}>
        {(open) => <LazyNoteModal opened={open} onClose={() => setOpened(false)} />}
      </LazyDialog>
    </>
  );
}

describe('LazyDialog', () => {
  it('loads the dialog on its first opening and gives the focus back to the trigger on its first close', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();

    const trigger = screen.getByRole('button', { name: 'Добавить заметку' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Заметка' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    // Later openings behave the same, from the mounted dialog.
    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
