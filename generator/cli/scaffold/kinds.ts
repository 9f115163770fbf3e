// What `build-site new` makes, apart from how (scaffold.ts): the CLI lists them in its help at every
// start, and scaffold.ts loads the schemas, which a build with nothing changed never needs.
export const SCAFFOLD_KINDS = ['service', 'location', 'project', 'guide'] as const;
export type ScaffoldKind = (typeof SCAFFOLD_KINDS)[number];
