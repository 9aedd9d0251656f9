// Blocking "please wait" dialog shown during auth calls; it cannot be dismissed by the user.
import { Dialog } from '../../ui/dialog';
import { Spinner } from '../../ui/spinner';
import styles from './dialogs.module.css';

interface LoadingDialogProps {
  open: boolean;
  text: string;
}

const stayOpen = () => undefined;

export function LoadingDialog({ open, text }: LoadingDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={stayOpen}
      maxWidth="xs"
      className={styles.loading}
      title={
        <span className={styles.loadingRow}>
          <Spinner size={28} className={styles.spinner} />
          <span role="status">{text}</span>
        </span>
      }
    />
  );
}
