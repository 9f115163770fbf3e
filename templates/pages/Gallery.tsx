import type { GalleryPage } from '../../generator/model/schema/index.ts';
import { BenefitGrid, cardGrid, CtaBanner, PageHero, Section } from '../sections/common.tsx';
import { ProjectCard } from '../sections/ProjectCard.tsx';
import { usePage } from '../site-context.tsx';
import { fill } from '../../generator/model/copy.ts';

export function Gallery({ page }: { page: GalleryPage }) {
  const { projects } = usePage().content;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} heading={page.hero.heading} text={page.hero.text} />
      <Section
        id="projects"
        heading={page.projects.heading}
        intro={fill(page.projects.intro, { count: projects.length })}
      >
        <ul className={cardGrid(3, projects.length, 'gallery-grid')}>
          {projects.map((p) => (
            <li key={p.id}>
              <ProjectCard project={p} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="why-us" heading={page.whyChoose.heading} tone="muted">
        <BenefitGrid items={page.whyChoose.items} />
      </Section>
      <CtaBanner
        cta={page.cta}
        estimateLabel={page.cta.estimateLabel}
        conversion={{ phone: 'gallery_phone_click', estimate: 'gallery_consultation_click' }}
      />
    </>
  );
}
