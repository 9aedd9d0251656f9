// The body of a list page: the failed call's alert, then loading, the empty text, or the table (in
// an outlined paper) with pages under it when there are more rows than one page holds.
import { Pagination, Paper, TableContainer, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ErrorAlert } from './error-alert';
import { Loading } from './loading';

export interface ListViewProps {
  error: unknown;
  pending: boolean;
  /** Rows on this page; undefined while there is no answer (after an error). */
  count: number | undefined;
  /** Shown when the answer has no rows, e.g. 'No report matches.' */
  empty: string;
  total: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  /** The table. */
  children: ReactNode;
}

export function ListView({ error, pending, count, empty, total, pageSize, page, onPage, children }: ListViewProps) {
  return (
    <>
      <ErrorAlert error={error} />
      {pending ? (
        <Loading />
      ) : count === 0 ? (
        <Typography sx={{ py: 4 }}>{empty}</Typography>
      ) : count !== undefined ? (
        <>
          <TableContainer component={Paper} variant="outlined">
            {children}
          </TableContainer>
          {total > pageSize && (
            <Pagination sx={{ mt: 2 }} count={Math.ceil(total / pageSize)} page={page} onChange={(_event, next) => onPage(next)} />
          )}
        </>
      ) : null}
    </>
  );
}
