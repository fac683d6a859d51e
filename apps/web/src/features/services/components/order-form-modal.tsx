import {
  MAX_ORDER_QUANTITY,
  orderPriceLines,
  orderTotalKopecks,
  type CreateOrderBody,
  type Order,
} from '@kabinet/domain/orders';
import { formatKopecks } from '@kabinet/domain/money';
import { formatServicePrice, type Service } from '@kabinet/domain/services';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  NumberInput,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { splitFormError } from '../../../shared/lib/error-message.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { usePlaceOrder } from '../orders-api.ts';

import { OrderAttachments, OrderOptions, OrderTotal } from './order-form-fields.tsx';

interface OrderFormModalProps {
  /** The service ordered; null when closed. */
  service: Service | null;
  companyId: number;
  onClose: () => void;
}

/**
 * Ordering: options, quantity (when the service counts something), a live total by the
 * domain's price rule, a comment and files (the service's documents list is the hint). On success
 * it shows the order and the way to pay its invoice.
 */
export function OrderFormModal({ service, companyId, onClose }: OrderFormModalProps) {
  return (
    <Modal
      opened={service !== null}
      onClose={onClose}
      title={service ? `Заказ: ${service.name}` : ''}
      size="lg"
      centered
    >
      {service ? (
        <OrderForm key={service.id} service={service} companyId={companyId} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

/** Placing the order: its field errors, the form's own message, and what was placed. */
function useOrderSubmit(companyId: number) {
  const place = usePlaceOrder(companyId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [placed, setPlaced] = useState<{ order: Order; failed: string[] } | null>(null);
  const submit = (input: { body: CreateOrderBody; files: File[] }) => {
    setFormError(null);
    setErrors({});
    place.mutate(input, {
      onSuccess: setPlaced,
      onError: (error) => {
        const split = splitFormError(error, ['quantity', 'comment', 'option_codes.0']);
        setErrors(split.fields);
        setFormError(split.form ?? split.fields['option_codes.0'] ?? null);
      },
    });
  };
  return { submit, errors, formError, placed, pending: place.isPending };
}

function OrderForm({
  service,
  companyId,
  onClose,
}: {
  service: Service;
  companyId: number;
  onClose: () => void;
}) {
  const { submit, errors, formError, placed, pending } = useOrderSubmit(companyId);
  const [codes, setCodes] = useState<string[]>([]);
  const [quantity, setQuantity] = useState<number | string>(1);
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);

  const units = typeof quantity === 'number' && quantity >= 1 ? Math.floor(quantity) : 1;
  const chosen = service.options.filter((option) => codes.includes(option.code));
  const total = orderTotalKopecks(
    orderPriceLines({ service, options: chosen, quantity: service.quantity_label ? units : 1 }),
  );

  if (placed) return <OrderPlaced {...placed} onClose={onClose} />;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    submit({
      body: {
        service_id: service.id,
        option_codes: codes,
        quantity: service.quantity_label ? Number(quantity) || 0 : 1,
        comment,
      },
      files,
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text>
          Цена услуги: <strong>{formatServicePrice(service)}</strong>
          {service.turnaround ? `, срок — ${service.turnaround}` : ''}
        </Text>
        <OrderOptions service={service} codes={codes} onChange={setCodes} />
        {service.quantity_label ? (
          <NumberInput
            label={service.quantity_label}
            required
            min={1}
            max={MAX_ORDER_QUANTITY}
            allowDecimal={false}
            value={quantity}
            onChange={setQuantity}
            error={errors.quantity}
          />
        ) : null}
        <Textarea
          label="Комментарий"
          description="Сроки, пожелания, что важно знать менеджеру"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={2000}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          error={errors.comment}
        />
        <OrderAttachments documents={service.documents} files={files} onChange={setFiles} />
        <OrderTotal total={total} priceFrom={service.price_from} />
        <FormAlert message={formError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Отмена
          </Button>
          <Button type="submit" loading={pending}>
            Оформить заказ
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function OrderPlaced({
  order,
  failed,
  onClose,
}: {
  order: Order;
  failed: string[];
  onClose: () => void;
}) {
  return (
    <Stack gap="md">
      <Alert color="green" icon={<IconCircleCheck />} title={`${order.number} оформлен`}>
        {order.service_name} на {formatKopecks(order.total_kopecks)}. Менеджер получил задачу и
        напишет вам.
        {order.invoice_id ? ' Счёт на оплату выставлен.' : ''}
      </Alert>
      {failed.length > 0 ? (
        <FormAlert
          message={`Не удалось приложить: ${failed.join(', ')}. Приложите их в карточке заказа.`}
        />
      ) : null}
      <Group justify="flex-end">
        <Anchor component={Link} to={`/service/orders?order=${order.id}`} onClick={onClose}>
          Мои заказы
        </Anchor>
        {order.invoice_id ? (
          <Button component={Link} to="/payment" onClick={onClose}>
            Оплатить счёт
          </Button>
        ) : (
          <Button onClick={onClose}>Готово</Button>
        )}
      </Group>
    </Stack>
  );
}
