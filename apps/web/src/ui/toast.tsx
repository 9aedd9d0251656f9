// Short messages at the bottom of the screen, in place of MUI's Snackbar, on Base UI's Toast:
// `useToast().show({ message, severity })` from anywhere under a ToastProvider. The toasts sit in
// a polite live region (a landmark that F6 reaches); an error is also announced at once through a
// role="alert" copy. Each closes after its timeout (paused while hovered or focused), on its X
// button, or on a swipe. Bottom centre on phones, bottom left from 600 px.
import { Toast } from '@base-ui/react/toast';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import X from 'lucide-react/icons/x';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { IconButton } from './button';
import styles from './toast.module.css';

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export interface ToastOptions {
  message: ReactNode;
  severity?: ToastSeverity;
  /** Milliseconds before it closes by itself; 0 keeps it until closed. The provider's by default. */
  timeout?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  /** Closes the toast of this id, or every toast. */
  close: (id?: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const ICONS = { success: CircleCheck, info: Info, warning: TriangleAlert, error: CircleAlert };

export interface ToastProviderProps {
  children: ReactNode;
  /** The X buttons' accessible name (translated by the caller). */
  closeLabel?: string;
  /** The toasts' region's accessible name. */
  regionLabel?: string;
  /** Milliseconds before a toast closes by itself (Base UI's 5000 by default). */
  timeout?: number;
  /** How many toasts show at once; older ones are hidden. */
  limit?: number;
}

export function ToastProvider({ children, closeLabel = 'Close', regionLabel = 'Notifications', timeout, limit }: ToastProviderProps) {
  // One manager per provider: the api below is stable, so showing a toast re-renders only the list.
  const [api] = useState(() => {
    const manager = Toast.createToastManager();
    const show = ({ message, severity = 'info', timeout: ms }: ToastOptions) =>
      manager.add({ description: message, type: severity, priority: severity === 'error' ? 'high' : 'low', timeout: ms });
    return { manager, value: { show, close: manager.close } satisfies ToastApi };
  });
  return (
    <Toast.Provider toastManager={api.manager} timeout={timeout} limit={limit}>
      <ToastContext.Provider value={api.value}>{children}</ToastContext.Provider>
      <Toast.Portal>
        <Toast.Viewport className={styles.viewport} aria-label={regionLabel}>
          <ToastList closeLabel={closeLabel} />
        </Toast.Viewport>
      </Toast.Portal>
    </Toast.Provider>
  );
}

function ToastList({ closeLabel }: { closeLabel: string }) {
  const { toasts } = Toast.useToastManager();
  return toasts.map((toast) => {
    const Icon = ICONS[(toast.type as ToastSeverity | undefined) ?? 'info'] ?? Info;
    return (
      <Toast.Root key={toast.id} toast={toast} className={styles.toast}>
        <Toast.Content className={styles.content}>
          <Icon aria-hidden className={styles.icon} />
          <Toast.Description className={styles.message} />
          <Toast.Close
            render={
              <IconButton aria-label={closeLabel} tone="inherit" className={styles.close}>
                <X aria-hidden />
              </IconButton>
            }
          />
        </Toast.Content>
      </Toast.Root>
    );
  });
}

/** The shop's toasts: `show({ message, severity })`. Only under a ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
