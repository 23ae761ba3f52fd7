/**
 * If … — a condition checked when the command resolves: about the card itself (Life 0: "If this
 * card is covered"), a hand, a line's totals (Courage 2), the field (Unity 0: "If there is another
 * Unity card in the field") or what the text stated (Luck 3).
 * @module
 */
import type { IfCommand } from '../cards/schema.js';
import type { Handler } from '../machine/context.js';
import { holds } from '../machine/expressions.js';
import { checkCond } from '../cards/check.js';
import { pushNested } from './shared.js';

export const cond: Handler<IfCommand> = {
  check: (c) => checkCond(c.cond),
  start(x, f, cmd) {
    if (f.stage === 1) return 'done';
    const ok = holds(x, f, cmd.cond);
    f.vars.did = ok;
    if (!ok) return 'done';
    f.stage = 1;
    pushNested(x, f);
    return 'push';
  },
};
