import type { GuideCategory, GuideSummary } from '@kabinet/domain/guides';
import { isAdmin } from '@kabinet/domain/shared';
import { Button, Modal, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { Suspense, useState } from 'react';

import { lazyPage } from '../../../shared/lib/lazy-named.ts';
import { AdminForbidden } from '../../../shared/ui/admin-forbidden.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { useAdminGuide, useAdminGuides, useGuideCategories } from '../api.ts';
import { AdminGuidesTable } from '../components/admin-guides-table.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../../shared/lib/search-debounce.ts';
import { ContentSkeleton } from '../../../shared/ui/content-skeleton.tsx';

const SECTION = 'База знаний';

// The editor (form, zod schemas, markdown preview, related-articles picker) loads when an article
// is first opened: the list alone stays within the 250 KiB standard.
const GuideEditor = lazyPage(() => import('../components/guide-editor.tsx'), 'GuideEditor');

type Editing = number | 'new' | null;

/** The editor's dialog: a blank article, or the opened one once it has loaded. */
function GuideEditorModal({
  editing,
  categories,
  articles,
  onClose,
}: {
  editing: Editing;
  categories: GuideCategory[] | undefined;
  articles: readonly GuideSummary[];
  onClose: () => void;
}) {
  const opened = useAdminGuide(typeof editing === 'number' ? editing : null);
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={editing === 'new' ? 'Новая статья' : 'Редактирование статьи'}
      size="xl"
      fullScreen={false}
    >
      <Suspense fallback={<ContentSkeleton shape="table" label="Загрузка" />}>
        {editing === null || !categories ? null : editing === 'new' ? (
          <GuideEditor guide={null} categories={categories} articles={articles} onSaved={onClose} />
        ) : opened.data ? (
          <GuideEditor
            key={opened.data.id}
            guide={opened.data}
            categories={categories}
            articles={articles}
            onSaved={onClose}
          />
        ) : (
          <ContentSkeleton shape="table" label="Загрузка" />
        )}
      </Suspense>
    </Modal>
  );
}

/** /admin/guides for admin/crm: every article (drafts too), the editor, publishing. */
export function AdminGuidesPage() {
  const user = useSignedInUser();
  const allowed = isAdmin(user.role.role_slug);
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const guides = useAdminGuides({ query, category: '' });
  const categories = useGuideCategories();
  const [editing, setEditing] = useState<Editing>(null);

  if (!allowed) return <AdminForbidden section={SECTION} />;

  return (
    <>
      <PageHeader
        title={SECTION}
        description="Статьи для клиентов: черновики видят только администраторы."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Новая статья
          </Button>
        }
      />
      <TextInput
        maw={480}
        mb="md"
        type="search"
        label="Поиск по статьям"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <QueryContent query={guides} shape="table">
        {(list) =>
          list.length === 0 ? (
            <Text c="dimmed">Статей нет.</Text>
          ) : (
            <AdminGuidesTable guides={list} onEdit={setEditing} />
          )
        }
      </QueryContent>
      <GuideEditorModal
        editing={editing}
        categories={categories.data}
        articles={guides.data ?? []}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
