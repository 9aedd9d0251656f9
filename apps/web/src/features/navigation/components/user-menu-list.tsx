// The signed-in avatar's dropdown (SPEC.md section 2): the account entries, Report a problem,
// Logout and the stored 'Open items in new tab' checkbox. A chunk of its own (with the menu's
// code), fetched when the avatar is first opened; it opens beside the avatar, which rendered before.
import LogOut from 'lucide-react/icons/log-out';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { STORAGE_KEYS } from '@blitz/contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useAccountDialogs } from '../../../lib/account-dialogs';
import { useSession } from '../../../lib/session';
import { readStorage, writeStorage } from '../../../lib/storage';
import { Menu, MenuCheckboxItem, MenuItem, MenuLinkItem, MenuSeparator } from '../../../ui/menu';
import { USER_MENU_ENTRIES } from './user-menu-entries';
import styles from './user-menu-list.module.css';

export interface UserMenuListProps {
  menuId: string;
  anchor: HTMLElement | null;
  /** Called with the event that closed the menu. */
  onClose: (event?: Event) => void;
}

export function UserMenuList({ menuId, anchor, onClose: close }: UserMenuListProps) {
  const { t } = useTranslation();
  const { user, logout } = useSession();
  const dialogs = useAccountDialogs();
  const [newTab, setNewTab] = useState(() => readStorage(STORAGE_KEYS.openInNewTab) === 'true');
  const nickname = user?.nickname ?? '';

  const toggleNewTab = (next: boolean) => {
    writeStorage(STORAGE_KEYS.openInNewTab, String(next));
    setNewTab(next);
  };

  return (
    <Menu
      id={menuId}
      anchor={anchor}
      open={anchor !== null}
      onOpenChange={(open, event) => !open && close(event)}
      align="end"
      className={styles.popup}
    >
      <div className={styles.nickname} aria-hidden>
        {nickname}
      </div>
      {USER_MENU_ENTRIES.map((entry) => (
        <MenuLinkItem key={entry.labelKey} to={entry.to}>
          {t(entry.labelKey)}
        </MenuLinkItem>
      ))}
      <MenuSeparator />
      <MenuItem icon={<TriangleAlert />} onClick={() => dialogs?.openReport()}>
        {t('userMenu.report')}
      </MenuItem>
      <MenuCheckboxItem checked={newTab} onCheckedChange={toggleNewTab}>
        {t('userMenu.openInNewTab')}
      </MenuCheckboxItem>
      <MenuItem icon={<LogOut />} onClick={logout}>
        {t('userMenu.logout')}
      </MenuItem>
    </Menu>
  );
}
