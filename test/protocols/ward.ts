/**
 * Test protocols for the open card language (issue 18), not in any set or default game:
 *
 * - **Ward**: the texts the card language could not say before — bans on being deleted and on who
 *   shifts, a value change for face-up cards, a suppressed top — as data, and two placements (a card
 *   put under another, two cards swapped) as handlers built on the placement primitives, each
 *   reporting a custom event of its own;
 * - **Hex**: the other new channels as data (bans on flipping by one player, on discarding, on
 *   being returned; a suppressed bottom; an "After you flip" trigger) and a designer's own kind of
 *   continuous effect, `setValue`, registered beside the standard kinds.
 */
import { createEngine, defineProtocol, OFFICIAL_PROTOCOLS } from '../../src/index.js';
import { askLine, placeUnder, swapCards, topOf } from '../../src/authoring.js';
import type { Ctx, EffectKind, Handler, TextFrame } from '../../src/authoring.js';

/** "Put the top card of your deck face-down under this card." Nothing to put with an empty deck (only draws refill it). */
export const tuck: Handler = {
  check: (cmd) => (Object.keys(cmd).every((k) => ['op', 'may', 'if'].includes(k)) ? null : 'takes no parameters'),
  start(x, f) {
    const top = x.s.players[f.owner]!.deck[0];
    f.vars.did = top !== undefined && placeUnder(x, top, f.host, false, f.owner, { name: 'tucked', text: `${x.s.cards[f.host]} puts the top card of a deck face-down under itself` });
    return 'done';
  },
};

/** The owner's non-empty stacks, but `except`. */
const ownStacks = (x: Ctx, f: TextFrame, except: number | null): number[] =>
  [0, 1, 2].filter((l) => l !== except && topOf(x, f.owner, l) !== null);

function swapTopsOf(x: Ctx, f: TextFrame, a: number, b: number): 'done' {
  f.vars.did = swapCards(x, topOf(x, f.owner, a)!, topOf(x, f.owner, b)!, f.owner, { name: 'swappedTops' });
  return 'done';
}

/**
 * "Swap the top cards of two of your stacks." Two questions: the first stack, then the second (the
 * first kept in `f.tmp`, a number, not a card: hence `tmp: 'numbers'`). With exactly two stacks to
 * swap there is no choice.
 */
export const swapTops: Handler = {
  tmp: 'numbers',
  check: tuck.check,
  start(x, f) {
    const lines = ownStacks(x, f, null);
    if (lines.length < 2) {
      f.vars.did = false;
      return 'done';
    }
    if (lines.length === 2) return swapTopsOf(x, f, lines[0]!, lines[1]!);
    f.stage = 1;
    return askLine(x, f.owner, lines, false, 'Swap the top cards of two of your stacks: the first stack');
  },
  answer(x, f, _cmd, a) {
    if (a.type !== 'line') throw new Error('expected a line');
    if (f.stage === 1) {
      f.tmp = [a.line];
      f.stage = 2;
      return askLine(x, f.owner, ownStacks(x, f, a.line), false, 'Swap the top cards of two of your stacks: the second stack');
    }
    return swapTopsOf(x, f, f.tmp[0]!, a.line);
  },
};

/**
 * A designer's kind of continuous effect: "… have a value of 0". It answers the engine's own
 * question `value`, as `faceDownValue` does, and sets the value before additions.
 */
export const setValue: EffectKind = {
  changes: 'value',
  step: 'set',
  question: () => 'value',
  check: (v) => (Number.isInteger(v) ? null : 'setValue must be a whole number'),
  modify: (_n, v: number) => v,
  describe: (p) => `${p.whose === 'opponent' ? "your opponent's" : p.whose === 'self' ? 'your' : 'all'} face-up cards${p.scope === 'line' ? ' in this line' : ''} have a value of ${String((p as { setValue?: number }).setValue)}`,
};

export const ward = defineProtocol({ name: 'Ward', set: 'Test', summary: 'Bans, Placement', cards: [
  { value: 0, top: { text: 'This card cannot be deleted.', passive: [{ scope: 'card', forbid: 'delete' }] } },
  { value: 1, top: { text: 'Your opponent cannot shift cards in this line.', passive: [{ scope: 'line', by: 'opponent', forbid: 'shift' }] } },
  { value: 2, top: { text: 'Your face-up cards in this line have a value of 1 more.',
    passive: [{ scope: 'line', whose: 'self', cards: { face: 'up', cover: 'any' }, addValue: 1 }] } },
  { value: 3, top: { text: 'Ignore the top commands of covered cards in this line.',
    passive: [{ scope: 'line', cards: { cover: 'covered' }, suppress: 'top' }] } },
  { value: 4, middle: { text: 'Put the top card of your deck face-down under this card.', run: [{ op: 'tuck' }] } },
  { value: 5, middle: { text: 'Swap the top cards of two of your stacks.', run: [{ op: 'swapTops' }] } },
] });

export const hex = defineProtocol({ name: 'Hex', set: 'Test', summary: 'Bans, Values', cards: [
  { value: 0, top: { text: "Your opponent's face-up cards in this line have a value of 0.",
    passive: [{ scope: 'line', whose: 'opponent', cards: { face: 'up', cover: 'any' }, setValue: 0 }] } },
  { value: 1, top: { text: 'Your opponent cannot flip cards.', passive: [{ scope: 'field', by: 'opponent', forbid: 'flip' }] } },
  { value: 2, top: { text: 'Your opponent cannot discard cards.', passive: [{ scope: 'field', by: 'opponent', forbid: 'discard' }] } },
  { value: 3, top: { text: 'This card cannot be returned.', passive: [{ scope: 'card', forbid: 'return' }] } },
  { value: 4, top: { text: "Ignore the bottom commands of your opponent's cards in this line.", passive: [{ scope: 'line', whose: 'opponent', suppress: 'bottom' }] } },
  { value: 5, top: { text: 'After you flip a card: Draw 1 card.', on: { after: 'flip' }, run: [{ op: 'draw', n: 1 }] } },
] });

export const WARD_HANDLERS = { tuck, swapTops };
export const WARD_EFFECTS = { setValue };

/** An engine knowing the official protocols, Ward and Hex, their handlers and their kind of effect. */
export const wardEngine = createEngine({ protocols: [...OFFICIAL_PROTOCOLS, ward, hex], handlers: WARD_HANDLERS, effects: WARD_EFFECTS });
