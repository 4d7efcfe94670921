import { BALLS, BALL_MAX } from './combinations';
import { MAX_WIN_MULTIPLIER } from './options';
import { LINE_RULES, type SettledBet, payoutCap, settlementOption } from './settlement';

/**
 * 'Gain maximal possible': the most a bet can really pay over every possible draw under DESIGN §9's
 * rules, capped at 50 000 × its base stake (a perm of 6 numbers: 10 of its 15 couples; a banker
 * against all 89: 4 couples; a jackpot of 10 numbers, direct: 1 line).
 *
 * Under every option a line wins when enough of its numbers are among a set T of drawn numbers
 * (the first k drawn: k = 1 first position, 2–4 turbo, 5 direct and jackpot turbo), so the question is
 * which set T of k balls satisfies the most lines. The winning and machine draws are independent (two
 * separate draws; a number may come out in both), so in double chance T_win and T_mac are chosen
 * independently: a line pays the win multiplier if T_win satisfies it, else the MAC one if T_mac does.
 *
 * Exactness without trying all C(90, 5) sets:
 * 1. Only the bet's numbers matter (any other ball in T satisfies nothing), and T may hold fewer than
 *    k of them (the rest is filler).
 * 2. Interchangeable numbers (swapping the two maps the bet's lines onto themselves: the 89 base
 *    numbers of a banker, the numbers of a perm) form classes; T_win and T_mac together use at most 2k
 *    numbers of a class, so keeping 2k of each (k in normal mode) loses nothing.
 * 3. The numbers of T that satisfied lines cover split into pieces connected through those lines;
 *    each piece is a connected set (two numbers are adjacent when they share a line) of at most k
 *    numbers, and disjoint pieces never share a line. So the best T is the best packing of disjoint
 *    connected sets, each enumerated once (ESU, Wernicke 2006).
 * 4. Double chance: for a win set A of lines, the MAC side is the best packing counting only lines
 *    outside A. Branch and bound over win packings, best first (and only those taking the first
 *    numbers of each class), stops at the first total that no other can beat.
 */
export function maxPayout(bet: SettledBet): number {
  if (bet.combinations.length === 0) return 0;
  const option = settlementOption(bet);
  const { window, misses } = LINE_RULES[option.id];
  const { multiplier, macMultiplier } = option;
  const problem = reduce(bet.combinations, misses, macMultiplier === null ? window : 2 * window);
  const pieces = connectedPieces(problem, window);
  const most =
    macMultiplier === null
      ? multiplier * bestPacking(pieces, window, problem.vertexCount, (p) => p.value, Math.ceil(MAX_WIN_MULTIPLIER / multiplier))
      : bestWinAndMac(problem, pieces, window, multiplier, macMultiplier);
  return Math.min(most * bet.baseStake, payoutCap(bet.baseStake));
}

interface Problem {
  vertexCount: number;
  /** how many numbers of a line must be in T (the same for every line of a bet) … */
  need: number;
  /** … and how many may be missing (jackpot turbo: 1) */
  misses: number;
  lineVertices: number[][];
  /** how many times the bet plays each line */
  weights: number[];
  adjacent: number[][];
  /** each line under the key of every `need` of its numbers: a T holding exactly those satisfies it */
  traces: Map<number, number[]>;
  /** the kept vertex before this one in its class of interchangeable ones, or -1 */
  previous: number[];
}

/** A connected set of numbers and the lines it satisfies on its own. */
interface Piece {
  size: number;
  /** the sum of its vertices: among equals, the first numbers of each class come first */
  rank: number;
  vertices: number[];
  lines: number[];
  value: number;
}

/**
 * A line's key: the product of one prime per ball. Exact (5 primes ≤ 467 multiply to < 2^53),
 * independent of order, and a swap of two balls is one division and one multiplication.
 */
const PRIMES = firstPrimes(BALL_MAX + 1);
const HINT_MODULUS = 2_147_483_647;

function firstPrimes(count: number): number[] {
  const primes: number[] = [];
  for (let n = 2; primes.length < count; n++) if (primes.every((p) => p * p > n || n % p !== 0)) primes.push(n);
  return primes;
}

