import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type Page, type PageRequest, type ShownPageContext, errorMessage, pagedListMachine, shownPages, wholePage } from './paged-list.machine';

/** A loader whose every read the test answers, in any order (an older read may answer after a newer one). */
function fakeLoader<TPage>() {
  const reads: { input: PageRequest; answer: (page: TPage) => Promise<void>; fail: (error: unknown) => Promise<void> }[] = [];
  const settled = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  const logic = fromPromise<TPage, PageRequest>(
    ({ input }) =>
      new Promise<TPage>((resolve, reject) => {
        reads.push({
          input,
          answer: (page) => (resolve(page), settled()),
          fail: (error) => (reject(error), settled()),
        });
      }),
  );
  return { logic, reads, asked: () => reads.map((read) => read.input) };
}

const page = (n: number, items: string[], total: number): Page<string> => ({ items, page: n, pageSize: 2, total });

/** A list of letters, read again through `loading` on `refresh`. */
const lettersMachine = pagedListMachine({
  types: {} as { context: ShownPageContext<string>; input: { page?: number; pageSize: number }; page: Page<string> },
  id: 'letters',
  loader: 'loadLetters',
  loaded: 'loaded',
  retry: 'retry',
  refresh: { event: 'refresh', quiet: false },
  readPage: wholePage,
  ...shownPages<string>('Impossible de lire les lettres.'),
});

function letters(input: { page?: number; pageSize: number } = { pageSize: 2 }) {
  const loader = fakeLoader<Page<string>>();
  const actor = createActor(lettersMachine.provide({ actors: { loadLetters: loader.logic } }), { input }).start();
  const shown = () => actor.getSnapshot().context.shown?.items ?? null;
  return { actor, loader, shown, snapshot: () => actor.getSnapshot() };
}

interface QuietContext {
  page: number;
  pageSize: number;
  lines: string[];
  failure: string | null;
}

/** A list named otherwise, read again quietly (in `refreshing`), that ignores a page number that is no page. */
const quietMachine = pagedListMachine({
  types: {} as { context: QuietContext; input: { page?: number }; page: string[] },
  id: 'quiet',
  loader: 'loadLines',
  loaded: 'ready',
  retry: 'lines.retry',
  refresh: { event: 'lines.refresh', quiet: true },
  readPage: (page) => (Number.isInteger(page) && page >= 0 ? page : null),
  context: () => ({ pageSize: 3, lines: [], failure: null }),
  shown: (lines) => ({ lines, failure: null }),
  failed: (error) => ({ failure: errorMessage(error, 'Impossible de lire les lignes.') }),
});

function quiet(input: { page?: number } = {}) {
  const loader = fakeLoader<string[]>();
  const actor = createActor(quietMachine.provide({ actors: { loadLines: loader.logic } }), { input }).start();
  return { actor, loader, snapshot: () => actor.getSnapshot() };
}

