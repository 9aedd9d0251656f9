// A short label shown beside an element on hover or keyboard focus, on Base UI's Tooltip (with its
// delays; not on touch, where tooltips cannot be discovered). It is for sighted users only, so the
// child must have an accessible name: a string title becomes the child's aria-label unless it has
// one, as MUI's Tooltip did. The child becomes Base UI's trigger through its render prop, so it
// must pass on props and a ref (as the kit's Button and IconButton do).
import { Tooltip as BaseTooltip } from '@base-ui/react/tooltip';
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { cx } from './cx';
import styles from './tooltip.module.css';

export interface TooltipProps {
  title: ReactNode;
  /** The element the tooltip describes. */
  children: ReactElement<{ 'aria-label'?: string }>;
  /** Where it goes from the element; it flips to fit the screen. */
  side?: 'top' | 'bottom' | 'left' | 'right';
  className?: string;
}

/** The bubble and its arrow, in a portal beside the trigger (or `anchor`). */
function Bubble({
  title,
  side,
  anchor,
  role,
  className,
}: Pick<TooltipProps, 'title' | 'side' | 'className'> & { anchor?: Element; role?: 'tooltip' }) {
  return (
    <BaseTooltip.Portal>
      <BaseTooltip.Positioner className={styles.positioner} side={side} sideOffset={10} anchor={anchor}>
        <BaseTooltip.Popup role={role} className={cx(styles.popup, className)}>
          <BaseTooltip.Arrow className={styles.arrow} />
          {title}
        </BaseTooltip.Popup>
      </BaseTooltip.Positioner>
    </BaseTooltip.Portal>
  );
}

export function Tooltip({ title, children, side = 'bottom', className }: TooltipProps) {
  const label = children.props['aria-label'] ?? (typeof title === 'string' ? title : undefined);
  return (
    <BaseTooltip.Root>
      <BaseTooltip.Trigger render={label === undefined ? children : cloneElement(children, { 'aria-label': label })} />
      <Bubble title={title} side={side} className={className} />
    </BaseTooltip.Root>
  );
}

export interface AnchoredTooltipProps {
  title: ReactNode;
  open: boolean;
  /** The element it describes, which it does not wrap (the element names itself). */
  anchor: Element;
  /** Called on Escape. */
  onClose: () => void;
  side?: TooltipProps['side'];
}

/**
 * The same bubble driven from outside: shown beside `anchor` while `open`, for a caller that handles
 * the hover and focus itself (the shop's lazily loaded tooltips, whose trigger renders before this
 * code has loaded).
 */
export function AnchoredTooltip({ title, open, anchor, onClose, side = 'bottom' }: AnchoredTooltipProps) {
  return (
    <BaseTooltip.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Bubble title={title} side={side} anchor={anchor} role="tooltip" />
    </BaseTooltip.Root>
  );
}
