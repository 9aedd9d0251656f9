/**
 * The body of a call as its schema sees it. A POST without a body (no content type) is an empty
 * envelope. Text is made well-formed: JSON may carry half of a UTF-16 surrogate pair (`"\ud800"`),
 * which UTF-8 cannot encode. The database driver would store the text column with U+FFFD in its
 * place but refuse the same text inside a JSON column (a staff audit entry), so every such half
 * becomes U+FFFD here, in values and keys alike, once for every store.
 */

/** A lone surrogate: a high one not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const wellFormed = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD');

/** `body` with every string well-formed; walked without recursion, as JSON may nest deeply. */
export function callBody(body: unknown): unknown {
  if (body === undefined) return {};
  if (typeof body === 'string') return wellFormed(body);
  const todo: unknown[] = [body];
  while (todo.length > 0) {
    const value = todo.pop();
    if (value === null || typeof value !== 'object') continue;
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    for (const key of keys) {
      const item = record[key];
      if (typeof item === 'string') record[key] = wellFormed(item);
      else if (item !== null && typeof item === 'object') todo.push(item);
    }
    if (!Array.isArray(record) && keys.some((key) => wellFormed(key) !== key)) renameKeys(record, keys);
  }
  return body;
}

/**
 * Gives `record` its keys well-formed, in their order; where two become one, the later value wins,
 * as it does in JSON.parse. Keys are defined, never assigned, so that none calls a setter.
 */
function renameKeys(record: Record<string, unknown>, keys: string[]): void {
  const entries = keys.map((key) => [wellFormed(key), record[key]] as const);
  for (const key of keys) delete record[key];
  for (const [key, item] of entries)
    Object.defineProperty(record, key, { value: item, writable: true, enumerable: true, configurable: true });
}
