// Per-page rendering context: site settings, navigation, the current path and
// the set of widgets the page uses (collected while rendering).
import { createContext, useContext, type ReactNode } from 'react';
import { IconSpriteContext } from '../client/components/icons.tsx';
import type { Content } from '../generator/model/content.ts';
import type { ImageManifest, ImageSource } from '../generator/model/image-slots.ts';
import type { Crumb } from '../generator/model/routes.ts';
import { imageUrl, videoUrl } from '../generator/model/media.ts';

export interface PageContext {
  content: Content;
  path: string;
  widgets: Set<string>;
  /** Variants of the owner photos (media/...) this build encoded. */
  images: ImageManifest;
  /** URL of the icon sprite this build wrote. */
  iconSprite: string;
  /** The page's breadcrumb trail (its page kind's), which its BreadcrumbList carries too. */
  trail?: Crumb[];
}

const Ctx = createContext<PageContext | null>(null);

/** Around every tree the renderer renders: the page context, and the sprite URL for icons (client/components/icons.tsx). */
export function PageContextProvider({ value, children }: { value: PageContext; children: ReactNode }) {
  return (
    <Ctx.Provider value={value}>
      <IconSpriteContext.Provider value={value.iconSprite}>{children}</IconSpriteContext.Provider>
    </Ctx.Provider>
  );
}

export function usePage(): PageContext {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('templates must render inside PageContextProvider');
  return ctx;
}

/** Resolves an image reference against the configured media base (an owner photo: its fallback file). */
export function useImageUrl(): (ref: string) => string {
  const { content, images } = usePage();
  return (ref) => imageUrl(content.site.media, ref, images);
}

/** An image reference as <Picture> and island props take it: URL plus variants of an owner photo. */
export function useImageSource(): (ref: string) => ImageSource {
  const { content, images } = usePage();
  return (ref) => ({ src: imageUrl(content.site.media, ref, images), picture: images[ref] });
}

export function useVideoUrl(): (ref: string) => string {
  const { media } = usePage().content.site;
  return (ref) => videoUrl(media, ref);
}

/** Marks a plain (non-island) widget script as needed on this page. */
export function useWidget(name: string): void {
  usePage().widgets.add(name);
}
