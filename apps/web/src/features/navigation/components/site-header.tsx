// The site header: picks the desktop, tablet or mobile bar for the viewport, hides while the
// page scrolls down, and owns the mobile menu and the Language modal. Both close whenever the
// location changes, because their open state is tied to the location they were opened at. The
// menu and the modal are chunks of their own, fetched the first time they open. The bar is a plain
// element with class names made once per theme (lib/static-classes.ts), styled as MUI's sticky app
// bar and slid as its Slide did, so that the home page's first JavaScript carries neither (issue 15).
import { alpha } from '@mui/material/styles';
import { Suspense, useId, useState } from 'react';
import { useOpenedOnce } from '../../../components/opened-once';
import { lazyWithReload } from '../../../lib/chunk-reload';
import { classes, createStaticClasses } from '../../../lib/static-classes';
import { useLocation } from 'react-router';
import { useHeaderVariant } from '../hooks/use-header-variant';
import { useHideOnScroll } from '../hooks/use-hide-on-scroll';
import { DesktopHeaderBar, MobileHeaderBar, TabletHeaderBar } from './header-bars';

const LanguageModal = lazyWithReload(() => import('./language-modal').then((m) => ({ default: m.LanguageModal })));
const MobileMenuDrawer = lazyWithReload(() => import('./mobile-menu-drawer').then((m) => ({ default: m.MobileMenuDrawer })));

const useClasses = createStaticClasses('header', (theme) => {
  const { duration, easing } = theme.transitions;
  return {
    bar: {
      position: 'sticky',
      top: 0,
      zIndex: theme.zIndex.appBar,
      display: 'flex',
      flexDirection: 'column',
      flexShrink: 0,
      width: '100%',
      boxSizing: 'border-box',
      color: 'inherit',
      backgroundColor: alpha(theme.palette.background.default, theme.palette.mode === 'dark' ? 0.86 : 0.9),
      backdropFilter: 'saturate(180%) blur(14px)',
      borderBottom: `1px solid ${theme.palette.divider}`,
      // Slides back in at once visible, as MUI's Slide entered.
      transition: `transform ${duration.enteringScreen}ms ${easing.easeOut}`,
    },
    // Slides up by its own height, and is hidden from the page (and from the keyboard) once out.
    hidden: {
      transform: 'translateY(-100%)',
      visibility: 'hidden',
      transition: `transform ${duration.leavingScreen}ms ${easing.sharp}, visibility 0s linear ${duration.leavingScreen}ms`,
    },
  };
});

export type OpenPanel = 'menu' | 'language';

export function SiteHeader({ reload }: { reload?: () => void }) {
  const variant = useHeaderVariant();
  const scrolledDown = useHideOnScroll();
  const css = useClasses();
  const location = useLocation();
  const menuId = useId();
  const [opened, setOpened] = useState<{ panel: OpenPanel; at: string } | null>(null);

  const isOpen = (panel: OpenPanel) => opened?.panel === panel && opened.at === location.key;
  const open = (panel: OpenPanel) => setOpened({ panel, at: location.key });
  const close = () => setOpened(null);
  const menuOpen = isOpen('menu') && variant === 'mobile';
  const hidden = scrolledDown && !menuOpen;
  const menuLoaded = useOpenedOnce(menuOpen);
  const languageLoaded = useOpenedOnce(isOpen('language'));

  const barProps = {
    onOpenLanguage: () => open('language'),
    onOpenMenu: () => open('menu'),
    menuOpen,
    menuId,
  };
  const Bar = variant === 'desktop' ? DesktopHeaderBar : variant === 'tablet' ? TabletHeaderBar : MobileHeaderBar;

  return (
    <>
      <header className={classes(css.bar, hidden && css.hidden)} data-testid="site-header" data-variant={variant} data-hidden={hidden}>
        <Bar {...barProps} />
      </header>
      <Suspense fallback={null}>
        {variant === 'mobile' && menuLoaded && (
          <MobileMenuDrawer id={menuId} open={menuOpen} onClose={close} onOpenLanguage={() => open('language')} />
        )}
        {languageLoaded && <LanguageModal open={isOpen('language')} onClose={close} reload={reload} />}
      </Suspense>
    </>
  );
}
