import { acceptAttribute, COMPANY_DOCUMENT_UPLOAD } from '@kabinet/domain/files';
import {
  nextOrderStatuses,
  ORDER_STATUS_NAMES,
  type OrderDetail,
  type OrderStatus,
} from '@kabinet/domain/orders';
import { formatDateTime } from '@kabinet/domain/shared';
import { formatKopecks } from '@kabinet/domain/money';
import {
  Anchor,
  Badge,
  Button,
  FileButton,
  Group,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconDownload, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { splitFormError } from '../../../shared/lib/error-message.ts';
import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { StatusHistory } from '../../../shared/ui/status-history.tsx';
import {
  downloadOrderFile,
  useAttachOrderFile,
  useCancelOrder,
  useMoveOrder,
  useOrder,
} from '../orders-api.ts';
import { useConfirm } from '../../../shared/ui/use-confirm.tsx';

/** The colour of each order status. */
export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  new: 'blue',
  in_progress: 'yellow',
  waiting_documents: 'orange',
  done: 'green',
  cancelled: 'gray',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge variant="light" color={ORDER_STATUS_COLORS[status]}>
      {ORDER_STATUS_NAMES[status]}
    </Badge>
  );
}

/**
 * One order — what was ordered, its invoice, files and history; the client cancels a
 * new order and attaches documents, staff (`side` staff) move it on with a comment.
 */
export function OrderDetails({
  companyId,
  orderId,
  side,
}: {
  companyId: number;
  orderId: number;
  side: 'client' | 'staff';
}) {
  const order = useOrder(companyId, orderId);
  return (
    <QueryContent query={order} shape="detail">
      {(data) => <OrderBody order={data} companyId={companyId} side={side} />}
    </QueryContent>
  );
}

function OrderBody({
  order: data,
  companyId,
  side,
}: {
  order: OrderDetail;
  companyId: number;
  side: 'client' | 'staff';
}) {
  const open = data.status !== 'done' && data.status !== 'cancelled';
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3} size="h4">
          {data.number}: {data.service_name}
        </Title>
        <OrderStatusBadge status={data.status} />
      </Group>
      <OrderSummary order={data} />
      <OrderInvoice order={data} side={side} />
      <OrderFiles order={data} companyId={companyId} canAttach={open} />
      <StatusHistory entries={data.history.map((entry) => ({ ...entry, at: entry.created_at }))} />
      {side === 'staff' && open ? <MoveOrderForm order={data} /> : null}
      {side === 'client' && data.status === 'new' ? (
        <CancelOrderButton companyId={companyId} orderId={data.id} />
      ) : null}
    </Stack>
  );
}

function OrderSummary({ order }: { order: OrderDetail }) {
  return (
    <Stack gap={4}>
      <Text size="sm">Компания: {order.company_name}</Text>
      {order.quantity_label ? (
        <Text size="sm">
          {order.quantity_label}: {order.quantity}
        </Text>
      ) : null}
      {order.options.length > 0 ? (
        <Text size="sm">Опции: {order.options.map((option) => option.name).join(', ')}</Text>
      ) : null}
      {order.comment ? <Text size="sm">Комментарий: {order.comment}</Text> : null}
      <Text size="sm">
        Сумма: <strong>{formatKopecks(order.total_kopecks)}</strong>
        {order.price_from ? ' (цена «от», окончательную согласует менеджер)' : ''}
      </Text>
      <Text size="xs" c="dimmed">
        Оформлен {formatDateTime(order.created_at)}
        {order.created_by_name ? ` · ${order.created_by_name}` : ''}
      </Text>
    </Stack>
  );
}

function OrderInvoice({ order, side }: { order: OrderDetail; side: 'client' | 'staff' }) {
  if (!order.invoice) return null;
  const invoice = order.invoice;
  const due = invoice.status !== 'paid' && invoice.status !== 'cancelled';
  return (
    <Group gap="xs">
      <Text size="sm">
        Счёт № {invoice.number} на {formatKopecks(invoice.total_kopecks)} — {invoice.status_name}
      </Text>
      {due && side === 'client' ? (
        <Anchor component={Link} to="/payment" size="sm">
          Оплатить
        </Anchor>
      ) : null}
    </Group>
  );
}

function OrderFiles({
  order,
  companyId,
  canAttach,
}: {
  order: OrderDetail;
  companyId: number;
  canAttach: boolean;
}) {
  const attach = useAttachOrderFile(companyId, order.id);
  return (
    <Stack gap="xs">
      <Text fw={600}>Документы</Text>
      {order.files.length === 0 ? (
        <Text size="sm" c="dimmed">
          Файлов пока нет.
          {order.documents.length > 0 ? ` Понадобится: ${order.documents.join('; ')}.` : ''}
        </Text>
      ) : (
        order.files.map((file) => (
          <Group key={file.id} gap="xs">
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconDownload size={14} />}
              onClick={() => void downloadOrderFile(file).catch(showErrorToast)}
            >
              {file.name}
            </Button>
            <Text size="xs" c="dimmed">
              {file.uploaded_by_name}
            </Text>
          </Group>
        ))
      )}
      {canAttach ? (
        <Group>
          <FileButton
            accept={acceptAttribute(COMPANY_DOCUMENT_UPLOAD)}
            onChange={(file) => {
              if (!file) return;
              attach.mutate(file, {
                onSuccess: () => showToast({ type: 'positive', message: 'Файл приложен' }),
                onError: showErrorToast,
              });
            }}
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="xs"
                loading={attach.isPending}
                leftSection={<IconPaperclip size={14} />}
              >
                Приложить файл
              </Button>
            )}
          </FileButton>
        </Group>
      ) : null}
    </Stack>
  );
}

function MoveOrderForm({ order }: { order: OrderDetail }) {
  const move = useMoveOrder();
  const options = nextOrderStatuses('staff', order.status).map((value) => ({
    value,
    label: ORDER_STATUS_NAMES[value],
  }));
  const [status, setStatus] = useState<string | null>(options[0]?.value ?? null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!status) return;
    setError(null);
    move.mutate(
      { orderId: order.id, body: { status: status as OrderStatus, comment } },
      {
        onSuccess: (saved) => {
          showToast({ type: 'positive', message: `Статус заказа: ${saved.status_name}` });
          setComment('');
        },
        onError: (failure) => {
          const split = splitFormError(failure, []);
          setError(split.form ?? Object.values(split.fields)[0] ?? null);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Text fw={600}>Изменить статус</Text>
        <Select
          label="Новый статус"
          data={options}
          value={status}
          onChange={setStatus}
          allowDeselect={false}
        />
        <Textarea
          label="Комментарий для клиента"
          autosize
          minRows={2}
          maxLength={2000}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        <FormAlert message={error} />
        <Group justify="flex-end">
          <Button type="submit" loading={move.isPending}>
            Сохранить статус
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CancelOrderButton({ companyId, orderId }: { companyId: number; orderId: number }) {
  const cancel = useCancelOrder(companyId);
  const { confirm, dialog } = useConfirm();
  return (
    <Group justify="flex-end">
      {dialog}
      <Button
        variant="light"
        color="red"
        loading={cancel.isPending}
        onClick={async () => {
          const sure = await confirm({
            title: 'Отменить заказ?',
            message: 'Заказ будет отменён, работу по нему мы не начнём.',
            confirmLabel: 'Отменить заказ',
          });
          if (!sure) return;
          cancel.mutate(orderId, {
            onSuccess: () => showToast({ type: 'positive', message: 'Заказ отменён' }),
            onError: showErrorToast,
          });
        }}
      >
        Отменить заказ
      </Button>
    </Group>
  );
}
