import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';

const run = promisify(execFile);

export interface NewCluster {
  /** The URL of `database` on this cluster (superuser lotoafrik, no password). */
  url(database: string): string;
  stop(): Promise<void>;
}

/** The newest installed PostgreSQL's binaries, as scripts/tools/ci-postgres.sh picks them. */
async function binaries(): Promise<string> {
  const versions = (await readdir('/usr/lib/postgresql')).sort((a, b) => Number(a) - Number(b));
  return path.join('/usr/lib/postgresql', versions.at(-1)!, 'bin');
}

/**
 * A PostgreSQL cluster of its own (initdb in a temporary folder, on a free port), for what only a new
 * cluster shows: roles belong to the cluster, so on a new one the API roles do not exist yet. Needs
 * PostgreSQL's binaries (`npm run test:pg` has them); initdb refuses root, so as root they run as `postgres`.
 */
export async function startNewCluster(): Promise<NewCluster> {
  const bin = await binaries();
  const folder = await mkdtemp(path.join(tmpdir(), 'lotoafrik-cluster-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(folder, Number(stdout), Number(group));
  }
  const pgTool = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);
  const data = path.join(folder, 'data');
  const port = await freePort();
  await pgTool('initdb', ['-D', data, '-U', 'lotoafrik', '-A', 'trust', '--no-sync']);
  await pgTool('pg_ctl', ['-D', data, '-l', path.join(folder, 'log'), '-w', 'start', '-o', `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`]);
  return {
    url: (database) => `postgres://lotoafrik@127.0.0.1:${port}/${database}`,
    async stop() {
      await pgTool('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      await rm(folder, { recursive: true, force: true });
    },
  };
}
