// drizzle-kit reads the table definitions and writes SQL migrations to ./drizzle
// (`npm run db:generate -w apps/server`). The server runs them at start, on PGlite and PostgreSQL.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
