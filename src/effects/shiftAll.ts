/**
 * Shift all — every matching card moves to one chosen line on its own side, keeping its relative
 * position (Codex, Light 3: "maintain the same relative positioning … all moved to the same line").
 * @module
 */
import type { ShiftAllCommand } from '../cards/schema.js';
import type { Ctx, Handler, Step, TextFrame } from '../machine/context.js';
import { emit } from '../machine/context.js';
import { fieldLoc, publicName } from '../machine/board.js';
import { commitToStack, enterText, liftAll } from '../machine/moves.js';
import { askLine } from '../machine/prompts.js';
import { destinations, selectable, sourceLine } from '../machine/targets.js';
import { checkLineChoice } from '../cards/check.js';
import { textOf } from '../machine/frames.js';
import { checkTarget } from './shared.js';

function moveAll(x: Ctx, f: TextFrame, cmd: ShiftAllCommand, to: number): Step {
  const cards = selectable(x, f, cmd.filter).filter((c) => destinations(x, f, cmd.to, c).includes(to));
  const before = cards.map((card) => ({ card, at: fieldLoc(x, card)! }));
  const { uncovered } = liftAll(x, cards);
  // Committed bottom-most first, so they land in that order and keep their relative positions.
  for (const { card, at } of before) commitToStack(x, card, at.player, to, x.s.up[card]!, at.covered, at.player);
  for (const { card, at } of before) emit(x, { type: 'shifted', side: at.player, by: f.owner, from: at.line as 0 | 1 | 2, to: to as 0 | 1 | 2, card: publicName(x, card) });
  enterText(x, uncovered);
  f.vars.did = cards.length > 0;
  return 'done';
}

export const shiftAll: Handler<ShiftAllCommand> = {
  check: (c) => checkTarget(c.filter) ?? checkLineChoice(c.to),
  start(x, f, cmd) {
    const here = sourceLine(x, f);
    const cards = selectable(x, f, cmd.filter);
    if (cards.length === 0 || here === null) {
      f.vars.did = false;
      return 'done';
    }
    // Every card moves to the same line (Codex, Light 3): lines some selected card may reach.
    const lines = [0, 1, 2].filter((l) => cards.some((c) => destinations(x, f, cmd.to, c).includes(l)));
    if (lines.length === 0) return 'done';
    if (lines.length === 1) return moveAll(x, f, cmd, lines[0]!);
    return askLine(x, f.owner, lines, false, textOf(x, f));
  },
  answer(x, f, cmd, a) {
    if (a.type !== 'line') throw new Error('expected a line');
    return moveAll(x, f, cmd, a.line);
  },
};
