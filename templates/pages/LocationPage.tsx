import { LocationServices } from '../../client/islands/LocationServices.tsx';
import { matchProjects } from '../../generator/model/featured-projects.ts';
import { FEATURED_PROJECTS_MAX } from '../../generator/model/constants.ts';
import type { Location } from '../../generator/model/schema/index.ts';
import { Island } from '../Island.tsx';
import {
  BenefitGrid,
  Breadcrumb,
  cardGrid,
  Checklist,
  CtaBanner,
  FaqSection,
  PageHero,
  Section,
  StatGrid,
  Testimonials,
} from '../sections/common.tsx';
import { PhoneLink } from '../sections/PhoneLink.tsx';
import { ProjectCard } from '../sections/ProjectCard.tsx';
import { RelatedGuides } from '../sections/RelatedGuides.tsx';
import { guidesAbout } from '../../generator/model/guide-order.ts';
import { useImageSource, usePage } from '../site-context.tsx';
import { fill, listLine } from '../../generator/model/copy.ts';
import { placeName } from '../../generator/model/places.ts';

export function LocationPage({ location }: { location: Location }) {
  const { content } = usePage();
  const image = useImageSource();
  const { locationCta, locationPage: words } = content.pages.serviceAreas;
  const { copy } = content.site;
  const named = (text: string) => fill(text, { place: location.name });
  const projects = matchProjects(content.projects, location.projectKeywords, FEATURED_PROJECTS_MAX);
  const place = placeName(location);
  const areas = (
    <Section id="areas" heading={location.areas.heading} intro={location.areas.intro} tone="muted">
      <Checklist items={location.areas.names} className="area-names" icon="pin" iconSize={16} />
    </Section>
  );
  const testimonials = (
    // The rating figures shown here are the ones this page's structured data carries.
    <Section
      id="testimonials"
      heading={named(words.testimonialsHeading)}
      intro={fill(words.ratingLine, { rating: location.rating.value.toFixed(1), count: location.rating.count })}
    >
      <Testimonials items={location.testimonials} />
    </Section>
  );
  return (
    <>
      <Breadcrumb />
      <PageHero
        eyebrow={listLine([place, location.state])}
        heading={location.hero.heading}
        text={location.hero.description}
        image={{ ...image(location.hero.backgroundImage.src), alt: location.hero.backgroundImage.alt }}
        below={
          <StatGrid
            tone="dark"
            stats={[
              { number: location.statistics.projectsCompleted, label: words.stats.projectsCompleted },
              { number: location.statistics.avgResponseTime, label: words.stats.avgResponseTime },
              { number: location.statistics.yearsServing, label: words.stats.yearsServing },
            ]}
          />
        }
      >
        <div className="hero-actions">
          <a className="btn btn-accent btn-lg" href="/contact" data-track="estimate">
            {copy.estimateButton}
          </a>
          <PhoneLink className="btn btn-outline-light btn-lg" text={copy.callNow} iconSize={20} />
        </div>
      </PageHero>
      <Section id="intro" heading={location.intro.heading}>
        <div className="prose narrow">
          {location.intro.paragraphs.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </div>
      </Section>
      <Section id="services" heading={named(words.servicesHeading)} intro={words.servicesIntro} tone="muted">
        <Island
          name="location-services"
          component={LocationServices}
          props={{
            cards: location.services.map((s) => ({ ...s, image: { ...image(s.image.src), alt: s.image.alt } })),
            words: { ...words.serviceCards, learnMore: copy.learnMore, learnMoreAbout: copy.learnMoreAbout },
          }}
        />
      </Section>
      {projects.length > 0 ? (
        <Section id="featured-projects" heading={named(words.featuredHeading)}>
          <ul className={cardGrid(3, projects.length)}>
            {projects.map((p) => (
              <li key={p.id}>
                <ProjectCard project={p} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section id="why-us" heading={location.whyChooseUs.heading} tone="muted">
        <BenefitGrid items={location.whyChooseUs.items} />
      </Section>
      {location.areasBeforeTestimonials ? (
        <>
          {areas}
          {testimonials}
        </>
      ) : (
        testimonials
      )}
      <FaqSection id="faq" heading={named(words.faqHeading)} items={location.faqs} mode="single" />
      {location.areasBeforeTestimonials ? null : areas}
      <RelatedGuides guides={guidesAbout(content, { locations: location.slug })} />
      <CtaBanner cta={{ heading: named(locationCta.heading), text: named(locationCta.text) }} />
    </>
  );
}
