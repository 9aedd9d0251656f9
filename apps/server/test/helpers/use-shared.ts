/**
 * Values a describe block shares and makes in its hooks (an app, a fake server, staff accounts),
 * handed out when the block is declared and read inside its tests and hooks.
 */
import { afterAll, beforeAll } from 'vitest';

/** Stands for what `read` answers, field by field, once the hook that makes it has run. */
export function readLater<T extends object>(read: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const value = read();
      if (value === undefined)
        throw new Error(`'${String(key)}' was read before the hook that makes it ran: read it inside a test or a hook.`);
      return Reflect.get(value, key) as unknown;
    },
  });
}

/** Started before the block's tests and stopped after them. */
export function useShared<T extends object>(start: () => Promise<T>, stop: (value: T) => Promise<unknown>): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await start();
  });
  afterAll(async () => {
    if (value) await stop(value);
  });
  return readLater(() => value);
}
