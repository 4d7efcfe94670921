-- The price table is read-only for every API role, the service role included, as bet_option_rules
-- already is: place_bets and the bets trigger price every bet from it, so no key may change or empty
-- it through the API (tests/integration/grants.test.ts). Migrations change prices.
revoke all on table public.bet_multipliers from service_role;
grant select on table public.bet_multipliers to service_role;
