/**
 * State — "State a number" (Luck 0) or "State a protocol" (Luck 3). A number is one of the card
 * values, 0–6 (any other number can match no card); a protocol is any the engine knows, in the
 * game or not, so a player may state one to miss on purpose (community rulings, Luck 3). The
 * statement is public, and the text remembers it.
 * @module
 */
import type { StateCommand } from '../cards/schema.js';
import type { Handler, Step, TextFrame, Ctx } from '../machine/context.js';
import { emit } from '../machine/context.js';
import { ask } from '../machine/prompts.js';
import { textOf } from '../machine/frames.js';

/** The numbers a player may state: the card values. */
export const STATABLE_NUMBERS: readonly number[] = [0, 1, 2, 3, 4, 5, 6];

function stated(x: Ctx, f: TextFrame, value: number | string): Step {
  f.vars.stated = value;
  f.vars.did = true;
  emit(x, { type: 'stated', player: f.owner, value });
  return 'done';
}

export const state: Handler<StateCommand> = {
  check: (c) => (c.what === 'number' || c.what === 'protocol' ? null : 'what must be number or protocol'),
  start(x, f, cmd) {
    if (cmd.what === 'number') return ask(x, { kind: 'number', player: f.owner, options: [...STATABLE_NUMBERS], text: textOf(x, f) });
    return ask(x, { kind: 'protocol', player: f.owner, options: [...x.lib.protocols], text: textOf(x, f) });
  },
  answer(x, f, _cmd, a) {
    if (a.type === 'number') return stated(x, f, a.value);
    if (a.type === 'protocol') return stated(x, f, a.protocol);
    throw new Error('expected a number or a protocol');
  },
};
