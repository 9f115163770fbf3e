import { PhoneLink } from '../sections/PhoneLink.tsx';
import { usePage } from '../site-context.tsx';

/** Fixed call/estimate bar shown below the md breakpoint (CSS), with a spacer so content stays clear of it. */
export function MobileBar() {
  const { copy } = usePage().content.site;
  return (
    <>
      <div className="mobile-bar-spacer" aria-hidden="true" />
      <div className="mobile-bar">
        <PhoneLink className="btn btn-primary" text={copy.callUs} />
        <a className="btn btn-accent" href="/contact" data-track="estimate">
          {copy.freeEstimate}
        </a>
      </div>
    </>
  );
}
