import {
  createRuleBodySchema,
  OPERATION_RULE_KIND_NAMES,
  OPERATION_RULE_KINDS,
  type OperationRuleKind,
} from '@kabinet/domain/operations';
import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

import { describeError } from '../../../shared/lib/error-message.ts';
import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { ConfirmFrame } from '../../../shared/ui/dialog-frames.tsx';
import { useConfirm } from '../../../shared/ui/use-confirm.tsx';
import { useCreateRule, useDeleteRule, useRules } from '../api.ts';

import { categoryOptions } from './category-select.tsx';

const recategorisedText = (count: number) =>
  count === 0 ? 'Категории операций не изменились' : `Категория изменена у операций: ${count}`;

function NewRuleForm({ companyId }: { companyId: number }) {
  const create = useCreateRule(companyId);
  const [kind, setKind] = useState<OperationRuleKind>('words');
  const [value, setValue] = useState('');
  const [category, setCategory] = useState(categoryOptions()[0]?.value ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = createRuleBodySchema.safeParse({ kind, value, category_code: category });
    if (!body.success) {
      setError(body.error.issues[0]?.message ?? 'Проверьте правило.');
      return;
    }
    setError(null);
    create.mutate(body.data, {
      onSuccess: (answer) => {
        setValue('');
        showToast({
          type: 'positive',
          message: `Правило добавлено. ${recategorisedText(answer.recategorised)}`,
        });
      },
    });
  };
  return (
    <form onSubmit={submit} aria-label="Новое правило">
      <Stack gap="xs">
        <NativeSelect
          label="Узнавать по"
          value={kind}
          data={OPERATION_RULE_KINDS.map((item) => ({
            value: item,
            label: OPERATION_RULE_KIND_NAMES[item],
          }))}
          onChange={(event) => setKind(event.currentTarget.value as OperationRuleKind)}
        />
        <TextInput
          label={kind === 'inn' ? 'ИНН контрагента' : 'Слова в назначении'}
          placeholder={kind === 'inn' ? '7727406020' : 'аренда офиса'}
          value={value}
          error={error ?? (create.isError ? describeError(create.error) : null)}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
        <NativeSelect
          label="Категория"
          value={category}
          data={categoryOptions()}
          onChange={(event) => setCategory(event.currentTarget.value)}
        />
        <Group>
          <Button type="submit" loading={create.isPending}>
            Добавить правило
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The company's category rules — an INN rule is tried before words, a higher priority
 * first; adding or removing one re-sorts the operations at once (a category set by hand stays).
 */
export function RulesModal({
  companyId,
  opened,
  onClose,
}: {
  companyId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const rules = useRules(companyId);
  const remove = useDeleteRule(companyId);
  const { confirm, dialog } = useConfirm();
  const removeRule = async (rule: { id: number; value: string }) => {
    const sure = await confirm({
      title: 'Удалить правило?',
      message: `Операции больше не будут получать категорию по «${rule.value}». Категории уже разобранных операций пересчитаются по оставшимся правилам.`,
      confirmLabel: 'Удалить',
    });
    if (!sure) return;
    remove.mutate(rule.id, {
      onSuccess: (answer) =>
        showToast({
          type: 'positive',
          message: `Правило удалено. ${recategorisedText(answer.recategorised)}`,
        }),
      onError: showErrorToast,
    });
  };
  return (
    <ConfirmFrame opened={opened} onClose={onClose} title="Правила категорий">
      {dialog}
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Новая операция получает категорию по первому подходящему правилу: сначала по ИНН
          контрагента, затем по словам в назначении платежа.
        </Text>
        {rules.data && rules.data.length > 0 ? (
          <Table verticalSpacing="xs">
            <Table.Tbody>
              {rules.data.map((rule) => (
                <Table.Tr key={rule.id}>
                  <Table.Td>
                    <Text size="sm">{rule.value}</Text>
                    <Text size="xs" c="dimmed">
                      {OPERATION_RULE_KIND_NAMES[rule.kind]}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{rule.category_name}</Text>
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Удалить правило «${rule.value}»`}
                      onClick={() => void removeRule(rule)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm">Правил пока нет.</Text>
        )}
        <NewRuleForm companyId={companyId} />
      </Stack>
    </ConfirmFrame>
  );
}
