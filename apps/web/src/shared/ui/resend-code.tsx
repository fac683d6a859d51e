import { Anchor, Text } from '@mantine/core';

import { formatCountdown, useCountdown } from '../lib/use-countdown.ts';

interface ResendCodeProps {
  /** Epoch ms when the server allows the next code (from `resend_in`). */
  resendAt: number | null;
  onResend: () => void;
  disabled?: boolean;
}

/** «Новый код через 0:59», then the link «Отправить код ещё раз». */
export function ResendCode({ resendAt, onResend, disabled }: ResendCodeProps) {
  const secondsLeft = useCountdown(resendAt);
  if (secondsLeft > 0) {
    return (
      <Text size="sm" c="dimmed" aria-live="polite">
        Новый код через {formatCountdown(secondsLeft)}
      </Text>
    );
  }
  return (
    <Anchor component="button" type="button" size="sm" onClick={onResend} disabled={disabled}>
      Отправить код ещё раз
    </Anchor>
  );
}
