import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { problemsOf } from '../test-support/config-problems.js';
import { PRODUCTION_ENVIRONMENT } from '../test-support/production-environment.js';

// OFF-56: the auto-approval policy comes from AUTO_APPROVAL_POLICY_FILE; without it nothing is
// decided automatically, in production too, and a bad file stops the start naming the variable
// and the field.

const EXAMPLE = fileURLToPath(
  new URL('../../../../docs/auto-approval-policy.example.json', import.meta.url),
);

let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'auto-approval-'));
  await writeFile(
    path.join(directory, 'bad.json'),
    JSON.stringify({ rules: [{ id: 'kites', category: 4, verdicts: [], conditions: 'Low.' }] }),
  );
});
afterAll(() => rm(directory, { recursive: true, force: true }));

describe('AUTO_APPROVAL_POLICY_FILE', () => {
  it('defaults to the empty policy, in production too: nothing is decided automatically', () => {
    expect(loadConfig({}, directory).autoApproval).toEqual({ rules: [] });
    expect(loadConfig(PRODUCTION_ENVIRONMENT, directory).autoApproval).toEqual({ rules: [] });
  });

  it("reads docs' example, relative to the working directory", () => {
    const config = loadConfig(
      { AUTO_APPROVAL_POLICY_FILE: path.relative(directory, EXAMPLE) },
      directory,
    );
    expect(config.autoApproval.rules.map((rule) => [rule.id, rule.activityTypes])).toEqual([
      ['low-kites-away-from-aerodromes', ['KITE']],
      ['low-captive-balloons-away-from-aerodromes', ['BHOISTING']],
    ]);
  });

  it.each([
    [
      'a missing file',
      'missing.json',
      /^AUTO_APPROVAL_POLICY_FILE: cannot read .*missing\.json \(ENOENT\)$/,
    ],
    ['a rule without a verdict', 'bad.json', /^AUTO_APPROVAL_POLICY_FILE: rules\.0\.verdicts: /],
  ])('stops the start on %s, naming the variable and the field', (_case, file, problem) => {
    const problems = problemsOf({ AUTO_APPROVAL_POLICY_FILE: file }, directory);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(problem);
  });
});
