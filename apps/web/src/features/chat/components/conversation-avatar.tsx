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

/**
 * Deep shades only: white initials on each reach 5:1 (WCAG AA) on any row, hovered or selected,
 * in either scheme. Mantine's default light avatars are translucent, so their contrast depended
 * on the row under them and fell to 4.0:1 for some names.
 */
export const INITIALS_COLORS = [
  'blue.9',
  'cyan.9',
  'grape.9',
  'indigo.9',
  'pink.9',
  'red.9',
  'teal.9',
  'violet.9',
];

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
      <Avatar
        size={size}
        radius="xl"
        variant="filled"
        color="initials"
        allowedInitialsColors={INITIALS_COLORS}
        name={name}
      >
        {initials(name)}
      </Avatar>
    </Indicator>
  );
}
