// Text in one of the theme's typographic variants, as MUI's Typography draws it (the variant's
// font, no margin, the same element for each variant), as a plain element (issue 15). Further
// styles come from the caller's class, doubled ('&&') where they change the variant's own
// properties (font size, weight, line height, colour), as this component's class may come later.
import type { CSSObject } from '@emotion/react';
import type { ComponentPropsWithRef, ElementType } from 'react';
import { classes, createStaticClasses } from '../lib/static-classes';
import { paletteColors } from './palette-colors';

const VARIANTS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'subtitle1', 'subtitle2', 'body1', 'body2', 'caption', 'overline', 'button'] as const;
export type TextVariant = (typeof VARIANTS)[number];
export type TextColor = 'inherit' | 'text.primary' | 'text.secondary' | 'primary' | 'secondary' | 'error' | 'success' | 'warning' | 'info';

/** The element each variant is drawn as, as MUI's Typography maps them. */
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

/** A class key of each palette path (a dot has no place in a class name). */
const COLOR_KEYS = { 'text.primary': 'textPrimary', 'text.secondary': 'textSecondary' } as const;
type ColorKey = Exclude<TextColor, 'inherit' | keyof typeof COLOR_KEYS> | (typeof COLOR_KEYS)[keyof typeof COLOR_KEYS];
const colorKey = (color: Exclude<TextColor, 'inherit'>): ColorKey =>
  color in COLOR_KEYS ? COLOR_KEYS[color as keyof typeof COLOR_KEYS] : (color as ColorKey);

const useClasses = createStaticClasses('text', (theme) => ({
  root: { margin: 0 },
  ...(Object.fromEntries(VARIANTS.map((variant) => [variant, theme.typography[variant]])) as Record<TextVariant, CSSObject>),
  gutterBottom: { marginBottom: '0.35em' },
  noWrap: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  center: { textAlign: 'center' },
  textPrimary: { color: theme.palette.text.primary },
  textSecondary: { color: theme.palette.text.secondary },
  ...paletteColors(theme),
}));

export type PlainTextProps<C extends ElementType = 'p'> = {
  variant?: TextVariant;
  /** The element drawn; by default the variant's. */
  component?: C;
  color?: TextColor;
  gutterBottom?: boolean;
  noWrap?: boolean;
  align?: 'center';
} & Omit<ComponentPropsWithRef<C>, 'component' | 'color'>;

export function PlainText<C extends ElementType = 'p'>({
  variant = 'body1',
  component,
  color = 'inherit',
  gutterBottom,
  noWrap,
  align,
  className,
  ...rest
}: PlainTextProps<C>) {
  const css = useClasses();
  const Element: ElementType = component ?? ELEMENTS[variant];
  return (
    <Element
      className={classes(
        css.root,
        css[variant],
        color !== 'inherit' && css[colorKey(color)],
        gutterBottom && css.gutterBottom,
        noWrap && css.noWrap,
        align && css[align],
        className as string | undefined,
      )}
      {...rest}
    />
  );
}
