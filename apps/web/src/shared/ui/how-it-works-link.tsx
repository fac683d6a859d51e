import { Anchor, Group } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { Link } from 'react-router';

/** «Как это работает?» — a link to the knowledge base's article `/guides/<slug>`. */
export function HowItWorksLink({
  slug,
  label = 'Как это работает?',
}: {
  slug: string;
  label?: string;
}) {
  return (
    <Anchor component={Link} to={`/guides/${encodeURIComponent(slug)}`} size="sm">
      <Group component="span" gap={4} wrap="nowrap" display="inline-flex">
        <IconHelpCircle size={16} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}
