import { Fragment, type ReactNode } from 'react';
import { charsClass } from './common.tsx';

/** A host name in running text: letters, digits and hyphens in two or more parts joined by dots. */
const HOST = /\b((?:[a-z0-9-]+\.)+[a-z]{2,})\b/gi;

/**
 * Running text whose host names ("googletagmanager.com") may break only at their designed points,
 * before each dot (<wbr>), and shrink (`host-name chars-N`) where even a part is wider than a
 * narrow column; the rest of the text is left as it is.
 */
export function HostNames({ text }: { text: string }): ReactNode {
  return text.split(HOST).map((piece, i) => {
    // split() with a capturing group puts each host name at an odd index.
    if (i % 2 === 0) return piece;
    const parts = piece.split(/(?=\.)/);
    return (
      <span key={piece + String(i)} className={`host-name ${charsClass(parts)}`}>
        {parts.map((part, j) => (
          <Fragment key={part + String(j)}>
            {j > 0 ? <wbr /> : null}
            {part}
          </Fragment>
        ))}
      </span>
    );
  });
}
