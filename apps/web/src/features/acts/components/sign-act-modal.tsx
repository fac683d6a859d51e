import type { Act, SignCodeAnswer } from '@kabinet/domain/acts';
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';

import { ResponseError } from '../../../shared/http/http-errors.ts';
import { describeError } from '../../../shared/lib/error-message.ts';
import { CodeInput } from '../../../shared/ui/code-input.tsx';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { ResendCode } from '../../../shared/ui/resend-code.tsx';
import { useSendSignCode, useSignAct } from '../api.ts';
import { attemptsLeft } from '../model.ts';
import { ConfirmFrame } from '../../../shared/ui/dialog-frames.tsx';

interface SignActModalProps {
  act: Act;
  opened: boolean;
  onClose: () => void;
}

/**
 * ПЭП sign-off (63-ФЗ ст. 9): a one-time code goes to the user's phone (or e-mail); the code
 * entered signs the act. Wrong codes count down the attempts; after the last one the code is
 * burnt and a new one is asked for once the timer allows.
 */
export function SignActModal({ act, opened, onClose }: SignActModalProps) {
  const send = useSendSignCode(act.company_id, act.id);
  const sign = useSignAct(act.company_id, act.id);
  const [sent, setSent] = useState<(SignCodeAnswer & { at: number }) | null>(null);
  const [code, setCode] = useState('');
  const [wrong, setWrong] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const requestCode = () => {
    setError(null);
    send.mutate(undefined, {
      onSuccess: (answer) => {
        setSent({ ...answer, at: Date.now() });
        setWrong(0);
        setCode('');
      },
      onError: (failure) => setError(describeError(failure)),
    });
  };

  const submit = () => {
    setError(null);
    sign.mutate(
      { code },
      {
        onSuccess: () => onClose(),
        onError: (failure) => {
          if (failure instanceof ResponseError && failure.status === 422) {
            setWrong((count) => count + 1);
          }
          setError(describeError(failure));
        },
      },
    );
  };

  return (
    <ConfirmFrame opened={opened} onClose={onClose} title={`Подписать акт № ${act.number}`}>
      <Stack gap="sm">
        <Text size="sm">
          Акт подписывается простой электронной подписью: мы отправим одноразовый код, а ваш ввод
          кода подтверждает согласие с актом на сумму {act.sum_in_words}.
        </Text>
        {sent ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                Код отправлен {sent.channel === 'phone' ? 'в SMS на номер' : 'на адрес'}{' '}
                {sent.sent_to}
              </Text>
              <CodeInput
                value={code}
                onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
                description={wrong > 0 ? `Осталось попыток: ${attemptsLeft(wrong)}` : undefined}
              />
              {error ? <FormAlert message={error} /> : null}
              <Button type="submit" loading={sign.isPending} disabled={code.length !== 6}>
                Подписать
              </Button>
              <ResendCode
                resendAt={sent.at + sent.resend_in * 1000}
                onResend={requestCode}
                disabled={send.isPending}
              />
            </Stack>
          </form>
        ) : (
          <>
            {error ? <FormAlert message={error} /> : null}
            <Button onClick={requestCode} loading={send.isPending}>
              Получить код
            </Button>
          </>
        )}
      </Stack>
    </ConfirmFrame>
  );
}
