import pg from 'pg';

// The portal's mail outbox (mail_outbox, docs/jobs.md), read from the stack's database: what the
// portal wrote to send, and whether its sender has handed each message to the SMTP server yet.

export interface OutboxRow {
  to: string;
  subject: string;
  status: 'pending' | 'delivered' | 'failed';
  attachments: number;
}

export async function outboxRows(
  databaseUrl: string,
  where: { since?: Date; subjects?: readonly string[] },
): Promise<OutboxRow[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<OutboxRow>(
      `select to_address as "to", subject, status,
              coalesce(jsonb_array_length(attachments), 0)::int as attachments
         from mail_outbox
        where ($1::timestamptz is null or sent_at >= $1)
          and ($2::text[] is null or subject = any($2))`,
      [where.since ?? null, where.subjects ?? null],
    );
    return rows;
  } finally {
    await client.end();
  }
}
