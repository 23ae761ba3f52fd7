/**
 * The sizes an engine's encoding is built from: its protocols and cards in library order, the
 * most cards one game can hold, and the numbers a player may state. They depend on the engine's
 * library only — never on which protocols a game uses — so one network serves every game of an
 * engine, and ids and tensors mean the same thing from game to game.
 * @module
 */
import type { Engine } from '../api.js';
import { CompileEngineError } from '../errors.js';
import { perEngine } from './per-engine.js';

/** Protocols per game: three a seat, all different (Codex, "The Draft"). */
const PROTOCOLS_IN_PLAY = 6;

/** A card's identity in the encoding: `engine.protocols[protocol].cards[position]`. */
export interface CardIndex {
  readonly protocol: number;
  readonly position: number;
}

/** What the encoding of one engine is sized by (cached per engine). */
export interface Dims {
  /** Protocol names in the engine's library order: the index of a protocol everywhere. */
  readonly protocols: readonly string[];
  readonly protocolIndex: ReadonlyMap<string, number>;
  /** Each card by name: its protocol's index and its place among that protocol's cards. */
  readonly cardIndex: ReadonlyMap<string, CardIndex>;
  /** The most cards a protocol of the engine has (6 for the official ones). */
  readonly cardsPerProtocol: number;
  /**
   * The most cards one game can hold: the six largest protocols' cards together (36 with the
   * official six-card protocols). No zone, stack or list of choices of a game is longer.
   */
  readonly maxCards: number;
  /** The numbers "State a number" offers (Luck 0): every card value, ascending, and one above them all. */
  readonly numbers: readonly number[];
}

/** The dimensions of `engine`'s encoding (cached). */
export const dimsOf: (engine: Engine) => Dims = perEngine(measure);

function measure(engine: Engine): Dims {
  const protocols = engine.protocols.map((p) => p.name);
  const cards = engine.protocols.flatMap((p) => p.cards.map((c) => c.id));
  const cardIndex = new Map<string, CardIndex>();
  engine.protocols.forEach((p, protocol) => p.cards.forEach((c, position) => cardIndex.set(c.id, { protocol, position })));
  const sizes = engine.protocols.map((p) => p.cards.length).sort((a, b) => b - a);
  const values = [...new Set(cards.map((c) => engine.cards[c]!.value))].sort((a, b) => a - b);
  return {
    protocols,
    protocolIndex: new Map(protocols.map((name, i) => [name, i])),
    cardIndex,
    cardsPerProtocol: sizes[0] ?? 0,
    maxCards: sizes.slice(0, PROTOCOLS_IN_PLAY).reduce((n, k) => n + k, 0),
    // The same list as the `state` handler's (`statableNumbers`), read from the engine's cards.
    numbers: [...values, (values[values.length - 1] ?? 0) + 1],
  };
}

/** A card's per-engine index; a name the engine does not know means the view is another engine's. */
export function cardIndexOf(d: Dims, card: string): CardIndex {
  const i = d.cardIndex.get(card);
  if (i === undefined) throw new CompileEngineError('INVALID_STATE', `the view names the card "${card}", which this engine does not know: encode a view with the engine that made it`);
  return i;
}

/** A protocol's per-engine index, or -1. */
export const protocolIndexOf = (d: Dims, name: string): number => d.protocolIndex.get(name) ?? -1;
