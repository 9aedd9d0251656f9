// A modal dialog on Base UI's Dialog: a backdrop, a centred popup with a title (an <h2> that names
// it), an optional description, the content and a row of actions. Base UI traps the focus inside,
// closes on Escape or a press outside and gives the focus back to the element that had it. An
// `alert` dialog is Base UI's AlertDialog (role alertdialog, which a press outside does not close).
// Nothing is rendered while it is closed, so a server-rendered page carries no popup's inline style.
import { AlertDialog } from '@base-ui/react/alert-dialog';
import { Dialog as BaseDialog } from '@base-ui/react/dialog';
import X from 'lucide-react/icons/x';
import type { ReactNode, RefObject } from 'react';
import { IconButton } from './button';
import { cx } from './cx';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, a press outside (unless `alert`) and the close button. */
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** A short text under the title, the dialog's accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** The footer row, usually buttons; laid out at the end of the row. */
  actions?: ReactNode;
  /** The popup's greatest width: 444, 600 or 900 px. */
  maxWidth?: 'xs' | 'sm' | 'md';
  /** Fills the screen below this width (600 px), as on phones. */
  fullScreenBelow?: 'sm';
  /** Shows an X button in the title row with this accessible name. */
  closeLabel?: string;
  /** An alert dialog: role alertdialog, and a press outside does not close it. */
  alert?: boolean;
  /** The title's and the description's ids, for content that refers to them; Base UI makes some otherwise. */
  titleId?: string;
  descriptionId?: string;
  /** A class of the popup. */
  className?: string;
  /** The element focused on opening (or a function that finds it); by default the first one that takes focus. */
  initialFocus?: RefObject<HTMLElement | null> | (() => HTMLElement | null);
}

export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  maxWidth = 'sm',
  fullScreenBelow,
  closeLabel,
  alert = false,
  titleId,
  descriptionId,
  className,
  initialFocus,
}: DialogProps) {
  const Parts = alert ? AlertDialog : BaseDialog;
  const fullScreen = fullScreenBelow === 'sm';
  return (
    <Parts.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Parts.Portal>
        <Parts.Backdrop className={styles.backdrop} />
        <Parts.Viewport className={cx(styles.viewport, fullScreen && styles.fullScreenViewport)}>
          <Parts.Popup
            initialFocus={initialFocus}
            className={cx(styles.popup, styles[maxWidth], fullScreen && styles.fullScreenPopup, className)}
          >
            <div className={styles.header}>
              <Parts.Title id={titleId} className={styles.title}>
                {title}
              </Parts.Title>
              {closeLabel && (
                <Parts.Close
                  render={
                    <IconButton aria-label={closeLabel} edge="end" className={styles.close}>
                      <X aria-hidden />
                    </IconButton>
                  }
                />
              )}
            </div>
            <div className={styles.content}>
              {description && (
                <Parts.Description id={descriptionId} className={styles.description}>
                  {description}
                </Parts.Description>
              )}
              {children}
            </div>
            {actions && <div className={styles.actions}>{actions}</div>}
          </Parts.Popup>
        </Parts.Viewport>
      </Parts.Portal>
    </Parts.Root>
  );
}
