/**
 * Pieces several handlers share: choosing the card a command acts on, reading amounts, and
 * starting nested text.
 * @module
 */
import type { Amount, Command, Target } from '../cards/schema.js';
import type { Action } from '../state/actions.js';
import type { Ctx, Step, TextFrame } from '../machine/context.js';
import { copyVars } from '../state/clone.js';
import { amount as readAmount } from '../machine/expressions.js';
import { candidates } from '../machine/targets.js';
import { cardAt, askCard } from '../machine/prompts.js';
import { chooserOf, textOf } from '../machine/frames.js';

export { candidates };

/**
 * Chooses the card for a command and applies `act` to it: skipped when nothing qualifies, chosen
 * directly when the choice is forced, otherwise asked of the chooser ("pass" allowed for "you may").
 * `usable` drops cards the command could not change (community rulings: a mandatory choice must
 * have effect when it can).
 */
export function pickCard(x: Ctx, f: TextFrame, cmd: Command & { target: Target }, act: (card: number) => Step, usable?: (card: number) => boolean): Step {
  let cards = candidates(x, f, cmd.target);
  if (usable) cards = cards.filter(usable);
  if (cards.length === 0) {
    f.vars.did = false;
    return 'done';
  }
  const implied = typeof cmd.target === 'string';
  if (cards.length === 1 && (!cmd.may || implied)) return act(cards[0]!);
  return askCard(x, chooserOf(f, cmd), cards, !!cmd.may, textOf(x, f));
}

/** Interprets the answer to {@link pickCard}'s prompt. */
export function pickedCard(x: Ctx, f: TextFrame, a: Action, act: (card: number) => Step): Step {
  if (a.type === 'pass') {
    f.vars.did = false;
    return 'done';
  }
  if (a.type !== 'card') throw new Error(`expected a card, got ${a.type}`);
  return act(cardAt(x, a));
}

/** Reads an amount when the command resolves. */
export function amount(x: Ctx, f: TextFrame, n: Amount): number {
  return readAmount(x, f, n);
}

/**
 * Starts a nested list of the current command as part of the same text (it stops when that text
 * stops): its `run` (branch -1) or `options[branch].run`.
 */
export function pushNested(x: Ctx, f: TextFrame, branch = -1, vars = f.vars): void {
  x.s.frames.push({ k: 'text', src: f.src, host: f.host, owner: f.owner, path: nestedPath(f, branch), pc: 0, stage: 0, vars: copyVars(vars), tmp: [], ok: false, dead: false });
}

/** The path of a nested list of the command `f` is on. */
export function nestedPath(f: TextFrame, branch = -1): number[] {
  return [...f.path, f.pc, branch];
}

export { checkAmount, checkTarget } from '../cards/check.js';
