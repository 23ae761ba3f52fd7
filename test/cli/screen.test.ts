/**
 * `play`'s screen over random seeded games (and random positions): at every decision of the
 * human's seat it fits 80 × 24 (22 rows, a blank line above and the input line below), names every card the seat can see on
 * the table with its text, shows the hand, numbers every legal move once, and says every text in
 * the player's words (no "seat 0", verbs agreeing with "you"). PROPERTY_SEED / PROPERTY_RUNS as
 * in the other properties.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction, defaultEngine, describeEvent, eventsFor, fromPosition, legalActions, viewFor } from '../../src/index.js';
import type { GameEvent, GameState, PlayerId } from '../../src/index.js';
import { STANDARD, cardSummary, drawScreen } from '../../src/cli/screen.js';
import { secondPersonVerb, toPlayer } from '../../src/cli/voice.js';
import { plain } from '../../src/cli/style.js';
import { mix, randomGameInputs, randomPosition, start } from '../properties/random-game.js';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 40);
const SEED = Number(process.env.PROPERTY_SEED ?? 20261201);
const engine = defaultEngine();

/** What is wrong with a screen, or nothing. */
function screenProblems(g: GameState, human: PlayerId, news: readonly string[]): string[] {
  const names = human === 0 ? (['you', 'greedy'] as const) : (['greedy', 'you'] as const);
  const view = viewFor(g, human);
  const moves = view.legalActions.map((a) => toPlayer(engine.describeAction(g, a), human, names));
  const rows = drawScreen({ view, names, cards: engine.cards, protocols: engine.protocols, moves, news, size: STANDARD }, plain);
  const text = rows.join('\n');
  const problems: string[] = [];
  if (rows.length > STANDARD.rows - 2) problems.push(`${rows.length} rows`);
  for (const r of rows) if (r.length > STANDARD.cols) problems.push(`a row of ${r.length}: ${r}`);
  if (/seat [01]/.test(text) || moves.some((m) => /seat [01]/.test(m))) problems.push('a seat by number');
  if (g.phase !== 'draft') {
    for (const seat of [0, 1] as const) {
      for (const stack of view.players[seat].stacks) {
        const top = stack[stack.length - 1];
        if (top?.face === 'up' && !text.includes(top.card)) problems.push(`${top.card} is not on the board`);
        // The text of a visible card, at least its beginning (the row may be cut to fit).
        if (top?.face === 'up' && cardSummary(engine.cards[top.card]) && !text.includes(cardSummary(engine.cards[top.card]).slice(0, 12))) problems.push(`${top.card}'s text is not on the board`);
      }
    }
    for (const card of view.players[human].hand ?? []) if (!text.includes(card)) problems.push(`${card} of the hand is not shown`);
  }
  const shownMoves = !text.includes('more rows of moves');
  if (view.legalActions.length && shownMoves) {
    for (let n = 1; n <= view.legalActions.length; n++) if (!new RegExp(`(^|[ :])${n} `, 'm').test(text)) problems.push(`move ${n} is not offered`);
  }
  return problems;
}

/** Plays a seeded game to its end, checking the human's screen at each of its decisions. */
function playChecked(g: GameState, human: PlayerId, choices: readonly number[]): string[] {
  const names = human === 0 ? (['you', 'greedy'] as const) : (['greedy', 'you'] as const);
  let news: string[] = [];
  for (let step = 0; !g.result && step < 3000; step++) {
    const legal = legalActions(g);
    if (g.prompt!.player === human) {
      const problems = screenProblems(g, human, news);
      if (problems.length) return problems.map((p) => `step ${step}: ${p}`);
      news = [];
    }
    const { state, events } = applyAction(g, legal[mix(choices[step % choices.length]!, step) % legal.length]!);
    const told = eventsFor(events, human).map((e: GameEvent) => toPlayer(describeEvent(e), human, names));
    const wrong = told.filter((t) => /seat [01]|\byou (?:plays|draws|discards|is|has|refreshes|compiles|drafts|shuffles|ends|gains|takes|puts|reveals)\b/.test(t));
    if (wrong.length) return [`step ${step}: ${wrong.join(' | ')}`];
    news.push(...told);
    g = state;
  }
  return [];
}

describe('play: the screen at every decision of random games', () => {
  it('fits 80 × 24, shows every visible card and its text, the hand and every move, in the player\'s words', () => {
    fc.assert(
      fc.property(...randomGameInputs, fc.constantFrom<PlayerId>(0, 1), (protocols, seed, draft, choices, human) => {
        expect(playChecked(start(protocols, seed, draft), human, choices)).toEqual([]);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }, 120_000);

  it('random positions too: tall stacks, full trashes, any phase', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 32 }), (n, choices) => {
        const g = fromPosition(randomPosition(n));
        expect(playChecked(g, 0, choices)).toEqual([]);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }, 120_000);
});

describe('the player\'s words', () => {
  it.each([
    ['seat 0 plays Fire 3 face-up in line 1', 'you play Fire 3 face-up in line 1'],
    ['seat 0 refreshes', 'you refresh'],
    ['seat 0 shuffles their trash into their deck (3 cards)', 'you shuffle your trash into your deck (3 cards)'],
    ['seat 1 takes the top card of the opponent\'s deck', 'greedy takes the top card of your deck'],
    ['seat 0 draws 1 card from the opponent\'s deck', 'you draw 1 card from greedy\'s deck'],
    ['a face-down card of seat 0 is shifted from line 0 to line 2 by seat 1', 'a face-down card of yours is shifted from line 0 to line 2 by greedy'],
    ['seat 1\'s Fire 3 in line 0 is deleted by seat 0', 'greedy\'s Fire 3 in line 0 is deleted by you'],
    ['— turn 3: seat 0 —', '— turn 3: you —'],
    ['Rearrange seat 1\'s protocols: Fire, Water, Death', 'Rearrange greedy\'s protocols: Fire, Water, Death'],
  ])('%s → %s', (engineText, said) => {
    expect(toPlayer(engineText, 0, ['you', 'greedy'])).toBe(said);
  });

  it('verbs agree with "you"', () => {
    expect(['plays', 'refreshes', 'passes', 'is', 'has', 'cannot', 'discards'].map(secondPersonVerb)).toEqual(['play', 'refresh', 'pass', 'are', 'have', 'cannot', 'discard']);
  });
});
