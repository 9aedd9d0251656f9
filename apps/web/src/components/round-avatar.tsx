// A round avatar: a picture, or its fallback (a letter, an icon) while there is none or when it
// fails to load. Size and colours come from the caller's class (this module's rules are in the
// `ui` layer, so the caller's win).
import { useState, type ReactNode } from 'react';
import { cx } from '../ui/cx';
import styles from './round-avatar.module.css';

export interface RoundAvatarProps {
  src?: string | null;
  className?: string;
  /** Added while the fallback shows instead of a picture. */
  fallbackClassName?: string;
  children: ReactNode;
}

/** Decoration: the control or text beside it names whom it shows. */
export function RoundAvatar({ src, className, fallbackClassName, children }: RoundAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const picture = src && failed !== src ? src : null;
  return (
    <span aria-hidden className={cx(styles.root, className, !picture && fallbackClassName)}>
      {picture ? <img src={picture} alt="" className={styles.image} onError={() => setFailed(picture)} /> : children}
    </span>
  );
}
