import { maxPayout } from './max-payout';
import { LINE_RULES, type SettledBet, payoutCap, settlementOption } from './settlement';

/**
 * 'Gain maximal possible' of several bets: the most they can really pay together. Bets on different draws
 * reach their maxima independently, so their maxima add up; bets on one draw share its 5 winning (and 5
 * machine) numbers, and their total is the best over that draw's results, which may be less than the sum
 * of their maxima (two perms of 6 on different numbers cannot both have 5 numbers drawn).
 */
export interface SelectionMaxPayout {
  amount: number;
  /**
   * false when a draw holds bets too entangled to search within the budget: `amount` is then the sum of
   * their maxima, an upper bound ('au plus').
   */
  exact: boolean;
  /** the sum of each bet's own maximum: more than `amount` when bets on one draw compete for its numbers */
  sumOfMaxima: number;
  /** each bet's own maximum, in the order given */
  maxima: number[];
}

/** A bet with its draw (a basket item, a ticket's bet). */
export type DrawnBet = SettledBet & { country: string; drawAt: string };

/** How many balls the search places, at most, on one draw before giving up exactness. */
export const SEARCH_BUDGET = 100_000;

const cache = new Map<string, DrawMaxPayout>();
const CACHE_SIZE = 64;

export function selectionMaxPayout(bets: readonly DrawnBet[]): SelectionMaxPayout {
  const byDraw = new Map<string, number[]>();
  bets.forEach((bet, i) => {
    const key = `${bet.country}/${Date.parse(bet.drawAt)}`;
    const group = byDraw.get(key);
    if (group) group.push(i);
    else byDraw.set(key, [i]);
  });
  let amount = 0;
  let exact = true;
  let sumOfMaxima = 0;
  const maxima = bets.map(() => 0);
  for (const group of byDraw.values()) {
    const result = cachedDrawMaxPayout(group.map((i) => bets[i]!));
    amount += result.amount;
    exact &&= result.exact;
    sumOfMaxima += result.sumOfMaxima;
    group.forEach((i, at) => (maxima[i] = result.maxima[at]!));
  }
  return { amount, exact, sumOfMaxima, maxima };
}

function cachedDrawMaxPayout(bets: readonly SettledBet[]): DrawMaxPayout {
  const key = JSON.stringify(bets.map((b) => [b.betType, b.betOption, b.gameMode, b.baseStake, b.combinations]));
  const known = cache.get(key);
  if (known) return known;
  const result = drawMaxPayout(bets);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, result);
  return result;
}

export type DrawMaxPayout = SelectionMaxPayout;

interface Line {
  bet: number;
  /** its numbers among the kept vertices */
  vertices: number[];
  weight: number;
}

interface Priced {
  window: number;
  need: number;
  win: number;
  mac: number | null;
  stake: number;
  cap: number;
  /** its own 'Gain maximal possible' */
  most: number;
  lines: number[];
  /** lines × weight: what every line of the bet would count */
  allLines: number;
  /** the most lines one draw can win (Infinity when unknown) */
  mostLines: number;
  /** topDegrees[r]: the most lines r more balls could touch */
  topDegrees: number[];
}

class OverBudget extends Error {}

/**
 * The most bets on one draw can pay together over every result of that draw (winning and machine numbers,
 * two independent draws of 5 distinct balls, in drawn order), under settlement's rules.
 *
 * The search places the winning numbers, then the machine numbers, one block of positions at a time: a
 * block ends where some bet's window ends (the first 1, 2, 3, 4 or 5 numbers), so within a block the order
 * does not matter and each set is tried once. Only the bets' numbers are tried (any other ball is filler),
 * and numbers no bet can tell apart (swapping them maps every bet's lines onto themselves, like the numbers
 * of one perm) are taken in order, 5 of each (10 when a bet is in double chance). It stops at the sum of
 * the bets' own maxima, prunes with bounds from them, and gives up past SEARCH_BUDGET placements.
 */
