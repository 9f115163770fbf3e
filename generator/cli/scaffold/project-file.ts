// The draft project file `build-site new project` writes: every required field, with copy to edit.
import { materialOf, q, titleCase } from './names.ts';

export function projectDraft(slug: string, id: string): string {
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
