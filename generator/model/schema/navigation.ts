// Content schemas, part 3: content/navigation.yaml (header and footer link lists).
import { z } from 'zod';
import { copyText, internalPath, linkSchema, text } from './primitives.ts';

/** A dropdown of the header: its button text, the page it belongs to and, for services, the link to the overview. */
const menuSchema = z.strictObject({
  label: text.meta({ description: 'Text of the menu button.', examples: ['Services'] }),
  path: internalPath.describe('The main-menu link the dropdown opens from.'),
});

export const navigationSchema = z.strictObject({
  breadcrumbs: z
    .strictObject({
      home: linkSchema.describe('First crumb of every trail.'),
      services: linkSchema.describe('Second crumb of service pages.'),
      serviceAreas: linkSchema.describe('Second crumb of location pages (and the trail of the service-areas page).'),
      gallery: linkSchema.describe('Second crumb of project pages.'),
      guides: linkSchema.describe('Second crumb of guide articles (and the trail of the guides list).'),
    })
    .describe('Breadcrumb trails (Home > Services > …), shown on pages and given to search engines.'),
  header: z.strictObject({
    main: z.array(linkSchema).min(1).describe('Main menu links, in order.'),
    /** Service-areas dropdown: the overview plus 11 county and city pages. */
    serviceAreas: z
      .array(linkSchema)
      .length(12)
      .describe('Service-areas dropdown: exactly 12 links, the overview plus 11 county and city pages.'),
    servicesMenu: menuSchema
      .extend({
        allLink: linkSchema.describe(
          'First link of the dropdown, to the services overview; every service page follows.',
        ),
      })
      .describe('The services dropdown.'),
    areasMenu: menuSchema.describe('The service-areas dropdown (its links are serviceAreas).'),
    labels: z
      .strictObject({
        mainNav: text.meta({ description: 'Name of the main menu, for screen readers.', examples: ['Main'] }),
        mobileNav: text.meta({ description: 'Name of the mobile menu, for screen readers.', examples: ['Mobile'] }),
        home: copyText(['brand'], 'Name of the logo link, for screen readers.', '{brand} home'),
        call: copyText(['phone'], 'Name of the phone button, for screen readers.', 'Call {phone}'),
        mobileCall: copyText(
          ['phone'],
          'Phone link of the mobile menu; a no-break space (\\u00a0 in double quotes) keeps it on one line.',
          'Call\u00a0{phone}',
        ),
        admin: text.meta({ description: 'Text of the admin dashboard link.', examples: ['Admin'] }),
        openMenu: text.meta({
          description: 'Name of the menu button while the menu is closed.',
          examples: ['Open menu'],
        }),
        closeMenu: text.meta({
          description: 'Name of the menu button while the menu is open.',
          examples: ['Close menu'],
        }),
      })
      .describe('Words of the header.'),
  }),
  footer: z.strictObject({
    blurb: text.describe('Company description in the footer.'),
    quickLinks: z.array(linkSchema).length(7).describe('Exactly 7 quick links.'),
    services: z.array(linkSchema).length(6).describe('Exactly 6 service links.'),
    dcNeighborhoods: z.array(linkSchema).length(5).describe('Exactly 5 DC neighborhood location pages.'),
    mdVaLocations: z.array(linkSchema).length(10).describe('Exactly 10 Maryland and Virginia location pages.'),
    areaNote: text.describe('Note under the location lists.'),
    headings: z
      .strictObject({
        quickLinks: text.meta({ description: 'Heading of quickLinks.', examples: ['Quick Links'] }),
        services: text.meta({ description: 'Heading of services.', examples: ['Our Services'] }),
        dcNeighborhoods: text.meta({ description: 'Heading of dcNeighborhoods.', examples: ['Washington DC'] }),
        mdVaLocations: text.meta({ description: 'Heading of mdVaLocations.', examples: ['Maryland & Virginia'] }),
        guides: text.meta({
          description: 'Heading of the newest guides (listed from content/guides/).',
          examples: ['Guides'],
        }),
      })
      .describe('Headings of the footer link lists.'),
    allGuides: text.meta({
      description: 'Link to the list of guides, under the newest three.',
      examples: ['All guides'],
    }),
    facebookLabel: text.meta({ description: 'Text of the link to the Facebook page.', examples: ['Facebook'] }),
    adminLabel: text.meta({ description: 'Text of the link to the admin dashboard.', examples: ['Admin'] }),
    copyright: copyText(
      ['year', 'brand'],
      'Copyright line; {year} is the year of the build.',
      '© {year} {brand}. All rights reserved.',
    ),
  }),
});
