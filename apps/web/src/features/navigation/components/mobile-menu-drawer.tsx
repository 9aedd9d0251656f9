// The mobile header's menu: the main links, theme and language, and Login / Sign Up.
import CloseRounded from '@mui/icons-material/CloseRounded';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { NavLink } from 'react-router';
import { currentLanguage, findLanguage } from '../../../lib/i18n';
import { useThemeMode } from '../../../lib/theme-mode';
import { AuthButtons } from './auth-buttons';
import { BrandLogo } from './brand-logo';
import { NAV_LINKS } from './nav-links';

const LINK_ICONS = {
  '/': <HomeOutlined />,
  '/winners': <EmojiEventsOutlined />,
  '/guide': <MenuBookOutlined />,
  '/about': <InfoOutlined />,
} as const;

export interface MobileMenuDrawerProps {
  id?: string;
  open: boolean;
  onClose: () => void;
  onOpenLanguage: () => void;
}

export function MobileMenuDrawer({ id, open, onClose, onOpenLanguage }: MobileMenuDrawerProps) {
  const { t, i18n } = useTranslation();
  const { mode, toggleMode } = useThemeMode();
  const titleId = useId();
  const language = findLanguage(currentLanguage(i18n));

  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { id, role: 'dialog', sx: { width: 'min(320px, 86vw)', bgcolor: 'background.default' }, 'aria-labelledby': titleId },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <span id={titleId} hidden>
          {t('nav.menu')}
        </span>
        <BrandLogo compact />
        <IconButton onClick={onClose} aria-label={t('nav.closeMenu')}>
          <CloseRounded />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('nav.mainNavigation')}>
        <List>
          {NAV_LINKS.map((link) => (
            <ListItemButton
              key={link.to}
              component={NavLink}
              to={link.to}
              end={link.end}
              onClick={onClose}
              sx={{
                mx: 1,
                borderRadius: 2,
                '&.active': { bgcolor: 'action.selected', color: 'primary.main' },
                '&.active .MuiListItemIcon-root': { color: 'primary.main' },
              }}
            >
              <ListItemIcon>{LINK_ICONS[link.to]}</ListItemIcon>
              <ListItemText primary={t(link.labelKey)} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
            </ListItemButton>
          ))}
        </List>
      </Box>
      <Divider />
      <List>
        <ListItemButton onClick={toggleMode} sx={{ mx: 1, borderRadius: 2 }}>
          <ListItemIcon>{mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}</ListItemIcon>
          <ListItemText primary={mode === 'dark' ? t('nav.switchToLight') : t('nav.switchToDark')} />
        </ListItemButton>
        <ListItemButton onClick={onOpenLanguage} sx={{ mx: 1, borderRadius: 2 }}>
          <ListItemIcon>
            <TranslateRounded />
          </ListItemIcon>
          <ListItemText primary={t('nav.language')} secondary={language?.nativeName} />
        </ListItemButton>
      </List>
      <Box sx={{ mt: 'auto', p: 2 }}>
        <AuthButtons stacked onOpen={onClose} />
      </Box>
    </Drawer>
  );
}
