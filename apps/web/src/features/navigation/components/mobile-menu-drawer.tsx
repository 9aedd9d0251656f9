// The mobile header's menu: the main links, theme and language, and Login / Sign Up.
import BookOpen from 'lucide-react/icons/book-open';
import House from 'lucide-react/icons/house';
import Info from 'lucide-react/icons/info';
import Languages from 'lucide-react/icons/languages';
import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import Trophy from 'lucide-react/icons/trophy';
import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { NavLink } from 'react-router';
import { currentLanguage, findLanguage } from '../../../lib/i18n';
import { useThemeMode } from '../../../lib/theme-mode-context';
import { IconButton } from '../../../ui/button';
import { Drawer } from '../../../ui/drawer';
import { Divider } from '../../../ui/misc';
import { AuthButtons } from './auth-buttons';
import { BrandLogo } from './brand-logo';
import { NAV_LINKS } from './nav-links';
import styles from './mobile-menu-drawer.module.css';

const LINK_ICONS = {
  '/': <House />,
  '/winners': <Trophy />,
  '/guide': <BookOpen />,
  '/about': <Info />,
} as const;

export interface MobileMenuDrawerProps {
  id?: string;
  open: boolean;
  onClose: () => void;
  onOpenLanguage: () => void;
}

/** A row of the menu's second list: an icon, a text and, below it, a quieter one. */
function Entry({ icon, primary, secondary, onClick }: { icon: ReactNode; primary: string; secondary?: string; onClick: () => void }) {
  return (
    <li>
      <button type="button" onClick={onClick} className={styles.item}>
        <span className={styles.icon} aria-hidden>
          {icon}
        </span>
        <span className={styles.texts}>
          {primary}
          {secondary && <span className={styles.secondary}>{secondary}</span>}
        </span>
      </button>
    </li>
  );
}

export function MobileMenuDrawer({ id, open, onClose, onOpenLanguage }: MobileMenuDrawerProps) {
  const { t, i18n } = useTranslation();
  const { mode, toggleMode } = useThemeMode();
  const language = findLanguage(currentLanguage(i18n));

  return (
    <Drawer side="left" open={open} onClose={onClose} label={t('nav.menu')} id={id} className={styles.panel}>
      <div className={styles.top}>
        <BrandLogo compact />
        <IconButton onClick={onClose} aria-label={t('nav.closeMenu')}>
          <X aria-hidden />
        </IconButton>
      </div>
      <Divider />
      <nav aria-label={t('nav.mainNavigation')}>
        <ul className={styles.list}>
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} onClick={onClose} className={styles.item}>
                <span className={styles.icon} aria-hidden>
                  {LINK_ICONS[link.to]}
                </span>
                <span className={styles.linkText}>{t(link.labelKey)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Divider />
      <ul className={styles.list}>
        <Entry
          icon={mode === 'dark' ? <Sun /> : <Moon />}
          primary={mode === 'dark' ? t('nav.switchToLight') : t('nav.switchToDark')}
          onClick={toggleMode}
        />
        <Entry icon={<Languages />} primary={t('nav.language')} secondary={language?.nativeName} onClick={onOpenLanguage} />
      </ul>
      <div className={styles.auth}>
        <AuthButtons stacked onOpen={onClose} />
      </div>
    </Drawer>
  );
}
