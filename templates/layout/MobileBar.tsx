import { PhoneLink } from '../sections/PhoneLink.tsx';
import { usePage } from '../site-context.tsx';

/**
 * Fixed call/estimate bar shown below the md breakpoint (CSS), with a spacer so content stays clear of it.
 * A named navigation landmark, so screen-reader users find it among the page's regions.
 */
export function MobileBar() {
  const { copy } = usePage().content.site;
  return (
    <>
      <div className="mobile-bar-spacer" aria-hidden="true" />
      <nav className="mobile-bar" aria-label={copy.mobileBarLabel}>
        <PhoneLink className="btn btn-primary" text={copy.callUs} />
        <a className="btn btn-accent" href="/contact" data-track="estimate">
          {copy.freeEstimate}
        </a>
      </nav>
    </>
  );
}
