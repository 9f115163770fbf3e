import type { ContactPage } from '../../generator/model/schema/index.ts';
import { Icon } from '../../client/components/icons.tsx';
import { cardGrid, Checklist, PageHero, Section, Steps } from '../sections/common.tsx';
import { EstimateSection } from '../sections/EstimateSection.tsx';
import { PhoneLink } from '../sections/PhoneLink.tsx';
import { EmailLink } from '../sections/EmailLink.tsx';
import { usePage } from '../site-context.tsx';

export function Contact({ page }: { page: ContactPage }) {
  const { site } = usePage().content;
  const details = page.details;
  const mapsUrl = site.googleBusinessProfile?.mapsUrl;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} heading={page.hero.heading} text={page.hero.text}>
        <Checklist items={page.hero.badges} className="hero-badges" icon="shield" iconSize={16} />
        <div className="hero-actions">
          <PhoneLink className="btn btn-accent btn-lg" text={site.copy.callNow} iconSize={20} />
          <a className="btn btn-outline-light btn-lg" href="#estimate" data-track="schedule">
            {page.hero.scheduleLabel}
          </a>
        </div>
      </PageHero>
      <Section id="areas" heading={page.areas.heading}>
        <ul className={cardGrid(3, page.areas.items.length)}>
          {page.areas.items.map((a) => (
            <li key={a.state} className="card area-card">
              <span className="icon-badge">
                <Icon name="pin" size={22} />
              </span>
              <h3>{a.state}</h3>
              <p>{a.places}</p>
            </li>
          ))}
        </ul>
      </Section>
      <EstimateSection heading={page.form.heading} text={page.form.text} />
      <section className="section section-muted" aria-label={details.label}>
        <div className="container card-grid cols-2 count-2">
          <div className="card info-card">
            <h2>{details.heading}</h2>
            <ul className="info-list">
              <li>
                <Icon name="phone" size={20} />
                <span>
                  <strong>{details.phone}</strong>
                  <PhoneLink />
                </span>
              </li>
              <li>
                <Icon name="mail" size={20} />
                <span>
                  <strong>{details.email}</strong>
                  <EmailLink />
                </span>
              </li>
              <li>
                <Icon name="pin" size={20} />
                <span>
                  <strong>{details.area}</strong>
                  {site.area}
                  {mapsUrl ? (
                    <a href={mapsUrl} rel="noopener">
                      {details.mapsLink}
                    </a>
                  ) : null}
                </span>
              </li>
              <li>
                <Icon name="clock" size={20} />
                <span>
                  <strong>{details.response}</strong>
                  {site.replyWithin}
                </span>
              </li>
            </ul>
          </div>
          <div className="card info-card">
            <h2>{details.hoursHeading}</h2>
            <dl className="hours">
              {site.hours.map((h) => (
                <div key={h.days}>
                  <dt>{h.days}</dt>
                  <dd>{h.hours}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>
      <Section id="what-to-expect" heading={page.whatToExpect.heading}>
        <Steps steps={page.whatToExpect.steps} />
      </Section>
    </>
  );
}