interface BetLine {
  balls: readonly number[];
  key: number;
  weight: number;
}

/** The bet's lines over its numbers, keeping at most `keep` numbers of each class of interchangeable ones. */
function reduce(combinations: readonly (readonly number[])[], misses: number, keep: number): Problem {
  const lineAt = new Map<number, number>();
  const lines: BetLine[] = [];
  for (const balls of combinations) {
    const key = balls.reduce((product, b) => product * PRIMES[b]!, 1);
    const at = lineAt.get(key);
    if (at === undefined) {
      lineAt.set(key, lines.length);
      lines.push({ balls, key, weight: 1 });
    } else lines[at]!.weight++;
  }
  const incident: number[][] = Array.from({ length: BALL_MAX + 1 }, () => []);
  lines.forEach((line, i) => line.balls.forEach((b) => incident[b]!.push(i)));
  const balls = BALLS.filter((b) => incident[b]!.length > 0);

  const classOf = interchangeableClasses(balls, lines, incident, lineAt);
  const index = new Int32Array(BALL_MAX + 1).fill(-1);
  const keptInClass = new Int32Array(BALL_MAX + 1);
  const lastInClass = new Int32Array(BALL_MAX + 1).fill(-1);
  const previous: number[] = [];
  for (const b of balls) {
    const c = classOf[b]!;
    if (keptInClass[c]! >= keep) continue;
    keptInClass[c]!++;
    index[b] = previous.length;
    previous.push(lastInClass[c]!);
    lastInClass[c] = index[b]!;
  }
  const vertexCount = previous.length;
  const need = (lines[0]?.balls.length ?? 0) - misses;
  const problem: Problem = { vertexCount, need, misses, lineVertices: [], weights: [], adjacent: [], traces: new Map(), previous };
  const neighbours: Set<number>[] = Array.from({ length: vertexCount }, () => new Set());
  for (const line of lines) {
    const vertices = line.balls.map((b) => index[b]!).filter((v) => v >= 0);
    if (vertices.length < need) continue;
    const l = problem.lineVertices.length;
    problem.lineVertices.push(vertices);
    problem.weights.push(line.weight);
    for (const mask of SUBSETS[vertices.length]![need]!) {
      const key = vertices.reduce((product, v, i) => (mask & (1 << i) ? product * PRIMES[v]! : product), 1);
      const traced = problem.traces.get(key);
      if (traced) traced.push(l);
      else problem.traces.set(key, [l]);
    }
    for (const v of vertices) for (const u of vertices) if (u !== v) neighbours[v]!.add(u);
  }
  problem.adjacent = neighbours.map((s) => [...s]);
  return problem;
}

/** For each ball, its class of interchangeable balls (named by one of them). */
function interchangeableClasses(balls: readonly number[], lines: readonly BetLine[], incident: readonly number[][], lineAt: ReadonlyMap<number, number>): Int32Array {
  const parent = Int32Array.from({ length: BALL_MAX + 1 }, (_, b) => b);
  const find = (b: number): number => {
    while (parent[b] !== b) b = parent[b] = parent[parent[b]!]!;
    return b;
  };
  const union = (a: number, b: number) => {
    parent[find(b)] = find(a);
  };

  const swapKeeps = (a: number, b: number) => {
    const keeps = (i: number) => {
      const { key, weight } = lines[i]!;
      const hasA = key % PRIMES[a]! === 0;
      if (hasA && key % PRIMES[b]! === 0) return true;
      const at = lineAt.get(hasA ? (key / PRIMES[a]!) * PRIMES[b]! : (key / PRIMES[b]!) * PRIMES[a]!);
      return at !== undefined && lines[at]!.weight === weight;
    };
    return incident[a]!.every(keeps) && incident[b]!.every(keeps);
  };
  // Balls that never share a line: those whose lines minus themselves coincide have the same hint
  // (a hash of those lines), and the swap test decides within a hint.
  const byHint = new Map<number, number[]>();
  for (const b of balls) {
    let hint = incident[b]!.length;
    for (const i of incident[b]!) hint = (hint + ((lines[i]!.key / PRIMES[b]!) % HINT_MODULUS) * lines[i]!.weight) % HINT_MODULUS;
    const representatives = byHint.get(hint);
    const twin = representatives?.find((r) => swapKeeps(r, b));
    if (twin !== undefined) union(twin, b);
    else if (representatives) representatives.push(b);
    else byHint.set(hint, [b]);
  }
  // Balls that share a line: try the swap.
  for (const line of lines) {
    for (let i = 0; i < line.balls.length; i++) {
      for (let j = i + 1; j < line.balls.length; j++) {
        const a = line.balls[i]!;
        const b = line.balls[j]!;
        if (find(a) !== find(b) && swapKeeps(a, b)) union(a, b);
      }
    }
  }
  const classOf = new Int32Array(BALL_MAX + 1);
  for (const b of balls) classOf[b] = find(b);
  return classOf;
}

