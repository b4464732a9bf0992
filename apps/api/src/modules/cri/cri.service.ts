import type { AppDependencies } from '../../context';
import { selectCriGrades, type CriGradeRow } from './cri.repository';

export type CriGradeView = CriGradeRow;

/** Credit grades, best first (AAA … D). */
export function listCriGrades(deps: Pick<AppDependencies, 'db'>): Promise<CriGradeView[]> {
  return selectCriGrades(deps.db);
}
