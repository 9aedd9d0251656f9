// What every part of the server's configuration shares: its error, unset values and the URL clean-up.
import { z } from 'zod';

/** A configuration problem; its one-line message names the variable, for `server.ts` to print. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Empty strings count as unset, as docker-compose and shells often pass them. */
export const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A TCP port; `lowest` 0 lets the system choose one. */
export function portNumber(lowest: 0 | 1) {
  const message = `must be an integer between ${lowest} and 65535`;
  return z.coerce.number({ message }).int(message).min(lowest, message).max(65535, message);
}

/** A text that is not blank once trimmed, and at most `longest` characters when given. */
export function nonBlank(longest?: number) {
  const text = z.string().trim().min(1, 'must not be blank');
  return longest === undefined ? text : text.max(longest, `must be at most ${longest} characters`);
}

export const trimSlash = (url: string) => url.replace(/\/+$/, '');
