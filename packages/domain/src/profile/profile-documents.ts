import { checkFile, checkFileCount, type FileCandidate } from '../validation/files.js';

/**
 * The supporting documents of a profile (ACC-29, APP-40: at most 2, PDF/PNG/JPG/JPEG, at most
 * 2,048,000 bytes each): every distinct message the chosen files earn, the count first. The
 * server checks the content as well; this gives the user the same answer before the upload.
 */
export function checkProfileDocuments(files: readonly FileCandidate[]): string[] {
  const messages = [checkFileCount(files.length, 'profile'), ...files.map(checkFile)];
  return [...new Set(messages.filter((message): message is string => message !== undefined))];
}
