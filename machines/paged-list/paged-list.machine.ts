import { type ActorRefFromLogic, type EventObject, type MetaObject, type NonReducibleUnknown, type PromiseActorLogic, type StateMachine, type StateSchema, assign, fromPromise, setup } from 'xstate';

/** What a list's loader is asked: one page (0-based) of `pageSize` items. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** One page of a list, with the total across pages. */
export interface Page<TItem> {
  items: TItem[];
  page: number;
  pageSize: number;
  total: number;
  /** when the server gave this page, if it is the device's copy shown offline (ISO; absent when just read) */
  readAt?: string;
}

/** The part of the context every paged list has. */
export interface PagedListContext {
  page: number;
  pageSize: number;
}

/** A list that keeps the last page received, and the French message of a failed read. */
export interface ShownPageContext<TItem> extends PagedListContext {
  /** the last page received: kept on screen while the next one loads */
  shown: Page<TItem> | null;
  error: string | null;
}

export type PagedListTag = 'loading' | 'failed';

export type PagedListEvent<TRetry extends string, TRefresh extends string = never> =
  /** show that page (the screen's URL changed) */
  | { type: 'page.show'; page: number }
  /** read the page again after a failure */
  | { type: TRetry }
  /** read the page shown again: what it lists changed */
  | (TRefresh extends string ? { type: TRefresh } : never);

type LoadPage<TPage> = PromiseActorLogic<TPage, PageRequest>;
type PagedListState<TLoaded extends string, TQuiet extends boolean> = 'loading' | TLoaded | 'failed' | (TQuiet extends true ? 'refreshing' : never);

/** A paged list's machine: what `setup().createMachine()` would type for the states and names it was given. */
export type PagedListMachine<TContext extends PagedListContext, TInput, TPage, TLoader extends string, TLoaded extends string, TRetry extends string, TRefresh extends string, TQuiet extends boolean> =
  StateMachine<
    TContext,
    PagedListEvent<TRetry, TRefresh>,
    Record<string, ActorRefFromLogic<LoadPage<TPage>> | undefined>,
    { src: TLoader; logic: LoadPage<TPage>; id: string | undefined },
    { type: 'choosePage'; params: { page: number } } | { type: 'showPage'; params: { page: TPage } } | { type: 'showFailure'; params: { error: unknown } },
    { type: 'isAnotherPage'; params: { page: number } },
    never,
    PagedListState<TLoaded, TQuiet>,
    PagedListTag,
    TInput,
    NonReducibleUnknown,
    EventObject,
    MetaObject,
    StateSchema
  >;

/** What makes a paged list: its types and names, how it reads a page number, and its context's own fields. */
export interface PagedListOptions<TContext extends PagedListContext, TInput extends { page?: number }, TPage, TLoader extends string, TLoaded extends string, TRetry extends string, TRefresh extends string, TQuiet extends boolean> {
  /** for typing only, as setup()'s `types`: the whole context, the input, and the page the loader answers */
  types: { context: TContext; input: TInput; page: TPage };
  /** the machine's id (QA traces name it) */
  id: string;
  /** the effect reading a page, provided by the screen: the name of its actor and of its invocation */
  loader: TLoader;
  /** the state a page rests in once read */
  loaded: TLoaded;
  /** the event that reads the page again after a failure */
  retry: TRetry;
  /**
   * the event that reads the page shown again: through `loading`, as a page asked anew; or `quiet`, in
   * `refreshing`, without the loading tag, a failure keeping what was shown
   */
  refresh?: { event: TRefresh; quiet: TQuiet };
  /** the page a number asks for; null when it names no page (the event is ignored, the input shows the first) */
  readPage: (page: number) => number | null;
  /** the context after its page: the page size and what no page read yet shows */
  context: (input: TInput) => Omit<TContext, 'page'>;
  /** the context once a page is read */
  shown: (page: TPage) => Partial<TContext>;
  /** the context once a read failed (the loader's error) */
  failed: (error: unknown) => Partial<TContext>;
}

/** A page number read as a whole page from 0 (a negative one is the first). */
export const wholePage = (page: number) => Math.max(0, Math.floor(page));

/** The French message of a failed read (src/api's errors carry one), else `fallback`. */
export const errorMessage = (error: unknown, fallback: string) => (error instanceof Error && error.message !== '' ? error.message : fallback);

