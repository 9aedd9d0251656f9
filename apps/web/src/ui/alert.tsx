// A message in a tinted box with its severity's icon (MUI's Alert): error, warning, info or
// success, tinted or outlined, with an optional action (a button or a link) and a close button.
// Its role is `alert` (read out as it appears) unless the caller names another.
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import X from 'lucide-react/icons/x';
import type { HTMLAttributes, ReactNode } from 'react';
import { IconButton } from './button';
import { cx } from './cx';
import styles from './alert.module.css';

export type Severity = 'error' | 'warning' | 'info' | 'success';

const ICONS = { error: CircleAlert, warning: TriangleAlert, info: Info, success: CircleCheck } as const;

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  severity?: Severity;
  variant?: 'standard' | 'outlined';
  title?: ReactNode;
  /** Beside the message, at its end: a button or a link. */
  action?: ReactNode;
  /** With `closeLabel`, shows a close button that calls this. */
  onClose?: () => void;
  closeLabel?: string;
  /** `false` for no icon, or another one in its place. */
  icon?: ReactNode | false;
}

export function Alert({
  severity = 'info',
  variant = 'standard',
  title,
  action,
  onClose,
  closeLabel,
  icon,
  role = 'alert',
  className,
  children,
  ...rest
}: AlertProps) {
  const Icon = ICONS[severity];
  return (
    <div role={role} className={cx(styles.alert, styles[severity], variant === 'outlined' && styles.outlined, className)} {...rest}>
      {icon !== false && <div className={styles.icon}>{icon ?? <Icon aria-hidden />}</div>}
      <div className={styles.message}>
        {title && <p className={styles.title}>{title}</p>}
        {children}
      </div>
      {(action || (onClose && closeLabel)) && (
        <div className={styles.action}>
          {action}
          {onClose && closeLabel && (
            <IconButton size="small" tone="inherit" aria-label={closeLabel} onClick={onClose}>
              <X aria-hidden />
            </IconButton>
          )}
        </div>
      )}
    </div>
  );
}
