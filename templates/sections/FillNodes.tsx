// Content copy whose blanks hold elements ("Call {phone} or e-mail {email}." with links in the blanks).
import { Fragment, type ReactNode } from 'react';
import { splitBlanks } from '../../generator/model/copy.ts';

export function FillNodes({
  copy,
  nodes,
  text = (t) => t,
}: {
  copy: string;
  nodes: Record<string, ReactNode>;
  /** How the copy's own text between the blanks is drawn (as it is, by default). */
  text?: (t: string) => ReactNode;
}) {
  return (
    <>
      {splitBlanks(copy).map((part, i) => (
        <Fragment key={i}>
          {part.blank !== undefined ? (nodes[part.blank] ?? `{${part.blank}}`) : text(part.text ?? '')}
        </Fragment>
      ))}
    </>
  );
}
