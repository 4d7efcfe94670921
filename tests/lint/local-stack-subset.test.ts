import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own eslint.config.js, on code that is not in the tree: each case names the file it would be.
const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const rule = 'no-restricted-syntax';
const refused = (what: RegExp) => expect.stringMatching(new RegExp(`^${rule}: .*${what.source}.*supabase/local/README\\.md`));

// The first lint loads the config and walks the import graph (no-cycle): seconds on a loaded 2-core machine.
describe('lint refuses in src/api what the local stack refuses (supabase/local/README.md)', { timeout: 60_000 }, () => {
  it('fails on .or(), .upsert() and an embedded select', async () => {
    const code = [
      "import { supabase } from './client';",
      "export const either = () => supabase.from('draws').select('id').or('status.eq.open,status.eq.closed');",
      "export const upsert = () => supabase.from('profiles').upsert({ id: 'x' });",
      "export const embedded = () => supabase.from('tickets').select('id, bets(id, status)');",
      "export const inner = (table: string) => supabase.from('tickets').select(`id, ${table}!inner(id)`);",
      "export const alias = () => supabase.from('tickets').select('ticket_code:code');",
    ].join('\n');
    expect(await problems('src/api/uses-refused.ts', `${code}\n`)).toEqual([
      refused(/\.or\(\)/),
      refused(/\.upsert\(\)/),
      refused(/embedded/),
      refused(/embedded/),
      refused(/embedded/),
    ]);
  });

  it('passes what the local stack serves: plain column lists, and-ed filters, order, ranges, counts, single rows, rpc', async () => {
    const code = [
      "import { supabase } from './client';",
      "export const tickets = () => supabase.from('tickets').select('id, code', { count: 'exact' }).eq('status', 'validated').in('id', ['a']).order('placed_at', { ascending: false }).range(0, 9);",
      "export const profile = () => supabase.from('profiles').select('*').eq('id', 'x').maybeSingle();",
      "export const bet = () => supabase.from('bets').insert({ id: 'x' }).select('id').single();",
      "export const place = () => supabase.rpc('place_ticket', { p_items: [] });",
    ].join('\n');
    expect(await problems('src/api/allowed-queries.ts', `${code}\n`)).toEqual([]);
  });

  it('applies to src/api only', async () => {
    expect(await problems('tests/integration/uses-or.ts', "export const either = (q: { or(f: string): unknown }) => q.or('a.eq.1,b.eq.2');\n")).toEqual([]);
  });
});
