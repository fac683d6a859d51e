import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';

import { groupAccount } from '../model.ts';
import { BankAccountForm } from './bank-account-form.tsx';
import type { StepProps } from './fill-steps.tsx';

/** The last step: a settlement account (more can be added on the company page). */
export function BankStep({
  company,
  saving,
  save,
  onFinish,
}: StepProps & { onFinish: () => void }) {
  return (
    <Stack gap="md">
      {company.banks.length > 0 ? (
        <Stack gap="xs">
          {company.banks.map((bank) => (
            <Paper key={bank.id} withBorder p="sm" radius="md">
              <Group gap="sm" wrap="nowrap">
                <IconBuildingBank size={20} stroke={1.5} />
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate>
                    {bank.bank_name || `БИК ${bank.bik}`}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    р/с {groupAccount(bank.account)}
                  </Text>
                </Stack>
                {bank.is_main ? (
                  <Badge tt="none" variant="light" size="sm">
                    Основной
                  </Badge>
                ) : null}
              </Group>
            </Paper>
          ))}
          <Text size="sm" c="dimmed">
            Можно добавить ещё один счёт или завершить заполнение.
          </Text>
        </Stack>
      ) : null}
      <BankAccountForm
        submitLabel={company.banks.length > 0 ? 'Добавить счёт' : 'Сохранить счёт'}
        pending={saving}
        errorPrefix="bank."
        onSubmit={(body) => save({ bank: { ...body, is_main: company.banks.length === 0 } })}
      />
      <Group justify="flex-end">
        <Button variant={company.company_meta.filled.bank ? 'filled' : 'subtle'} onClick={onFinish}>
          {company.company_meta.filled.bank ? 'Готово' : 'Пропустить и завершить'}
        </Button>
      </Group>
    </Stack>
  );
}
