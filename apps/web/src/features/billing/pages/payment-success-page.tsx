import { formatKopecks } from '@kabinet/domain/money';
import { receiptPageUrl } from '@kabinet/domain/notifications';
import { Button, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClockHour4 } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';

import { reachGoal } from '../../../shared/analytics/analytics.ts';
import { describeError } from '../../../shared/lib/error-message.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useBillingSummary, useOnlinePayment, type OnlinePayment } from '../api.ts';
import { parsePaymentId, PAYMENT_POLL_LIMIT_MS } from '../model.ts';

/** True once `limitMs` have passed since `startedAt` (re-armed when `startedAt` changes). */
function useTimeIsUp(startedAt: number, limitMs: number): boolean {
  const [upAt, setUpAt] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setUpAt(startedAt), startedAt + limitMs - Date.now());
    return () => clearTimeout(timer);
  }, [startedAt, limitMs]);
  return upAt === startedAt;
}

/**
 * SPEC §2 payment/success: where the payment provider sends the client back. The result is
 * read from the server (GET /api/v1/online-payments/{id}, every 2 s for 2 minutes while
 * pending); the URL gives only the payment's id, never its status.
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const paymentId = parsePaymentId(params.get('payment'));
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const payment = useOnlinePayment(paymentId, startedAt);
  const gaveUp = useTimeIsUp(startedAt, PAYMENT_POLL_LIMIT_MS);
  const retry = () => {
    setStartedAt(Date.now());
    void payment.refetch();
  };
  const header = <PageHeader title="Результат оплаты" />;

  let body: ReactNode;
  if (paymentId === null) {
    body = (
      <Result icon={<IconCircleX size={32} />} color="gray" title="Платёж не найден">
        В ссылке нет номера платежа. Счета и баланс — на странице оплаты.
      </Result>
    );
  } else if (payment.isError) {
    body = (
      <Result icon={<IconCircleX size={32} />} color="red" title="Не удалось узнать статус платежа">
        {describeError(payment.error)}
      </Result>
    );
  } else if (payment.data?.status === 'succeeded') {
    body = <Succeeded payment={payment.data} />;
  } else if (payment.data?.status === 'canceled') {
    body = (
      <Result icon={<IconCircleX size={32} />} color="red" title="Платёж отменён">
        Деньги не списаны. Оплатите счёт ещё раз онлайн или переводом по реквизитам.
      </Result>
    );
  } else {
    body = <Pending gaveUp={gaveUp} onRetry={retry} />;
  }
  return (
    <>
      {header}
      {body}
    </>
  );
}

/** The counter's «payment» goal, once per payment (a reload does not count it again). */
function usePaymentGoal(paymentId: number) {
  useEffect(() => {
    const key = `kabinet-goal-payment-${paymentId}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, '1');
    } catch {
      // Storage off: the goal may count twice on a reload, which is harmless.
    }
    reachGoal('payment');
  }, [paymentId]);
}

function Succeeded({ payment }: { payment: OnlinePayment }) {
  usePaymentGoal(payment.id);
  // The new balance is the company's own, read after the payment settled.
  const billing = useBillingSummary(payment.company_id);
  return (
    <Result icon={<IconCircleCheck size={32} />} color="teal" title="Оплачен">
      <Text>Платёж на {formatKopecks(payment.amount_kopecks)} зачислен.</Text>
      <Text data-testid="new-balance">
        {billing.data
          ? `Баланс компании: ${formatKopecks(billing.data.balance_kopecks)}`
          : 'Обновляем баланс…'}
      </Text>
      {payment.has_receipt ? (
        <Button component={Link} to={receiptPageUrl(payment.id)} variant="subtle">
          Кассовый чек
        </Button>
      ) : null}
    </Result>
  );
}

function Pending({ gaveUp, onRetry }: { gaveUp: boolean; onRetry: () => void }) {
  if (gaveUp) {
    return (
      <Result icon={<IconClockHour4 size={32} />} color="yellow" title="Платёж ещё обрабатывается">
        <Text>Банк пока не подтвердил оплату. Статус обновится на странице оплаты.</Text>
        <Button variant="default" onClick={onRetry}>
          Проверить ещё раз
        </Button>
      </Result>
    );
  }
  return (
    <Result icon={<Loader size="md" aria-hidden />} color="blue" title="Проверяем платёж…">
      Это займёт несколько секунд: ждём подтверждения от банка.
    </Result>
  );
}

interface ResultProps {
  icon: ReactNode;
  color: string;
  title: string;
  children: ReactNode;
}

function Result({ icon, color, title, children }: ResultProps) {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" gap="sm" ta="center" maw={520} mx="auto" role="status">
        <ThemeIcon size={64} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        {typeof children === 'string' ? <Text c="dimmed">{children}</Text> : children}
        <Button component={Link} to="/payment" variant="light">
          К оплате и счетам
        </Button>
      </Stack>
    </Paper>
  );
}
