import { OFFICER_API_PATHS } from '@aviation-permits/domain/officer';
import type { Database } from '../../db/database.js';
import { createAccountRepository } from '../../platform/accounts/account.repository.js';
import { insertPayableApplication } from '../payable-application.js';

// Records for the officers' routes to find (ERR-1): with an id naming no record a route answers
// 404 as soon as it has read its input; with these, a hostile body that passes the checks reaches
// the decision itself (OFF-20, OFF-22), the stale-version check and the database's columns.

/** The path parameters naming a record, by the start of the OpenAPI path that takes them. */
type RecordPathValues = (path: string) => Record<string, string>;

export async function fuzzRecords(db: Database): Promise<RecordPathValues> {
  const accounts = createAccountRepository(db);
  const { account: owner } = await accounts.findOrCreate(
    { column: 'email', value: 'fuzz.owner@example.com' },
    '',
  );
  const application = await insertPayableApplication(db, owner.id, { status: 'PROCESSING' });
  const { account: submitted } = await accounts.findOrCreate(
    { column: 'email', value: 'fuzz.submitted@example.com' },
    '',
  );
  await db.transaction((tx) => accounts.setStatus(submitted.id, 'SUBMITTED', tx));
  const byPath: [string, string][] = [
    [OFFICER_API_PATHS.application('{id}'), application.id],
    [OFFICER_API_PATHS.account('{id}'), submitted.id],
  ];
  return (path): Record<string, string> => {
    const id = byPath.find(([start]) => path.startsWith(start))?.[1];
    return id === undefined ? {} : { id };
  };
}
