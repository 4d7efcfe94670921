import { assign, fromPromise, setup } from 'xstate';
import {
  AUDIT_PAGE_MAX,
  REPORT_RANGE_REVERSED as AUDIT_RANGE_REVERSED,
  type AuditAction,
  type AuditEntry,
  type AuditTrailFilter,
} from '../../src/game/operator-desk';

/**
 * The filters as the form holds them: an action (null: all), a part of the operator's e-mail (or 'système',
 * 'simulateur'), and a range of days (yyyy-mm-dd, both included, read in GMT as the table's times are).
 */
export interface AuditFilterForm {
  action: AuditAction | null;
  actor: string;
  from: string | null;
  to: string | null;
}

export const NO_AUDIT_FILTER: AuditFilterForm = { action: null, actor: '', from: null, to: null };

/** How many entries a page holds ('Plus ancien' reads the next one). */
export const AUDIT_PAGE_SIZE = 50;

export { AUDIT_RANGE_REVERSED };
export const AUDIT_DATE_INVALID = 'Saisissez une date au format JJ/MM/AAAA.';
/** Shown when the journal could not be read and the error has no French message. */
export const AUDIT_LOAD_FALLBACK = 'Impossible de charger le journal. Veuillez réessayer.';

export interface AuditTrailInput {
  /** entries per page (default AUDIT_PAGE_SIZE, at most AUDIT_PAGE_MAX) */
  pageSize?: number;
}

export interface AuditTrailContext {
  /** what the form holds, applied by 'Filtrer' */
  form: AuditFilterForm;
  formError: string | null;
  /** the filters of the entries shown */
  applied: AuditFilterForm;
  /** newest first, the pages read so far */
  entries: AuditEntry[];
  /** the last page read was full: older entries may follow */
  hasMore: boolean;
  error: string | null;
  /** why 'Plus ancien' failed (the entries shown stay) */
  moreError: string | null;
  pageSize: number;
}

export type AuditTrailEvent =
  | { type: 'filter.change'; filter: Partial<AuditFilterForm> }
  /** 'Filtrer': reads the first page of the form's filters (a read still running is dropped) */
  | { type: 'filter.apply' }
  /** 'Tout afficher': no filter */
  | { type: 'filter.clear' }
  /** 'Plus ancien': the next page, before the last entry shown */
  | { type: 'more' }
  | { type: 'retry' }
  /** 'Actualiser': the first page of the same filters again */
  | { type: 'refresh' };

export type AuditTrailTag = 'loading' | 'loadingMore' | 'failed';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** What is wrong with the form's filters, in French, or null. */
export function checkAuditFilter(form: AuditFilterForm): string | null {
  if ((form.from !== null && !isDate(form.from)) || (form.to !== null && !isDate(form.to))) return AUDIT_DATE_INVALID;
  if (form.from !== null && form.to !== null && form.from > form.to) return AUDIT_RANGE_REVERSED;
  return null;
}

/** The day after a yyyy-mm-dd, at 00:00 GMT, as an ISO instant. */
function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
}

/** The server's filter for a page of the form's filters: the days read in GMT, `to` included (so < the day after). */
export function auditTrailFilter(form: AuditFilterForm, pageSize: number, beforeId?: number): AuditTrailFilter {
  const actor = form.actor.trim();
  return {
    ...(form.action ? { action: form.action } : {}),
    ...(actor ? { actor } : {}),
    ...(form.from ? { from: `${form.from}T00:00:00.000Z` } : {}),
    ...(form.to ? { to: dayAfter(form.to) } : {}),
    limit: pageSize,
    ...(beforeId !== undefined ? { beforeId } : {}),
  };
}

const messageOf = (error: unknown) => (error instanceof Error && error.message !== '' ? error.message : AUDIT_LOAD_FALLBACK);
const clean = (form: AuditFilterForm): AuditFilterForm => ({ ...form, actor: form.actor.trim() });

