// The icons islands use, kept apart from the full set in icons.tsx so the
// browser bundles carry only these paths (24px grid, stroked).
const islandPaths = {
  phone: 'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8.1 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z',
  check: 'M20 6 9 17l-5-5',
  checkCircle: 'M22 11.1V12a10 10 0 1 1-5.9-9.1M22 4 12 14l-3-3',
  star: 'm12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2-6.2 3.2L7 14.2 2 9.3l6.9-1z',
  chevronDown: 'm6 9 6 6 6-6',
  chevronLeft: 'm15 18-6-6 6-6',
  chevronRight: 'm9 18 6-6-6-6',
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M18 6 6 18M6 6l12 12',
  play: 'M6 3l14 9-14 9z',
  pause: 'M6 4h4v16H6zm8 0h4v16h-4z',
} as const;

export type IslandIconName = keyof typeof islandPaths;

const FILLED = new Set<string>(['star', 'play', 'pause', 'quote']);

/** Draws one icon from a path; shared by IslandIcon and the full Icon. */
export function IconSvg({ d, filled, size = 20, className }: { d: string; filled: boolean; size?: number; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

export const isFilled = (name: string) => FILLED.has(name);

export function IslandIcon({ name, size, className }: { name: IslandIconName; size?: number; className?: string }) {
  return <IconSvg d={islandPaths[name]} filled={isFilled(name)} size={size} className={className} />;
}

export { islandPaths };
