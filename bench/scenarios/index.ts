// Every scenario group the bench runs, in order. To add one: a file in this folder exporting a
// ScenarioGroup (see scenario.ts and bench/README.md), and one line here.
import { applicationsAtScale } from './applications-at-scale.js';
import { officerQueuesAtScale } from './officer-queues-at-scale.js';
import { permit } from './permit.js';
import { portalBasics } from './portal-basics.js';
import type { ScenarioGroup } from './scenario.js';
import { stackLayers } from './stack-layers.js';

export const SCENARIO_GROUPS: readonly ScenarioGroup[] = [
  portalBasics,
  permit,
  applicationsAtScale,
  officerQueuesAtScale,
  stackLayers,
];
