/**
 * Evaluated first of the contract (index.ts), for its side effect in browsers (pages and the web
 * app's checks worker): zod probes `new Function` when the first object schema is built, for its
 * compiled fast path, which the Content-Security-Policy's script-src (no 'unsafe-eval') refuses and
 * reports as a violation. Without the probe zod parses the same, a little slower; the server keeps
 * the fast path.
 */
import { z } from 'zod';

if ('document' in globalThis || 'importScripts' in globalThis) z.config({ jitless: true });
