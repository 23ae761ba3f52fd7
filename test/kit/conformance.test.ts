/**
 * `runConformance`: the fan-made protocols (data only) and a designer's protocol with a sound
 * custom handler keep every check; a deliberately faulty handler is caught, with a seed and an
 * action path that reproduce the failure.
 */
import { describe, expect, it } from 'vitest';
import { CompileEngineError, createEngine, defineProtocol, discardOne, FAN_MADE, OFFICIAL_PROTOCOLS } from '../../src/index.js';
import { emit } from '../../src/authoring.js';
import type { Engine, GameState } from '../../src/index.js';
import type { Handler } from '../../src/authoring.js';
import { runConformance } from '../../src/testing.js';
import type { ConformanceReport } from '../../src/testing.js';

const GAMES = Number(process.env.CONFORMANCE_GAMES ?? 60);

/** "Swap hands with your opponent." — sound: each card stays in exactly one place. */
const swapHands: Handler = {
  start(x, f) {
    const me = x.s.players[f.owner]!;
    const them = x.s.players[1 - f.owner]!;
    [me.hand, them.hand] = [them.hand, me.hand];
    emit(x, { type: 'secret', about: 'took', player: f.owner, cards: me.hand.map((c) => x.s.cards[c]!), visibleTo: [0, 1] });
    f.vars.did = true;
    return 'done';
  },
};

/** The same keyword written wrongly: it copies the opponent's hand instead of swapping, so cards end up in two places. */
const copyHands: Handler = {
  start(x, f) {
    x.s.players[f.owner]!.hand.push(...x.s.players[1 - f.owner]!.hand);
    return 'done';
  },
};

/** A handler that crashes on an empty hand, a case its author did not think of. */
const fragile: Handler = {
  start(x, f) {
    const hand = x.s.players[f.owner]!.hand;
    if (hand.length === 0) throw new TypeError('cannot read the first card of an empty hand');
    return 'done';
  },
};

const mirage = defineProtocol({
  name: 'Mirage', set: 'Example', cards: [
    { value: 0, middle: { text: 'Swap hands with your opponent.', run: [{ op: 'swapHands' }] } },
    { value: 1, top: { text: 'Your total value in this line is increased by 1 for each card in your opponent\'s hand.', passive: [{ scope: 'line', whose: 'self', total: { count: 'hand', who: 'opponent' } }] } },
    { value: 2, middle: { text: 'Flip 1 face-up card with a value less than 3.', run: [{ op: 'flip', target: { face: 'up', value: { lt: 3 } } }] } },
    { value: 3, middle: { text: 'Draw 1 card for each face-down card in this line.', run: [{ op: 'draw', n: { count: 'cards', filter: { face: 'down', cover: 'any', line: 'this' } } }] } },
    { value: 4, bottom: { text: 'Your opponent cannot play cards face-up in this line.', passive: [{ scope: 'line', whose: 'opponent', forbid: 'playFaceUp' }] } },
    discardOne(),
  ],
});

const mirageEngine = (handler: Handler) => createEngine({ protocols: [...OFFICIAL_PROTOCOLS, mirage], handlers: { swapHands: handler } });

/** Replays a failure's path from its config; returns the state after it, or the error its last action raised. */
function replay(engine: Engine, report: ConformanceReport): GameState | unknown {
  let s = engine.createGame(report.failure!.config);
  try {
    for (const a of report.failure!.path) s = engine.applyAction(s, a).state;
  } catch (e) {
    return e;
  }
  return s;
}

/** How many places each card is in. */
const places = (g: GameState) => {
  const seen = new Array<number>(g.cards.length).fill(0);
  for (const p of g.players) for (const zone of [...p.stacks, p.hand, p.deck, p.trash]) for (const c of zone) seen[c]!++;
  return seen;
};

