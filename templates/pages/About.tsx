import type { AboutPage } from '../../generator/model/schema/index.ts';
import { Icon } from '../../client/components/icons.tsx';
import { BenefitGrid, Checklist, CtaBanner, HeroActions, PageHero, Section, StatGrid } from '../sections/common.tsx';
import { ProjectCard } from '../sections/ProjectCard.tsx';
import { useImageSource, usePage } from '../site-context.tsx';
import { Picture } from '../../client/components/Picture.tsx';
import { fill } from '../../generator/model/copy.ts';

export function About({ page }: { page: AboutPage }) {
  const { content } = usePage();
  const image = useImageSource();
  const mosaic = page.mosaic.ids.map((id) => content.projects.find((p) => p.id === id)!);
  return (
    <>
      <PageHero
        eyebrow={fill(page.hero.eyebrow, { brand: content.site.brand })}
        heading={page.hero.heading}
        text={page.hero.text}
        below={<StatGrid stats={page.hero.stats} tone="dark" />}
      >
        <HeroActions />
      </PageHero>
      <Section id="story" heading={page.story.heading}>
        <div className="split">
          <div className="prose">
            {page.story.paragraphs.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </div>
          <Picture
            className="rounded shadow"
            image={image(page.story.image.src)}
            alt={page.story.image.alt}
            slot="split"
          />
        </div>
      </Section>
      <Section id="mosaic" heading={page.mosaic.heading} tone="muted">
        <ul className={`mosaic count-${mosaic.length}`}>
          {mosaic.map((p) => (
            <li key={p.id}>
              <ProjectCard project={p} />
            </li>
          ))}
        </ul>
      </Section>
      <section className="section mission" aria-labelledby="mission-title">
        <div className="container narrow center">
          <Icon name="quote" size={40} className="quote-mark" />
          <h2 id="mission-title">{page.mission.heading}</h2>
          <p className="lead">{page.mission.text}</p>
        </div>
      </section>
      <Section id="expertise" heading={page.expertise.heading}>
        <BenefitGrid items={page.expertise.items} />
      </Section>
      <Section id="notable" heading={page.notableProjects.heading} tone="muted">
        <BenefitGrid items={page.notableProjects.items} />
      </Section>
      <Section id="values" heading={page.values.heading}>
        <div className="split">
          <BenefitGrid items={page.values.items} columns={2} />
          <div className="card commitments">
            <h3>{page.commitments.heading}</h3>
            <Checklist items={page.commitments.items} />
          </div>
        </div>
      </Section>
      <CtaBanner cta={page.cta} />
    </>
  );
}
