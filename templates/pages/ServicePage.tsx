import type { Service } from '../../generator/model/schema/index.ts';
import { Icon } from '../../client/components/icons.tsx';
import {
  BenefitGrid,
  Breadcrumb,
  Checklist,
  CtaBanner,
  FaqSection,
  PageHero,
  Section,
  StatGrid,
  Steps,
  Testimonials,
  TrustStrip,
} from '../sections/common.tsx';
import { PhoneLink, phoneInButton } from '../sections/PhoneLink.tsx';
import { RelatedGuides } from '../sections/RelatedGuides.tsx';
import { guidesAbout } from '../../generator/model/guide-order.ts';
import { fill } from '../../generator/model/copy.ts';
import { useImageSource, usePage } from '../site-context.tsx';
import { Picture } from '../../client/components/Picture.tsx';

export function ServicePage({ service }: { service: Service }) {
  const image = useImageSource();
  const { content } = usePage();
  const { site, pages } = content;
  const words = pages.services.servicePage;
  return (
    <>
      <Breadcrumb />
      <PageHero
        eyebrow={service.name}
        heading={service.hero.heading}
        text={service.hero.subheading}
        image={{ ...image(service.hero.image.src), alt: service.hero.image.alt }}
        below={<StatGrid stats={service.hero.stats} tone="dark" />}
      >
        <div className="hero-actions">
          <PhoneLink className="btn btn-accent btn-lg">
            <Icon name="phone" size={20} />
            {fill(site.copy.callPhone, { phone: phoneInButton(site.phone.display) })}
          </PhoneLink>
          <a className="btn btn-outline-light btn-lg" href="/contact" data-track="estimate">
            {words.consultationLabel}
          </a>
        </div>
      </PageHero>
      <Section id="features" heading={service.features.heading}>
        <div className="split">
          <div>
            <p className="lead">{service.features.intro}</p>
            <Checklist items={service.features.items} />
          </div>
          <Picture
            className="rounded shadow"
            image={image(service.features.image.src)}
            alt={service.features.image.alt}
            slot="split"
          />
        </div>
      </Section>
      <Section id="process" heading={service.process.heading} tone="muted">
        <Steps steps={service.process.steps} />
      </Section>
      {service.lists.map((list, i) => (
        <Section
          key={list.heading}
          id={`list-${i + 1}`}
          heading={list.heading}
          intro={list.intro}
          tone={i % 2 === 0 ? 'plain' : 'muted'}
        >
          <BenefitGrid items={list.items} columns={list.items.length % 4 === 0 ? 4 : 3} />
        </Section>
      ))}
      <Section id="testimonials" heading={words.testimonialsHeading} tone="muted">
        <Testimonials items={service.testimonials} />
      </Section>
      <FaqSection id="faq" heading={words.faqHeading} items={service.faqs} mode="single" />
      <RelatedGuides guides={guidesAbout(content, { services: service.slug })} />
      <TrustStrip />
      <CtaBanner cta={service.cta} />
    </>
  );
}
