// The signed-in avatar and its dropdown (SPEC.md section 2): the account entries, Report a
// problem, Logout and the stored 'Open items in new tab' checkbox.
import Avatar from '@mui/material/Avatar';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { STORAGE_KEYS } from '@blitz/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAccountDialogs } from '../../../lib/account-dialogs';
import { useProfileImage } from '../../../lib/profile-image';
import { useSession } from '../../../lib/session';
import { readStorage, writeStorage } from '../../../lib/storage';
import { USER_MENU_ENTRIES } from './user-menu-entries';

export function UserMenu() {
  const { t } = useTranslation();
  const menuId = useId();
  const { user, logout } = useSession();
  const dialogs = useAccountDialogs();
  const image = useProfileImage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [newTab, setNewTab] = useState(() => readStorage(STORAGE_KEYS.openInNewTab) === 'true');
  const close = () => setAnchor(null);
  const nickname = user?.nickname ?? '';

  const toggleNewTab = () => {
    writeStorage(STORAGE_KEYS.openInNewTab, String(!newTab));
    setNewTab(!newTab);
  };

  return (
    <>
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={t('userMenu.open', { nickname })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        sx={{ p: 0.5 }}
      >
        <Avatar
          src={image ?? undefined}
          alt=""
          sx={{ width: 34, height: 34, bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 800 }}
        >
          {nickname.slice(0, 1).toUpperCase()}
        </Avatar>
      </IconButton>
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
    </>
  );
}
