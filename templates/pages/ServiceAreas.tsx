import type { ServiceAreasPage } from '../../generator/model/schema/index.ts';
import { Icon } from '../../client/components/icons.tsx';
import { BenefitGrid, Breadcrumb, FaqSection, PageHero, Section, StatGrid, Steps, Testimonials } from '../sections/common.tsx';
import { PhoneLink } from '../sections/PhoneLink.tsx';
import { HoverVideo } from '../sections/ProjectCard.tsx';
import { useImageSource } from '../site-context.tsx';
import { Picture } from '../../client/components/Picture.tsx';

export function ServiceAreas({ page }: { page: ServiceAreasPage }) {
  const image = useImageSource();
  return (
    <>
      <Breadcrumb spec={{ type: 'serviceAreas' }} />
      <PageHero eyebrow="Service Areas" heading={page.hero.heading} text={page.hero.text} below={<StatGrid stats={page.hero.stats} tone="dark" />}>
        <nav className="jump-links" aria-label="Jump to a state">
          {page.states.map((s) => <a key={s.id} className="btn btn-outline-light" href={`#${s.id}`}>{s.name}</a>)}
        </nav>
      </PageHero>
      <Section id="why-local" heading={page.whyChooseUs.heading}>
        <BenefitGrid items={page.whyChooseUs.items} columns={4} />
      </Section>
      <section className="section section-muted" aria-labelledby="states-title">
        <div className="container">
          <header className="section-header"><h2 id="states-title">Where We Work</h2></header>
          <div className="state-cards">
            {page.states.map((s) => (
              <article key={s.id} id={s.id} className="card state-card">
                <div className="card-media">
                  {s.type === 'video' ? <HoverVideo src={s.image} poster={s.poster ?? 'placeholders/dc.svg'} label={`${s.name} skyline video`} />
                    : <Picture image={image(s.image)} alt={`Homes and streets in ${s.name}`} slot="card" />}
                </div>
                <div className="card-body">
                  <h3>{s.path ? <a href={s.path}>{s.name}</a> : s.name}</h3>
                  {s.path ? <p className="state-overview"><a href={s.path}>{`All of ${s.name}: flooring services and local projects`}</a></p> : null}
                  <p>{s.description}</p>
                  <p className="card-meta"><Icon name="clock" size={16} />{`Travel time: ${s.travelTime}`}</p>
                  <p className="featured-project"><Icon name="award" size={16} /><span><strong>Recent project: </strong>{s.featuredProject}</span></p>
                  <ul className="state-locations">
                    {s.locations.map((l) => (
                      <li key={l.path}>
                        <a href={l.path}>{l.name}</a>
                        <span>{l.cities.join(', ')}</span>
                      </li>
                    ))}
                  </ul>
                  <a className="btn btn-primary" href={s.locations[0].path}>{`View ${s.name} Services`}</a>
                </div>
              </article>
            ))}
          </div>
        </div>
      </section>
      <section className="section" aria-label="Coverage questions">
        <div className="container card-grid cols-2 count-2">
          <div className="card cta-card">
            <h2>{page.notSure.heading}</h2>
            <p>{page.notSure.text}</p>
            <PhoneLink className="btn btn-primary"><Icon name="phone" size={18} />Call Us</PhoneLink>
          </div>
          <div className="card cta-card">
            <h2>{page.notListed.heading}</h2>
            <p>{page.notListed.text}</p>
            <div className="cta-actions">
              <PhoneLink className="btn btn-primary"><Icon name="phone" size={18} />Call Us</PhoneLink>
              <a className="btn btn-outline" href="/contact" data-track="estimate">Request Free Estimate</a>
            </div>
          </div>
        </div>
      </section>
      <Section id="process" heading={page.process.heading} tone="muted">
        <Steps steps={page.process.steps} />
      </Section>
      <Section id="testimonials" heading="What Customers Across the DMV Say">
        <Testimonials items={page.testimonials} />
      </Section>
      <FaqSection id="faq" heading="Service Area FAQs" items={page.faqs} mode="multi" />
    </>
  );
}
