// Decap's `backend` block (and publish mode) for the git host site.yaml names (model/schema/editor.ts):
// what the production /admin/config.yml carries around the collections.
import type { SiteEditor } from '../model/schema/editor.ts';

export interface GitBackendBlock {
  name: SiteEditor['backend'];
  repo?: string;
  branch: string;
  api_root?: string;
  base_url?: string;
  auth_endpoint?: string;
  app_id?: string;
  /** GitLab and Gitea/Forgejo sign in with PKCE when an app id is given, with no OAuth proxy. */
  auth_type?: 'pkce';
}

/** The local backend of `build-site dev` (generator/serve/editor/backend.ts), on the dev server's origin. */
export interface ProxyBackend {
  name: 'proxy';
  proxy_url: string;
}

/**
 * Decap's whole configuration around a backend block: the collections generated from the schemas
 * (cms-config, once merged). Dev and build take it as an option until then; tests pass their own.
 */
export type EditorConfig = (backend: GitBackendBlock | ProxyBackend, extra: { site_url?: string }) => object;

export function gitBackend(editor: SiteEditor): GitBackendBlock {
  const block: GitBackendBlock = { name: editor.backend, branch: editor.branch };
  if (editor.repo !== undefined) block.repo = editor.repo;
  if (editor.apiRoot !== undefined) block.api_root = editor.apiRoot;
  if (editor.baseUrl !== undefined) block.base_url = editor.baseUrl;
  if (editor.authEndpoint !== undefined) block.auth_endpoint = editor.authEndpoint;
  if (editor.appId !== undefined) {
    block.app_id = editor.appId;
    if (editor.backend !== 'github') block.auth_type = 'pkce';
  }
  return block;
}

/** The top-level options that go with it: drafts as pull requests, when asked for. */
export const publishMode = (editor: SiteEditor) =>
  editor.editorialWorkflow ? { publish_mode: 'editorial_workflow' as const } : {};

/** Scripts the editor's page loads before Decap for this backend: git-gateway signs in with Netlify Identity's widget. */
export const backendScripts = (editor: SiteEditor): string[] =>
  editor.backend === 'git-gateway' ? ['https://identity.netlify.com/v1/netlify-identity-widget.js'] : [];

/** Origins the editor's page talks to for this backend (its CSP's connect-src and img-src). */
export function backendOrigins(editor: SiteEditor): { connect: string[]; img: string[]; script: string[] } {
  const api = editor.apiRoot ? [new URL(editor.apiRoot).origin] : [];
  switch (editor.backend) {
    case 'github':
      return {
        connect: ['https://api.github.com', ...api],
        img: ['https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com'],
        script: [],
      };
    case 'gitlab':
      return {
        connect: api.length > 0 ? api : ['https://gitlab.com'],
        img: api.length > 0 ? api : ['https://gitlab.com', 'https://secure.gravatar.com'],
        script: [],
      };
    case 'gitea':
    case 'forgejo':
      return { connect: api, img: api, script: [] };
    case 'git-gateway':
      // Netlify Identity's widget signs in; the gateway itself is this site's /.netlify/ (same origin).
      return { connect: ['https://api.netlify.com'], img: [], script: ['https://identity.netlify.com'] };
  }
}
