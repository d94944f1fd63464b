import countries from 'i18n-iso-countries/index.js';
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };

// The single country list (ACC-22): ISO 3166-1 two-letter codes with English names from
// the maintained i18n-iso-countries package, sorted by name for a drop-down.
//
// The package's Node entry registers all of its ~80 locales at import, its browser entry none.
// Importing its locale-free core and registering English ourselves behaves the same in Node (ESM
// dist), Vitest and the Vite bundle, and loads one locale instead of all of them.
countries.registerLocale(english);

export interface Country {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
}

export const COUNTRIES: readonly Country[] = Object.entries(
  countries.getNames('en', { select: 'official' }),
)
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));
