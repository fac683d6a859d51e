import '@mantine/dates/styles.css';

import { Button, Group, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';

import { showFormError } from '../../../shared/lib/error-message.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import {
  actionBody,
  actionValidator,
  type ActionField,
  type ActionValues,
} from '../staff-actions.ts';
import { ConfirmFrame } from '../../../shared/ui/dialog-frames.tsx';

interface MoneyActionModalProps {
  opened: boolean;
  title: string;
  /** What the action will do, in words, above the fields. */
  intro: ReactNode;
  fields: readonly ActionField[];
  schema: z.ZodType;
  initialValues: ActionValues;
  submitLabel: string;
  color?: string;
  /** Sends the body; resolves with the server's message when it has one. */
  onSubmit: (body: Record<string, unknown>) => Promise<{ message?: string } | unknown>;
  successMessage: string;
  onClose: () => void;
}

/**
 * A staff money action confirmed in a modal: the fields are checked with the domain schema
 * before sending, and a 422 from the server lands under the same fields, in Russian.
 */
export function MoneyActionModal(props: MoneyActionModalProps) {
  return (
    <ConfirmFrame opened={props.opened} onClose={props.onClose} title={props.title}>
      {props.opened ? <MoneyActionForm {...props} /> : null}
    </ConfirmFrame>
  );
}

function MoneyActionForm(props: MoneyActionModalProps) {
  const { fields, schema, onSubmit, onClose } = props;
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const form = useForm<ActionValues>({
    initialValues: props.initialValues,
    validate: actionValidator(fields, schema),
  });
  const submit = form.onSubmit((values) => {
    setFormError(null);
    setPending(true);
    onSubmit(actionBody(fields, values))
      .then((answer) => {
        const message = (answer as { message?: string } | undefined)?.message;
        showToast({ type: 'positive', message: message ?? props.successMessage });
        onClose();
      })
      .catch((error: unknown) =>
        showFormError(
          error,
          fields.map((field) => field.name),
          form,
          setFormError,
        ),
      )
      .finally(() => setPending(false));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {props.intro}
        {fields.map((field, index) => (
          <ActionInput
            key={field.name}
            field={field}
            autoFocus={index === 0}
            value={form.values[field.name] ?? ''}
            onChange={(value) => form.setFieldValue(field.name, value as string | number)}
            error={form.errors[field.name]}
          />
        ))}
        <FormAlert message={formError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Отмена
          </Button>
          <Button type="submit" color={props.color} loading={pending}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface ActionInputProps {
  field: ActionField;
  autoFocus: boolean;
  value: string | number;
  onChange: (value: unknown) => void;
  error?: ReactNode;
}

function ActionInput({ field, autoFocus, value, onChange, error }: ActionInputProps) {
  const common = {
    label: field.label,
    description: field.description,
    error,
    required: true,
    'data-autofocus': autoFocus || undefined,
  };
  switch (field.kind) {
    case 'amount':
    case 'signed-amount':
      return (
        <NumberInput
          {...common}
          value={value}
          onChange={onChange}
          allowNegative={field.kind === 'signed-amount'}
          decimalScale={2}
          decimalSeparator=","
          thousandSeparator=" "
          hideControls
        />
      );
    case 'date':
      return (
        <DateInput
          {...common}
          value={String(value) || null}
          onChange={(date) => onChange(date ?? '')}
          valueFormat="DD.MM.YYYY"
          placeholder="ДД.ММ.ГГГГ"
        />
      );
    case 'reason':
      return (
        <Textarea
          {...common}
          value={String(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={500}
        />
      );
    case 'text':
      return (
        <TextInput
          {...common}
          value={String(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
          maxLength={40}
        />
      );
  }
}
