import { VALIDATION_MESSAGES } from '../messages/validation-messages.js';

// NRIC/FIN checksum (domain-facts, "Identifiers and formats"): prefix S, T, F, G or M, 7 digits,
// check letter. Weights 2,7,6,5,4,3,2; add 4 for T or G and 3 for M; the remainder mod 11 picks
// the check letter from the series' table.

const WEIGHTS = [2, 7, 6, 5, 4, 3, 2] as const;

const SERIES: Record<string, { offset: number; checkLetters: string }> = {
  S: { offset: 0, checkLetters: 'JZIHGFEDCBA' },
  T: { offset: 4, checkLetters: 'JZIHGFEDCBA' },
  F: { offset: 0, checkLetters: 'XWUTRQPNMLK' },
  G: { offset: 4, checkLetters: 'XWUTRQPNMLK' },
  M: { offset: 3, checkLetters: 'XWUTRQPNJLK' },
};

const NRIC_FIN_FORMAT = /^([STFGM])(\d{7})([A-Z])$/;

/** Accepts lower case too: people type identifiers either way. */
export function isValidNricFin(value: string): boolean {
  const match = NRIC_FIN_FORMAT.exec(value.trim().toUpperCase());
  if (!match) return false;
  const [, prefix = '', digits = '', checkLetter] = match;
  const series = SERIES[prefix];
  if (!series) return false;
  const weighted = [...digits].reduce(
    (sum, digit, index) => sum + Number(digit) * (WEIGHTS[index] ?? 0),
    series.offset,
  );
  return series.checkLetters[weighted % 11] === checkLetter;
}

export function checkNricFin(value: string): string | undefined {
  return isValidNricFin(value) ? undefined : VALIDATION_MESSAGES.nricFinInvalid;
}
