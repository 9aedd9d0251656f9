// List-page URL query keys of SPEC.md section 2, to and from a typed filter object. Parsing is
// forgiving: junk values are dropped, an unknown sort falls back to 'rel'. The filter's schema
// is in list-filter.ts: the search page reads its URL with this module alone, without building
// any schema (or loading zod) in the page (issue 15).
import type { z } from 'zod';
import { regexes } from 'zod/v4/core';
import { BID_TYPES, DEFAULT_SORT, SORT_VALUES } from './constants';
import type { BidType, SortValue } from './constants';
import type { SearchBody } from './catalogue';
import type { ListFilter, listFilterSchema } from './list-filter';

/** Filter field -> URL key. */
export const LIST_QUERY_KEYS = {
  search: 's',
  categories: 'cat',
  priceMin: 'prMin',
  priceMax: 'prMax',
  availability: 'avail',
  ratings: 'rat',
  bidTypes: 'bdT',
  statuses: 'stat',
  dateMin: 'dtMin',
  dateMax: 'dtMax',
  auctionIDs: 'auctID',
  daysLeft: 'dLeft',
  paid: 'pd',
  courier: 'cor',
  tracking: 'trak',
  wonBy: 'wonBy',
  sort: 'srt',
} as const;

type ListFilterInput = z.input<typeof listFilterSchema>;

const INT = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;

function isSortValue(value: string): value is SortValue {
  return (SORT_VALUES as readonly string[]).includes(value);
}

function isBidType(value: string): value is BidType {
  return (BID_TYPES as readonly string[]).includes(value);
}

/** Every comma-separated item of every occurrence of `key`, trimmed, unique, non-empty. */
function items(params: URLSearchParams, key: string): string[] {
  const all = params.getAll(key).flatMap((value) => value.split(','));
  return [...new Set(all.map((item) => item.trim()).filter((item) => item !== ''))];
}

function text(params: URLSearchParams, key: string): string | undefined {
  const value = params.get(key)?.trim();
  return value ? value : undefined;
}

function nonEmpty<T>(list: T[]): T[] | undefined {
  return list.length > 0 ? list : undefined;
}

function intList(params: URLSearchParams, key: string, min: number, max: number) {
  const numbers = items(params, key)
    .filter((item) => INT.test(item))
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n >= min && n <= max);
  return nonEmpty(numbers);
}

function decimal(params: URLSearchParams, key: string): number | undefined {
  const value = text(params, key);
  if (value === undefined || !DECIMAL.test(value)) return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

function int(params: URLSearchParams, key: string): number | undefined {
  const value = text(params, key);
  if (value === undefined || !INT.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : undefined;
}

function day(params: URLSearchParams, key: string): string | undefined {
  const value = text(params, key);
  // The pattern calendarDateSchema (z.iso.date) checks with.
  return value !== undefined && regexes.date.test(value) ? value : undefined;
}

function bool(params: URLSearchParams, key: string): boolean | undefined {
  const value = text(params, key)?.toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return undefined;
}

/** Reads a list page's query; every field is optional except `sort`. */
export function parseListQuery(params: URLSearchParams): ListFilter {
  const k = LIST_QUERY_KEYS;
  const sort = text(params, k.sort);
  const filter: ListFilter = {
    search: text(params, k.search),
    categories: intList(params, k.categories, 0, Number.MAX_SAFE_INTEGER),
    priceMin: decimal(params, k.priceMin),
    priceMax: decimal(params, k.priceMax),
    availability: nonEmpty(items(params, k.availability)),
    ratings: intList(params, k.ratings, 0, 5),
    bidTypes: nonEmpty(items(params, k.bidTypes).filter(isBidType)),
    statuses: nonEmpty(items(params, k.statuses)),
    dateMin: day(params, k.dateMin),
    dateMax: day(params, k.dateMax),
    auctionIDs: intList(params, k.auctionIDs, 1, Number.MAX_SAFE_INTEGER),
    daysLeft: int(params, k.daysLeft),
    paid: bool(params, k.paid),
    courier: text(params, k.courier),
    tracking: text(params, k.tracking),
    wonBy: text(params, k.wonBy),
    sort: sort !== undefined && isSortValue(sort) ? sort : DEFAULT_SORT,
  };
  // Drop absent fields so results compare equal to hand-written filters.
  for (const key of Object.keys(filter) as (keyof ListFilter)[]) {
    if (filter[key] === undefined) delete filter[key];
  }
  return filter;
}

/** Writes a filter as query keys in a fixed order; empty values and the default sort are left out. */
export function toListQuery(filter: ListFilterInput): URLSearchParams {
  const params = new URLSearchParams();
  for (const [field, key] of Object.entries(LIST_QUERY_KEYS)) {
    const value = filter[field as keyof ListFilterInput];
    if (value === undefined || value === null) continue;
    if (field === 'sort' && value === DEFAULT_SORT) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else if (typeof value === 'string') {
      if (value.trim() !== '') params.set(key, value.trim());
    } else {
      params.set(key, String(value));
    }
  }
  return params;
}

/** The search page's department filter, which SPEC.md gives no key, travels as `dep` beside the list keys. */
export const SEARCH_DEPARTMENT_KEY = 'dep';

/** The search page's department (a positive id), or undefined when its URL names none. */
export function parseSearchDepartment(params: URLSearchParams): number | undefined {
  const raw = params.get(SEARCH_DEPARTMENT_KEY)?.trim() ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  return id > 0 ? id : undefined;
}

/** The /search/auction body for a filter (envelope fields are added by the API client). */
export function toSearchBody(filter: ListFilterInput, page: { pageNumber: number; pageSize: number }): SearchBody {
  return {
    ...page,
    searchText: filter.search,
    categoryID: filter.categories,
    minPrice: filter.priceMin,
    maxPrice: filter.priceMax,
    availability: filter.availability,
    ratings: filter.ratings,
    bidType: filter.bidTypes,
    status: filter.statuses,
    sort: filter.sort ?? DEFAULT_SORT,
  };
}
