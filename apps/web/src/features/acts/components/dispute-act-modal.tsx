import { disputeActBodySchema, type Act } from '@kabinet/domain/acts';
import { Button, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';

import { showFormError } from '../../../shared/lib/error-message.ts';
import { zodValidator } from '../../../shared/lib/zod-form.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useDisputeAct } from '../api.ts';
import { ConfirmFrame } from '../../../shared/ui/dialog-frames.tsx';

/** «Оспорить»: the client says what is wrong; the manager gets a task with the reason. */
export function DisputeActModal(props: { act: Act; opened: boolean; onClose: () => void }) {
  const { act, opened, onClose } = props;
  const dispute = useDisputeAct(act.company_id, act.id);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { reason: '' },
    validate: zodValidator(disputeActBodySchema),
  });
  return (
    <ConfirmFrame opened={opened} onClose={onClose} title={`Оспорить акт № ${act.number}`}>
      <form
        onSubmit={form.onSubmit((values) =>
          dispute.mutate(values, {
            onSuccess: () => onClose(),
            onError: (error) => showFormError(error, ['reason'], form, setFormError),
          }),
        )}
      >
        <Stack gap="sm">
          <Textarea
            label="С чем вы не согласны"
            autosize
            minRows={3}
            {...form.getInputProps('reason')}
          />
          {formError ? <FormAlert message={formError} /> : null}
          <Button type="submit" color="orange" loading={dispute.isPending}>
            Оспорить акт
          </Button>
        </Stack>
      </form>
    </ConfirmFrame>
  );
}
