import type { ScenarioName } from '../lib/options.js';
import { applicantsLoad } from './applicants-load.js';
import { databaseRestart } from './database-restart.js';
import { instanceKill } from './instance-kill.js';
import { mailOutage } from './mail-outage.js';
import { paymentReplay } from './payment-replay.js';
import { redisStop } from './redis-stop.js';
import type { Scenario } from './scenario.js';

/** Issue 23, item 4's cases, in the order they run. */
export const SCENARIOS: Record<ScenarioName, Scenario> = {
  applicants: applicantsLoad,
  'instance-kill': instanceKill,
  'database-restart': databaseRestart,
  'redis-stop': redisStop,
  'payment-replay': paymentReplay,
  'mail-outage': mailOutage,
};
