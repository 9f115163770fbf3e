// Icons for templates and islands alike: an <svg> that references a symbol of
// the hashed sprite file built from icon-paths.ts. The sprite's URL comes from
// IconSpriteContext: provided around every tree the server renders
// (templates/site-context.tsx), and around every island the browser hydrates,
// from <body data-icon-sprite> (client/hydrate.ts).
import { createContext, useContext } from 'react';
import type { IconName } from '../../generator/model/icon-paths.ts';

export type { IconName };

/** URL of the icon sprite; without a provider, icons reference their symbol on the page itself. */
export const IconSpriteContext = createContext('');

export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  const spriteUrl = useContext(IconSpriteContext);
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}

/** Maps content icon words (YAML "icon:" fields) onto the icon set. */
export function iconFor(word: string): IconName {
  const map: Record<string, IconName> = {
    hardwood: 'tree',
    vinyl: 'layers',
    laminate: 'layers',
    tile: 'grid',
    carpet: 'layers',
    backsplash: 'grid',
    commercial: 'building',
    building: 'building',
    store: 'store',
    office: 'building',
    stadium: 'stadium',
    removal: 'trash',
    tool: 'tool',
    church: 'church',
    home: 'home',
    music: 'music',
  };
  return map[word] ?? 'sparkle';
}
