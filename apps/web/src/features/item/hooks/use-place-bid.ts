// Placing a bid from the item page: one request at a time, instant feedback while it is in
// flight, and the refusal's reason as a translation key when the server says no.
import { useCallback, useRef, useState } from 'react';
import { useRealtime } from '../../../lib/realtime/realtime-context';
import { refusalKey } from '../components/bid-refusal';

export interface PlaceBidState {
  placeBid: () => Promise<void>;
  pending: boolean;
  /** Why the last bid was refused (a translation key), until the next attempt. */
  errorKey: string | null;
}

export function usePlaceBid(productID: number): PlaceBidState {
  const realtime = useRealtime();
  const [pending, setPending] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const inFlight = useRef(false);

  const placeBid = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setErrorKey(null);
    try {
      const ack = await realtime.placeBid(productID);
      if (ack.status !== 'success') setErrorKey(refusalKey(ack.reason, ack.message));
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, [realtime, productID]);

  return { placeBid, pending, errorKey };
}
