import { OnDemand } from '../../shared/ui/on-demand.tsx';
import type { User } from '../../shared/user/user.types.ts';
import { UserButton } from './user-button.tsx';

interface UserMenuProps {
  user: User;
  onOpenSettings: () => void;
}

const loadMenu = () => import('./user-menu-dropdown.tsx');

/**
 * Shell contract: button «Меню пользователя» → «Профиль», «Настройки», «Выйти». The menu's code
 * loads on demand (OnDemand): the button alone until then.
 */
export function UserMenu({ user, onOpenSettings }: UserMenuProps) {
  return (
    <OnDemand load={loadMenu} trigger={(trigger) => <UserButton user={user} {...trigger} />}>
      {({ UserMenuDropdown }, start) => (
        <UserMenuDropdown user={user} onOpenSettings={onOpenSettings} start={start} />
      )}
    </OnDemand>
  );
}
