// One table of rows in an outlined paper, a row per record (keyed by its id): a header cell and a
// body cell per column, each column left out below the narrowest screen it is shown on. The list pages, the short lists of one page
// (bid packs, staff accounts, a shopper's history) and the overview's, figures' and live monitor's
// tables draw their rows with it.
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface ListColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: 'right';
  /** The narrowest screen the column is shown on; below it the column is left out. */
  from?: 'sm' | 'md' | 'lg';
  /** Styles of the column's body cells. */
  sx?: SxProps<Theme>;
}

export interface RowsTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: ListColumn<Row>[];
  rows: Row[];
  /** Rows highlight under the pointer (those that open something). */
  hover?: boolean;
  /** Said in a row of its own when there are no rows (without it, the table has no body rows). */
  empty?: ReactNode;
  /** Under the table, inside its paper (e.g. how many more rows there are elsewhere). */
  footer?: ReactNode;
}

const shownFrom = (from: ListColumn<unknown>['from']) => (from ? { display: { xs: 'none', [from]: 'table-cell' } } : {});

export function RowsTable<Row extends { id: number | string }>({
  label,
  columns,
  rows,
  hover = false,
  empty,
  footer,
}: RowsTableProps<Row>) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
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
            <TableRow key={row.id} hover={hover}>
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
          {rows.length === 0 && empty && (
            <TableRow>
              <TableCell colSpan={columns.length}>{empty}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {footer}
    </TableContainer>
  );
}