/** SUBSETS[n][r]: the bit masks of the r-subsets of n items (n ≤ 5). */
const SUBSETS: number[][][] = Array.from({ length: 6 }, (_, n) =>
  Array.from({ length: 6 }, (_, r) => Array.from({ length: 1 << n }, (_, mask) => mask).filter((mask) => bitCount(mask) === r)),
);

function bitCount(mask: number): number {
  let count = 0;
  for (let m = mask; m > 0; m >>= 1) count += m & 1;
  return count;
}

function countIn(vertices: readonly number[], inSet: Uint8Array): number {
  let count = 0;
  for (const v of vertices) count += inSet[v]!;
  return count;
}

/**
 * Every connected set of at most k vertices that satisfies a line, with the lines it satisfies,
 * best first. Adding w to a set S satisfies the lines whose numbers in S ∪ {w} are exactly a
 * `need`-subset holding w: found by key, without scanning w's lines.
 */
function connectedPieces(problem: Problem, k: number): Piece[] {
  const { vertexCount, need, misses, lineVertices, weights, adjacent, traces } = problem;
  const blocked = new Int32Array(vertexCount);
  const inSet = new Uint8Array(vertexCount);
  const chosen: number[] = [];
  const satisfied: number[] = [];
  const addedAt: number[] = [];
  let value = 0;
  const pieces: Piece[] = [];

  const add = (w: number) => {
    inSet[w] = 1;
    let added = 0;
    for (const mask of SUBSETS[chosen.length]![need - 1]!) {
      let key = PRIMES[w]!;
      for (let i = 0; i < chosen.length; i++) if (mask & (1 << i)) key *= PRIMES[chosen[i]!]!;
      const traced = traces.get(key);
      if (traced === undefined) continue;
      for (const l of traced) {
        // With misses allowed, a line already had `need` numbers in S unless its last one is w.
        if (misses > 0 && countIn(lineVertices[l]!, inSet) !== need) continue;
        satisfied.push(l);
        value += weights[l]!;
        added++;
      }
    }
    chosen.push(w);
    addedAt.push(added);
    blocked[w]!++;
    for (const u of adjacent[w]!) blocked[u]!++;
  };
  const remove = () => {
    const w = chosen.pop()!;
    for (let added = addedAt.pop()!; added > 0; added--) value -= weights[satisfied.pop()!]!;
    for (const u of adjacent[w]!) blocked[u]!--;
    blocked[w]!--;
    inSet[w] = 0;
  };
  // ESU: each connected set is reached once, from its smallest vertex.
  const extend = (extension: number[], root: number) => {
    if (value > 0) pieces.push({ size: chosen.length, vertices: [...chosen], lines: [...satisfied], value, rank: chosen.reduce((sum, v) => sum + v, 0) });
    if (chosen.length === k) return;
    const pending = [...extension];
    while (pending.length > 0) {
      const w = pending.pop()!;
      const next = [...pending];
      for (const u of adjacent[w]!) if (u > root && blocked[u] === 0) next.push(u);
      add(w);
      extend(next, root);
      remove();
    }
  };
  for (let root = 0; root < vertexCount; root++) {
    add(root);
    extend(
      adjacent[root]!.filter((u) => u > root),
      root,
    );
    remove();
  }
  return pieces.sort((a, b) => b.value - a.value || a.size - b.size || a.rank - b.rank);
}

