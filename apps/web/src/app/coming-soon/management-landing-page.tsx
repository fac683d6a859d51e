import { formatMoney } from '@kabinet/domain/shared';
import {
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

import { useTariffPage } from '../../features/tariffs/api.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { routeNames } from '../route-names.ts';
import { ManagementLandingSample } from './management-landing-sample.tsx';

/** The financial tariff the landing offers: «Финансовый», the first of SPEC §2's financial ones. */
const OFFERED_TARIFF_SLUG = 'tariff_2';

const points = [
  'Графики выручки, расходов и прибыли по месяцам — по операциям на ваших счетах',
  'Остаток денег на конец каждого месяца и движение денег по статьям',
  'Дебиторская и кредиторская задолженность: кто должен вам и кому должны вы',
  'Сравнение с прошлым периодом и с тем же периодом прошлого года',
  'Управленческие отчёты от бухгалтера: ОПиУ, ДДС и баланс в PDF и Excel',
];

/** «от 8 000 ₽ в месяц» from the tariff catalogue, or nothing while it is unknown. */
function useOfferedPrice(): string | null {
  const page = useTariffPage();
  const tariff = page.data?.tariffs.find((item) => item.slug === OFFERED_TARIFF_SLUG);
  const price = Number(tariff?.individual_params.tariff_price ?? 0);
  return price > 0 ? `от ${formatMoney(price)} в месяц` : null;
}

/**
 * SPEC §2: shown instead of the management graphs when the tariff is not a financial
 * one — what «Финансовый» gives, a sample of the graphs, its price, and the way into the tariff
 * wizard with it chosen (`?tariff=tariff_2`, honoured by the wizard).
 */
export function ManagementLandingPage() {
  const price = useOfferedPrice();
  return (
    <>
      <PageHeader title="Управленческий учёт" />
      <Stack gap="md">
        <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <Stack gap="md">
              <Title order={2} size="h3">
                Видеть бизнес в цифрах — на тарифе «Финансовый»
              </Title>
              <Text c="dimmed">
                Бухгалтер ведёт управленческий учёт по вашим выпискам и документам, а кабинет
                показывает его наглядно — без таблиц и ожидания отчёта в конце квартала.
              </Text>
              <List
                spacing="sm"
                icon={
                  <ThemeIcon size={22} radius="xl" color="teal" variant="light">
                    <IconCheck size={14} />
                  </ThemeIcon>
                }
              >
                {points.map((point) => (
                  <List.Item key={point}>{point}</List.Item>
                ))}
              </List>
              {price && (
                <Text fw={700} size="xl">
                  {price}
                </Text>
              )}
              <Group gap="sm">
                <Button
                  component={Link}
                  to={`${routeNames['tariff-step']}?tariff=${OFFERED_TARIFF_SLUG}`}
                >
                  Подключить «Финансовый»
                </Button>
                <Button component={Link} to={routeNames['tariff-step']} variant="default">
                  Подобрать тариф
                </Button>
              </Group>
            </Stack>
            <ManagementLandingSample />
          </SimpleGrid>
        </Paper>
      </Stack>
    </>
  );
}
