/**
 * The chaos run's own PostgreSQL and Redis: a PostgreSQL cluster made with initdb in a temporary
 * folder on a port of its own (never the machine's shared server), restarted with pg_ctl, and a
 * redis-server without persistence, stopped and started again. Both run as child processes and are
 * removed at the end.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  if (versions.length === 0) throw new Error('PostgreSQL binaries not found: set PG_BIN to the folder with initdb and pg_ctl');
  return join(root, versions[0]!, 'bin');
}

/** initdb and the server refuse to run as root: run them as the postgres account then. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  return { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) };
}

export interface OwnPostgres {
  url: string;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function startPostgres(port: number): Promise<OwnPostgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'blitz-chaos-pg-'));
  const user = runAs();
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const run = (tool: string, args: string[]) => execFileSync(join(bin, tool), args, { stdio: 'pipe', ...user });
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off`;
  const pgCtl = (...args: string[]) => run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60', ...args]);
  pgCtl('-o', options, 'start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async restart() {
      // A fast shutdown: every connection is cut, as when the database server is restarted for real.
      pgCtl('-m', 'fast', '-o', options, 'restart');
    },
    async stop() {
      try {
        pgCtl('-m', 'immediate', 'stop');
      } catch {
        // already down
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface OwnRedis {
  url: string;
  /** Stops Redis (connections refused) for `ms`, then starts it again, empty. */
  outage(ms: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startRedis(port: number): Promise<OwnRedis> {
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'],
      {
        stdio: 'ignore',
      },
    );
    for (let i = 0; i < 50; i += 1) {
      try {
        execFileSync('redis-cli', ['-p', String(port), 'ping'], { stdio: 'pipe' });
        return;
      } catch {
        await sleep(100);
      }
    }
    throw new Error('redis-server did not start');
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async outage(ms) {
      await stop();
      await sleep(ms);
      await start();
    },
    stop,
  };
}
