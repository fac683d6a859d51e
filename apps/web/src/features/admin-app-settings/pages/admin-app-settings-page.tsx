import { isAdmin } from '@kabinet/domain/shared';

import { AdminForbidden } from '../../../shared/ui/admin-forbidden.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { useAdminAppSettings } from '../api.ts';
import { AppSettingsForm } from '../components/app-settings-form.tsx';

const SECTION = 'Настройки приложения';

/** /admin/app-settings (admin, crm): the bot link, support contacts, the counter id. */
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
      <QueryContent query={settings} shape="detail">
        {(data) => <AppSettingsForm initial={data} />}
      </QueryContent>
    </>
  );
}
