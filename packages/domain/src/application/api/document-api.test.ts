import { describe, expect, it } from 'vitest';
import { removeDocumentRequestSchema } from './document-api.js';

// APP-43: removing names one document; asking to remove none answers the spec's message.

const applicationId = '3f0c2b1a-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
const documentId = '0b9c6f52-8f0e-4c55-9a4e-3f1d2b7c9a10';

function issues(input: unknown) {
  const result = removeDocumentRequestSchema.safeParse(input);
  return result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
}

describe('document removal request', () => {
  it.each([
    [{ applicationId, documentId }, []],
    [{ applicationId }, [['documentId', 'Empty file cannot be removed.']]],
    [{ applicationId, documentId: '' }, [['documentId', 'Empty file cannot be removed.']]],
    [{ applicationId, documentId: null }, [['documentId', 'Empty file cannot be removed.']]],
    [{ applicationId, documentId: 'x' }, [['documentId', 'Supporting document is invalid']]],
    [{ documentId }, [['applicationId', 'Application is invalid']]],
  ])('%j → %j', (request, expected) => {
    expect(issues(request)).toEqual(expected);
  });
});
