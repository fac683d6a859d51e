import type { SignCodeAnswer } from '@kabinet/domain/acts';
import { codeAttemptsLeft } from '@kabinet/domain/auth';
import { Button, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';

import { ResponseError } from '../http/http-errors.ts';
import { describeError } from '../lib/error-message.ts';
import { CodeInput } from './code-input.tsx';
import { ConfirmFrame } from './dialog-frames.tsx';
import { FormAlert } from './form-alert.tsx';
import { ResendCode } from './resend-code.tsx';

interface SignCodeDialogProps {
  title: string;
  /** What the signature means, shown above the code. */
  explanation: ReactNode;
  opened: boolean;
  onClose: () => void;
  /** Asks the server for a code (POST …/sign/code). */
  sendCode: () => Promise<SignCodeAnswer>;
  /** Signs with the code (POST …/sign); a 422 is a wrong code. */
  sign: (code: string) => Promise<unknown>;
}

/**
 * ПЭП sign-off (63-ФЗ ст. 9) of any document: «Получить код», then the six digits sign it.
 * Wrong codes count down the attempts; after the last one a new code is asked for once the
 * timer allows.
 */
export function SignCodeDialog(props: SignCodeDialogProps) {
  const [sent, setSent] = useState<(SignCodeAnswer & { at: number }) | null>(null);
  const [code, setCode] = useState('');
  const [wrong, setWrong] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: () => Promise<void>) => {
    setError(null);
    setBusy(true);
    try {
      await action();
    } catch (failure) {
      if (failure instanceof ResponseError && failure.status === 422) setWrong((n) => n + 1);
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  };
  const requestCode = () =>
    run(async () => {
      setSent({ ...(await props.sendCode()), at: Date.now() });
      setWrong(0);
      setCode('');
    });
  const submit = () =>
    run(async () => {
      await props.sign(code);
      props.onClose();
    });

  return (
    <ConfirmFrame opened={props.opened} onClose={props.onClose} title={props.title}>
      <Stack gap="sm">
        <Text size="sm">{props.explanation}</Text>
        {sent ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
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
                description={wrong > 0 ? `Осталось попыток: ${codeAttemptsLeft(wrong)}` : undefined}
              />
              {error ? <FormAlert message={error} /> : null}
              <Button type="submit" loading={busy} disabled={code.length !== 6}>
                Подписать
              </Button>
              <ResendCode
                resendAt={sent.at + sent.resend_in * 1000}
                onResend={() => void requestCode()}
                disabled={busy}
              />
            </Stack>
          </form>
        ) : (
          <>
            {error ? <FormAlert message={error} /> : null}
            <Button onClick={() => void requestCode()} loading={busy}>
              Получить код
            </Button>
          </>
        )}
      </Stack>
    </ConfirmFrame>
  );
}
