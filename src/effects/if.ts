/**
 * If … — a condition about the resolving card itself, checked when the command resolves
 * (Life 0: "If this card is covered"; Life 4: "If this card is covering a card").
 * @module
 */
import type { IfCommand } from '../cards/schema.js';
import type { Handler } from '../machine/context.js';
import { fieldLoc } from '../machine/board.js';
import { pushNested } from './shared.js';

export const cond: Handler<IfCommand> = {
  check: (c) => (c.cond === 'thisCovered' || c.cond === 'thisCovering' ? null : 'cond must be thisCovered or thisCovering'),
  start(x, f, cmd) {
    if (f.stage === 1) return 'done';
    const at = fieldLoc(x, f.src.card);
    const holds = at !== null && (cmd.cond === 'thisCovered' ? at.covered : at.index > 0);
    f.vars.did = holds;
    if (!holds) return 'done';
    f.stage = 1;
    pushNested(x, f);
    return 'push';
  },
};
