// The frame of the login and sign-up modals: title, close button and content, max width md for
// sign-up (SPEC.md section 2), full screen on phones. The close button comes after the form, so
// that the form's first field is the first control, which the dialog focuses as it opens (an
// autoFocus would take the focus before the dialog notes the button that opened it, and the
// focus would not go back there on closing).
import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { IconButton } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import styles from './auth.module.css';

export interface AccountModalProps {
  open: boolean;
  title: string;
  intro?: string;
  maxWidth: 'xs' | 'sm' | 'md';
  onClose: () => void;
  children: ReactNode;
}

export function AccountModal({ open, title, intro, maxWidth, onClose, children }: AccountModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={intro}
      maxWidth={maxWidth}
      fullScreenBelow="sm"
      className={styles.modal}
    >
      {children}
      <IconButton aria-label={t('account.close')} onClick={onClose} className={styles.close}>
        <X aria-hidden />
      </IconButton>
    </Dialog>
  );
}
