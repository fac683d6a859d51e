import {
  pickCurrentCompanyTariff,
  type TariffPage as TariffPageData,
} from '@kabinet/domain/tariffs';
import { Button, Grid, Stack } from '@mantine/core';
import { IconReceipt2 } from '@tabler/icons-react';
import { Link } from 'react-router';

import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { HowItWorksLink } from '../../../shared/ui/how-it-works-link.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useTariffPage } from '../api.ts';
import { CurrentTariffCard } from '../components/current-tariff-card.tsx';
import { OtherTariffs } from '../components/other-tariffs.tsx';
import { TariffAnswers } from '../components/tariff-answers.tsx';
import { TariffHistory } from '../components/tariff-history.tsx';

/** SPEC §2 service/tariff: the current company tariff, its answers, history and actions. */
export function TariffPage() {
  const page = useTariffPage();
  return (
    <>
      <PageHeader
        title="Тариф"
        description="Условия обслуживания активной компании."
        actions={<HowItWorksLink slug="kak-podklyuchit-tarif" />}
      />
      <QueryContent query={page} shape="detail">
        {(data) => <TariffPageBody page={data} />}
      </QueryContent>
    </>
  );
}

function TariffPageBody({ page }: { page: TariffPageData }) {
  const { company_tariffs, params, tariffs } = page;
  const current = pickCurrentCompanyTariff(company_tariffs);
  if (!current) {
    return (
      <EmptyState
        icon={<IconReceipt2 size={32} />}
        title="Тариф ещё не подключён"
        description="Ответьте на 10 вопросов о компании — калькулятор сразу покажет цену каждого тарифа, а подключить выбранный можно в один клик."
        action={
          <Button component={Link} to="/service/tariff/step">
            Подобрать тариф
          </Button>
        }
      />
    );
  }
  const others = company_tariffs.filter((item) => item.id !== current.id);
  return (
    <Grid gutter="lg" align="flex-start">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Stack gap="lg">
          <CurrentTariffCard tariff={current} />
          <TariffAnswers
            answers={(current.info?.params ?? {}) as Record<string, unknown>}
            params={params}
            tariffs={tariffs}
          />
          <OtherTariffs tariffs={others} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <TariffHistory companyTariffId={current.id} />
      </Grid.Col>
    </Grid>
  );
}
