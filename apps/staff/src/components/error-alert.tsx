// A failed call as an alert: its status text of SPEC.md section 8 (StaffApiError's message), else the generic text.
import { ERROR_MESSAGES } from '@blitz/contract';
import { Alert } from '@mui/material';
import { StaffApiError } from '../lib/staff-api';

export function ErrorAlert({ error }: { error: unknown }) {
  if (!error) return null;
  const message = error instanceof StaffApiError ? error.message : ERROR_MESSAGES.SOMETHING_WENT_WRONG;
  return (
    <Alert severity="error" role="alert" sx={{ my: 2 }}>
      {message}
    </Alert>
  );
}
