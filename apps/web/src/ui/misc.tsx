// Small pieces of the kit: Divider, Link, Container, Avatar, Chip, Badge and VisuallyHidden.
import type { AnchorHTMLAttributes, ComponentPropsWithRef, ElementType, HTMLAttributes, ReactNode } from 'react';
import { Link as RouterLink, type LinkProps as RouterLinkProps } from 'react-router';
import { cx } from './cx';
import styles from './misc.module.css';

/** A thin rule between parts: horizontal (an <hr>) or, in a row, vertical. */
export function Divider({ vertical = false, className }: { vertical?: boolean; className?: string }) {
  return vertical ? (
    <span role="separator" aria-orientation="vertical" className={cx(styles.divider, styles.vertical, className)} />
  ) : (
    <hr className={cx(styles.divider, className)} />
  );
}

type LinkLook = { inherit?: boolean; className?: string };
export type LinkProps = LinkLook &
  ((RouterLinkProps & { href?: never }) | (AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; to?: never }));

/** A text link in the primary colour (or the text's), underlined on hover: a router link with `to`, a plain one with `href`. */
export function Link({ inherit = false, className, ...target }: LinkProps) {
  const look = cx(styles.link, inherit && styles.linkInherit, className);
  if (target.to !== undefined) return <RouterLink {...(target as RouterLinkProps)} className={look} />;
  return <a {...(target as AnchorHTMLAttributes<HTMLAnchorElement>)} className={look} />;
}

export type ContainerProps<C extends ElementType = 'div'> = {
  component?: C;
  /** Its widest: 600, 900, 1200 or 1536 px; none by default. */
  maxWidth?: 'sm' | 'md' | 'lg' | 'xl';
} & Omit<ComponentPropsWithRef<C>, 'component'>;

/** The page's column, centred, with 16 px of side padding on phones and 24 px above. */
export function Container<C extends ElementType = 'div'>({ component, maxWidth, className, ...rest }: ContainerProps<C>) {
  const Element: ElementType = component ?? 'div';
  return <Element className={cx(styles.container, maxWidth && styles[maxWidth], className as string | undefined)} {...rest} />;
}

export interface AvatarProps extends HTMLAttributes<HTMLSpanElement> {
  src?: string;
  /** The picture's text; empty when the name is written beside it. */
  alt?: string;
  /** Shown without a picture: initials or an icon. */
  children?: ReactNode;
}

/** A round picture of a person, or their initials. Its size comes from the caller's class. */
export function Avatar({ src, alt = '', children, className, ...rest }: AvatarProps) {
  return (
    <span className={cx(styles.avatar, className)} {...rest}>
      {src ? <img src={src} alt={alt} loading="lazy" decoding="async" /> : children}
    </span>
  );
}

export interface ChipProps extends HTMLAttributes<HTMLSpanElement> {
  label: ReactNode;
  icon?: ReactNode;
  size?: 'small' | 'medium';
  variant?: 'filled' | 'outlined';
  color?: 'default' | 'primary' | 'success' | 'error' | 'warning';
}

const CHIP_COLORS = {
  default: undefined,
  primary: styles.chipPrimary,
  success: styles.chipSuccess,
  error: styles.chipError,
  warning: styles.chipWarning,
};

/** A short label in a pill: a status, a tag. */
export function Chip({ label, icon, size = 'medium', variant = 'filled', color = 'default', className, ...rest }: ChipProps) {
  return (
    <span
      className={cx(
        styles.chip,
        size === 'small' && styles.chipSmall,
        variant === 'outlined' && styles.chipOutlined,
        CHIP_COLORS[color],
        className,
      )}
      {...rest}
    >
      {icon}
      <span className={styles.chipLabel}>{label}</span>
    </span>
  );
}

export interface BadgeProps {
  /** The count shown; nothing when 0 unless `showZero`. */
  count?: number;
  max?: number;
  /** A dot instead of a count. */
  dot?: boolean;
  showZero?: boolean;
  className?: string;
  children: ReactNode;
}

/** A count (or a dot) on the corner of an icon. The count is decoration: say it in the holder's name. */
export function Badge({ count = 0, max = 99, dot = false, showZero = false, className, children }: BadgeProps) {
  const shown = dot || count > 0 || showZero;
  return (
    <span className={cx(styles.badgeHolder, className)}>
      {children}
      {shown && (
        <span aria-hidden className={cx(styles.badge, dot && styles.dot)}>
          {dot ? null : count > max ? `${max}+` : count}
        </span>
      )}
    </span>
  );
}

/** Text for screen readers only. */
export function VisuallyHidden<C extends ElementType = 'span'>({
  component,
  className,
  ...rest
}: { component?: C } & Omit<ComponentPropsWithRef<C>, 'component'>) {
  const Element: ElementType = component ?? 'span';
  return <Element className={cx(styles.visuallyHidden, className as string | undefined)} {...rest} />;
}
