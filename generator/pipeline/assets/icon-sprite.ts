// The icon sprite: one SVG file with a <symbol> per icon, referenced by
// <use href="/assets/icons-<hash>.svg#name">. Colours come from currentColor,
// so CSS `color` on the referencing element tints the icon.
import { FILLED_ICONS, iconPaths, type IconName } from '../../model/icon-paths.ts';

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function iconSprite(): string {
  const symbols = (Object.entries(iconPaths) as [IconName, string][]).map(([name, d]) => {
    const paint = FILLED_ICONS.has(name)
      ? 'fill="currentColor" stroke="none"'
      : 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';
    return `<symbol id="${name}" viewBox="0 0 24 24"><path ${paint} d="${escapeAttr(d)}"/></symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}
