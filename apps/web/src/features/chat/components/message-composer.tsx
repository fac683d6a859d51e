import {
  CHAT_FILE_ACCEPT,
  replyPreview,
  type ListedMessage,
  type ReplyTemplate,
} from '@kabinet/domain/chat';
import {
  ActionIcon,
  CloseButton,
  FileButton,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { IconArrowBackUp, IconPaperclip, IconPencil, IconSend, IconX } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';

import type { ConversationDraft } from '../use-draft.ts';
import classes from './chat.module.css';
import { formatFileSize } from './message-files.tsx';
import { TemplatePicker, useTemplatePicker } from './template-picker.tsx';

interface MessageComposerProps {
  draft: ConversationDraft;
  /** The message being answered or edited, when it is loaded. */
  target: ListedMessage | undefined;
  onSubmit: () => void;
  onTyping: (typing: boolean) => void;
  onFiles: (files: File[]) => void;
  /** Saved replies offered on «/» (staff only; none for clients). */
  templates?: readonly ReplyTemplate[];
}

function ModeBar({ draft, target }: Pick<MessageComposerProps, 'draft' | 'target'>) {
  if (draft.mode === 'new') return null;
  const editing = draft.mode === 'edit';
  const Icon = editing ? IconPencil : IconArrowBackUp;
  const title = editing
    ? 'Редактирование сообщения'
    : `Ответ ${target?.chat_user?.name ? `для ${target.chat_user.name}` : 'на сообщение'}`;
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      px="xs"
      py={4}
      style={{ borderLeft: '3px solid var(--mantine-color-brand-5)' }}
    >
      <Icon size={18} color="var(--mantine-color-brand-6)" />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="xs" fw={600} c="brand">
          {title}
        </Text>
        <Text size="xs" c="dimmed" truncate="end">
          {replyPreview(target?.text) || 'Прикрепленный файл'}
        </Text>
      </Stack>
      <CloseButton
        size="sm"
        className={classes.touchTarget}
        aria-label={editing ? 'Отменить редактирование' : 'Отменить ответ'}
        onClick={draft.cancelMode}
      />
    </Group>
  );
}

function DraftFiles({ draft }: { draft: ConversationDraft }) {
  if (draft.draft.files.length === 0) return null;
  return (
    <Group gap={6} px="xs">
      {draft.draft.files.map((file, index) => (
        <Paper key={`${file.name}-${index}`} withBorder px={8} py={2} radius="xl">
          <Group gap={4} wrap="nowrap">
            <Text size="xs" maw={180} truncate="end">
              {file.name}
            </Text>
            <Text size="xs" c="dimmed">
              {formatFileSize(file.size)}
            </Text>
            <ActionIcon
              size="xs"
              variant="subtle"
              color="gray"
              className={classes.touchTarget}
              aria-label={`Убрать ${file.name}`}
              onClick={() => draft.removeFile(index)}
            >
              <IconX size={12} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
    </Group>
  );
}

/** The paperclip: chat's accepted files (SPEC §5), none while editing a message. */
function AttachButton({
  editing,
  onFiles,
}: {
  editing: boolean;
  onFiles: (files: File[]) => void;
}) {
  return (
    <FileButton
      onChange={onFiles}
      accept={CHAT_FILE_ACCEPT}
      multiple
      disabled={editing}
      inputProps={{ 'aria-label': 'Прикрепить файлы' }}
    >
      {(props) => (
        <Tooltip label={editing ? 'При редактировании файлы не меняются' : 'Прикрепить файлы'}>
          <ActionIcon
            {...props}
            variant="subtle"
            color="gray"
            size="lg"
            className={classes.touchTarget}
            aria-label="Прикрепить файлы"
            disabled={editing}
          >
            <IconPaperclip size={20} />
          </ActionIcon>
        </Tooltip>
      )}
    </FileButton>
  );
}

/** The composer: Enter sends, Shift+Enter is a new line, Esc cancels editing or replying. */
export function MessageComposer({
  draft,
  target,
  onSubmit,
  onTyping,
  onFiles,
  templates = [],
}: MessageComposerProps) {
  const editing = draft.mode === 'edit';
  const canSend = draft.draft.text.trim() !== '' || (!editing && draft.draft.files.length > 0);
  const picker = useTemplatePicker(templates, draft.draft.text, draft.setText);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (picker.onKeyDown(event)) return;
    if (event.key === 'Escape' && draft.mode !== 'new') {
      event.preventDefault();
      draft.cancelMode();
      return;
    }
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (canSend) onSubmit();
    }
  };

  return (
    <Stack gap={6} p="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <ModeBar draft={draft} target={target} />
      <DraftFiles draft={draft} />
      <TemplatePicker matches={picker.matches} active={picker.active} onChoose={picker.choose} />
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <AttachButton editing={editing} onFiles={onFiles} />
        <Textarea
          aria-label="Сообщение"
          placeholder="Напишите сообщение…"
          autosize
          minRows={1}
          maxRows={6}
          style={{ flex: 1 }}
          value={draft.draft.text}
          onChange={(event) => {
            draft.setText(event.currentTarget.value);
            onTyping(event.currentTarget.value.trim() !== '');
          }}
          onBlur={() => onTyping(false)}
          onKeyDown={onKeyDown}
        />
        <ActionIcon
          size="lg"
          variant="filled"
          className={classes.touchTarget}
          aria-label={editing ? 'Сохранить' : 'Отправить'}
          disabled={!canSend}
          onClick={onSubmit}
        >
          <IconSend size={18} />
        </ActionIcon>
      </Group>
    </Stack>
  );
}
