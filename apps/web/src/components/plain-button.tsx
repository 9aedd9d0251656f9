// Buttons of the first screens (the header, the home page, the listings' cards), drawn as MUI's
// Button and IconButton draw them with the shop's theme (text, outlined and contained; primary or
// the text's colour; small, medium and large), as plain elements with class names made once per
// theme (lib/static-classes.ts). MUI's buttons bring ButtonBase, its ripple and its progress ring
// into the home page's first JavaScript (issue 15); these bring nothing. Where MUI's ripple pulsed
// on a keyboard's focus, these show an outline. A button with `to` is a router link, with `href` a
// plain link; otherwise a <button type="button"> unless `type` says otherwise.
import { alpha } from '@mui/material/styles';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router';
import { BRAND } from '../lib/brand';
import { classes, createStaticClasses } from '../lib/static-classes';
import { Spinner } from './spinner';

export type ButtonVariant = 'text' | 'outlined' | 'contained';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonLook {
  variant?: ButtonVariant;
  /** The theme's primary colour, or the surrounding text's. */
  color?: 'primary' | 'inherit';
  size?: ButtonSize;
  fullWidth?: boolean;
}

const DISABLED = '&:disabled, &[aria-disabled="true"]';
const HOVER = '@media (hover: hover)';

const useClasses = createStaticClasses('button', (theme) => {
  const { palette, typography } = theme;
  const hover = palette.action.hoverOpacity;
  const base = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    margin: 0,
    border: 0,
    outline: 0,
    padding: 0,
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    textDecoration: 'none',
    color: 'inherit',
    backgroundColor: 'transparent',
    WebkitTapHighlightColor: 'transparent',
    appearance: 'none',
    '&::-moz-focus-inner': { borderStyle: 'none' },
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
    [DISABLED]: { pointerEvents: 'none', cursor: 'default' },
  } as const;
  return {
    button: {
      ...base,
      fontFamily: typography.button.fontFamily,
      fontWeight: typography.button.fontWeight,
      fontSize: typography.pxToRem(14),
      lineHeight: typography.button.lineHeight,
      letterSpacing: typography.button.letterSpacing,
      textTransform: typography.button.textTransform,
      minWidth: 64,
      paddingBlock: 6,
      paddingInline: 18,
      borderRadius: 10,
      transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], {
        duration: theme.transitions.duration.short,
      }),
      [DISABLED]: { color: palette.action.disabled },
    },
    // Text and contained buttons need nothing beyond `button` and their colour's class (an empty class has no rule for the first HTML to hold).
    outlined: { paddingBlock: 5, border: '1px solid currentColor', [DISABLED]: { borderColor: palette.action.disabledBackground } },
    textPrimary: { color: palette.primary.main, [HOVER]: { '&:hover': { backgroundColor: alpha(palette.primary.main, hover) } } },
    textInherit: { [HOVER]: { '&:hover': { backgroundColor: alpha(palette.text.primary, hover) } } },
    outlinedPrimary: {
      color: palette.primary.main,
      borderColor: alpha(palette.primary.main, 0.5),
      [HOVER]: { '&:hover': { borderColor: palette.primary.main, backgroundColor: alpha(palette.primary.main, hover) } },
    },
    outlinedInherit: { [HOVER]: { '&:hover': { backgroundColor: alpha(palette.text.primary, hover) } } },
    // The theme's contained primary button: electric orange with navy text in both modes.
    containedPrimary: {
      color: BRAND.ink,
      backgroundColor: BRAND.orange,
      backgroundImage: `linear-gradient(135deg, ${BRAND.orangeLight} 0%, ${BRAND.orange} 55%, ${BRAND.orangeDark} 100%)`,
      boxShadow: `0 6px 18px ${alpha(BRAND.orange, 0.35)}`,
      [HOVER]: {
        '&:hover': {
          backgroundColor: BRAND.orangeLight,
          backgroundImage: `linear-gradient(135deg, #ffa05c 0%, ${BRAND.orangeLight} 50%, ${BRAND.orange} 100%)`,
          boxShadow: `0 8px 24px ${alpha(BRAND.orange, 0.45)}`,
        },
      },
      [DISABLED]: {
        color: palette.action.disabled,
        backgroundColor: palette.action.disabledBackground,
        backgroundImage: 'none',
        boxShadow: 'none',
      },
    },
    containedInherit: {
      backgroundColor: palette.mode === 'light' ? palette.grey[300] : palette.grey[800],
      [HOVER]: { '&:hover': { backgroundColor: palette.mode === 'light' ? palette.grey.A100 : palette.grey[700] } },
    },
    textSmall: { paddingBlock: 4, fontSize: typography.pxToRem(13) },
    textLarge: { paddingBlock: 8, fontSize: typography.pxToRem(15) },
    outlinedSmall: { paddingBlock: 3, fontSize: typography.pxToRem(13) },
    outlinedLarge: { paddingBlock: 7, fontSize: typography.pxToRem(15) },
    containedSmall: { paddingBlock: 4, fontSize: typography.pxToRem(13) },
    containedLarge: { paddingBlock: 8, fontSize: typography.pxToRem(15) },
    fullWidth: { width: '100%' },
    startIcon: { display: 'inherit', marginRight: 8, marginLeft: -4, '& > svg': { fontSize: 20 } },
    endIcon: { display: 'inherit', marginLeft: 8, marginRight: -4, '& > svg': { fontSize: 20 } },
    iconSmall: { '& > svg': { fontSize: 18 } },
    iconLarge: { '& > svg': { fontSize: 22 } },
    smallStart: { marginLeft: -2 },
    smallEnd: { marginRight: -2 },
    // MUI's IconButton.
    icon: {
      ...base,
      flex: '0 0 auto',
      textAlign: 'center',
      fontSize: typography.pxToRem(24),
      padding: 8,
      borderRadius: '50%',
      color: palette.action.active,
      transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
      [HOVER]: { '&:hover': { backgroundColor: alpha(palette.action.active, hover) } },
      [DISABLED]: { backgroundColor: 'transparent', color: palette.action.disabled },
    },
    iconInherit: { color: 'inherit' },
    iconButtonSmall: { padding: 5, fontSize: typography.pxToRem(18) },
    edgeStart: { marginLeft: -12 },
    edgeStartSmall: { marginLeft: -3 },
  };
});

