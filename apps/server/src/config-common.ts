// What every part of the server's configuration shares: its error and the URL clean-up.

/** A configuration problem; its one-line message names the variable, for `server.ts` to print. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const trimSlash = (url: string) => url.replace(/\/+$/, '');
