// Scaffolding: `build-site new service|location|project <slug>` writes a new,
// valid content file with draft copy, so an editor starts from a page that
// already builds instead of copying and pruning another one.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentKinds, modeline } from './json-schema.ts';
import { UsageError } from '../model/errors.ts';

export const SCAFFOLD_KINDS = ['service', 'location', 'project'] as const;
export type ScaffoldKind = (typeof SCAFFOLD_KINDS)[number];

const FOLDERS: Record<ScaffoldKind, string> = { service: 'services', location: 'locations', project: 'projects' };
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const MATERIALS = ['hardwood', 'vinyl', 'laminate', 'tile', 'carpet', 'commercial', 'removal', 'backsplash'] as const;
type Material = (typeof MATERIALS)[number];

const REGIONS = {
  dc: { state: 'Washington DC', region: 'DC', art: 'dc.svg' },
  md: { state: 'Maryland', region: 'MD', art: 'maryland.svg' },
  va: { state: 'Virginia', region: 'VA', art: 'virginia.svg' },
} as const;

/** A YAML double-quoted scalar (JSON strings are valid YAML). */
const q = (value: string): string => JSON.stringify(value);

const titleCase = (words: string[]): string => words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');

/** The material a slug names ("heated-tile-floors" -> tile); hardwood when it names none. */
function materialOf(slug: string): Material {
  const words = slug.split('-');
  const aliases: Record<string, Material> = { lvp: 'vinyl', wood: 'hardwood', ceramic: 'tile', porcelain: 'tile', demolition: 'removal' };
  for (const w of words) {
    if ((MATERIALS as readonly string[]).includes(w)) return w as Material;
    if (aliases[w]) return aliases[w];
  }
  return 'hardwood';
}

/** Place, state and region from a location slug: "bowie-md" -> Bowie, Maryland, MD. */
function placeOf(slug: string): { name: string; state: string; region: string; art: string; county: boolean } {
  const words = slug.split('-');
  const suffix = words.at(-1) as keyof typeof REGIONS;
  const known = words.length > 1 && suffix in REGIONS;
  const region = REGIONS[known ? suffix : 'md'];
  const nameWords = known ? words.slice(0, -1) : words;
  return { name: titleCase(nameWords), ...region, county: nameWords.at(-1) === 'county' };
}

