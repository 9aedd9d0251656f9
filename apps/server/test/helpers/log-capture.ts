/** The app's log as a test reads it: a logger for buildTestApp that keeps every line it writes. */
import { Writable } from 'node:stream';
import { loggerOptions } from '../../src/http/log-redaction';
import type { TestAppOptions } from './build-test-app';

/** One log line as pino writes it: a JSON object. */
type LogEntry = Record<string, unknown>;

interface CapturedLog {
  /** Every line as written, in order. */
  lines: string[];
  /** The same lines, parsed. */
  entries: LogEntry[];
  /** The app's own logger settings (redaction included) at the given level, writing here. */
  logger: TestAppOptions['logger'];
}

export function captureLog(level = 'info'): CapturedLog {
  const lines: string[] = [];
  const entries: LogEntry[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(text);
        entries.push(JSON.parse(text) as LogEntry);
      }
      done();
    },
  });
  return { lines, entries, logger: { ...loggerOptions(level), stream } };
}
