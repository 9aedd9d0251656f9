// A blocking alert that offers one way out (SPEC.md section 4: 'Network Timeout' with Reload,
// 'Failed to authenticate' with Logout). Escape and the backdrop do not close it: the action is
// the only sensible next step.
import CircleAlert from 'lucide-react/icons/circle-alert';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button';
import { cx } from '../../ui/cx';
import { Dialog } from '../../ui/dialog';
import styles from './dialogs.module.css';

export interface ActionDialogProps {
  open: boolean;
  title: string;
  message: string;
  actionLabel: string;
  actionIcon?: ReactNode;
  onAction: () => void;
}

const stayOpen = () => undefined;

export function ActionDialog({ open, title, message, actionLabel, actionIcon, onAction }: ActionDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={stayOpen}
      alert
      maxWidth="xs"
      title={
        <span className={styles.title}>
          <CircleAlert aria-hidden className={cx(styles.icon, styles.error)} />
          <span>{title}</span>
        </span>
      }
      description={message}
      actions={
        // The only control, so the dialog focuses it when it opens.
        <Button variant="contained" startIcon={actionIcon} onClick={onAction}>
          {actionLabel}
        </Button>
      }
    />
  );
}
