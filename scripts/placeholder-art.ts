// Writes the placeholder illustrations of every project and home video into
// public/media/placeholders/ and points the content's image and poster fields at them.
// Run: npx tsx scripts/placeholder-art.ts  (idempotent: rerun after editing alt texts)
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readYamlData } from '../generator/pipeline/content/read-yaml.ts';
import { render } from './art/scene.ts';
import { projectLooks, shotFor, type ProjectLook } from './art/shots.ts';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'public/media');
const two = (n: number): string => String(n).padStart(2, '0');

interface Media {
  images?: { src: string; alt: string }[];
  videos?: { src: string; poster: string; title: string }[];
}

function write(ref: string, svg: string): void {
  const file = join(out, ref);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, svg);
}

/** Rewrites image and poster references line by line so comments and layout stay as they are. */
function rewrite(text: string, photo: ((i: number) => string) | null, poster: (i: number) => string, card = 0): string {
  let section = '';
  let img = 0,
    vid = 0;
  return text
    .split('\n')
    .map((line) => {
      const top = /^([A-Za-z]\w*):/.exec(line);
      if (top) section = top[1];
      if (photo && section === 'images' && /^ {2}- src: placeholders\//.test(line))
        return line.replace(/placeholders\/\S+/, photo(img++));
      if (section === 'videos' && /poster: placeholders\//.test(line))
        return line.replace(/placeholders\/[^\s,}]+/, poster(vid++));
      if (
        photo &&
        (/^(poster|image): placeholders\//.test(line) || (section === 'seo' && /^ {2}image: placeholders\//.test(line)))
      )
        return line.replace(/placeholders\/\S+/, photo(card));
      return line;
    })
    .join('\n');
}

let count = 0;
const projectsDir = join(root, 'content/projects');
for (const name of readdirSync(projectsDir)
  .filter((f) => f.endsWith('.yaml'))
  .sort()) {
  const slug = name.replace(/\.yaml$/, '');
  const look: ProjectLook | undefined = projectLooks[slug];
  if (!look) throw new Error(`${name}: add the project's setting and floor to projectLooks in scripts/art/shots.ts`);
  const file = join(projectsDir, name);
  const text = readFileSync(file, 'utf8');
  const data = readYamlData(file) as Media;
  const photo = (i: number): string => `placeholders/projects/${slug}/photo-${two(i + 1)}.svg`;
  const poster = (i: number): string => `placeholders/projects/${slug}/video-${two(i + 1)}.svg`;
  const images = data.images ?? [];
  // The project's card and share picture: its first finished, whole-room picture.
  const finished = (alt: string, i: number): boolean => {
    const s = shotFor(alt, look, i);
    return s.stage === 'after' && !s.dull && !s.detail;
  };
  const card = Math.max(
    0,
    images.findIndex((im, i) => finished(im.alt, i)),
  );
  images.forEach((im, i) => {
    write(photo(i), render(shotFor(im.alt, look, i, i === card)));
    count++;
  });
  (data.videos ?? []).forEach((v, i) => {
    write(poster(i), render(shotFor(v.title, look, i + 3)));
    count++;
  });
  writeFileSync(file, rewrite(text, photo, poster, card));
}

// Home page: 16 video posters, each showing the project its title names.
const homeFile = join(root, 'content/pages/home.yaml');
const homeText = readFileSync(homeFile, 'utf8');
const home = readYamlData(homeFile) as Media;
const homeLook: ProjectLook = { setting: 'family', floor: 'lvp' };
const homePoster = (i: number): string => `placeholders/home/video-${two(i + 1)}.svg`;
(home.videos ?? []).forEach((v, i) => {
  write(homePoster(i), render(shotFor(v.title, homeLook, i * 3 + 1)));
  count++;
});
writeFileSync(homeFile, rewrite(homeText, null, homePoster));

// The ballpark share picture (home, about and gallery pages): a baseball diamond seen from the club lounge.
write(
  'placeholders/stadium.svg',
  render({
    setting: 'lounge',
    floor: 'lvp',
    stage: 'after',
    light: 'warm',
    detail: false,
    crowd: false,
    dull: false,
    variant: 4,
    river: false,
    sign: '',
    strip: false,
  }),
);
count++;

console.log(`wrote ${count} placeholder pictures`);
