// The signed-in avatar (SPEC.md section 2) opening the user menu, which is fetched when the avatar
// is first opened (see user-menu-list.tsx).
import { Suspense, useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useOpenedOnce } from '../../../components/opened-once';
import { lazyWithReload } from '../../../lib/chunk-reload';
import { useProfileImage } from '../../../lib/profile-image';
import { useSession } from '../../../lib/session';
import { PlainIconButton } from '../../../components/plain-button';
import { RoundAvatar } from '../../../components/round-avatar';
import { createStaticClasses } from '../../../lib/static-classes';

const useClasses = createStaticClasses('user-avatar', (theme) => ({
  button: { '&&': { padding: theme.spacing(0.5) } },
  avatar: {
    '&&': {
      width: 34,
      height: 34,
      fontWeight: 800,
      color: theme.palette.primary.contrastText,
      backgroundColor: theme.palette.primary.main,
    },
  },
}));

const UserMenuList = lazyWithReload(() => import('./user-menu-list').then((m) => ({ default: m.UserMenuList })));

export function UserMenu() {
  const { t } = useTranslation();
  const menuId = useId();
  const { user } = useSession();
  const image = useProfileImage();
  const css = useClasses();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuLoaded = useOpenedOnce(anchor !== null);
  const close = () => setAnchor(null);
  const nickname = user?.nickname ?? '';

  return (
    <>
      <PlainIconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={t('userMenu.open', { nickname })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        className={css.button}
      >
        <RoundAvatar src={image} className={css.avatar}>
          {nickname.slice(0, 1).toUpperCase()}
        </RoundAvatar>
      </PlainIconButton>
      {menuLoaded && (
        <Suspense fallback={null}>
          <UserMenuList menuId={menuId} anchor={anchor} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
