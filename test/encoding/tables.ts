/**
 * Seeded random games for the encoding's properties, on every set and on the fan-made protocols:
 * a table names its engine and how a game's six protocols are chosen (at least three of its set,
 * on a random side), played as given or drafted (1-2-2-1, from those six and two more).
 */
import fc from 'fast-check';
import { cloneState, createEngine, defaultEngine, eventsFor, FAN_MADE, OFFICIAL_PROTOCOLS } from '../../src/index.js';
import type { Engine, GameConfig, GameEvent, GameState } from '../../src/index.js';
import { mix } from '../properties/random-game.js';

export const fanEngine = createEngine({ protocols: [...OFFICIAL_PROTOCOLS, ...FAN_MADE] });

export interface Table {
  /** The set whose protocols every game of the table uses. */
  set: string;
  engine: Engine;
}

export const TABLES: readonly Table[] = [
  { set: 'Main 1', engine: defaultEngine() },
  { set: 'Aux 1', engine: defaultEngine() },
  { set: 'Main 2', engine: defaultEngine() },
  { set: 'Aux 2', engine: defaultEngine() },
  { set: 'Fan-made', engine: fanEngine },
];

/** The inputs of one game: its seed, whether it drafts, and the numbers that pick its actions. */
export const gameInputs = [fc.integer({ min: 0, max: 1_000_000 }), fc.boolean(), fc.array(fc.nat({ max: 1 << 30 }), { minLength: 1, maxLength: 32 })] as const;

/** `xs` shuffled by `seed`. */
function shuffled<T>(xs: readonly T[], seed: number): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = mix(seed, i) % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A game's settings: three to six protocols of the table's set, the rest from the engine's others. */
export function configOf(table: Table, seed: number, draft: boolean): GameConfig {
  const names = table.engine.protocols.map((p) => p.name);
  const mine = shuffled(table.engine.protocols.filter((p) => p.set === table.set).map((p) => p.name), seed).slice(0, 6);
  const rest = shuffled(names.filter((n) => !mine.includes(n)), seed + 1);
  const six = [...mine, ...rest].slice(0, 6);
  if (draft) return { seed, draftPool: [...six, ...rest.slice(6 - mine.length, 8 - mine.length)] };
  const sides: [string[], string[]] = [six.slice(0, 3), six.slice(3)];
  return { seed, protocols: mix(seed, 7) % 2 === 0 ? sides : [sides[1], sides[0]] };
}

/** Each seat's history: the events it saw, oldest first. */
export type Histories = [GameEvent[], GameEvent[]];

/**
 * Plays a game on the simulation path, calling `visit` at each decision before the action
 * chosen by `choices` (hashed with the step) is applied; returns how many decisions it visited.
 * With `keepHistory`, `visit` also gets each seat's history so far.
 */
export function playGame(table: Table, seed: number, draft: boolean, choices: number[], visit: (s: GameState, step: number, history: Histories) => void, options: { maxDecisions?: number; keepHistory?: boolean } = {}): number {
  const { engine } = table;
  const { maxDecisions = 400, keepHistory = false } = options;
  const start = engine.createGameWithEvents(configOf(table, seed, draft));
  const history: Histories = [[], []];
  const remember = (events: readonly GameEvent[]) => {
    if (keepHistory) for (const p of [0, 1] as const) history[p].push(...eventsFor(events, p));
  };
  remember(start.events);
  const s = cloneState(start.state);
  let n = 0;
  while (!s.result && n < maxDecisions) {
    visit(s, n, history);
    const legal = engine.legalActions(s);
    remember(engine.applyInPlace(s, legal[mix(choices[n % choices.length]!, n) % legal.length]!));
    n++;
  }
  return n;
}
