import type { Database } from '../core/db';
import { type RandomInt, drawBalls } from './draw-numbers';
import type { DatabaseJob } from './scheduler';

/** The local stack's draw machine (DESIGN §9: `npm start` draws every scheduled draw at its time). */
export interface SimulateurOptions {
  /** how often due draws are looked for (default 15 s) */
  everyMs?: number;
  /** the clock that says which draws are due (default the system's) */
  now?: () => Date;
  /** the source of the balls (default node:crypto's CSPRNG) */
  random?: RandomInt;
}

interface DueDraw {
  id: string;
  country: string;
  draw_time: string;
  draw_at: string;
}

interface Outcome {
  bets: number;
  won: number;
  paid: number;
}

/**
 * Draws every draw whose time has come and that has no result yet, oldest first, through the system
 * function (system_draw, source 'simulateur'): closed, recorded, confirmed and settled in one
 * transaction each. A draw an operator has recorded a draft for is left to the operators.
 */
export async function drawDueDraws(db: Database, now: Date, log: (line: string) => void, random?: RandomInt): Promise<number> {
  const due = await db.transaction((q) =>
    q.query<DueDraw>(
      `select d.id, d.country, d.draw_time, to_json(d.draw_at) #>> '{}' as draw_at
       from public.draws as d
       where d.status in ('open', 'closed') and d.draw_at <= $1::timestamptz
         and not exists (select 1 from public.draw_result_drafts as r where r.draw_id = d.id)
       order by d.draw_at, d.country
       limit 100`,
      [now.toISOString()],
    ),
  );
  for (const draw of due) {
    const winning = drawBalls(random);
    const machine = drawBalls(random);
    const [row] = await db.transaction((q) =>
      q.query<{ outcome: Outcome }>(`select public.system_draw($1::uuid, $2::jsonb, $3::jsonb, 'simulateur') as outcome`, [
        draw.id,
        JSON.stringify(winning),
        JSON.stringify(machine),
      ]),
    );
    const { bets, won, paid } = row!.outcome;
    log(`simulateur: ${draw.country} ${draw.draw_time} (${draw.draw_at}) drawn ${winning.join('-')} / machine ${machine.join('-')}: ${bets} bets, ${won} won, ${paid} CFA paid`);
  }
  return due.length;
}

export function simulateurJob(options: SimulateurOptions, log: (line: string) => void): DatabaseJob {
  const now = options.now ?? (() => new Date());
  return {
    name: 'simulateur',
    everyMs: options.everyMs ?? 15_000,
    run: async (db) => void (await drawDueDraws(db, now(), log, options.random)),
  };
}
