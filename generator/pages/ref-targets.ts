// What a ref() field may name (generator/model/schema/ref.ts): the paths of the
// pages the site builds, the service and location slugs and the project ids. The build's
// reference check and the web editor's preview read the same lists.
import type { Content } from '../model/content.ts';
import type { Route } from '../model/routes.ts';
import type { RefTarget } from '../model/schema/index.ts';

export function refTargets(content: Content, routes: Route[]): Record<RefTarget, Set<string>> {
  return {
    page: new Set(routes.filter((r) => r.kind === 'page').map((r) => r.path)),
    project: new Set(content.projects.map((p) => p.id)),
    location: new Set(content.locations.map((l) => l.slug)),
    service: new Set(content.services.map((s) => s.slug)),
  };
}
