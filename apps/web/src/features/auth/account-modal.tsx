// The frame of the login and sign-up modals: title, close button and content, max width md for
// sign-up (SPEC.md section 2), full screen on phones.
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
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
      closeLabel={t('account.close')}
      className={styles.modal}
    >
      {children}
    </Dialog>
  );
}
