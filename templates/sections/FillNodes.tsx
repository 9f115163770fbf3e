// Content copy whose blanks hold elements ("Call {phone} or e-mail {email}." with links in the blanks).
import { Fragment, type ReactNode } from 'react';
import { splitBlanks } from '../../generator/model/copy.ts';

export function FillNodes({ copy, nodes }: { copy: string; nodes: Record<string, ReactNode> }) {
  return (
    <>
      {splitBlanks(copy).map((part, i) => (
        <Fragment key={i}>{part.blank !== undefined ? (nodes[part.blank] ?? `{${part.blank}}`) : part.text}</Fragment>
      ))}
    </>
  );
}
