import type { ReactNode } from 'react';
import { Icon } from '../../client/components/icons.tsx';
import { fill } from '../../generator/model/copy.ts';
import { telHref, unbreakablePhone } from '../../generator/model/phone-text.ts';
import { usePage } from '../site-context.tsx';

/**
 * A tel: link to the one site phone number; the analytics script tracks clicks on [data-track=phone].
 * It shows the number, or `children` that do, or a phone icon and `text` ("Call Now"): then its
 * accessible name adds the number (copy.callName), so a screen reader says which number it calls.
 */
export function PhoneLink({
  className,
  children,
  text,
  iconSize = 18,
}: {
  className?: string;
  children?: ReactNode;
  text?: string;
  iconSize?: number;
}) {
  const { phone, copy } = usePage().content.site;
  const href = telHref(phone);
  if (text === undefined)
    return (
      <a className={className} href={href} data-track="phone">
        {children ?? unbreakablePhone(phone.display)}
      </a>
    );
  return (
    <a
      className={className}
      href={href}
      data-track="phone"
      aria-label={fill(copy.callName, { label: text, phone: phone.display })}
    >
      <Icon name="phone" size={iconSize} />
      {text}
    </a>
  );
}

export { phoneInButton, unbreakablePhone } from '../../generator/model/phone-text.ts';
