/**
 * Information-set Monte Carlo tree search (Cowling, Powley & Whitehouse, 2012, "single-observer"
 * ISMCTS): one tree over the bot's information set. Each iteration draws a determinisation — a
 * full state consistent with what the seat knows ({@link InformationSet}) — walks the tree with
 * only the moves legal in that world (UCB1 counted over the iterations in which a move was
 * available), adds one node, plays the game out and scores it for every node on the way.
 *
 * Moves are the tree's edges, named as the bot would see them happen: a card by its name when
 * the bot may know it (its own cards, a card played face-up, a discard), "a face-down card" for an
 * opponent's face-down play; other choices by place (field cards, lines, options). So the
 * opponent's moves in different worlds meet in the same node when the bot could not tell them
 * apart. All play is on the simulation path: `cloneState` once per world, then `applyInPlace`.
 * @module
 */
import type { Action } from '../state/actions.js';
import type { GameState, PlayerId } from '../state/types.js';
import { type Engine, adoptWorld, cloneState, defaultEngine } from '../api.js';
import type { PlayerViewState, SideView } from '../view/view.js';
import { type Bot, type Decision, NO_EVENTS, seededRng } from './bot.js';
import { InformationSet } from './determinize.js';
import { fail, readingInput, rethrowTyped } from '../errors.js';

/**
 * The iterations per decision of the `ismcts` entry of `BOTS`: about 9–11 ms a decision on a
 * quiet core of the project's 2-core machines (`scripts/strength.mjs`'s timing games, 2026-12-04;
 * about 15 ms before its worlds were checked once), 49 ms on average in an older strength run
 * with the machine shared — within 100 ms with room.
 * @category Bots
 */
export const ISMCTS_ITERATIONS = 300;

/**
 * What an ISMCTS bot may spend on each decision, and how it searches.
 * @category Bots
 */
export interface IsmctsOptions {
  /** Iterations per decision (default {@link ISMCTS_ITERATIONS} when `timeMs` is not given). */
  iterations?: number;
  /** Milliseconds per decision; with `iterations` too, whichever comes first. A time limit makes the bot depend on the machine's speed. */
  timeMs?: number;
  /** Seed of the bot's own generator (worlds, tree policy and playouts). Default 1. */
  seed?: number;
  /** The rules it searches with (default: the official cards). */
  engine?: Engine;
  /** UCB1's exploration constant (default 0.7: rewards are 0, ½ or 1). */
  exploration?: number;
  /**
   * Iterations that share one determinisation (default 4). Drawing a world and having the engine
   * check it costs about as much as a playout; sharing it among a few iterations keeps most of the
   * variety at a fraction of the cost.
   */
  iterationsPerWorld?: number;
  /** The playout policy: picks a legal action in a full state (default: uniformly at random). */
  playout?: PlayoutPolicy;
  /**
   * Turns a playout may start beyond the decision's turn before it stops and the position is
   * scored by `evaluate` (default 1: the rest of the current turn, up to the next decision of the
   * next turn — so the next player's compile at the start of their turn is played); `Infinity`
   * plays every game out. Short playouts are cheaper and, with a fair evaluation, less noisy than
   * random play to the end: in seeded games against greedy, horizons 1 and 2 won alike (80–90 %
   * of 40 games each), and 1 costs half as much per iteration.
   */
  horizon?: number;
  /** A stopped playout's value for the seat, in [0, 1], from that seat's view of the world (default {@link evaluateView}). */
  evaluate?: (view: PlayerViewState, seat: PlayerId) => number;
  /**
   * Keep the tree between the seat's decisions of one turn (default false). A play is often
   * followed by the player's own choices for its effects, and the iterations that chose the play
   * already explored those choices below it; the next decision then starts from that subtree
   * instead of from nothing. Kept only while the next decisions are the seat's own, in the same turn
   * (below the chosen move, only the seat's own moves were met in every world searched).
   */
  reuse?: boolean;
  /**
   * Keep the tree, not only the playouts, within `horizon` (default false). Without it, a path
   * of the tree that reaches past the horizon is scored where the path ends — after part of a
   * later turn, the opponent's play counted and the reply not — so that positions at different
   * depths are compared, and more so as the tree grows with more iterations. With it, every
   * iteration is scored at the same point of the game.
   */
  treeWithinHorizon?: boolean;
  /** The name the bot reports (default "ismcts"). */
  name?: string;
}

/**
 * A playout policy: an index into `legal`, the legal actions of `state` (a world, not the real game).
 * @category Bots
 */
