/**
 * Corporate credit grades (CRI) in the usual Korean agency scale. `priority` 1 is the best grade,
 * so ordering by priority ascending lists the most creditworthy companies first.
 */
export interface CriGradeSeed {
  name: string;
  priority: number;
}

const GRADE_NAMES = [
  'AAA',
  'AA+',
  'AA',
  'AA-',
  'A+',
  'A',
  'A-',
  'BBB+',
  'BBB',
  'BBB-',
  'BB+',
  'BB',
  'BB-',
  'B+',
  'B',
  'B-',
  'CCC+',
  'CCC',
  'CCC-',
  'CC',
  'C',
  'D',
] as const;

export type CriGradeName = (typeof GRADE_NAMES)[number];

export const CRI_GRADES: CriGradeSeed[] = GRADE_NAMES.map((name, index) => ({
  name,
  priority: index + 1,
}));
