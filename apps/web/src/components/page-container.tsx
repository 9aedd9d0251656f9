// The page's centred column, as MUI's Container lays it out (full width, 16 px gutters, 24 px from
// 600 px on, at most the width of its breakpoint), as a plain element (issue 15). Further styles
// come from the caller's class, doubled ('&&') where they change the container's own properties.
import type { ComponentPropsWithRef, ElementType } from 'react';
import { classes, createStaticClasses } from '../lib/static-classes';

type MaxWidth = 'sm' | 'md' | 'lg' | 'xl';

const useClasses = createStaticClasses('page-container', (theme) => ({
  root: {
    width: '100%',
    marginLeft: 'auto',
    marginRight: 'auto',
    boxSizing: 'border-box',
    display: 'block',
    paddingLeft: theme.spacing(2),
    paddingRight: theme.spacing(2),
    [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3) },
  },
  noGutters: { '&&': { paddingLeft: 0, paddingRight: 0 } },
  sm: { [theme.breakpoints.up('sm')]: { maxWidth: theme.breakpoints.values.sm } },
  md: { [theme.breakpoints.up('md')]: { maxWidth: theme.breakpoints.values.md } },
  lg: { [theme.breakpoints.up('lg')]: { maxWidth: theme.breakpoints.values.lg } },
  xl: { [theme.breakpoints.up('xl')]: { maxWidth: theme.breakpoints.values.xl } },
}));

export type PageContainerProps<C extends ElementType = 'div'> = {
  /** The element drawn; a `div` by default. */
  component?: C;
  maxWidth?: MaxWidth;
  disableGutters?: boolean;
} & Omit<ComponentPropsWithRef<C>, 'component'>;

export function PageContainer<C extends ElementType = 'div'>({
  component,
  maxWidth = 'lg',
  disableGutters,
  className,
  ...rest
}: PageContainerProps<C>) {
  const css = useClasses();
  const Element: ElementType = component ?? 'div';
  return (
    <Element className={classes(css.root, css[maxWidth], disableGutters && css.noGutters, className as string | undefined)} {...rest} />
  );
}
