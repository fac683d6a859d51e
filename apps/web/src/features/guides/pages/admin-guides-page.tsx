import { GUIDE_STATUS_NAMES, guidePath, type GuideSummary } from '@kabinet/domain/guides';
import { isAdmin } from '@kabinet/domain/shared';
import { Anchor, Badge, Button, Group, Modal, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';

import { describeError } from '../../../shared/lib/error-message.ts';
import { lazyPage } from '../../../shared/lib/lazy-named.ts';
import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { AdminForbidden } from '../../../shared/ui/admin-forbidden.tsx';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import {
  useAdminGuide,
  useAdminGuides,
  useDeleteGuide,
  useGuideCategories,
  usePublishGuide,
} from '../api.ts';
import { SEARCH_DEBOUNCE_MS } from '../../../shared/lib/search-debounce.ts';
import { useConfirm } from '../../../shared/ui/use-confirm.tsx';
import { ContentSkeleton } from '../../../shared/ui/content-skeleton.tsx';

const SECTION = 'База знаний';

// The editor (form, zod schemas, markdown preview, related-articles picker) loads when an article
// is first opened: the list alone stays within the 250 KiB standard.
const GuideEditor = lazyPage(() => import('../components/guide-editor.tsx'), 'GuideEditor');

/** /admin/guides for admin/crm: every article (drafts too), the editor, publishing. */
export function AdminGuidesPage() {
  const user = useSignedInUser();
  const allowed = isAdmin(user.role.role_slug);
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const guides = useAdminGuides({ query, category: '' });
  const categories = useGuideCategories();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const opened = useAdminGuide(typeof editing === 'number' ? editing : null);
  const publish = usePublishGuide();
  const remove = useDeleteGuide();
  const { confirm, dialog } = useConfirm();

  if (!allowed) return <AdminForbidden section={SECTION} />;

  const togglePublished = (guide: GuideSummary) =>
    publish.mutate(
      { id: guide.id, published: guide.status !== 'published' },
      {
        onSuccess: (saved) =>
          showToast({
            type: 'positive',
            message:
              saved.status === 'published' ? 'Статья опубликована' : 'Статья снята с публикации',
          }),
        onError: showErrorToast,
      },
    );
  const destroy = async (guide: GuideSummary) => {
    const sure = await confirm({
      title: 'Удалить статью?',
      message: `Статья «${guide.title}» пропадёт у клиентов, вернуть её будет нельзя.`,
      confirmLabel: 'Удалить',
    });
    if (!sure) return;
    remove.mutate(guide.id, {
      onSuccess: () => showToast({ type: 'positive', message: 'Статья удалена' }),
      onError: showErrorToast,
    });
  };

  return (
    <>
      {dialog}
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
      {guides.isPending ? (
        <ContentSkeleton shape="table" label="Загрузка" />
      ) : guides.isError ? (
        <FormAlert message={describeError(guides.error)} />
      ) : guides.data.length === 0 ? (
        <Text c="dimmed">Статей нет.</Text>
      ) : (
        <Table.ScrollContainer minWidth={880}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Статья</Table.Th>
                <Table.Th>Раздел</Table.Th>
                <Table.Th>Статус</Table.Th>
                <Table.Th>Действия</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {guides.data.map((guide) => (
                <Table.Tr key={guide.id}>
                  <Table.Td>
                    <Anchor component={Link} to={guidePath(guide.slug)}>
                      {guide.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{guide.category_title}</Table.Td>
                  <Table.Td>
                    <Badge
                      color={guide.status === 'published' ? 'teal' : 'gray'}
                      variant="light"
                      miw="max-content"
                    >
                      {GUIDE_STATUS_NAMES[guide.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="default" onClick={() => setEditing(guide.id)}>
                        Изменить
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => togglePublished(guide)}
                        loading={publish.isPending && publish.variables?.id === guide.id}
                      >
                        {guide.status === 'published' ? 'Снять с публикации' : 'Опубликовать'}
                      </Button>
                      <Button size="xs" variant="subtle" color="red" onClick={() => destroy(guide)}>
                        Удалить
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Новая статья' : 'Редактирование статьи'}
        size="xl"
        fullScreen={false}
      >
        <Suspense fallback={<ContentSkeleton shape="table" label="Загрузка" />}>
          {editing === null || !categories.data ? null : editing === 'new' ? (
            <GuideEditor
              guide={null}
              categories={categories.data}
              articles={guides.data ?? []}
              onSaved={() => setEditing(null)}
            />
          ) : opened.data ? (
            <GuideEditor
              key={opened.data.id}
              guide={opened.data}
              categories={categories.data}
              articles={guides.data ?? []}
              onSaved={() => setEditing(null)}
            />
          ) : (
            <ContentSkeleton shape="table" label="Загрузка" />
          )}
        </Suspense>
      </Modal>
    </>
  );
}