/** Next free project-N id among the project files of a content folder. */
export function nextProjectId(contentDir: string): string {
  const dir = path.join(contentDir, 'projects');
  const used = new Set<number>();
  for (const file of existsSync(dir) ? readdirSync(dir) : []) {
    if (!file.endsWith('.yaml')) continue;
    const match = /^id:\s*["']?project-(\d+)/m.exec(readFileSync(path.join(dir, file), 'utf8'));
    if (match) used.add(Number(match[1]));
  }
  let n = 1;
  while (used.has(n)) n++;
  return `project-${n}`;
}

/** Next menu position for a new service: after the last one. */
function nextServiceOrder(contentDir: string): number {
  const dir = path.join(contentDir, 'services');
  let max = 0;
  for (const file of existsSync(dir) ? readdirSync(dir) : []) {
    const match = file.endsWith('.yaml') && /^order:\s*(\d+)/m.exec(readFileSync(path.join(dir, file), 'utf8'));
    if (match) max = Math.max(max, Number(match[1]));
  }
  return max + 1;
}

function serviceFile(slug: string, order: number): string {
  const name = titleCase(slug.split('-'));
  const material = materialOf(slug);
  const art = `placeholders/${material}.svg`;
  return `# Service page: ${name} (/services/${slug}).
# Written by "build-site new service". The copy below is a draft: rewrite it in
# your own words, and replace the three testimonials with real customer reviews
# before publishing. The header's Services menu lists this page automatically;
# the footer's six service links are fixed in navigation.yaml.
slug: ${slug}
# Position in the Services menu and on /services (smallest first).
order: ${order}
name: ${q(name)}
# One of: ${MATERIALS.join(', ')}.
material: ${material}

seo:
  title: ${q(`${name} in DC, MD & VA`)}
  description: >-
    ${name} for homes and businesses across Washington DC, Maryland and
    Northern Virginia by licensed, insured crews. Free in-home estimates and a
    written, itemized quote within 24 hours.
  keywords:
    - ${q(`${name.toLowerCase()} DC`)}
    - ${q(`${name.toLowerCase()} Maryland`)}
    - ${q(`${name.toLowerCase()} Northern Virginia`)}
  image: ${art}

serviceTypes:
  - ${q(`${name} Installation`)}
  - ${q(`${name} Repair`)}

areaServed:
  - Washington DC
  - Maryland
  - Northern Virginia

card:
  description: >-
    ${name} planned, prepared and installed by our own crews, with the
    subfloor checked before anything goes down.
  icon: ${material}
  features:
    - Free in-home estimate
    - Subfloor inspection and leveling
    - Furniture moving and cleanup
    - Lifetime workmanship warranty

hero:
  heading: ${q(name)}
  subheading: >-
    From the first measurement to the last piece of trim, one crew handles your
    ${name.toLowerCase()} project, on schedule and with the dust kept down.
  image:
    src: ${art}
    alt: ${q(`Finished ${name.toLowerCase()} project in a bright living room`)}
  stats:
    - { number: "500+", label: "Projects completed" }
    - { number: "15+", label: "Years in business" }
    - { number: "24 hrs", label: "Written estimate" }
    - { number: "5.0", label: "Average rating" }

features:
  heading: What Is Included
  intro: >-
    Every ${name.toLowerCase()} job follows the same checklist, so nothing is
    left to chance.
  items:
    - Measurement and a written, itemized estimate
    - Moisture testing of slabs and subfloors
    - Removal and haul-away of the old floor
    - Subfloor repair, flattening and fastening
    - Trim, transitions and thresholds to finish
  image:
    src: ${art}
    alt: ${q(`Installer working on a ${name.toLowerCase()} project`)}

process:
  heading: How the Job Runs
  steps:
    - { title: "Free estimate", description: "We visit, measure and talk through materials and budget.", timing: "Day 1" }
    - { title: "Written quote", description: "You receive an itemized quote within 24 hours of the visit." }
    - { title: "Preparation", description: "We move furniture, remove the old floor and prepare the subfloor." }
    - { title: "Installation and walkthrough", description: "We install, clean up and walk the finished floor with you." }

lists:
  - heading: Why Homeowners Choose Us
    items:
      - { name: "Our own crews", description: "Every installer works for us; we never hand your job to strangers.", icon: users }
      - { name: "Clear pricing", description: "The quote lists every line item, so there are no surprises on the invoice." }
      - { name: "Clean job sites", description: "Dust control and daily cleanup keep your home livable during the work." }

# Replace these three with real reviews from customers of this service.
testimonials:
  - name: Customer name
    role: City, State
    rating: 5
    service: ${q(name)}
    text: >-
      Paste a real customer's review of this service here, in their own words.
  - name: Customer name
    role: City, State
    rating: 5
    service: ${q(name)}
    text: >-
      Paste a second real customer review here.
  - name: Customer name
    role: City, State
    rating: 5
    service: ${q(name)}
    text: >-
      Paste a third real customer review here.

faqs:
  - question: ${q(`How much does ${name.toLowerCase()} cost?`)}
    answer: >-
      It depends on the material, the size of the rooms and the condition of
      the subfloor. After a free visit we send a written, itemized quote within
      24 hours.
  - question: How long does installation take?
    answer: >-
      Most rooms are finished in one to three days. We give you the schedule
      with the quote and keep to it.
  - question: Do you remove the old floor?
    answer: >-
      Yes. Removal, haul-away and subfloor preparation are part of the quote.
  - question: Do I need to move my furniture?
    answer: >-
      No. Our crew moves furniture out of the work area and puts it back when
      the floor is done.
  - question: Is the work guaranteed?
    answer: >-
      Yes. Our workmanship carries a lifetime warranty, on top of the
      manufacturer's warranty on the material.

cta:
  heading: ${q(`Ready to Start Your ${name} Project?`)}
  text: Book a free in-home estimate and get a written quote within 24 hours.
`;
}

function locationFile(slug: string): string {
  const place = placeOf(slug);
  const full = `${place.name}, ${place.region}`;
  const service = (title: string, link: string, material: Material, price: string, days: string, popular: boolean) => `  - title: ${title}
    description: >-
      ${title} for ${place.name} homes and businesses, installed by our own crews.
    image:
      src: placeholders/${material}.svg
      alt: ${q(`${title} installed in a home in ${place.name}`)}
    startingPrice: ${q(price)}
    timeframe: ${days}
    features:
      - Free in-home estimate
      - Subfloor preparation included
      - Furniture moving and cleanup
    popular: ${popular}
    serviceLink: ${link}`;
  return `# Location page: ${full} (/locations/${slug}).
# Written by "build-site new location". The copy below is a draft: rewrite it
# with local detail, and replace the three testimonials with real reviews from
# customers here before publishing. The page is built and listed in the
# sitemap; the header and footer menus list a fixed set of places, so to link
# it from a menu, swap it for an entry in navigation.yaml (and, for the
# service-areas page, in pages/service-areas.yaml).
slug: ${slug}
# One of: county, city, neighborhood, district.
kind: ${place.county ? 'county' : place.region === 'DC' ? 'neighborhood' : 'city'}
name: ${q(place.name)}
state: ${place.state}
region: ${place.region}

seo:
  title: ${q(`Flooring Installation in ${full}`)}
  description: >-
    Hardwood, luxury vinyl, tile, laminate and carpet installation in
    ${place.name}. Licensed and insured flooring contractor with same-day
    response and free estimates.
  keywords:
    - ${q(`flooring installation ${place.name}`)}
    - ${q(`flooring contractor ${full}`)}
    - ${q(`hardwood flooring ${place.name}`)}
  image: placeholders/${place.art}

hero:
  heading: ${q(`Flooring Installation in ${full}`)}
  description: >-
    Homes and businesses in ${place.name} trust our crews for floors that are
    installed flat, finished clean and built to last.
  backgroundImage:
    src: placeholders/${place.art}
    alt: ${q(`Newly installed hardwood floor in a ${place.name} living room`)}

statistics:
  projectsCompleted: 50+
  avgResponseTime: Same Day
  yearsServing: 15+

intro:
  heading: ${q(`Flooring for ${place.name}`)}
  paragraphs:
    - >-
      Describe the homes and buildings of ${place.name} here: when they were
      built, what floors they tend to have, and the work owners ask for most.

services:
${[
    service('Hardwood Flooring', '/services/hardwood-flooring', 'hardwood', '$8.50/sq ft', '3-5 days', true),
    service('Luxury Vinyl Plank', '/services/luxury-vinyl', 'vinyl', '$4.75/sq ft', '1-3 days', false),
    service('Laminate Flooring', '/services/laminate-flooring', 'laminate', '$4.50/sq ft', '1-2 days', false),
    service('Ceramic Tile', '/services/ceramic-tile', 'tile', '$6.00/sq ft', '2-4 days', false),
  ].join('\n')}

# Projects whose location contains one of these words are featured here
# (case-insensitive); leave the list empty to hide the section.
projectKeywords:
  - ${q(place.name)}

whyChooseUs:
  heading: ${q(`Why ${place.name} Chooses Capitol Floorworks`)}
  items:
    - { name: "Same-day response", description: "We answer the day you call and visit within 48 hours." }
    - { name: "Our own crews", description: "Every installer works for us and knows our standards.", icon: users }
    - { name: "Clear quotes", description: "A written, itemized quote within 24 hours of the visit." }
    - { name: "Lifetime workmanship warranty", description: "If our installation fails, we come back and fix it." }

# Replace these three with real reviews from customers in this area.
testimonials:
  - { name: "Customer name", role: ${q(full)}, rating: 5, text: "Paste a real customer's review here." }
  - { name: "Customer name", role: ${q(full)}, rating: 5, text: "Paste a second real customer review here." }
  - { name: "Customer name", role: ${q(full)}, rating: 5, text: "Paste a third real customer review here." }

faqs:
  - question: ${q(`How soon can you come to ${place.name} for an estimate?`)}
    answer: We respond the same day and usually visit within 24 to 48 hours, with no travel fee.
  - question: Do you handle condo and HOA rules?
    answer: Yes. Send us your association's rules and we schedule and install to match them.
  - question: Do you remove the old floor?
    answer: Yes. Removal, haul-away and subfloor preparation are part of every quote.
  - question: Do you offer financing?
    answer: Yes. Financing is available on approved credit; ask for details with your estimate.

areas:
  heading: ${q(`${place.name} Communities We Serve`)}
  intro: List the neighborhoods and nearby towns you work in most.
  # 8 to 15 names.
  names:
    - ${q(place.name)}
    - Neighborhood 2
    - Neighborhood 3
    - Neighborhood 4
    - Neighborhood 5
    - Neighborhood 6
    - Neighborhood 7
    - Neighborhood 8

rating:
  value: 5
  count: 10
`;
}

function projectFile(slug: string, id: string): string {
  const name = titleCase(slug.split('-'));
  const material = materialOf(slug);
  const art = `placeholders/${material}.svg`;
  return `# Project: ${name} (/projects/${slug}, also /gallery/${id}).
# Written by "build-site new project". The copy below is a draft: describe the
# real job, and replace the placeholder art with the project's photos. The
# gallery lists every project, so this one appears there automatically.
# Unique id: /gallery/${id} redirects to this page.
id: ${id}
slug: ${slug}
name: ${q(name)}
# Where the job was; location pages feature it when this contains one of their projectKeywords.
location: Bethesda, MD
description: >-
  Describe the job in two sentences: the space, what was there before, and
  the floor we installed.
# "image" needs image; "video" needs video (under media.videoBase) and poster.
type: image
image: ${art}
icon: home
material: ${material}

seo:
  title: ${q(name)}
  description: >-
    ${name}: a flooring project by Capitol Floorworks, with photos of the space
    before, during and after the installation.
  keywords:
    - ${q(name.toLowerCase())}
    - flooring project Maryland
  image: ${art}
areaServed:
  - Bethesda
  - Montgomery County
offers:
  - Flooring Installation
  - Subfloor Preparation

hero:
  headline: ${q(name)}
  intro: >-
    Tell the story of the project in a few sentences: who the client was, what
    they needed and why they called us.
  bullets:
    - The first thing that made this job stand out.
    - How we prepared the space and protected the rest of the building.
    - The result the client sees every day.
details:
  heading: How We Did It
  paragraphs:
    - >-
      Describe the scope, the preparation and the installation: square feet,
      rooms, materials and anything that made the job unusual.
  facts:
    - { number: "1,000", label: "Square feet" }
    - { number: "3", label: "Working days" }
    - { number: "1", label: "Crew" }

# Thumbnail shape in the page gallery: 3/4, 4/3, 1/1 or 16/9.
aspectRatio: "4/3"

# At least 3 photos.
images:
  - src: ${art}
    alt: The space before the work started
  - src: ${art}
    alt: Installation in progress
  - src: ${art}
    alt: The finished floor
`;
}

export interface ScaffoldResult {
  file: string;
  /** One line telling the editor what the new file is linked from. */
  hint: string;
}

/** Writes content/<folder>/<slug>.yaml for a new entry; throws UsageError for a bad or taken slug. */
export function scaffold(contentDir: string, kind: ScaffoldKind, slug: string): ScaffoldResult {
  if (!SLUG.test(slug)) throw new UsageError(`bad slug "${slug}": use lowercase letters, digits and single hyphens, like "heated-floors"`);
  const folder = FOLDERS[kind];
  const file = path.join(contentDir, folder, `${slug}.yaml`);
  if (existsSync(file)) throw new UsageError(`${path.join(path.basename(contentDir), folder, `${slug}.yaml`)} already exists: pick another slug or edit that file`);
  if (!existsSync(path.join(contentDir, folder))) throw new UsageError(`no ${folder}/ folder in ${contentDir}: run from the project folder or pass -c <content folder>`);
  const schemaKind = contentKinds.find((k) => k.kind === kind);
  const head = schemaKind ? `${modeline(schemaKind)}\n` : '';
  let body: string;
  let hint: string;
  if (kind === 'service') {
    body = serviceFile(slug, nextServiceOrder(contentDir));
    hint = `/services/${slug}: listed in the header's Services menu, on /services and in the sitemap`;
  } else if (kind === 'location') {
    body = locationFile(slug);
    hint = `/locations/${slug}: in the sitemap; menus list a fixed set of places, so swap it into navigation.yaml to link it`;
  } else {
    const id = nextProjectId(contentDir);
    body = projectFile(slug, id);
    hint = `/projects/${slug} (${id}): listed on /gallery and in the sitemap`;
  }
  writeFileSync(file, head + body, { flag: 'wx' });
  return { file, hint };
}
