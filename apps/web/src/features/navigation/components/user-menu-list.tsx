// The signed-in avatar's dropdown (SPEC.md section 2): the account entries, Report a problem,
// Logout and the stored 'Open items in new tab' checkbox. A chunk of its own (with MUI's Menu and
// Checkbox), fetched when the avatar is first opened.
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { STORAGE_KEYS } from '@blitz/contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { useAccountDialogs } from '../../../lib/account-dialogs';
import { useSession } from '../../../lib/session';
import { readStorage, writeStorage } from '../../../lib/storage';
import { USER_MENU_ENTRIES } from './user-menu-entries';

export interface UserMenuListProps {
  menuId: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

export function UserMenuList({ menuId, anchor, onClose: close }: UserMenuListProps) {
  const { t } = useTranslation();
  const { user, logout } = useSession();
  const dialogs = useAccountDialogs();
  const [newTab, setNewTab] = useState(() => readStorage(STORAGE_KEYS.openInNewTab) === 'true');
  const nickname = user?.nickname ?? '';

  const toggleNewTab = () => {
    writeStorage(STORAGE_KEYS.openInNewTab, String(!newTab));
    setNewTab(!newTab);
  };

  return (
    <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close} slotProps={{ paper: { sx: { minWidth: 240 } } }}>
      <Typography variant="subtitle2" sx={{ px: 2, py: 1, color: 'text.secondary' }} aria-hidden>
        {nickname}
      </Typography>
      {USER_MENU_ENTRIES.map((entry) => (
        <MenuItem key={entry.labelKey} component={RouterLink} to={entry.to} onClick={close}>
          {t(entry.labelKey)}
        </MenuItem>
      ))}
      <Divider />
      <MenuItem
        onClick={() => {
          close();
          dialogs?.openReport();
        }}
      >
        <ListItemIcon>
          <ReportProblemOutlined fontSize="small" />
        </ListItemIcon>
        {t('userMenu.report')}
      </MenuItem>
      <MenuItem onClick={toggleNewTab} role="menuitemcheckbox" aria-checked={newTab}>
        <ListItemIcon>
          <Checkbox
            edge="start"
            size="small"
            checked={newTab}
            tabIndex={-1}
            disableRipple
            sx={{ p: 0 }}
            slotProps={{ input: { 'aria-hidden': true } }}
          />
        </ListItemIcon>
        <ListItemText>{t('userMenu.openInNewTab')}</ListItemText>
      </MenuItem>
      <MenuItem
        onClick={() => {
          close();
          logout();
        }}
      >
        <ListItemIcon>
          <LogoutRounded fontSize="small" />
        </ListItemIcon>
        {t('userMenu.logout')}
      </MenuItem>
    </Menu>
  );
}
