import type { CalendarFeed } from '@kabinet/domain/reports';
import { formatDateTime } from '@kabinet/domain/shared';
import { Anchor, Button, CopyButton, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarPlus, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';

import { describeError } from '../../../shared/lib/error-message.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useCalendarFeed, useDeleteFeed, useRenewFeed } from '../api.ts';

/**
 * «Подписаться в календаре» — a secret .ics URL for a phone's or a desktop calendar
 * (webcal:// opens it in the calendar app). The server keeps only its hash, so the URL is shown
 * right after it is made; later only «Сменить ссылку» (the old one stops) or «Отключить».
 */
export function CalendarSubscribe({ companyId }: { companyId: number }) {
  const feed = useCalendarFeed(companyId);
  const renew = useRenewFeed(companyId);
  const remove = useDeleteFeed(companyId);
  const [made, setMade] = useState<CalendarFeed | null>(null);
  const active = made?.active ?? feed.data?.active ?? false;
  const create = () =>
    renew.mutate(undefined, {
      onSuccess: (answer) => {
        setMade(answer);
        void feed.refetch();
      },
    });
  return (
    <Popover width={360} position="bottom-end" withArrow trapFocus>
      <Popover.Target>
        <Button variant="light" leftSection={<IconCalendarPlus size={16} />}>
          Подписаться в календаре
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <FeedState made={made} active={active} createdAt={feed.data?.created_at ?? null} />
          {renew.isError ? <FormAlert message={describeError(renew.error)} /> : null}
          <Group gap="sm">
            <Button
              size="xs"
              variant={active ? 'default' : 'filled'}
              onClick={create}
              loading={renew.isPending}
            >
              {active ? 'Сменить ссылку' : 'Получить ссылку'}
            </Button>
            {active ? (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                loading={remove.isPending}
                onClick={() => remove.mutate(undefined, { onSuccess: () => setMade(null) })}
              >
                Отключить
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** What the subscription is now: the URL just made, «включена», or what it gives. */
function FeedState(props: {
  made: CalendarFeed | null;
  active: boolean;
  createdAt: string | null;
}) {
  const { made } = props;
  if (made?.url) {
    return (
      <>
        <Text size="sm">
          Добавьте ссылку в календарь телефона или компьютера. Она показывается один раз —
          скопируйте её сейчас.
        </Text>
        <TextInput label="Ссылка на календарь" value={made.url} readOnly />
        <Group gap="sm">
          <CopyButton value={made.url}>
            {({ copied, copy }) => (
              <Button size="xs" leftSection={<IconCopy size={14} />} onClick={copy}>
                {copied ? 'Скопировано' : 'Скопировать'}
              </Button>
            )}
          </CopyButton>
          {made.webcal_url ? (
            <Anchor href={made.webcal_url} size="sm">
              Открыть в календаре
            </Anchor>
          ) : null}
        </Group>
      </>
    );
  }
  if (props.active) {
    const since = props.createdAt ? ` ${formatDateTime(props.createdAt)}` : '';
    return (
      <Text size="sm">
        Подписка включена{since}. Потеряли ссылку — сделайте новую, старая перестанет работать.
      </Text>
    );
  }
  return (
    <Text size="sm">
      Сроки сдачи отчётов и уплаты налогов появятся в вашем календаре с напоминаниями за неделю и за
      день.
    </Text>
  );
}
