import { Icon } from '../../client/components/icons.tsx';
import { PhoneLink } from '../sections/PhoneLink.tsx';

/** Fixed call/estimate bar shown below the md breakpoint (CSS), with a spacer so content stays clear of it. */
export function MobileBar() {
  return (
    <>
      <div className="mobile-bar-spacer" aria-hidden="true" />
      <div className="mobile-bar">
        <PhoneLink className="btn btn-primary"><Icon name="phone" size={18} />Call Us</PhoneLink>
        <a className="btn btn-accent" href="/contact" data-track="estimate">Free Estimate</a>
      </div>
    </>
  );
}
