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

/** The branch that runs when the condition fails: its `else` (path branch -2). */
const ELSE = -2;

export const cond: Handler<IfCommand> = {
  check: (c) => checkCond(c.cond) ?? (c.else === undefined || Array.isArray(c.else) ? null : 'else must be a list of commands'),
  start(x, f, cmd) {
    if (f.stage === 1) return 'done';
    // The condition is read once: "Else" is the other branch of the same reading, whatever the first changes.
    const ok = holds(x, f, cmd.cond);
    f.vars.did = ok;
    if (!ok && !cmd.else?.length) return 'done';
    f.stage = 1;
    pushNested(x, f, ok ? -1 : ELSE);
    return 'push';
  },
};
