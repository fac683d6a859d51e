import type { Act } from '@kabinet/domain/acts';
import { Button, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';

import { describeError } from '../../../shared/lib/error-message.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useResolveDispute } from '../api.ts';
import { ConfirmFrame } from '../../../shared/ui/dialog-frames.tsx';

/**
 * Staff: a disputed act is re-issued from the ledger (a new number, to sign again) or kept as it
 * is with the manager's answer; the client gets «Подпишите акт» again either way.
 */
export function ResolveDisputeButton({ act }: { act: Act }) {
  const [opened, setOpened] = useState(false);
  const [comment, setComment] = useState('');
  const resolve = useResolveDispute(act.company_id, act.id);
  if (act.status !== 'disputed') return null;
  const run = (action: 'reissue' | 'keep') =>
    resolve.mutate(
      { action, ...(comment.trim() ? { comment: comment.trim() } : {}) },
      { onSuccess: () => setOpened(false) },
    );
  return (
    <>
      <Button color="orange" onClick={() => setOpened(true)}>
        Решить спор
      </Button>
      <ConfirmFrame
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Спор по акту № ${act.number}`}
      >
        <Stack gap="sm">
          <Textarea
            label="Ответ клиенту"
            autosize
            minRows={2}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
          {resolve.isError ? <FormAlert message={describeError(resolve.error)} /> : null}
          <Button loading={resolve.isPending} onClick={() => run('reissue')}>
            Перевыставить акт по данным учёта
          </Button>
          <Button variant="default" loading={resolve.isPending} onClick={() => run('keep')}>
            Оставить акт без изменений
          </Button>
        </Stack>
      </ConfirmFrame>
    </>
  );
}
