// The error alert of a page or list whose query failed: the message, and a button that asks again.
import type { ReactNode } from 'react';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';

export interface RetryAlertProps {
  /** The error message. */
  children: ReactNode;
  retryLabel: string;
  onRetry: () => void;
  /** Shows the button's spinner while the query asks again. */
  retrying?: boolean;
  className?: string;
}

export function RetryAlert({ children, retryLabel, onRetry, retrying, className }: RetryAlertProps) {
  return (
    <Alert
      severity="error"
      className={className}
      action={
        <Button color="inherit" onClick={onRetry} loading={retrying}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
