import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../../test/render.tsx';
import { useDraftFilesStore, useDraftsStore } from '../store.ts';
import { maria, message } from '../../../test/chat/test-data.ts';
import { useConversationDraft } from '../use-draft.ts';
import { MessageComposer } from './message-composer.tsx';

const own = message({ id: 100, text: 'Пришлите, пожалуйста, счёт за ноябрь' });
const theirs = message({
  id: 101,
  chat_user_id: 2,
  text: 'Счёт готов, проверьте реквизиты',
  chat_user: maria,
});

/** The composer with the two message actions that start its modes («Изменить», «Ответить»). */
const templates = [
  {
    id: 1,
    title: 'Приветствие',
    text: 'Добрый день! Чем могу помочь?',
    shared: true,
    editable: false,
  },
  { id: 2, title: 'Счёт', text: 'Счёт на оплату во вложении.', shared: false, editable: true },
];

function Harness({ onSubmit = () => undefined }: { onSubmit?: () => void }) {
  const draft = useConversationDraft(7);
  const targetId = draft.draft.draft_id ?? draft.draft.reply_message_id;
  const target = [own, theirs].find((m) => m.id === targetId);
  return (
    <>
      <button type="button" onClick={() => draft.startEdit({ id: own.id, text: own.text })}>
        Изменить своё
      </button>
      <button type="button" onClick={() => draft.startReply({ id: theirs.id, text: theirs.text })}>
        Ответить Марии
      </button>
      <MessageComposer
        draft={draft}
        target={target}
        onSubmit={onSubmit}
        onTyping={() => undefined}
        onFiles={() => undefined}
        templates={templates}
      />
    </>
  );
}

beforeEach(() => {
  useDraftsStore.setState({ drafts: {} });
  useDraftFilesStore.setState({ files: {} });
});

describe('message composer', () => {
  it('cancels an edit when a reply starts, and a reply when an edit starts', async () => {
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Сообщение' });

    await user.click(screen.getByRole('button', { name: 'Изменить своё' }));
    expect(screen.getByText('Редактирование сообщения')).toBeInTheDocument();
    expect(box).toHaveValue(own.text);

    await user.click(screen.getByRole('button', { name: 'Ответить Марии' }));
    expect(screen.queryByText('Редактирование сообщения')).not.toBeInTheDocument();
    expect(screen.getByText('Ответ для Мария Смирнова')).toBeInTheDocument();
    // The edited text belonged to the edited message: it is gone with the edit.
    expect(box).toHaveValue('');

    await user.type(box, 'Спасибо');
    await user.click(screen.getByRole('button', { name: 'Изменить своё' }));
    expect(screen.queryByText('Ответ для Мария Смирнова')).not.toBeInTheDocument();
    expect(screen.getByText('Редактирование сообщения')).toBeInTheDocument();
    expect(box).toHaveValue(own.text);
  });

  it('cancels editing with Esc and empties the composer', async () => {
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Изменить своё' }));
    await user.click(screen.getByRole('textbox', { name: 'Сообщение' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Редактирование сообщения')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Сообщение' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeDisabled();
  });

  it('cancels a reply with Esc but keeps what was written', async () => {
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ответить Марии' }));
    await user.type(screen.getByRole('textbox', { name: 'Сообщение' }), 'Уже оплатили');
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Ответ для Мария Смирнова')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Сообщение' })).toHaveValue('Уже оплатили');
  });

  it('sends with Enter and starts a new line with Shift+Enter', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<Harness onSubmit={onSubmit} />);
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Сообщение' });
    await user.type(box, 'Первая строка{Shift>}{Enter}{/Shift}вторая');
    expect(box).toHaveValue('Первая строка\nвторая');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps the draft of a conversation in localStorage for the next visit', async () => {
    renderWithProviders(<Harness />);
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Сообщение' }), 'Черновик');
    const stored = JSON.parse(localStorage.getItem('kabinet-chat-drafts') ?? '{}') as {
      state: { drafts: Record<string, { text: string }> };
    };
    expect(stored.state.drafts['7']?.text).toBe('Черновик');
  });

  it('offers the saved replies on «/» and inserts the chosen one with Enter instead of sending', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<Harness onSubmit={onSubmit} />);
    const box = screen.getByRole('textbox', { name: 'Сообщение' });
    await userEvent.type(box, '/');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await userEvent.type(box, 'сче');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(box).toHaveValue('Счёт на оплату во вложении.');
    expect(screen.queryByRole('listbox', { name: 'Шаблоны ответов' })).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('closes the list on Esc and leaves a slash later in the text alone', async () => {
    renderWithProviders(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Сообщение' });
    await userEvent.type(box, '/');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('option')).toBeNull();
    await userEvent.clear(box);
    await userEvent.type(box, 'ИНН/КПП');
    expect(screen.queryByRole('option')).toBeNull();
  });
});
