// Location-page service cards (client/islands/LocationServices.tsx, spec
// sections 2 "Location pages", 3 and 4): All / Residential / Commercial filter,
// at most 3 features per card, price and timeframe, links to the service page
// and to /contact; neighbourhood pages link to four services only.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readYamlData } from '../../generator/pipeline/content/read-yaml.ts';
import { useHarness, useSharedPage, visit } from './session.ts';

const session = useHarness();

const CONTENT = path.resolve(import.meta.dirname, '../../content');
interface ServiceCardYaml {
  title: string;
  features: string[];
  startingPrice: string;
  timeframe: string;
  serviceLink: string;
}
const locationCards = (slug: string): ServiceCardYaml[] =>
  (readYamlData(path.join(CONTENT, 'locations', `${slug}.yaml`)) as { services: ServiceCardYaml[] }).services;

// One tab per width; every test gets a fresh document (the filter changes the cards).
const tabs = {
  desktop: useSharedPage(session, { viewport: 'desktop' }),
  mobile: useSharedPage(session, { viewport: 'mobile' }),
};

const open = (urlPath: string, viewport: 'desktop' | 'mobile' = 'desktop'): Promise<Page> =>
  visit(session, tabs[viewport], urlPath, { ready: '[data-island="location-services"][data-hydrated="true"]' });

const ISLAND = '[data-island="location-services"]';

interface Card {
  title: string;
  features: number;
  facts: Record<string, string>;
  learnMore: string[];
  quote: string[];
}
async function cards(page: Page): Promise<Card[]> {
  return page.$$eval(`${ISLAND} .service-offer`, (items) =>
    items.map((li) => {
      const links = [...li.querySelectorAll('a')];
      return {
        title: li.querySelector('h3')?.textContent?.trim() ?? '',
        features: li.querySelectorAll('.checklist li').length,
        facts: Object.fromEntries(
          [...li.querySelectorAll('.offer-facts > div')].map((d) => [
            d.querySelector('dt')?.textContent?.trim() ?? '',
            d.querySelector('dd')?.textContent?.trim() ?? '',
          ]),
        ),
        learnMore: links
          .filter((a) => a.textContent?.trim().startsWith('Learn More'))
          .map((a) => a.getAttribute('href') ?? ''),
        quote: links.filter((a) => a.textContent?.trim() === 'Get Free Quote').map((a) => a.getAttribute('href') ?? ''),
      };
    }),
  );
}

async function pressed(page: Page): Promise<Record<string, string | null>> {
  return page.$$eval(`${ISLAND} .filter-buttons button`, (bs) =>
    Object.fromEntries(bs.map((b) => [b.textContent?.trim() ?? '', b.getAttribute('aria-pressed')])),
  );
}
const choose = (page: Page, label: string) =>
  page.locator(`${ISLAND} .filter-buttons button`, { hasText: new RegExp(`^${label}$`) }).click();

describe('location services filter', () => {
  const slug = 'montgomery-county-md';
  const yamlCards = locationCards(slug);
  const allTitles = yamlCards.map((c) => c.title);
  const isCommercial = (t: string) => /commercial|tile/i.test(t);
  const isResidential = (t: string) => !/commercial/i.test(t);

  it('the content exercises every filter', () => {
    // Guard: the assertions below only mean something if the filters differ.
    expect(allTitles.filter(isCommercial).length).toBeGreaterThan(0);
    expect(allTitles.filter(isCommercial).length).toBeLessThan(allTitles.length);
    expect(allTitles.filter(isResidential).length).toBeLessThan(allTitles.length);
    expect(yamlCards.some((c) => c.features.length > 3)).toBe(true);
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`All / Residential / Commercial show the matching cards (${viewport})`, async () => {
      const page = await open(`/locations/${slug}`, viewport);
      expect(Object.keys(await pressed(page))).toEqual(['All Services', 'Residential', 'Commercial']);
      expect(await pressed(page)).toEqual({ 'All Services': 'true', Residential: 'false', Commercial: 'false' });
      expect((await cards(page)).map((c) => c.title)).toEqual(allTitles);

      await choose(page, 'Commercial');
      expect(await pressed(page)).toEqual({ 'All Services': 'false', Residential: 'false', Commercial: 'true' });
      const commercial = (await cards(page)).map((c) => c.title);
      expect(commercial).toEqual(allTitles.filter(isCommercial));
      expect(commercial.every(isCommercial)).toBe(true);

      await choose(page, 'Residential');
      expect(await pressed(page)).toEqual({ 'All Services': 'false', Residential: 'true', Commercial: 'false' });
      const residential = (await cards(page)).map((c) => c.title);
      expect(residential).toEqual(allTitles.filter(isResidential));
      expect(residential.some((t) => /commercial/i.test(t))).toBe(false);

      await choose(page, 'All Services');
      expect(await pressed(page)).toEqual({ 'All Services': 'true', Residential: 'false', Commercial: 'false' });
      expect((await cards(page)).map((c) => c.title)).toEqual(allTitles);
    });
  }

  it('each card shows at most 3 features, a price, a timeframe and its two links', async () => {
    const page = await open(`/locations/${slug}`);
    const shown = await cards(page);
    expect(shown).toHaveLength(yamlCards.length);
    const servicePages = new Set(await page.$$eval('#menu-services a', (as) => as.map((a) => a.getAttribute('href'))));
    for (const [i, card] of shown.entries()) {
      const source = yamlCards[i];
      expect(card.features, card.title).toBe(Math.min(3, source.features.length));
      expect(card.features).toBeGreaterThan(0);
      expect(card.facts['Starting at'], card.title).toBe(source.startingPrice);
      expect(card.facts['Starting at']).toMatch(/^\$\d+\.\d{2}\/sq ft$/);
      expect(card.facts.Timeframe, card.title).toBe(source.timeframe);
      expect(card.facts.Timeframe).toMatch(/^\d+-\d+ days$/);
      expect(card.learnMore, card.title).toEqual([source.serviceLink]);
      expect(card.learnMore[0]).toMatch(/^\/services\/[a-z-]+$/);
      expect(servicePages.has(card.learnMore[0]), `${card.learnMore[0]} is a service page`).toBe(true);
      expect(card.quote, card.title).toEqual(['/contact']);
    }
    // The first three features are the ones shown, in order.
    const firstFeatures = await page.$$eval(`${ISLAND} .service-offer:first-child .checklist li`, (lis) =>
      lis.map((li) => li.textContent?.trim()),
    );
    expect(firstFeatures).toEqual(yamlCards[0].features.slice(0, 3));
  });

  it('a neighbourhood page links only to hardwood, luxury vinyl, commercial and ceramic tile', async () => {
    const page = await open('/locations/georgetown-dc');
    const shown = await cards(page);
    const links = shown.flatMap((c) => c.learnMore);
    expect(new Set(links)).toEqual(
      new Set([
        '/services/hardwood-flooring',
        '/services/luxury-vinyl',
        '/services/commercial-flooring',
        '/services/ceramic-tile',
      ]),
    );
    expect(links).toHaveLength(4);
    for (const c of shown) expect(c.quote).toEqual(['/contact']);
    // Nothing else in the services section points at another service page.
    const sectionLinks = await page.$$eval(`${ISLAND} a[href^="/services/"]`, (as) =>
      as.map((a) => a.getAttribute('href')),
    );
    expect(new Set(sectionLinks)).toEqual(new Set(links));
  });
});
