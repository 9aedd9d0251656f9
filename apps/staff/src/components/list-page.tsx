// One list page: the heading with its actions, the filters in a grid that wraps, then the failed
// call's alert and loading, the empty text, or the table of the rows (in an outlined paper) with
// pages under it when there are more rows than one page holds.
import { Box, Pagination, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { ListPaging } from '../lib/use-list-filters';
import { usePageTitle } from '../lib/page-title';
import { ErrorAlert } from './error-alert';
import { Loading } from './loading';

export interface ListColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: 'right';
  /** The narrowest screen the column is shown on; below it the column is left out. */
  from?: 'sm' | 'md' | 'lg';
  /** Styles of the column's body cells. */
  sx?: SxProps<Theme>;
}

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

const shownFrom = (from: ListColumn<unknown>['from']) => (from ? { display: { xs: 'none', [from]: 'table-cell' } } : {});

export function ListPage<Row>(props: ListPageProps<Row>) {
  const { title, actions, filters, columns, rows, total = 0, pending, error, empty, paging, hover = true } = props;
  usePageTitle(title);
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {actions && (
          <Stack direction="row" spacing={1}>
            {actions}
          </Stack>
        )}
      </Stack>
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
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label={props.tableLabel ?? title}>
              <TableHead>
                <TableRow>
                  {columns.map((column, index) => (
                    <TableCell key={index} align={column.align} sx={shownFrom(column.from)}>
                      {column.header}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={props.rowKey(row)} hover={hover}>
                    {columns.map((column, index) => (
                      <TableCell
                        key={index}
                        align={column.align}
                        sx={[shownFrom(column.from), ...(Array.isArray(column.sx) ? column.sx : [column.sx ?? {}])]}
                      >
                        {column.cell(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
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
