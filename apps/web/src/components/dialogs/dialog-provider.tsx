// Owns the error, success and loading dialogs of the shop and exposes them through useDialogs().
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogContext, type DialogApi } from './dialog-context';
import { LoadingDialog } from './loading-dialog';
import { MessageDialog, type MessageDialogData } from './message-dialog';

export { useDialogs } from './dialog-context';
export type { DialogApi, ErrorDialogOptions, SuccessDialogOptions } from './dialog-context';

export function DialogProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<MessageDialogData[]>([]);
  const [open, setOpen] = useState(true);
  const [loadingText, setLoadingText] = useState<string | null>(null);

  // `open` is false only while a closed dialog animates out; a dialog pushed meanwhile waits.
  const push = useCallback((dialog: MessageDialogData) => {
    setQueue((current) => [...current, dialog]);
  }, []);

  const api = useMemo<DialogApi>(
    () => ({
      showError: ({ title, message }) => push({ kind: 'error', title: title ?? t('dialog.errorTitle'), message }),
      showSuccess: ({ title, message }) => push({ kind: 'success', title, message }),
      showLoading: (text) => setLoadingText(text ?? t('dialog.loading')),
      hideLoading: () => setLoadingText(null),
    }),
    [push, t],
  );

  // Closing animates out first; the next queued dialog opens once the old one has left.
  const handleExited = useCallback(() => {
    setQueue((current) => current.slice(1));
    setOpen(true);
  }, []);

  return (
    <DialogContext.Provider value={api}>
      {children}
      <MessageDialog dialog={queue[0] ?? null} open={open} onClose={() => setOpen(false)} onExited={handleExited} />
      <LoadingDialog open={loadingText !== null} text={loadingText ?? ''} />
    </DialogContext.Provider>
  );
}
