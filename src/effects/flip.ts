/**
 * Flip — turn a card over where it lies. A card turned face-up while uncovered puts its middle
 * command in play; a covered one does not (Codex FAQ p. 8). "When this card would be flipped:
 * First, …" resolves before the flip; if that removes the card, the flip is used up (Codex, Metal 6).
 * @module
 */
import type { FlipCommand } from '../cards/schema.js';
import type { Ctx, Handler, Step, TextFrame } from '../machine/context.js';
import type { PlayerId } from '../state/types.js';
import { fieldLoc } from '../machine/board.js';
import { mayFlip } from '../machine/expressions.js';
import { pushText, triggeredSections, turnOver } from '../machine/moves.js';
import { ask } from '../machine/prompts.js';
import { chooserOf, textOf } from '../machine/frames.js';
import { candidates, checkTarget, pickCard, pickedCard } from './shared.js';

function beginFlip(x: Ctx, f: TextFrame, cmd: FlipCommand, card: number): Step {
  f.vars.that = card;
  f.vars.did = true;
  const first = triggeredSections(x, card, 'wouldBeFlipped');
  if (first.length) {
    const owner = fieldLoc(x, card)!.player;
    for (const section of first) pushText(x, { card, section, owner });
    f.stage = 1;
    return 'push';
  }
  turnOver(x, card, chooserOf(f, cmd), cmd.ignoreMiddle);
  return 'done';
}

/** Cards a rule forbids to flip are not flipped, and not offered (Ice 4; community, "Game state must change"). */
const flippable = (x: Ctx, by: PlayerId) => (card: number) => mayFlip(x, card, by);

export const flip: Handler<FlipCommand> = {
  check: (c) => checkTarget(c.target) ?? (c.ignoreMiddle === undefined || typeof c.ignoreMiddle === 'boolean' ? null : 'ignoreMiddle must be a boolean'),
  // A card that cannot be flipped (Ice 4) gives the flip nothing to do.
  couldAct: (x, f, cmd) => candidates(x, f, cmd.target).some(flippable(x, chooserOf(f, cmd))),
  start(x, f, cmd) {
    if (f.stage === 1) {
      if (f.vars.that !== null && mayFlip(x, f.vars.that, chooserOf(f, cmd))) turnOver(x, f.vars.that, chooserOf(f, cmd), cmd.ignoreMiddle);
      return 'done';
    }
    // "You may flip this card" (Plague 4): the implied card needs no selection, so ask yes/no here.
    if (cmd.may && typeof cmd.target === 'string') {
      if (candidates(x, f, cmd.target).filter(flippable(x, chooserOf(f, cmd))).length === 0) {
        f.vars.did = false;
        return 'done';
      }
      f.stage = 2;
      return ask(x, { kind: 'confirm', player: chooserOf(f, cmd), text: textOf(x, f) });
    }
    return pickCard(x, f, cmd, (card) => beginFlip(x, f, cmd, card), flippable(x, chooserOf(f, cmd)));
  },
  answer(x, f, cmd, a) {
    if (f.stage === 2) {
      if (a.type === 'pass') {
        f.vars.did = false;
        return 'done';
      }
      return beginFlip(x, f, cmd, candidates(x, f, cmd.target)[0]!);
    }
    return pickedCard(x, f, a, (card) => beginFlip(x, f, cmd, card));
  },
};
