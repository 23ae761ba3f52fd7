/**
 * Repeat — "For every N …, do X": the count is read once, when the command starts (Gravity 0).
 * @module
 */
import type { RepeatCommand } from '../cards/schema.js';
import type { Handler } from '../machine/context.js';
import { amount, checkAmount, pushNested } from './shared.js';

export const repeat: Handler<RepeatCommand> = {
  tmp: 'numbers', // the count still to go
  check: (c) => checkAmount(c.times),
  start(x, f, cmd) {
    if (f.stage === 0) {
      f.tmp = [amount(x, f, cmd.times)];
      f.stage = 1;
      f.vars.did = f.tmp[0]! > 0;
    }
    const left = f.tmp[0]!;
    if (left <= 0) return 'done';
    f.tmp[0] = left - 1;
    pushNested(x, f);
    return 'push';
  },
};
