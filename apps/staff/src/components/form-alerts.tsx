// What a form on a record's page says under its fields: the problem the check before sending found,
// the call's success, and the failed call's alert.
import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { ErrorAlert } from './error-alert';

export interface FormAlertsProps {
  problem?: string | null;
  /** Said once the call has succeeded (false or null before). */
  success?: ReactNode;
  error: unknown;
}

export function FormAlerts({ problem, success, error }: FormAlertsProps) {
  return (
    <>
      {problem && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {problem}
        </Alert>
      )}
      {success && (
        <Alert severity="success" sx={{ mt: 1.5 }}>
          {success}
        </Alert>
      )}
      <ErrorAlert error={error} />
    </>
  );
}
