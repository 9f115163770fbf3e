// The project's folders by name, relative to its root. pipeline/context.ts resolves them once per
// build (projectFolders); the CLI bundle (cli/compiled.ts) reads them too, before any build.

/**
 * The code a build runs. An edit in one is a change of the generator: the CLI bundle is compiled again,
 * `dev` restarts its build process, a recorded output is no longer kept; and no output folder may be one.
 */
export const CODE_FOLDERS = ['generator', 'templates', 'client'] as const;

/** Where each folder is unless the command line says otherwise. */
export const DEFAULT_FOLDERS = {
  content: 'content',
  /** Files copied into the output as they are; always the project's own. */
  public: 'public',
  out: 'dist',
  /** Every build cache, and the CLI bundle in its cli/ folder. */
  cache: 'node_modules/.cache/build-site',
} as const;
