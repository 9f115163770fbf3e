// Reads a picture's alt text or video title and decides what the placeholder
// shows: the setting, the floor, the work stage and the light.
import type { Floor, Setting, Shot, Stage } from './scene.ts';

export interface ProjectLook {
  setting: Setting;
  floor: Floor /** Shop sign in retail scenes. */;
  sign?: string;
}

/** What each project is, by file slug (the slugs are historical; names tell the truth). */
export const projectLooks: Record<string, ProjectLook> = {
  'alexandria-office-commercial': { setting: 'office', floor: 'lvp' },
  'arlington-hardwood-restoration': { setting: 'apartment', floor: 'oak' },
  'bethesda-kitchen-tile': { setting: 'lobby', floor: 'lvp' },
  'falls-church-luxury-vinyl': { setting: 'family', floor: 'lvp' },
  'gaithersburg-carpet-installation': { setting: 'studio', floor: 'carpetTile' },
  'georgetown-retail-luxury-vinyl': { setting: 'family', floor: 'lvp' },
  'georgetown-retail-store': { setting: 'retail', floor: 'lvp', sign: 'M STREET' },
  'grace-favor-church-waterproof-vinyl': { setting: 'church', floor: 'sawtooth' },
  'nationals-park-stadium-flooring': { setting: 'lounge', floor: 'lvp', sign: 'TEAM STORE' },
  'rockville-ceramic-tile': { setting: 'partyroom', floor: 'tileLight' },
  'silver-spring-laminate': { setting: 'partyroom', floor: 'tileStone' },
};

const settingRules: [RegExp, Setting][] = [
  [/facade|front steps|street view of the (house|home)/i, 'street'],
  [/exterior|riverwalk|stadium during|ballpark from/i, 'ballpark'],
  [/back-of-house|staff|locker|break room|loading dock|freight|service level|service stair/i, 'backofhouse'],
  [/corridor|hallway|suite door|elevator|stair/i, 'corridor'],
  [/club lounge|premium bar|club level|club-level|stadium|concourse/i, 'lounge'],
  [/kitchen|backsplash|range/i, 'kitchen'],
  [/church|sanctuary|pew|altar|fellowship/i, 'church'],
  [/party room/i, 'partyroom'],
  [/reception|lobby|front desk|entry|entrance|waiting area/i, 'lobby'],
  [/mirror|barre|studio a|main studio|warm-up|dance floor/i, 'studio'],
  [/office|conference|desk|press-level|workroom/i, 'office'],
  [/store|retail|sales floor|shoppers|display|shelving|fitting room|m street/i, 'retail'],
  [/apartment|high-rise|penthouse|condo/i, 'apartment'],
  [/family room|living room|bedroom|rowhouse|home/i, 'family'],
];

const floorRules: [RegExp, Floor][] = [
  [/rubber/i, 'rubber'],
  [/broadloom/i, 'carpet'],
  [/carpet/i, 'carpetTile'],
  [/laminate/i, 'laminate'],
  [/stone-look|charcoal/i, 'tileStone'],
  [/sawtooth/i, 'sawtooth'],
  [/vinyl|lvp|plank/i, 'lvp'],
  [/ceramic|porcelain|grout|tile/i, 'tileLight'],
  [/hardwood|oak|walnut|maple/i, 'oak'],
];

const stageRules: [RegExp, Stage][] = [
  [/\bold\b|worn|\btear|\btore\b|\btorn\b|pull|remov|demoli|scrap|rolled up|ripp|failed/i, 'before'],
  [
    /moisture|probe|self-level|underlayment|primer|chalk|layout|grind|membrane|backer|plywood|subfloor|zip wall|pour|prepared/i,
    'prep',
  ],
  [
    /being |setting|spread|trowel|pressing|laying|installer|placing|checked against|going (down|in)|taking shape|cutting|rolling (out|the|on)|roller|glue|loading|staged|pallet/i,
    'install',
  ],
];

const firstMatch = <T>(rules: [RegExp, T][], text: string): T | undefined => rules.find(([re]) => re.test(text))?.[1];

export function shotFor(text: string, look: ProjectLook, variant: number, keepSetting = false): Shot {
  // "Before, ..." pictures show the old floor still in place, dulled; "After, ..." the new one.
  const beforeView = /^before,/i.test(text);
  const afterView = /^after,/i.test(text);
  const detail =
    /close-up|detail|corner|seam|edge|sample|transition|threshold|nosing|reducer|mitred|scribed|power box/i.test(text);
  const stage = beforeView || afterView ? 'after' : (firstMatch(stageRules, text) ?? 'after');
  const night = /night|dusk|evening|lights on|time-lapse/i.test(text);
  const warm =
    (!beforeView && /afternoon|sunset|morning|warm light|sunlight|golden/i.test(text)) ||
    (stage === 'after' && variant % 4 === 3);
  return {
    setting: keepSetting ? look.setting : (firstMatch(settingRules, text) ?? look.setting),
    floor: firstMatch(floorRules, text) ?? look.floor,
    stage,
    light: night ? 'night' : warm ? 'warm' : 'day',
    detail,
    crowd: /crowd|fans|shoppers|opening day|game-day/i.test(text) && stage === 'after',
    dull: beforeView,
    strip: /transition|threshold|reducer/i.test(text),
    sign: /m street/i.test(text) ? 'M STREET' : (look.sign ?? 'SHOWROOM'),
    variant,
    river: /river/i.test(text),
  };
}
