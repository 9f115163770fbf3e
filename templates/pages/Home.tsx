import { HomeVideo } from '../../client/islands/HomeVideo.tsx';
import type { HomePage } from '../../generator/model/schema/index.ts';
import { listLine } from '../../generator/model/copy.ts';
import { bySlugs } from '../../generator/model/slug-lookup.ts';
import { Icon } from '../../client/components/icons.tsx';
import { Island } from '../Island.tsx';
import { BenefitGrid, cardGrid, Checklist, CtaBanner, HeroActions, Section } from '../sections/common.tsx';
import { EstimateSection } from '../sections/EstimateSection.tsx';
import { ProjectCard } from '../sections/ProjectCard.tsx';
import { ServiceCard } from '../sections/ServiceCard.tsx';
import { useImageUrl, usePage, useVideoUrl } from '../site-context.tsx';

export function Home({ page }: { page: HomePage }) {
  const { content } = usePage();
  const image = useImageUrl();
  const video = useVideoUrl();
  const services = bySlugs(content.services, page.services.slugs);
  const projects = page.projects.ids.map((id) => content.projects.find((p) => p.id === id)!);
  const heading = page.hero.heading;
  const at = heading.indexOf(page.hero.highlight);
  return (
    <>
      {/* Only the link text is the link (its name says where it goes); the rest of the banner is clickable through it (.banner-link::after). */}
      <div className="featured-banner">
        <span className="badge badge-accent">{page.banner.label}</span>
        <span>{page.banner.text}</span>
        <a className="banner-link" href={page.banner.path}>
          {page.banner.linkText}
          <Icon name="arrowRight" size={16} />
        </a>
      </div>
      <section className="home-hero" aria-labelledby="page-title">
        <div className="container home-hero-grid">
          <div className="hero-copy">
            <Checklist items={page.hero.badges} className="hero-badges" icon="award" iconSize={16} />
            <h1 id="page-title">
              {at >= 0 ? (
                <>
                  {heading.slice(0, at)}
                  <span className="highlight">{page.hero.highlight}</span>
                  {heading.slice(at + page.hero.highlight.length)}
                </>
              ) : (
                heading
              )}
            </h1>
            <p className="hero-text">{page.hero.text}</p>
            <HeroActions
              secondary={
                <a className="btn btn-outline-light btn-lg" href={page.hero.secondaryLink.path}>
                  {page.hero.secondaryLink.name}
                </a>
              }
            />
          </div>
          <Island
            name="home-video"
            component={HomeVideo}
            className="hero-media"
            props={{
              videos: page.videos.map((v) => ({ src: video(v.src), poster: image(v.poster), title: v.title })),
              words: { ...page.videoControls, unsupported: content.site.copy.videoUnsupported },
            }}
          />
        </div>
      </section>
      <Section id="services" heading={page.services.heading} intro={page.services.text}>
        <ul className={cardGrid(4, services.length)}>
          {services.map((s) => (
            <li key={s.slug}>
              <ServiceCard service={s} />
            </li>
          ))}
        </ul>
        <p className="center">
          <a className="btn btn-primary" href={page.services.link.path}>
            {page.services.link.name}
          </a>
        </p>
      </Section>
      <Section id="projects" heading={page.projects.heading} intro={page.projects.text} tone="muted">
        <ul className={cardGrid(3, projects.length)}>
          {projects.map((p) => (
            <li key={p.id}>
              <ProjectCard project={p} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="areas" heading={page.areas.heading} intro={page.areas.text}>
        <ul className={cardGrid(3, page.areas.cards.length)}>
          {page.areas.cards.map((c) => (
            <li key={c.path} className="card area-card">
              <span className="icon-badge">
                <Icon name="pin" size={22} />
              </span>
              <h3>
                <a className="stretched" href={c.path}>
                  {c.title}
                </a>
              </h3>
              <p>{c.text}</p>
              <p className="card-meta">{listLine(c.places)}</p>
            </li>
          ))}
        </ul>
        <p className="center">
          <a className="btn btn-outline" href={page.areas.link.path}>
            {page.areas.link.name}
          </a>
        </p>
      </Section>
      <EstimateSection heading={page.estimate.heading} text={page.estimate.text} />
      <Section id="why-us" heading={page.whyChooseUs.heading} tone="muted">
        <BenefitGrid items={page.whyChooseUs.items} />
      </Section>
      <CtaBanner cta={page.cta} />
    </>
  );
}
