import type { NavLink } from '../../generator/model/schema/index.ts';
import { Icon } from '../../client/components/icons.tsx';
import { itemIcon } from '../../generator/model/item-icons.ts';
import { Checklist } from '../sections/common.tsx';
import { PrivacyChoices } from '../../client/islands/PrivacyChoices.tsx';
import { Island } from '../Island.tsx';
import { PhoneLink } from '../sections/PhoneLink.tsx';
import { EmailLink } from '../sections/EmailLink.tsx';
import { usePage } from '../site-context.tsx';
import { fill } from '../../generator/model/copy.ts';
import { footerGuides } from '../../generator/model/guide-order.ts';
import { GUIDES_PATH, PRIVACY_PATH, guidePath } from '../../generator/model/routes.ts';

function LinkColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div className="footer-col">
      <h2 className="footer-heading">{title}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.path}>
            <a href={l.path}>{l.name}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const { content } = usePage();
  const { site, navigation, pages } = content;
  const { privacy } = pages;
  const f = navigation.footer;
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-col footer-about">
          <p className="footer-brand">{site.brand}</p>
          <p>{f.blurb}</p>
          <ul className="footer-contact">
            <li>
              <Icon name="phone" size={16} />
              <PhoneLink />
            </li>
            <li>
              <Icon name="mail" size={16} />
              <EmailLink />
            </li>
            <li>
              <Icon name="pin" size={16} />
              <span>{site.area}</span>
            </li>
            {site.hours.map((h) => (
              <li key={h.days}>
                <Icon name="clock" size={16} />
                <span>{`${h.days}: ${h.hours}`}</span>
              </li>
            ))}
            <li>
              <Icon name="facebook" size={16} />
              <a href={site.facebookUrl} rel="noopener">
                {f.facebookLabel}
              </a>
            </li>
          </ul>
          <div className="footer-buttons">
            <PhoneLink className="btn btn-accent" text={site.copy.callNow} />
            <a className="btn btn-outline-light" href="/contact" data-track="estimate">
              {site.copy.freeEstimate}
            </a>
          </div>
        </div>
        <LinkColumn title={f.headings.quickLinks} links={f.quickLinks} />
        <LinkColumn title={f.headings.services} links={f.services} />
        <div className="footer-col">
          <LinkColumn title={f.headings.dcNeighborhoods} links={f.dcNeighborhoods} />
          <LinkColumn
            title={f.headings.guides}
            links={[
              ...footerGuides(content).map((g) => ({ name: g.title, path: guidePath(g) })),
              { name: f.allGuides, path: GUIDES_PATH },
            ]}
          />
        </div>
        <LinkColumn title={f.headings.mdVaLocations} links={f.mdVaLocations} />
      </div>
      <div className="container footer-note">
        <p>{f.areaNote}</p>
        <Checklist
          items={site.trustBadges}
          className="footer-badges"
          icon={(b) => itemIcon({ name: b })}
          iconSize={16}
        />
      </div>
      <div className="container footer-bottom">
        <p>{fill(f.copyright, { year: new Date().getFullYear(), brand: site.brand })}</p>
        <ul className="footer-legal">
          <li>
            <a href={PRIVACY_PATH}>{privacy.links.policy}</a>
          </li>
          <li>
            <Island
              name="privacy-choices"
              component={PrivacyChoices}
              props={{ href: PRIVACY_PATH, words: privacy.choices }}
            />
          </li>
        </ul>
        <a href={site.adminUrl} rel="noopener">
          {f.adminLabel}
        </a>
      </div>
    </footer>
  );
}
