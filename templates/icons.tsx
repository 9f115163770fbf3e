// Icons for templates and islands alike: an <svg> that references a symbol of
// the hashed sprite file built from icon-paths.ts. The sprite's URL is set once
// per thread: by the renderer on the server, from <body data-icon-sprite> in the
// browser (client/hydrate.ts).
import type { IconName } from './icon-paths.ts';

export type { IconName };

let spriteUrl = '';

export function setIconSprite(url: string): void {
  spriteUrl = url;
}

export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : 'icon'} width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}

/** Maps content icon words (YAML "icon:" fields) onto the icon set. */
export function iconFor(word: string): IconName {
  const map: Record<string, IconName> = {
    hardwood: 'layers', vinyl: 'layers', laminate: 'layers', tile: 'layers', carpet: 'layers', backsplash: 'layers',
    commercial: 'building', building: 'building', store: 'building', office: 'building', stadium: 'award',
    removal: 'tool', tool: 'tool', church: 'home', home: 'home', music: 'sparkle',
  };
  return map[word] ?? 'sparkle';
}
