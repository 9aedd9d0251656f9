// Binds a page's state to the router's search params: reading parses the URL, writing pushes a
// history entry so Back steps through earlier states. `read` and `write` are module functions.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export function useUrlState<State>(
  read: (params: URLSearchParams) => State,
  write: (state: State) => URLSearchParams,
): [State, (next: State) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const state = useMemo(() => read(new URLSearchParams(key)), [read, key]);
  const update = useCallback((next: State) => setParams(write(next)), [setParams, write]);
  return [state, update];
}
