// The three header layouts (SPEC.md section 2). Desktop: one row with everything. Tablet: the
// tools in the first row, links in a second. Mobile: menu button, logo and tools, then search.
import MenuRounded from '@mui/icons-material/MenuRounded?plain';
import { useTranslation } from '../../../lib/use-translation';
import { useMediaQuery } from '../../../lib/use-media-query';
import { classes, createStaticClasses } from '../../../lib/static-classes';
import { AuthButtons } from './auth-buttons';
import { BrandLogo } from './brand-logo';
import { LanguageButton } from './language-button';
import { NavLinks } from './nav-links';
import { SearchBox } from './search-box';
import { ThemeToggle } from './theme-toggle';
import { ChatAvatarButton } from '../../../components/chat-avatar-button';
import { PageContainer } from '../../../components/page-container';
import { PlainIconButton } from '../../../components/plain-button';
import { useSession } from '../../../lib/session';

const useClasses = createStaticClasses('header-bars', (theme) => ({
  nav: { display: 'flex', minWidth: 0 },
  // MUI's Toolbar without gutters; each bar's own min-height replaces the toolbar's at every width.
  toolbar: { position: 'relative', display: 'flex', alignItems: 'center' },
  desktopToolbar: { gap: theme.spacing(1.5), minHeight: 72 },
  roomyToolbar: { gap: theme.spacing(2) },
  tabletToolbar: { gap: theme.spacing(1.5), minHeight: 64 },
  mobileToolbar: { gap: theme.spacing(0.5), minHeight: 56 },
  search: { flex: 1, display: 'flex', justifyContent: 'center', minWidth: 0 },
  desktopSearch: { minWidth: 180 },
  desktopTools: { display: 'flex', alignItems: 'center', gap: theme.spacing(0.5) },
  tabletLinks: { display: 'flex', justifyContent: 'center', paddingBottom: theme.spacing(0.5) },
  mobileBar: { paddingLeft: theme.spacing(1.5), paddingRight: theme.spacing(1.5) },
  spacer: { flex: 1 },
  mobileSearch: { paddingBottom: theme.spacing(1.25) },
}));

export interface HeaderBarProps {
  onOpenLanguage: () => void;
  onOpenMenu: () => void;
  menuOpen: boolean;
  menuId: string;
}

function MainNav({ dense = false }: { dense?: boolean }) {
  const { t } = useTranslation();
  const css = useClasses();
  return (
    <nav aria-label={t('nav.mainNavigation')} className={css.nav}>
      <NavLinks dense={dense} />
    </nav>
  );
}

/** Below this width the desktop bar drops the wordmark and the language code to keep the search usable. */
const ROOMY_DESKTOP_QUERY = '(min-width:1280px)';

export function DesktopHeaderBar({ onOpenLanguage }: HeaderBarProps) {
  const roomy = useMediaQuery(ROOMY_DESKTOP_QUERY);
  const css = useClasses();
  return (
    <PageContainer maxWidth="xl">
      <div className={classes(css.toolbar, css.desktopToolbar, roomy && css.roomyToolbar)}>
        <BrandLogo markOnly={!roomy} />
        <MainNav />
        <div className={classes(css.search, css.desktopSearch)}>
          <SearchBox />
        </div>
        <div className={css.desktopTools}>
          <ChatAvatarButton />
          <ThemeToggle />
          <LanguageButton onOpen={onOpenLanguage} iconOnly={!roomy} />
        </div>
        <AuthButtons />
      </div>
    </PageContainer>
  );
}

export function TabletHeaderBar({ onOpenLanguage }: HeaderBarProps) {
  const css = useClasses();
  return (
    <PageContainer maxWidth="lg">
      <div className={classes(css.toolbar, css.tabletToolbar)}>
        <BrandLogo />
        <div className={css.search}>
          <SearchBox />
        </div>
        <ChatAvatarButton />
        <ThemeToggle />
        <LanguageButton onOpen={onOpenLanguage} />
        <AuthButtons compact />
      </div>
      <div className={css.tabletLinks}>
        <MainNav dense />
      </div>
    </PageContainer>
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
  const css = useClasses();
  const settingsInBar = !(narrow && signedIn);
  return (
    <div className={css.mobileBar}>
      <div className={classes(css.toolbar, css.mobileToolbar)}>
        <PlainIconButton
          edgeStart
          inherit
          onClick={onOpenMenu}
          aria-label={t('nav.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
        >
          <MenuRounded />
        </PlainIconButton>
        <BrandLogo compact markOnly={narrow} />
        <div className={css.spacer} />
        <ChatAvatarButton />
        {settingsInBar && <ThemeToggle />}
        {settingsInBar && <LanguageButton onOpen={onOpenLanguage} iconOnly />}
        <AuthButtons loginOnly />
      </div>
      <div className={css.mobileSearch}>
        <SearchBox fullWidth />
      </div>
    </div>
  );
}
