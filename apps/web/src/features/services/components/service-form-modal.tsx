import { SERVICE_CATEGORIES, SERVICE_CATEGORY_NAMES, type Service } from '@kabinet/domain/services';
import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';

import { showFormError } from '../../../shared/lib/error-message.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useSaveService } from '../api.ts';
import {
  EMPTY_SERVICE_FORM,
  formErrorsOf,
  formValuesOf,
  MAX_PRICE_ROUBLES,
  newOptionCode,
  serviceBodyOf,
  type ServiceFormValues,
} from '../model.ts';

const CATEGORY_OPTIONS = SERVICE_CATEGORIES.map((value) => ({
  value,
  label: SERVICE_CATEGORY_NAMES[value],
}));
const SERVER_FIELDS = [
  'name',
  'description',
  'category',
  'price_kopecks',
  'price_from',
  'turnaround',
  'documents',
  'options',
  'quantity_label',
  'is_active',
  'sort',
];

interface ServiceFormModalProps {
  /** The service edited, 'new' for a new one, null when closed. */
  editing: Service | 'new' | null;
  onClose: () => void;
}

/** Create or edit a one-time service; the rules are the domain's (serviceBodySchema). */
export function ServiceFormModal({ editing, onClose }: ServiceFormModalProps) {
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={editing === 'new' ? 'Новая услуга' : 'Изменить услугу'}
      size="lg"
      centered
    >
      {editing ? (
        <ServiceForm
          key={editing === 'new' ? 'new' : editing.id}
          service={editing === 'new' ? null : editing}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function ServiceForm({ service, onClose }: { service: Service | null; onClose: () => void }) {
  const save = useSaveService();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ServiceFormValues>({
    initialValues: service ? formValuesOf(service) : EMPTY_SERVICE_FORM,
    validate: (values) => serviceBodyOf(values).errors ?? {},
  });
  const submit = form.onSubmit((values) => {
    const { body } = serviceBodyOf(values);
    if (!body) return;
    setFormError(null);
    save.mutate(
      { id: service?.id ?? null, body },
      {
        onSuccess: () => {
          showToast({
            type: 'positive',
            message: service ? 'Услуга сохранена' : 'Услуга добавлена',
          });
          onClose();
        },
        onError: (error) =>
          showFormError(
            error,
            [
              ...SERVER_FIELDS,
              ...values.options.flatMap((_, index) => [
                `options.${index}.name`,
                `options.${index}.price_kopecks`,
                `options.${index}.code`,
              ]),
            ],
            // The server's names (price_kopecks, documents.2) as the form's fields.
            { setErrors: (fields) => form.setErrors(formErrorsOf(fields)) },
            setFormError,
          ),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ServiceFields form={form} />
        <FormAlert message={formError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Отмена
          </Button>
          <Button type="submit" loading={save.isPending}>
            Сохранить
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The service's fields: name, category, description, price, turnaround, documents, order, sale. */
function ServiceFields({ form }: { form: UseFormReturnType<ServiceFormValues> }) {
  const field = (name: keyof ServiceFormValues) => form.getInputProps(name);
  return (
    <>
      <TextInput label="Название" required data-autofocus {...field('name')} />
      <Select
        label="Категория"
        required
        data={CATEGORY_OPTIONS}
        allowDeselect={false}
        {...field('category')}
      />
      <Textarea label="Описание" autosize minRows={2} maxRows={6} {...field('description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberInput
          label="Цена, ₽"
          required
          min={0}
          max={MAX_PRICE_ROUBLES}
          decimalScale={2}
          thousandSeparator=" "
          {...field('price_roubles')}
        />
        <TextInput label="Срок" placeholder="3 рабочих дня" {...field('turnaround')} />
      </SimpleGrid>
      <Checkbox
        label="Цена «от» — окончательная зависит от объёма"
        {...form.getInputProps('price_from', { type: 'checkbox' })}
      />
      <Textarea
        label="Документы от клиента"
        description="По одному на строке"
        autosize
        minRows={3}
        maxRows={8}
        {...field('documents')}
      />
      <OptionFields form={form} />
      <TextInput
        label="Количество"
        description="Что считает количество в заказе, например «Количество сотрудников»; пусто — услуга заказывается одна"
        {...field('quantity_label')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberInput label="Порядок в категории" min={0} allowDecimal={false} {...field('sort')} />
        <Switch
          mt={{ sm: 'xl' }}
          label="В продаже"
          {...form.getInputProps('is_active', { type: 'checkbox' })}
        />
      </SimpleGrid>
    </>
  );
}

/** The options a client may add to the service, each priced per unit ordered. */
function OptionFields({ form }: { form: UseFormReturnType<ServiceFormValues> }) {
  const options = form.getValues().options;
  return (
    <Fieldset legend="Опции заказа" variant="unstyled">
      <Stack gap="xs">
        {options.length === 0 ? (
          <Text size="sm" c="dimmed">
            Нет опций. Например: «Срочно (1 день)» +2 000 ₽.
          </Text>
        ) : null}
        {options.map((option, index) => (
          <Group key={option.code} align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={`Опция ${index + 1}`}
              required
              {...form.getInputProps(`options.${index}.name`)}
            />
            <NumberInput
              w={150}
              label={`Цена опции ${index + 1}, ₽`}
              required
              min={0}
              max={MAX_PRICE_ROUBLES}
              decimalScale={2}
              thousandSeparator=" "
              {...form.getInputProps(`options.${index}.price_roubles`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={2}
              aria-label={`Удалить опцию ${index + 1}`}
              onClick={() => form.removeListItem('options', index)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        {form.errors.options ? (
          <Text size="sm" c="red">
            {form.errors.options}
          </Text>
        ) : null}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() =>
              form.insertListItem('options', {
                code: newOptionCode(options),
                name: '',
                price_roubles: '',
              })
            }
          >
            Добавить опцию
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
