// The contract's checks of what the server sends (SPEC.md sections 7 and 4): a call's 200 data, the
// reason of a BidBuddy's 406, the socket's pushes and acknowledgements, and the public fair-play answers, each parsed with its
// zod schema. Run in the checks' worker (check-worker.ts), so that zod and the schemas never load
// on the page's main thread (issue 15), or in the page where there is no worker (checks.ts).
import { parseJson } from '../api/parse-json';
import {
  apiCalls,
  auctionRecordSchema,
  bidBuddyRefusalSchema,
  recordDigestListSchema,
  serverMessageSchema,
  socketEvents,
  type ApiPath,
  type ClientEventName,
} from '@blitz/contract';

export type CheckRequest =
  /** A call's 200 answer: as text (parsed here) or as a value already parsed (a cached copy). */
  | { kind: 'response'; path: ApiPath; text: string }
  | { kind: 'response'; path: ApiPath; value: unknown }
  /** The body of /auction/bidBuddy's 406 (its refusal's reason). */
  | { kind: 'bid-buddy-refusal'; value: unknown }
  /** A push on the socket's channel. */
  | { kind: 'message'; value: unknown }
  /** The acknowledgement of a socket command. */
  | { kind: 'ack'; event: ClientEventName; value: unknown }
  /** A public fair-play answer (a plain GET): an auction's record or the daily digests. */
  | { kind: 'public'; what: PublicAnswer; text: string };

/** The public fair-play answers, by what they hold. */
export type PublicAnswer = 'record' | 'digests';

export type CheckOutcome = { ok: true; data: unknown } | { ok: false; reason: 'unparseable' | 'invalid_shape' };

function schemaOf(request: CheckRequest) {
  switch (request.kind) {
    case 'response':
      return apiCalls[request.path].response;
    case 'bid-buddy-refusal':
      return bidBuddyRefusalSchema;
    case 'message':
      return serverMessageSchema;
    case 'ack':
      return socketEvents.clientToServer[request.event].ack;
    case 'public':
      return request.what === 'record' ? auctionRecordSchema : recordDigestListSchema;
  }
}

/** runCheck, with a check that throws (a request no schema answers) taken as the wrong shape. */
export function runCheckSafely(request: CheckRequest): CheckOutcome {
  try {
    return runCheck(request);
  } catch {
    return { ok: false, reason: 'invalid_shape' };
  }
}

export function runCheck(request: CheckRequest): CheckOutcome {
  let value: unknown;
  if ('text' in request) {
    const json = parseJson(request.text);
    if (!json.ok) return { ok: false, reason: 'unparseable' };
    value = json.value;
  } else value = request.value;
  const schema = schemaOf(request);
  // A call that never answers with data has no schema; its answer is passed on as it came.
  if (!schema) return { ok: true, data: value };
  const parsed = schema.safeParse(value);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, reason: 'invalid_shape' };
}
