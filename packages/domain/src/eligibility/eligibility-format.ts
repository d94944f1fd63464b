import { METRES_PER_FOOT } from '../geo/thresholds.js';

// Numbers as the reasons print them: "4.2 km", "1,500 ft", "93.8 m".

export function thousands(value: number): string {
  const [whole = '', fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

export const formatKm = (metres: number): string => `${thousands(oneDecimal(metres / 1000))} km`;
export const formatFt = (feet: number): string => `${thousands(oneDecimal(feet))} ft`;
export const formatM = (metres: number): string => `${thousands(oneDecimal(metres))} m`;

export const metresToFeet = (metres: number): number => metres / METRES_PER_FOOT;
