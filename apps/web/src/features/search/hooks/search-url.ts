// The search page's state lives in its URL (SPEC.md section 2, list-page query keys). The
// contract's list-query helpers own those keys; the department filter, which SPEC.md gives no
// key, travels as `dep` beside them.
import { SEARCH_DEPARTMENT_KEY, parseListQuery, parseSearchDepartment, toListQuery, type ListFilter } from '@blitz/contract';

export interface SearchState {
  filter: ListFilter;
  departmentID?: number;
}

export function readSearchUrl(params: URLSearchParams): SearchState {
  const filter = parseListQuery(params);
  const departmentID = parseSearchDepartment(params);
  return departmentID !== undefined ? { filter, departmentID } : { filter };
}

export function writeSearchUrl(state: SearchState): URLSearchParams {
  const params = toListQuery(state.filter);
  if (state.departmentID !== undefined) params.set(SEARCH_DEPARTMENT_KEY, String(state.departmentID));
  return params;
}

/** The filter with every narrowing removed; the search text and sort stay. */
export function clearFilters(state: SearchState): SearchState {
  const { search, sort } = state.filter;
  return { filter: search ? { search, sort } : { sort } };
}

/** How many narrowing choices are active (shown on the mobile "Filters" button). */
export function countActiveFilters(state: SearchState): number {
  const f = state.filter;
  let count = state.departmentID !== undefined ? 1 : 0;
  for (const list of [f.categories, f.availability, f.ratings, f.bidTypes, f.statuses]) count += list?.length ?? 0;
  if (f.priceMin !== undefined || f.priceMax !== undefined) count += 1;
  return count;
}
