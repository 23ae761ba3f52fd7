/**
 * The action space's property at one decision: every legal action of the seat to act encodes to
 * its own id, each id decodes back to that very action, the mask is exactly the set of those ids,
 * an id outside it is refused as illegal, and the waiting seat's mask is empty.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CompileEngineError } from '../../src/index.js';
import type { GameState, PlayerId } from '../../src/index.js';
import { actionSpaceSize, decodeAction, encodeAction, legalActionMask } from '../../src/encoding.js';
import { TABLES, type Table, gameInputs, playGame } from './tables.js';
import { mix } from '../properties/random-game.js';

/** Every action type, the plays that name a zone or a side, and the decisions off the acting seat's own turn and inside effects. */
export const EVERY_KIND = ['accept', 'card', 'compile', 'deck', 'draft', 'hand', 'line', 'number', 'option', 'pass', 'play', 'play from trash', 'play on the other side', 'protocol', 'rearrange', 'refresh', 'trash',
  'a decision on the opponent\'s turn', 'a decision in the middle of an effect'];

const key = (a: unknown) => JSON.stringify(a, Object.keys(a as object).sort());

export function checkDecision(table: Table, s: GameState, step: number, seen: Set<string>): void {
  const { engine } = table;
  const seat = s.prompt!.player;
  const view = engine.viewFor(s, seat);
  const where = `turn ${s.turnNumber}, seat ${seat}, a "${s.prompt!.kind}" prompt`;
  const ids = view.legalActions.map((a) => encodeAction(view, a, engine));
  if (s.prompt!.player !== s.turn) seen.add('a decision on the opponent\'s turn');
  if (s.frames.length > 0) seen.add('a decision in the middle of an effect');
  for (const a of view.legalActions) seen.add(a.type === 'play' ? `play${a.from === 'trash' ? ' from trash' : ''}${a.side === undefined ? '' : ' on the other side'}` : a.type);
  if (new Set(ids).size !== ids.length) expect.fail(`${where}: the ids ${ids.join(', ')} of ${JSON.stringify(view.legalActions)} are not distinct`);
  ids.forEach((id, i) => {
    const back = decodeAction(view, id, engine);
    if (key(back) !== key(view.legalActions[i])) expect.fail(`${where}: id ${id} decodes to ${key(back)}, not ${key(view.legalActions[i])}`);
  });
  const mask = legalActionMask(view, engine);
  const marked: number[] = [];
  for (let id = 0; id < mask.length; id++) if (mask[id] !== 0) marked.push(id);
  if (mask.length !== actionSpaceSize(engine) || key(marked) !== key([...ids].sort((a, b) => a - b))) {
    expect.fail(`${where}: the mask marks ${marked.join(', ')}, the legal actions are ${ids.join(', ')}`);
  }
  // An id the mask leaves out is refused, whatever it stands for; and the waiting seat may do nothing.
  if (step % 8 !== 0) return;
  const other = mix(step, s.turnNumber) % mask.length;
  if (mask[other] === 0) expect(() => decodeAction(view, other, engine), where).toThrow(expect.objectContaining({ code: 'ILLEGAL_ACTION' }) as CompileEngineError);
  const waiting = engine.viewFor(s, (1 - seat) as PlayerId);
  expect(legalActionMask(waiting, engine).every((x) => x === 0), where).toBe(true);
}

/** Random games of each table until `perTable` decisions were checked on it; returns the kinds of action met. */
export function checkTables(tables: readonly string[], perTable: number, seed: number): Set<string> {
  const seen = new Set<string>();
  for (const set of tables) {
    const table = TABLES.find((t) => t.set === set)!;
    let decisions = 0;
    fc.assert(
      fc.property(...gameInputs, (gameSeed, draft, choices) => {
        if (decisions >= perTable) return;
        decisions += playGame(table, gameSeed, draft, choices, (s, step) => checkDecision(table, s, step, seen));
      }),
      { seed, numRuns: 10_000, endOnFailure: true },
    );
    expect(decisions, `${set}: decisions checked`).toBeGreaterThanOrEqual(perTable);
  }
  return seen;
}

/**
 * The property's tests for some of the tables: `PROPERTY_DECISIONS` (default 20,000) decisions on
 * each, then that together they met every kind of action. PROPERTY_SEED replays a printed failure.
 */
export function describeActionIds(sets: readonly string[], defaultSeed: number): void {
  const seed = Number(process.env.PROPERTY_SEED ?? defaultSeed);
  const perSet = Number(process.env.PROPERTY_DECISIONS ?? 20_000);
  const seen = new Set<string>();
  describe('action ids', () => {
    it.each(sets)(`%s: ${perSet} decisions, every legal action a distinct id that decodes back to it, the mask exactly the legal set`, (set) => {
      for (const kind of checkTables([set], perSet, seed)) seen.add(kind);
    }, 120_000);

    it('the decisions met every kind of action, plays from the trash and onto the other side, decisions on the opponent\'s turn and in the middle of effects', () => {
      expect([...seen].sort()).toEqual(expect.arrayContaining(EVERY_KIND));
    });
  });
}