describe('runConformance', () => {
  it(`the fan-made protocols (Anarchy, Frost) keep every check over ${GAMES} seeded games`, () => {
    const engine = createEngine({ protocols: [...OFFICIAL_PROTOCOLS, ...FAN_MADE] });
    const report = runConformance(engine, FAN_MADE, { games: GAMES, seed: 2026 });
    expect(report.failure).toBeUndefined();
    expect(report).toMatchObject({ ok: true, games: GAMES });
    expect(report.actions).toBeGreaterThan(GAMES * 20);
    // Both protocols were played, and drafted games count too.
    expect(report.protocolGames.Anarchy).toBeGreaterThan(GAMES / 4);
    expect(report.protocolGames.Frost).toBeGreaterThan(GAMES / 4);
  }, 300_000);

  it('a sound custom handler passes; the same run is the same games', () => {
    const engine = mirageEngine(swapHands);
    const first = runConformance(engine, ['Mirage'], { games: 20, seed: 5 });
    expect(first.failure).toBeUndefined();
    expect(first.ok).toBe(true);
    expect(runConformance(engine, ['Mirage'], { games: 20, seed: 5 })).toEqual(first);
  }, 120_000);

  it('catches a handler that puts cards in two places: the census fails, and the path reproduces it', () => {
    const engine = mirageEngine(copyHands);
    const report = runConformance(engine, ['Mirage'], { games: 40, seed: 5 });
    expect(report.ok).toBe(false);
    expect(report.failure).toMatchObject({ check: 'census', seed: expect.any(Number) });
    expect(report.failure!.message).toMatch(/is in 2 places/);
    expect(report.failure!.config.seed).toBe(report.failure!.seed);
    const after = replay(engine, report) as GameState;
    expect(places(after).some((n) => n > 1)).toBe(true);
    // One action fewer, and every card was still in one place: the last action is the culprit.
    const before = engine.createGame(report.failure!.config);
    const prefix = report.failure!.path.slice(0, -1).reduce((s, a) => engine.applyAction(s, a).state, before);
    expect(places(prefix).every((n) => n <= 1)).toBe(true);
  }, 120_000);

  it('catches a handler that crashes: the report names the action, and replaying it throws the same error', () => {
    const engine = mirageEngine(fragile);
    const report = runConformance(engine, ['Mirage'], { games: 200, seed: 11 });
    expect(report.ok).toBe(false);
    expect(report.failure!.check).toBe('crash');
    expect(report.failure!.message).toMatch(/cannot read the first card of an empty hand/);
    const thrown = replay(engine, report);
    expect(thrown).toBeInstanceOf(TypeError);
    expect((thrown as Error).message).toBe('cannot read the first card of an empty hand');
  }, 120_000);

  it('reports a game that cannot end: stopped at the turn limit', () => {
    // Nobody may play face-up anywhere and nothing is ever compiled: every game reaches the limit.
    const stalemate = defineProtocol({
      name: 'Stalemate', set: 'Example', cards: [0, 1, 2, 3, 4, 5].map((value) => ({
        value, top: { text: 'Cards cannot be played face-up. Protocols cannot be compiled.', passive: [{ scope: 'field' as const, forbid: 'playFaceUp' as const }, { scope: 'field' as const, forbid: 'compile' as const }] },
      })),
    });
    const engine = createEngine({ protocols: [...OFFICIAL_PROTOCOLS, stalemate] });
    const report = runConformance(engine, ['Stalemate'], { games: 30, seed: 3, drafts: false });
    expect(report.ok).toBe(false);
    expect(report.failure!.check).toBe('turnLimit');
    const end = replay(engine, report) as GameState;
    expect(end.result).toEqual({ winner: null, reason: 'turnLimit' });
  }, 120_000);

  it('refuses a protocol the engine does not know', () => {
    const engine = createEngine({ protocols: OFFICIAL_PROTOCOLS });
    expect(() => runConformance(engine, ['Frost'])).toThrow(CompileEngineError);
    expect(() => runConformance(engine, [])).toThrow(/at least one protocol/);
  });
});
