/**
 * "Your opponent cannot compile on their next turn" (Metal 1, Codex errata 12/2024). It bars the
 * compile only, on the opponent's next turn only, and only while the text is visible (Codex
 * clarification: "provided the text is visible"); see the rulings page. The text is the one on the
 * card it resolves on: a copy made by Mirror 1 ("as if it were on this card") lasts while Mirror 1
 * is visible, not while the printed original is.
 * @module
 */
import type { PreventCompileCommand } from '../cards/schema.js';
import type { Handler } from '../machine/context.js';
import { other } from '../machine/board.js';

export const preventCompile: Handler<PreventCompileCommand> = {
  start(x, f) {
    const opp = other(f.owner);
    // "Their next turn": the next turn that is theirs, counted from now.
    const turn = x.s.turn === opp ? x.s.turnNumber + 2 : x.s.turnNumber + 1;
    x.s.noCompile.push({ player: opp, turn, card: f.host });
    f.vars.did = true;
    return 'done';
  },
};
