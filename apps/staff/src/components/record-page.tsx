// One record's page (an order, a report, a shopper): the way back to its list and its heading, then
// the failed call's alert and loading, or what the page shows of the record.
import { Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from './error-alert';
import { Loading } from './loading';

export interface RecordPageProps {
  /** The list the record belongs to, e.g. `{ to: '/orders', label: 'All orders' }`. */
  back: { to: string; label: string };
  title: ReactNode;
  error: unknown;
  pending: boolean;
  /** What the page shows of the record, once its call has answered. */
  children: ReactNode;
}

export function RecordPage({ back, title, error, pending, children }: RecordPageProps) {
  return (
    <>
      <Button component={Link} to={back.to} sx={{ mb: 1 }}>
        ← {back.label}
      </Button>
      <Typography variant="h4" component="h1" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <ErrorAlert error={error} />
      {pending ? <Loading /> : children}
    </>
  );
}
