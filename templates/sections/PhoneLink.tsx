import type { ReactNode } from 'react';
import { usePage } from '../site-context.tsx';

/** A tel: link to the one site phone number; the analytics script tracks clicks on [data-track=phone]. */
export function PhoneLink({ className, children, label }: { className?: string; children?: ReactNode; label?: string }) {
  const { phone } = usePage().content.site;
  return (
    <a className={className} href={`tel:${phone.e164}`} data-track="phone" aria-label={label}>
      {children ?? unbreakablePhone(phone.display)}
    </a>
  );
}

/** Phone number text that never wraps (non-breaking space and hyphen). */
export function unbreakablePhone(display: string): string {
  return display.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}
