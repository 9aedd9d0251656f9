// Owns the error, success and loading dialogs of the shop and exposes them through useDialogs().
// The dialogs (and the kit's Dialog with them) are chunks of their own, fetched when one first
// opens, so they stay out of the first paint.
import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { lazyWithReload } from '../../lib/chunk-reload';
import { useOpenedOnce } from '../opened-once';
import { DialogContext, type DialogApi } from './dialog-context';
import type { MessageDialogData } from './message-dialog';
import { useFocusRescue } from './use-focus-rescue';

const MessageDialog = lazyWithReload(() => import('./message-dialog').then((m) => ({ default: m.MessageDialog })));
const LoadingDialog = lazyWithReload(() => import('./loading-dialog').then((m) => ({ default: m.LoadingDialog })));

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

  // Tracks focus from the start, before the message dialog's chunk is even fetched.
  const rescueFocus = useFocusRescue();
  const messageLoaded = useOpenedOnce(queue.length > 0);
  const loadingLoaded = useOpenedOnce(loadingText !== null);
  return (
    <DialogContext.Provider value={api}>
      {children}
      <Suspense fallback={null}>
        {messageLoaded && (
          <MessageDialog
            dialog={queue[0] ?? null}
            open={open}
            onClose={() => setOpen(false)}
            onExited={handleExited}
            rescueFocus={rescueFocus}
          />
        )}
        {loadingLoaded && <LoadingDialog open={loadingText !== null} text={loadingText ?? ''} />}
      </Suspense>
    </DialogContext.Provider>
  );
}
