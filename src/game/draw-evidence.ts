import { formatInstant } from './format';

/**
 * Where a draw's result came from (DESIGN §12, issue 40): its source, when it was recorded and confirmed,
 * and by which role — never a name, an e-mail or an account id.
 */

/**
 * draws.source: 'opérateur' (recorded by one operator, confirmed by another), 'système' (npm run draw), 'simulateur'
 * (the local stack), 'archives' (a past official result imported by the system: import_draw_results, issue 41).
 */
export type DrawSource = 'opérateur' | 'système' | 'simulateur' | 'archives';
/** who recorded or confirmed: an operator (their account, not named), or the system itself */
export type EvidenceRole = 'operator' | 'system';

export interface DrawEvidence {
  source: DrawSource;
  /** ISO 8601 */
  recordedAt: string;
  /** ISO 8601; null for a draw confirmed before issue 40 whose confirmation instant is not known */
  confirmedAt: string | null;
  recordedBy: EvidenceRole;
  confirmedBy: EvidenceRole;
}

const SOURCES: Record<DrawSource, string> = {
  opérateur: 'les opérateurs',
  système: 'le système',
  simulateur: 'le simulateur',
  archives: 'les archives des résultats officiels',
};

/**
 * The evidence as a player reads it, instants in the draw's zone: 'Source : les opérateurs. Saisi par un
 * opérateur le 23 nov. 2026 à 18:05, confirmé par un autre opérateur le 23 nov. 2026 à 18:07.'
 */
export function evidenceText(evidence: DrawEvidence, timeZone: string): string {
  // an archived result was drawn before the app knew of it: only its import is ours to tell
  if (evidence.source === 'archives') return `Source : ${SOURCES.archives}. Importé par le système le ${formatInstant(evidence.recordedAt, timeZone)}.`;
  const recorder = evidence.recordedBy === 'operator' ? 'un opérateur' : 'le système';
  const confirmer =
    evidence.confirmedBy === 'system' ? 'le système' : evidence.recordedBy === 'operator' ? 'un autre opérateur' : 'un opérateur';
  const confirmed = evidence.confirmedAt ? ` le ${formatInstant(evidence.confirmedAt, timeZone)}` : '';
  return `Source : ${SOURCES[evidence.source]}. Saisi par ${recorder} le ${formatInstant(evidence.recordedAt, timeZone)}, confirmé par ${confirmer}${confirmed}.`;
}
