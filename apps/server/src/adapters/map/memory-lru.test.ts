import { describe, expect, it } from 'vitest';
import { createMemoryLru } from './memory-lru.js';

// MAP-20 without Redis: OneMap's answers kept in memory stay within their number, the least
// recently used going first, and each for its time only.

describe('the in-memory cache of answers', () => {
  it('forgets the least recently used answer past its number', () => {
    const cache = createMemoryLru(2, 60_000, () => new Date(0));
    cache.set('a', 'answer a');
    cache.set('b', 'answer b');
    cache.get('a');
    cache.set('c', 'answer c');

    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([
      'answer a',
      undefined,
      'answer c',
    ]);
  });

  it('forgets an answer once its time is up', () => {
    let now = 0;
    const cache = createMemoryLru(10, 1_000, () => new Date(now));
    cache.set('a', 'answer a');

    now = 999;
    expect(cache.get('a')).toBe('answer a');
    now = 1_000;
    expect(cache.get('a')).toBeUndefined();
  });
});
