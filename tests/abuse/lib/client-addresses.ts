// Loopback client addresses (127.0.0.0/8 is all local on Linux): each identity and each attacker
// gets its own, so the portal's per-client limits count them apart (docs/sign-in-protection.md,
// "Who is a client"), and a flood from one never uses up another's allowance.

import { randomInt } from 'node:crypto';

/** The second octet of the suite's addresses: apart from the reliability suite's 127.1.x.y. */
const SUITE_OCTET = 77;
const HOSTS_PER_BLOCK = 250;
/** A run's first third octet is one of these, leaving blocks above it for the run's floods. */
const FIRST_BLOCKS = 200;

export class ClientAddresses {
  private issued = 0;
  /**
   * A portal that outlives a run (the stack) still counts the last run's floods against its
   * addresses for 15 minutes: each run starts at a block of its own, so a second run's officer
   * does not meet the first run's fuzz of the sign-in routes.
   */
  private readonly firstBlock = randomInt(FIRST_BLOCKS);

  next(): string {
    const index = this.issued;
    this.issued += 1;
    const block = this.firstBlock + Math.floor(index / HOSTS_PER_BLOCK);
    return `127.${SUITE_OCTET}.${block}.${(index % HOSTS_PER_BLOCK) + 1}`;
  }
}
