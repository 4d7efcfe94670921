-- The rules of settlement (DESIGN §9), as data and one pure function: how each option reads a draw
-- (bet_option_rules) and what a bet's lines pay on a draw (bet_settlement), with the multipliers of
-- bet_multipliers. Kept identical to src/game/settlement.ts's LINE_RULES and settleBet by tests.

-- An option's line wins when at most `misses` of its numbers are outside the first `drawn_window`
-- numbers drawn: direct 5/0, first position 1/0, turbo 2/3/4 2/3/4/0, jackpot turbo 5/1.
create table public.bet_option_rules (
  bet_option text primary key check (bet_option in ('direct', 'first_position', 'turbo', 'turbo2', 'turbo3', 'turbo4')),
  drawn_window smallint not null check (drawn_window between 1 and 5),
  -- 0 or 1: the line patterns below are written for these two.
  misses smallint not null check (misses between 0 and 1)
);

alter table public.bet_option_rules enable row level security;

revoke all on table public.bet_option_rules from anon, authenticated, service_role;
grant select on table public.bet_option_rules to anon, authenticated, service_role;

create policy bet_option_rules_select_all on public.bet_option_rules
  for select to anon, authenticated
  using (true);

insert into public.bet_option_rules (bet_option, drawn_window, misses) values
  ('direct', 5, 0),
  ('first_position', 1, 0),
  ('turbo2', 2, 0),
  ('turbo3', 3, 0),
  ('turbo4', 4, 0),
  ('turbo', 5, 1);

alter table public.bet_multipliers
  add constraint bet_multipliers_option_rule foreign key (bet_option) references public.bet_option_rules (bet_option);

-- A regular expression, without its leading '\[', matching one line of a bet's combinations as jsonb
-- writes them ('[[7, 12], [12, 45]]': each line '[' numbers joined by ', ' ']') when at most `misses`
-- of the line's numbers are not among `numbers`. The bets constraints make the text canonical (plain
-- integers 1–90), and a line is delimited by its brackets, so a match is exactly one winning line and
-- regexp_count counts them: settlement reads a bet's text once instead of one row per line.
-- Plain SQL without a search_path setting, so the planner inlines it (and the two functions below)
-- into the queries that settle many bets at once; every name is schema-qualified.
create function public.settlement_line_pattern(numbers smallint[], misses integer)
returns text
language sql
stable
as $$
  select case misses
    when 0 then '(?:(?:' || pg_catalog.array_to_string(numbers, '|') || '), )*(?:' || pg_catalog.array_to_string(numbers, '|') || ')\]'
    when 1 then '(?:(?:' || pg_catalog.array_to_string(numbers, '|') || '), )*\d+(?:, (?:' || pg_catalog.array_to_string(numbers, '|') || '))*\]'
  end;
$$;

-- A draw's patterns, per option: `win` matches a line that wins on the winning numbers, `machine` one
-- that satisfies the option's rule on the machine numbers, `mac` one that does on the machine numbers
-- but not on the winning numbers (a negative lookahead). Computed once per draw by settle_draw.
create function public.draw_line_patterns(winning smallint[], machine smallint[])
returns table (bet_option text, win_pattern text, machine_pattern text, mac_pattern text)
language sql
stable
as $$
  select
    r.bet_option,
    '\[' || public.settlement_line_pattern(draw_line_patterns.winning[1:r.drawn_window], r.misses),
    '\[' || public.settlement_line_pattern(draw_line_patterns.machine[1:r.drawn_window], r.misses),
    '\[(?!' || public.settlement_line_pattern(draw_line_patterns.winning[1:r.drawn_window], r.misses) || ')'
      || public.settlement_line_pattern(draw_line_patterns.machine[1:r.drawn_window], r.misses)
  from public.bet_option_rules as r;
$$;

-- What a bet pays given its option's patterns on a draw (DESIGN §9): each line pays base stake × the
-- win multiplier when it wins on the winning numbers; otherwise, in double chance, base stake × the
-- MAC multiplier when the same rule holds on the machine numbers (never both); the bet pays the sum
-- of its lines, capped at 50 000 × its base stake. No row for an option its type does not offer in
-- its mode. The MAC lookahead only runs on a bet with a line matching the machine numbers at all.
create function public.bet_payout_on(
  bet_type text, game_mode text, bet_option text, base_stake bigint, combinations jsonb,
  win_pattern text, machine_pattern text, mac_pattern text
)
returns table (payout bigint, win_lines integer, mac_lines integer)
language sql
stable
as $$
  select
    least(bet_payout_on.base_stake * (m.multiplier * c.win_lines + coalesce(m.mac_multiplier, 0) * c.mac_lines), 50000 * bet_payout_on.base_stake),
    c.win_lines,
    c.mac_lines
  from public.bet_multipliers as m
  cross join lateral (
    select
      pg_catalog.regexp_count(t.lines, bet_payout_on.win_pattern) as win_lines,
      case
        when m.mac_multiplier is null or pg_catalog.regexp_count(t.lines, bet_payout_on.machine_pattern) = 0 then 0
        else pg_catalog.regexp_count(t.lines, bet_payout_on.mac_pattern)
      end as mac_lines
    from (select bet_payout_on.combinations::text as lines offset 0) as t
    offset 0
  ) as c
  where m.bet_type = bet_payout_on.bet_type and m.game_mode = bet_payout_on.game_mode and m.bet_option = bet_payout_on.bet_option;
$$;

-- What a bet pays on a draw (winning and machine numbers, each 5 distinct balls in drawn order):
-- bet_payout_on with the draw's patterns. Pure; the tests settle thousands of bets in one query.
create function public.bet_settlement(
  bet_type text, game_mode text, bet_option text, base_stake bigint, combinations jsonb, winning smallint[], machine smallint[]
)
returns table (payout bigint, win_lines integer, mac_lines integer)
language sql
stable
as $$
  select s.payout, s.win_lines, s.mac_lines
  from public.draw_line_patterns(bet_settlement.winning, bet_settlement.machine) as p
  cross join lateral public.bet_payout_on(
    bet_settlement.bet_type, bet_settlement.game_mode, bet_settlement.bet_option, bet_settlement.base_stake,
    bet_settlement.combinations, p.win_pattern, p.machine_pattern, p.mac_pattern
  ) as s
  where p.bet_option = bet_settlement.bet_option;
$$;

revoke all on function public.settlement_line_pattern(smallint[], integer) from public, anon, authenticated, service_role;
revoke all on function public.draw_line_patterns(smallint[], smallint[]) from public, anon, authenticated, service_role;
revoke all on function public.bet_payout_on(text, text, text, bigint, jsonb, text, text, text) from public, anon, authenticated, service_role;
revoke all on function public.bet_settlement(text, text, text, bigint, jsonb, smallint[], smallint[]) from public, anon, authenticated, service_role;
