// The Markdown body of a guide in the web editor: Decap's markdown widget offering only what the
// build renders (generator/model/markdown.ts; what it refuses, generator/pipeline/content/guide-checks.ts),
// and an editor component for the ```prices``` block (generator/model/guide-prices.ts). The toolbar
// cannot stop a hand-typed "# " heading, picture or javascript: link in the raw mode: the build
// reports those with the .md line, as for a hand edit.
import { PRICES_DIRECTIVE } from '../model/guide-prices.ts';
import type { CmsField } from './cms-fields.ts';
import { relation } from './relations.ts';
import { BODY_FIELD } from './markdown-format.ts';

/**
 * No `heading-one` (the title is the page's one heading), no image component (a guide's picture is
 * its hero); strikethrough, code, quotes and lists are CommonMark the build renders. Links: the
 * build keeps web, mail, phone, site-path and anchor links and reports any other.
 */
export const BODY_BUTTONS = [
  'bold',
  'italic',
  'strikethrough',
  'code',
  'link',
  'heading-two',
  'heading-three',
  'heading-four',
  'heading-five',
  'heading-six',
  'quote',
  'bulleted-list',
  'numbered-list',
];

export const bodyField = (description: string | undefined): CmsField => ({
  name: BODY_FIELD,
  label: 'Body',
  widget: 'markdown',
  buttons: BODY_BUTTONS,
  // No code-block component: it needs Decap's code widget (CodeMirror, 830 KB); a fence typed in the raw mode works.
  editor_components: [PRICES_DIRECTIVE],
  hint: [
    description,
    'Start a section with the "Heading 2" button; the title above is the page\'s main heading.',
    "No pictures in the text: the picture at the top is the guide's.",
    'Links may go to a web page (https://…), an e-mail (mailto:…), a phone (tel:…), a page of this site like /services/hardwood-flooring, or a heading of the article (#what-it-costs).',
  ]
    .filter(Boolean)
    .join(' '),
});

interface PricesBlock {
  /** Service slugs the table is limited to; none: every service of the front matter. */
  services?: string[];
}

const pricesBlock = ({ services = [] }: PricesBlock): string =>
  ['```', PRICES_DIRECTIVE, ...services.map((s) => ` ${s}`), '\n```'].join('');

/**
 * Decap's editor component (CMS.registerEditorComponent) for a ```prices``` block: a relation to
 * the services it lists, written back as the info string the build reads (```prices a b```).
 */
export const pricesComponent = {
  id: PRICES_DIRECTIVE,
  label: 'Price table',
  fields: [
    {
      ...relation('service'),
      // Decap's typings want the widget named on an editor component's field (relation() leaves it optional).
      widget: 'relation' as const,
      name: 'services',
      label: 'Services',
      multiple: true,
      required: false,
      hint: "Leave empty for every service the guide is about; the prices come from its locations' pages.",
    },
  ],
  pattern: new RegExp(`^\`\`\`${PRICES_DIRECTIVE}((?:[ \\t]+[a-z0-9-]+)*)[ \\t]*\\n\`\`\`$`, 'm'),
  fromBlock(match: RegExpMatchArray): PricesBlock {
    return { services: match[1].split(/\s+/).filter(Boolean) };
  },
  toBlock: pricesBlock,
  // Decap's own Markdown preview only: the preview pane draws the table from content (previews.tsx).
  toPreview: pricesBlock,
};
