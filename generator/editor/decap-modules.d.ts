// Decap CMS's widget, backend and locale packages ship no type declarations; the admin app
// (admin-app.tsx) uses them only through what these declare.
declare module 'decap-cms-widget-*' {
  import type { ComponentType } from 'react';
  // biome-ignore lint/suspicious/noExplicitAny: Decap's controls take its own untyped props.
  type Control = ComponentType<any>;
  const widget: {
    Widget: () => { name: string; controlComponent: Control; previewComponent?: Control; schema?: object };
  };
  export default widget;
}

/** A git or proxy backend: Decap constructs it with the config and calls its implementation methods. */
declare module 'decap-cms-backend-*' {
  type Backend = new (config: unknown, options?: unknown) => object;
  export const GitHubBackend: Backend;
  export const GitLabBackend: Backend;
  export const GiteaBackend: Backend;
  export const ForgejoBackend: Backend;
  export const GitGatewayBackend: Backend;
  export const ProxyBackend: Backend;
}

declare module 'decap-cms-locales' {
  export const en: Record<string, unknown>;
}

declare module 'decap-cms-widget-markdown/dist/esm/schema.js' {
  const schema: object;
  export default schema;
}
