// The three header layouts (SPEC.md section 2). Desktop: one row with everything. Tablet: the
// tools in the first row, links in a second. Mobile: menu button, logo and tools, then search.
import MenuRounded from '@mui/icons-material/MenuRounded?plain';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from '../../../lib/use-translation';
import { AuthButtons } from './auth-buttons';
import { BrandLogo } from './brand-logo';
import { LanguageButton } from './language-button';
import { NavLinks } from './nav-links';
import { SearchBox } from './search-box';
import { ThemeToggle } from './theme-toggle';
import { ChatAvatarButton } from '../../../components/chat-avatar-button';
import { PlainIconButton } from '../../../components/plain-button';
import { useSession } from '../../../lib/session';

export interface HeaderBarProps {
  onOpenLanguage: () => void;
  onOpenMenu: () => void;
  menuOpen: boolean;
  menuId: string;
}

function MainNav({ dense = false }: { dense?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('nav.mainNavigation')} sx={{ display: 'flex', minWidth: 0 }}>
      <NavLinks dense={dense} />
    </Box>
  );
}

/** Below this width the desktop bar drops the wordmark and the language code to keep the search usable. */
const ROOMY_DESKTOP_QUERY = '(min-width:1280px)';

export function DesktopHeaderBar({ onOpenLanguage }: HeaderBarProps) {
  const roomy = useMediaQuery(ROOMY_DESKTOP_QUERY, { noSsr: true });
  return (
    <Container maxWidth="xl">
      <Toolbar disableGutters sx={{ gap: roomy ? 2 : 1.5, minHeight: { xs: 72 } }}>
        <BrandLogo markOnly={!roomy} />
        <MainNav />
        <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center', minWidth: 180 }}>
          <SearchBox />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <ChatAvatarButton />
          <ThemeToggle />
          <LanguageButton onOpen={onOpenLanguage} iconOnly={!roomy} />
        </Box>
        <AuthButtons />
      </Toolbar>
    </Container>
  );
}

export function TabletHeaderBar({ onOpenLanguage }: HeaderBarProps) {
  return (
    <Container maxWidth="lg">
      <Toolbar disableGutters sx={{ gap: 1.5, minHeight: { xs: 64 } }}>
        <BrandLogo />
        <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center', minWidth: 0 }}>
          <SearchBox />
        </Box>
        <ChatAvatarButton />
        <ThemeToggle />
        <LanguageButton onOpen={onOpenLanguage} />
        <AuthButtons compact />
      </Toolbar>
      <Box sx={{ display: 'flex', justifyContent: 'center', pb: 0.5 }}>
        <MainNav dense />
      </Box>
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
  const narrow = useMediaQuery(NARROW_PHONE_QUERY, { noSsr: true });
  const { signedIn } = useSession();
  const settingsInBar = !(narrow && signedIn);
  return (
    <Box sx={{ px: 1.5 }}>
      <Toolbar disableGutters sx={{ gap: 0.5, minHeight: { xs: 56 } }}>
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
        <Box sx={{ flex: 1 }} />
        <ChatAvatarButton />
        {settingsInBar && <ThemeToggle />}
        {settingsInBar && <LanguageButton onOpen={onOpenLanguage} iconOnly />}
        <AuthButtons loginOnly />
      </Toolbar>
      <Box sx={{ pb: 1.25 }}>
        <SearchBox fullWidth />
      </Box>
    </Box>
  );
}
