/**
 * Copy a middle command — "resolve the middle command of 1 of your opponent's cards as if it were
 * on this card" (Mirror 1). The chosen card must show a middle command that is not suppressed
 * (Codex, Mirror 1: Fear 0 leaves nothing to copy). The copied text runs for this card's owner
 * with this card as "this card": it stops if this card is covered, flipped or leaves, not if the
 * copied card does; and it is a middle command on this card, so whatever suppresses this card's
 * middle commands (Apathy 2 in its line) suppresses it too.
 * @module
 */
import type { CopyMiddleCommand } from '../cards/schema.js';
import type { Ctx, Handler, Step, TextFrame } from '../machine/context.js';
import { defOf } from '../machine/context.js';
import { middleSuppressed } from '../machine/expressions.js';
import { freshVars, pushText } from '../machine/moves.js';
import { checkTarget, pickCard, pickedCard } from './shared.js';

const copiable = (x: Ctx, f: TextFrame) => (card: number): boolean =>
  x.s.up[card]! && !!defOf(x, card).middle?.run?.length && !middleSuppressed(x, card) && !middleSuppressed(x, f.host);

function copy(x: Ctx, f: TextFrame, card: number): Step {
  f.vars.that = card;
  f.vars.did = true;
  f.stage = 1;
  pushText(x, { card, section: 'middle', owner: f.owner }, freshVars(), f.host);
  return 'push';
}

export const copyMiddle: Handler<CopyMiddleCommand> = {
  check: (c) => (typeof c.target === 'object' ? checkTarget(c.target) : 'target must be a filter'),
  start(x, f, cmd) {
    if (f.stage === 1) return 'done';
    return pickCard(x, f, cmd, (card) => copy(x, f, card), copiable(x, f));
  },
  answer: (x, f, _cmd, a) => pickedCard(x, f, a, (card) => copy(x, f, card)),
};
