// File names that are not UTF-8 (a file saved on a system using another encoding, caf\xE9.yaml in
// Latin-1). Node reads such a name with U+FFFD in place of each bad byte, and a name read that way
// names no file: the loader said "file is missing", public/ failed with ENOENT. Here they are told
// apart and named with their bytes, so the problem says what the file is.
import { isUtf8 } from 'node:buffer';
import { readdirSync } from 'node:fs';
import { problemMessage } from '../../model/problems.ts';

/** How many bytes the UTF-8 character starting at `i` takes, or 0 when none starts there. */
function characterAt(bytes: Buffer, i: number): number {
  const lead = bytes[i];
  const length =
    lead < 0x80
      ? 1
      : lead >= 0xc2 && lead <= 0xdf
        ? 2
        : lead >= 0xe0 && lead <= 0xef
          ? 3
          : lead >= 0xf0 && lead <= 0xf4
            ? 4
            : 0;
  return length > 0 && i + length <= bytes.length && isUtf8(bytes.subarray(i, i + length)) ? length : 0;
}

/** A name's bytes as text: UTF-8 where it is, every other byte written \xE9. */
export function shownName(bytes: Buffer): string {
  let text = '';
  for (let i = 0; i < bytes.length; ) {
    const length = characterAt(bytes, i);
    if (length > 0) {
      text += bytes.subarray(i, i + length).toString('utf8');
      i += length;
    } else {
      text += `\\x${bytes[i].toString(16).toUpperCase().padStart(2, '0')}`;
      i += 1;
    }
  }
  return text;
}

/** What is wrong with such a name, naming its first byte that is not UTF-8. */
export function notUtf8Name(bytes: Buffer): string {
  let i = 0;
  for (let length = characterAt(bytes, i); length > 0; length = characterAt(bytes, i)) i += length;
  return problemMessage('FileNameNotUtf8', bytes[i].toString(16).toUpperCase().padStart(2, '0'));
}

/** The names in `dir` that are not UTF-8, as their bytes; none when the folder cannot be read. */
export function nonUtf8Names(dir: string): Buffer[] {
  try {
    return readdirSync(dir, { encoding: 'buffer' }).filter((name) => !isUtf8(name));
  } catch {
    return [];
  }
}

/** The entry of `dir` that Node reads as `name` when its real name is not UTF-8 (`name` holds U+FFFD). */
export function nonUtf8Entry(dir: string, name: string): Buffer | undefined {
  if (!name.includes('\uFFFD')) return undefined;
  return nonUtf8Names(dir).find((bytes) => bytes.toString('utf8') === name);
}
