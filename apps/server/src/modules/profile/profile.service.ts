import {
  canRetrieveMyinfo,
  checkProfileDocuments,
  isProfileEditable,
  EMPTY_PROFILE,
  PROFILE_FIELD_LABELS,
  profileDraftSchema,
  profileSchema,
  type ProfileField,
  type ProfileResponse,
  type ProfileValues,
} from '@aviation-permits/domain/profile';
import { provesEmailWithCode } from '@aviation-permits/domain/auth';
import { REGISTRATION_MESSAGES } from '@aviation-permits/domain/messages';
import { type AccountStatus } from '@aviation-permits/domain/account';
import { type FieldError } from '@aviation-permits/domain/http';
import { type LoginKind } from '@aviation-permits/domain/session';
import type { AfterCommit } from '../../adapters/mail/mailer.js';
import type { Database } from '../../db/database.js';
import { BadRequestError, ValidationError } from '../../errors/http-errors.js';
import type { FileStorage, StagedFile, SweepResult } from '../../adapters/files/file-storage.js';
import { sniffContentType } from '../../adapters/files/sniff-content-type.js';
import { uploadContentProblem } from '../../adapters/files/upload-type.js';
import { createAccountRepository } from '../../platform/accounts/account.repository.js';
import { ProfileLockedError } from './profile.errors.js';
import type { NewDocument, ProfileRepository, StoredProfile } from './profile.repository.js';

// Registration and profile (ACC-17 to ACC-33): the applicant's draft, the submission with its
// supporting documents, and the rules around them that the form alone cannot enforce: locked
// MyInfo fields, the account's status, one registration per proved e-mail address (an address
// someone merely typed blocks no one, docs/sign-in-protection.md) and file contents.

/** What the profile needs to know of the signed-in account. */
export interface ProfileAccount {
  id: string;
  status: AccountStatus;
  email: string | null;
  /** The address a Singpass or Corppass user proved (absent: none). */
  provedEmail?: string | null;
  fullName: string;
}

/** A supporting document as it arrived in the submission. */
export interface ProfileUpload {
  fileName: string;
  /** The content type the browser declared; checked against the content. */
  declaredType: string;
  content: Buffer;
}

export interface ProfileServiceDependencies {
  db: Database;
  repository: ProfileRepository;
  files: FileStorage;
  /**
   * Moves the account to SUBMITTED, records the event and queues the applicant's e-mail (the
   * account-status service), inside the submission's transaction; what it returns runs after the
   * commit (SMTP mail).
   */
  markSubmitted(accountId: string, tx: Database): Promise<AfterCommit | undefined>;
  now: () => Date;
}

/** The type kept for content that names none (the checks refuse such a file before it is kept). */
const UNKNOWN_TYPE = 'application/octet-stream';

const DOCUMENTS_FIELD = 'documents';

/** The storage folder of profile documents: `profiles/<account id>/<file id>`. */
const PROFILE_FILES_FOLDER = 'profiles';

function assertEditable(account: ProfileAccount): void {
  if (!isProfileEditable(account.status)) throw new ProfileLockedError(account.status);
}

function isProfileField(name: string): name is ProfileField {
  return Object.hasOwn(PROFILE_FIELD_LABELS, name);
}

/** The MyInfo values of the stored profile, which win over whatever the client sends. */
function lockedValues(stored: StoredProfile | undefined): Partial<ProfileValues> {
  if (!stored) return {};
  const values = profileDraftSchema.parse(stored.data);
  return Object.fromEntries(
    stored.myinfoFields.filter(isProfileField).map((field) => [field, values[field]]),
  );
}

function documentErrors(uploads: readonly ProfileUpload[]): FieldError[] {
  const messages = checkProfileDocuments(
    uploads.map((upload) => ({ name: upload.fileName, size: upload.content.length })),
  );
  // The type by content (SEC-13) and, for an image, the pixels its header declares (SEC-30).
  for (const upload of uploads) {
    const problem = uploadContentProblem(upload);
    if (problem !== undefined) messages.push(problem);
  }
  return [...new Set(messages)].map((errorMessage) => ({ field: DOCUMENTS_FIELD, errorMessage }));
}

