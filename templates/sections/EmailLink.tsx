import { Fragment } from 'react';
import { usePage } from '../site-context.tsx';
import { charsClass } from './common.tsx';

/**
 * A mailto: link to the one site address; the analytics script tracks clicks on [data-track=email].
 * An address is one long word: a narrow column breaks it at its designed points, after the "@" and
 * before each dot of the domain (<wbr>), never inside a part, and its `chars-N` class (the longest
 * part) lets the stylesheet shrink it where even a part would not fit (200% text on a phone).
 */
export function EmailLink() {
  const { email } = usePage().content.site;
  const at = email.indexOf('@');
  const parts = at < 0 ? [email] : [email.slice(0, at + 1), ...email.slice(at + 1).split(/(?=\.)/)];
  return (
    <a href={`mailto:${email}`} data-track="email" className={`email-link ${charsClass(parts)}`}>
      {parts.map((part, i) => (
        <Fragment key={part + String(i)}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </a>
  );
}
