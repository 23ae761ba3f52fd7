/**
 * State — "State a number" (Luck 0) or "State a protocol" (Luck 3). A player may state anything,
 * so also something that matches no card, to miss on purpose (community rulings, Luck 3). The
 * choices are therefore: a protocol the engine knows, in the game or not; a number among the card
 * values the engine knows (0–6 for the official cards), or the next one up (7), which stands for
 * every number no card has. The statement is public, and the text remembers it.
 * @module
 */
import type { StateCommand } from '../cards/schema.js';
import type { Handler, Step, TextFrame, Ctx } from '../machine/context.js';
import { emit } from '../machine/context.js';
import { ask } from '../machine/prompts.js';
import { textOf } from '../machine/frames.js';

const numbersOf = new WeakMap<object, readonly number[]>();

/** The numbers a player may state: every card value of the library, ascending, and one above them all. */
export function statableNumbers(lib: Ctx['lib']): readonly number[] {
  let list = numbersOf.get(lib);
  if (!list) {
    const values = [...new Set(Object.values(lib.defs).map((d) => d.value))].sort((a, b) => a - b);
    numbersOf.set(lib, (list = Object.freeze([...values, (values[values.length - 1] ?? 0) + 1])));
  }
  return list;
}

function stated(x: Ctx, f: TextFrame, value: number | string): Step {
  f.vars.stated = value;
  f.vars.did = true;
  emit(x, { type: 'stated', player: f.owner, value });
  return 'done';
}

export const state: Handler<StateCommand> = {
  check: (c) => (c.what === 'number' || c.what === 'protocol' ? null : 'what must be number or protocol'),
  start(x, f, cmd) {
    if (cmd.what === 'number') return ask(x, { kind: 'number', player: f.owner, options: [...statableNumbers(x.lib)], text: textOf(x, f) });
    return ask(x, { kind: 'protocol', player: f.owner, options: [...x.lib.protocols], text: textOf(x, f) });
  },
  answer(x, f, _cmd, a) {
    if (a.type === 'number') return stated(x, f, a.value);
    if (a.type === 'protocol') return stated(x, f, a.protocol);
    throw new Error('expected a number or a protocol');
  },
};
