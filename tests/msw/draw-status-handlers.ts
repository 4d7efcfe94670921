import { HttpResponse, http } from 'msw';
import type { DrawStatusRow } from '../../src/game/draw-sales';
import { SUPABASE_URL } from './fixtures';

const rest = (path: string) => `${SUPABASE_URL}/rest/v1${path}`;

/**
 * MSW handler for the draws the pickers, the bet builder and the basket read (issue 38, src/api/draws.ts):
 * `draws?select=country,draw_at,status&status=neq.open&draw_at=gt.…&draw_at=lte.…`, in PostgREST's shape.
 */
export const drawStatuses = {
  /** these rows (those not open and inside the window asked for) */
  serve: (...rows: DrawStatusRow[]) =>
    http.get(rest('/draws'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      if (params.get('status') !== 'neq.open') return undefined;
      const bounds = params.getAll('draw_at');
      const from = bounds.find((b) => b.startsWith('gt.'))?.slice(3);
      const to = bounds.find((b) => b.startsWith('lte.'))?.slice(4);
      const inWindow = (drawAt: string) =>
        (!from || Date.parse(drawAt) > Date.parse(from)) && (!to || Date.parse(drawAt) <= Date.parse(to));
      return HttpResponse.json(
        rows.filter((row) => row.status !== 'open' && inWindow(row.drawAt)).map((row) => ({ country: row.country, draw_at: row.drawAt, status: row.status })),
      );
    }),
};
