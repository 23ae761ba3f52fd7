/**
 * The control component (rulebook, "Playing With Control"): gained in Check Control with a higher
 * total than the opponent in at least two lines; spent on compile or refresh, when it returns to
 * neutral and its holder may rearrange either player's protocols.
 * @module
 */
import type { Ctx } from '../machine/context.js';
import { emit } from '../machine/context.js';
import { other } from '../machine/board.js';
import { allTotals } from '../machine/expressions.js';
import { ask } from '../machine/prompts.js';
import type { PlayerId } from '../state/types.js';

/** Check Control: the current player takes the component if they lead in two or more lines. */
export function checkControl(x: Ctx, totals: number[][] = allTotals(x)): void {
  if (!x.s.useControl) return;
  const p = x.s.turn;
  let leads = 0;
  for (let line = 0; line < 3; line++) if (totals[p]![line]! > totals[other(p)]![line]!) leads++;
  if (leads >= 2 && x.s.control !== p) {
    x.s.control = p;
    if (!x.quiet) emit(x, { type: 'controlGained', player: p });
  }
}

/**
 * Before a compile or refresh: if `player` holds the component it returns to neutral (even if
 * they then rearrange nothing, Codex FAQ) and they are asked whether to rearrange. Returns
 * whether a prompt was raised.
 */
export function spendControl(x: Ctx, player: PlayerId): boolean {
  if (x.s.control !== player) return false;
  x.s.control = null;
  if (!x.quiet) emit(x, { type: 'controlUsed', player });
  ask(x, { kind: 'control', player });
  return true;
}