type Capital<S extends string> = Capitalize<S>;
const capital = <S extends string>(word: S) => (word.charAt(0).toUpperCase() + word.slice(1)) as Capital<S>;

/** The class names of a button of this look, for elements that cannot be a PlainButton (a NavLink, say). */
export function useButtonClass({ variant = 'text', color = 'primary', size = 'medium', fullWidth = false }: ButtonLook): string {
  const css = useClasses();
  return classes(
    css.button,
    variant === 'outlined' && css.outlined,
    css[`${variant}${capital(color)}`],
    size !== 'medium' && css[`${variant}${capital(size as Exclude<ButtonSize, 'medium'>)}`],
    fullWidth && css.fullWidth,
  );
}

interface Common extends ButtonLook {
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  /** Shows a spinner in the start icon's place, and disables and marks busy a button (a link has no such state). */
  loading?: boolean;
  className?: string;
  children?: ReactNode;
}

type Target<Extra> =
  | (Omit<LinkProps, keyof Extra> & { href?: never })
  | (Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof Extra> & { href: string; to?: never })
  | (Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof Extra> & { to?: never; href?: never });

export type PlainButtonProps = Common & Target<Common>;

/** The element a button renders as: a router link, a plain link or a button. */
function Element({ className, children, ...props }: Target<object> & { className: string; children: ReactNode }) {
  if ('to' in props && props.to !== undefined)
    return (
      <RouterLink {...(props as LinkProps)} className={className}>
        {children}
      </RouterLink>
    );
  if ('href' in props && props.href !== undefined)
    return (
      <a {...(props as AnchorHTMLAttributes<HTMLAnchorElement>)} className={className}>
        {children}
      </a>
    );
  const button = props as ButtonHTMLAttributes<HTMLButtonElement>;
  return (
    <button type="button" {...button} className={className}>
      {children}
    </button>
  );
}

export function PlainButton({
  variant,
  color,
  size = 'medium',
  fullWidth,
  startIcon,
  endIcon,
  loading = false,
  className,
  children,
  ...target
}: PlainButtonProps) {
  const css = useClasses();
  const look = useButtonClass({ variant, color, size, fullWidth });
  const iconSize = size === 'small' ? css.iconSmall : size === 'large' ? css.iconLarge : false;
  const start = loading ? <Spinner size={16} /> : startIcon;
  const isLink = ('to' in target && target.to !== undefined) || ('href' in target && target.href !== undefined);
  const disabled = loading || ('disabled' in target && target.disabled === true);
  const element = isLink ? target : { ...target, disabled, 'aria-busy': loading || undefined };
  return (
    <Element {...(element as Target<object>)} className={classes(look, className)}>
      {start && <span className={classes(css.startIcon, iconSize, size === 'small' && css.smallStart)}>{start}</span>}
      {children}
      {endIcon && <span className={classes(css.endIcon, iconSize, size === 'small' && css.smallEnd)}>{endIcon}</span>}
    </Element>
  );
}

export type PlainIconButtonProps = {
  size?: 'small' | 'medium';
  /** The surrounding text's colour instead of the theme's icon grey. */
  inherit?: boolean;
  /** Pulls the button to the bar's start edge, as MUI's `edge="start"`. */
  edgeStart?: boolean;
  className?: string;
  children: ReactNode;
  // The look's colour is `inherit`'s; an HTML colour attribute would be silently ignored.
} & Target<{ className?: string; children: ReactNode; color?: never }>;

export function PlainIconButton({
  size = 'medium',
  inherit = false,
  edgeStart = false,
  className,
  children,
  ...target
}: PlainIconButtonProps) {
  const css = useClasses();
  const small = size === 'small';
  return (
    <Element
      {...(target as Target<object>)}
      className={classes(
        css.icon,
        inherit && css.iconInherit,
        small && css.iconButtonSmall,
        edgeStart && css.edgeStart,
        edgeStart && small && css.edgeStartSmall,
        className,
      )}
    >
      {children}
    </Element>
  );
}
