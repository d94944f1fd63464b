import { APPLICATION_MESSAGES } from '../../messages/application-messages.js';
import { safeString } from '../../validation/safe-text.js';
import type { CategoryId } from '../../activity/categories.js';

// The application reference the applicant quotes (APP-49): a category prefix, the year it was
// created and a 6-digit sequence, e.g. AA-2026-000123. Readable on the phone, sortable as text
// within a category and year, and telling an officer the category at a glance.

export const REFERENCE_PREFIXES = {
  1: 'AP', // Aerial Photography/Videography
  2: 'CR', // Cranes and Tall Construction Machinery
  3: 'SC', // Ship Crossing
  4: 'AA', // Aerial Activities
} as const satisfies Record<CategoryId, string>;

export const REFERENCE_SEQUENCE_DIGITS = 6;
export const MAX_REFERENCE_SEQUENCE = 10 ** REFERENCE_SEQUENCE_DIGITS - 1;

export interface ApplicationReferenceParts {
  category: CategoryId;
  year: number;
  /** 1 to 999999, per category and year. */
  sequence: number;
}

const REFERENCE = /^(AP|CR|SC|AA)-(\d{4})-(\d{6})$/;

const CATEGORY_BY_PREFIX = Object.fromEntries(
  Object.entries(REFERENCE_PREFIXES).map(([id, prefix]) => [prefix, Number(id) as CategoryId]),
) as Record<string, CategoryId>;

/** Throws a RangeError for a year or sequence the format cannot hold. */
export function formatApplicationReference({
  category,
  year,
  sequence,
}: ApplicationReferenceParts): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) {
    throw new RangeError(`Year ${year} does not have 4 digits`);
  }
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > MAX_REFERENCE_SEQUENCE) {
    throw new RangeError(`Sequence ${sequence} is not between 1 and ${MAX_REFERENCE_SEQUENCE}`);
  }
  const digits = String(sequence).padStart(REFERENCE_SEQUENCE_DIGITS, '0');
  return `${REFERENCE_PREFIXES[category]}-${year}-${digits}`;
}

/** The parts of a well-formed reference, or undefined for anything else. */
export function parseApplicationReference(text: string): ApplicationReferenceParts | undefined {
  const match = REFERENCE.exec(text);
  if (!match) return undefined;
  const [, prefix = '', year = '', sequence = ''] = match;
  const category = CATEGORY_BY_PREFIX[prefix];
  if (category === undefined || Number(year) < 1000 || Number(sequence) < 1) return undefined;
  return { category, year: Number(year), sequence: Number(sequence) };
}

/** A reference in a request: trimmed and upper-cased as people type it, then checked. */
export const applicationReferenceSchema = safeString('Application reference')
  .trim()
  .toUpperCase()
  .refine((value) => parseApplicationReference(value) !== undefined, {
    message: APPLICATION_MESSAGES.invalidReference,
  });
