// Where `serve` and `dev` listen: on the address asked for (127.0.0.1 by default: this computer only;
// 0.0.0.0 for every network, so a phone on the same Wi-Fi can open the site), on the port asked for
// or, when another server has it, the next free one. And the addresses to open the site at.
import type { Server } from 'node:http';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import { problemMessage } from '../model/problems.ts';

/** Ports tried from the one asked for: 4173 busy, 4174, … 4192. */
export const PORT_TRIES = 20;

/** The default address: this computer only. */
export const LOCAL_HOST = '127.0.0.1';

/** Every port of the range busy (Node's own EADDRINUSE error, with where the search began). */
export class PortsInUseError extends Error {
  readonly code = 'EADDRINUSE';
  constructor(
    readonly port: number,
    readonly last: number,
  ) {
    super(problemMessage('PortsInUse', port, last));
    this.name = 'PortsInUseError';
  }
}

/**
 * Listens on `port` of `host`, or on the next free port up to PORT_TRIES of them (`tries`: 1 for
 * exactly this port; port 0 takes any). Resolves with the port taken. Any other failure (a port
 * that needs privileges, an address not of this computer) rejects as Node reports it.
 */
export function listenOnFreePort(server: Server, port: number, host: string, tries = PORT_TRIES): Promise<number> {
  const last = port === 0 ? 0 : Math.min(65535, port + tries - 1);
  return new Promise((resolve, reject) => {
    const attempt = (candidate: number) => {
      const onError = (error: NodeJS.ErrnoException) => {
        server.off('listening', onListening);
        if (error.code === 'EADDRINUSE' && candidate < last) attempt(candidate + 1);
        else reject(error.code === 'EADDRINUSE' ? new PortsInUseError(port, last) : error);
      };
      const onListening = () => {
        server.off('error', onError);
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : candidate);
      };
      server.once('error', onError);
      server.once('listening', onListening);
      server.listen(candidate, host);
    };
    attempt(port);
  });
}

/** 0.0.0.0 and :: (and no address at all): every network of this computer. */
export const isWildcard = (host: string) => host === '' || host === '0.0.0.0' || host === '::' || host === '[::]';

/** Whether `host` names this computer only (a loopback address, or localhost). */
export const isLoopbackHost = (host: string) =>
  host === 'localhost' || host === '::1' || host === '[::1]' || (isIP(host) === 4 && host.startsWith('127.'));

/** `http://host:port` for an address, an IPv6 one in brackets. */
export const urlFor = (host: string, port: number) =>
  `http://${isIP(host) === 6 ? `[${host}]` : host.replace(/^\[(.*)\]$/, '[$1]')}:${port}`;

/** The URL this computer opens the site at: 127.0.0.1 when every network is listened on, else the address itself. */
export const localUrl = (host: string, port: number) => urlFor(isWildcard(host) ? LOCAL_HOST : host, port);

/**
 * The URLs another device on the network opens the site at (a phone on the same Wi-Fi): each IPv4
 * address of this computer's network interfaces when listening on every network, the address itself
 * when it is one of them, none for this computer only.
 */
export function networkUrls(
  host: string,
  port: number,
  interfaces: ReturnType<typeof networkInterfaces> = networkInterfaces(),
): string[] {
  if (isLoopbackHost(host)) return [];
  if (!isWildcard(host)) return [urlFor(host, port)];
  return Object.values(interfaces)
    .flatMap((addresses) => addresses ?? [])
    .filter((a) => a.family === 'IPv4' && !a.internal)
    .map((a) => urlFor(a.address, port));
}
