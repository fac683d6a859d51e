import { isAdmin } from '@kabinet/domain/shared';
import { Center, Loader } from '@mantine/core';

import { describeError } from '../../../shared/lib/error-message.ts';
import { AdminForbidden } from '../../../shared/ui/admin-forbidden.tsx';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { useAdminAppSettings } from '../api.ts';
import { AppSettingsForm } from '../components/app-settings-form.tsx';

const SECTION = 'Настройки приложения';

/** Issue 16 /admin/app-settings (admin, crm): the bot link, support contacts, the counter id. */
export function AdminAppSettingsPage() {
  const user = useSignedInUser();
  const allowed = isAdmin(user.role.role_slug);
  const settings = useAdminAppSettings(allowed);

  if (!allowed) return <AdminForbidden section={SECTION} />;
  return (
    <>
      <PageHeader
        title={SECTION}
        description="Ссылка на бота в Telegram, контакты поддержки и счётчик Яндекс Метрики."
      />
      {settings.isPending ? (
        <Center py="xl">
          <Loader aria-label="Загрузка" />
        </Center>
      ) : settings.isError ? (
        <FormAlert message={describeError(settings.error)} />
      ) : (
        <AppSettingsForm initial={settings.data} />
      )}
    </>
  );
}
