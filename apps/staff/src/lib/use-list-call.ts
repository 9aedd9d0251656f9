// A list call: one page of rows for the filters, the page shown before kept on screen while the
// next one loads, and the answer as a list's table takes it (its rows and how many match in all).
import type { StaffBody, StaffPath, StaffResponse } from '@blitz/contract';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { callStaff } from './staff-api';

export interface ListAnswer<Row> {
  rows: Row[];
  total: number;
}

/** A list's query as the page shows it: the answer (once there is one), loading and failure. */
export interface ListQuery<Row> {
  data: ListAnswer<Row> | undefined;
  isPending: boolean;
  error: unknown;
}

/** The calls that answer a page of rows and how many match in all. */
type ListPath = { [P in StaffPath]: StaffResponse<P> extends { total: number } ? P : never }[StaffPath];

/** `rowsOf`: where the answer holds its rows (`{ orders, total }` gives its orders). */
export function useListCall<P extends ListPath, Row>(
  queryKey: QueryKey,
  path: P,
  body: StaffBody<P>,
  rowsOf: (answer: StaffResponse<P>) => Row[],
) {
  return useQuery({
    queryKey,
    queryFn: () => callStaff(path, body),
    placeholderData: keepPreviousData,
    // A list call always answers (never 202 without data), whatever the generic path says.
    select: (answer): ListAnswer<Row> => ({ rows: rowsOf(answer), total: answer!.total }),
  });
}

/** A call that answers every row at once, as a list of one page. */
export const wholeList = <Row>(rows: Row[]): ListAnswer<Row> => ({ rows, total: rows.length });
