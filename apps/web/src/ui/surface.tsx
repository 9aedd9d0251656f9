// A raised area of the page on the theme's paper colour (MUI's Paper and Card): outlined by
// default, or with a light shadow; `padded` gives it 16 px of padding on phones and 24 px above.
import type { ComponentPropsWithRef, ElementType } from 'react';
import { cx } from './cx';
import styles from './surface.module.css';

export type SurfaceProps<C extends ElementType = 'div'> = {
  component?: C;
  variant?: 'outlined' | 'elevated' | 'flat';
  square?: boolean;
  padded?: boolean;
} & Omit<ComponentPropsWithRef<C>, 'component'>;

export function Surface<C extends ElementType = 'div'>({
  component,
  variant = 'outlined',
  square = false,
  padded = false,
  className,
  ...rest
}: SurfaceProps<C>) {
  const Element: ElementType = component ?? 'div';
  return (
    <Element
      className={cx(
        styles.surface,
        variant === 'outlined' && styles.outlined,
        variant === 'elevated' && styles.elevated,
        square && styles.square,
        padded && styles.padded,
        className as string | undefined,
      )}
      {...rest}
    />
  );
}
