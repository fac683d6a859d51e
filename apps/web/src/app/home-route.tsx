import { hasManagerRights } from '@kabinet/domain/shared';

import { useSignedInUser } from '../shared/user/api.ts';
import { lazyPage } from './lazy-page.ts';

const MainPage = lazyPage(() => import('../features/home/pages/main-page.tsx'), 'MainPage');
const StaffHomePage = lazyPage(
  () => import('../features/staff/pages/staff-home-page.tsx'),
  'StaffHomePage',
);

/** «/» is the client's cabinet for clients and the staff member's work for staff. */
export function HomeRoute() {
  const user = useSignedInUser();
  return hasManagerRights(user.role.role_slug) ? <StaffHomePage /> : <MainPage />;
}

// Who signs in is known only once the user's request answers; clients, the many, get
// their main page's code loaded beside it (staff load theirs when the page renders).
HomeRoute.preload = MainPage.preload;
