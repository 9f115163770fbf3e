import type { Project } from '../../generator/model/schema/index.ts';
import { videoType } from '../../generator/model/media.ts';
import { projectPath } from '../../generator/model/routes.ts';
import { Icon, iconFor } from '../../client/components/icons.tsx';
import type { SlotName } from '../../generator/model/image-slots.ts';
import { useImageSource, useImageUrl, useVideoUrl, useWidget } from '../site-context.tsx';
import { Picture } from '../../client/components/Picture.tsx';

/** A muted looping clip that plays on pointer enter and pauses and rewinds on leave (client/hover-video.ts). */
export function HoverVideo({ src, poster, label }: { src: string; poster: string; label: string }) {
  useWidget('hover-video');
  const video = useVideoUrl();
  const image = useImageUrl();
  return (
    <video className="hover-video" data-hover-video="" muted loop playsInline preload="none" poster={image(poster)} title={label} width={1200} height={900}>
      <source src={video(src)} type={videoType(src)} />
      Your browser does not support the video tag.
    </video>
  );
}

export function ProjectMedia({ project, slot = 'card' }: { project: Project; slot?: SlotName }) {
  const image = useImageSource();
  if (project.type === 'video' && project.video) {
    return <HoverVideo src={project.video} poster={project.poster ?? project.images[0].src} label={`${project.name} video`} />;
  }
  return <Picture image={image(project.image ?? project.images[0].src)} alt={project.images[0].alt} slot={slot} />;
}

export function ProjectCard({ project, headingLevel = 3 }: { project: Project; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card project-card">
      <div className="card-media">
        <ProjectMedia project={project} />
        <span className="badge badge-dark"><Icon name={iconFor(project.icon)} size={14} />{project.type === 'video' ? 'Video' : 'Photos'}</span>
      </div>
      <div className="card-body">
        <Heading><a className="stretched" href={projectPath(project)}>{project.name}</a></Heading>
        <p className="card-meta"><Icon name="pin" size={14} />{project.location}</p>
        <p>{project.description}</p>
        <span className="card-link" aria-hidden="true">View project <Icon name="arrowRight" size={16} /></span>
      </div>
    </article>
  );
}
