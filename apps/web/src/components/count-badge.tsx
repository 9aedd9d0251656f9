// A count or a dot over an icon, drawn as MUI's Badge draws it (top right, the primary colour), as
// plain elements with class names made once per theme (lib/static-classes.ts), so that MUI's Badge
// stays out of the home page's first JavaScript (issue 15). The count is decoration: the control
// that holds it names it in its accessible name.
import type { ReactNode } from 'react';
import { classes, createStaticClasses } from '../lib/static-classes';

const useClasses = createStaticClasses('count-badge', (theme) => ({
  root: { position: 'relative', display: 'inline-flex', verticalAlign: 'middle', flexShrink: 0 },
  badge: {
    position: 'absolute',
    top: 0,
    right: 0,
    zIndex: 1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    minWidth: 20,
    height: 20,
    padding: '0 6px',
    borderRadius: 10,
    fontFamily: theme.typography.fontFamily,
    fontWeight: theme.typography.fontWeightMedium,
    fontSize: '0.75rem',
    lineHeight: 1,
    color: theme.palette.primary.contrastText,
    backgroundColor: theme.palette.primary.main,
    transform: 'scale(1) translate(50%, -50%)',
    transformOrigin: '100% 0%',
    '@media (forced-colors: active)': { border: '1px solid ButtonBorder' },
  },
  dot: { minWidth: 8, height: 8, padding: 0, borderRadius: 4 },
}));

/** Counts over this show as "99+", as MUI's Badge shows them. */
const MAX = 99;

/** `count` over `children`, zero included; a dot when `count` is left out. */
export function CountBadge({ count, children }: { count?: number; children: ReactNode }) {
  const css = useClasses();
  return (
    <span className={css.root}>
      {children}
      <span aria-hidden className={classes(css.badge, count === undefined && css.dot)}>
        {count !== undefined && count > MAX ? `${MAX}+` : count}
      </span>
    </span>
  );
}
