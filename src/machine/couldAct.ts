/**
 * Whether a command, or a list of them, could change anything now — read where the rules let the
 * engine skip a choice that changes nothing: an "either" branch that cannot act, an "each" object
 * where the text can do nothing (community rulings, "Mandatory choices must have effect"; Codex,
 * "Card Text": what can change must change).
 * @module
 */
import type { Command, Target } from '../cards/schema.js';
import type { Ctx, TextFrame } from './context.js';
import { candidates } from './targets.js';

/**
 * Whether one command could change anything now: the handler's own `couldAct` if it has one;
 * else a command with a target needs a card to act on, and one with a `possible` check needs it
 * to hold; any other command could.
 */
export function couldAct(x: Ctx, f: TextFrame, c: Command): boolean {
  const h = x.lib.handlers[c.op];
  if (h?.couldAct) return h.couldAct(x, f, c);
  const target = (c as { target?: Target }).target;
  if (target !== undefined && candidates(x, f, target).length === 0) return false;
  return h?.possible ? h.possible(x, f, c) : true;
}

/**
 * Whether a list of commands could do anything now: any of them that does not wait on an earlier
 * one (`if`). Peace 1's "you discard first" with an empty hand can: the opponent's discard follows,
 * and an "After" trigger between the two (Plague 1) may refill the hand (Codex, Peace 1: "The owner
 * decides which player discards their hand first").
 */
export function runCouldAct(x: Ctx, f: TextFrame, run: readonly Command[]): boolean {
  for (let i = 0; i < run.length; i++) {
    const c = run[i]!;
    if (i > 0 && c.if !== undefined) continue;
    if (couldAct(x, f, c)) return true;
  }
  return false;
}
