import { canMovePayout, type Payout, type PayoutStatus } from '@kabinet/domain/referral';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';

import { splitFormError } from '../../../shared/lib/error-message.ts';
import { useLazySubmit } from '../../../shared/lib/use-lazy-submit.ts';
import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useMovePayout } from '../api.ts';

const DONE: Partial<Record<PayoutStatus, string>> = {
  approved: 'Выплата одобрена',
  paid: 'Выплата отмечена выплаченной',
  rejected: 'Выплата отклонена',
};

/** «Отклонить выплату»: the reason is required and shown to the client. */
function RejectPayoutModal({
  payout,
  opened,
  onClose,
}: {
  payout: Payout;
  opened: boolean;
  onClose: () => void;
}) {
  const move = useMovePayout();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // The schema (so zod) loads when a payout is first rejected (the pages' JS budgets).
  const { submit: reject } = useLazySubmit(
    () => import('../referral-schemas.ts'),
    async ({ payoutMoveBodySchema }) => {
      const parsed = payoutMoveBodySchema.safeParse({ status: 'rejected', comment });
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message ?? null);
        return;
      }
      setError(null);
      setFormError(null);
      try {
        await move.mutateAsync({
          id: payout.id,
          body: { status: 'rejected', comment: comment.trim() },
        });
        showToast({ type: 'positive', message: DONE.rejected ?? 'Готово' });
        onClose();
        setComment('');
      } catch (failure) {
        const split = splitFormError(failure, ['comment']);
        setError(split.fields.comment ?? null);
        setFormError(split.form);
      }
    },
  );

  return (
    <Modal opened={opened} onClose={onClose} title="Отклонить выплату">
      <Stack gap="md">
        <Textarea
          label="Причина"
          description="Клиент увидит её в истории выплат"
          required
          autosize
          minRows={3}
          value={comment}
          error={error}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        <FormAlert message={formError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Отмена
          </Button>
          <Button color="red" loading={move.isPending} onClick={() => void reject()}>
            Отклонить
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Staff moves of one payout: Одобрить, Отметить выплаченной, Отклонить (with the reason). */
export function StaffPayoutActions({ payout }: { payout: Payout }) {
  const move = useMovePayout();
  const [rejecting, setRejecting] = useState(false);

  const send = (status: PayoutStatus) =>
    move.mutateAsync({ id: payout.id, body: { status, comment: '' } }).then(() => {
      showToast({ type: 'positive', message: DONE[status] ?? 'Готово' });
    });

  return (
    <Group gap="xs" wrap="nowrap">
      {canMovePayout(payout.status, 'approved') ? (
        <Button
          size="xs"
          variant="light"
          loading={move.isPending && move.variables.body.status === 'approved'}
          onClick={() => send('approved').catch(showErrorToast)}
          aria-label={`Одобрить выплату №${payout.id}`}
        >
          Одобрить
        </Button>
      ) : null}
      {canMovePayout(payout.status, 'paid') ? (
        <Button
          size="xs"
          color="teal"
          loading={move.isPending && move.variables.body.status === 'paid'}
          onClick={() => send('paid').catch(showErrorToast)}
          aria-label={`Отметить выплату №${payout.id} выплаченной`}
        >
          Выплачена
        </Button>
      ) : null}
      {canMovePayout(payout.status, 'rejected') ? (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={() => setRejecting(true)}
          aria-label={`Отклонить выплату №${payout.id}`}
        >
          Отклонить
        </Button>
      ) : null}
      <RejectPayoutModal payout={payout} opened={rejecting} onClose={() => setRejecting(false)} />
    </Group>
  );
}
