// @vitest-environment node
// The demo server under slow and large input: trickled headers, a stalled body and idle
// keep-alive sockets are cut off; connections are capped; an oversized body always gets its 413.
// The timeouts are options of createDemoServer, set to about a second here so each case takes
// seconds; the defaults are checked against the limits CONTRIBUTING.md states.
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { createDemoServer } from '../../demo/server/app.mjs';
import { until } from '../support/until';
import { startDemoServerProcess, type DemoServerProcess } from './support/demo-server-process';

const servers: Server[] = [];
const sockets: Socket[] = [];
const children: DemoServerProcess[] = [];
const folders: string[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await Promise.all(children.splice(0).map((child) => child.stop()));
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

async function dataDir(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'demo-limits-'));
  folders.push(folder);
  return folder;
}

async function start(options: Record<string, unknown>): Promise<{ server: Server; port: number }> {
  const server: Server = createDemoServer({ dataDir: await dataDir(), ...options });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** A raw connection that records what it receives and whether it has closed. */
function open(port: number) {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => {});
  let isClosed = false;
  const closed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      isClosed = true;
      resolve();
    }),
  );
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed, connected, received: () => received, isClosed: () => isClosed };
}

/**
 * Waits until the server has closed `client`'s connection. The server's timeouts run on Node's own
 * timers, which a test cannot drive: `ms` is a deadline well past the timeout under test (and short
 * of the server's default for it), not a measure of it.
 */
async function serverCloses(client: ReturnType<typeof open>, ms: number): Promise<void> {
  const state = async () => (client.isClosed() ? 'closed' : 'open');
  await until('the connection', state, (now) => now === 'closed', { want: "'closed'", timeout: ms });
}

describe('demo server limits', () => {
  it('has timeouts within 30 s and a connection cap by default', async () => {
    const { server } = await start({});
    expect(server.headersTimeout).toBeGreaterThan(0);
    expect(server.headersTimeout).toBeLessThanOrEqual(30_000);
    expect(server.requestTimeout).toBeGreaterThan(0);
    expect(server.requestTimeout).toBeLessThanOrEqual(30_000);
    expect(server.keepAliveTimeout).toBeGreaterThan(0);
    expect(server.keepAliveTimeout).toBeLessThanOrEqual(30_000);
    expect(server.maxConnections).toBe(256);
  });

  it('cuts off a client that trickles its headers', { timeout: 10_000 }, async () => {
    const { port } = await start({ headersTimeout: 1000, requestTimeout: 2000 });
    const client = open(port);
    await client.connected;
    client.socket.write('GET / HTTP/1.1\r\nHost: demo\r\n');
    const trickle = setInterval(
      () => client.socket.writable && client.socket.write(`X-Slow-${Date.now()}: 1\r\n`),
      150,
    );
    try {
      await serverCloses(client, 5000);
      expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      clearInterval(trickle);
    }
  });

  it('cuts off a client whose body stalls', { timeout: 10_000 }, async () => {
    const { port } = await start({ headersTimeout: 500, requestTimeout: 1000 });
    const client = open(port);
    await client.connected;
    client.socket.write(
      'POST /api/v1/newsletter/signup HTTP/1.1\r\nHost: demo\r\n' +
        'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nemail=anna',
    );
    await serverCloses(client, 5000);
  });

  it('closes an idle keep-alive socket', { timeout: 10_000 }, async () => {
    const { port } = await start({ keepAliveTimeout: 300 });
    const client = open(port);
    await client.connected;
    client.socket.write('GET /nope HTTP/1.1\r\nHost: demo\r\nConnection: keep-alive\r\n\r\n');
    await serverCloses(client, 4000);
    expect(client.received()).toMatch(/^HTTP\/1\.1 404 /);
  });

  it('refuses connections past maxConnections and serves the others', { timeout: 10_000 }, async () => {
    const { server, port } = await start({ maxConnections: 2 });
    const [a, b] = [open(port), open(port)];
    await Promise.all([a.connected, b.connected]);
    const connections = () => new Promise<number>((resolve) => server.getConnections((_, count) => resolve(count)));
    await until("the server's connections", connections, (count) => count >= 2, { want: '2', timeout: 5000 });
    const third = open(port);
    await serverCloses(third, 2000);
    expect(third.received()).toBe('');
    a.socket.write('GET /nope HTTP/1.1\r\nHost: demo\r\nConnection: close\r\n\r\n');
    await a.closed;
    expect(a.received()).toMatch(/^HTTP\/1\.1 404 /);
  });

  it(
    'answers an oversized signup body with 413 every time, to a client in another process',
    { timeout: 30_000 },
    async () => {
      const server = await startDemoServerProcess(await dataDir());
      children.push(server);
      const info = await fetch(`${server.base}/actions/users/session-info`, {
        headers: { Accept: 'application/json' },
      });
      const headers = {
        Accept: 'application/json',
        Cookie: info.headers.get('set-cookie')!.split(';')[0]!,
        'X-CSRF-Token': ((await info.json()) as { csrfTokenValue: string }).csrfTokenValue,
      };
      const outcomes: string[] = [];
      for (const size of [...Array(9).fill(70 * 1024), ...Array(3).fill(900 * 1024)] as number[]) {
        const body = new FormData();
        body.append('email', `${'a'.repeat(size)}@example.nl`);
        body.append('consent', '1');
        try {
          const response = await fetch(`${server.base}/api/v1/newsletter/signup`, { method: 'POST', body, headers });
          const data = (await response.json()) as { message: string };
          outcomes.push(`${response.status} ${response.headers.get('connection')} ${data.message}`);
        } catch (error) {
          outcomes.push(String((error as { cause?: { code?: string } }).cause?.code ?? error));
        }
      }
      expect(outcomes).toEqual(Array(12).fill('413 close The request body is too large (at most 65536 bytes).'));
    },
  );
});
