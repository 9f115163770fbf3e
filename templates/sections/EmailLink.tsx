import { usePage } from '../site-context.tsx';

/**
 * A mailto: link to the one site address; the analytics script tracks clicks on [data-track=email].
 * A narrow column breaks the address after its "@" (<wbr>) rather than mid-word, which is where
 * overflow-wrap would otherwise cut a 30-character address in the footer's first column.
 */
export function EmailLink() {
  const { email } = usePage().content.site;
  const at = email.indexOf('@');
  return (
    <a href={`mailto:${email}`} data-track="email">
      {at < 0 ? (
        email
      ) : (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      )}
    </a>
  );
}
