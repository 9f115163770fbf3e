import type { ContactPage } from '../../generator/model/schema/index.ts';
import { Icon } from '../../client/components/icons.tsx';
import { cardGrid, PageHero, Section, Steps } from '../sections/common.tsx';
import { EstimateSection } from '../sections/EstimateSection.tsx';
import { PhoneLink } from '../sections/PhoneLink.tsx';
import { usePage } from '../site-context.tsx';

export function Contact({ page }: { page: ContactPage }) {
  const { site } = usePage().content;
  return (
    <>
      <PageHero eyebrow="Contact Us" heading={page.hero.heading} text={page.hero.text}>
        <ul className="hero-badges">
          {page.hero.badges.map((b) => <li key={b}><Icon name="shield" size={16} />{b}</li>)}
        </ul>
        <div className="hero-actions">
          <PhoneLink className="btn btn-accent btn-lg"><Icon name="phone" size={20} />Call Now</PhoneLink>
          <a className="btn btn-outline-light btn-lg" href="#estimate" data-track="schedule">Schedule Free Estimate</a>
        </div>
      </PageHero>
      <Section id="areas" heading={page.areas.heading}>
        <ul className={cardGrid(3, page.areas.items.length)}>
          {page.areas.items.map((a) => (
            <li key={a.state} className="card area-card"><span className="icon-badge"><Icon name="pin" size={22} /></span><h3>{a.state}</h3><p>{a.places}</p></li>
          ))}
        </ul>
      </Section>
      <EstimateSection heading={page.form.heading} text={page.form.text} />
      <section className="section section-muted" aria-label="Contact details">
        <div className="container card-grid cols-2 count-2">
          <div className="card info-card">
            <h2>Get In Touch</h2>
            <ul className="info-list">
              <li><Icon name="phone" size={20} /><span><strong>Phone</strong><PhoneLink /></span></li>
              <li><Icon name="mail" size={20} /><span><strong>E-mail</strong><a href={`mailto:${site.email}`} data-track="email">{site.email}</a></span></li>
              <li><Icon name="pin" size={20} /><span><strong>Service Area</strong>{site.area}</span></li>
              <li><Icon name="clock" size={20} /><span><strong>Response Time</strong>{site.replyWithin}</span></li>
            </ul>
          </div>
          <div className="card info-card">
            <h2>Business Hours</h2>
            <dl className="hours">
              {site.hours.map((h) => <div key={h.days}><dt>{h.days}</dt><dd>{h.hours}</dd></div>)}
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
