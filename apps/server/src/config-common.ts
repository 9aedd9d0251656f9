// What every part of the server's configuration shares: its error, unset values and the URL clean-up.
import { z } from 'zod';

/** A configuration problem; its one-line message names the variable, for `server.ts` to print. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Empty strings count as unset, as docker-compose and shells often pass them. */
export const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const trimSlash = (url: string) => url.replace(/\/+$/, '');
