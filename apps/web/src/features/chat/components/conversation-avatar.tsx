import { Avatar, Indicator } from '@mantine/core';

function initials(name: string): string {
  return name
    .replace(/[«»"]/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** Initials with an online dot (SPEC §4 presence). */
export function ConversationAvatar({
  name,
  online,
  size = 42,
}: {
  name: string;
  online: boolean;
  size?: number;
}) {
  return (
    <Indicator
      color="teal"
      size={11}
      offset={5}
      position="bottom-end"
      withBorder
      disabled={!online}
      aria-label={online ? 'В сети' : undefined}
    >
      <Avatar size={size} radius="xl" color="initials" name={name}>
        {initials(name)}
      </Avatar>
    </Indicator>
  );
}
