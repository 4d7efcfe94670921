import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { NO_DRAW_STATUSES } from '../../src/game/draw-sales';
import { NOTHING_TO_REPLAY, NO_OPEN_DRAW, type ReplayBet } from '../../src/game/replay';
import { exclusionText } from '../../src/game/responsible-gaming';
import { type ReplayInput, replayMachine } from './replay.machine';
import { replayProjection, selectDrawOptions, selectNotice, selectPreview } from './replay.selectors';

/** Monday 23 Nov 2026, 10:00 UTC: Togo's 9h has passed, its 13h and 18h are to come. */
const NOW = '2026-11-23T10:00:00Z';
const togoTuesday18h = { country: 'TG', day: 'mardi', time: '18h', drawAt: '2026-11-17T18:00:00.000Z' } as const;

const duo: ReplayBet = { betType: 'duo', betOption: 'direct', gameMode: 'normal', combinations: [[12, 34]], baseStake: 500, draw: togoTuesday18h };
const solo: ReplayBet = { betType: 'solo', betOption: 'direct', gameMode: 'normal', combinations: [[7], [45]], baseStake: 100, draw: togoTuesday18h };
const trio: ReplayBet = { betType: 'trio', betOption: 'direct', gameMode: 'normal', combinations: [[5, 50, 89]], baseStake: 200, draw: togoTuesday18h };
/** An option the solo no longer offers. */
const stale: ReplayBet = { ...solo, betOption: 'turbo2' };

function start(overrides: Partial<ReplayInput> = {}) {
  const addToBasket = vi.fn();
  const actor = createActor(replayMachine.provide({ actions: { addToBasket: (_, params) => addToBasket(params) } }), {
    input: { code: 'LA-7K3M-Q9TX-2HBD', bets: [duo, solo, trio], now: NOW, statuses: NO_DRAW_STATUSES, exclusion: null, ...overrides },
  }).start();
  return { actor, addToBasket, view: () => replayProjection(actor.getSnapshot()) };
}

describe('replay machine', () => {
  it('preselects the next open draw of the same slot and offers the open draws of the country', () => {
    const { actor, view } = start();
    expect(view()).toMatchObject({ step: 'choosing', target: '2026-11-24T18:00:00.000Z', draws: 18, preview: 3, canConfirm: true, refused: [] });
    const options = selectDrawOptions(actor.getSnapshot());
    expect(options[0]).toEqual({ value: '2026-11-23T13:00:00.000Z', label: 'Togo · Lundi 23 nov. 2026 à 13h' });
  });

  it("'Ajouter au panier' adds each item with the screen's ids and says so", () => {
    const { actor, addToBasket, view } = start();
    actor.send({ type: 'replay.confirm', ids: ['a', 'b', 'c'] });
    expect(view()).toMatchObject({ step: 'added', added: ['a', 'b', 'c'], notice: '3 paris ajoutés au panier pour le tirage Togo · Mardi 24 nov. 2026 à 18h.' });
    expect(addToBasket).toHaveBeenCalledTimes(1);
    const { items } = addToBasket.mock.calls[0]![0] as { items: { id: string; drawAt: string; totalStake: number }[] };
    expect(items.map((item) => [item.id, item.drawAt, item.totalStake])).toEqual([
      ['a', '2026-11-24T18:00:00.000Z', 500],
      ['b', '2026-11-24T18:00:00.000Z', 200],
      ['c', '2026-11-24T18:00:00.000Z', 200],
    ]);
  });

  it('lets the player pick another open draw of the country, and ignores a draw not offered', () => {
    const { actor, addToBasket, view } = start();
    actor.send({ type: 'target.choose', drawAt: '2026-11-23T09:00:00.000Z' });
    expect(view().target).toBe('2026-11-24T18:00:00.000Z');
    actor.send({ type: 'target.choose', drawAt: '2026-11-23T13:00:00.000Z' });
    expect(view().target).toBe('2026-11-23T13:00:00.000Z');
    actor.send({ type: 'replay.confirm', ids: ['a', 'b', 'c'] });
    expect(selectNotice(actor.getSnapshot())).toBe('3 paris ajoutés au panier pour le tirage Togo · Lundi 23 nov. 2026 à 13h.');
    expect((addToBasket.mock.calls[0]![0] as { items: { day: string; time: string }[] }).items[0]).toMatchObject({ day: 'lundi', time: '13h' });
  });

  it('leaves out the bets that no longer pass, saying why, and adds the others', () => {
    const { actor, view } = start({ bets: [stale, duo] });
    expect(selectPreview(actor.getSnapshot())?.refused).toEqual([{ index: 0, label: 'Solo Turbo 2', reason: "L'option Turbo 2 n'est plus proposée pour ce pari." }]);
    actor.send({ type: 'replay.confirm', ids: ['a', 'b'] });
    expect(view()).toMatchObject({ step: 'added', added: ['b'], refused: ["L'option Turbo 2 n'est plus proposée pour ce pari."] });
    expect(view().notice).toBe('1 pari ajouté au panier pour le tirage Togo · Mardi 24 nov. 2026 à 18h.');
  });

  it('has nothing to replay when every bet is refused', () => {
    const { addToBasket, actor, view } = start({ bets: [stale] });
    expect(view()).toMatchObject({ step: 'nothing', nothing: NOTHING_TO_REPLAY, canConfirm: false });
    actor.send({ type: 'replay.confirm', ids: ['a'] });
    expect(addToBasket).not.toHaveBeenCalled();
  });

  it('has nothing to replay when no draw of the country is on sale', () => {
    const ghana = { country: 'GH', day: 'lundi', time: '19h', drawAt: '2026-11-16T19:00:00.000Z' } as const;
    // every Ghana draw of the coming weeks closed
    const statuses = Object.fromEntries(
      Array.from({ length: 35 }, (_, i) => [`GH@${new Date(Date.parse('2026-11-23T19:00:00Z') + i * 86_400_000).toISOString()}`, 'closed' as const]),
    );
    const { view } = start({ bets: [{ ...duo, draw: ghana }], statuses });
    expect(view()).toMatchObject({ step: 'nothing', nothing: NO_OPEN_DRAW });
  });

  it('refuses an excluded player', () => {
    const text = exclusionText({ until: null }, 'Africa/Lome');
    const { actor, addToBasket, view } = start({ exclusion: text });
    expect(view()).toMatchObject({ step: 'excluded', exclusion: 'Vous êtes exclu du jeu définitivement.', canConfirm: false });
    actor.send({ type: 'replay.confirm', ids: ['a', 'b', 'c'] });
    expect(addToBasket).not.toHaveBeenCalled();
  });

  it('refuses a player whose exclusion is read after the dialog opened', () => {
    const { actor, addToBasket, view } = start();
    actor.send({ type: 'player.excluded', text: 'Vous êtes exclu du jeu définitivement.' });
    expect(view()).toMatchObject({ step: 'excluded', exclusion: 'Vous êtes exclu du jeu définitivement.' });
    actor.send({ type: 'replay.confirm', ids: ['a', 'b', 'c'] });
    expect(addToBasket).not.toHaveBeenCalled();
  });

  it("'Annuler' closes the dialog", () => {
    const { actor, view } = start();
    actor.send({ type: 'replay.cancel' });
    expect(view().step).toBe('cancelled');
    expect(actor.getSnapshot().status).toBe('done');
  });
});
