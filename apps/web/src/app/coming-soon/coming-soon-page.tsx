import { Badge } from '@mantine/core';

import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import type { RouteName } from '../route-names.ts';
import { comingSoonSections } from './coming-soon-sections.tsx';

/** The page of a section that a later issue fills: title, what it will hold, nothing invented. */
export function ComingSoonPage({ name }: { name: RouteName }) {
  const section = comingSoonSections[name];
  if (!section) return null;
  return (
    <>
      <PageHeader title={section.title} />
      <EmptyState
        icon={section.icon}
        title="Раздел скоро заработает"
        description={section.description}
        action={
          <Badge variant="light" color="gray" size="lg" radius="sm" tt="none">
            В разработке
          </Badge>
        }
      />
    </>
  );
}