/**
 * /operateur/journal (issue 40): every operator and system action (close, record, confirm, settle, cancel, limit
 * change, look-up), newest first, filtered by action, operator and days, a page at a time ('Plus ancien' reads the
 * entries before the last one shown, by id, so entries written meanwhile never shift the pages). The trail is
 * append-only: nothing here changes it. New filters drop a read still running, whose answer is never shown.
 * Effect, provided by the screen: `loadTrail` (filter → a page of entries).
 */
export const auditTrailMachine = setup({
  types: {
    context: {} as AuditTrailContext,
    events: {} as AuditTrailEvent,
    input: {} as AuditTrailInput,
    tags: {} as AuditTrailTag,
  },
  actors: {
    loadTrail: fromPromise<AuditEntry[], AuditTrailFilter>(async () => {
      throw new Error('loadTrail must be provided');
    }),
  },
  guards: {
    isFilterValid: ({ context }) => checkAuditFilter(context.form) === null,
    hasMore: ({ context }) => context.hasMore && context.entries.length > 0,
  },
  actions: {
    applyForm: assign(({ context }) => ({ applied: clean(context.form), form: clean(context.form), formError: null, entries: [], hasMore: false, error: null, moreError: null })),
    refuseForm: assign({ formError: ({ context }) => checkAuditFilter(context.form) }),
    clearFilters: assign({ form: NO_AUDIT_FILTER, applied: NO_AUDIT_FILTER, formError: null, entries: [], hasMore: false, error: null, moreError: null }),
  },
}).createMachine({
  id: 'auditTrail',
  context: ({ input }) => ({
    form: NO_AUDIT_FILTER,
    formError: null,
    applied: NO_AUDIT_FILTER,
    entries: [],
    hasMore: false,
    error: null,
    moreError: null,
    pageSize: Math.min(Math.max(Math.trunc(input?.pageSize ?? AUDIT_PAGE_SIZE), 1), AUDIT_PAGE_MAX),
  }),
  initial: 'loading',
  on: {
    'filter.change': { actions: assign({ form: ({ context, event }) => ({ ...context.form, ...event.filter }), formError: null }) },
    'filter.apply': [{ guard: 'isFilterValid', target: '.loading', reenter: true, actions: 'applyForm' }, { actions: 'refuseForm' }],
    'filter.clear': { target: '.loading', reenter: true, actions: 'clearFilters' },
  },
  states: {
    loading: {
      tags: ['loading'],
      description: 'Reading the first page of the applied filters; entered again by new filters, which drop this read.',
      invoke: {
        id: 'loadTrail',
        src: 'loadTrail',
        input: ({ context }) => auditTrailFilter(context.applied, context.pageSize),
        onDone: [
          { guard: ({ event }) => event.output.length === 0, target: 'empty', actions: assign({ entries: [], hasMore: false }) },
          {
            target: 'loaded',
            actions: assign({ entries: ({ event }) => event.output, hasMore: ({ context, event }) => event.output.length >= context.pageSize }),
          },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    loaded: {
      on: {
        more: { guard: 'hasMore', target: 'loadingMore' },
        refresh: { target: 'loading', actions: assign({ moreError: null }) },
      },
    },
    loadingMore: {
      tags: ['loadingMore'],
      description: "'Plus ancien': the page before the last entry shown, added below it.",
      entry: assign({ moreError: null }),
      invoke: {
        id: 'loadOlder',
        src: 'loadTrail',
        input: ({ context }) => auditTrailFilter(context.applied, context.pageSize, context.entries.at(-1)!.id),
        onDone: {
          target: 'loaded',
          actions: assign({
            entries: ({ context, event }) => [...context.entries, ...event.output],
            hasMore: ({ context, event }) => event.output.length >= context.pageSize,
          }),
        },
        onError: { target: 'loaded', actions: assign({ moreError: ({ event }) => messageOf(event.error) }) },
      },
    },
    empty: {
      description: 'No entry for these filters (not an error).',
      on: { refresh: 'loading' },
    },
    failed: {
      tags: ['failed'],
      on: { retry: 'loading', refresh: 'loading' },
    },
  },
});
