// A round avatar drawn as MUI's Avatar draws it: a picture, or its fallback (a letter, an icon)
// while there is none or when it fails to load. Plain elements with class names made once per
// theme (lib/static-classes.ts), so that MUI's Avatar stays out of the home page's first JavaScript
// (issue 15). Size and colours come from the caller's class, whose rules must be doubled ('&&'):
// this component's own class may come later in the page.
import { useState, type ReactNode } from 'react';
import { classes, createStaticClasses } from '../lib/static-classes';

const useClasses = createStaticClasses('round-avatar', (theme) => ({
  root: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: 40,
    height: 40,
    overflow: 'hidden',
    borderRadius: '50%',
    userSelect: 'none',
    fontFamily: theme.typography.fontFamily,
    fontSize: '1.25rem',
    lineHeight: 1,
  },
  image: { width: '100%', height: '100%', objectFit: 'cover', color: 'transparent', textIndent: 10000 },
}));

export interface RoundAvatarProps {
  src?: string | null;
  className?: string;
  /** Added while the fallback shows instead of a picture. */
  fallbackClassName?: string;
  children: ReactNode;
}

/** Decoration: the control or text beside it names whom it shows. */
export function RoundAvatar({ src, className, fallbackClassName, children }: RoundAvatarProps) {
  const css = useClasses();
  const [failed, setFailed] = useState<string | null>(null);
  const picture = src && failed !== src ? src : null;
  return (
    <span aria-hidden className={classes(css.root, className, !picture && fallbackClassName)}>
      {picture ? <img src={picture} alt="" className={css.image} onError={() => setFailed(picture)} /> : children}
    </span>
  );
}
