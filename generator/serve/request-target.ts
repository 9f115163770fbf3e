// The path and query a request asks for. Node's HTTP parser hands the handler any request target
// without spaces: origin-form ("/about?x"), absolute-form ("http://host/about") and also targets no
// URL parser accepts ("//x:99999", "http://["), or "*" and bare authorities. Only the first two name
// a file; anything else is a 400, never an exception.

export interface RequestTarget {
  /** Still percent-encoded, as in the request. */
  pathname: string;
  search: string;
}

/** Undefined for a target that names no path on this server. */
export function parseTarget(target: string): RequestTarget | undefined {
  // An origin-form target is a path even when it starts with "//": never read it as a host name.
  const absolute = target.startsWith('/') ? `http://preview.invalid${target}` : target;
  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return { pathname: url.pathname, search: url.search };
}
