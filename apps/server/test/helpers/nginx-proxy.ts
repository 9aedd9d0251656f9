/**
 * Runs the repository's nginx configuration (deploy/nginx/blitz.conf) in front of test nodes:
 * an nginx of its own (Debian's /usr/sbin/nginx, or NGINX_PATH) with its prefix, pid file, logs
 * and temporary folders in a fresh temporary folder, listening on loopback. Only the addresses
 * change: the upstream's `server` lines, the `listen` line and the access log's path.
 * Used by the proxy tests, the proxied end-to-end run and the chaos run; imports only node:.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const NGINX_CONFIG = fileURLToPath(new URL('../../../../deploy/nginx/blitz.conf', import.meta.url));

export interface NginxProxy {
  url: string;
  port: number;
  /** The access log so far: one line per request, with the node that answered (`upstream=`). */
  accessLog(): string;
  /** nginx's error log so far (refused or failed upstream connections). */
  errorLog(): string;
  stop(): Promise<void>;
}

/** The shipped configuration with these nodes, this port and this access log. */
export function proxyConfig(source: string, upstreams: string[], port: number, accessLog: string): string {
  const servers = upstreams.map((address) => `    server ${address} max_fails=0;`).join('\n');
  const replaced = source
    .replace(/(upstream blitz_nodes \{\n(?:.*\n)*?)((?: {4}server .*\n)+)/, (_all, head: string) => `${head}${servers}\n`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/access_log \S+ blitz;/, `access_log ${accessLog} blitz;`);
  if (!replaced.includes(servers) || !replaced.includes(`listen 127.0.0.1:${port};`))
    throw new Error('deploy/nginx/blitz.conf changed shape');
  return replaced;
}

export async function startNginx(upstreams: string[], port: number): Promise<NginxProxy> {
  const prefix = await mkdtemp(join(tmpdir(), 'blitz-nginx-'));
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) await mkdir(join(prefix, dir));
  const accessLog = join(prefix, 'access.log');
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  };
  await writeFile(join(prefix, 'blitz.conf'), proxyConfig(await readFile(NGINX_CONFIG, 'utf8'), upstreams, port, accessLog));
  await writeFile(
    join(prefix, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;
events { worker_connections 4096; }
http {
  client_body_temp_path ${join(prefix, 'body')};
  proxy_temp_path ${join(prefix, 'proxy')};
  fastcgi_temp_path ${join(prefix, 'fastcgi')};
  uwsgi_temp_path ${join(prefix, 'uwsgi')};
  scgi_temp_path ${join(prefix, 'scgi')};
  include ${join(prefix, 'blitz.conf')};
}
`,
  );
  let output = '';
  const child: ChildProcess = spawn(
    process.env.NGINX_PATH ?? '/usr/sbin/nginx',
    ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start:\n${output}`);
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    port,
    accessLog: () => read(accessLog),
    errorLog: () => read(join(prefix, 'error.log')),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
