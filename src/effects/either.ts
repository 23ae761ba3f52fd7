/**
 * Either … or … — the text's owner picks one branch; "You may … or …" may pick neither.
 * @module
 */
import type { EitherCommand } from '../cards/schema.js';
import type { Handler } from '../machine/context.js';
import { ask } from '../machine/prompts.js';
import { textOf } from '../machine/frames.js';
import { runCouldAct } from '../machine/couldAct.js';
import { pushNested } from './shared.js';

export const either: Handler<EitherCommand> = {
  check: (c) => (Array.isArray(c.options) && c.options.length >= 2 ? null : 'either needs at least two options'),
  start(x, f, cmd) {
    if (f.stage === 1) return 'done';
    // "You may … or …" with no branch able to act is skipped unasked (Light 2 with nothing revealed; docs/rulings.md).
    if (cmd.may && !cmd.options.some((o) => runCouldAct(x, f, o.run))) {
      f.vars.did = false;
      return 'done';
    }
    // A mandatory "either" must take a branch that changes the game if one can (community, "Mandatory
    // choices must have effect"): Spirit 1's Start with an empty hand flips, unasked.
    const usable = cmd.may ? [] : cmd.options.map((o, i) => (runCouldAct(x, f, o.run) ? i : -1)).filter((i) => i >= 0);
    if (!cmd.may && usable.length <= 1) {
      f.vars.did = usable.length === 1;
      if (!f.vars.did) return 'done';
      f.stage = 1;
      pushNested(x, f, usable[0]!);
      return 'push';
    }
    const labels: string[] = [];
    for (const o of cmd.options) labels.push(o.label);
    return ask(x, { kind: 'option', player: f.owner, labels, optional: !!cmd.may, text: textOf(x, f) });
  },
  answer(x, f, cmd, a) {
    if (a.type === 'pass') {
      f.vars.did = false;
      return 'done';
    }
    if (a.type !== 'option') throw new Error('expected an option');
    f.stage = 1;
    f.vars.did = true;
    pushNested(x, f, a.index);
    return 'push';
  },
};
