import { access, readdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { ApplicationRecord, Ledger } from './ledger.js';

// After a window (OPS-53): every write the portal acknowledged is read back from the stack's
// database and document store and must be there exactly once; writes whose outcome was unknown
// may be there or not, but never twice; nothing may be half-saved (a submission without its
// reference or event, a payment without its transition, a document row without its file, a file
// without its row).

export interface WriteCheck {
  /** Acknowledged writes read back. */
  acknowledged: number;
  lost: string[];
  duplicates: string[];
  halfSaved: string[];
  /** Staged files no row took (an upload cut off mid-way); housekeeping removes them in an hour. */
  stagedLeftovers: number;
}

interface ApplicationRow {
  id: string;
  status: string;
  version: number;
  reference: string | null;
  marker: string | null;
  amount_due_cents: number | null;
}

interface CountRow {
  key: string;
  count: number;
}

const SUBMITTED_FROM_DRAFT = `from_status = 'DRAFT'`;
const PAID_TRANSITION = `from_status = 'PENDING_PAYMENT' and to_status = 'PROCESSING'`;

async function countsBy(client: pg.Client, sql: string, values: unknown[]) {
  const { rows } = await client.query<CountRow>(sql, values);
  return new Map(rows.map(({ key, count }) => [key, Number(count)]));
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** What an acknowledged application must show, given the writes whose outcome is unknown. */
function lostFrom(record: ApplicationRecord, row: ApplicationRow | undefined): string[] {
  const name = `application ${record.id}`;
  if (!row) return [`${name}: not found`];
  const lost: string[] = [];
  if (record.reference !== null) {
    if (row.reference !== record.reference || row.status === 'DRAFT') {
      lost.push(`${name}: submitted as ${record.reference}, found ${row.reference} ${row.status}`);
    }
  } else if (record.unknownWrites === 0) {
    if (
      row.version !== record.version ||
      (record.marker !== null && row.marker !== record.marker)
    ) {
      lost.push(`${name}: saved as version ${record.version}, found ${row.version}`);
    }
  } else if (row.version < record.version) {
    lost.push(`${name}: saved as version ${record.version}, found ${row.version}`);
  }
  if (record.paid && row.status !== 'PROCESSING') {
    lost.push(`${name}: paid, found ${row.status}`);
  }
  return lost;
}

export async function verifyWrites(
  databaseUrl: string,
  dataDir: string,
  ledger: Ledger,
  window: { startedAt: number; endedAt: number },
): Promise<WriteCheck> {
  const records = [...ledger.applications.values()];
  const ids = records.map(({ id }) => id);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<ApplicationRow>(
      `select id, status, version, reference, form->>'remarks' as marker, amount_due_cents
         from applications where id = any($1)`,
      [ids],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const submissions = await countsBy(
      client,
      `select application_id as key, count(*) from application_events
        where application_id = any($1) and ${SUBMITTED_FROM_DRAFT} group by 1`,
      [ids],
    );
    const paidTransitions = await countsBy(
      client,
      `select application_id as key, count(*) from application_events
        where application_id = any($1) and ${PAID_TRANSITION} group by 1`,
      [ids],
    );
    const paidPayments = await countsBy(
      client,
      `select application_id as key, count(*) from payments
        where application_id = any($1) and status = 'PAID' group by 1`,
      [ids],
    );
    const paymentMails = await countsBy(
      client,
      `select subject as key, count(*) from mail_outbox where subject = any($1) group by 1`,
      [rows.filter((row) => row.reference).map((row) => paymentSubject(row.reference ?? ''))],
    );
    const { rows: documents } = await client.query<{
      id: string;
      application_id: string;
      storage_key: string;
    }>(
      `select id, application_id, storage_key from application_documents
        where application_id = any($1)`,
      [ids],
    );
    // Drafts of the run's applicants made in the window that no acknowledged creation answered.
    const emails = [...ledger.creations.keys()];
    const createdInWindow = await countsBy(
      client,
      `select ac.email as key, count(*) from applications a join accounts ac on ac.id = a.owner_account_id
        where ac.email = any($1) and a.created_at >= $2 and a.created_at <= $3 group by 1`,
      [emails, new Date(window.startedAt), new Date(window.endedAt + 60_000)],
    );

    const lost: string[] = [];
    const duplicates: string[] = [];
    const halfSaved: string[] = [];
    for (const record of records) {
      const row = byId.get(record.id);
      lost.push(...lostFrom(record, row));
      const name = `application ${record.id}`;
      if ((submissions.get(record.id) ?? 0) > 1) duplicates.push(`${name}: submitted twice`);
      if ((paidTransitions.get(record.id) ?? 0) > 1) duplicates.push(`${name}: paid twice`);
      if ((paidPayments.get(record.id) ?? 0) > 1) duplicates.push(`${name}: two paid payments`);
      if (row?.reference && (paymentMails.get(paymentSubject(row.reference)) ?? 0) > 1) {
        duplicates.push(`${name}: two payment e-mails`);
      }
      const ownDocuments = documents.filter((document) => document.application_id === record.id);
      for (const id of record.documentIds) {
        if (!ownDocuments.some((document) => document.id === id))
          lost.push(`document ${id}: not found`);
      }
      if (ownDocuments.length > record.documentIds.length + record.unknownUploads) {
        duplicates.push(
          `${name}: ${ownDocuments.length} documents for ${record.documentIds.length} uploads`,
        );
      }
      if (row && row.status !== 'DRAFT') {
        if (!row.reference || row.amount_due_cents === null || !submissions.get(record.id)) {
          halfSaved.push(`${name}: ${row.status} without its reference, fee or event`);
        }
      }
      if (row?.status === 'PROCESSING' && !paidPayments.get(record.id)) {
        halfSaved.push(`${name}: Processing without a paid payment`);
      }
      if (row?.status === 'PENDING_PAYMENT' && paidPayments.get(record.id)) {
        halfSaved.push(`${name}: a paid payment, still Pending payment`);
      }
    }
    for (const [email, counts] of ledger.creations) {
      const found = createdInWindow.get(email) ?? 0;
      if (found > counts.acknowledged + counts.unknown) {
        duplicates.push(`${email}: ${found} drafts for ${counts.acknowledged} creations`);
      }
    }
    const files = await checkFiles(dataDir, documents, ids);
    halfSaved.push(...files.halfSaved);
    return {
      acknowledged: ledger.acknowledgedWrites(),
      lost,
      duplicates,
      halfSaved,
      stagedLeftovers: files.stagedLeftovers,
    };
  } finally {
    await client.end();
  }
}

/** The payment confirmation's subject (payment-mail.ts). */
function paymentSubject(reference: string): string {
  return `Payment received for application ${reference}`;
}

/** Every document row has its file (live, or staged and committed); every live file its row. */
async function checkFiles(
  dataDir: string,
  documents: readonly { id: string; storage_key: string }[],
  applicationIds: readonly string[],
) {
  const root = path.join(dataDir, 'files');
  const halfSaved: string[] = [];
  const keys = new Set(documents.map(({ storage_key }) => storage_key));
  for (const { id, storage_key } of documents) {
    const file = path.join(root, storage_key);
    if (!(await exists(file)) && !(await exists(`${file}.partial`))) {
      halfSaved.push(`document ${id}: its row has no file`);
    }
  }
  let stagedLeftovers = 0;
  for (const applicationId of applicationIds) {
    const folder = path.join('applications', applicationId);
    const names = await readdir(path.join(root, folder)).catch(() => [] as string[]);
    for (const name of names) {
      const key = path.join(folder, name.replace(/\.partial$/, ''));
      if (keys.has(key)) continue;
      if (name.endsWith('.partial')) stagedLeftovers += 1;
      else halfSaved.push(`file ${key}: no row`);
    }
  }
  return { halfSaved, stagedLeftovers };
}