export type PlayoutPolicy = (state: GameState, legal: readonly Action[], rng: (n: number) => number, engine: Engine) => number;

/**
 * The default playout policy: uniformly random.
 * @category Bots
 */
export const randomPlayout: PlayoutPolicy = (_s, legal, rng) => {
  try {
    return rng(legal.length);
  } catch (e) {
    return rethrowTyped(e, 'INVALID_ARGUMENT', 'randomPlayout takes the legal actions and a generator (n) => a whole number below n');
  }
};

/**
 * The default evaluation: a chance of winning from the seat's view, as a logistic curve over a
 * lead counted in protocols. Each side counts 1 per compiled protocol; for each other line, 0.6
 * when it would compile it at the start of its next turn (a total of 10 or more, above the
 * opponent's: rulebook, "Check Compile"), else 0.4 × its progress towards 10; and 0.03 per card
 * in hand (up to 6). The control component is worth 0.1. The curve stays steep enough that one
 * protocol of lead is about 0.73, two about 0.88, so that moves keep apart even far ahead.
 * @category Bots
 */
export function evaluateView(view: PlayerViewState, seat: PlayerId): number {
  try {
    return valueOf(view, seat);
  } catch (e) {
    return rethrowTyped(e, 'INVALID_ARGUMENT', 'evaluateView takes a seat\'s view and that seat');
  }
}

function valueOf(view: PlayerViewState, seat: PlayerId): number {
  if (view.result) return view.result.winner === null ? 0.5 : view.result.winner === seat ? 1 : 0;
  const me = view.players[seat];
  const them = view.players[seat === 0 ? 1 : 0];
  const lead = progress(me, them) - progress(them, me) + (view.control === null ? 0 : view.control === seat ? 0.1 : -0.1);
  return 1 / (1 + Math.exp(-lead));
}

/** One side's way to victory, in protocols (see {@link evaluateView}). */
function progress(side: SideView, other: SideView): number {
  let p = 0.03 * Math.min(side.handCount, 6);
  for (let line = 0; line < 3; line++) {
    const total = side.totals[line]!;
    if (side.protocols[line]!.compiled) p += 1;
    else if (total >= 10 && total > other.totals[line]!) p += 0.6;
    else p += (0.4 * Math.max(0, Math.min(total, 10))) / 10;
  }
  return p;
}

/** A node: the moves made to reach it, seen from the bot's information set. */
interface Node {
  /** Who made the move that leads here. */
  mover: PlayerId;
  visits: number;
  /** Iterations in which this node's move was legal when its parent was reached. */
  avail: number;
  /** Sum of the mover's rewards. */
  wins: number;
  children: Map<string, Node>;
}

const newNode = (mover: PlayerId): Node => ({ mover, visits: 0, avail: 0, wins: 0, children: new Map() });

/** The node of the move a bot chose, and the turn it chose it in. */
interface KeptTree {
  turn: number;
  node: Node;
}

/**
 * The kept node, when it can be the root of decision `d`: same turn, and below it only the seat's
 * own moves — in every world searched, the next choice after the move was the seat's, as it is
 * now (an opponent's choice in between would have made nodes of the opponent's).
 */
function reusableRoot(kept: KeptTree | null, d: Decision): Node | null {
  if (!kept || kept.turn !== d.view.turnNumber || kept.node.children.size === 0) return null;
  for (const child of kept.node.children.values()) if (child.mover !== d.seat) return null;
  return kept.node;
}

/**
 * An ISMCTS bot (see the module).
 * @category Bots
 */
export function ismctsBot(options: IsmctsOptions = {}): Bot {
  if (typeof options !== 'object' || options === null) fail('INVALID_CONFIG', 'ismctsBot takes an options object such as { iterations, seed }');
  return readingInput('INVALID_CONFIG', 'ismctsBot could not read its options', () => botOf(options));
}

