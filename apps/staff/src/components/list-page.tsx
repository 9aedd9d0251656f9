// One list page: the heading with its actions, the filters in a grid that wraps, then the failed
// call's alert and loading, the empty text, or the table of the rows (in an outlined paper) with
// pages under it when there are more rows than one page holds.
import { Box, Pagination, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { ListPaging } from '../lib/use-list-filters';
import { usePageTitle } from '../lib/page-title';
import { ErrorAlert } from './error-alert';
import { Loading } from './loading';
import { RowsTable, type ListColumn } from './rows-table';
import { PageHeading } from './page-heading';

export type { ListColumn };

export interface ListPageProps<Row> {
  /** The page's heading and title. */
  title: string;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  /** The filter fields. */
  filters?: ReactNode;
  /** The table's accessible name; the title by default. */
  tableLabel?: string;
  columns: ListColumn<Row>[];
  rowKey: (row: Row) => number | string;
  /** Rows highlight under the pointer (those that open something). */
  hover?: boolean;
  /** This page's rows; undefined while there is no answer (loading, or after an error). */
  rows: Row[] | undefined;
  total: number | undefined;
  pending: boolean;
  error: unknown;
  /** Shown when the answer has no rows, e.g. 'No report matches.' */
  empty: string;
  paging: ListPaging;
  /** After the list: the page's dialogs. */
  children?: ReactNode;
}

export function ListPage<Row>(props: ListPageProps<Row>) {
  const { title, actions, filters, columns, rows, total = 0, pending, error, empty, paging, hover = true } = props;
  usePageTitle(title);
  return (
    <>
      <PageHeading title={title}>
        {actions && (
          <Stack direction="row" spacing={1}>
            {actions}
          </Stack>
        )}
      </PageHeading>
      {filters && (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))', gap: 1.5, mb: 2 }}>
          {filters}
        </Box>
      )}
      <ErrorAlert error={error} />
      {pending ? (
        <Loading />
      ) : rows?.length === 0 ? (
        <Typography sx={{ py: 4 }}>{empty}</Typography>
      ) : rows ? (
        <>
          <RowsTable label={props.tableLabel ?? title} columns={columns} rows={rows} rowKey={props.rowKey} hover={hover} />
          {total > paging.pageSize && (
            <Pagination
              sx={{ mt: 2 }}
              count={Math.ceil(total / paging.pageSize)}
              page={paging.page}
              onChange={(_event, next) => paging.onPage(next)}
            />
          )}
        </>
      ) : null}
      {props.children}
    </>
  );
}
