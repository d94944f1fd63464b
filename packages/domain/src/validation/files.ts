import { PORTAL_CONSTANTS } from '../constants/portal-constants.js';
import { FILE_MESSAGES, MAX_FILE_NAME_LENGTH } from '../messages/file-messages.js';
import { isSafeText } from './safe-text.js';

// Upload rules (APP-40, APP-41, ACC-29): PDF, PNG, JPG or JPEG only; at most 2,048,000 bytes each; at most
// 5 files per application and 2 per user profile. The server must also check the content, as an
// extension proves nothing; these checks give the user an early, plain answer.

export type UploadPurpose = 'application' | 'profile';

export interface FileCandidate {
  name: string;
  /** Bytes. */
  size: number;
}

const FILE_LIMITS: Record<UploadPurpose, { maxFiles: number; message: string }> = {
  application: {
    maxFiles: PORTAL_CONSTANTS.maxFilesPerApplication,
    message: FILE_MESSAGES.maxApplicationFiles,
  },
  profile: {
    maxFiles: PORTAL_CONSTANTS.maxFilesPerProfile,
    message: FILE_MESSAGES.maxProfileFiles,
  },
};

// The characters the firewall rejects (ERR-14, robot-blocked), plus the ones no file
// system accepts in a name.
const SPECIAL_CHARACTERS = /[&'"/\\<>:*?|]/;
// Invisible format characters (Unicode category Cf): bidirectional controls (U+202A–U+202E,
// U+2066–U+2069, U+200E, U+200F, U+061C) make a name read as another ("invoice\u202Egnp.pdf" shows
// as "invoicefdp.png"), and zero-width ones (U+200B–U+200D, U+2060, U+FEFF) hide characters in it.
const FORMAT_CHARACTERS = /\p{Cf}/u;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function hasAllowedFileExtension(name: string): boolean {
  const allowed: readonly string[] = PORTAL_CONSTANTS.allowedFileExtensions;
  return allowed.includes(extensionOf(name));
}

/**
 * The one file-name rule (APP-42): an accepted type, at most MAX_FILE_NAME_LENGTH characters, none
 * of the special characters, no invisible format character, and nothing the portal's text rule
 * refuses (control characters, escape sequences, tabs and line breaks, unpaired surrogates; ERR-2),
 * as the name is stored and shown.
 */
export function checkFileName(name: string): string | undefined {
  if (!hasAllowedFileExtension(name)) return FILE_MESSAGES.wrongType;
  if (
    name.length > MAX_FILE_NAME_LENGTH ||
    SPECIAL_CHARACTERS.test(name) ||
    FORMAT_CHARACTERS.test(name) ||
    !isSafeText(name)
  ) {
    return FILE_MESSAGES.badName;
  }
  return undefined;
}

/** The first rule a single file breaks, in the order a user can fix them. */
export function checkFile(file: FileCandidate): string | undefined {
  const nameMessage = checkFileName(file.name);
  if (nameMessage) return nameMessage;
  if (file.size === 0) return FILE_MESSAGES.emptyFile;
  if (file.size > PORTAL_CONSTANTS.maxFileSizeBytes) return FILE_MESSAGES.tooLarge;
  return undefined;
}

/** An image's size in pixels, as its header declares it. */
export interface ImageDimensions {
  width: number;
  height: number;
}

/**
 * SEC-30: whether an image of these dimensions may be uploaded. Dimensions that are not positive
 * whole numbers are a header that could not be read; more than `maxImageDimensions` a side or in
 * all is an image too large to open safely (a decompression bomb).
 */
export function checkImageDimensions({ width, height }: ImageDimensions): string | undefined {
  const { sidePx, pixels } = PORTAL_CONSTANTS.maxImageDimensions;
  const readable = [width, height].every((side) => Number.isSafeInteger(side) && side > 0);
  if (!readable) return FILE_MESSAGES.unreadableImage;
  if (width > sidePx || height > sidePx || width * height > pixels) {
    return FILE_MESSAGES.imageTooLarge;
  }
  return undefined;
}

/** Checks how many files there would be in total (already uploaded plus newly chosen). */
export function checkFileCount(totalFiles: number, purpose: UploadPurpose): string | undefined {
  const limit = FILE_LIMITS[purpose];
  return totalFiles > limit.maxFiles ? limit.message : undefined;
}
