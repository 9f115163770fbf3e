// Icons for templates and islands alike: an <svg> that references a symbol of
// the hashed sprite file built from icon-paths.ts. The sprite's URL is set once
// per thread: by the renderer on the server, from <body data-icon-sprite> in the
// browser (client/hydrate.ts).
import type { IconName } from '../../generator/model/icon-paths.ts';

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
    hardwood: 'tree', vinyl: 'layers', laminate: 'layers', tile: 'grid', carpet: 'layers', backsplash: 'grid',
    commercial: 'building', building: 'building', store: 'store', office: 'building', stadium: 'stadium',
    removal: 'trash', tool: 'tool', church: 'church', home: 'home', music: 'music',
  };
  return map[word] ?? 'sparkle';
}
