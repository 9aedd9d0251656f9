// One accessible error or success dialog. The provider renders at most one at a time and
// queues the rest, so a burst of failures never stacks dialogs on top of each other.
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { cx } from '../../ui/cx';
import { Dialog } from '../../ui/dialog';
import { Text } from '../../ui/text';
import { WhenClosed } from './when-closed';
import styles from './dialogs.module.css';

export interface MessageDialogData {
  kind: 'error' | 'success';
  title: string;
  message: string;
}

interface MessageDialogProps {
  dialog: MessageDialogData | null;
  open: boolean;
  onClose: () => void;
  /** Called once the dialog has closed and left the page. */
  onExited: () => void;
  /** Called once the dialog has closed (the provider's useFocusRescue). */
  rescueFocus: () => void;
}

export function MessageDialog({ dialog, open, onClose, onExited, rescueFocus }: MessageDialogProps) {
  const { t } = useTranslation();
  const isError = dialog?.kind === 'error';
  const Icon = isError ? CircleAlert : CircleCheck;
  const shown = open && dialog !== null;
  return (
    <Dialog
      open={shown}
      onClose={onClose}
      maxWidth="xs"
      alert={isError}
      title={
        <span className={styles.title}>
          <Icon aria-hidden className={cx(styles.icon, isError ? styles.error : styles.success)} />
          <span>{dialog?.title}</span>
        </span>
      }
      description={<span className={styles.message}>{dialog?.message}</span>}
      actions={
        // The only control, so the dialog focuses it when it opens.
        <Button variant="contained" onClick={onClose}>
          {t('dialog.ok')}
        </Button>
      }
    >
      {isError && (
        <Text variant="body2" className={styles.hint}>
          {t('dialog.supportHint')}
        </Text>
      )}
      <WhenClosed
        open={shown}
        onClosed={() => {
          // A success dialog often outlives the form that asked for it, so the control the
          // dialog gives the focus back to may be gone.
          rescueFocus();
          onExited();
        }}
      />
    </Dialog>
  );
}
