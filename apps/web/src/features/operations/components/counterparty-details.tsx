import type { Operation } from '@kabinet/domain/operations';
import { Button, Collapse, Stack, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState } from 'react';

/** The counterparty's requisites from the statement, in the order a payment order shows them. */
function requisitesOf(operation: Operation) {
  const { counterparty } = operation;
  return [
    { label: 'Счёт', value: counterparty.account },
    { label: 'Банк', value: counterparty.bank_name },
    { label: 'БИК', value: counterparty.bik },
    { label: 'КПП', value: counterparty.kpp },
    { label: 'Наш счёт', value: operation.account },
  ].filter((item): item is { label: string; value: string } => Boolean(item.value));
}

/**
 * The counterparty's name and INN, and behind «Реквизиты» (a disclosure button, so it
 * fits a phone's card as well as a table cell) its account, bank and BIK.
 */
export function CounterpartyDetails({ operation }: { operation: Operation }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const requisites = requisitesOf(operation);
  const name = operation.counterparty.name || '—';
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm" fw={500}>
        {name}
      </Text>
      {operation.counterparty.inn ? (
        <Text size="xs" c="dimmed">
          ИНН {operation.counterparty.inn}
        </Text>
      ) : null}
      {requisites.length > 0 && (
        <>
          <Button
            variant="subtle"
            size="compact-xs"
            px={0}
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={`Реквизиты: ${name}`}
            rightSection={
              <IconChevronDown
                size={14}
                style={{ transform: open ? 'rotate(180deg)' : undefined }}
                aria-hidden
              />
            }
            onClick={() => setOpen((value) => !value)}
          >
            Реквизиты
          </Button>
          <Collapse in={open} id={detailsId}>
            {open && (
              <dl style={{ margin: 0 }}>
                {requisites.map((item) => (
                  <Text
                    size="xs"
                    key={item.label}
                    component="div"
                    style={{ wordBreak: 'break-word' }}
                  >
                    <Text size="xs" c="dimmed" component="dt" display="inline">
                      {item.label}:
                    </Text>{' '}
                    <Text size="xs" component="dd" display="inline" m={0}>
                      {item.value}
                    </Text>
                  </Text>
                ))}
              </dl>
            )}
          </Collapse>
        </>
      )}
    </Stack>
  );
}
