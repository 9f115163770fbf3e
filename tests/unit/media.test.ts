// Media URLs follow site.yaml's media hosts, for local placeholders and a remote media host alike,
// never doubling a folder, and each video gets the MIME type of its file.
import { describe, expect, it } from 'vitest';
import {
  absoluteImageUrl,
  hasDoubledFolder,
  imageUrl,
  joinMediaUrl,
  videoType,
  videoUrl,
} from '../../generator/model/media.ts';
import type { Site } from '../../generator/model/schema/index.ts';

const site = (imageBase: string, videoBase = 'https://videos.example.com/v') =>
  ({
    baseUrl: 'https://www.example.com',
    media: { imageBase, videoBase },
  }) as Site;

describe('media URLs', () => {
  it('resolves image and video paths against their hosts and keeps full https URLs', () => {
    expect(imageUrl(site('/media').media, 'placeholders/tile.svg')).toBe('/media/placeholders/tile.svg');
    expect(videoUrl(site('/media').media, 'videos/a.mov')).toBe('https://videos.example.com/v/videos/a.mov');
    expect(imageUrl(site('/media').media, 'https://cdn.example.com/x.jpg')).toBe('https://cdn.example.com/x.jpg');
  });

  it('writes a folder once when the base ends in it and the path starts with it', () => {
    expect(videoUrl(site('/media', 'https://media.example.com/videos').media, 'videos/home-01.mov')).toBe(
      'https://media.example.com/videos/home-01.mov',
    );
    expect(joinMediaUrl('https://media.example.com/videos/', 'videos/a.mp4')).toBe(
      'https://media.example.com/videos/a.mp4',
    );
    expect(joinMediaUrl('https://media.example.com', 'videos/a.mp4')).toBe('https://media.example.com/videos/a.mp4');
    expect(joinMediaUrl('/media', '/placeholders/a.svg')).toBe('/media/placeholders/a.svg');
    // A file named like the folder is still a file.
    expect(joinMediaUrl('https://m.example.com/videos', 'videos')).toBe('https://m.example.com/videos/videos');
  });

  it('makes absolute URLs on the site for local images and leaves a media host as it is', () => {
    expect(absoluteImageUrl(site('/media'), 'brand/logo.svg')).toBe('https://www.example.com/media/brand/logo.svg');
    expect(absoluteImageUrl(site('https://media.example.com/img'), 'brand/logo.svg')).toBe(
      'https://media.example.com/img/brand/logo.svg',
    );
  });

  it('spots a doubled folder in a URL', () => {
    expect(hasDoubledFolder('https://m.example.com/videos/videos/a.mov')).toBe(true);
    expect(hasDoubledFolder('/media/media/a.svg')).toBe(true);
    expect(hasDoubledFolder('https://m.example.com/videos/a.mov')).toBe(false);
    expect(hasDoubledFolder('https://videos.example.com/videos/a.mov')).toBe(false);
  });
});

describe('video types', () => {
  it('names the type of the file, one per extension', () => {
    expect(videoType('videos/a.mov')).toBe('video/quicktime');
    expect(videoType('https://m.example.com/a.MP4')).toBe('video/mp4');
    expect(videoType('a.webm')).toBe('video/webm');
    expect(videoType('a.avi')).toBeUndefined();
  });
});
