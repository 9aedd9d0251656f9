// An answer's text read as JSON: empty text (only white space) and text that is no JSON are not
// JSON. Used by the API client and by the checks (lib/checks), which read a 200 answer's text.
export type JsonRead = { ok: true; value: unknown } | { ok: false };

export function parseJson(text: string): JsonRead {
  if (text.trim() === '') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}
