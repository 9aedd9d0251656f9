// The three header layouts (SPEC.md section 2). Desktop: one row with everything. Tablet: the
// tools in the first row, links in a second. Mobile: menu button, logo and tools, then search.
import Menu from 'lucide-react/icons/menu';
import { useTranslation } from '../../../lib/use-translation';
import { useMediaQuery } from '../../../lib/use-media-query';
import { IconButton } from '../../../ui/button';
import { cx } from '../../../ui/cx';
import { Container } from '../../../ui/misc';
import { AuthButtons } from './auth-buttons';
import { BrandLogo } from './brand-logo';
import { LanguageButton } from './language-button';
import { NavLinks } from './nav-links';
import { SearchBox } from './search-box';
import { ThemeToggle } from './theme-toggle';
import { ChatAvatarButton } from '../../../components/chat-avatar-button';
import { useSession } from '../../../lib/session';
import styles from './header-bars.module.css';

export interface HeaderBarProps {
  onOpenLanguage: () => void;
  onOpenMenu: () => void;
  menuOpen: boolean;
  menuId: string;
}

function MainNav({ dense = false }: { dense?: boolean }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.mainNavigation')} className={styles.nav}>
      <NavLinks dense={dense} />
    </nav>
  );
}

/** Below this width the desktop bar drops the wordmark and the language code to keep the search usable. */
const ROOMY_DESKTOP_QUERY = '(min-width:1280px)';

export function DesktopHeaderBar({ onOpenLanguage }: HeaderBarProps) {
  const roomy = useMediaQuery(ROOMY_DESKTOP_QUERY);
  return (
    <Container maxWidth="xl">
      <div className={cx(styles.toolbar, styles.desktopToolbar)}>
        <BrandLogo wordmark="roomy-desktops" />
        <MainNav />
        <div className={cx(styles.search, styles.desktopSearch)}>
          <SearchBox />
        </div>
        <div className={styles.desktopTools}>
          <ChatAvatarButton />
          <ThemeToggle />
          <LanguageButton onOpen={onOpenLanguage} iconOnly={!roomy} />
        </div>
        <AuthButtons />
      </div>
    </Container>
  );
}

export function TabletHeaderBar({ onOpenLanguage }: HeaderBarProps) {
  return (
    <Container maxWidth="lg">
      <div className={cx(styles.toolbar, styles.tabletToolbar)}>
        <BrandLogo />
        <div className={styles.search}>
          <SearchBox />
        </div>
        <ChatAvatarButton />
        <ThemeToggle />
        <LanguageButton onOpen={onOpenLanguage} />
        <AuthButtons compact />
      </div>
      <div className={styles.tabletLinks}>
        <MainNav dense />
      </div>
    </Container>
  );
}

/**
 * On the narrowest phones (360 px) the wordmark gives way so the tools keep their room; a signed-in
 * shopper's bar also leaves the theme and language buttons to the menu drawer (which has both), so
 * the balance, check-in status, favourites, cart and avatar all fit.
 */
const NARROW_PHONE_QUERY = '(max-width:399px)';

export function MobileHeaderBar({ onOpenLanguage, onOpenMenu, menuOpen, menuId }: HeaderBarProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(NARROW_PHONE_QUERY);
  const { signedIn } = useSession();
  const settingsInBar = !(narrow && signedIn);
  return (
    <div className={styles.mobileBar}>
      <div className={cx(styles.toolbar, styles.mobileToolbar)}>
        <IconButton
          edge="start"
          tone="inherit"
          onClick={onOpenMenu}
          aria-label={t('nav.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
        >
          <Menu aria-hidden />
        </IconButton>
        <BrandLogo compact wordmark="wide-phones" />
        <div className={styles.spacer} />
        <ChatAvatarButton />
        {settingsInBar && <ThemeToggle />}
        {settingsInBar && <LanguageButton onOpen={onOpenLanguage} iconOnly />}
        <AuthButtons loginOnly />
      </div>
      <div className={styles.mobileSearch}>
        <SearchBox fullWidth />
      </div>
    </div>
  );
}
