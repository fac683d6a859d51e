import { basisPointsToPercent } from '@kabinet/domain/shared';
import { kopecksToRoubles } from '@kabinet/domain/money';
import { formatRewardPercent, type ReferralRules } from '@kabinet/domain/referral';
import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type FormEvent } from 'react';

import { showFormError } from '../../../shared/lib/error-message.ts';
import { useLazySubmit } from '../../../shared/lib/use-lazy-submit.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useSaveReferralRules } from '../api.ts';
import type { referralRulesBodySchema } from '../referral-schemas.ts';
import { RULES_FIELD_OF as FIELD_OF, rulesBody, type RulesValues } from '../model.ts';

type RulesSchema = typeof referralRulesBodySchema;
let rulesSchema: RulesSchema | null = null;
/**
 * The rules' schema (so zod) loads on the first focus in the form or on submit, not with the page
 * (the pages' JS budgets); once loaded, the form checks with it.
 */
async function loadRulesSchema(): Promise<RulesSchema> {
  rulesSchema ??= (await import('../referral-schemas.ts')).referralRulesBodySchema;
  return rulesSchema;
}

/** The sentence clients will read, while the numbers make one. */
function RulesPreview({ rules }: { rules: ReferralRules }) {
  if (!Number.isFinite(rules.reward_basis_points) || !Number.isFinite(rules.reward_months)) {
    return null;
  }
  return (
    <Text size="sm" c="dimmed">
      Клиенты увидят: «{formatRewardPercent(rules.reward_basis_points)} от оплат приглашённого
      клиента {rules.reward_months} месяцев».
    </Text>
  );
}

/** Admin form: reward percent, months and the minimum payout. */
export function ReferralRulesForm({ initial }: { initial: ReferralRules }) {
  const save = useSaveReferralRules();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RulesValues>({
    initialValues: {
      percent: basisPointsToPercent(initial.reward_basis_points),
      months: initial.reward_months,
      min_roubles: kopecksToRoubles(initial.min_payout_kopecks),
    },
    validate: (values) => {
      const result = rulesSchema?.safeParse(rulesBody(values));
      if (!result || result.success) return {};
      const errors: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const field = FIELD_OF[String(issue.path[0])];
        if (field && !errors[field]) errors[field] = issue.message;
      }
      return errors;
    },
  });
  const { submit: send, prepare } = useLazySubmit(loadRulesSchema, async () => {
    if (form.validate().hasErrors) return;
    setFormError(null);
    try {
      await save.mutateAsync(rulesBody(form.getValues()));
      showToast({ type: 'positive', message: 'Правила сохранены' });
    } catch (error) {
      showFormError(
        error,
        Object.keys(FIELD_OF),
        form,
        setFormError,
        (field) => FIELD_OF[field] ?? field,
      );
    }
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };
  return (
    <form onSubmit={submit} onFocus={prepare} noValidate>
      <Paper withBorder p="lg" maw={720}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <NumberInput
              label="Вознаграждение, %"
              allowNegative={false}
              decimalScale={2}
              decimalSeparator=","
              {...form.getInputProps('percent')}
            />
            <NumberInput
              label="Срок начисления, мес."
              allowNegative={false}
              allowDecimal={false}
              {...form.getInputProps('months')}
            />
            <NumberInput
              label="Минимальная выплата, ₽"
              allowNegative={false}
              decimalScale={2}
              decimalSeparator=","
              thousandSeparator=" "
              {...form.getInputProps('min_roubles')}
            />
          </SimpleGrid>
          <RulesPreview rules={rulesBody(form.values)} />
          <FormAlert message={formError} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Сохранить
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
