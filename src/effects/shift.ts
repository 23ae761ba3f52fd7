/**
 * Shift — move a card to another line on the same side (Codex, "Shifting a Card"). The card
 * under it is uncovered first; the shifted card is committed until it lands on top of its new
 * stack. Text on the shifted card keeps resolving (community rulings, "Active text interruption").
 * @module
 */
import type { ShiftCommand } from '../cards/schema.js';
import type { Ctx, Handler, Step, TextFrame } from '../machine/context.js';
import { shiftCard } from '../machine/moves.js';
import { askLine } from '../machine/prompts.js';
import { destinations } from '../machine/targets.js';
import { chooserOf, textOf } from '../machine/frames.js';
import { checkLineChoice } from '../cards/check.js';
import { checkTarget, pickCard, pickedCard } from './shared.js';

function destinationsOf(x: Ctx, f: TextFrame, cmd: ShiftCommand, card: number): number[] {
  return destinations(x, f, cmd.to, card, chooserOf(f, cmd));
}

function chooseLine(x: Ctx, f: TextFrame, cmd: ShiftCommand, card: number): Step {
  f.vars.that = card;
  const lines = destinationsOf(x, f, cmd, card);
  if (lines.length === 0) {
    f.vars.did = false;
    return 'done';
  }
  const implied = typeof cmd.target === 'string';
  // For "you may shift this/that card" the line prompt carries the "no" option.
  if (lines.length === 1 && !(cmd.may && implied)) return finish(x, f, cmd, card, lines[0]!);
  f.stage = 2;
  return askLine(x, chooserOf(f, cmd), lines, !!cmd.may && implied, textOf(x, f));
}

function finish(x: Ctx, f: TextFrame, cmd: ShiftCommand, card: number, line: number): Step {
  shiftCard(x, card, line, chooserOf(f, cmd));
  f.vars.did = true;
  return 'done';
}

export const shift: Handler<ShiftCommand> = {
  check: (c) => checkTarget(c.target) ?? checkLineChoice(c.to),
  start: (x, f, cmd) => pickCard(x, f, cmd, (card) => chooseLine(x, f, cmd, card), (card) => destinationsOf(x, f, cmd, card).length > 0),
  answer(x, f, cmd, a) {
    if (f.stage === 2) {
      if (a.type === 'pass') {
        f.vars.did = false;
        return 'done';
      }
      if (a.type !== 'line') throw new Error('expected a line');
      return finish(x, f, cmd, f.vars.that!, a.line);
    }
    return pickedCard(x, f, a, (card) => chooseLine(x, f, cmd, card));
  },
};
