/**
 * "Return the control component to neutral." — whoever holds it loses it. Not spending it: no
 * rearrange follows (that belongs to a compile or refresh, rulebook, "Playing With Control").
 * @module
 */
import type { Command, ReturnControlCommand } from '../cards/schema.js';
import type { Handler } from '../machine/context.js';
import { emit } from '../machine/context.js';

/** The check of a command that takes nothing but `may` and `if`. */
export const noParameters = (cmd: Command): string | null => {
  const extra = Object.keys(cmd).find((k) => k !== 'op' && k !== 'may' && k !== 'if');
  return extra === undefined ? null : `unknown field "${extra}" (${cmd.op} takes no parameters)`;
};

export const returnControl: Handler<ReturnControlCommand> = {
  check: noParameters,
  possible: (x) => x.s.control !== null,
  start(x, f) {
    const holder = x.s.control;
    f.vars.did = holder !== null;
    if (holder !== null) {
      x.s.control = null;
      emit(x, { type: 'controlReturned', player: f.owner, from: holder });
    }
    return 'done';
  },
};
