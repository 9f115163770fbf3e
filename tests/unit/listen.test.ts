// Where `serve` and `dev` listen (generator/serve/listen.ts): the next free port when theirs is taken,
// an error naming the range when every one is, and the addresses to open the site at, a phone's too.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  isLoopbackHost,
  isWildcard,
  listenOnFreePort,
  localUrl,
  networkUrls,
  PortsInUseError,
} from '../../generator/serve/listen.ts';

const open: Server[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});
const server = () => {
  const s = createServer();
  open.push(s);
  return s;
};

/** `count` consecutive ports taken by servers of this test, and the first of them. */
async function takenPorts(count: number): Promise<number> {
  for (;;) {
    const first = server();
    const start = await listenOnFreePort(first, 0, '127.0.0.1');
    const rest = Array.from({ length: count - 1 }, () => server());
    try {
      for (const [i, s] of rest.entries()) await listenOnFreePort(s, start + i + 1, '127.0.0.1', 1);
      return start;
    } catch {
      // A neighbour was taken by another program: try another start.
    }
  }
}

describe('a taken port', () => {
  it('moves to the next free one', async () => {
    const taken = await takenPorts(2);
    const s = server();
    const port = await listenOnFreePort(s, taken, '127.0.0.1', 3);
    expect(port).toBe(taken + 2);
    expect((s.address() as AddressInfo).port).toBe(taken + 2);
  });

  it('with every port of the range taken: one error naming the range, the code EADDRINUSE', async () => {
    const taken = await takenPorts(3);
    const error = await listenOnFreePort(server(), taken, '127.0.0.1', 3).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortsInUseError);
    expect(error).toMatchObject({
      code: 'EADDRINUSE',
      message: `ports ${taken} to ${taken + 2} are all in use: stop another server or pass another port with -p`,
    });
  });

  it('one port asked for exactly: the error names it', async () => {
    const taken = await takenPorts(1);
    await expect(listenOnFreePort(server(), taken, '127.0.0.1', 1)).rejects.toThrow(
      `port ${taken} is in use: stop the other server or pass another port with -p`,
    );
  });

  it('never past 65535', async () => {
    // Taken by this test, or already by another program: either way taken.
    await listenOnFreePort(server(), 65535, '127.0.0.1', 1).catch(() => undefined);
    await expect(listenOnFreePort(server(), 65535, '127.0.0.1', 20)).rejects.toThrow(
      'port 65535 is in use: stop the other server or pass another port with -p',
    );
  });

  it('an address that is not this computer is Node own error, not a port search', async () => {
    const error = await listenOnFreePort(server(), 0, '192.0.2.1').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'EADDRNOTAVAIL' });
  });
});

describe('the addresses to open the site at', () => {
  const interfaces = {
    lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
    wlan0: [
      { address: '192.168.1.20', family: 'IPv4', internal: false },
      { address: 'fe80::1', family: 'IPv6', internal: false },
    ],
    eth0: [{ address: '10.0.0.5', family: 'IPv4', internal: false }],
  } as unknown as Parameters<typeof networkUrls>[2];

  it.each([
    ['0.0.0.0', 'http://127.0.0.1:4173', ['http://192.168.1.20:4173', 'http://10.0.0.5:4173']],
    ['::', 'http://127.0.0.1:4173', ['http://192.168.1.20:4173', 'http://10.0.0.5:4173']],
    ['127.0.0.1', 'http://127.0.0.1:4173', []],
    ['127.0.0.2', 'http://127.0.0.2:4173', []],
    ['localhost', 'http://localhost:4173', []],
    ['::1', 'http://[::1]:4173', []],
    ['192.168.1.20', 'http://192.168.1.20:4173', ['http://192.168.1.20:4173']],
    ['fd00::5', 'http://[fd00::5]:4173', ['http://[fd00::5]:4173']],
  ])('--host %s: this computer at %s, the network at %j', (host, local, network) => {
    expect(localUrl(host, 4173)).toBe(local);
    expect(networkUrls(host, 4173, interfaces)).toEqual(network);
  });

  it('tells every network from this computer only', () => {
    expect(['0.0.0.0', '::', '[::]', ''].map(isWildcard)).toEqual([true, true, true, true]);
    expect(['127.0.0.1', '0.0.0.1', '::1'].map(isWildcard)).toEqual([false, false, false]);
    expect(['127.0.0.1', '127.255.255.254', 'localhost', '::1', '[::1]'].map(isLoopbackHost)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['128.0.0.1', '0.0.0.0', '::', '192.168.1.20', 'localhost.example'].map(isLoopbackHost)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
