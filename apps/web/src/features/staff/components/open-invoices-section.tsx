import type { StaffInvoice } from '@kabinet/domain/billing';
import { formatKopecks } from '@kabinet/domain/money';
import { DAY_FORMS, formatCount, formatDate } from '@kabinet/domain/shared';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';

import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ContentSkeleton } from '../../../shared/ui/content-skeleton.tsx';

const INVOICE_FORMS = ['счёт', 'счёта', 'счетов'] as const;

/** «просрочен на 3 дня»: how late an overdue invoice is, in Russian. */
export function overdueLabel(days: number): string {
  return `просрочен на ${formatCount(days, DAY_FORMS)}`;
}

function InvoiceRow({ invoice }: { invoice: StaffInvoice }) {
  const overdue = invoice.status === 'overdue';
  return (
    <Paper
      component={Link}
      to={`/clients/${invoice.company.id}?tab=billing`}
      withBorder
      radius="md"
      p="sm"
      style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" truncate="end">
            {invoice.company.name}
          </Text>
          <Text size="sm" c="dimmed">
            Счёт № {invoice.number} · до {formatDate(invoice.due_date)}
          </Text>
          {overdue ? (
            <Badge color="red" variant="light" tt="none" radius="sm" mt={4} w="fit-content">
              {overdueLabel(invoice.days_overdue)}
            </Badge>
          ) : null}
        </Stack>
        <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          {formatKopecks(invoice.due_kopecks)}
        </Text>
      </Group>
    </Paper>
  );
}

/**
 * «Счета к оплате» on the staff home: the clients' invoices still waiting for money,
 * as the server orders them (overdue first, then by due date); a row opens the client card's
 * «Оплата» tab.
 */
export function OpenInvoicesSection({
  invoices,
  pending,
  failed,
}: {
  invoices: StaffInvoice[] | undefined;
  pending: boolean;
  /** The list could not be loaded: say so rather than claim everything is paid. */
  failed: boolean;
}) {
  return (
    <Stack gap="sm">
      {/* As tall as «Ждут ответа»'s header with its button, so the two headings line up. */}
      <Group mih={36}>
        <Title order={2} size="h4">
          Счета к оплате
          {invoices?.length ? ` · ${formatCount(invoices.length, INVOICE_FORMS)}` : ''}
        </Title>
      </Group>
      {pending ? (
        <ContentSkeleton shape="list" label="Загрузка" />
      ) : failed && !invoices ? (
        <Text c="dimmed" size="sm">
          Не удалось загрузить счета. Попробуйте обновить страницу.
        </Text>
      ) : invoices?.length ? (
        <Stack
          gap="xs"
          component="ul"
          aria-label="Счета к оплате"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {invoices.map((invoice) => (
            <li key={invoice.id}>
              <InvoiceRow invoice={invoice} />
            </li>
          ))}
        </Stack>
      ) : (
        <EmptyState
          compact
          icon={<IconReceipt size={22} />}
          title="Все счета оплачены"
          description="Неоплаченные и просроченные счета ваших клиентов появятся здесь."
        />
      )}
    </Stack>
  );
}
