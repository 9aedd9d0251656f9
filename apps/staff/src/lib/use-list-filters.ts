// A list page's state: its filters (text as typed, '' for "any") and its page, which goes back to
// the first whenever a filter changes, and the paging fields every list call takes.
import { useState } from 'react';

export interface ListPaging {
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

export function useListFilters<F extends Record<string, string>>(initial: F, pageSize: number) {
  const [filters, setFilters] = useState(initial);
  const [page, setPage] = useState(1);
  /** A filter field's value and change handler (a text field's or a select's). */
  const field = <K extends keyof F>(key: K) => ({
    value: filters[key],
    onChange: (event: { target: { value: string } }) => {
      setFilters((current) => ({ ...current, [key]: event.target.value as F[K] }));
      setPage(1);
    },
  });
  const paging: ListPaging = { page, pageSize, onPage: setPage };
  return { filters, field, paging, pageFields: { pageNumber: page, pageSize } };
}

/** A text filter as the calls take it: trimmed, null when blank. */
export const textOrNull = (text: string): string | null => text.trim() || null;
