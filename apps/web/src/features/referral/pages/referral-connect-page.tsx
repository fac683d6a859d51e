import { formatRewardPercent } from '@kabinet/domain/referral';
import { formatKopecks } from '@kabinet/domain/money';
import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarStats, IconCoin, IconWallet } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';

import { showToast } from '../../../shared/toast/toast-store.ts';
import { HowItWorksLink } from '../../../shared/ui/how-it-works-link.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useConnectReferral, useReferral, useReferralConnect } from '../api.ts';
import { PaymentMethodForm } from '../components/payment-method-form.tsx';

function Benefit({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Paper withBorder p="lg">
      <Stack gap="xs">
        <ThemeIcon variant="light" size={40} radius="xl" aria-hidden>
          {icon}
        </ThemeIcon>
        <Text fw={700} size="lg">
          {title}
        </Text>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </Stack>
    </Paper>
  );
}

/** /referral/connect: what the programme gives, its rules, the payout method. */
export function ReferralConnectPage() {
  const referral = useReferral();
  const info = useReferralConnect();
  const connect = useConnectReferral();
  const navigate = useNavigate();

  if (referral.data?.status === 'ACTIVE') return <Navigate to="/referral/info" replace />;

  return (
    <>
      <PageHeader
        title="Партнёрская программа"
        description="Рекомендуйте нас знакомым предпринимателям и получайте вознаграждение с их оплат."
        actions={<HowItWorksLink slug="referalnaya-programma" />}
      />
      <QueryContent query={info} shape="detail">
        {(data) => (
          <Stack gap="lg" maw={880}>
            <section aria-labelledby="referral-benefits">
              <Title order={2} size="h3" mb="sm" id="referral-benefits">
                Что даёт программа
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                <Benefit
                  icon={<IconCoin size={22} />}
                  title={`${formatRewardPercent(data.rules.reward_basis_points)} от оплат`}
                  text="с каждой оплаты приглашённого клиента"
                />
                <Benefit
                  icon={<IconCalendarStats size={22} />}
                  title={`${data.rules.reward_months} мес.`}
                  text="начисляем вознаграждение с первой оплаты клиента"
                />
                <Benefit
                  icon={<IconWallet size={22} />}
                  title={`от ${formatKopecks(data.rules.min_payout_kopecks)}`}
                  text="минимальная сумма выплаты"
                />
              </SimpleGrid>
              <Text size="sm" mt="sm">
                {formatRewardPercent(data.rules.reward_basis_points)} от оплат приглашённого клиента{' '}
                {data.rules.reward_months} месяцев.
              </Text>
            </section>
            <PaymentMethodForm
              rulesText={data.rules_text}
              methods={data.payment_methods}
              submitLabel="Подключиться"
              pending={connect.isPending}
              onSubmit={async (body) => {
                await connect.mutateAsync(body);
                showToast({ type: 'positive', message: 'Вы подключились к партнёрской программе' });
                void navigate('/referral/info', { replace: true });
              }}
            />
          </Stack>
        )}
      </QueryContent>
    </>
  );
}
