import type { DrawEvidence, DrawSource, EvidenceRole } from '../game/draw-evidence';
import { supabase } from './client';
import { toApiError } from './errors';

export type { DrawEvidence, DrawSource, EvidenceRole } from '../game/draw-evidence';

/**
 * Where a draw's result came from (DESIGN §12, issue 40): its source, when it was recorded and confirmed,
 * and by which role — never a name, an e-mail or an account id. The database gives it for draws with a
 * result (drawn or settled): as columns of draw_results, and in each draw of verify_ticket's answer.
 */

/** The evidence as the database writes it (snake_case): verify_ticket's `evidence`, draw_results' columns. */
export interface DrawEvidenceJson {
  source: string | null;
  recorded_at: string | null;
  confirmed_at: string | null;
  recorded_by: string | null;
  confirmed_by: string | null;
}

const role = (value: string | null): EvidenceRole => (value === 'operator' ? 'operator' : 'system');
const iso = (value: string) => new Date(value).toISOString();

/** The evidence of a draw with a result, or null when the answer holds none (no result yet, or an older server). */
export function toDrawEvidence(json: DrawEvidenceJson | null | undefined): DrawEvidence | null {
  if (!json?.source || !json.recorded_at) return null;
  return {
    source: json.source as DrawSource,
    recordedAt: iso(json.recorded_at),
    confirmedAt: json.confirmed_at ? iso(json.confirmed_at) : null,
    recordedBy: role(json.recorded_by),
    confirmedBy: role(json.confirmed_by),
  };
}

/** A draw_results row's evidence columns. */
export interface DrawEvidenceColumns {
  source?: string | null;
  recorded_at?: string | null;
  confirmed_at?: string | null;
  recorded_by_role?: string | null;
  confirmed_by_role?: string | null;
}

export function evidenceOfColumns(row: DrawEvidenceColumns): DrawEvidence | null {
  return toDrawEvidence({
    source: row.source ?? null,
    recorded_at: row.recorded_at ?? null,
    confirmed_at: row.confirmed_at ?? null,
    recorded_by: row.recorded_by_role ?? null,
    confirmed_by: row.confirmed_by_role ?? null,
  });
}

/**
 * The evidence of these draws (anyone may read it, signed in or not), by draw id; a draw without a result
 * (on sale, closed, cancelled) or unknown has no entry. At most 200 ids a call.
 */
export async function drawEvidence(drawIds: readonly string[]): Promise<Record<string, DrawEvidence>> {
  const ids = [...new Set(drawIds)];
  if (ids.length === 0) return {};
  if (ids.length > 200) throw new RangeError('drawEvidence: at most 200 draws a call');
  const { data, error } = await supabase.from('draw_results').select('id, source, recorded_at, confirmed_at, recorded_by_role, confirmed_by_role').in('id', ids);
  if (error) throw toApiError(error);
  const byDraw: Record<string, DrawEvidence> = {};
  for (const row of data) {
    const evidence = evidenceOfColumns(row);
    if (row.id && evidence) byDraw[row.id] = evidence;
  }
  return byDraw;
}
