// A list call's answer on a page: the failed call's alert and loading, the empty text, or the rows
// in a table with pages under it when there are more rows than one page holds.
import { Pagination, Typography } from '@mui/material';
import type { ListQuery } from '../lib/use-list-call';
import type { ListPaging } from '../lib/use-list-filters';
import { ErrorAlert } from './error-alert';
import { Loading } from './loading';
import { RowsTable, type ListColumn } from './rows-table';

export interface ListRowsProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: ListColumn<Row>[];
  answer: ListQuery<Row>;
  /** Another call's failure, shown when the list's own call has none (a change made from the list). */
  error?: unknown;
  /** Shown when the answer has no rows, e.g. 'No report matches.'; without it the table shows with no rows. */
  empty?: string;
  /** Without it, the answer holds every row. */
  paging?: ListPaging;
  /** Rows highlight under the pointer (those that open something). */
  hover?: boolean;
}

export function ListRows<Row extends { id: number | string }>({ label, columns, answer, error, empty, paging, hover }: ListRowsProps<Row>) {
  const { data } = answer;
  return (
    <>
      <ErrorAlert error={answer.error ?? error} />
      {answer.isPending ? (
        <Loading />
      ) : data?.rows.length === 0 && empty ? (
        <Typography sx={{ py: 4 }}>{empty}</Typography>
      ) : data ? (
        <>
          <RowsTable label={label} columns={columns} rows={data.rows} hover={hover} />
          {paging && data.total > paging.pageSize && (
            <Pagination
              sx={{ mt: 2 }}
              count={Math.ceil(data.total / paging.pageSize)}
              page={paging.page}
              onChange={(_event, next) => paging.onPage(next)}
            />
          )}
        </>
      ) : null}
    </>
  );
}
