import type { Company } from '@kabinet/domain/companies';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconPencil, IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { useCopyRequisites, useRequisitesText } from '../api/company.ts';
import { printRequisites } from './print-requisites.ts';

export function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text
        size="sm"
        fw={500}
        style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
      >
        {value || '—'}
      </Text>
    </Stack>
  );
}

interface RequisitesCardProps {
  company: Company;
  canEdit: boolean;
  onEdit: () => void;
}

/** Requisites of the company and «Скопировать реквизиты» with the text the server composes. */
export function RequisitesCard({ company, canEdit, onEdit }: RequisitesCardProps) {
  const copy = useCopyRequisites(company.id);
  const individual = company.company_meta.kind === 'INDIVIDUAL';
  const card = useRequisitesText(company.id);
  const printCard = () =>
    card.mutate(undefined, {
      onSuccess: (card) => printRequisites(company.name, card.rows),
      onError: showErrorToast,
    });
  const copyRequisites = () =>
    copy.mutate(undefined, {
      onSuccess: () => showToast({ type: 'positive', message: 'Реквизиты скопированы' }),
      onError: showErrorToast,
    });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs">
            <Title order={2} size="h4">
              Реквизиты
            </Title>
            {company.status === 'BLOCKED' ? (
              <Badge tt="none" color="red" variant="light">
                Заблокирована
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {company.info.full_name || company.name}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconCopy size={16} />}
            onClick={copyRequisites}
            loading={copy.isPending}
          >
            Скопировать реквизиты
          </Button>
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} />}
            onClick={printCard}
            loading={card.isPending}
          >
            Карточка PDF
          </Button>
          {canEdit ? (
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={onEdit}>
              Изменить
            </Button>
          ) : null}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="md">
        <Fact label="ИНН" value={company.inn} />
        {individual ? null : <Fact label="КПП" value={company.kpp} />}
        <Fact label={individual ? 'ОГРНИП' : 'ОГРН'} value={company.ogrn} />
        <Fact
          label="Руководитель"
          value={[company.info.director_post, company.info.director_name].filter(Boolean).join(' ')}
        />
        <Fact label="Вид деятельности" value={company.info.activity} />
        <Fact
          label="Вид"
          value={individual ? (company.info.self_employed ? 'Самозанятый' : 'ИП') : 'Организация'}
        />
      </SimpleGrid>
    </Paper>
  );
}

export function AddressesCard({ company }: { company: Company }) {
  const { legal_address: legal, actual_address: actual } = company.info;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4" mb="md">
        Адреса
      </Title>
      <Stack gap="md">
        <Fact label="Юридический адрес" value={legal?.string ?? ''} />
        <Fact
          label="Фактический адрес"
          value={actual?.string ?? (legal ? 'Совпадает с юридическим' : '')}
        />
      </Stack>
    </Paper>
  );
}
