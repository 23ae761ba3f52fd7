/**
 * "Gain control." (Main 3 preview: Lust 0, Envy 1) — the text's owner takes the control component,
 * from neutral or from their opponent, as Check Control gives it (rulebook, "Playing With
 * Control"). A game played without the component has none to gain; one who holds it gains nothing.
 * @module
 */
import type { GainControlCommand } from '../cards/schema.js';
import type { Handler } from '../machine/context.js';
import { emit } from '../machine/context.js';
import { noParameters } from './returnControl.js';

export const gainControl: Handler<GainControlCommand> = {
  check: noParameters,
  possible: (x, f) => x.s.useControl && x.s.control !== f.owner,
  start(x, f) {
    f.vars.did = x.s.useControl && x.s.control !== f.owner;
    if (f.vars.did) {
      x.s.control = f.owner;
      emit(x, { type: 'controlGained', player: f.owner });
    }
    return 'done';
  },
};
