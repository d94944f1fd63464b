import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { API_PATHS, REQUEST_HEADERS } from '@aviation-permits/domain/http';
import { createApiClient } from './api-client';
import type { ProgressFetch } from './xhr-fetch';

// APP-43: uploads report their progress and downloads answer a file, both through the one
// pipeline, so they carry the same access-content and CSRF headers as every other call.

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

function client(progressFetch?: ProgressFetch) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === API_PATHS.csrfToken) return json({ csrfToken: 'csrf-1' });
    return new Response(new TextEncoder().encode('%PDF-1.7'), {
      headers: { 'content-type': 'application/pdf' },
    });
  });
  const api = createApiClient({
    initialAccessContent: 'token-1',
    solveHumanCheck: async () => '',
    fetch,
    ...(progressFetch ? { progressFetch } : {}),
  });
  return { api, fetch };
}

describe('file transfers through the pipeline', () => {
  it('sends an upload that asks for progress through the progress transport with the pipeline’s headers', async () => {
    const seen: Headers[] = [];
    const progressFetch = vi.fn<ProgressFetch>(async (_url, init, onProgress) => {
      seen.push(new Headers(init.headers));
      onProgress({ loaded: 50, total: 100 });
      onProgress({ loaded: 100, total: 100 });
      return json({ documents: [] });
    });
    const { api } = client(progressFetch);
    const reported: number[] = [];
    const body = new FormData();
    body.append('documents', new Blob(['x']), 'plan.pdf');

    const answer = await api.call(API_PATHS.documentUpload, {
      method: 'POST',
      body,
      schema: z.object({ documents: z.array(z.unknown()) }),
      onUploadProgress: ({ loaded, total }) => reported.push(loaded / total),
    });

    expect(answer).toEqual({ documents: [] });
    expect(reported).toEqual([0.5, 1]);
    expect(seen[0]?.get(REQUEST_HEADERS.csrfToken)).toBe('csrf-1');
    expect(seen[0]?.get(REQUEST_HEADERS.accessContent)).toBe('token-1');
    expect(progressFetch.mock.calls[0]?.[1].body).toBe(body);
  });

  it('answers a download as the file itself', async () => {
    const { api } = client();

    const file = await api.call(API_PATHS.documentRetrieve, {
      // The test's Response makes Node's Blob, not the test page's; a browser has one Blob.
      schema: z.custom<Blob>((value) => typeof (value as Blob).text === 'function'),
      responseType: 'blob',
    });

    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.7');
  });
});
