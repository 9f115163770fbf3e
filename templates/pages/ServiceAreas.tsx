import type { ServiceAreasPage } from '../../generator/model/schema/index.ts';
import { Icon } from '../../client/components/icons.tsx';
import {
  BenefitGrid,
  Breadcrumb,
  FaqSection,
  PageHero,
  Section,
  StatGrid,
  Steps,
  Testimonials,
} from '../sections/common.tsx';
import { PhoneLink } from '../sections/PhoneLink.tsx';
import { HoverVideo } from '../sections/ProjectCard.tsx';
import { useImageSource, usePage } from '../site-context.tsx';
import { fill } from '../../generator/model/copy.ts';
import { Picture } from '../../client/components/Picture.tsx';

export function ServiceAreas({ page }: { page: ServiceAreasPage }) {
  const image = useImageSource();
  const { copy } = usePage().content.site;
  const card = page.stateCard;
  return (
    <>
      <Breadcrumb />
      <PageHero
        eyebrow={page.hero.eyebrow}
        heading={page.hero.heading}
        text={page.hero.text}
        below={<StatGrid stats={page.hero.stats} tone="dark" />}
      >
        <nav className="jump-links" aria-label={page.hero.jumpLabel}>
          {page.states.map((s) => (
            <a key={s.id} className="btn btn-outline-light" href={`#${s.id}`}>
              {s.name}
            </a>
          ))}
        </nav>
      </PageHero>
      <Section id="why-local" heading={page.whyChooseUs.heading}>
        <BenefitGrid items={page.whyChooseUs.items} columns={4} />
      </Section>
      <section className="section section-muted" aria-labelledby="states-title">
        <div className="container">
          <header className="section-header">
            <h2 id="states-title">{page.statesHeading}</h2>
          </header>
          <div className="state-cards">
            {page.states.map((s) => (
              <article key={s.id} id={s.id} className="card state-card">
                <div className="card-media">
                  {s.type === 'video' && s.poster ? (
                    <HoverVideo src={s.image} poster={s.poster} label={fill(card.videoTitle, { state: s.name })} />
                  ) : (
                    <Picture image={image(s.image)} alt={fill(card.imageAlt, { state: s.name })} slot="card" />
                  )}
                </div>
                <div className="card-body">
                  <h3>{s.path ? <a href={s.path}>{s.name}</a> : s.name}</h3>
                  {s.path ? (
                    <p className="state-overview">
                      <a href={s.path}>{fill(card.overviewLink, { state: s.name })}</a>
                    </p>
                  ) : null}
                  <p>{s.description}</p>
                  <p className="card-meta">
                    <Icon name="clock" size={16} />
                    {fill(card.travelTime, { time: s.travelTime })}
                  </p>
                  <p className="featured-project">
                    <Icon name="award" size={16} />
                    <span>
                      <strong>{`${card.recentProject} `}</strong>
                      {s.featuredProject}
                    </span>
                  </p>
                  <ul className="state-locations">
                    {s.locations.map((l) => (
                      <li key={l.path}>
                        <a href={l.path}>{l.name}</a>
                        <span>{l.cities.join(', ')}</span>
                      </li>
                    ))}
                  </ul>
                  <a className="btn btn-primary" href={s.locations[0].path}>
                    {fill(card.servicesButton, { state: s.name })}
                  </a>
                </div>
              </article>
            ))}
          </div>
        </div>
      </section>
      <section className="section" aria-label={page.coverageLabel}>
        <div className="container card-grid cols-2 count-2">
          <div className="card cta-card">
            <h2>{page.notSure.heading}</h2>
            <p>{page.notSure.text}</p>
            <PhoneLink className="btn btn-primary" text={copy.callUs} />
          </div>
          <div className="card cta-card">
            <h2>{page.notListed.heading}</h2>
            <p>{page.notListed.text}</p>
            <div className="cta-actions">
              <PhoneLink className="btn btn-primary" text={copy.callUs} />
              <a className="btn btn-outline" href="/contact" data-track="estimate">
                {page.notListed.estimateLabel}
              </a>
            </div>
          </div>
        </div>
      </section>
      <Section id="process" heading={page.process.heading} tone="muted">
        <Steps steps={page.process.steps} />
      </Section>
      <Section id="testimonials" heading={page.testimonialsHeading}>
        <Testimonials items={page.testimonials} />
      </Section>
      <FaqSection id="faq" heading={page.faqHeading} items={page.faqs} mode="multi" />
    </>
  );
}
