import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries.js';

describe('COUNTRIES', () => {
  it('has one entry per ISO 3166-1 country, each with a two-letter code', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(249);
    for (const country of COUNTRIES) expect(country.code).toMatch(/^[A-Z]{2}$/);
    expect(new Set(COUNTRIES.map((country) => country.code)).size).toBe(COUNTRIES.length);
  });

  it.each([
    ['SG', 'Singapore'],
    ['MY', 'Malaysia'],
    ['GB', 'United Kingdom'],
  ])('names %s in English as %s', (code, name) => {
    expect(COUNTRIES.find((country) => country.code === code)?.name).toBe(name);
  });

  it('is sorted by name', () => {
    const names = COUNTRIES.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names[0]).toBe('Afghanistan');
  });
});
