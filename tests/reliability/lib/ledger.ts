// What the portal acknowledged (OPS-53): every write a simulated applicant sent, with what the
// portal answered. A 2xx or 3xx is a promise that the write is kept, exactly once; a 4xx is a
// refusal (nothing was done); no answer or a 5xx leaves it open whether the write happened, so
// the check afterwards allows it either way but never twice.

export type Outcome = 'acknowledged' | 'refused' | 'unknown';

export function outcomeOf(status: number): Outcome {
  if (status >= 200 && status < 400) return 'acknowledged';
  if (status >= 400 && status < 500) return 'refused';
  return 'unknown';
}

/** One application as its applicant knows it from the portal's answers. */
export interface ApplicationRecord {
  id: string;
  ownerEmail: string;
  /** The version the last acknowledged write answered, and the marker its draft save sent. */
  version: number;
  marker: string | null;
  /** Writes sent after that one whose outcome is unknown. */
  unknownWrites: number;
  documentIds: string[];
  unknownUploads: number;
  reference: string | null;
  paid: boolean;
}

export class Ledger {
  readonly applications = new Map<string, ApplicationRecord>();
  /** Per applicant: drafts whose creation was acknowledged, and those left unknown. */
  readonly creations = new Map<string, { acknowledged: number; unknown: number }>();

  created(ownerEmail: string, id: string): ApplicationRecord {
    const record: ApplicationRecord = {
      id,
      ownerEmail,
      version: 1,
      marker: null,
      unknownWrites: 0,
      documentIds: [],
      unknownUploads: 0,
      reference: null,
      paid: false,
    };
    this.applications.set(id, record);
    this.countCreation(ownerEmail, 'acknowledged');
    return record;
  }

  creationUnknown(ownerEmail: string): void {
    this.countCreation(ownerEmail, 'unknown');
  }

  /** Acknowledged writes in this ledger: creations, saves, uploads, submissions, payments. */
  acknowledgedWrites(): number {
    let writes = 0;
    for (const record of this.applications.values()) {
      writes += 1 + record.documentIds.length + (record.reference ? 1 : 0) + (record.paid ? 1 : 0);
      if (record.marker !== null) writes += 1;
    }
    return writes;
  }

  private countCreation(ownerEmail: string, outcome: 'acknowledged' | 'unknown'): void {
    const counts = this.creations.get(ownerEmail) ?? { acknowledged: 0, unknown: 0 };
    counts[outcome] += 1;
    this.creations.set(ownerEmail, counts);
  }
}
