// The text rule: every field visitors read is trimmed, non-empty and visible.
// No control characters, lone surrogates or bidi controls, and not only
// invisible characters (a heading of a zero-width space renders an empty <h1>).
import { z } from 'zod';
import { escapeInvisible, quote } from '../errors.ts';
import { problemMessage } from '../problems.ts';

/**
 * Characters visitors cannot see that change what they read or break the page:
 * C0 controls but tab and newline (YAML turns line breaks into \n, so a \r can
 * only be a "\r" escape), DEL, C1 controls, bidi controls (they reorder the text
 * around them, "Trojan source") and lone surrogates (half a character: the
 * browser shows U+FFFD). One regex: it runs on every text field of every page.
 */
const HIDDEN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its job.
  /[\0-\x08\x0B-\x1F\x7F-\x9F]|[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A character that shows something. Whitespace, controls, format characters
 * (zero-width space and joiners U+200B-U+200D, U+2060, U+FEFF, the soft hyphen,
 * invisible operators), variation selectors and the blank letters (Hangul
 * fillers, the braille blank) show nothing. Inside visible text they stay
 * allowed (a zero-width joiner in an emoji sequence, a soft hyphen as a
 * hyphenation hint), but a value of only those renders as an empty element.
 */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: the combining marks are matched alone, on purpose.
const VISIBLE = /[^\s\p{Cc}\p{Cf}\u034F\u115F\u1160\u17B4\u17B5\u2800\u3164\uFE00-\uFE0F\uFFA0]/u;

/** Text visitors read: no hidden controls, and something visible. */
function visibleText(value: string, ctx: z.core.$RefinementCtx<string>): void {
  const hidden = HIDDEN.exec(value);
  if (hidden) {
    const code = hidden[0].charCodeAt(0);
    // HIDDEN's matches from U+D800 up are all surrogates; up to U+009F all controls.
    const what =
      code >= 0xd800
        ? 'a lone surrogate (half a character)'
        : code <= 0x9f
          ? 'an invisible control character'
          : 'a bidirectional control character';
    const position = [...value.slice(0, hidden.index)].length + 1;
    ctx.addIssue({
      code: 'custom',
      input: value,
      message: problemMessage('TextHidden', what, escapeInvisible(hidden[0]), position),
    });
  } else if (value !== '' && !VISIBLE.test(value)) {
    // An empty value is already reported by min(1).
    ctx.addIssue({
      code: 'custom',
      input: value,
      message: problemMessage('TextInvisibleOnly', escapeInvisible(quote(value))),
    });
  }
}

/** Every text field visitors read goes through this: trimmed, non-empty, visible. */
export const text = z.string().trim().min(1, problemMessage('TextEmpty')).superRefine(visibleText);
