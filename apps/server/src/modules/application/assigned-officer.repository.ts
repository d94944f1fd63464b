import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { officers } from '../../db/schema/officers.js';

// The address of the officer who holds an application (OFF-21), for the message a move sends them
// (LIFE-2); a disabled officer is not written to.

export function createAssignedOfficerRepository(db: Database) {
  return {
    async activeEmail(officerId: string, tx: Database = db): Promise<string | undefined> {
      const [row] = await tx
        .select({ email: officers.email })
        .from(officers)
        .where(and(eq(officers.id, officerId), eq(officers.status, 'active')));
      return row?.email;
    },
  };
}
