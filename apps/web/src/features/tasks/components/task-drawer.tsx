import { acceptAttribute, COMPANY_DOCUMENT_UPLOAD } from '@kabinet/domain/files';
import type { TaskDetail } from '@kabinet/domain/tasks';
import { formatDateTime } from '@kabinet/domain/shared';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Drawer,
  FileButton,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';

import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { ContentSkeleton } from '../../../shared/ui/content-skeleton.tsx';
import {
  downloadTaskFile,
  useAddComment,
  useCompleteTask,
  useTask,
  useToggleChecklist,
  useUploadTaskFile,
  type TaskScope,
} from '../api.ts';
import { taskDueText } from '../model.ts';
import { AddChecklistItem, TaskStaffEditor } from './task-staff-editor.tsx';

/** One task in a drawer — what to do, checklist, files, comments and the actions. */
export function TaskDrawer({
  scope,
  taskId,
  onClose,
}: {
  scope: TaskScope;
  taskId: number | null;
  onClose: () => void;
}) {
  const task = useTask(scope, taskId);
  return (
    <Drawer
      opened={taskId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={task.data ? task.data.title : 'Задача'}
      closeButtonProps={{ 'aria-label': 'Закрыть задачу' }}
    >
      {task.isPending ? (
        <ContentSkeleton shape="detail" rows={3} label="Загрузка задачи" />
      ) : task.data ? (
        <TaskBody scope={scope} task={task.data} />
      ) : (
        <Alert color="red">Задача не найдена.</Alert>
      )}
    </Drawer>
  );
}

function TaskBody({ scope, task }: { scope: TaskScope; task: TaskDetail }) {
  return (
    <Stack gap="lg">
      <Group gap="xs">
        <Badge variant="light">{task.status_name}</Badge>
        <Badge variant="outline">{task.kind_name}</Badge>
        <Text size="sm" c={task.overdue ? 'red' : 'dimmed'} fw={task.overdue ? 600 : undefined}>
          {taskDueText(task)}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {scope.staff ? `${task.company_name} · ` : ''}Исполнитель: {task.assignee_name}
      </Text>
      {task.description ? <Text style={{ whiteSpace: 'pre-wrap' }}>{task.description}</Text> : null}
      {task.link ? (
        <Anchor component={Link} to={task.link}>
          Перейти к выполнению
        </Anchor>
      ) : null}
      <TaskActions scope={scope} task={task} />
      {task.checklist.length > 0 ? <Checklist scope={scope} task={task} /> : null}
      {scope.staff ? <AddChecklistItem taskId={task.id} /> : null}
      <Attachments scope={scope} task={task} />
      <Comments scope={scope} task={task} />
    </Stack>
  );
}

function TaskActions({ scope, task }: { scope: TaskScope; task: TaskDetail }) {
  if (scope.staff) return <TaskStaffEditor task={task} />;
  if (!task.can_complete) return null;
  return <CompleteButton scope={scope} task={task} />;
}

function CompleteButton({
  scope,
  task,
}: {
  scope: { staff: false; companyId: number };
  task: TaskDetail;
}) {
  const complete = useCompleteTask(scope, task.id);
  return (
    <Button
      onClick={() => complete.mutate(undefined, { onError: showErrorToast })}
      loading={complete.isPending}
      style={{ alignSelf: 'flex-start' }}
    >
      Отметить выполненной
    </Button>
  );
}

function Checklist({ scope, task }: { scope: TaskScope; task: TaskDetail }) {
  const toggle = useToggleChecklist(scope, task.id);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Чек-лист ({task.checklist_done}/{task.checklist_total})
      </Title>
      {task.checklist.map((item) => (
        <Checkbox
          key={item.id}
          label={item.text}
          checked={item.done}
          disabled={toggle.isPending}
          onChange={(event) =>
            toggle.mutate(
              { itemId: item.id, done: event.currentTarget.checked },
              { onError: showErrorToast },
            )
          }
        />
      ))}
    </Stack>
  );
}

function Attachments({ scope, task }: { scope: TaskScope; task: TaskDetail }) {
  const upload = useUploadTaskFile(scope, task.id);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Файлы
      </Title>
      {task.attachments.length === 0 ? (
        <Text size="sm" c="dimmed">
          Файлов пока нет.
        </Text>
      ) : (
        task.attachments.map((file) => (
          <Group key={file.id} gap="xs" justify="space-between">
            <Anchor
              component="button"
              type="button"
              onClick={() => void downloadTaskFile(file).catch(showErrorToast)}
              style={{ overflowWrap: 'anywhere', textAlign: 'left' }}
            >
              {file.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {file.uploaded_by?.name ?? ''} · {formatDateTime(file.created_at)}
            </Text>
          </Group>
        ))
      )}
      <FileButton
        onChange={(file) => {
          if (file) upload.mutate(file, { onError: showErrorToast });
        }}
        accept={acceptAttribute(COMPANY_DOCUMENT_UPLOAD)}
      >
        {(props) => (
          <Button
            {...props}
            variant="light"
            loading={upload.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            Прикрепить файл
          </Button>
        )}
      </FileButton>
      {task.kind === 'upload_statement' && task.status !== 'done' && !scope.staff ? (
        <Text size="xs" c="dimmed">
          Прикрепите выписку — задача закроется сама.
        </Text>
      ) : null}
    </Stack>
  );
}

function Comments({ scope, task }: { scope: TaskScope; task: TaskDetail }) {
  const [text, setText] = useState('');
  const add = useAddComment(scope, task.id);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Комментарии
      </Title>
      {task.comments.map((comment) => (
        <Paper key={comment.id} withBorder p="sm" radius="md">
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600}>
              {comment.author?.name ?? 'Пользователь'}
              {comment.author?.is_staff ? ' · менеджер' : ''}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(comment.created_at)}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {comment.text}
          </Text>
        </Paper>
      ))}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!text.trim()) return;
          add.mutate(text.trim(), { onSuccess: () => setText(''), onError: showErrorToast });
        }}
      >
        <Stack gap="xs">
          <Textarea
            label="Новый комментарий"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={5000}
          />
          <Button
            type="submit"
            loading={add.isPending}
            disabled={!text.trim()}
            style={{ alignSelf: 'flex-start' }}
          >
            Отправить
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
