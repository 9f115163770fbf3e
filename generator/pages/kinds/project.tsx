// Project showcase pages: one per content/projects/<slug>.yaml; the gallery's
// old /gallery/project-N addresses redirect to them.
import { ProjectPage } from '../../../templates/pages/ProjectPage.tsx';
import { projectPath } from '../../model/routes.ts';
import type { Project } from '../../model/schema/index.ts';
import type { PageKind } from '../kind.ts';

export const project: PageKind<Project> = {
  source: {
    collection: 'projects',
    title: 'Project',
    order: (a, b) => Number(a.id.split('-')[1]) - Number(b.id.split('-')[1]),
  },
  analyticsKind: 'project',
  routes: (content) =>
    content.projects.map((p) => ({
      path: projectPath(p),
      entry: p,
      origin: { collection: 'projects', slug: p.slug, field: ['slug'] },
    })),
  // /gallery/project-N lands on the page of that same project.
  redirects: (content) =>
    content.projects.map((p) => ({
      kind: 'redirect',
      path: `/gallery/${p.id}`,
      to: projectPath(p),
      origin: { collection: 'projects', slug: p.slug, field: ['id'] },
    })),
  template: (p) => <ProjectPage project={p} />,
  seo: (p) => p.seo,
  hero: (p) => p.poster ?? p.images[0].src,
  trail: (p, { home, gallery }) => [home, gallery, { name: p.name, path: projectPath(p) }],
  service: (p) => ({ name: p.name, description: p.description, areaServed: p.areaServed, offers: p.offers }),
  analyticsName: (p) => p.name,
};
