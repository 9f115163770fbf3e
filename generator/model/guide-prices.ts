// The ```prices``` block of a guide: a table per service of the starting price and typical
// duration in each place the guide is about, read from the location pages' service cards, so a
// guide never repeats a price that could go stale. The info string may name services
// (```prices hardwood-flooring```); without one, every service of the guide's front matter.
import { fill } from './copy.ts';
import type { Content } from './content.ts';
import type { Directive } from './markdown.ts';
import { placeName } from './places.ts';
import { problemMessage } from './problems.ts';
import { locationPath, servicePath } from './routes.ts';
import type { Guide } from './schema/index.ts';
import { bySlugs } from './slug-lookup.ts';

export const PRICES_DIRECTIVE = 'prices';

const escapeText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The directives a guide's body may use, rendering from `content`. */
export function guideDirectives(guide: Guide, content: Content): Record<string, Directive> {
  const words = content.pages.guides.article.prices;
  // By slug: a guide's page reads only the places it names (slug-lookup.ts).
  const locations = bySlugs(content.locations, guide.locations);
  const prices: Directive = (argument, line, problems) => {
    // Stryker disable next-line Regex: equivalent, /\s/ leaves empty words, which the filter drops.
    const named = argument.split(/\s+/).filter(Boolean);
    const wrong = named.filter((slug) => !guide.services.includes(slug));
    if (wrong.length > 0) {
      problems.push({
        line,
        message: problemMessage('PricesUnknownServices', wrong, guide.services),
      });
      return '';
    }
    if (locations.length === 0) {
      problems.push({ line, message: problemMessage('PricesNoLocations') });
      return '';
    }
    const slugs = named.length > 0 ? named : guide.services;
    if (slugs.length === 0) {
      problems.push({ line, message: problemMessage('PricesNoServices') });
      return '';
    }
    return bySlugs(content.services, slugs)
      .map((service) => {
        const rows = locations.flatMap((l) => {
          const card = l.services.find((c) => c.serviceLink === servicePath(service));
          if (!card) return [];
          return [
            `<tr><th scope="row"><a href="${locationPath(l)}">${escapeText(placeName(l))}</a></th>` +
              `<td data-label="${escapeText(words.startingPrice)}">${escapeText(card.startingPrice)}</td>` +
              `<td data-label="${escapeText(words.timeframe)}">${escapeText(card.timeframe)}</td></tr>`,
          ];
        });
        if (rows.length === 0) {
          problems.push({
            line,
            message: problemMessage('PricesNotQuoted', service.name, servicePath(service)),
          });
          return '';
        }
        return [
          '<div class="guide-prices">',
          '<table>',
          `<caption>${escapeText(fill(words.caption, { service: service.name }))}</caption>`,
          `<thead><tr><th scope="col">${escapeText(words.location)}</th><th scope="col">${escapeText(words.startingPrice)}</th><th scope="col">${escapeText(words.timeframe)}</th></tr></thead>`,
          `<tbody>${rows.join('')}</tbody>`,
          '</table>',
          '</div>',
          '',
        ].join('\n');
      })
      .join('');
  };
  return { [PRICES_DIRECTIVE]: prices };
}
