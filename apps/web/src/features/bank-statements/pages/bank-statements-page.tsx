import '@mantine/dropzone/styles.css';

import {
  earlierPaymentText,
  type StatementImport,
  type StatementItem,
  type StatementItemResult,
} from '@kabinet/domain/billing';
import { formatKopecks } from '@kabinet/domain/money';
import { formatCount, formatDate, hasManagerRights, percentOf } from '@kabinet/domain/shared';
import {
  Anchor,
  Badge,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { describeError } from '../../../shared/lib/error-message.ts';
import { NoAccess } from '../../../shared/ui/no-access.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { useImportStatement } from '../api.ts';

const PAYMENT_FORMS = ['платёж', 'платежа', 'платежей'] as const;
const RESULT_COLORS: Record<StatementItemResult, string> = {
  applied: 'green',
  already: 'gray',
  unmatched: 'orange',
  skipped: 'gray',
};

/** Staff import the bank's statement; what it settled and what is left for them. */
export function BankStatementsPage() {
  const user = useSignedInUser();
  if (!hasManagerRights(user.role.role_slug)) {
    return (
      <NoAccess title="Банковские выписки" description="Раздел доступен только сотрудникам." />
    );
  }
  return <BankStatements />;
}

function BankStatements() {
  const [progress, setProgress] = useState(0);
  const upload = useImportStatement(setProgress);
  return (
    <Stack gap="md">
      <PageHeader
        title="Банковские выписки"
        description="Выгрузите выписку из банка в формате 1С (файл kl_to_1c.txt): оплаты зачтутся по номеру счёта в назначении платежа и ИНН плательщика."
      />
      <Dropzone
        onDrop={(files) => files[0] && upload.mutate(files[0])}
        loading={upload.isPending}
        multiple={false}
        maxSize={5 * 1024 * 1024}
        aria-label="Загрузить выписку"
        inputProps={{ 'aria-label': 'Файл выписки' }}
        radius="lg"
      >
        <Group justify="center" gap="md" mih={110} style={{ pointerEvents: 'none' }}>
          <IconUpload size={36} stroke={1.5} />
          <Stack gap={2}>
            <Text fw={500}>Перетащите файл выписки сюда или нажмите, чтобы выбрать</Text>
            <Text size="sm" c="dimmed">
              1CClientBankExchange, до 5 МБ. Повторная загрузка той же выписки ничего не задвоит.
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {upload.isPending ? (
        <Progress value={percentOf(progress, 1)} aria-label="Загрузка выписки" animated />
      ) : null}
      {upload.isError ? (
        <Text c="red" role="alert">
          {describeError(upload.error)}
        </Text>
      ) : null}
      {upload.data ? <ImportResult result={upload.data} /> : null}
    </Stack>
  );
}

function ImportResult({ result }: { result: StatementImport }) {
  const left = result.items.filter((item) => item.result === 'unmatched');
  return (
    <Stack gap="md" aria-live="polite">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Figure label="Файл" value={result.file_name} hint={period(result)} />
        <Figure
          label="Зачтено"
          value={formatKopecks(result.applied_kopecks)}
          hint={formatCount(result.applied, PAYMENT_FORMS)}
        />
        <Figure
          label="Требуют внимания"
          value={String(left.length)}
          hint={left.length ? 'Зачтите их вручную в карточке клиента' : 'Всё сопоставлено'}
        />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">
          Платежи выписки
        </Title>
        {/* A phone lists each payment with its result under it: a table would hide the result. */}
        <Stack gap="sm" hiddenFrom="sm">
          {result.items.map((item) => (
            <Stack
              key={`${item.line}`}
              gap={6}
              pb="sm"
              style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
            >
              <PaymentCell item={item} />
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm">{item.payer_name ?? '—'}</Text>
                <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                  {formatKopecks(item.amount_kopecks)}
                </Text>
              </Group>
              <ResultCell item={item} />
            </Stack>
          ))}
        </Stack>
        <Table.ScrollContainer minWidth={760} visibleFrom="sm">
          <Table verticalSpacing="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Платёж</Table.Th>
                <Table.Th>Плательщик</Table.Th>
                <Table.Th ta="right">Сумма</Table.Th>
                <Table.Th>Результат</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.items.map((item) => (
                <ItemRow key={`${item.line}`} item={item} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}

function PaymentCell({ item }: { item: StatementItem }) {
  return (
    <div>
      <Text size="sm" fw={500}>
        № {item.number} от {formatDate(item.date)}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={2} maw={320}>
        {item.purpose}
      </Text>
    </div>
  );
}

/** What the import did, why, and where to look: the earlier record or the invoice. */
function ResultCell({ item }: { item: StatementItem }) {
  return (
    <Stack gap={4} align="flex-start">
      <Badge color={RESULT_COLORS[item.result]} variant="light">
        {item.result_name}
      </Badge>
      {item.reason ? <Text size="xs">{item.reason}</Text> : null}
      {item.earlier ? (
        <Anchor component={Link} to={`/clients/${item.earlier.company_id}`} size="xs">
          Учтён ранее: {earlierPaymentText(item.earlier)}
        </Anchor>
      ) : item.invoice ? (
        <Anchor component={Link} to={`/clients/${item.invoice.company_id}`} size="xs">
          Счёт № {item.invoice.number} · {item.invoice.company_name}
        </Anchor>
      ) : null}
    </Stack>
  );
}

function ItemRow({ item }: { item: StatementItem }) {
  return (
    <Table.Tr>
      <Table.Td>
        <PaymentCell item={item} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{item.payer_name ?? '—'}</Text>
        {item.payer_inn ? (
          <Text size="xs" c="dimmed">
            ИНН {item.payer_inn}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatKopecks(item.amount_kopecks)}
      </Table.Td>
      <Table.Td>
        <ResultCell item={item} />
      </Table.Td>
    </Table.Tr>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="xs" wrap="nowrap">
        <IconFileSpreadsheet size={18} stroke={1.5} aria-hidden />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Group>
      <Text fw={600} size="lg" mt={4} truncate>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Paper>
  );
}

function period(result: StatementImport): string {
  const { from, to } = result.period;
  if (!from && !to) return 'Период не указан';
  if (from === to || !to) return `За ${formatDate(from ?? '')}`;
  return `С ${formatDate(from ?? '')} по ${formatDate(to)}`;
}
