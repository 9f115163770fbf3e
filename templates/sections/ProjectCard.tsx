import type { Project } from '../../generator/model/schema/index.ts';
import { videoType } from '../../generator/model/media.ts';
import { projectPath } from '../../generator/model/routes.ts';
import { Icon, iconFor } from '../../client/components/icons.tsx';
import type { SlotName } from '../../generator/model/image-slots.ts';
import { useImageSource, useImageUrl, usePage, useVideoUrl, useWidget } from '../site-context.tsx';
import { fill } from '../../generator/model/copy.ts';
import { Picture } from '../../client/components/Picture.tsx';

/** A muted looping clip that plays on pointer enter and pauses and rewinds on leave (client/entries/hover-video.ts). */
export function HoverVideo({ src, poster, label }: { src: string; poster: string; label: string }) {
  useWidget('hover-video');
  const video = useVideoUrl();
  const image = useImageUrl();
  const { copy } = usePage().content.site;
  return (
    <video
      className="hover-video"
      data-hover-video=""
      muted
      loop
      playsInline
      preload="none"
      poster={image(poster)}
      title={label}
      width={1200}
      height={900}
    >
      <source src={video(src)} type={videoType(src)} />
      {copy.videoUnsupported}
    </video>
  );
}

export function ProjectMedia({ project, slot = 'card' }: { project: Project; slot?: SlotName }) {
  const image = useImageSource();
  const { copy } = usePage().content.site;
  if (project.type === 'video' && project.video) {
    return (
      <HoverVideo
        src={project.video}
        poster={project.poster ?? project.images[0].src}
        label={fill(copy.projectCard.videoTitle, { name: project.name })}
      />
    );
  }
  return <Picture image={image(project.image ?? project.images[0].src)} alt={project.images[0].alt} slot={slot} />;
}

export function ProjectCard({ project, headingLevel = 3 }: { project: Project; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const words = usePage().content.site.copy.projectCard;
  return (
    <article className="card project-card">
      <div className="card-media">
        <ProjectMedia project={project} />
        <span className="badge badge-dark">
          <Icon name={iconFor(project.icon)} size={14} />
          {project.type === 'video' ? words.video : words.photos}
        </span>
      </div>
      <div className="card-body">
        <Heading>
          <a className="stretched" href={projectPath(project)}>
            {project.name}
          </a>
        </Heading>
        <p className="card-meta">
          <Icon name="pin" size={14} />
          {project.location}
        </p>
        <p>{project.description}</p>
        <span className="card-link" aria-hidden="true">
          {words.link} <Icon name="arrowRight" size={16} />
        </span>
      </div>
    </article>
  );
}
