import type { ResponsibleGamingStatus } from './responsible-gaming';

// Apart from the notices' wording (which brings date-fns with the limits): the app's play status reads
// it on every page, the public ones included.

/**
 * The next instant after `status.now` at which the status changes by itself (an exclusion ends, a
 * period of a limit in force renews, a raise or removal takes effect), or null: read it again then.
 */
export function nextStatusChange(status: ResponsibleGamingStatus): string | null {
  const now = Date.parse(status.now);
  const instants = [
    status.exclusion?.until ?? null,
    ...status.limits.flatMap((limit) => [limit.amount === null ? null : limit.windowEnd, limit.nextAt]),
  ]
    .filter((iso): iso is string => iso !== null && Date.parse(iso) > now)
    .sort((a, b) => Date.parse(a) - Date.parse(b));
  return instants[0] ?? null;
}
