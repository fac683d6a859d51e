import type { PaginationMeta } from '@kabinet/domain/shared';
import { Group, Pagination } from '@mantine/core';

/** Pages of a server-paginated list (Laravel meta); nothing when everything fits on one page. */
export function PagePagination({
  meta,
  onChange,
}: {
  meta: PaginationMeta | undefined;
  onChange: (page: number) => void;
}) {
  if (!meta || meta.last_page <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={meta.last_page}
        value={meta.current_page}
        onChange={onChange}
        getControlProps={(control) => ({
          'aria-label': control === 'next' ? 'Следующая страница' : 'Предыдущая страница',
        })}
      />
    </Group>
  );
}
