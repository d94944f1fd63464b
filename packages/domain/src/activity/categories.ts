import { ROUTE_PATHS } from '../navigation/route-paths.js';

// The four application categories (APP-4) and their cards on /home (ROUTE-32). Descriptions use the lead and processing times of domain-facts.md
// ("Lead times, processing and fees").

export const CATEGORY_IDS = [1, 2, 3, 4] as const;

export type CategoryId = (typeof CATEGORY_IDS)[number];

export interface Category {
  id: CategoryId;
  /** The category's name (APP-4). */
  name: string;
  cardTitle: string;
  cardHeader: string;
  /** Plain-language summary shown on the card. */
  description: string;
  /** Working days the authority takes to process an application (domain-facts). */
  processingWorkingDays: number;
  /** Where the card's "apply" link leads. */
  path: string;
}

function applyPath(id: CategoryId): string {
  return `${ROUTE_PATHS.applyPermit}?category=${id}`;
}

export const CATEGORIES: readonly Category[] = [
  {
    id: 1,
    name: 'Aerial Photography/Videography',
    cardTitle: 'Clearance for Aerial Photography/Videography',
    cardHeader: 'Clearance for Aerial Photography/Videography',
    description:
      'For taking photographs or videos from a manned aircraft. Processing takes about 14 working days because other agencies are consulted, so apply early.',
    processingWorkingDays: 14,
    path: applyPath(1),
  },
  {
    id: 2,
    name: 'Erection of Cranes and Tall Construction Machinery',
    cardTitle: 'Clearance for Erection of Cranes and Tall Construction Machinery',
    cardHeader: 'Permit for Cranes and Tall Construction Machinery',
    description:
      'For cranes and tall machinery whose top may exceed the height limit around an aerodrome. Apply at least 7 working days before work starts.',
    processingWorkingDays: 7,
    path: applyPath(2),
  },
  {
    id: 3,
    name: 'Ship Crossing',
    cardTitle: 'Clearance for Ship Crossing',
    cardHeader: 'Clearance for Ship Crossing',
    description:
      'For tall vessels crossing the channels north and south of Changi Airport. Apply at least 7 working days before the crossing.',
    processingWorkingDays: 7,
    path: applyPath(3),
  },
  {
    id: 4,
    name: 'Aerial Activities',
    cardTitle: 'Permit for Aerial Activities',
    cardHeader: 'Permit for Aerial Activities',
    description:
      'For balloons, kites, sky lanterns, lasers, lights and fireworks. Apply at least 7 working days before the activity.',
    processingWorkingDays: 7,
    path: applyPath(4),
  },
];
