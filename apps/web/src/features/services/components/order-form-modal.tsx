import { acceptAttribute, COMPANY_DOCUMENT_UPLOAD } from '@kabinet/domain/files';
import {
  MAX_ORDER_QUANTITY,
  orderPriceLines,
  orderTotalKopecks,
  type Order,
} from '@kabinet/domain/orders';
import { formatKopecks } from '@kabinet/domain/money';
import { formatServicePrice, type Service } from '@kabinet/domain/services';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  FileInput,
  Group,
  List,
  Modal,
  NumberInput,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconCircleCheck, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { splitFormError } from '../../../shared/lib/error-message.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { usePlaceOrder } from '../orders-api.ts';

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

function OrderForm({
  service,
  companyId,
  onClose,
}: {
  service: Service;
  companyId: number;
  onClose: () => void;
}) {
  const place = usePlaceOrder(companyId);
  const [codes, setCodes] = useState<string[]>([]);
  const [quantity, setQuantity] = useState<number | string>(1);
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [placed, setPlaced] = useState<{ order: Order; failed: string[] } | null>(null);

  const units = typeof quantity === 'number' && quantity >= 1 ? Math.floor(quantity) : 1;
  const chosen = service.options.filter((option) => codes.includes(option.code));
  const total = orderTotalKopecks(
    orderPriceLines({ service, options: chosen, quantity: service.quantity_label ? units : 1 }),
  );

  if (placed) return <OrderPlaced {...placed} onClose={onClose} />;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setErrors({});
    place.mutate(
      {
        body: {
          service_id: service.id,
          option_codes: codes,
          quantity: service.quantity_label ? Number(quantity) || 0 : 1,
          comment,
        },
        files,
      },
      {
        onSuccess: setPlaced,
        onError: (error) => {
          const split = splitFormError(error, ['quantity', 'comment', 'option_codes.0']);
          setErrors(split.fields);
          setFormError(split.form ?? split.fields['option_codes.0'] ?? null);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>
          Цена услуги: <strong>{formatServicePrice(service)}</strong>
          {service.turnaround ? `, срок — ${service.turnaround}` : ''}
        </Text>
        {service.options.length > 0 ? (
          <Checkbox.Group label="Опции" value={codes} onChange={setCodes}>
            <Stack gap="xs" mt="xs">
              {service.options.map((option) => (
                <Checkbox
                  key={option.code}
                  value={option.code}
                  label={`${option.name} — +${formatKopecks(option.price_kopecks)}${service.quantity_label ? ' за единицу' : ''}`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        ) : null}
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
        <FileInput
          label="Документы"
          description="PDF, Word, Excel, JPG или PNG до 20 МБ; можно приложить и позже"
          placeholder="Выберите файлы"
          multiple
          clearable
          leftSection={<IconPaperclip size={16} />}
          accept={acceptAttribute(COMPANY_DOCUMENT_UPLOAD)}
          value={files}
          onChange={setFiles}
        />
        {service.documents.length > 0 ? (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Понадобится
            </Text>
            <List size="sm" spacing={2}>
              {service.documents.map((document) => (
                <List.Item key={document}>{document}</List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
        <Group justify="space-between" align="baseline">
          <Text size="lg" aria-live="polite">
            Итого: <strong>{formatKopecks(total)}</strong>
          </Text>
          {service.price_from ? (
            <Text size="sm" c="dimmed">
              Цена «от»: окончательную менеджер согласует с вами
            </Text>
          ) : null}
        </Group>
        <FormAlert message={formError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Отмена
          </Button>
          <Button type="submit" loading={place.isPending}>
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
