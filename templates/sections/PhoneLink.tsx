import type { ReactNode } from 'react';
import { unbreakablePhone } from '../../generator/model/phone-text.ts';
import { usePage } from '../site-context.tsx';

/** A tel: link to the one site phone number; the analytics script tracks clicks on [data-track=phone]. */
export function PhoneLink({
  className,
  children,
  label,
}: {
  className?: string;
  children?: ReactNode;
  label?: string;
}) {
  const { phone } = usePage().content.site;
  return (
    <a className={className} href={`tel:${phone.e164}`} data-track="phone" aria-label={label}>
      {children ?? unbreakablePhone(phone.display)}
    </a>
  );
}

export { unbreakablePhone } from '../../generator/model/phone-text.ts';
