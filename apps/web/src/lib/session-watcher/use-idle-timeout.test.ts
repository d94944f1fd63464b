import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useIdleTimeout } from './use-idle-timeout';

const IDLE_MS = 600_000;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('useIdleTimeout', () => {
  it('turns idle after the interval without interaction', () => {
    const { result } = renderHook(() => useIdleTimeout(true, IDLE_MS));

    advance(IDLE_MS - 1);
    expect(result.current.idle).toBe(false);
    advance(1);
    expect(result.current.idle).toBe(true);
  });

  it.each(['click', 'keydown', 'load'] as const)('starts the count again on %s', (event) => {
    const { result } = renderHook(() => useIdleTimeout(true, IDLE_MS));

    advance(IDLE_MS - 1000);
    window.dispatchEvent(new Event(event));
    advance(IDLE_MS - 1);
    expect(result.current.idle).toBe(false);
    advance(1);
    expect(result.current.idle).toBe(true);
  });

  it('never turns idle while not watching', () => {
    const { result } = renderHook(() => useIdleTimeout(false, IDLE_MS));

    advance(IDLE_MS * 3);
    expect(result.current.idle).toBe(false);
  });

  it('counts a full interval again after resume', () => {
    const { result } = renderHook(() => useIdleTimeout(true, IDLE_MS));
    advance(IDLE_MS);

    act(() => result.current.resume());
    expect(result.current.idle).toBe(false);
    advance(IDLE_MS - 1);
    expect(result.current.idle).toBe(false);
    advance(1);
    expect(result.current.idle).toBe(true);
  });
});
