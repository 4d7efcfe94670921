import type { CountryCode } from '../game/countries';
import type { DrawStatusRow } from '../game/draw-sales';
import type { DrawStatus } from '../game/tickets';
import { supabase } from './client';
import { toApiError } from './errors';

/**
 * The draws between `from` (excluded) and `to` (included) that are no longer open: closed early by an
 * operator, drawn, settled or cancelled (issue 38). `draws` is readable by everyone; the answer is small
 * (open draws, nearly all of them, are not sent) and the pickers judge the time themselves.
 */
export async function drawsNotOnSale(from: string, to: string): Promise<DrawStatusRow[]> {
  const { data, error } = await supabase
    .from('draws')
    .select('country, draw_at, status')
    .neq('status', 'open')
    .gt('draw_at', from)
    .lte('draw_at', to)
    .order('draw_at', { ascending: true })
    .limit(1000);
  if (error) throw toApiError(error);
  return data.map((row) => ({ country: row.country as CountryCode, drawAt: row.draw_at, status: row.status as DrawStatus }));
}
