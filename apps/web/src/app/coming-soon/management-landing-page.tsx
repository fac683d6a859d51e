import { Button, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartPie, IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

import { PageHeader } from '../../shared/ui/page-header.tsx';
import { routeNames } from '../route-names.ts';

const points = [
  'Доходы, расходы и прибыль по месяцам',
  'Движение денег по счетам и кассе',
  'Дебиторская и кредиторская задолженность',
];

/** SPEC §2: shown instead of management graphs when the tariff is not a financial one. */
export function ManagementLandingPage() {
  return (
    <>
      <PageHeader title="Управленческий учёт" />
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="md">
            <Title order={2} size="h3">
              Графики по вашему бизнесу — на финансовых тарифах
            </Title>
            <Text c="dimmed">
              Бухгалтер собирает управленческую отчётность, а кабинет показывает её наглядно.
              Графики доступны на тарифах с финансовым сопровождением.
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
            <Button component={Link} to={routeNames['tariff-step']} w="fit-content">
              Подобрать тариф
            </Button>
          </Stack>
          <Stack align="center" justify="center" visibleFrom="md">
            <ThemeIcon size={160} radius={80} variant="light">
              <IconChartPie size={88} stroke={1.2} />
            </ThemeIcon>
          </Stack>
        </SimpleGrid>
      </Paper>
    </>
  );
}
