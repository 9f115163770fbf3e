// The draft location file `build-site new location` writes: every required field, with copy to edit.
import { placeOf, q, type Material } from './names.ts';

export function locationDraft(slug: string): string {
  const place = placeOf(slug);
  const full = `${place.name}, ${place.region}`;
  const service = (
    title: string,
    link: string,
    material: Material,
    price: string,
    days: string,
    popular: boolean,
  ) => `  - title: ${title}
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

# Replace these three with real reviews from customers in this area, and remove
# their "sample: true" (build-site check --launch lists them until then).
testimonials:
  - { name: "Customer name", role: ${q(full)}, rating: 5, sample: true, text: "Paste a real customer's review here." }
  - { name: "Customer name", role: ${q(full)}, rating: 5, sample: true, text: "Paste a second real customer review here." }
  - { name: "Customer name", role: ${q(full)}, rating: 5, sample: true, text: "Paste a third real customer review here." }

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
