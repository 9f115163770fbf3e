// Content schemas: the phone number of site.yaml, as visitors see it and as tel: links and
// search engines need it (E.164), one fact written once.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { problemMessage } from '../problems.ts';
import { derivedField } from './editor-fields.ts';
import { text } from './text.ts';

/** Characters of a phone number as people write it: digits, spaces and ( ) + - . */
const PHONE_CHARACTERS = /^[\d\s()+.-]+$/;
const PHONE_EXAMPLE = '(202) 555-0142';

/**
 * A telephone number as shown to people and as E.164 (+12025550142), for tel: links and JSON-LD.
 * The E.164 form is derived from `display` (libphonenumber, US numbering plan), so the number is
 * written once; a file may still give `e164`, and then both must be the same valid number, so tel:
 * links, JSON-LD and the text on the page can never disagree.
 */
export const phoneSchema = z
  .strictObject({
    display: text.meta({
      title: 'Phone number',
      description: 'Phone number as visitors see it, with the area code; every call button dials it.',
      examples: [PHONE_EXAMPLE],
    }),
    e164: derivedField(
      z
        .string()
        .regex(/^\+1\d{10}$/, problemMessage('PhoneE164Format'))
        .optional()
        .meta({
          description:
            'Optional: the same number as +1 and ten digits. Left out, it is made from the number visitors see.',
          examples: ['+12025550142'],
        }),
    ),
  })
  .superRefine((phone, ctx) => {
    if (phone.e164 === undefined) {
      const shown = parsePhoneNumberFromString(phone.display, 'US');
      if (!PHONE_CHARACTERS.test(phone.display) || !shown?.isValid())
        ctx.addIssue({
          code: 'custom',
          path: ['display'],
          message: problemMessage('PhoneNotDigits', PHONE_EXAMPLE),
        });
      return;
    }
    const number = parsePhoneNumberFromString(phone.e164);
    if (!number?.isValid()) {
      ctx.addIssue({
        code: 'custom',
        path: ['e164'],
        message: problemMessage('PhoneNotInPlan', phone.e164),
      });
      return;
    }
    if (parsePhoneNumberFromString(phone.display, number.country ?? 'US')?.number !== number.number) {
      ctx.addIssue({
        code: 'custom',
        path: ['display'],
        message: problemMessage('PhoneMismatch', phone.e164, number.formatNational()),
      });
    }
  })
  // Runs only when the checks above passed: display is then a valid number.
  .transform((phone) => ({
    display: phone.display,
    e164: phone.e164 ?? parsePhoneNumberFromString(phone.display, 'US')?.number ?? '',
  }));
