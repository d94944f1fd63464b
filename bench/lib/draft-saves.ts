// Draft saves under load (PERF-9). A save names the version it was based on and a repeat of the same
// body is refused (409, APP-47), so a save cannot simply be sent again: each request takes a draft
// that no request in flight holds, from a pool of drafts of different applicants, and puts it back
// with the version its answer gives, as an applicant's autosave does.
import type { LoadRequest } from '../scenarios/scenario.js';

export interface SavableDraft {
  id: string;
  version: number;
  /** The owner's signed-in headers (seeded-sign-in.ts). */
  headers: Record<string, string>;
}

export function draftSaves(drafts: SavableDraft[], form: unknown): LoadRequest['varied'] {
  const idle = [...drafts];
  return () => {
    // With more connections than drafts two saves meet on one draft: a 409, counted as non-2xx.
    const draft = idle.shift() ?? drafts[0];
    if (draft === undefined) throw new Error('No draft to save');
    return {
      headers: draft.headers,
      body: JSON.stringify({ id: draft.id, version: draft.version, form }),
      onAnswer(status, body) {
        if (status === 200) draft.version = (JSON.parse(body) as { version: number }).version;
        if (!idle.includes(draft)) idle.push(draft);
      },
    };
  };
}
