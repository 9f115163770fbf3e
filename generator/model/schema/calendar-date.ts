// A calendar day written in content as YYYY-MM-DD (a guide's dates, the privacy policy's): zod checks
// the month's days. There is no year 0000: a page would show "January 1, 1" and a feed a year before
// the calendar's first; a year past 9999 cannot be written in four digits.
import { z } from 'zod';
import { quote } from '../errors.ts';
import { problemMessage } from '../problems.ts';

export const calendarDate = (description: string) =>
  z.iso
    .date(problemMessage('DateFormat'))
    .refine((day) => !day.startsWith('0000-'), {
      error: (issue) => problemMessage('DateYearZero', quote(issue.input)),
    })
    .meta({ description, examples: ['2026-11-24'] });
