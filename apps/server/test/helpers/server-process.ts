/**
 * The server as its own process (`node --import tsx src/server.ts`), for the tests that kill it or
 * run two of it: started on a free port, ready once /healthz answers, stopped or SIGKILLed. With
 * `group` it runs as an operator starts it, `npm run start -w apps/server` (npm, a shell, tsx and
 * the server), in a process group of its own that `kill` signals as a whole, as a process
 * manager's stop or Ctrl+C in a terminal does: every wrapper passes the signal on once more.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('../../../..', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  /** Output so far, for a failing test's message. */
  output(): string;
  /** Sends the signal and resolves with the exit code (null when a signal ended it). */
  kill(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface StartOptions {
  /** Started by npm in a process group of its own, which `kill` signals as a whole. */
  group?: boolean;
}

export async function startServerProcess(env: Record<string, string>, port?: number, options: StartOptions = {}): Promise<ServerProcess> {
  const listenPort = port ?? (await freePort());
  let output = '';
  const [command, args] = options.group
    ? ['npm', ['run', 'start', '--silent', '-w', 'apps/server']]
    : [process.execPath, ['--import', 'tsx', 'src/server.ts']];
  const child: ChildProcess = spawn(command, args, {
    cwd: options.group ? repositoryRoot : serverRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(listenPort), LOG_LEVEL: 'warn', SEED_DEMO: 'false', ENV_FILE: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.group === true,
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited at start:\n${output}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      if (options.group) process.kill(-child.pid!, 'SIGKILL');
      else child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    port: listenPort,
    output: () => output,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) {
        if (options.group) process.kill(-child.pid!, signal);
        else child.kill(signal);
      }
      return exited;
    },
  };
}
