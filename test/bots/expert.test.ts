/**
 * The expert bot: legal choices only, the same game again from the same seeds, the same decision
 * in two worlds its seat cannot tell apart (it never reads hidden state), and the registry entry.
 * Its strength is measured by scripts/strength.mjs, not here.
 */
import { describe, expect, it } from 'vitest';
import { CompileEngineError, createGameWithEvents, defaultEngine, eventsFor, fromPositionWithEvents, viewFor } from '../../src/index.js';
import type { Action, GameState, PlayerId, Position, StepResult } from '../../src/index.js';
import { BOTS, EXPERT_EXPLORATION, EXPERT_ITERATIONS, expertBot, playGame, randomBot } from '../../src/bots.js';
import type { Bot, Decision } from '../../src/bots.js';
import { simulate } from '../../src/sim.js';
import type { BuiltinBotSpec } from '../../src/sim.js';

const engine = defaultEngine();
/** The expert as it was in the strength runs where games 331 and 386 failed: the same games, the same decisions. */
const AT_500: BuiltinBotSpec = { name: 'expert', iterations: 500 };
const PROTOCOLS: [string[], string[]] = [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']];

/** The decision the harness would give the seat to act in `start`. */
function decisionAt(start: StepResult): Decision {
  const seat = start.state.prompt!.player;
  const view = viewFor(start.state, seat);
  return { seat, view, legal: view.legalActions, history: eventsFor(start.events, seat) };
}

/** A bot that checks each of its choices is one of the legal actions it was given, and counts them. */
function checked(inner: Bot, counts: { decisions: number }): Bot {
  return {
    name: inner.name,
    choose(d) {
      const a = inner.choose(d);
      expect(d.legal.map((b) => JSON.stringify(b))).toContain(JSON.stringify(a));
      counts.decisions++;
      return a;
    },
  };
}

describe('expertBot', () => {
  it('plays a whole game of legal actions against random, and the same game again from the same seeds', () => {
    const run = (): { actions: Action[]; final: GameState; decisions: number } => {
      const counts = { decisions: 0 };
      const game = playGame(engine, createGameWithEvents({ seed: 5, protocols: PROTOCOLS }), [checked(expertBot({ seed: 1, iterations: 60 }), counts), randomBot(2)]);
      return { actions: game.actions, final: game.final, decisions: counts.decisions };
    };
    const first = run();
    expect(first.final.result).not.toBeNull();
    expect(first.decisions).toBeGreaterThan(10);
    const again = run();
    expect(again.actions).toEqual(first.actions);
  });

  it('decides the same in two worlds its seat cannot tell apart: the opponent holds other cards', () => {
    const table = (theirHand: string[]): Position['players'] => [
      { protocols: ['Fire', 'Water', 'Death'], hand: ['Fire 1', 'Water 2', 'Death 3', 'Fire 4'], stacks: [['Fire 2'], [], ['Death 2']] },
      { protocols: ['Light', 'Metal', 'Speed'], hand: theirHand, stacks: [['Light 3'], ['Metal 1'], []] },
    ];
    const a = decisionAt(fromPositionWithEvents({ seed: 4, players: table(['Light 2', 'Metal 2', 'Speed 1']) }));
    const b = decisionAt(fromPositionWithEvents({ seed: 4, players: table(['Speed 0', 'Light 0', 'Metal 5']) }));
    expect(a.seat).toBe(0);
    // The two decisions are the same to seat 0: same view, same legal actions, same history.
    expect(JSON.stringify(b.view)).toBe(JSON.stringify(a.view));
    expect(b.history).toEqual(a.history);
    for (const seed of [1, 2, 3]) expect(expertBot({ seed, iterations: 200 }).choose(b)).toEqual(expertBot({ seed, iterations: 200 }).choose(a));
  });

  it('sets up the compile that wins: the face-up Death 3 that takes its last line to 10', () => {
    // As for ismcts (bots.test.ts): two protocols compiled, Death at 7 against 3; Death 3
    // face-up makes 10 > 3, and seat 0 compiles its last protocol at the start of its next turn.
    const d = decisionAt(fromPositionWithEvents({ seed: 3, players: [
      { protocols: [{ name: 'Fire', compiled: true }, { name: 'Water', compiled: true }, 'Death'], hand: ['Death 3', 'Fire 1', 'Water 2'], stacks: [[], [], ['Death 2', 'Death 5']] },
      { protocols: ['Light', 'Metal', 'Speed'], hand: ['Light 2', 'Metal 2'], stacks: [[], [], ['Light 3']] },
    ] }));
    expect(expertBot({ seed: 9 }).choose(d)).toEqual({ type: 'play', index: 0, line: 2, face: 'up' });
  });

  it('on a time budget of 0 still runs one iteration and chooses a legal action', () => {
    const d = decisionAt(createGameWithEvents({ seed: 8, protocols: PROTOCOLS }));
    const chosen = expertBot({ seed: 1, timeMs: 0 }).choose(d);
    expect(d.legal.map((b) => JSON.stringify(b))).toContain(JSON.stringify(chosen));
  });

  it('explores with EXPERT_EXPLORATION unless told otherwise, and the constant changes what it chooses', () => {
    // Decisions of one seeded game against random: the default and an explicit EXPERT_EXPLORATION
    // choose alike at every one; ISMCTS's 0.7 chooses otherwise at some.
    const decisions: Decision[] = [];
    const recorder: Bot = { name: 'recorder', choose: (d) => (decisions.push(d), d.legal[0]!) };
    playGame(engine, createGameWithEvents({ seed: 21, protocols: PROTOCOLS }), [recorder, randomBot(5)]);
    const choices = (make: () => Bot) => decisions.filter((d) => d.legal.length > 1).slice(0, 12).map((d) => make().choose(d));
    const byDefault = choices(() => expertBot({ seed: 2, iterations: 150 }));
    expect(choices(() => expertBot({ seed: 2, iterations: 150, exploration: EXPERT_EXPLORATION }))).toEqual(byDefault);
    expect(choices(() => expertBot({ seed: 2, iterations: 150, exploration: 0.7 }))).not.toEqual(byDefault);
    expect(EXPERT_EXPLORATION).toBeLessThan(0.7);
  });

  it('refuses an exploration constant that is not a number of at least 0, with INVALID_CONFIG', () => {
    for (const bad of [-0.1, Number.NaN, Infinity, '0.2']) {
      try {
        expertBot({ exploration: bad as never });
        expect.unreachable(`exploration ${String(bad)} was accepted`);
      } catch (e) {
        expect(e).toBeInstanceOf(CompileEngineError);
        expect((e as CompileEngineError).code).toBe('INVALID_CONFIG');
      }
    }
  });

  it('refuses options that are no options object, or cannot be read, with INVALID_CONFIG', () => {
    const unreadable = { get iterations(): number { throw new Error('no') } };
    for (const bad of [null, 7, 'fast', unreadable]) {
      expect(() => expertBot(bad as never)).toThrow(CompileEngineError);
      try {
        expertBot(bad as never);
      } catch (e) {
        expect((e as CompileEngineError).code).toBe('INVALID_CONFIG');
      }
    }
  });

  it('is in the registry as "expert", at EXPERT_ITERATIONS: the same choices as expertBot with that count', () => {
    const d = decisionAt(createGameWithEvents({ seed: 11, protocols: PROTOCOLS }));
    const bot = BOTS.expert!({ seed: 7, engine });
    expect(bot.name).toBe('expert');
    expect(bot.choose(d)).toEqual(expertBot({ seed: 7, iterations: EXPERT_ITERATIONS }).choose(d));
    // Its options reach the search: an exploration constant as expertBot takes it.
    const told = BOTS.expert!({ seed: 7, engine, options: { iterations: 80, exploration: 0.7 } });
    expect(told.choose(d)).toEqual(expertBot({ seed: 7, iterations: 80, exploration: 0.7 }).choose(d));
  });

  it('plays in simulate by its name, and the run replays from its seed', async () => {
    // Everything but the decision times, which are a clock's.
    const run = async () => {
      const { timing: _timing, ...result } = await simulate({ games: 2, seed: 'expert', bots: ['expert', 'random'] });
      return result;
    };
    const first = await run();
    expect(first.games).toBe(2);
    expect(first.wins.byBot).toEqual([2, 0]); // seeded: the expert wins both against random
    expect(await run()).toEqual(first);
  });

  it('takes its iterations, time budget and exploration constant in simulate, and refuses the options that make it the expert', async () => {
    const told = await simulate({ games: 1, seed: 'expert-options', bots: [{ name: 'expert', iterations: 30, exploration: 0.7 }, 'random'] });
    expect(told.bots).toEqual(['expert:iterations=30:exploration=0.7', 'random']);
    expect(told.games).toBe(1);
    const refused: BuiltinBotSpec[] = [{ name: 'expert', horizon: 1 }, { name: 'expert', exploration: -1 }, { name: 'expert', iterations: 0 }];
    for (const bad of refused) {
      await expect(simulate({ games: 1, seed: 'expert-options', bots: [bad, 'random'] })).rejects.toMatchObject({ code: 'INVALID_CONFIG' });
    }
  });

  it('plays game 331 of the strength run to its end: a text resolving under a card turned face-down gets a card whose text reaches the command it stands at', async () => {
    // Its decision 114 once threw INVALID_STATE ("frames[0].pc must be a whole number from 0 to 1,
    // not 2"): the determiniser put back under the text a card with a command list at the text's
    // path, but shorter than the command the text had reached.
    // At the 500 iterations of that run: the game, and the decision, as they were.
    const one = await simulate({ games: 1000, seed: 'strength', bots: [AT_500, 'ismcts'], shard: { index: 332, of: 1000 } });
    expect(one.games).toBe(1);
    expect(one.wins.byBot[0] + one.wins.byBot[1]).toBe(1);
  }, 600_000);

  it('plays game 386 of the strength run to its end: a card face-down under two texts resolving gets a card that has both', async () => {
    // ISMCTS's decision 58 once threw INVALID_STATE ('frames[1]: "Assimilation 0" has no bottom
    // commands'): the card had turned face-down with its middle and its bottom text both on the
    // stack, and the determiniser kept only the first text's commands in mind for it.
    const one = await simulate({ games: 1000, seed: 'strength', bots: [AT_500, 'ismcts'], workers: 0, shard: { index: 387, of: 1000 } });
    expect(one.games).toBe(1);
    const [pairing] = one.pairings;
    expect(pairing!.wins[0] + pairing!.wins[1] + pairing!.draws).toBe(1);
  }, 600_000);

  it('plays game 892 of the strength run to its end: an opponent\'s face-down card whose text asks the seat gets a sampled prompt with a text', async () => {
    // Its decision 93 once threw INVALID_STATE ('prompt has no "text"'): Mirror 1 resolved the
    // middle text of the opponent's card, now face-down, and the seat's view leaves out the text of
    // the prompt that card's "each" asks; the determiniser's world had a prompt without any.
    const one = await simulate({ games: 1000, seed: 'strength', bots: [{ name: 'expert', iterations: 1000 }, 'ismcts'], workers: 0, shard: { index: 893, of: 1000 } });
    expect(one.games).toBe(1);
    expect(one.wins.byBot[0] + one.wins.byBot[1] + one.pairings[0]!.draws).toBe(1);
  }, 600_000);

  it('keeps its tree within a turn and still plays only legal actions when the opponent decides in between', () => {
    // Seats alternate often in a game against an opponent whose every move is a choice: the kept
    // tree must be dropped whenever it was not the seat's own next choice.
    for (const seat of [0, 1] as PlayerId[]) {
      const counts = { decisions: 0 };
      const expert = checked(expertBot({ seed: 3, iterations: 40 }), counts);
      const pair: [Bot, Bot] = seat === 0 ? [expert, randomBot(4)] : [randomBot(4), expert];
      const game = playGame(engine, createGameWithEvents({ seed: 12 }), pair);
      expect(game.final.result).not.toBeNull();
      expect(counts.decisions).toBeGreaterThan(10);
    }
  });
});
