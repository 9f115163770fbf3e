// site.yaml `editor`: the git host the web editor (/admin/, Decap CMS) saves to in production. Without
// it no /admin/ ships; `build-site dev` edits the local files whatever it says.
import { z } from 'zod';
import { problemMessage } from '../problems.ts';
import { httpsUrl, text } from './primitives.ts';

/** Decap's git backends this site supports (README, Editing in the browser). */
export const EDITOR_BACKENDS = ['github', 'gitlab', 'gitea', 'forgejo', 'git-gateway'] as const;

/** A git name: letters, digits, ".", "_" and "-". */
const gitName = '[A-Za-z0-9_.-]+';

export const editorSchema = z
  .strictObject({
    backend: z.enum(EDITOR_BACKENDS).describe('The git host the editor saves to; git-gateway is Netlify Identity.'),
    repo: z
      .string()
      .regex(new RegExp(`^${gitName}(/${gitName})+$`), problemMessage('RepoFormat'))
      .optional()
      .describe('The repository holding this site, owner/name; not used by git-gateway.'),
    branch: z
      .string()
      .regex(/^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/, problemMessage('BranchFormat'))
      .default('main')
      .describe('The branch the editor commits to and the host builds from.'),
    apiRoot: httpsUrl
      .optional()
      .describe('The git host API for a self-hosted GitLab, Gitea or Forgejo, e.g. https://git.example.com/api/v1.'),
    baseUrl: httpsUrl
      .optional()
      .describe('The OAuth sign-in service (Netlify, or your own proxy), when not the host default.'),
    authEndpoint: z
      .string()
      .regex(/^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/, problemMessage('AuthPathFormat'))
      .optional()
      .describe('Path of the sign-in on baseUrl, e.g. auth.'),
    appId: text.optional().describe('The OAuth application id (GitLab with PKCE, Gitea, Forgejo).'),
    editorialWorkflow: z
      .boolean()
      .default(false)
      .describe('Drafts and reviews as pull requests before publishing (GitHub, GitLab, Gitea/Forgejo).'),
  })
  .superRefine((editor, ctx) => {
    if (editor.backend !== 'git-gateway' && editor.repo === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['repo'],
        message: problemMessage('EditorRepoMissing', editor.backend),
      });
    if ((editor.backend === 'gitea' || editor.backend === 'forgejo') && editor.apiRoot === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['apiRoot'],
        message: problemMessage('EditorApiMissing', editor.backend),
      });
  })
  .describe('The web editor at /admin/ in production: the git host it saves to. Leave out to ship no /admin/.');

export type SiteEditor = z.output<typeof editorSchema>;
