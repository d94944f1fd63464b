import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './categories.js';

describe('CATEGORIES', () => {
  it.each([
    [
      1,
      'Aerial Photography/Videography',
      'Clearance for Aerial Photography/Videography',
      'Clearance for Aerial Photography/Videography',
    ],
    [
      2,
      'Erection of Cranes and Tall Construction Machinery',
      'Clearance for Erection of Cranes and Tall Construction Machinery',
      'Permit for Cranes and Tall Construction Machinery',
    ],
    [3, 'Ship Crossing', 'Clearance for Ship Crossing', 'Clearance for Ship Crossing'],
    [4, 'Aerial Activities', 'Permit for Aerial Activities', 'Permit for Aerial Activities'],
  ])('category %i is "%s" with card "%s" / header "%s"', (id, name, cardTitle, cardHeader) => {
    expect(CATEGORIES.find((category) => category.id === id)).toMatchObject({
      name,
      cardTitle,
      cardHeader,
    });
  });

  it('lists the four categories in id order, each linking to the application form', () => {
    expect(CATEGORIES.map((category) => category.id)).toEqual([1, 2, 3, 4]);
    for (const category of CATEGORIES) {
      expect(category.path).toBe(`/apply/permit?category=${category.id}`);
      expect(category.description).not.toBe('');
    }
  });
});
