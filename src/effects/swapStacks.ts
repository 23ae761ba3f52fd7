/**
 * Swap stacks — "Swap all of your cards in one of your stacks with another one of your stacks"
 * (Mirror 2). Both stacks must hold a card (Codex, Mirror 2: "A stack must have at least 1 card in
 * it to swap"); the cards keep their order. The cards stay in play — nothing is covered, flipped,
 * uncovered or committed, so no text starts or stops, and cards already committed keep their
 * destination (community rulings, Mirror 2). It is not a shift.
 * @module
 */
import type { SwapStacksCommand } from '../cards/schema.js';
import type { Ctx, Handler, Step, TextFrame } from '../machine/context.js';
import { emit } from '../machine/context.js';
import { askLine } from '../machine/prompts.js';
import { textOf } from '../machine/frames.js';

const filled = (x: Ctx, f: TextFrame): number[] => [0, 1, 2].filter((l) => x.s.players[f.owner]!.stacks[l]!.length > 0);

function swap(x: Ctx, f: TextFrame, a: number, b: number): Step {
  const stacks = x.s.players[f.owner]!.stacks;
  const first = stacks[a]!;
  stacks[a] = stacks[b]!;
  stacks[b] = first;
  emit(x, { type: 'swappedStacks', player: f.owner, lines: [Math.min(a, b), Math.max(a, b)] as [0 | 1 | 2, 0 | 1 | 2] });
  f.vars.did = true;
  return 'done';
}

/** The second stack, once the first is chosen (`f.tmp[0]`). */
function second(x: Ctx, f: TextFrame): Step {
  const rest = filled(x, f).filter((l) => l !== f.tmp[0]);
  if (rest.length === 1) return swap(x, f, f.tmp[0]!, rest[0]!);
  f.stage = 2;
  return askLine(x, f.owner, rest, false, `${textOf(x, f)} — with which stack?`);
}

export const swapStacks: Handler<SwapStacksCommand> = {
  tmp: 'numbers', // the first line chosen
  possible: (x, f) => filled(x, f).length >= 2,
  start(x, f) {
    const lines = filled(x, f);
    f.vars.did = false;
    if (lines.length < 2) return 'done';
    if (lines.length === 2) return swap(x, f, lines[0]!, lines[1]!);
    f.stage = 1;
    return askLine(x, f.owner, lines, false, textOf(x, f));
  },
  answer(x, f, _cmd, a) {
    if (a.type !== 'line') throw new Error('expected a line');
    if (f.stage === 1) {
      f.tmp = [a.line];
      return second(x, f);
    }
    return swap(x, f, f.tmp[0]!, a.line);
  },
};