function botOf(options: IsmctsOptions): Bot {
  const engine = options.engine ?? defaultEngine();
  const rng = seededRng(options.seed ?? 1);
  const iterations = options.iterations ?? (options.timeMs === undefined ? ISMCTS_ITERATIONS : Infinity);
  const timeMs = options.timeMs ?? Infinity;
  const c = options.exploration ?? 0.7;
  const perWorld = Math.max(1, options.iterationsPerWorld ?? 4);
  const playout = options.playout ?? randomPlayout;
  const horizon = options.horizon ?? 1;
  const evaluate = options.evaluate ?? evaluateView;
  const reuse = options.reuse ?? false;
  const treeWithinHorizon = options.treeWithinHorizon ?? false;
  // The subtree below the move chosen last, while it may serve the next decision (`reuse`).
  let kept: KeptTree | null = null;
  return {
    name: options.name ?? 'ismcts',
    choose(d: Decision) {
      // A forced move is one the tree passes through without a node: what is kept stays valid.
      if (d.legal.length === 1) return d.legal[0]!;
      const set = new InformationSet(d.view, d.history, engine);
      const root = (reuse && reusableRoot(kept, d)) || newNode(d.seat);
      const rootKeys = new Map<string, number>();
      const keys = new KeyMemo();
      const deadline = performance.now() + timeMs;
      let world: GameState | null = null;
      for (let i = 0; i < iterations && (i === 0 || performance.now() < deadline); i++) {
        if (i % perWorld === 0) world = adoptWorld(engine, set.sample(rng));
        const s = cloneState(world!);
        if (i === 0) d.legal.forEach((a, k) => rootKeys.set(keys.of(s, a, d.seat, d.seat), k));
        const stop = d.view.turnNumber + horizon;
        const path = descend(s, root, d.seat, treeWithinHorizon ? stop : Infinity, keys);
        while (!s.result && s.turnNumber < stop) {
          const legal = engine.legalActions(s);
          engine.applyInPlace(s, legal[legal.length === 1 ? 0 : playout(s, legal, rng, engine)]!, NO_EVENTS);
        }
        const value = s.result ? (s.result.winner === null ? 0.5 : s.result.winner === d.seat ? 1 : 0) : evaluate(engine.viewFor(s, d.seat), d.seat);
        for (const n of path) {
          n.visits++;
          n.wins += n.mover === d.seat ? value : 1 - value;
        }
      }
      // A kept tree may hold moves of worlds the seat now knows are not this one: only legal ones count.
      let best: [string, Node] | null = null;
      for (const entry of root.children) if (rootKeys.has(entry[0]) && (!best || entry[1].visits > best[1].visits)) best = entry;
      kept = reuse && best ? { turn: d.view.turnNumber, node: best[1] } : null;
      return d.legal[best ? rootKeys.get(best[0])! : 0]!;
    },
  };

  /**
   * Walks the tree in world `s`, playing its moves: forced moves pass through, a node with moves
   * not tried in any world yet gets one of them (random), otherwise UCB1 picks among the moves
   * legal here. Returns the nodes met, the new one last; `s` is left where the playout starts.
   */
  function descend(s: GameState, root: Node, seat: PlayerId, stop: number, keys: KeyMemo): Node[] {
    const path: Node[] = [];
    let node = root;
    while (!s.result && s.turnNumber < stop) {
      const legal = engine.legalActions(s);
      if (legal.length === 1) {
        engine.applyInPlace(s, legal[0]!, NO_EVENTS);
        continue;
      }
      const mover = s.prompt!.player;
      // Moves the bot cannot tell apart share a key; one of them is played.
      const byKey = new Map<string, number[]>();
      for (let k = 0; k < legal.length; k++) {
        const key = keys.of(s, legal[k]!, mover, seat);
        const same = byKey.get(key);
        if (same) same.push(k);
        else byKey.set(key, [k]);
      }
      const untried: string[] = [];
      for (const key of byKey.keys()) {
        const child = node.children.get(key);
        if (child) child.avail++;
        else untried.push(key);
      }
      let key: string;
      if (untried.length > 0) {
        key = untried[rng(untried.length)]!;
        node.children.set(key, newNode(mover));
      } else key = selectUcb(node, byKey);
      const options = byKey.get(key)!;
      engine.applyInPlace(s, legal[options[rng(options.length)]!]!, NO_EVENTS);
      node = node.children.get(key)!;
      path.push(node);
      if (untried.length > 0) break;
    }
    return path;
  }

  function selectUcb(node: Node, byKey: ReadonlyMap<string, number[]>): string {
    let best = '';
    let bestValue = -Infinity;
    for (const key of byKey.keys()) {
      const child = node.children.get(key)!;
      const value = child.wins / child.visits + c * Math.sqrt(Math.log(child.avail) / child.visits);
      if (value > bestValue) {
        bestValue = value;
        best = key;
      }
    }
    return best;
  }
}