/**
 * The largest total of `valueOf` over disjoint pieces holding at most k vertices in all, stopping at
 * `ceiling`. `valueOf` never exceeds a piece's own value, by which the pieces are sorted and bounded.
 */
function bestPacking(pieces: readonly Piece[], k: number, vertexCount: number, valueOf: (piece: Piece) => number, ceiling: number): number {
  const bound = roomBound(pieces, k);
  const target = Math.min(ceiling, bound[k]!);
  const used = new Uint8Array(vertexCount);
  let best = 0;
  const search = (start: number, room: number, total: number): boolean => {
    if (total > best) best = total;
    if (best >= target) return true;
    for (let i = start; i < pieces.length; i++) {
      const piece = pieces[i]!;
      if (total + piece.value + bound[room]! <= best) break;
      if (piece.size > room || piece.vertices.some((v) => used[v])) continue;
      const value = valueOf(piece);
      if (value === 0 || total + value + bound[room - piece.size]! <= best) continue;
      for (const v of piece.vertices) used[v] = 1;
      const done = search(i + 1, room - piece.size, total + value);
      for (const v of piece.vertices) used[v] = 0;
      if (done) return true;
    }
    return false;
  };
  search(0, k, 0);
  return best;
}

/** bound[r]: the most pieces of r vertices in all could be worth if they never overlapped. */
function roomBound(pieces: readonly Piece[], k: number): number[] {
  const bestOfSize = new Array<number>(k + 1).fill(0);
  for (const { size, value } of pieces) bestOfSize[size] = Math.max(bestOfSize[size]!, value);
  const bound = new Array<number>(k + 1).fill(0);
  for (let room = 1; room <= k; room++) {
    bound[room] = bound[room - 1]!;
    for (let size = 1; size <= room; size++) bound[room] = Math.max(bound[room]!, bestOfSize[size]! + bound[room - size]!);
  }
  return bound;
}

/** Double chance: the best of win × (lines won) + mac × (other lines won on the machine numbers). */
function bestWinAndMac(problem: Problem, pieces: readonly Piece[], k: number, win: number, mac: number): number {
  const { vertexCount, weights } = problem;
  const mostLines = bestPacking(pieces, k, vertexCount, (p) => p.value, Infinity);
  const ceiling = Math.min(MAX_WIN_MULTIPLIER, (win + mac) * mostLines);
  let best = win * mostLines;
  if (best >= ceiling) return best;

  const bound = roomBound(pieces, k);
  const won = new Uint8Array(weights.length);
  const used = new Uint8Array(vertexCount);
  const macValue = (piece: Piece) => piece.lines.reduce((sum, l) => (won[l] ? sum : sum + weights[l]!), 0);
  // Interchangeable numbers: the win draw may take the first ones of each class (a permutation within
  // classes maps any pair of draws to such a pair, paying the same), so only those are tried.
  const canonical = () => used.every((inWin, v) => !inWin || problem.previous[v] === -1 || used[problem.previous[v]!] === 1);
  const search = (start: number, room: number, total: number): boolean => {
    if (total > 0 && win * total + mac * mostLines > best && canonical()) {
      best = Math.max(best, win * total + mac * bestPacking(pieces, k, vertexCount, macValue, mostLines));
      if (best >= ceiling) return true;
    }
    if (room === 0) return false;
    for (let i = start; i < pieces.length; i++) {
      const piece = pieces[i]!;
      if (win * (total + piece.value + bound[room]!) + mac * mostLines <= best) break;
      if (piece.size > room || piece.vertices.some((v) => used[v])) continue;
      for (const v of piece.vertices) used[v] = 1;
      for (const l of piece.lines) won[l] = 1;
      const done = search(i + 1, room - piece.size, total + piece.value);
      for (const l of piece.lines) won[l] = 0;
      for (const v of piece.vertices) used[v] = 0;
      if (done) return true;
    }
    return false;
  };
  search(0, k, 0);
  return best;
}
