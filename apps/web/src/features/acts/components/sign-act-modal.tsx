import type { Act } from '@kabinet/domain/acts';

import { SignCodeDialog } from '../../../shared/ui/sign-code-dialog.tsx';
import { useSendSignCode, useSignAct } from '../api.ts';

interface SignActModalProps {
  act: Act;
  opened: boolean;
  onClose: () => void;
}

/**
 * ПЭП sign-off (63-ФЗ ст. 9) of an act: a one-time code goes to the user's phone (or e-mail);
 * the code entered signs the act (SignCodeDialog counts the attempts and the resend timer).
 */
export function SignActModal({ act, opened, onClose }: SignActModalProps) {
  const send = useSendSignCode(act.company_id, act.id);
  const sign = useSignAct(act.company_id, act.id);
  return (
    <SignCodeDialog
      opened={opened}
      onClose={onClose}
      title={`Подписать акт № ${act.number}`}
      explanation={`Акт подписывается простой электронной подписью: мы отправим одноразовый код, а ваш ввод кода подтверждает согласие с актом на сумму ${act.sum_in_words}.`}
      sendCode={() => send.mutateAsync(undefined)}
      sign={(code) => sign.mutateAsync({ code })}
    />
  );
}
