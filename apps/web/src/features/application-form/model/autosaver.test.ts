import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationDraft } from '@aviation-permits/domain/application';
import { createAutosaver, type AutosaveCalls } from './autosaver';

// APP-45 to APP-47, APP-63, APP-67: drafts are created on the first change, saved after a pause and
// on every step change, a stale version stops saving instead of overwriting, and an edit is
// "saving" and kept in the browser's backup until the server has it.

const ID = '3f1d7c52-8f43-4a9e-9a52-0f6f7d1c2b11';

function form(venue: string): ApplicationDraft {
  return { category: 3, venue } as ApplicationDraft;
}

function fakeCalls(saveAnswer: 'ok' | 'conflict' = 'ok') {
  let version = 1;
  const calls = {
    create: vi.fn<AutosaveCalls['create']>(async () => ({
      id: ID,
      reference: null,
      version: 1,
      updatedAt: '2026-03-02T01:02:00.000Z',
    })),
    save: vi.fn<AutosaveCalls['save']>(async (request) => {
      if (saveAnswer === 'conflict') return 'conflict';
      version = request.version + 1;
      return { id: request.id, reference: null, version, updatedAt: '2026-03-02T01:05:00.000Z' };
    }),
  };
  return calls;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the draft autosave', () => {
  it('creates the draft once the applicant pauses after the first change, and reports its id', async () => {
    const calls = fakeCalls();
    const onCreated = vi.fn();
    const saver = createAutosaver({ calls, onCreated, delayMs: 1_000 });

    saver.schedule(form('M'));
    saver.schedule(form('Marina'));
    await vi.advanceTimersByTimeAsync(999);
    expect(calls.create).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(calls.create).toHaveBeenCalledTimes(1);
    expect(calls.create).toHaveBeenCalledWith(form('Marina'), {});
    expect(onCreated).toHaveBeenCalledWith({ id: ID, version: 1 });
    expect(saver.status()).toEqual({ state: 'saved' });
  });

  it('saves later changes with the version the last save returned', async () => {
    const calls = fakeCalls();
    const saver = createAutosaver({ calls, initial: { id: ID, version: 4 } });

    saver.schedule(form('One'));
    await vi.advanceTimersByTimeAsync(1_000);
    saver.schedule(form('Two'));
    await vi.advanceTimersByTimeAsync(1_000);

    expect(calls.create).not.toHaveBeenCalled();
    expect(calls.save.mock.calls.map(([request]) => [request.version, request.form.venue])).toEqual(
      [
        [4, 'One'],
        [5, 'Two'],
      ],
    );
  });

  it('saves at once on a step change, without waiting for the pause', async () => {
    const calls = fakeCalls();
    const saver = createAutosaver({ calls, initial: { id: ID, version: 1 } });

    saver.schedule(form('Changi'));
    const saved = await saver.savePending();

    expect(calls.save).toHaveBeenCalledTimes(1);
    expect(saved).toEqual({ id: ID, version: 2 });
    // The pending timer was dropped: nothing is saved twice.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls.save).toHaveBeenCalledTimes(1);
  });

  it('saves nothing on a step change when nothing changed', async () => {
    const calls = fakeCalls();
    const saver = createAutosaver({ calls, initial: { id: ID, version: 1 } });

    await saver.savePending();

    expect(calls.save).not.toHaveBeenCalled();
  });

  it('APP-63: says "saving" from the change until the server has it, not only while the call runs', async () => {
    const calls = fakeCalls();
    const saver = createAutosaver({ calls, initial: { id: ID, version: 1 } });
    const states: string[] = [];
    saver.subscribe(() => states.push(saver.status().state));

    saver.schedule(form('Jurong'));
    expect(saver.status()).toEqual({ state: 'saving' });
    expect(saver.hasUnsaved()).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);

    expect(states).toEqual(['saving', 'saved']);
    expect(saver.hasUnsaved()).toBe(false);
  });

  it('APP-67: keeps the unsent edit in the backup, with the version it was made on, until it is saved', async () => {
    const calls = fakeCalls();
    const backup = { keep: vi.fn(), clear: vi.fn() };
    const saver = createAutosaver({ calls, initial: { id: ID, version: 3 }, backup });

    saver.schedule(form('Bedok'));
    expect(backup.keep).toHaveBeenLastCalledWith({ id: ID, version: 3 }, form('Bedok'));
    expect(backup.clear).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1_000);
    expect(backup.clear).toHaveBeenCalledWith({ id: ID, version: 4 }, 3);
  });

  it('APP-67: keeps the backup when a newer edit arrived while the last one was being sent', async () => {
    const calls = fakeCalls();
    let answer: (() => void) | undefined;
    calls.save.mockImplementationOnce(
      (request) =>
        new Promise((resolve) => {
          answer = () =>
            resolve({ id: ID, reference: null, version: request.version + 1, updatedAt: '' });
        }),
    );
    const backup = { keep: vi.fn(), clear: vi.fn() };
    const saver = createAutosaver({ calls, initial: { id: ID, version: 1 }, backup });

    saver.schedule(form('First'));
    await vi.advanceTimersByTimeAsync(1_000);
    saver.schedule(form('Second'));
    answer?.();
    await vi.advanceTimersByTimeAsync(0);

    expect(backup.clear).not.toHaveBeenCalled();
    expect(backup.keep).toHaveBeenLastCalledWith({ id: ID, version: 2 }, form('Second'));
    expect(saver.status()).toEqual({ state: 'saving' });
  });

  it('APP-67: keeps a new application’s edit in the backup until the draft exists, leaving no half-made draft as the page is left', async () => {
    const calls = fakeCalls();
    const backup = { keep: vi.fn(), clear: vi.fn() };
    const saver = createAutosaver({ calls, backup });

    saver.schedule(form('Tuas'));
    expect(backup.keep).toHaveBeenLastCalledWith(undefined, form('Tuas'));
    await saver.flush();
    // A create sent as the page goes would make a draft the reloaded page cannot name.
    expect(calls.create).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls.create).toHaveBeenCalledTimes(1);
    expect(backup.clear).toHaveBeenCalledWith(undefined, 3);
  });

  it('APP-67: sends the pending edit at once as a keep-alive request when the page is left', async () => {
    const calls = fakeCalls();
    const saver = createAutosaver({ calls, initial: { id: ID, version: 1 } });

    saver.schedule(form('Pasir Ris'));
    await saver.flush();

    expect(calls.save).toHaveBeenCalledWith(
      { id: ID, version: 1, form: form('Pasir Ris') },
      { keepalive: true },
    );
  });

  it('stops saving on a stale version (409) until the latest copy is reloaded', async () => {
    const calls = fakeCalls('conflict');
    const saver = createAutosaver({ calls, initial: { id: ID, version: 2 } });

    saver.schedule(form('Mine'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(saver.status()).toEqual({ state: 'conflict' });

    saver.schedule(form('Mine again'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await saver.savePending()).toBeUndefined();
    expect(calls.save).toHaveBeenCalledTimes(1);

    calls.save.mockImplementation(async (request) => ({
      id: request.id,
      reference: null,
      version: request.version + 1,
      updatedAt: '2026-03-02T02:00:00.000Z',
    }));
    saver.reset({ id: ID, version: 7 });
    saver.schedule(form('After reload'));
    await vi.advanceTimersByTimeAsync(1_000);

    expect(calls.save).toHaveBeenLastCalledWith(
      { id: ID, version: 7, form: form('After reload') },
      {},
    );
    expect(saver.status().state).toBe('saved');
  });

  it('APP-63: keeps the values after a failed save and tries again by itself', async () => {
    const calls = fakeCalls();
    calls.save.mockRejectedValueOnce(new Error('offline'));
    const saver = createAutosaver({ calls, initial: { id: ID, version: 1 }, retryDelayMs: 5_000 });

    saver.schedule(form('Sentosa'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(saver.status()).toEqual({ state: 'retrying' });
    expect(saver.hasUnsaved()).toBe(true);

    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls.save).toHaveBeenCalledTimes(2);
    expect(calls.save).toHaveBeenLastCalledWith({ id: ID, version: 1, form: form('Sentosa') }, {});
    expect(saver.status().state).toBe('saved');
  });

  it('creates the draft on demand before an upload needs its id', async () => {
    const calls = fakeCalls();
    const saver = createAutosaver({ calls });

    expect(await saver.saveNow(form('Tuas'))).toEqual({ id: ID, version: 1 });
    expect(calls.create).toHaveBeenCalledWith(form('Tuas'), {});
  });
});
