// How a field and a schema problem read to people, the same in the build's
// `file:line field: message` lines and in the web editor's preview notice.
import type { z } from 'zod';
import { quote } from './errors.ts';
import { problemMessage } from './problems.ts';

/** A field path as people read it: testimonials[0].rating. */
export function fieldName(fieldPath: readonly PropertyKey[]): string {
  return fieldPath.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? String(k) : `.${String(k)}`)).join('');
}

/** What a zod issue expected, in the build's words. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') {
    return issue.input === undefined
      ? problemMessage('FieldMissing', issue.expected)
      : problemMessage('FieldWrongType', issue.expected, quote(issue.input));
  }
  if (issue.code === 'unrecognized_keys') return problemMessage('FieldUnknown', issue.keys.join(', '));
  return issue.message;
}
