// The dashboard's filtered lists (bids history, order history) keep their filter in the URL with
// the list-page keys of SPEC.md section 2 beside the dashboard's own `page=<section>`, so a reload
// or a shared link shows the same list. A filter is its fields and the sort; Clear keeps the sort.
import { toListQuery, type SortValue } from '@blitz/contract';

/** The filter without its unset fields, so that the filters of one URL compare equal. */
export function withoutUnset<Filter extends object>(filter: Filter): Filter {
  for (const key of Object.keys(filter) as (keyof Filter)[]) if (filter[key] === undefined) delete filter[key];
  return filter;
}

/** The dashboard section's search params for a filter. */
export function writeListUrl(section: string, filter: Parameters<typeof toListQuery>[0]): URLSearchParams {
  const params = new URLSearchParams({ page: section });
  toListQuery(filter).forEach((value, key) => params.set(key, value));
  return params;
}

/** Whether the filter narrows the list (sets anything but the sort). */
export function hasListFilters(filter: { sort: SortValue }): boolean {
  return Object.keys(filter).some((key) => key !== 'sort');
}
