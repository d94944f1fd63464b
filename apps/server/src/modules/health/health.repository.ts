import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';

export interface HealthRepository {
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
}

export function createHealthRepository(db: Database): HealthRepository {
  return {
    async ping() {
      await db.execute(sql`select 1`);
    },
  };
}
