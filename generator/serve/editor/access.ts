// Who may use the editor's local backend (backend.ts), which writes files: only a browser on this
// machine, on a page of this dev server. The socket's remote address must be loopback (nobody on the
// same network, even when dev listens on every interface), the Host header must name the dev server
// itself (a DNS-rebinding page reaches 127.0.0.1 under its own host name) and Origin, when sent, must
// be that same origin (a web page open in the same browser posting cross-site).
import { BlockList, isIP } from 'node:net';
import { problemMessage } from '../../model/problems.ts';

export interface AccessRequest {
  /** The socket's remote address, as Node gives it (IPv4, IPv6 or IPv4-mapped IPv6). */
  remoteAddress: string | undefined;
  host: string | undefined;
  origin: string | undefined;
}

export type AccessVerdict = { ok: true } | { ok: false; reason: string };

/**
 * 127.0.0.0/8 and ::1. BlockList checks an IPv4-mapped IPv6 address (::ffff:127.0.0.1, ::ffff:7f00:1)
 * against the IPv4 subnet, however it is written.
 */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

export function isLoopback(address: string | undefined): boolean {
  // Stryker disable next-line StringLiteral: equivalent, any text that is no address gives family 0.
  const family = isIP(address ?? '');
  return family !== 0 && LOOPBACK.check(address as string, family === 4 ? 'ipv4' : 'ipv6');
}

/** The Host values that name the dev server on `port`: the loopback names a browser on this machine uses. */
export function ownHosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`];
}

export function checkAccess(request: AccessRequest, port: number): AccessVerdict {
  if (!isLoopback(request.remoteAddress))
    return { ok: false, reason: problemMessage('EditorNotThisComputer', request.remoteAddress) };
  const hosts = ownHosts(port);
  const host = hosts.find((own) => own === request.host?.toLowerCase());
  if (host === undefined)
    return { ok: false, reason: problemMessage('EditorForeignHost', request.host ?? '', hosts[0]) };
  if (request.origin !== undefined && request.origin.toLowerCase() !== `http://${host}`)
    return { ok: false, reason: problemMessage('EditorForeignOrigin', request.origin, host) };
  return { ok: true };
}
