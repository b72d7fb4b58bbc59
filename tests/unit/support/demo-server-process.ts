// The demo server (demo/server.mjs) as a child process on a free port, for tests that need it in
// a process of its own: to kill it, or to see the network behaviour a separate client sees.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverScript = fileURLToPath(new URL('../../../demo/server.mjs', import.meta.url));

export interface DemoServerProcess {
  process: ChildProcess;
  base: string;
  /** Every stderr line so far. */
  stderr: string[];
  exited: Promise<void>;
  /** Kills it (SIGKILL) if it still runs, and waits for the exit. */
  stop(): Promise<void>;
}

/** Starts the demo server with DATA_DIR `dataDir`; `preload` is a module for `node --import`. */
export async function startDemoServerProcess(dataDir: string, preload?: string): Promise<DemoServerProcess> {
  const args = [...(preload ? ['--import', preload] : []), serverScript];
  const child = spawn(process.execPath, args, {
    // The tests' address is a proxy: a test names each request's client in X-Forwarded-For.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, TRUSTED_PROXIES: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stderr: string[] = [];
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => stderr.push(...chunk.split('\n').filter(Boolean)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      out += chunk;
      const match = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    });
    child.once('exit', (code) =>
      reject(new Error(`the demo server exited (${code}) before listening: ${stderr.join('\n')}`)),
    );
  });
  return {
    process: child,
    base,
    stderr,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
