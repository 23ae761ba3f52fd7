/**
 * Either … or … — the text's owner picks one branch; "You may … or …" may pick neither.
 * @module
 */
import type { Command, EitherCommand } from '../cards/schema.js';
import type { Ctx, Handler, TextFrame } from '../machine/context.js';
import { ask } from '../machine/prompts.js';
import { textOf } from '../machine/frames.js';
import { candidates, pushNested } from './shared.js';

/** Whether a command could do anything now ("this"/"that" card still on the field, or the handler says so). */
function couldAct(x: Ctx, f: TextFrame, c: Command | undefined): boolean {
  if (!c) return false;
  const t = (c as { target?: unknown }).target;
  if (t === 'this' || t === 'that') return candidates(x, f, t).length > 0;
  const h = x.lib.handlers[c.op];
  return h?.possible ? h.possible(x, f, c) : true;
}

/**
 * Whether a branch could do anything now: any of its commands that does not wait on an earlier one
 * (`if`). Peace 1's "you discard first" with an empty hand can: the opponent's discard follows, and
 * an "After" trigger between the two (Plague 1) may refill the hand (Codex, Peace 1: "The owner
 * decides which player discards their hand first").
 */
function branchCouldAct(x: Ctx, f: TextFrame, run: readonly Command[]): boolean {
  for (let i = 0; i < run.length; i++) {
    const c = run[i]!;
    if (i > 0 && c.if !== undefined) continue;
    if (couldAct(x, f, c)) return true;
  }
  return false;
}

export const either: Handler<EitherCommand> = {
  check: (c) => (Array.isArray(c.options) && c.options.length >= 2 ? null : 'either needs at least two options'),
  start(x, f, cmd) {
    if (f.stage === 1) return 'done';
    // "You may … or …" with no branch able to act is skipped unasked (Light 2 with nothing revealed; docs/rulings.md).
    if (cmd.may && !cmd.options.some((o) => branchCouldAct(x, f, o.run))) {
      f.vars.did = false;
      return 'done';
    }
    // A mandatory "either" must take a branch that changes the game if one can (community, "Mandatory
    // choices must have effect"): Spirit 1's Start with an empty hand flips, unasked.
    const usable = cmd.may ? [] : cmd.options.map((o, i) => (branchCouldAct(x, f, o.run) ? i : -1)).filter((i) => i >= 0);
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
