// The URL of a page's script, known before any script is bundled: a page is
// written as soon as it has rendered (render/render-pages.ts), so its script's
// name cannot come from esbuild's hash of the output bytes. It is a hash of the
// widget combination and of everything the bundle is made from (pageScriptDigest
// in page-scripts.ts): the same inputs give the same name, and any change to
// them a new one.
import { createHash } from 'node:crypto';

/** A stable key for a set of widgets (order-insensitive). */
export const widgetKey = (widgets: readonly string[]) => [...new Set(widgets)].sort().join('+');

/** 40 bits of a hash as 8 characters of A-Z and 2-7, the shape of esbuild's own [hash]. */
function base32(bytes: Uint8Array): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0n;
  for (const byte of bytes.subarray(0, 5)) bits = (bits << 8n) | BigInt(byte);
  let text = '';
  for (let i = 7; i >= 0; i--) text += alphabet[Number((bits >> BigInt(i * 5)) & 31n)];
  return text;
}

/** The file name, without `.js`, of the script bundling exactly `widgets`' entries. */
export const pageScriptName = (digest: string, widgets: readonly string[]) => {
  const key = widgetKey(widgets);
  return `page-${key}-${base32(createHash('sha1').update(`${digest}\0${key}`).digest())}`;
};

/** Public URL of that script (bundlePageScripts writes it under the output's assets/). */
export const pageScriptUrl = (digest: string, widgets: readonly string[]) =>
  `/assets/${pageScriptName(digest, widgets)}.js`;
