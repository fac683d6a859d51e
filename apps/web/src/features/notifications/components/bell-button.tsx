import { ActionIcon } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { ComponentProps } from 'react';

type ButtonProps = Omit<ComponentProps<typeof ActionIcon<'button'>>, 'children'>;

/** The bell's button (its label says the unread count). */
export function BellButton(props: ButtonProps) {
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" {...props}>
      <IconBell size={22} stroke={1.6} />
    </ActionIcon>
  );
}
