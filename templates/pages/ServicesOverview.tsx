import type { ServicesPage } from '../../generator/model/schema/index.ts';
import { BenefitGrid, cardGrid, CtaBanner, HeroActions, PageHero, Section } from '../sections/common.tsx';
import { ServiceCard } from '../sections/ServiceCard.tsx';
import { usePage } from '../site-context.tsx';

export function ServicesOverview({ page }: { page: ServicesPage }) {
  const { services } = usePage().content;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} heading={page.hero.heading} text={page.hero.text}>
        <HeroActions />
      </PageHero>
      <Section id="all-services" heading={page.all.heading} intro={page.all.intro}>
        <ul className={cardGrid(4, services.length)}>
          {services.map((s) => (
            <li key={s.slug}>
              <ServiceCard service={s} showFeatures />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="why-us" heading={page.whyChooseUs.heading} tone="muted">
        <BenefitGrid items={page.whyChooseUs.items} columns={4} />
      </Section>
      <CtaBanner cta={page.cta} />
    </>
  );
}