export function drawMaxPayout(bets: readonly SettledBet[], budget = SEARCH_BUDGET): DrawMaxPayout {
  const maxima = bets.map((b) => maxPayout(b));
  const sumOfMaxima = maxima.reduce((sum, m) => sum + m, 0);
  const played = bets.filter((b) => b.combinations.length > 0);
  if (played.length <= 1) return { amount: sumOfMaxima, exact: true, sumOfMaxima, maxima };
  try {
    const amount = search(played, played.map((b) => maxima[bets.indexOf(b)]!), sumOfMaxima, budget);
    return { amount, exact: true, sumOfMaxima, maxima };
  } catch (error) {
    if (error instanceof OverBudget) return { amount: sumOfMaxima, exact: false, sumOfMaxima, maxima };
    throw error;
  }
}

function lineKey(balls: readonly number[]): string {
  return [...balls].sort((a, b) => a - b).join(',');
}

function search(bets: readonly SettledBet[], maxima: readonly number[], ceiling: number, budget: number): number {
  const anyMac = bets.some((b) => settlementOption(b).macMultiplier !== null);
  const priced: Priced[] = bets.map((b, i) => {
    const option = settlementOption(b);
    const rule = LINE_RULES[option.id];
    return {
      window: rule.window,
      need: b.combinations[0]!.length - rule.misses,
      win: option.multiplier,
      mac: option.macMultiplier,
      stake: b.baseStake,
      cap: payoutCap(b.baseStake),
      most: maxima[i]!,
      mostLines: mostLinesOf(b, maxima[i]!),
      lines: [],
      allLines: 0,
      topDegrees: [],
    };
  });

  // Each bet's distinct lines with how many times it plays them, and which lines hold each ball.
  const lineWeights = bets.map((b) => {
    const weights = new Map<string, number>();
    for (const line of b.combinations) weights.set(lineKey(line), (weights.get(lineKey(line)) ?? 0) + 1);
    return weights;
  });
  const incident = new Map<number, { bet: number; key: string }[]>();
  lineWeights.forEach((weights, bet) => {
    for (const key of weights.keys()) {
      for (const ball of key.split(',').map(Number)) {
        const list = incident.get(ball);
        if (list) list.push({ bet, key });
        else incident.set(ball, [{ bet, key }]);
      }
    }
  });
  const balls = [...incident.keys()].sort((a, b) => a - b);

  const swapped = (key: string, a: number, b: number) =>
    lineKey(key.split(',').map((n) => (Number(n) === a ? b : Number(n) === b ? a : Number(n))));
  const swapKeeps = (a: number, b: number) =>
    [...incident.get(a)!, ...incident.get(b)!].every(({ bet, key }) => lineWeights[bet]!.get(swapped(key, a, b)) === lineWeights[bet]!.get(key));

  // Classes of interchangeable balls (swaps that keep every bet's lines form a group, so testing against one
  // member of each class is enough), keeping the first `keep` of each; the classes whose balls are in the
  // most lines first, so that good draws come early and bound the rest.
  const keep = anyMac ? 10 : 5;
  const classes: number[][] = [];
  for (const ball of balls) {
    const found = classes.find((members) => swapKeeps(members[0]!, ball));
    if (found) found.push(ball);
    else classes.push([ball]);
  }
  classes.sort((a, b) => incident.get(b[0]!)!.length - incident.get(a[0]!)!.length);
  const vertexOf = new Map<number, number>();
  const previous: number[] = [];
  for (const members of classes) {
    members.slice(0, keep).forEach((ball, at) => {
      vertexOf.set(ball, previous.length);
      previous.push(at === 0 ? -1 : previous.length - 1);
    });
  }
  const vertexCount = previous.length;

  const lines: Line[] = [];
  lineWeights.forEach((weights, bet) => {
    for (const [key, weight] of weights) {
      priced[bet]!.allLines += weight;
      const vertices = key
        .split(',')
        .map((n) => vertexOf.get(Number(n)))
        .filter((v): v is number => v !== undefined);
      if (vertices.length < priced[bet]!.need) continue;
      priced[bet]!.lines.push(lines.length);
      lines.push({ bet, vertices, weight });
    }
  });
  const linesOf: number[][] = Array.from({ length: vertexCount }, () => []);
  lines.forEach((line, l) => line.vertices.forEach((v) => linesOf[v]!.push(l)));
  // Which windows each vertex matters to (a bit per window), on the winning and on the machine numbers.
  const windowsWin = new Uint8Array(vertexCount);
  const windowsMac = new Uint8Array(vertexCount);
  lines.forEach((line) => {
    const p = priced[line.bet]!;
    for (const v of line.vertices) {
      windowsWin[v]! |= 1 << p.window;
      if (p.mac !== null) windowsMac[v]! |= 1 << p.window;
    }
  });
  // The most lines of a bet r more balls could add: its r busiest numbers' lines.
  priced.forEach((p) => {
    const degrees = Array.from({ length: vertexCount }, () => 0);
    for (const l of p.lines) for (const v of lines[l]!.vertices) degrees[v]! += lines[l]!.weight;
    degrees.sort((x, y) => y - x);
    p.topDegrees = [0];
    for (let r = 0; r < 5; r++) p.topDegrees.push(p.topDegrees[r]! + (degrees[r] ?? 0));
  });

  const macBets = priced.map((p, i) => (p.mac === null ? -1 : i)).filter((i) => i >= 0);
  const winBlocks = blocksOf(priced.map((p) => p.window));
  const macBlocks = blocksOf(macBets.map((i) => priced[i]!.window));

  const hitsWin = new Int8Array(lines.length);
  const hitsMac = new Int8Array(lines.length);
  const wonWin = new Float64Array(bets.length);
  const wonMac = new Float64Array(bets.length);
  const usedWin = new Uint8Array(vertexCount);
  const usedMac = new Uint8Array(vertexCount);
  let placedWin = 0;
  let placedMac = 0;
  let placements = 0;
  let best = Math.max(...maxima);

  const payout = (b: number, macLines: number) => {
    const p = priced[b]!;
    return Math.min(p.cap, p.stake * (p.win * wonWin[b]! + (p.mac ?? 0) * macLines));
  };
  /**
   * What bet b can still pay. Its lines won on the winning numbers: known once its window is placed, else at
   * most those won so far and those its remaining balls could add; on the machine numbers: at most the lines
   * not won, and the most one draw can win.
   */
  const boundOf = (b: number, winKnown: boolean, macKnown: boolean) => {
    const p = priced[b]!;
    const won = winKnown ? wonWin[b]! : Math.min(p.mostLines, wonWin[b]! + p.topDegrees[Math.max(0, p.window - placedWin)]!);
    if (p.mac === null) return Math.min(p.most, p.cap, p.stake * p.win * won);
    const machine = macKnown ? wonMac[b]! : Math.min(p.mostLines, p.allLines - wonWin[b]!);
    return Math.min(p.most, p.cap, p.stake * (p.win * won + p.mac * machine));
  };
  const bound = (winPlaced: number, macPlaced: number) => {
    let total = 0;
    for (let b = 0; b < priced.length; b++) total += boundOf(b, priced[b]!.window <= winPlaced, priced[b]!.window <= macPlaced);
    return total;
  };

  const place = (v: number, upTo: number, machine: boolean) => {
    if (++placements > budget) throw new OverBudget();
    const hits = machine ? hitsMac : hitsWin;
    for (const l of linesOf[v]!) {
      const line = lines[l]!;
      const p = priced[line.bet]!;
      if (p.window < upTo || (machine && p.mac === null)) continue;
      const count = hits[l]! + 1;
      hits[l] = count;
      if (count === p.need && !(machine && hitsWin[l]! >= p.need)) (machine ? wonMac : wonWin)[line.bet]! += line.weight;
    }
  };
  const unplace = (v: number, upTo: number, machine: boolean) => {
    const hits = machine ? hitsMac : hitsWin;
    for (const l of linesOf[v]!) {
      const line = lines[l]!;
      const p = priced[line.bet]!;
      if (p.window < upTo || (machine && p.mac === null)) continue;
      const count = hits[l]!;
      hits[l] = count - 1;
      if (count === p.need && !(machine && hitsWin[l]! >= p.need)) (machine ? wonMac : wonWin)[line.bet]! -= line.weight;
    }
  };

  // A block of positions takes only numbers that matter to a bet whose window ends with it: a number that
  // does not is as well placed in a later block, which has room for it if this one had (the first k numbers
  // hold at most k). The machine numbers come once the winning ones are placed: a number among the winning
  // ones is told apart from the others of its class; the others are taken in order.
  const macCanonical = (v: number) => usedWin[v] === 1 || previous[v] === -1 || usedWin[previous[v]!] === 1 || usedMac[previous[v]!] === 1;
  const placeMac = (block: number, from: number): boolean => {
    const placed = block === 0 ? 0 : macBlocks[block - 1]!;
    if (bound(5, placed) <= best) return false;
    if (block === macBlocks.length) {
      let total = 0;
      for (let b = 0; b < priced.length; b++) total += payout(b, wonMac[b]!);
      best = Math.max(best, total);
      return best >= ceiling;
    }
    const upTo = macBlocks[block]!;
    for (let v = from; placedMac < upTo && v < vertexCount; v++) {
      if (usedMac[v] || !(windowsMac[v]! & (1 << upTo)) || !macCanonical(v)) continue;
      usedMac[v] = 1;
      placedMac++;
      place(v, upTo, true);
      const done = placeMac(block, v + 1);
      unplace(v, upTo, true);
      placedMac--;
      usedMac[v] = 0;
      if (done) return true;
    }
    return placeMac(block + 1, 0);
  };

  const winCanonical = (v: number) => previous[v] === -1 || usedWin[previous[v]!] === 1;
  const placeWin = (block: number, from: number): boolean => {
    const placed = block === 0 ? 0 : winBlocks[block - 1]!;
    if (bound(placed, 0) <= best) return false;
    if (block === winBlocks.length) {
      if (macBlocks.length > 0) return placeMac(0, 0);
      let total = 0;
      for (let b = 0; b < priced.length; b++) total += payout(b, 0);
      best = Math.max(best, total);
      return best >= ceiling;
    }
    const upTo = winBlocks[block]!;
    for (let v = from; placedWin < upTo && v < vertexCount; v++) {
      if (usedWin[v] || !(windowsWin[v]! & (1 << upTo)) || !winCanonical(v)) continue;
      usedWin[v] = 1;
      placedWin++;
      place(v, upTo, false);
      const done = placeWin(block, v + 1);
      unplace(v, upTo, false);
      placedWin--;
      usedWin[v] = 0;
      if (done) return true;
    }
    return placeWin(block + 1, 0);
  };

  if (best < ceiling) placeWin(0, 0);
  return best;
}

/**
 * The most lines of a bet one draw can win: what it pays at most in normal mode divided by its price per
 * line (Infinity when that maximum is the cap, which hides the count).
 */
function mostLinesOf(bet: SettledBet, most: number): number {
  const normal = bet.gameMode === 'normal' ? bet : { ...bet, gameMode: 'normal' as const };
  const normalMost = normal === bet ? most : maxPayout(normal);
  return normalMost >= payoutCap(bet.baseStake) ? Infinity : normalMost / (bet.baseStake * settlementOption(normal).multiplier);
}

/** The ends of the blocks of positions: the distinct windows, ascending (e.g. [1, 5]). */
function blocksOf(windows: readonly number[]): number[] {
  return [...new Set(windows)].sort((a, b) => a - b);
}