/**
 * The list parts of a `ShownPageContext`: the page size of the input, the page received kept as it
 * came, the error's French message (else `fallback`).
 */
export function shownPages<TItem>(fallback: string) {
  return {
    context: (input: { pageSize: number }) => ({ pageSize: input.pageSize, shown: null, error: null }),
    shown: (page: Page<TItem>) => ({ shown: page, error: null }),
    failed: (error: unknown) => ({ error: errorMessage(error, fallback) }),
  };
}

/**
 * The skeleton of a paged list, written once: `loading` page N (its invocation named after the loader),
 * then `loaded` (named by the list) or `failed` (its retry event reads it again); `page.show` of another
 * page, from any state, reads that page instead, the page shown before staying on screen meanwhile. A
 * page asked while another loads replaces it: leaving `loading` stops the older read, so a slower older
 * page answering last is never shown. The loader is a stub the screen provides.
 */
export function pagedListMachine<
  TContext extends PagedListContext,
  TInput extends { page?: number },
  TPage,
  const TLoader extends string,
  const TLoaded extends string,
  const TRetry extends string,
  const TRefresh extends string = never,
  const TQuiet extends boolean = false,
>(options: PagedListOptions<TContext, TInput, TPage, TLoader, TLoaded, TRetry, TRefresh, TQuiet>): PagedListMachine<TContext, TInput, TPage, TLoader, TLoaded, TRetry, TRefresh, TQuiet> {
  const { loader, loaded, retry, refresh, readPage } = options;
  const read = {
    id: loader,
    src: loader,
    input: ({ context }: { context: PagedListContext }): PageRequest => ({ page: context.page, pageSize: context.pageSize }),
  };
  const machine = setup({
    types: {
      context: {} as TContext,
      events: {} as PagedListEvent<string, string>,
      input: {} as TInput,
      tags: {} as PagedListTag,
    },
    actors: {
      [loader]: fromPromise<TPage, PageRequest>(async () => {
        throw new Error(`${loader} must be provided`);
      }),
    },
    actions: {
      choosePage: assign(({ context }, params: { page: number }) => ({ page: readPage(params.page) ?? context.page }) as Partial<TContext>),
      showPage: assign((_, params: { page: TPage }) => options.shown(params.page)),
      showFailure: assign((_, params: { error: unknown }) => options.failed(params.error)),
    },
    guards: {
      isAnotherPage: ({ context }, params: { page: number }) => {
        const page = readPage(params.page);
        return page !== null && page !== context.page;
      },
    },
  }).createMachine({
    id: options.id,
    context: ({ input }) => ({ page: readPage(input.page ?? 0) ?? 0, ...options.context(input) }) as TContext,
    initial: 'loading',
    on: {
      'page.show': {
        guard: { type: 'isAnotherPage', params: ({ event }) => ({ page: (event as { page: number }).page }) },
        target: '.loading',
        actions: { type: 'choosePage', params: ({ event }) => ({ page: (event as { page: number }).page }) },
      },
    },
    states: {
      loading: {
        description: 'Reading one page; the page shown before stays on screen meanwhile.',
        tags: ['loading'],
        invoke: {
          ...read,
          onDone: { target: loaded, actions: { type: 'showPage', params: ({ event }) => ({ page: event.output as TPage }) } },
          onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      [loaded]: { on: refresh ? { [refresh.event]: refresh.quiet ? 'refreshing' : 'loading' } : {} },
      ...(refresh?.quiet
        ? {
            refreshing: {
              description: 'Reads the page shown again, keeping it on screen; a failure keeps what was shown.',
              invoke: {
                ...read,
                onDone: { target: loaded, actions: { type: 'showPage', params: ({ event }) => ({ page: event.output as TPage }) } },
                onError: { target: loaded },
              },
              on: { [refresh.event]: { target: 'refreshing', reenter: true } },
            },
          }
        : {}),
      failed: {
        tags: ['failed'],
        on: { [retry]: 'loading', ...(refresh && !refresh.quiet ? { [refresh.event]: 'loading' } : {}) },
      },
    },
  });
  // setup() types the names it reads in the config; these are type parameters here, so the machine is typed as it would type them
  return machine as unknown as PagedListMachine<TContext, TInput, TPage, TLoader, TLoaded, TRetry, TRefresh, TQuiet>;
}
