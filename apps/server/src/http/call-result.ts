/**
 * What a call handler returns, and the one function that turns it into an HTTP answer with the
 * status semantics of SPEC.md section 8: 200 with JSON data, 202 and 204 without a body, 206, 209
 * and 406 (and the payment link's 208 and 300) with JSON data.
 */
import type { FastifyReply } from 'fastify';
import { acceptedEncoding, COMPRESS_THRESHOLD_BYTES, encode, varyOnEncoding, type ContentEncoding } from './compression';

/** JSON data sent with a non-200 status, e.g. `{ message: 'email' }` with 209. */
export type StatusData = Record<string, unknown> | unknown[];

/**
 * A 200 body already checked against the contract and serialised, so a cached answer is checked,
 * stringified and (on first demand, per encoding) compressed once rather than on every request
 * that shares it.
 */
// `_D` is the body's type, kept for the reader and the call sites; the class holds only its JSON text.
export class CheckedJson<_D> {
  private readonly encodedCopies = new Map<ContentEncoding, Buffer>();
  readonly bytes: number;

  private constructor(readonly json: string) {
    this.bytes = Buffer.byteLength(json);
  }

  static of<D>(schema: { parse(value: unknown): D }, value: D): CheckedJson<D> {
    return new CheckedJson<D>(JSON.stringify(schema.parse(value)));
  }

  encoded(encoding: ContentEncoding): Buffer {
    let copy = this.encodedCopies.get(encoding);
    if (!copy) {
      copy = encode(this.json, encoding);
      this.encodedCopies.set(encoding, copy);
    }
    return copy;
  }
}

/** A checked body, sent in its stored encoded copy when the browser accepts one. */
function sendChecked<D>(reply: FastifyReply, checked: CheckedJson<D>): FastifyReply {
  reply.type('application/json');
  const encoding = checked.bytes >= COMPRESS_THRESHOLD_BYTES ? acceptedEncoding(reply.request) : null;
  if (!encoding) return reply.send(checked.json);
  varyOnEncoding(reply);
  return reply.header('content-encoding', encoding).send(checked.encoded(encoding));
}

export type CallResult<D> =
  | { status: 200; data: D }
  | { status: 200; checked: CheckedJson<D> }
  | { status: 200; shared: D & object }
  | { status: 202 }
  | { status: 204 }
  | { status: 206 | 209 | 406; data: StatusData }
  | { status: 208 | 300; data?: StatusData };

export const ok = <D>(data: D): CallResult<D> => ({ status: 200, data });
/**
 * 200 with an answer object that a cache hands to many requests (the same object each time):
 * registerCall checks, serialises and compresses it once per object, not once per request.
 */
export const okShared = <D extends object>(shared: D): CallResult<D> => ({ status: 200, shared });
export const accepted = (): CallResult<never> => ({ status: 202 });
export const noContent = (): CallResult<never> => ({ status: 204 });
export const withStatus = (status: 206 | 209 | 406, data: StatusData): CallResult<never> => ({ status, data });

export function sendResult<D>(reply: FastifyReply, result: CallResult<D>): FastifyReply {
  reply.status(result.status);
  switch (result.status) {
    case 202:
    case 204:
      return reply.send();
    case 208:
    case 300:
      return result.data === undefined ? reply.send() : reply.type('application/json').send(result.data);
    default:
      if ('shared' in result) throw new Error('A shared answer is sent by registerCall, which checks it once');
      return 'checked' in result ? sendChecked(reply, result.checked) : reply.type('application/json').send(result.data);
  }
}
