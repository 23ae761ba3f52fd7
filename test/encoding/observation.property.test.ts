/**
 * The observation tensor over seeded random games on every set and on the fan-made protocols, at
 * every decision in the middle of an effect and every fifth other one, for both seats: it reads
 * back (by the documented layout) as exactly what the seat's view says; it is unchanged when what
 * the seat cannot see is shuffled (the opponent's hand, both decks: `withHiddenShuffled`, shared
 * with the conformance kit); and, for the seat to decide, unchanged in a determinisation (a full
 * state drawn from its view and history, as the determinize property draws them). Failures print
 * fast-check's seed and path; PROPERTY_SEED replays them, PROPERTY_RUNS sets the games per set.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { GameState, PlayerId } from '../../src/index.js';
import { seededRng, InformationSet } from '../../src/bots.js';
import { observe } from '../../src/encoding.js';
import { withHiddenShuffled } from '../../src/testing/conformance.js';
import { TABLES, type Histories, type Table, gameInputs, playGame } from './tables.js';
import { readTensor, readView } from './read-tensor.js';
import { mix } from '../properties/random-game.js';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 10);
const SEED = Number(process.env.PROPERTY_SEED ?? 20261221);

const same = (a: Float32Array, b: Float32Array): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/** The first entry where two tensors differ, for a failure message. */
const firstDifference = (a: Float32Array, b: Float32Array): number => a.findIndex((x, i) => x !== b[i]);

function checkSeat(table: Table, s: GameState, seat: PlayerId, step: number, history: Histories, where: string): void {
  const { engine } = table;
  const view = engine.viewFor(s, seat);
  const tensor = observe(view, engine);
  expect(readTensor(tensor, engine), `${where}, seat ${seat}`).toEqual(readView(view));
  const shuffled = withHiddenShuffled(s, seat, (n) => mix(step, n) % n);
  const other = observe(engine.viewFor(shuffled, seat), engine);
  if (!same(tensor, other)) expect.fail(`${where}: seat ${seat}'s tensor changed at entry ${firstDifference(tensor, other)} when its hidden cards were shuffled`);
  if (s.prompt?.player !== seat) return;
  const world = new InformationSet(view, history[seat], engine).sample(seededRng(step));
  const guessed = observe(engine.viewFor(world, seat), engine);
  if (!same(tensor, guessed)) expect.fail(`${where}: seat ${seat}'s tensor differs in a determinisation, at entry ${firstDifference(tensor, guessed)}`);
}

describe('the observation tensor', () => {
  it.each(TABLES.map((t) => t.set))(`%s: ${RUNS} games, the tensor reads back as the view and is blind to what the seat cannot see`, (set) => {
    const table = TABLES.find((t) => t.set === set)!;
    let checked = 0;
    fc.assert(
      fc.property(...gameInputs, (seed, draft, choices) => {
        playGame(table, seed, draft, choices, (s, step, history) => {
          if (s.frames.length === 0 && step % 5 !== 0) return;
          const where = `turn ${s.turnNumber}, a "${s.prompt!.kind}" prompt of seat ${s.prompt!.player}`;
          for (const seat of [0, 1] as const) checkSeat(table, s, seat, step, history, where);
          checked++;
        }, { keepHistory: true });
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    expect(checked).toBeGreaterThan(RUNS * 10);
  }, 120_000);
});
