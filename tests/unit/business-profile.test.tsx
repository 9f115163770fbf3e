// The optional Google Business Profile fields of content/site.yaml: each address set adds its
// link (JSON-LD sameAs and hasMap, the reviews page's Write a Review button, the contact page's
// maps link); none set renders the pages exactly as without the block.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Content } from '../../generator/model/content.ts';
import type { AssetManifest } from '../../generator/pipeline/assets/assets.ts';
import { loadContent } from '../../generator/pipeline/content/load.ts';
import { createPageRenderer } from '../../generator/pipeline/render/render.tsx';
import { buildRoutes } from '../../generator/pages/routes.ts';
import type { SitePageRoute } from '../../generator/pages/table.ts';
import { CONTENT, all, attr, jsonLdOfType, linkByText, parseHtml, text } from '../fixtures/html.ts';

const assets: AssetManifest = {
  stylesheet: '/assets/site.css',
  iconSprite: '/assets/icons.svg',
  lazyModules: {},
  files: [],
  images: {},
};
const PROFILE = {
  profileUrl: 'https://www.google.com/maps?cid=1234567890',
  reviewUrl: 'https://g.page/r/AbCdEf/review',
  mapsUrl: 'https://maps.app.goo.gl/AbCdEf',
};

let content: Content;
beforeAll(() => {
  content = loadContent(CONTENT);
});

function withProfile(profile: Content['site']['googleBusinessProfile']): Content {
  return { ...content, site: { ...content.site, googleBusinessProfile: profile } };
}

/** Renders one route of this content. */
function render(c: Content, path: string) {
  const route = buildRoutes(c).find((r): r is SitePageRoute => r.kind === 'page' && r.path === path)!;
  const html = createPageRenderer(c, { assets, gtmContainerId: '' })(route).html;
  return { html, root: parseHtml(html) };
}

interface BusinessNode {
  sameAs: string[];
  hasMap?: string;
}
const business = (html: string) => jsonLdOfType<BusinessNode>(html, 'HomeAndConstructionBusiness')[0];

describe('Google Business Profile', () => {
  it('without the fields: Facebook only in sameAs, no hasMap, the inactive review button, no maps link', () => {
    expect(content.site.googleBusinessProfile).toBeUndefined();
    for (const path of ['/', '/reviews', '/contact']) {
      const b = business(render(content, path).html);
      expect(b.sameAs).toEqual([content.site.facebookUrl]);
      expect(b).not.toHaveProperty('hasMap');
    }
    const reviews = render(content, '/reviews').root;
    const write = all(reviews, '.review-actions > *')[0];
    expect(write.tagName.toLowerCase()).toBe('button');
    expect(attr(write, 'aria-disabled')).toBe('true');
    const contact = render(content, '/contact');
    expect(linkByText(contact.root, content.pages.contact.details.mapsLink)).toBeUndefined();
    // An empty block is the same as none.
    expect(render(withProfile({}), '/contact').html).toBe(contact.html);
    expect(render(withProfile({}), '/reviews').html).toBe(render(content, '/reviews').html);
  });

  it('with the fields: sameAs and hasMap on every page, the review button and the maps link lead there', () => {
    const c = withProfile(PROFILE);
    for (const path of ['/', '/about', '/locations/georgetown-dc', '/reviews', '/contact']) {
      const b = business(render(c, path).html);
      expect(b.sameAs, path).toEqual([content.site.facebookUrl, PROFILE.profileUrl]);
      expect(b.hasMap, path).toBe(PROFILE.mapsUrl);
    }
    const write = all(render(c, '/reviews').root, '.review-actions > *')[0];
    expect(write.tagName.toLowerCase()).toBe('a');
    expect(attr(write, 'href')).toBe(PROFILE.reviewUrl);
    expect(text(write)).toBe(content.pages.reviews.list.writeLabel);
    const maps = linkByText(render(c, '/contact').root, content.pages.contact.details.mapsLink);
    expect(attr(maps, 'href')).toBe(PROFILE.mapsUrl);
  });

  it('each field on its own adds only its own link', () => {
    const onlyReview = withProfile({ reviewUrl: PROFILE.reviewUrl });
    expect(business(render(onlyReview, '/').html).sameAs).toEqual([content.site.facebookUrl]);
    expect(render(onlyReview, '/contact').html).toBe(render(content, '/contact').html);
    const onlyMaps = withProfile({ mapsUrl: PROFILE.mapsUrl });
    expect(business(render(onlyMaps, '/').html)).toMatchObject({
      sameAs: [content.site.facebookUrl],
      hasMap: PROFILE.mapsUrl,
    });
    expect(all(render(onlyMaps, '/reviews').root, '.review-actions > *')[0].tagName.toLowerCase()).toBe('button');
  });
});
