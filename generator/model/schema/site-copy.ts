// Content schemas: the `copy` block of content/site.yaml, the words every page shares
// (buttons, screen-reader labels, the estimate card). Kept apart from site.ts so each stays short.
import { z } from 'zod';
import { copyText, text } from './primitives.ts';

/** Words shared by every page: buttons, labels for screen readers, the estimate card. */
export const sharedCopySchema = z
  .strictObject({
    skipLink: text.meta({
      description: 'Keyboard link at the top of every page that jumps to the content.',
      examples: ['Skip to content'],
    }),
    estimateButton: text.meta({
      description: 'Estimate button of heroes and calls to action.',
      examples: ['Get Free Estimate'],
    }),
    freeEstimate: text.meta({
      description: 'Short estimate button of the footer and the mobile bar.',
      examples: ['Free Estimate'],
    }),
    callNow: text.meta({ description: 'Call button of heroes and the footer.', examples: ['Call Now'] }),
    callUs: text.meta({ description: 'Call button of the mobile bar and the coverage cards.', examples: ['Call Us'] }),
    mobileBarLabel: text.meta({
      description: 'Name of the mobile call/estimate bar for screen readers (a navigation landmark).',
      examples: ['Call or get an estimate'],
    }),
    callPhone: copyText(['phone'], 'Call button that shows the number.', 'Call {phone}'),
    callName: copyText(
      ['label', 'phone'],
      'What screen readers announce for a call button whose text does not show the number (the button text and the number).',
      '{label} {phone}',
    ),
    trustPanelHeading: text.meta({
      description: 'Heading of the guarantees panel beside page heroes.',
      examples: ['Free, no-obligation estimates'],
    }),
    hoursPanelHeading: text.meta({
      description: 'Heading of the panel beside calls to action: opening hours, reply time and service area.',
      examples: ['When to reach us'],
    }),
    trustStripLabel: text.meta({
      description: 'Name of the guarantees strip for screen readers.',
      examples: ['Our guarantees'],
    }),
    breadcrumbLabel: text.meta({
      description: 'Name of the breadcrumb trail for screen readers.',
      examples: ['Breadcrumb'],
    }),
    rating: copyText(['rating'], 'Star rating read out by screen readers.', 'Rated {rating} out of 5'),
    videoUnsupported: text.meta({
      description: 'Shown by browsers that cannot play video.',
      examples: ['Your browser does not support the video tag.'],
    }),
    learnMore: text.meta({ description: 'Link of a service card.', examples: ['Learn More'] }),
    learnMoreAbout: copyText(['name'], 'Rest of the service card link for screen readers.', 'about {name}'),
    projectCard: z
      .strictObject({
        video: text.meta({ description: 'Badge of a video project.', examples: ['Video'] }),
        photos: text.meta({ description: 'Badge of a photo project.', examples: ['Photos'] }),
        link: text.meta({ description: 'Link text at the bottom of the card.', examples: ['View project'] }),
        videoTitle: copyText(['name'], 'Title of the card video.', '{name} video'),
      })
      .describe('Project cards on the home, about, gallery and location pages.'),
    estimateCard: z
      .strictObject({
        formTitle: text.meta({
          description: 'Title of the embedded form for screen readers.',
          examples: ['Free estimate request form'],
        }),
        alternative: copyText(
          ['phone', 'email'],
          'Line under the form; the blanks become the phone and e-mail links.',
          'Prefer to talk it through? Call {phone} or e-mail {email}.',
        ),
        loading: text.meta({ description: 'Shown while the form loads.', examples: ['Loading form...'] }),
        fallbackHeading: text.meta({
          description: 'Heading shown when the form cannot load (blocked or offline).',
          examples: ['Get your free estimate by phone or e-mail'],
        }),
        fallbackText: copyText(
          ['replyWithin'],
          'Paragraph under it; {replyWithin} is replyWithin above.',
          'Our online form did not load in your browser. Call us or e-mail us. {replyWithin}.',
        ),
        emailButton: text.meta({ description: 'E-mail button beside the call button.', examples: ['E-mail us'] }),
      })
      .describe('The estimate form card of the home and contact pages.'),
    editorPreview: z
      .strictObject({
        incomplete: text.meta({
          description: 'Heading above the list of fields that do not pass the checks yet.',
          examples: ['Not ready to publish: fix these fields'],
        }),
        cannotDraw: text.meta({
          description: 'Shown where the page would be, when it cannot be drawn from the fields as they are.',
          examples: ['The page cannot be drawn until the fields above are fixed.'],
        }),
        unknownReference: copyText(
          ['value'],
          'A field naming a page, service or project that does not exist.',
          'names "{value}", which does not exist',
        ),
      })
      .describe("The web editor's preview pane (/admin/): never shown on the site."),
  })
  .describe('Words shared by every page.');
