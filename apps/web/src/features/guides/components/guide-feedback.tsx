import type { GuideFeedback as Feedback } from '@kabinet/domain/guides';
import { Button, Group, Paper, Text } from '@mantine/core';

/** «Полезно?» Да/Нет; after a vote, thanks (the vote can still be changed). */
export function GuideFeedback({
  feedback,
  pending,
  onVote,
}: {
  feedback: Feedback;
  pending: boolean;
  onVote: (helpful: boolean) => void;
}) {
  return (
    <Paper withBorder radius="md" p="md" mt="xl">
      <Group justify="space-between" gap="sm">
        <Text fw={600} id="guide-feedback-title">
          Полезно?
        </Text>
        <Group gap="xs" role="group" aria-labelledby="guide-feedback-title">
          <Button
            variant={feedback.my_vote === true ? 'filled' : 'default'}
            aria-pressed={feedback.my_vote === true}
            loading={pending}
            onClick={() => onVote(true)}
          >
            Да
          </Button>
          <Button
            variant={feedback.my_vote === false ? 'filled' : 'default'}
            aria-pressed={feedback.my_vote === false}
            loading={pending}
            onClick={() => onVote(false)}
          >
            Нет
          </Button>
        </Group>
      </Group>
      {feedback.my_vote !== null ? (
        <Text size="sm" c="dimmed" mt="xs" role="status">
          Спасибо за отзыв!{' '}
          {feedback.my_vote ? '' : 'Напишите менеджеру в чат, если ответа не нашлось.'}
        </Text>
      ) : null}
    </Paper>
  );
}
