import { LocationServices } from '../../client/islands/LocationServices.tsx';
import { matchProjects } from '../../client/filters.ts';
import { FEATURED_PROJECTS_MAX } from '../../generator/model/constants.ts';
import type { Location } from '../../generator/model/schema/index.ts';
import { Icon } from '../../client/components/icons.tsx';
import { Island } from '../Island.tsx';
import { BenefitGrid, Breadcrumb, cardGrid, CtaBanner, FaqSection, PageHero, Section, StatGrid, Testimonials } from '../sections/common.tsx';
import { PhoneLink } from '../sections/PhoneLink.tsx';
import { ProjectCard } from '../sections/ProjectCard.tsx';
import { useImageSource, usePage } from '../site-context.tsx';

export function LocationPage({ location }: { location: Location }) {
  const { content } = usePage();
  const image = useImageSource();
  const { locationCta } = content.pages.serviceAreas;
  const projects = matchProjects(content.projects, location.projectKeywords, FEATURED_PROJECTS_MAX);
  const place = location.kind === 'neighborhood' ? `${location.name}, DC` : location.name;
  const areas = (
    <Section id="areas" heading={location.areas.heading} intro={location.areas.intro} tone="muted">
      <ul className="area-names">
        {location.areas.names.map((n) => <li key={n}><Icon name="pin" size={16} />{n}</li>)}
      </ul>
    </Section>
  );
  const testimonials = (
    // The rating figures shown here are the ones this page's structured data carries.
    <Section id="testimonials" heading={`What ${location.name} Customers Say`} intro={`Rated ${location.rating.value.toFixed(1)} out of 5 from ${location.rating.count}+ reviews.`}>
      <Testimonials items={location.testimonials} />
    </Section>
  );
  return (
    <>
      <Breadcrumb spec={{ type: 'location', location }} />
      <PageHero eyebrow={`${place} · ${location.state}`} heading={location.hero.heading} text={location.hero.description}
        image={{ ...image(location.hero.backgroundImage.src), alt: location.hero.backgroundImage.alt }}
        below={<StatGrid tone="dark" stats={[
          { number: location.statistics.projectsCompleted, label: 'Projects Completed' },
          { number: location.statistics.avgResponseTime, label: 'Average Response Time' },
          { number: location.statistics.yearsServing, label: 'Years Serving' },
        ]} />}>
        <div className="hero-actions">
          <a className="btn btn-accent btn-lg" href="/contact" data-track="estimate">Get Free Estimate</a>
          <PhoneLink className="btn btn-outline-light btn-lg"><Icon name="phone" size={20} />Call Now</PhoneLink>
        </div>
      </PageHero>
      <Section id="intro" heading={location.intro.heading}>
        <div className="prose narrow">{location.intro.paragraphs.map((p) => <p key={p.slice(0, 40)}>{p}</p>)}</div>
      </Section>
      <Section id="services" heading={`Flooring Services in ${location.name}`} intro="Transparent starting prices per square foot; every estimate is free and itemised." tone="muted">
        <Island name="location-services" component={LocationServices} props={{
          cards: location.services.map((s) => ({ ...s, image: { ...image(s.image.src), alt: s.image.alt } })),
        }} />
      </Section>
      {projects.length > 0 ? (
        <Section id="featured-projects" heading={`Featured Projects near ${location.name}`}>
          <ul className={cardGrid(3, projects.length)}>
            {projects.map((p) => <li key={p.id}><ProjectCard project={p} /></li>)}
          </ul>
        </Section>
      ) : null}
      <Section id="why-us" heading={location.whyChooseUs.heading} tone="muted">
        <BenefitGrid items={location.whyChooseUs.items} />
      </Section>
      {location.areasBeforeTestimonials ? <>{areas}{testimonials}</> : <>{testimonials}</>}
      <FaqSection id="faq" heading={`${location.name} Flooring FAQs`} items={location.faqs} mode="single" />
      {location.areasBeforeTestimonials ? null : areas}
      <CtaBanner cta={{ heading: locationCta.heading.replace('{place}', location.name), text: locationCta.text.replace('{place}', location.name) }} />
    </>
  );
}
