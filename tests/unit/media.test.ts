// Media URLs follow site.yaml's media hosts, for local placeholders and a remote media host alike.
import { describe, expect, it } from 'vitest';
import { absoluteImageUrl, imageUrl, videoUrl } from '../../generator/media.ts';
import type { Site } from '../../generator/schema.ts';

const site = (imageBase: string) => ({
  baseUrl: 'https://www.example.com',
  media: { imageBase, videoBase: 'https://videos.example.com/v' },
}) as Site;

describe('media URLs', () => {
  it('resolves image and video paths against their hosts and keeps full https URLs', () => {
    expect(imageUrl(site('/media').media, 'placeholders/tile.svg')).toBe('/media/placeholders/tile.svg');
    expect(videoUrl(site('/media').media, 'videos/a.mov')).toBe('https://videos.example.com/v/videos/a.mov');
    expect(imageUrl(site('/media').media, 'https://cdn.example.com/x.jpg')).toBe('https://cdn.example.com/x.jpg');
  });

  it('makes absolute URLs on the site for local images and leaves a media host as it is', () => {
    expect(absoluteImageUrl(site('/media'), 'brand/logo.svg')).toBe('https://www.example.com/media/brand/logo.svg');
    expect(absoluteImageUrl(site('https://media.example.com/img'), 'brand/logo.svg')).toBe('https://media.example.com/img/brand/logo.svg');
  });
});
