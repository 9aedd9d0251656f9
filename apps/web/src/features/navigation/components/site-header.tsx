// The site header: picks the desktop, tablet or mobile bar for the viewport, hides while the
// page scrolls down, and owns the mobile menu and the Language modal. Both close whenever the
// location changes, because their open state is tied to the location they were opened at. The
// menu and the modal are chunks of their own, fetched the first time they open. The bar is a plain
// element, sticky and slid away with CSS (site-header.module.css).
import { Suspense, useId, useState } from 'react';
import { useOpenedOnce } from '../../../components/opened-once';
import { lazyWithReload } from '../../../lib/chunk-reload';
import { cx } from '../../../ui/cx';
import { useLocation } from 'react-router';
import { useHydrated } from '../../../lib/use-hydrated';
import { useHeaderVariant, type HeaderVariant } from '../hooks/use-header-variant';
import { useHideOnScroll } from '../hooks/use-hide-on-scroll';
import { DesktopHeaderBar, MobileHeaderBar, TabletHeaderBar } from './header-bars';
import styles from './site-header.module.css';

const LanguageModal = lazyWithReload(() => import('./language-modal').then((m) => ({ default: m.LanguageModal })));
const MobileMenuDrawer = lazyWithReload(() => import('./mobile-menu-drawer').then((m) => ({ default: m.MobileMenuDrawer })));

export type OpenPanel = 'menu' | 'language';

const BARS = [
  ['mobile', MobileHeaderBar],
  ['tablet', TabletHeaderBar],
  ['desktop', DesktopHeaderBar],
] as const satisfies ReadonlyArray<readonly [HeaderVariant, unknown]>;

export function SiteHeader({ reload }: { reload?: () => void }) {
  const variant = useHeaderVariant();
  const scrolledDown = useHideOnScroll();
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
  const hydrated = useHydrated();

  return (
    <>
      <header className={cx(styles.bar, hidden && styles.hidden)} data-testid="site-header" data-variant={variant} data-hidden={hidden}>
        {/* Until the page has hydrated, each bar for its widths (the server knows no screen); then the screen's one. */}
        {BARS.map(([name, Bar]) => (
          <div key={name} className={styles[name]}>
            {(!hydrated || name === variant) && <Bar {...barProps} />}
          </div>
        ))}
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
