import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger.js';
import { testConfig } from '../test-support/test-config.js';

// SEC-7: what the portal's logger writes when someone logs an object that carries a person's data
// or a credential under the keys they travel by.

function logOnce(record: Record<string, unknown>): Record<string, unknown> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const options = loggerOptions(testConfig({ LOG_LEVEL: 'info' }), stream);
  pino(typeof options === 'object' ? options : {}, stream).info(record, 'probe');
  return JSON.parse(lines.join('')) as Record<string, unknown>;
}

describe('the portal logger', () => {
  it('redacts personal data at the top of a logged object and two levels down', () => {
    const line = logOnce({
      email: 'tan.ah.kow@example.com',
      account: { name: 'Tan Ah Kow', idNumber: 'S1234567D', status: 'ACTIVE' },
      applications: [{ operator: { contactNumber: '91234567', postalCode: '018989' } }],
    });

    expect(line).toMatchObject({
      email: '[redacted]',
      account: { name: '[redacted]', idNumber: '[redacted]', status: 'ACTIVE' },
      applications: [{ operator: { contactNumber: '[redacted]', postalCode: '018989' } }],
      msg: 'probe',
    });
  });

  it('redacts credentials and bodies wherever they are logged', () => {
    const line = logOnce({
      headers: { cookie: 'session=abc', authorization: 'Bearer x', 'x-csrf-token': 't' },
      body: { email: 'a@b.example' },
    });

    expect(line).toMatchObject({
      headers: { cookie: '[redacted]', authorization: '[redacted]', 'x-csrf-token': '[redacted]' },
      body: '[redacted]',
    });
  });

  it('leaves the logged object itself as it was', () => {
    const account = { name: 'Tan Ah Kow', status: 'ACTIVE' };
    const record = { account };

    logOnce(record);

    expect(record.account).toBe(account);
    expect(account.name).toBe('Tan Ah Kow');
  });
});
