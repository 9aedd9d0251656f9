// A panel that slides in from the screen's left, right or bottom edge, on Base UI's Dialog (a
// positioned dialog, as Base UI advises for panels without swipe gestures): modal, with a backdrop,
// the focus trapped inside and given back on closing, closed by Escape or a press outside. It has
// no visible title, so `label` names it for screen readers. Its width is the content's, or the
// caller's class's.
import { Dialog } from '@base-ui/react/dialog';
import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './drawer.module.css';

export interface DrawerProps {
  side: 'left' | 'right' | 'bottom';
  open: boolean;
  /** Called on Escape and on a press outside. */
  onClose: () => void;
  /** The panel's accessible name. */
  label: string;
  children: ReactNode;
  /** A class of the panel. */
  className?: string;
  /** The panel's id, for its opening button's aria-controls. */
  id?: string;
}

export function Drawer({ side, open, onClose, label, children, className, id }: DrawerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Backdrop className={styles.backdrop} />
        <Dialog.Popup id={id} aria-label={label} className={cx(styles.panel, styles[side], className)}>
          {children}
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