describe('paged list skeleton', () => {
  it('reads the page of the input at once, under its id and the loader’s name, then rests in the state named for a read page', async () => {
    const { loader, shown, snapshot } = letters({ page: 1, pageSize: 2 });
    expect(lettersMachine.id).toBe('letters');
    expect(snapshot().value).toBe('loading');
    expect(snapshot().hasTag('loading')).toBe(true);
    expect(Object.keys(snapshot().children)).toEqual(['loadLetters']);
    expect(loader.asked()).toEqual([{ page: 1, pageSize: 2 }]);
    await loader.reads[0]!.answer(page(1, ['c', 'd'], 5));
    expect(snapshot().value).toBe('loaded');
    expect(snapshot().hasTag('loading')).toBe(false);
    expect(snapshot().context).toEqual({ page: 1, pageSize: 2, shown: page(1, ['c', 'd'], 5), error: null });
    expect(shown()).toEqual(['c', 'd']);
  });

  it('asks nothing for the page shown; another page keeps the shown one on screen while it loads', async () => {
    const { actor, loader, shown, snapshot } = letters();
    await loader.reads[0]!.answer(page(0, ['a', 'b'], 3));
    actor.send({ type: 'page.show', page: 0 });
    expect(loader.reads).toHaveLength(1);
    actor.send({ type: 'page.show', page: 1 });
    expect(snapshot().value).toBe('loading');
    expect(snapshot().context.page).toBe(1);
    expect(shown()).toEqual(['a', 'b']);
    await loader.reads[1]!.answer(page(1, ['c'], 3));
    expect(shown()).toEqual(['c']);
  });

  it('never shows a slower older page that answers after the page asked last', async () => {
    const { actor, loader, shown, snapshot } = letters();
    actor.send({ type: 'page.show', page: 1 });
    actor.send({ type: 'page.show', page: 2 });
    expect(loader.asked()).toEqual([
      { page: 0, pageSize: 2 },
      { page: 1, pageSize: 2 },
      { page: 2, pageSize: 2 },
    ]);
    // the older pages answer while the last one still loads: nothing changes
    await loader.reads[1]!.answer(page(1, ['c', 'd'], 6));
    expect(snapshot().value).toBe('loading');
    expect(shown()).toBeNull();
    await loader.reads[2]!.answer(page(2, ['e', 'f'], 6));
    await loader.reads[0]!.answer(page(0, ['a', 'b'], 6));
    expect(snapshot().value).toBe('loaded');
    expect(snapshot().context.page).toBe(2);
    expect(shown()).toEqual(['e', 'f']);
  });

  it('a failure shows its French message, else the fallback; retry reads the same page again', async () => {
    const { actor, loader, snapshot } = letters();
    await loader.reads[0]!.fail(new Error('Impossible de joindre le serveur.'));
    expect(snapshot().value).toBe('failed');
    expect(snapshot().hasTag('failed')).toBe(true);
    expect(snapshot().context.error).toBe('Impossible de joindre le serveur.');
    actor.send({ type: 'retry' });
    expect(snapshot().hasTag('loading')).toBe(true);
    await loader.reads[1]!.fail('not an Error');
    expect(snapshot().context.error).toBe('Impossible de lire les lettres.');
    actor.send({ type: 'retry' });
    await loader.reads[2]!.answer(page(0, [], 0));
    expect(snapshot().context).toEqual({ page: 0, pageSize: 2, shown: page(0, [], 0), error: null });
    expect(loader.asked()).toEqual([0, 1, 2].map(() => ({ page: 0, pageSize: 2 })));
  });

  it('refresh reads the page again through loading, from the page read or a failure; retry means nothing once read', async () => {
    const { actor, loader, snapshot } = letters();
    actor.send({ type: 'refresh' });
    expect(loader.reads).toHaveLength(1);
    await loader.reads[0]!.answer(page(0, ['a'], 1));
    actor.send({ type: 'retry' });
    expect(snapshot().value).toBe('loaded');
    actor.send({ type: 'refresh' });
    expect(snapshot().value).toBe('loading');
    await loader.reads[1]!.fail(new Error('hors ligne'));
    actor.send({ type: 'refresh' });
    expect(snapshot().value).toBe('loading');
    expect(loader.reads).toHaveLength(3);
  });

  it('reads a negative or fractional page as a whole page from 0, the first when the input names none', () => {
    expect(letters({ page: -3, pageSize: 2 }).loader.asked()).toEqual([{ page: 0, pageSize: 2 }]);
    expect(letters({ page: 2.7, pageSize: 2 }).loader.asked()).toEqual([{ page: 2, pageSize: 2 }]);
    expect(letters().loader.asked()).toEqual([{ page: 0, pageSize: 2 }]);
  });

  it('fails with the name of the loader the screen did not provide', async () => {
    const actor = createActor(lettersMachine, { input: { pageSize: 2 } }).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('loadLetters must be provided');
  });

  describe('read again quietly', () => {
    it('keeps the page on screen, without the loading tag, and a failure keeps what was shown', async () => {
      const { actor, loader, snapshot } = quiet();
      await loader.reads[0]!.answer(['x', 'y']);
      expect(snapshot().value).toBe('ready');
      actor.send({ type: 'lines.refresh' });
      expect(snapshot().value).toBe('refreshing');
      expect(snapshot().hasTag('loading')).toBe(false);
      await loader.reads[1]!.answer(['w', 'x', 'y']);
      expect(snapshot().value).toBe('ready');
      expect(snapshot().context.lines).toEqual(['w', 'x', 'y']);
      actor.send({ type: 'lines.refresh' });
      await loader.reads[2]!.fail(new Error('hors ligne'));
      expect(snapshot().value).toBe('ready');
      expect(snapshot().context).toEqual({ page: 0, pageSize: 3, lines: ['w', 'x', 'y'], failure: null });
    });

    it('a refresh while one reads starts over: the older read answering last is not shown', async () => {
      const { actor, loader, snapshot } = quiet();
      await loader.reads[0]!.answer(['x']);
      actor.send({ type: 'lines.refresh' });
      actor.send({ type: 'lines.refresh' });
      expect(loader.reads).toHaveLength(3);
      await loader.reads[2]!.answer(['new']);
      await loader.reads[1]!.answer(['old']);
      expect(snapshot().context.lines).toEqual(['new']);
    });

    it('a page asked while the page shown is read again replaces that read, through loading', async () => {
      const { actor, loader, snapshot } = quiet();
      await loader.reads[0]!.answer(['x']);
      actor.send({ type: 'lines.refresh' });
      actor.send({ type: 'page.show', page: 1 });
      expect(snapshot().value).toBe('loading');
      expect(loader.asked().at(-1)).toEqual({ page: 1, pageSize: 3 });
      await loader.reads[1]!.answer(['refreshed page 0']);
      expect(snapshot().value).toBe('loading');
      await loader.reads[2]!.answer(['page 1']);
      expect(snapshot().context.lines).toEqual(['page 1']);
    });

    it('ignores what is no page, starts on the first when the input names none, and refresh neither loading nor a failure', async () => {
      const { actor, loader, snapshot } = quiet({ page: -1 });
      expect(loader.asked()).toEqual([{ page: 0, pageSize: 3 }]);
      actor.send({ type: 'lines.refresh' });
      await loader.reads[0]!.fail(new Error(''));
      expect(snapshot().context.failure).toBe('Impossible de lire les lignes.');
      for (const page of [-1, 1.5, Number.NaN]) actor.send({ type: 'page.show', page });
      actor.send({ type: 'lines.refresh' });
      expect(snapshot().value).toBe('failed');
      expect(loader.reads).toHaveLength(1);
      actor.send({ type: 'lines.retry' });
      await loader.reads[1]!.answer(['x']);
      expect(snapshot().context).toEqual({ page: 0, pageSize: 3, lines: ['x'], failure: null });
    });
  });
});