export function createProfileService(dependencies: ProfileServiceDependencies) {
  const { db, repository, files, now } = dependencies;
  // One registration per proved address: the accounts' own rule of what is proved.
  const claims = createAccountRepository(db);

  /** The form values as the applicant sees them now. */
  function currentValues(
    account: ProfileAccount,
    stored: StoredProfile | undefined,
  ): ProfileValues {
    const profile = stored ? profileDraftSchema.parse(stored.data) : { ...EMPTY_PROFILE };
    // A new applicant starts from what sign-in already told us.
    if (!profile.email && account.email) profile.email = account.email;
    if (!profile.name && account.fullName) profile.name = account.fullName;
    return profile;
  }

  async function withDocuments(
    account: ProfileAccount,
    loginKind: LoginKind,
  ): Promise<ProfileResponse> {
    const stored = await repository.findProfile(account.id);
    const profile = currentValues(account, stored);
    const documents = await repository.listDocuments(account.id);
    return {
      status: account.status,
      profile,
      myinfoFields: stored?.myinfoFields ?? [],
      myinfoAvailable: canRetrieveMyinfo(loginKind, account.status),
      provedEmail: account.email ?? account.provedEmail ?? null,
      emailProofOffered: provesEmailWithCode(loginKind),
      documents: documents.map(({ storageKey: _key, ...document }) => document),
    };
  }

  /** Writes the uploads under temporary names; they become live with their rows. */
  async function stageUploads(accountId: string, uploads: readonly ProfileUpload[]) {
    const staged: { file: StagedFile; document: NewDocument }[] = [];
    try {
      for (const upload of uploads) {
        const file = await files.stage(`${PROFILE_FILES_FOLDER}/${accountId}`, upload.content);
        staged.push({
          file,
          document: {
            originalName: upload.fileName,
            contentType: sniffContentType(upload.content) ?? UNKNOWN_TYPE,
            sizeBytes: file.sizeBytes,
            storageKey: file.key,
          },
        });
      }
    } catch (error) {
      await discardQuietly(staged.map(({ file }) => file));
      throw error;
    }
    return staged;
  }

  async function discardQuietly(staged: readonly StagedFile[]): Promise<void> {
    await Promise.allSettled(staged.map((file) => files.discard(file)));
  }

  /**
   * After the commit nothing may undo the submission: a file that fails to become live is still
   * read from its staged name, and the sweep finishes its rename or removes a replaced file.
   */
  async function settleFilesQuietly(
    staged: readonly StagedFile[],
    removedKeys: readonly string[],
  ): Promise<void> {
    await Promise.allSettled([
      ...staged.map((file) => files.commit(file)),
      ...removedKeys.map((key) => files.remove(key)),
    ]);
  }

  return {
    getProfile: withDocuments,

    /**
     * Housekeeping and start: profile files without a document row go, committed documents whose
     * rename a crash interrupted become live (docs/files.md).
     */
    async sweepFiles(at: Date): Promise<SweepResult> {
      return files.sweep({
        folder: PROFILE_FILES_FOLDER,
        referencedKeys: () => repository.listDocumentKeys(),
        now: at,
      });
    },

    /** PUT: saves an incomplete draft; MyInfo fields keep their stored values. */
    async saveDraft(account: ProfileAccount, draft: ProfileValues): Promise<void> {
      assertEditable(account);
      const stored = await repository.findProfile(account.id);
      await repository.saveProfile(account.id, { ...draft, ...lockedValues(stored) }, undefined);
    },

    /**
     * MyInfo prefill: the person's values over the current draft. Exactly these fields become
     * the locked MyInfo fields; a later retrieval replaces the list.
     */
    async prefillFromMyinfo(
      account: ProfileAccount,
      myinfoValues: Partial<ProfileValues>,
    ): Promise<void> {
      assertEditable(account);
      const stored = await repository.findProfile(account.id);
      await repository.saveMyinfoPrefill(
        account.id,
        { ...currentValues(account, stored), ...myinfoValues },
        Object.keys(myinfoValues).filter(isProfileField),
      );
    },

    /**
     * POST submit: validates everything, stages the files, saves the profile and documents in one
     * transaction, then moves the account to SUBMITTED. The staged files become live after the
     * commit and are dropped if it fails; files it replaces are removed once it has committed
     * (docs/files.md).
     */
    async submit(
      account: ProfileAccount,
      rawProfile: unknown,
      uploads: readonly ProfileUpload[],
    ): Promise<void> {
      assertEditable(account);
      if (typeof rawProfile !== 'object' || rawProfile === null || Array.isArray(rawProfile)) {
        throw new BadRequestError('The profile must be a JSON object.');
      }
      const stored = await repository.findProfile(account.id);
      const parsed = profileSchema.safeParse({ ...rawProfile, ...lockedValues(stored) });
      const errors: FieldError[] = [
        ...(parsed.error?.issues ?? []).map((issue) => ({
          field: issue.path.join('.'),
          errorMessage: issue.message,
        })),
        ...documentErrors(uploads),
      ];
      if (!parsed.success || errors.length > 0) throw new ValidationError(errors);
      const profile = parsed.data;

      const staged = await stageUploads(account.id, uploads);
      const newDocuments = staged.map(({ document }) => document);
      let replacedKeys: string[] = [];
      let afterCommit: AfterCommit | undefined;
      try {
        await db.transaction(async (tx) => {
          if (await claims.isProvedElsewhere(profile.email, account.id, tx)) {
            throw new ValidationError([
              { field: 'email', errorMessage: REGISTRATION_MESSAGES.emailAlreadyRegistered },
            ]);
          }
          await repository.saveProfile(account.id, profile, now(), tx);
          // Documents sent with a submission replace the earlier ones; none sent keeps them.
          if (newDocuments.length > 0) {
            replacedKeys = await repository.replaceDocuments(account.id, newDocuments, tx);
          }
          await repository.setAccountName(account.id, profile.name, tx);
          afterCommit = await dependencies.markSubmitted(account.id, tx);
        });
      } catch (error) {
        await discardQuietly(staged.map(({ file }) => file));
        throw error;
      }
      await settleFilesQuietly(
        staged.map(({ file }) => file),
        replacedKeys,
      );
      await afterCommit?.();
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
