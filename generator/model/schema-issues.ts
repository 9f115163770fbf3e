// How a field and a schema problem read to people, the same in the build's
// `file:line field: message` lines and in the web editor's preview notice.
import type { z } from 'zod';
import { quote } from './errors.ts';

/** A field path as people read it: testimonials[0].rating. */
export function fieldName(fieldPath: PropertyKey[]): string {
  return fieldPath.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? String(k) : `.${String(k)}`)).join('');
}

/** What a zod issue expected, in the build's words. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') {
    return issue.input === undefined
      ? `required field is missing (expected ${issue.expected})`
      : `expected ${issue.expected}, got ${quote(issue.input)}`;
  }
  if (issue.code === 'unrecognized_keys') return `unknown field(s) ${issue.keys.join(', ')}`;
  return issue.message;
}
