// Per-page rendering context: site settings, navigation, the current path and
// the set of widgets the page uses (collected while rendering).
import { createContext, useContext } from 'react';
import type { Content } from '../generator/load.ts';
import { imageUrl, videoUrl } from '../generator/media.ts';

export interface PageContext {
  content: Content;
  path: string;
  widgets: Set<string>;
}

const Ctx = createContext<PageContext | null>(null);
export const PageContextProvider = Ctx.Provider;

export function usePage(): PageContext {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('templates must render inside PageContextProvider');
  return ctx;
}

/** Resolves an image reference against the configured media base. */
export function useImageUrl(): (ref: string) => string {
  const { media } = usePage().content.site;
  return (ref) => imageUrl(media, ref);
}

export function useVideoUrl(): (ref: string) => string {
  const { media } = usePage().content.site;
  return (ref) => videoUrl(media, ref);
}

/** Marks a plain (non-island) widget script as needed on this page. */
export function useWidget(name: string): void {
  usePage().widgets.add(name);
}
