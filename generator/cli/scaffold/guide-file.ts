// The draft guide `build-site new guide` writes: front matter with every field, marked draft (only
// `build-site dev` shows it until the editor sets draft: false), and a Markdown body to replace.
// No schema line on top: a guide's first line must be the front matter's "---" (VS Code maps
// content/guides/*.md to its schema in .vscode/settings.json).
import { materialOf, q, titleCase } from './names.ts';

/** `today`: the date the draft is written (YYYY-MM-DD), its published and updated dates. */
export function guideDraft(slug: string, today: string): string {
  const title = titleCase(slug.split('-'));
  const art = `placeholders/${materialOf(slug)}.svg`;
  return `---
# Guide: ${title} (/guides/${slug}). Written by "build-site new guide".
# A draft: "build-site dev" shows it, "build" leaves it out. Set draft: false to publish.
title: ${q(title)}
description: >-
  One or two sentences for search results, the list of guides and the feed:
  what the reader learns from this guide.
published: ${today}
updated: ${today}
author: Capitol Floorworks
hero:
  src: ${art}
  alt: Describe the picture at the top of the guide
# Service and location slugs this guide is about: it links to them, their pages list it,
# and a \`\`\`prices\`\`\` block in the body shows their starting prices and durations.
services: []
locations: []
draft: true
---
Write the guide here in Markdown. Start sections with "## " headings (the title
above is the page's only top-level heading), link to pages of the site like
[our services](/services), and keep to facts the site's content makes.
`;
}
