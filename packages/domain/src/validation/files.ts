import { PORTAL_CONSTANTS } from '../constants/portal-constants.js';
import { FILE_MESSAGES, MAX_FILE_NAME_LENGTH } from '../messages/file-messages.js';

// Upload rules of spec section 5: PDF, PNG, JPG or JPEG only; at most 2,048,000 bytes each; at most
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

// The characters the firewall rejects (spec section 8, robot-blocked), plus the ones no file
// system accepts in a name.
const SPECIAL_CHARACTERS = /[&'"/\\<>:*?|]/;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function hasAllowedFileExtension(name: string): boolean {
  const allowed: readonly string[] = PORTAL_CONSTANTS.allowedFileExtensions;
  return allowed.includes(extensionOf(name));
}

/** The first rule a single file breaks, in the order a user can fix them. */
export function checkFile(file: FileCandidate): string | undefined {
  if (!hasAllowedFileExtension(file.name)) return FILE_MESSAGES.wrongType;
  if (file.name.length > MAX_FILE_NAME_LENGTH || SPECIAL_CHARACTERS.test(file.name)) {
    return FILE_MESSAGES.badName;
  }
  if (file.size === 0) return FILE_MESSAGES.emptyFile;
  if (file.size > PORTAL_CONSTANTS.maxFileSizeBytes) return FILE_MESSAGES.tooLarge;
  return undefined;
}

/** Checks how many files there would be in total (already uploaded plus newly chosen). */
export function checkFileCount(totalFiles: number, purpose: UploadPurpose): string | undefined {
  const limit = FILE_LIMITS[purpose];
  return totalFiles > limit.maxFiles ? limit.message : undefined;
}
