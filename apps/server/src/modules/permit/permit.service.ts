import { createHash } from 'node:crypto';
import { CATEGORY_IDS } from '@aviation-permits/domain/activity';
import {
  permitVerificationState,
  permitVerifyPagePath,
  type PermitVerification,
  type PermitVerifyQuery,
} from '@aviation-permits/domain/permit';
import { singaporeCalendarDate } from '@aviation-permits/domain/validation';
import type { PermitsPort } from '../../platform/ports/permits.js';
import { codesMatch, newVerificationCode } from './permit-code.js';
import { permitFileName, renderPermit } from './permit-document.js';
import type { PermitRepository } from './permit.repository.js';

// The issued permit (PRM-1 to PRM-9, docs/permits.md): made once, inside the approval's
// transaction, and stored with its row; voided with the decision; downloaded as stored; verified
// by its reference and code, a wrong code answered exactly as an unknown reference.

export interface PermitServiceDependencies {
  permits: PermitRepository;
  authorityName: string;
  /** PUBLIC_BASE_URL (or the development address): the QR code must open from any phone. */
  publicBaseUrl: string;
  now: () => Date;
}

const NOT_FOUND: PermitVerification = { found: false };
/** Compared against when the reference has no permit, so both misses cost the same work. */
const NO_CODE = 'NO-PERMIT-CODE';

export function createPermitService({
  permits,
  authorityName,
  publicBaseUrl,
  now,
}: PermitServiceDependencies): PermitsPort & {
  verify(query: PermitVerifyQuery): Promise<PermitVerification>;
} {
  return {
    async issueWithin(tx, issue) {
      const verificationCode = newVerificationCode();
      const pdf = await renderPermit({
        ...issue,
        authorityName,
        verificationCode,
        verificationUrl: `${publicBaseUrl}${permitVerifyPagePath(issue.reference, verificationCode)}`,
      });
      await permits.insert(
        {
          applicationId: issue.applicationId,
          reference: issue.reference,
          verificationCode,
          holderName: issue.holderName,
          category: issue.categoryId,
          validFrom: issue.validFrom,
          validTo: issue.validTo,
          issuedAt: issue.issuedAt,
          issuedByOfficerId: issue.officerId,
          pdf,
          sha256: createHash('sha256').update(pdf).digest('hex'),
        },
        tx,
      );
    },

    voidWithin: (tx, applicationId, at) => permits.voidStanding(applicationId, at, tx),

    async standing(applicationId) {
      const row = await permits.findStanding(applicationId);
      return row && { fileName: permitFileName(row.reference), pdf: row.pdf };
    },

    async verify({ reference, c }) {
      const rows = await permits.findByReference(reference);
      let match: (typeof rows)[number] | undefined;
      for (const row of rows.length > 0 ? rows : [undefined]) {
        if (codesMatch(c, row?.verificationCode ?? NO_CODE) && row) match = row;
      }
      if (!match) return NOT_FOUND;
      const categoryId = CATEGORY_IDS.find((id) => id === match.category);
      if (categoryId === undefined) return NOT_FOUND;
      return {
        found: true,
        state: permitVerificationState(
          {
            voided: match.voidedAt !== null,
            applicationStatus: match.applicationStatus,
            validTo: match.validTo,
          },
          singaporeCalendarDate(now()),
        ),
        reference: match.reference,
        categoryId,
        holderName: match.holderName,
        validFrom: match.validFrom,
        validTo: match.validTo,
      };
    },
  };
}

export type PermitService = ReturnType<typeof createPermitService>;
