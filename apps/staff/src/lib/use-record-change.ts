// A change whose answer is the record it changed (an order, a report, a shopper, an item, an
// auction): the answer replaces the cached record at once, and the section's other queries (its
// lists) are read again.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

export interface RecordKeys {
  /** The prefix of every query of the section. */
  all: QueryKey;
  /** One record's query. */
  one: (id: number) => QueryKey;
}

/** `alsoStale`: queries of other sections that show the record too. */
export function useRecordChange<V, R extends { id: number }>(
  keys: RecordKeys,
  change: (vars: V) => Promise<R>,
  alsoStale: QueryKey[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (record) => {
      queryClient.setQueryData(keys.one(record.id), record);
      for (const queryKey of [keys.all, ...alsoStale]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
