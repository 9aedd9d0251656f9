// Console output (SPEC.md section 9: production silences it). `devConsole` is what the app's own
// code logs through; `silenceConsoleInProduction` quiets the rest (libraries included) in a
// production build, so nothing the shop or its libraries print reaches a shopper's console.
type ConsoleMethod = 'log' | 'info' | 'warn' | 'error' | 'debug' | 'trace';
const METHODS: ConsoleMethod[] = ['log', 'info', 'warn', 'error', 'debug', 'trace'];

const quiet = () => undefined;

export function silenceConsoleInProduction(production: boolean = import.meta.env.PROD, target: Console = console): void {
  if (!production) return;
  for (const method of METHODS) target[method] = quiet;
}

/** Logs in development only. */
export const devConsole = {
  warn: (...args: unknown[]) => {
    if (!import.meta.env.PROD) console.warn(...args);
  },
  error: (...args: unknown[]) => {
    if (!import.meta.env.PROD) console.error(...args);
  },
};
