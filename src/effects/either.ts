/**
 * Either … or … — the text's owner picks one branch; "You may … or …" may pick neither.
 * @module
 */
import type { EitherCommand } from '../cards/schema.js';
import type { Handler } from '../machine/context.js';
import { ask } from '../machine/prompts.js';
import { textOf } from '../machine/frames.js';
import { pushNested } from './shared.js';

export const either: Handler<EitherCommand> = {
  check: (c) => (Array.isArray(c.options) && c.options.length >= 2 ? null : 'either needs at least two options'),
  start(x, f, cmd) {
    if (f.stage === 1) return 'done';
    return ask(x, { kind: 'option', player: f.owner, labels: cmd.options.map((o) => o.label), optional: !!cmd.may, text: textOf(x, f) });
  },
  answer(x, f, cmd, a) {
    if (a.type === 'pass') {
      f.vars.did = false;
      return 'done';
    }
    if (a.type !== 'option') throw new Error('expected an option');
    f.stage = 1;
    f.vars.did = true;
    pushNested(x, f, cmd.options[a.index]!.run);
    return 'push';
  },
};
