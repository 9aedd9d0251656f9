// The signed-in avatar (SPEC.md section 2) opening the user menu, which is fetched when the avatar
// is first opened (see user-menu-list.tsx).
import { Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useOpenedOnce } from '../../../components/opened-once';
import { lazyWithReload } from '../../../lib/chunk-reload';
import { useProfileImage } from '../../../lib/profile-image';
import { useSession } from '../../../lib/session';
import { IconButton } from '../../../ui/button';
import { RoundAvatar } from '../../../components/round-avatar';
import styles from './user-menu.module.css';
const UserMenuList = lazyWithReload(() => import('./user-menu-list').then((m) => ({ default: m.UserMenuList })));

export function UserMenu() {
  const { t } = useTranslation();
  const menuId = useId();
  const { user } = useSession();
  const image = useProfileImage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuLoaded = useOpenedOnce(anchor !== null);
  // A press on the avatar while the menu is open closes it (as a press outside the menu), and the
  // click that follows must not open it again.
  const pressedToClose = useRef(false);
  const close = (event?: Event) => {
    pressedToClose.current =
      (event?.type === 'pointerdown' || event?.type === 'mousedown') && event.target instanceof Node && !!anchor?.contains(event.target);
    setAnchor(null);
  };
  const nickname = user?.nickname ?? '';

  return (
    <>
      <IconButton
        onClick={(e) => {
          if (!pressedToClose.current) setAnchor(e.currentTarget);
          pressedToClose.current = false;
        }}
        aria-label={t('userMenu.open', { nickname })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        className={styles.button}
      >
        <RoundAvatar src={image} className={styles.avatar}>
          {nickname.slice(0, 1).toUpperCase()}
        </RoundAvatar>
      </IconButton>
      {menuLoaded && (
        <Suspense fallback={null}>
          <UserMenuList menuId={menuId} anchor={anchor} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
