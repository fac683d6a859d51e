import type { Service } from '@kabinet/domain/services';
import { isAdmin } from '@kabinet/domain/shared';
import { Button, Paper } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';

import { lazyPage } from '../../../shared/lib/lazy-named.ts';
import { LazyDialog } from '../../../shared/ui/lazy-dialog.tsx';
import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { AdminForbidden } from '../../../shared/ui/admin-forbidden.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useConfirm } from '../../../shared/ui/use-confirm.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { useAdminServices, useDeactivateService, useSaveService } from '../api.ts';
import { ServicesAdminTable } from '../components/services-admin-table.tsx';

// The form (number input, select…) loads when a service is first opened, not with the table.
const ServiceFormModal = lazyPage(
  () => import('../components/service-form-modal.tsx'),
  'ServiceFormModal',
);

const SECTION = 'Разовые услуги';

/**
 * /admin/services for admin/crm: the one-time services catalogue — add, edit, take off
 * sale and put back. Services are never deleted; every change is in the audit log.
 */
export function AdminServicesPage() {
  const user = useSignedInUser();
  const allowed = isAdmin(user.role.role_slug);
  const services = useAdminServices(allowed);
  const [editing, setEditing] = useState<Service | 'new' | null>(null);
  const deactivate = useDeactivateService();
  const save = useSaveService();
  const { confirm, dialog } = useConfirm();
  const busyId = deactivate.isPending
    ? (deactivate.variables ?? null)
    : save.isPending
      ? (save.variables?.id ?? null)
      : null;

  if (!allowed) return <AdminForbidden section={SECTION} />;

  const takeOff = async (service: Service) => {
    const sure = await confirm({
      title: 'Снять услугу с продажи?',
      message: `Клиенты перестанут видеть «${service.name}» в каталоге. Заказы, что уже оформлены, останутся. Вернуть услугу в продажу можно в любой момент.`,
      confirmLabel: 'Снять с продажи',
    });
    if (!sure) return;
    deactivate.mutate(service.id, {
      onSuccess: () => showToast({ type: 'positive', message: 'Услуга снята с продажи' }),
      onError: showErrorToast,
    });
  };
  const putBack = (service: Service) => {
    const { id, category_name: _name, ...body } = service;
    save.mutate(
      { id, body: { ...body, is_active: true } },
      {
        onSuccess: () => showToast({ type: 'positive', message: 'Услуга снова в продаже' }),
        onError: showErrorToast,
      },
    );
  };

  return (
    <>
      {dialog}
      <PageHeader
        title={SECTION}
        description="Каталог услуг вне тарифа, который видят клиенты. Снятая с продажи услуга остаётся в списке и её можно вернуть."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Добавить услугу
          </Button>
        }
      />
      <Paper withBorder p={0} style={{ overflow: 'hidden' }}>
        <QueryContent query={services} shape="table">
          {(data) => (
            <ServicesAdminTable
              services={data}
              busyId={busyId}
              onEdit={setEditing}
              onDeactivate={(service) => void takeOff(service)}
              onActivate={putBack}
            />
          )}
        </QueryContent>
      </Paper>
      <LazyDialog opened={editing !== null}>
        {(opened) => (
          <ServiceFormModal editing={opened ? editing : null} onClose={() => setEditing(null)} />
        )}
      </LazyDialog>
    </>
  );
}
