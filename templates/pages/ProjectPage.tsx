import { ProjectGallery } from '../../client/islands/ProjectGallery.tsx';
import { VideoCarousel } from '../../client/islands/VideoCarousel.tsx';
import { videoType } from '../../generator/model/media.ts';
import type { Project } from '../../generator/model/schema/index.ts';
import { Icon } from '../../client/components/icons.tsx';
import { Island } from '../Island.tsx';
import { Breadcrumb, Checklist, CtaBanner, Section, StatGrid } from '../sections/common.tsx';
import { ProjectMedia } from '../sections/ProjectCard.tsx';
import { useImageSource, useImageUrl, usePage, useVideoUrl } from '../site-context.tsx';
import { fill } from '../../generator/model/copy.ts';

/** "Lead: the rest" bullets get a short bold lead and normal-weight text; others stay plain. */
function BulletText({ text }: { text: string }) {
  const at = text.indexOf(': ');
  if (at < 0 || at > 60) return <span>{text}</span>;
  return (
    <span>
      <strong>{text.slice(0, at + 1)}</strong>
      {` ${text.slice(at + 2)}`}
    </span>
  );
}

export function ProjectPage({ project }: { project: Project }) {
  const image = useImageUrl();
  const source = useImageSource();
  const video = useVideoUrl();
  const {
    pages: { gallery },
    site,
  } = usePage().content;
  const words = gallery.projectPage;
  return (
    <>
      <Breadcrumb />
      <div className="container back-row">
        <a className="btn btn-ghost btn-sm" href="/gallery">
          <Icon name="arrowLeft" size={16} />
          {words.backLabel}
        </a>
      </div>
      <section className="project-hero" aria-labelledby="page-title">
        <div className="container split">
          <div>
            <p className="eyebrow">
              <Icon name="pin" size={14} />
              {project.location}
            </p>
            <h1 id="page-title">{project.hero.headline}</h1>
            <p className="lead">{project.hero.intro}</p>
            <Checklist
              items={project.hero.bullets}
              className="checklist large"
              iconSize={20}
              renderItem={(b) => <BulletText text={b} />}
            />
            <div className="hero-actions">
              <a className="btn btn-accent btn-lg" href="/contact" data-track="estimate">
                {words.estimateLabel}
              </a>
              <a className="btn btn-outline btn-lg" href="#project-gallery">
                {words.galleryLinkLabel}
              </a>
            </div>
          </div>
          <div className="project-hero-media rounded shadow">
            <ProjectMedia project={project} slot="split" />
          </div>
        </div>
      </section>
      <Section id="details" heading={project.details.heading} tone="muted">
        <div className="split">
          <div className="prose">
            {project.details.paragraphs.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </div>
          <StatGrid stats={project.details.facts} />
        </div>
      </Section>
      {project.videos.length > 0 ? (
        <Section
          id="project-videos"
          heading={words.videosHeading}
          intro={fill(words.videosIntro, { count: project.videos.length })}
        >
          <Island
            name="video-carousel"
            component={VideoCarousel}
            props={{
              projectName: project.name,
              videos: project.videos.map((v) => ({
                src: video(v.src),
                type: videoType(v.src),
                poster: image(v.poster),
                title: v.title,
                ...(v.captions ? { captions: v.captions } : {}),
              })),
              words: { ...words.videoCarousel, unsupported: site.copy.videoUnsupported },
            }}
          />
        </Section>
      ) : null}
      <Section
        id="project-gallery"
        heading={words.galleryHeading}
        intro={fill(words.galleryIntro, { count: project.images.length })}
      >
        <Island
          name="project-gallery"
          component={ProjectGallery}
          props={{
            projectName: project.name,
            aspectRatio: project.aspectRatio,
            images: project.images.map((i) => ({ ...source(i.src), alt: i.alt })),
            words: words.photoViewer,
          }}
        />
      </Section>
      <CtaBanner cta={gallery.projectCta} />
    </>
  );
}
