/**
 * Every legal action for the player who must act now, in a fixed order:
 * - action phase: plays by hand index, then line 0–2, face-up before face-down; then `refresh`;
 * - choices inside effects: options in board order (seat 0 then 1, line 0–2, bottom → top), hand
 *   order, or the order the prompt lists; `pass` (where declining is allowed) comes **last**;
 * - control component: `pass` first, then the current player's rearrangements, then the opponent's.
 * Empty only when the game is over.
 * @module
 */
import type { Action } from '../state/actions.js';
import type { Line, PlayerId } from '../state/types.js';
import type { Board } from '../machine/context.js';
import { fieldLoc, other } from '../machine/board.js';
import { mayPlayInto, playRules, protocolAllows } from '../machine/plays.js';
import { defOf } from '../machine/context.js';
import { rearrangements } from '../machine/protocols.js';
import { refreshAllowed } from './action.js';

const PASS: Action = Object.freeze({ type: 'pass' });
const ACCEPT: Action = Object.freeze({ type: 'accept' });
const REFRESH: Action = Object.freeze({ type: 'refresh' });

/**
 * Actions are immutable descriptors, so the engine hands out shared frozen instances instead of
 * allocating new ones on every call (bots call `legalActions` millions of times).
 */
const cache = new Map<string, Action>();
function shared<A extends Action>(key: string, make: () => A): A {
  let a = cache.get(key);
  if (!a) cache.set(key, (a = Object.freeze(make()) as Action));
  return a as A;
}
const PLAYS: Action[][][] = [];
function playAction(index: number, line: number, face: 'up' | 'down'): Action {
  const byIndex = (PLAYS[index] ??= [[], [], []]);
  const f = face === 'up' ? 0 : 1;
  return (byIndex[line]![f] ??= Object.freeze({ type: 'play', index, line: line as Line, face }));
}
const ALL_LINES = [0, 1, 2] as const;

function plays(b: Board, player: PlayerId, lines: readonly number[] = ALL_LINES, faceDownOnly = false): Action[] {
  const out: Action[] = [];
  const rules = playRules(b, player);
  const hand = b.s.players[player]!.hand;
  for (let index = 0; index < hand.length; index++) {
    const protocol = defOf(b, hand[index]!).protocol;
    for (const line of lines) {
      if (!faceDownOnly && mayPlayInto(rules, line, 'up') && protocolAllows(b, rules, protocol, line)) out.push(playAction(index, line, 'up'));
      if (mayPlayInto(rules, line, 'down')) out.push(playAction(index, line, 'down'));
    }
  }
  return out;
}

/** The legal actions now. */
export function legal(b: Board): Action[] {
  const p = b.s.prompt;
  if (!p || b.s.result) return [];
  const out: Action[] = [];
  switch (p.kind) {
    case 'draft':
      for (const protocol of p.options) out.push({ type: 'draft', protocol });
      return out;
    case 'action':
      out.push(...plays(b, p.player));
      if (refreshAllowed(b, p.player)) out.push(REFRESH);
      return out;
    case 'play':
      return plays(b, p.player, p.lines, p.faceDownOnly);
    case 'compile':
      for (const line of p.lines) out.push(shared(`compile:${line}`, () => ({ type: 'compile', line: line as Line })));
      return out;
    case 'control':
      out.push(PASS);
      for (const whose of [p.player, other(p.player)]) {
        for (const order of rearrangements(b, whose)) out.push({ type: 'rearrange', whose, order });
      }
      return out;
    case 'rearrange':
      for (const order of p.orders) out.push({ type: 'rearrange', whose: p.whose, order });
      break;
    case 'card':
      for (const card of p.cards) {
        const at = fieldLoc(b, card)!;
        out.push(shared(`card:${at.player}:${at.line}:${at.index}`, () => ({ type: 'card', player: at.player, line: at.line as Line, index: at.index })));
      }
      break;
    case 'hand': {
      const hand = b.s.players[p.player]!.hand;
      for (const card of p.cards) {
        const index = hand.indexOf(card);
        out.push(shared(`hand:${index}`, () => ({ type: 'hand', index })));
      }
      out.sort((a, c) => (a as { index: number }).index - (c as { index: number }).index);
      break;
    }
    case 'line':
      for (const line of p.lines) out.push(shared(`line:${line}`, () => ({ type: 'line', line: line as Line })));
      break;
    case 'confirm':
      return [ACCEPT, PASS];
    case 'option':
      p.labels.forEach((_, index) => out.push(shared(`option:${index}`, () => ({ type: 'option', index }))));
      break;
    case 'order':
      p.triggers.forEach((_, index) => out.push(shared(`option:${index}`, () => ({ type: 'option', index }))));
      return out;
  }
  if ('optional' in p && p.optional) out.push(PASS);
  return out;
}

/** A canonical string for an action, for comparing a submitted action with the legal ones. */
export function actionKey(a: Action): string {
  switch (a.type) {
    case 'draft': return `draft:${a.protocol}`;
    case 'play': return `play:${a.index}:${a.line}:${a.face}`;
    case 'refresh': return 'refresh';
    case 'compile': return `compile:${a.line}`;
    case 'rearrange': return `rearrange:${a.whose}:${a.order.join(',')}`;
    case 'card': return `card:${a.player}:${a.line}:${a.index}`;
    case 'hand': return `hand:${a.index}`;
    case 'line': return `line:${a.line}`;
    case 'option': return `option:${a.index}`;
    case 'accept': return 'accept';
    case 'pass': return 'pass';
  }
}

/** Whether a play of the card at `a.index` into `a.line` face `a.face` is allowed. */
function playAllowed(b: Board, player: PlayerId, a: Extract<Action, { type: 'play' }>, lines: readonly number[], faceDownOnly: boolean): boolean {
  const card = b.s.players[player]!.hand[a.index];
  if (card === undefined || !lines.includes(a.line)) return false;
  const rules = playRules(b, player);
  if (!mayPlayInto(rules, a.line, a.face)) return false;
  return a.face === 'down' || (!faceDownOnly && protocolAllows(b, rules, defOf(b, card).protocol, a.line));
}


/** Whether an action is among {@link legal}'s, without listing them all (the hot path of `applyAction`). */
export function isLegal(b: Board, a: Action): boolean {
  const p = b.s.prompt;
  if (!p || b.s.result) return false;
  if (p.kind === 'action') {
    if (a.type === 'refresh') return refreshAllowed(b, p.player);
    return a.type === 'play' && playAllowed(b, p.player, a, ALL_LINES, false);
  }
  if (p.kind === 'play') return a.type === 'play' && playAllowed(b, p.player, a, p.lines, p.faceDownOnly);
  const key = actionKey(a);
  return legal(b).some((x) => actionKey(x) === key);
}
