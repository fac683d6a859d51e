import { NoAccess } from './no-access.tsx';

/** What a non-admin sees on an admin page (SPEC §6: admin means admin or crm). */
export function AdminForbidden({ section }: { section: string }) {
  return (
    <NoAccess
      title={section}
      description={`Раздел «${section}» доступен только администраторам.`}
    />
  );
}
