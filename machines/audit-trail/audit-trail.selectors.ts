import type { SnapshotFrom } from 'xstate';
import { findCountry } from '../../src/game/countries';
import { formatAmount, formatInstant } from '../../src/game/format';
import type { AuditAction, AuditEntry } from '../../src/game/operator-desk';
import { drawTitle } from '../../src/game/results';
import { type AuditFilterForm, NO_AUDIT_FILTER, type auditTrailMachine } from './audit-trail.machine';

export type AuditTrailSnapshot = SnapshotFrom<typeof auditTrailMachine>;

/** Each action as the journal names it, in the order the filter offers them. */
export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  record: 'Saisie',
  confirm: 'Confirmation',
  close: 'Clôture',
  settle: 'Règlement',
  cancel: 'Annulation',
  limit_change: 'Limite modifiée',
  lookup: 'Consultation',
};

/** The journal's times are in GMT (Togo, Côte d'Ivoire and Ghana's time; Bénin is one hour ahead). */
export const AUDIT_TIME_ZONE = 'UTC';

const NONE = '—';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const amount = (value: unknown): number | null => (typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null);
const numbers = (value: unknown): string | null =>
  Array.isArray(value) && value.every((n) => typeof n === 'number') ? value.join(' ') : null;
const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

/** 'Gagnants 12 45 7 88 30 · Machine 5 12 61 40 77', from a record's or a confirmation's details. */
function resultNumbers(details: Record<string, unknown>): string | null {
  const winning = numbers(details.winning_numbers);
  const machine = numbers(details.machine_numbers);
  if (!winning) return null;
  return machine ? `Gagnants ${winning} · Machine ${machine}` : `Gagnants ${winning}`;
}

function limitText(entry: AuditEntry): string | null {
  const { details } = entry;
  const previous = amount(details.old);
  const next = amount(details.new);
  const change = (none: string) => `${previous === null ? none : formatAmount(previous)} → ${next === null ? 'retiré' : formatAmount(next)}`;
  switch (details.scope) {
    case 'country': {
      const country = findCountry(entry.country ?? undefined)?.name ?? entry.country ?? '';
      return `Plafond par défaut, ${country} : ${change('aucun')}`;
    }
    case 'draw':
      return `Plafond du tirage : ${change('celui du pays')}`;
    case 'line':
      return `Plafond de la ligne ${text(details.line) ?? '?'} : ${change('celui du tirage')}`;
    default:
      return null;
  }
}

/** What an entry's details say, in French: the numbers typed, what a settlement paid, a cancellation's reason… */
export function auditDetailsText(entry: AuditEntry): string {
  const { details } = entry;
  switch (entry.action) {
    case 'close':
      return details.early === true ? "Ventes closes avant l'heure du tirage" : "Ventes closes à l'heure du tirage";
    case 'record': {
      const typed = resultNumbers(details);
      const replaced = details.replaced !== null && details.replaced !== undefined ? ' (remplace une saisie précédente)' : '';
      return typed ? `${typed}${replaced}` : NONE;
    }
    case 'confirm':
      return resultNumbers(details) ?? NONE;
    case 'settle': {
      const bets = amount(details.bets);
      const won = amount(details.won);
      const paid = amount(details.paid);
      if (bets === null) return NONE;
      return [plural(bets, 'pari', 'paris'), won === null ? null : plural(won, 'gagnant', 'gagnants'), paid === null ? null : `${formatAmount(paid)} versés`]
        .filter(Boolean)
        .join(', ');
    }
    case 'cancel': {
      const reason = text(details.reason);
      const bets = amount(details.bets);
      const refunded = amount(details.refunded);
      const parts = [reason ? `Motif : ${reason}` : null, bets === null ? null : plural(bets, 'pari', 'paris'), refunded ? `${formatAmount(refunded)} remboursés` : null];
      return parts.filter(Boolean).join(' · ') || NONE;
    }
    case 'limit_change':
      return limitText(entry) ?? NONE;
    case 'lookup': {
      const query = text(details.query);
      if (details.by === 'ticket_code') return `Par code de ticket${query ? ` ${query}` : ''}`;
      if (details.by === 'username') return `Par nom d'utilisateur${query ? ` « ${query} »` : ''}`;
      return NONE;
    }
    default:
      return NONE;
  }
}

/** One line of the journal's table: 'Quand', 'Qui', 'Action', 'Tirage', 'Joueur', 'Détails'. */
export interface AuditRow {
  id: number;
  when: string;
  who: string;
  action: string;
  draw: string;
  player: string;
  details: string;
}

export function auditRow(entry: AuditEntry): AuditRow {
  return {
    id: entry.id,
    when: formatInstant(entry.at, AUDIT_TIME_ZONE),
    who: entry.actor,
    action: AUDIT_ACTION_LABELS[entry.action] ?? entry.action,
    draw: entry.draw ? drawTitle(entry.draw) : NONE,
    player: entry.subjectUsername ?? NONE,
    details: auditDetailsText(entry),
  };
}

const sameFilter = (a: AuditFilterForm, b: AuditFilterForm) => a.action === b.action && a.actor === b.actor && a.from === b.from && a.to === b.to;

export const selectForm = (s: AuditTrailSnapshot) => s.context.form;
export const selectFormError = (s: AuditTrailSnapshot) => s.context.formError;
/** the filters of the entries shown */
export const selectApplied = (s: AuditTrailSnapshot) => s.context.applied;
/** some filter is applied ('Tout afficher' is offered) */
export const selectIsFiltered = (s: AuditTrailSnapshot) => !sameFilter(s.context.applied, NO_AUDIT_FILTER);
/** the first page is being read (the entries of a refresh stay shown meanwhile) */
export const selectIsLoading = (s: AuditTrailSnapshot) => s.hasTag('loading');
export const selectIsLoadingMore = (s: AuditTrailSnapshot) => s.hasTag('loadingMore');
export const selectError = (s: AuditTrailSnapshot) => (s.hasTag('failed') ? s.context.error : null);
export const selectMoreError = (s: AuditTrailSnapshot) => (s.matches('loaded') ? s.context.moreError : null);
/** nothing matches the filters (once read) */
export const selectIsEmpty = (s: AuditTrailSnapshot) => s.matches('empty');
export const selectEntries = (s: AuditTrailSnapshot) => s.context.entries;
/** 'Plus ancien' is offered: the last page read was full */
export const selectHasMore = (s: AuditTrailSnapshot) => (s.matches('loaded') || s.matches('loadingMore')) && s.context.hasMore;

/** What /operateur/journal shows: replays compare this (and the state value), not the whole context. */
export const auditTrailProjection = (s: AuditTrailSnapshot) => ({
  form: selectForm(s),
  formError: selectFormError(s),
  applied: selectApplied(s),
  loading: selectIsLoading(s),
  loadingMore: selectIsLoadingMore(s),
  error: selectError(s),
  moreError: selectMoreError(s),
  empty: selectIsEmpty(s),
  entries: selectEntries(s).map((entry) => entry.id),
  hasMore: selectHasMore(s),
});
