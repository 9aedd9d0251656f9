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
    for (const key of Object.keys(record)) {
      const item = record[key];
      if (typeof item === 'string') record[key] = wellFormed(item);
      else if (item !== null && typeof item === 'object') todo.push(item);
      const fixed = wellFormed(key);
      if (fixed !== key) {
        record[fixed] = record[key];
        delete record[key];
      }
    }
  }
  return body;
}
