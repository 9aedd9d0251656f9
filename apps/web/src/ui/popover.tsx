// A popup of content beside the element that opens it, on Base UI's Popover: a non-modal dialog
// (role dialog) that takes the focus when it opens, closes on Escape or a press outside and gives
// the focus back to its trigger. `trigger` becomes Base UI's trigger through its render prop. A
// `title` names it; without one, give it a `label`.
import { Popover as BasePopover } from '@base-ui/react/popover';
import X from 'lucide-react/icons/x';
import type { ReactElement, ReactNode } from 'react';
import { IconButton } from './button';
import { cx } from './cx';
import styles from './popover.module.css';

export interface PopoverProps {
  /** The element that opens the popover: a Button or IconButton (it must pass on props and a ref). */
  trigger: ReactElement;
  children: ReactNode;
  /** A heading at the top, which names the popover. */
  title?: ReactNode;
  /** The accessible name when there is no title. */
  label?: string;
  /** Shows an X button with this accessible name. */
  closeLabel?: string;
  /** Where it goes from the trigger; it flips to fit the screen. */
  side?: 'top' | 'bottom' | 'left' | 'right';
  align?: 'start' | 'center' | 'end';
  /** Opens on hover as well as on a press (an info tip that touch and screen reader users can still open). */
  openOnHover?: boolean;
  /** Controlled open state. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** A class of the popup. */
  className?: string;
}

export function Popover({
  trigger,
  children,
  title,
  label,
  closeLabel,
  side = 'bottom',
  align = 'center',
  openOnHover,
  open,
  onOpenChange,
  className,
}: PopoverProps) {
  return (
    <BasePopover.Root open={open} onOpenChange={onOpenChange}>
      <BasePopover.Trigger render={trigger} openOnHover={openOnHover} />
      <BasePopover.Portal>
        <BasePopover.Positioner className={styles.positioner} side={side} align={align} sideOffset={10}>
          <BasePopover.Popup aria-label={title ? undefined : label} className={cx(styles.popup, className)}>
            <BasePopover.Arrow className={styles.arrow} />
            {(title || closeLabel) && (
              <div className={styles.header}>
                {title && <BasePopover.Title className={styles.title}>{title}</BasePopover.Title>}
                {closeLabel && (
                  <BasePopover.Close
                    render={
                      <IconButton aria-label={closeLabel} size="small" edge="end" className={styles.close}>
                        <X aria-hidden />
                      </IconButton>
                    }
                  />
                )}
              </div>
            )}
            {children}
          </BasePopover.Popup>
        </BasePopover.Positioner>
      </BasePopover.Portal>
    </BasePopover.Root>
  );
}
