import { GUIDE_STATUS_NAMES, guidePath, type GuideSummary } from '@kabinet/domain/guides';
import { Anchor, Badge, Button, Group, Table } from '@mantine/core';
import { Link } from 'react-router';

import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { useConfirm } from '../../../shared/ui/use-confirm.tsx';
import { useDeleteGuide, usePublishGuide } from '../api.ts';

/** Publishing or withdrawing an article, and deleting it after a confirmation. */
function useGuideActions() {
  const publish = usePublishGuide();
  const remove = useDeleteGuide();
  const { confirm, dialog } = useConfirm();
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
  const publishing = (guide: GuideSummary) =>
    publish.isPending && publish.variables?.id === guide.id;
  return { togglePublished, destroy, publishing, dialog };
}

/** The admin's list of articles (drafts too) with their status and actions. */
export function AdminGuidesTable({
  guides,
  onEdit,
}: {
  guides: readonly GuideSummary[];
  onEdit: (id: number) => void;
}) {
  const { togglePublished, destroy, publishing, dialog } = useGuideActions();
  return (
    <>
      {dialog}
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
            {guides.map((guide) => (
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
                    <Button size="xs" variant="default" onClick={() => onEdit(guide.id)}>
                      Изменить
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => togglePublished(guide)}
                      loading={publishing(guide)}
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
    </>
  );
}
