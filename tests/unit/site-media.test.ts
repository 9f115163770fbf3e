// The site's pictures in the web editor's media library (generator/editor/site-media.ts): how a file
// is listed so Decap inserts it as content names it, and a backend extended with the site's pictures.
import { describe, expect, it } from 'vitest';
import type { PreviewSnapshot } from '../../generator/editor/preview-snapshot.ts';
import {
  fromLibrary,
  libraryPath,
  listedPath,
  type MediaFile,
  pictureUrl,
  repoPath,
  sitePictures,
  withSiteMedia,
} from '../../generator/editor/site-media.ts';

const snapshot = {
  content: { site: { media: { imageBase: '/media', videoBase: 'https://media.example/videos' } } },
  images: { 'media/projects/deck.jpg': { fallback: '/assets/img/deck-abc-800.jpg' } },
  pictures: ['brand/logo.svg', 'placeholders/hardwood.svg'],
} as unknown as PreviewSnapshot;

describe('paths', () => {
  it('a photo directly in the media folder is listed as it is; one in a sub-folder keeps its folders', () => {
    expect(libraryPath('content/media/a.jpg')).toBe('content/media/a.jpg');
    expect(libraryPath('content/media/projects/a.jpg')).toBe('content/media/_transformations/media/projects/a.jpg');
    expect(repoPath('content/media/_transformations/media/projects/a.jpg')).toBe('content/media/projects/a.jpg');
    expect(repoPath('content/media/a.jpg')).toBe('content/media/a.jpg');
    // A site picture is no file of the repository's media folder: its listed path stays.
    expect(repoPath(listedPath('placeholders/hardwood.svg'))).toBe(listedPath('placeholders/hardwood.svg'));
  });

  it('Decap inserts the public folder and what follows "_transformations/": stored as content names it', () => {
    expect(fromLibrary('media/_transformations/placeholders/hardwood.svg')).toBe('placeholders/hardwood.svg');
    expect(fromLibrary('media/_transformations/media/projects/a.jpg')).toBe('media/projects/a.jpg');
    expect(fromLibrary('media/upload.jpg')).toBe('media/upload.jpg');
    expect(fromLibrary('https://media.example/a.jpg')).toBe('https://media.example/a.jpg');
    expect(fromLibrary(undefined)).toBeUndefined();
  });
});

describe('the site pictures', () => {
  it('lists owner photos with their smallest variant and the site pictures with their URL', () => {
    expect(sitePictures(snapshot)).toEqual([
      {
        id: 'site:media/projects/deck.jpg',
        name: 'deck.jpg',
        path: 'content/media/_transformations/media/projects/deck.jpg',
        url: '/assets/img/deck-abc-800.jpg',
        displayURL: '/assets/img/deck-abc-800.jpg',
        size: 0,
      },
      {
        id: 'site:brand/logo.svg',
        name: 'logo.svg',
        path: 'content/media/_transformations/brand/logo.svg',
        url: '/media/brand/logo.svg',
        displayURL: '/media/brand/logo.svg',
        size: 0,
      },
      {
        id: 'site:placeholders/hardwood.svg',
        name: 'hardwood.svg',
        path: 'content/media/_transformations/placeholders/hardwood.svg',
        url: '/media/placeholders/hardwood.svg',
        displayURL: '/media/placeholders/hardwood.svg',
        size: 0,
      },
    ]);
  });

  it("a field's thumbnail: the site's URL of a site picture or encoded photo, nothing for anything else", () => {
    expect(pictureUrl(snapshot, 'placeholders/hardwood.svg')).toBe('/media/placeholders/hardwood.svg');
    expect(pictureUrl(snapshot, 'media/projects/deck.jpg')).toBe('/assets/img/deck-abc-800.jpg');
    expect(pictureUrl(snapshot, 'media/fresh-upload.jpg')).toBeUndefined();
    expect(pictureUrl(snapshot, 'placeholders/unknown.svg')).toBeUndefined();
    expect(pictureUrl(snapshot, 'https://media.example/a.jpg')).toBeUndefined();
    expect(pictureUrl(undefined, 'placeholders/hardwood.svg')).toBeUndefined();
  });
});

describe('a backend with the site pictures', () => {
  class Base {
    calls: string[] = [];
    async getMedia(folder: string): Promise<MediaFile[]> {
      this.calls.push(`list ${folder}`);
      return [
        { id: '1', name: 'a.jpg', path: 'content/media/a.jpg' },
        { id: '2', name: 'b.jpg', path: 'content/media/projects/b.jpg' },
      ];
    }
    async getMediaFile(path: string): Promise<MediaFile> {
      this.calls.push(`get ${path}`);
      return { id: '3', name: 'x', path };
    }
    async deleteFiles(paths: string[]): Promise<void> {
      this.calls.push(`delete ${paths.join(' ')}`);
    }
    async persistEntry(): Promise<void> {
      throw new Error('the site would not build with this');
    }
  }
  const Site = withSiteMedia(Base, () => sitePictures(snapshot));

  it("lists the backend's photos, sub-folders kept, then the site pictures it does not have", async () => {
    const backend = new Site();
    const listed = await backend.getMedia('content/media');
    expect(listed.map((f) => f.path)).toEqual([
      'content/media/a.jpg',
      'content/media/_transformations/media/projects/b.jpg',
      'content/media/_transformations/media/projects/deck.jpg',
      'content/media/_transformations/brand/logo.svg',
      'content/media/_transformations/placeholders/hardwood.svg',
    ]);
    await backend.getMediaFile('content/media/_transformations/media/projects/b.jpg');
    await backend.deleteFiles(['content/media/_transformations/media/projects/b.jpg']);
    expect(backend.calls).toEqual([
      'list content/media',
      'get content/media/projects/b.jpg',
      'delete content/media/projects/b.jpg',
    ]);
  });

  it('the site pictures still show when the backend cannot list (no media folder yet)', async () => {
    class Failing extends Base {
      override async getMedia(_folder: string): Promise<MediaFile[]> {
        throw Object.assign(new Error('Not Found'), { status: 404 });
      }
    }
    const listed = await new (withSiteMedia(Failing, () => sitePictures(snapshot)))().getMedia('content/media');
    expect(listed).toHaveLength(3);
  });

  it('a refused save reads as its message (Decap prints the error as text)', async () => {
    const failure = await new Site().persistEntry().catch((e: unknown) => e);
    expect(String(failure)).toBe('the site would not build with this');
  });
});
