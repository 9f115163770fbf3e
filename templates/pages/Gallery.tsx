import type { GalleryPage } from '../../generator/model/schema/index.ts';
import { BenefitGrid, cardGrid, CtaBanner, PageHero, Section } from '../sections/common.tsx';
import { ProjectCard } from '../sections/ProjectCard.tsx';
import { usePage } from '../site-context.tsx';

export function Gallery({ page }: { page: GalleryPage }) {
  const { projects } = usePage().content;
  return (
    <>
      <PageHero eyebrow="Project Gallery" heading={page.hero.heading} text={page.hero.text} />
      <Section id="projects" heading="Completed Projects" intro={`${projects.length} projects across Washington DC, Maryland and Northern Virginia. Hover a video project to play it.`}>
        <ul className={cardGrid(3, projects.length, 'gallery-grid')}>
          {projects.map((p) => <li key={p.id}><ProjectCard project={p} /></li>)}
        </ul>
      </Section>
      <Section id="why-us" heading={page.whyChoose.heading} tone="muted">
        <BenefitGrid items={page.whyChoose.items} />
      </Section>
      <CtaBanner cta={page.cta} estimateLabel="Schedule a Consultation" conversion={{ phone: 'gallery_phone_click', estimate: 'gallery_consultation_click' }} />
    </>
  );
}
