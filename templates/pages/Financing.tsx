// /financing: the 0% APR offer, its terms, the steps to use it and the questions about it.
import type { Pages } from '../../generator/model/content.ts';
import { Checklist, CtaBanner, FaqSection, HeroActions, PageHero, Section, Steps } from '../sections/common.tsx';

export function Financing({ page }: { page: Pages['financing'] }) {
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} heading={page.hero.heading} text={page.hero.text}>
        <HeroActions />
      </PageHero>
      <Section id="terms" heading={page.terms.heading} intro={page.terms.intro}>
        <div className="offer-terms">
          <Checklist items={page.terms.items} className="checklist large" />
          <p className="fine-print">{page.finePrint}</p>
        </div>
      </Section>
      <Section id="how-it-works" heading={page.steps.heading} tone="muted">
        <Steps steps={page.steps.items} />
      </Section>
      <FaqSection id="questions" heading={page.faq.heading} items={page.faq.items} mode="multi" />
      <CtaBanner cta={page.cta} />
    </>
  );
}
