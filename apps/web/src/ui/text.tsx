// Text in one of the shop's typographic variants, each drawn as its own element by default (h1 to
// h6 as headings, body text as <p>, captions as <span>). The caller's class comes after the
// variant's in the stylesheet, so it may change the size, weight or colour.
import type { ComponentPropsWithRef, ElementType } from 'react';
import { cx } from './cx';
import styles from './text.module.css';

export type TextVariant =
  'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'subtitle1' | 'subtitle2' | 'body1' | 'body2' | 'caption' | 'overline' | 'button';
export type TextColor = 'inherit' | 'text.primary' | 'text.secondary' | 'primary' | 'secondary' | 'error' | 'success' | 'warning' | 'info';

/** The element each variant is drawn as. */
const ELEMENTS: Record<TextVariant, ElementType> = {
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
  subtitle1: 'h6',
  subtitle2: 'h6',
  body1: 'p',
  body2: 'p',
  caption: 'span',
  overline: 'span',
  button: 'span',
};

const COLORS: Record<Exclude<TextColor, 'inherit'>, string | undefined> = {
  'text.primary': styles.textPrimary,
  'text.secondary': styles.textSecondary,
  primary: styles.primary,
  secondary: styles.secondary,
  error: styles.error,
  success: styles.success,
  warning: styles.warning,
  info: styles.info,
};

export type TextProps<C extends ElementType = 'p'> = {
  variant?: TextVariant;
  /** The element drawn; by default the variant's. */
  component?: C;
  color?: TextColor;
  gutterBottom?: boolean;
  noWrap?: boolean;
  align?: 'center';
} & Omit<ComponentPropsWithRef<C>, 'component' | 'color'>;

export function Text<C extends ElementType = 'p'>({
  variant = 'body1',
  component,
  color = 'inherit',
  gutterBottom,
  noWrap,
  align,
  className,
  ...rest
}: TextProps<C>) {
  const Element: ElementType = component ?? ELEMENTS[variant];
  return (
    <Element
      className={cx(
        styles.root,
        styles[variant],
        color !== 'inherit' && COLORS[color],
        gutterBottom && styles.gutterBottom,
        noWrap && styles.noWrap,
        align === 'center' && styles.center,
        className as string | undefined,
      )}
      {...rest}
    />
  );
}
