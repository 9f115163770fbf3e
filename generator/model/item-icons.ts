// Picks the icon of a benefit, feature or trust item by its meaning: the item's
// own "icon" from YAML wins, otherwise the first keyword rule its name matches.
import { iconPaths, type IconName } from './icon-paths.ts';

/** Every icon name, for the zod enum of the optional "icon" field. */
export const ICON_NAMES = Object.keys(iconPaths) as [IconName, ...IconName[]];

/**
 * Keyword rules, most specific first; matched against the item name,
 * case-insensitively. A name matching none must set "icon" in its YAML
 * (the schema reports it as a content error).
 */
export const ICON_RULES: readonly (readonly [RegExp, IconName])[] = [
  [/stadium|game-day|venue/i, 'stadium'],
  [/church|worship/i, 'church'],
  [/retail|store|restaurant/i, 'store'],
  [/studio|school/i, 'music'],
  [/warrant|guarantee|licensed|insured|accountab|protect/i, 'shield'],
  [/financ|apr\b/i, 'creditCard'],
  [/free estimate|pricing|quote|budget|cost-effective|affordable|no travel fee/i, 'dollar'],
  [/emergency|same-day|fast|quick|short project|response/i, 'zap'],
  [/honest/i, 'handshake'],
  [/respect|care\b|lead-safe|kid friendly/i, 'heart'],
  [/\bpets?\b/i, 'paw'],
  [/craftsman|workmanship|standards|results/i, 'tool'],
  [/quiet|sound/i, 'quiet'],
  [/\b5 stars|rating|reviews/i, 'star'],
  [/historic|period|pre-war|embass|diplomat|original oak/i, 'landmark'],
  [/schedul|turnaround|turnover|closed-day|overnight|your life/i, 'calendar'],
  [/paperwork|permit|approval|board|association|hoa/i, 'fileText'],
  [/parking|logistic|loading dock|elevator|street|move\b|military/i, 'truck'],
  [/condo|co-op|apartment|\bunits?\b|high-rise|rental/i, 'key'],
  [/\bair\b|dust|allerg/i, 'wind'],
  [/water|moisture|humidity|flood|dry\b/i, 'droplet'],
  [/radiant|warm/i, 'thermometer'],
  [
    /rowhouse|basement|townhome|bungalow|foursquare|split-level|rambler|colonial|builder-grade|new-construction|newer-home/i,
    'home',
  ],
  [/years|experience|track record|know-how|specialist|expert|proven/i, 'award'],
  [/stair/i, 'stairs'],
  [/resale|adds value/i, 'trendingUp'],
  [/office|commercial|building|downtown/i, 'building'],
  [/asbestos|debris|removal|tack strip/i, 'trash'],
  [/oak|maple|hickory|cherry|walnut|pine|hardwood|parquet|inlay/i, 'tree'],
  [/carpet/i, 'layers'],
  [/tile|mosaic|porcelain|ceramic|stone|slab|thinset|herringbone|chevron/i, 'grid'],
  [/scratch|fade|durable|service life|refinish|\blast\b/i, 'sun'],
  [/plank|long|wide|format/i, 'ruler'],
  [/repair/i, 'tool'],
  [/clean|maintain|realistic|textur|look/i, 'sparkle'],
  [
    /laminate|vinyl|lvt|spc|wpc|carpet|pile|frieze|saxony|berber|loop|floating|sheet|pad\b|subfloor|base|runner|floor/i,
    'layers',
  ],
  [
    /home|house|basement|rowhouse|townhome|bungalow|colonial|split-level|rambler|new-construction|builder|conversion|community|open plan/i,
    'home',
  ],
  [/local|close by|dmv|dc\b|columbia|bay\b|we know/i, 'pin'],
  [/walls/i, 'shield'],
  [/impact|comfortable/i, 'sparkle'],
];

/** The icon a keyword rule gives this name, if any. */
export function ruleIcon(name: string): IconName | undefined {
  return ICON_RULES.find(([re]) => re.test(name))?.[1];
}

/** The icon to draw for an item; the schema guarantees one of the two exists. */
export function itemIcon(item: { name: string; icon?: IconName }): IconName {
  return item.icon ?? ruleIcon(item.name) ?? 'checkCircle';
}
