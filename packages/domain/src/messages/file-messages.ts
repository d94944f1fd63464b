import { PORTAL_CONSTANTS } from '../constants/portal-constants.js';

// File messages (APP-40 to APP-43, ACC-29). The count, type and size texts are the spec's; the
// upload, removal and download failure texts are ours, as the spec lists only what they are about.

/** Longest file name accepted (APP-42); the spec names the rule ("name length"), not the figure. */
export const MAX_FILE_NAME_LENGTH = 120;

export function maxFilesMessage(limit: number): string {
  return `A maximum of ${limit} files can be uploaded.`;
}

const { sidePx: MAX_IMAGE_SIDE_PX, pixels: MAX_IMAGE_PIXELS } = PORTAL_CONSTANTS.maxImageDimensions;

export const FILE_MESSAGES = {
  maxApplicationFiles: maxFilesMessage(PORTAL_CONSTANTS.maxFilesPerApplication),
  maxProfileFiles: maxFilesMessage(PORTAL_CONSTANTS.maxFilesPerProfile),
  tooLarge: 'File size should not be more than 2MB.',
  wrongType: 'Only PDF, PNG, JPG or JPEG files can be uploaded.',
  badName: `File name must be at most ${MAX_FILE_NAME_LENGTH} characters and must not contain special characters such as & ' " /.`,
  emptyFile: 'The file is empty. Please choose another file.',
  /** SEC-30: an image whose header declares more pixels than the portal accepts. */
  imageTooLarge: `The image is too large: it can be at most ${MAX_IMAGE_SIDE_PX.toLocaleString('en-US')} pixels wide and ${MAX_IMAGE_SIDE_PX.toLocaleString('en-US')} pixels high, and at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels in all. Please make it smaller and upload it again.`,
  /** SEC-30: an image whose header cannot be read (cut short or damaged). */
  unreadableImage:
    'The image could not be read: the file may be damaged or incomplete. Please save it again and upload it.',
  /** The upload failure list: every reason an upload is refused, in one message. */
  uploadFailed: `The file could not be uploaded. Please check that it is a PDF, PNG, JPG or JPEG file, that its name is not too long and has no special characters, that it is not more than 2MB, and that an image is at most ${MAX_IMAGE_SIDE_PX.toLocaleString('en-US')} pixels a side.`,
  removalFailed: 'The file could not be removed. Please try again.',
  downloadFailed: 'The file could not be downloaded. Please try again.',
  /**
   * OPS-71: the document exists but its stored file is gone. Trying again will not help, so the
   * applicant is told whom to ask; operators learn of it from the log and /metrics.
   */
  storedFileMissing:
    'The file could not be found. Please contact the authority, who can help you provide it again.',
  emptyFileRemoval: 'Empty file cannot be removed.',
} as const;
