// A page opened from another device over plain HTTP (`--host`: a phone at http://192.168.1.20:4173/).
// The site's Content-Security-Policy asks browsers to upgrade insecure requests: on the hosts, which
// answer over HTTPS, that changes nothing, but here every stylesheet, script and picture would be asked
// of https://192.168.1.20:4173, which does not answer, and the page drew unstyled. Browsers never
// upgrade requests to this computer (127.0.0.1, localhost, [::1]: potentially trustworthy), so only an
// answer to another host name loses that one directive; everything else stays as the hosts send it.
import { isLoopbackHost } from './listen.ts';

const DIRECTIVE = 'upgrade-insecure-requests';

/** The host name of a Host header (`192.168.1.20:4173` -> 192.168.1.20, `[::1]:4173` -> ::1). */
const hostName = (host: string) => host.replace(/:\d*$/, '').replace(/^\[(.*)\]$/, '$1');

/** `headers` (as the preview sends them) without upgrade-insecure-requests when `host` is not this computer. */
export function forNetworkPreview(headers: Record<string, string>, host: string | undefined): Record<string, string> {
  if (host === undefined || isLoopbackHost(hostName(host))) return headers;
  const out = { ...headers };
  for (const name of Object.keys(out)) {
    if (!/^content-security-policy(-report-only)?$/i.test(name)) continue;
    out[name] = out[name]
      .split(';')
      .map((directive) => directive.trim())
      .filter((directive) => directive !== '' && directive.toLowerCase() !== DIRECTIVE)
      .join('; ');
  }
  return out;
}