/**
 * The keys of one search's moves, each string made once. A search names the same few moves at
 * every step of every iteration, and a key built afresh is a new string to build and hash every
 * time: with the key building and the hashing, a fifth of the expert's time (`--cpu-prof`). The
 * common moves are first put as a number that says all their key says (see `codeOf`), and the
 * key is looked up by it. The number names a card by its place in the state's card table, so the
 * memo starts again whenever the table changes (a draft's end deals one). Internal (exported for its test).
 */
export class KeyMemo {
  private cards: readonly string[] | null = null;
  private readonly known = new Map<number, string>();

  /** `moveKey(s, a, mover, seat)`. */
  of(s: GameState, a: Action, mover: PlayerId, seat: PlayerId): string {
    const code = codeOf(s, a, mover, seat);
    if (code < 0) return moveKey(s, a, mover, seat);
    if (s.cards !== this.cards) {
      this.cards = s.cards;
      this.known.clear();
    }
    let key = this.known.get(code);
    if (key === undefined) this.known.set(code, (key = moveKey(s, a, mover, seat)));
    return key;
  }
}

/** The moves named by their type alone that `codeOf` puts as a number. */
const BARE_MOVES: readonly string[] = ['pass', 'refresh', 'accept'];

/**
 * A whole number that determines `moveKey(s, a, mover, seat)` for `s`'s card table (two moves
 * with one number have one key), or -1 for a move it does not cover. The low three bits say the
 * kind of key, the rest what `keyOf` puts in it.
 */
function codeOf(s: GameState, a: Action, mover: PlayerId, seat: PlayerId): number {
  switch (a.type) {
    case 'play': {
      const ps = s.players[mover]!;
      const card = playShown(a, mover, seat) ? (a.from === 'trash' ? ps.trash : ps.hand)[a.index] : -1;
      if (card === undefined) return -1;
      return ((((card + 1) * 3 + a.line) * 2 + (a.face === 'up' ? 1 : 0)) * 2 + (a.side ?? mover)) * 8;
    }
    case 'card': return a.index < 256 ? ((a.player * 3 + a.line) * 256 + a.index) * 8 + 1 : -1;
    case 'line': return a.line * 8 + 2;
    case 'compile': return a.line * 8 + 3;
    case 'option': return a.index < 1_000_000 ? a.index * 8 + 4 : -1;
    case 'hand': {
      const card = s.players[mover]!.hand[a.index];
      return card === undefined ? -1 : card * 8 + 5;
    }
    default: {
      const bare = BARE_MOVES.indexOf(a.type);
      return bare < 0 ? -1 : bare * 8 + 6;
    }
  }
}

/**
 * A move as the bot would name it: cards by name when the bot may know them (its own, anything
 * played face-up, discarded or picked from a deck), "?" for an opponent's face-down play; field
 * cards, lines and options by place, which everyone sees.
 * @category Bots
 */
export function moveKey(s: GameState, a: Action, mover: PlayerId, seat: PlayerId): string {
  try {
    return keyOf(s, a, mover, seat);
  } catch (e) {
    return rethrowTyped(e, 'INVALID_ARGUMENT', 'moveKey takes a state, one of its legal actions, the seat that moves and the seat that names it');
  }
}

/** Whether `seat` may know the card a play puts down: a face-up play, its own, or one from a trash. */
const playShown = (a: Extract<Action, { type: 'play' }>, mover: PlayerId, seat: PlayerId): boolean => a.face === 'up' || mover === seat || a.from === 'trash';

function keyOf(s: GameState, a: Action, mover: PlayerId, seat: PlayerId): string {
  const ps = s.players[mover]!;
  switch (a.type) {
    case 'play': {
      const card = s.cards[(a.from === 'trash' ? ps.trash : ps.hand)[a.index]!]!;
      return `play ${playShown(a, mover, seat) ? card : '?'} ${a.line} ${a.face} ${a.side ?? mover}`;
    }
    case 'hand': return `hand ${s.cards[ps.hand[a.index]!]}`;
    case 'deck': return `deck ${s.cards[ps.deck[a.index]!]}`;
    case 'trash': return `trash ${a.index}`;
    case 'card': return `card ${a.player} ${a.line} ${a.index}`;
    case 'line': case 'compile': return `${a.type} ${a.line}`;
    case 'option': return `option ${a.index}`;
    case 'number': return `number ${a.value}`;
    case 'protocol': case 'draft': return `${a.type} ${a.protocol}`;
    case 'rearrange': return `rearrange ${a.whose} ${a.order.join(',')}`;
    default: return a.type;
  }
}
