// Buttons of the shop: text, outlined and contained; in the brand's primary colour, the error
// colour or the surrounding text's; small, medium and large. A button with `to` is a router link,
// with `href` a plain link; otherwise a <button type="button"> unless `type` says otherwise.
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router';
import { cx } from './cx';
import { Spinner } from './spinner';
import styles from './button.module.css';

export type ButtonVariant = 'text' | 'outlined' | 'contained';
export type ButtonSize = 'small' | 'medium' | 'large';
export type ButtonColor = 'primary' | 'error' | 'inherit';

export interface ButtonLook {
  variant?: ButtonVariant;
  color?: ButtonColor;
  size?: ButtonSize;
  fullWidth?: boolean;
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The class names of a button of this look, for elements that cannot be a Button (a NavLink, say). */
export function buttonClass({ variant = 'text', color = 'primary', size = 'medium', fullWidth = false }: ButtonLook): string {
  return cx(
    styles.button,
    variant === 'outlined' && styles.outlined,
    styles[`${variant}${capital(color)}`],
    size !== 'medium' && styles[size],
    fullWidth && styles.fullWidth,
  );
}

type Target<Extra> =
  | (Omit<LinkProps, keyof Extra> & { href?: never })
  | (Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof Extra> & { href: string; to?: never })
  | (Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof Extra> & { to?: never; href?: never });

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
  return (
    <button type="button" {...(props as ButtonHTMLAttributes<HTMLButtonElement>)} className={className}>
      {children}
    </button>
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

export type ButtonProps = Common & Target<Common>;

export function Button({
  variant,
  color,
  size,
  fullWidth,
  startIcon,
  endIcon,
  loading = false,
  className,
  children,
  ...target
}: ButtonProps) {
  const start = loading ? <Spinner size={16} /> : startIcon;
  const isLink = target.to !== undefined || target.href !== undefined;
  const disabled = loading || ('disabled' in target && target.disabled === true);
  const element = isLink ? target : { ...target, disabled, 'aria-busy': loading || target['aria-busy'] || undefined };
  return (
    <Element {...(element as Target<object>)} className={cx(buttonClass({ variant, color, size, fullWidth }), className)}>
      {start && <span className={styles.startIcon}>{start}</span>}
      {children}
      {endIcon && <span className={styles.endIcon}>{endIcon}</span>}
    </Element>
  );
}

export type IconButtonProps = {
  size?: 'small' | 'medium';
  /** The icon's colour: the theme's icon grey by default, the surrounding text's, or the primary colour. */
  tone?: 'default' | 'inherit' | 'primary';
  /** Pulls the button to its bar's start or end edge. */
  edge?: 'start' | 'end';
  className?: string;
  /** Every icon button needs a name for screen readers. */
  'aria-label': string;
  children: ReactNode;
} & Target<{ className?: string; children: ReactNode; color?: never }>;

export function IconButton({ size = 'medium', tone = 'default', edge, className, children, ...target }: IconButtonProps) {
  return (
    <Element
      {...(target as Target<object>)}
      className={cx(
        styles.icon,
        tone === 'inherit' && styles.iconInherit,
        tone === 'primary' && styles.iconPrimary,
        size === 'small' && styles.iconSmall,
        edge === 'start' && styles.edgeStart,
        edge === 'end' && styles.edgeEnd,
        className,
      )}
    >
      {children}
    </Element>
  );
}
