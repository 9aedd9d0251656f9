// A list's answer rendered in slices (issue 15). A query's update renders in one go (React renders a
// store's change at once), so a page of cards arriving made one long task on a phone. Passed
// through here, the answer renders in a transition instead, which React renders a few milliseconds
// at a time and lets the browser in between.
import { useDeferredValue } from 'react';

export interface DeferredAnswer<T> {
  /** The answer, once React has rendered it in a transition (the previous one until then). */
  data: T | undefined;
  /** The first answer is in but not rendered yet: show the list as still loading. */
  waiting: boolean;
  /**
   * A newer answer (a next page) is in but not rendered yet: a pager shows itself as still loading,
   * not as done, until its cards are there.
   */
  stale: boolean;
}

export function useDeferredAnswer<T>(data: T | undefined): DeferredAnswer<T> {
  const deferred = useDeferredValue(data);
  return { data: deferred, waiting: data !== undefined && deferred === undefined, stale: data !== deferred };
}

/**
 * Only the first answer in a transition; a later one (another language's, from the cache) shows in
 * the render that brings it, not after the previous one has stayed on screen a while longer. For
 * a short list whose first rendering is what costs (a bar of buttons).
 */
export function useDeferredFirstAnswer<T>(data: T | undefined): Pick<DeferredAnswer<T>, 'data' | 'waiting'> {
  const answer = useDeferredAnswer(data);
  return { data: answer.data === undefined ? undefined : data, waiting: answer.waiting };
}

/**
 * A pager's state under a deferred answer: shown, and loading, also while a next page is in but its
 * cards are not rendered yet (`stale`), so it never shows itself done too early.
 */
export function pagerState(query: { hasNextPage: boolean; isFetchingNextPage: boolean }, stale: boolean) {
  return { more: query.hasNextPage || stale, loading: query.isFetchingNextPage || stale };
}
