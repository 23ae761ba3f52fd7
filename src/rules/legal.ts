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

/*
 * Actions are immutable descriptors, so the engine hands out shared frozen instances instead of
 * allocating new ones on every call (bots call `legalActions` millions of times).
 */
const PASS: Action = Object.freeze({ type: 'pass' });
const ACCEPT: Action = Object.freeze({ type: 'accept' });
const REFRESH: Action = Object.freeze({ type: 'refresh' });
const LINES = ([0, 1, 2] as const).map((line) => Object.freeze({ type: 'line', line }) as Action);
const COMPILES = ([0, 1, 2] as const).map((line) => Object.freeze({ type: 'compile', line }) as Action);
const PLAYS: Action[][][] = [];
const CARDS: Action[][][] = [[[], [], []], [[], [], []]];
const HANDS: Action[] = [];
const OPTIONS: Action[] = [];

const playAction = (index: number, line: number, face: 'up' | 'down'): Action =>
  ((PLAYS[index] ??= [[], [], []])[line]![face === 'up' ? 0 : 1] ??= Object.freeze({ type: 'play', index, line: line as Line, face }));
const cardAction = (player: PlayerId, line: number, index: number): Action =>
  (CARDS[player]![line]![index] ??= Object.freeze({ type: 'card', player, line: line as Line, index }));
const handAction = (index: number): Action => (HANDS[index] ??= Object.freeze({ type: 'hand', index }));
const optionAction = (index: number): Action => (OPTIONS[index] ??= Object.freeze({ type: 'option', index }));

const ALL_LINES = [0, 1, 2] as const;

function plays(b: Board, player: PlayerId, out: Action[], lines: readonly number[] = ALL_LINES, faceDownOnly = false): Action[] {
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
      plays(b, p.player, out);
      if (refreshAllowed(b, p.player)) out.push(REFRESH);
      return out;
    case 'play':
      return plays(b, p.player, out, p.lines, p.faceDownOnly);
    case 'compile':
      for (const line of p.lines) out.push(COMPILES[line]!);
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
        out.push(cardAction(at.player, at.line, at.index));
      }
      break;
    case 'hand': {
      const hand = b.s.players[p.player]!.hand;
      const indexes = p.cards.map((card) => hand.indexOf(card)).sort((x, y) => x - y);
      for (const index of indexes) out.push(handAction(index));
      break;
    }
    case 'line':
      for (const line of p.lines) out.push(LINES[line]!);
      break;
    case 'confirm':
      return [ACCEPT, PASS];
    case 'option':
      for (let i = 0; i < p.labels.length; i++) out.push(optionAction(i));
      break;
    case 'order':
      for (let i = 0; i < p.triggers.length; i++) out.push(optionAction(i));
      return out;
  }
  if ('optional' in p && p.optional) out.push(PASS);
  return out;
}

/** Whether a play of the card at `a.index` into `a.line` face `a.face` is allowed. */
function playAllowed(b: Board, player: PlayerId, a: Extract<Action, { type: 'play' }>, lines: readonly number[], faceDownOnly: boolean): boolean {
  const card = b.s.players[player]!.hand[a.index];
  if (card === undefined || !lines.includes(a.line)) return false;
  const rules = playRules(b, player);
  if (!mayPlayInto(rules, a.line, a.face)) return false;
  return a.face === 'down' || (!faceDownOnly && protocolAllows(b, rules, defOf(b, card).protocol, a.line));
}

const sameOrder = (x: readonly string[], y: readonly string[]) => x.length === y.length && x.every((n, i) => n === y[i]);

/**
 * Whether an action is among {@link legal}'s, checked directly against the prompt without listing
 * them all (the hot path of `applyAction`). The action's shape is already checked.
 */
export function isLegal(b: Board, a: Action): boolean {
  const p = b.s.prompt;
  if (!p || b.s.result) return false;
  if (a.type === 'pass') return p.kind === 'control' || p.kind === 'confirm' || ('optional' in p && p.optional);
  switch (p.kind) {
    case 'draft': return a.type === 'draft' && p.options.includes(a.protocol);
    case 'action':
      if (a.type === 'refresh') return refreshAllowed(b, p.player);
      return a.type === 'play' && playAllowed(b, p.player, a, ALL_LINES, false);
    case 'play': return a.type === 'play' && playAllowed(b, p.player, a, p.lines, p.faceDownOnly);
    case 'compile': return a.type === 'compile' && p.lines.includes(a.line);
    case 'control':
      return a.type === 'rearrange' && (a.whose === p.player || a.whose === other(p.player)) && rearrangements(b, a.whose).some((o) => sameOrder(o, a.order));
    case 'rearrange': return a.type === 'rearrange' && a.whose === p.whose && p.orders.some((o) => sameOrder(o, a.order));
    case 'card': {
      if (a.type !== 'card') return false;
      const card = b.s.players[a.player]!.stacks[a.line]![a.index];
      return card !== undefined && p.cards.includes(card);
    }
    case 'hand': {
      if (a.type !== 'hand') return false;
      const card = b.s.players[p.player]!.hand[a.index];
      return card !== undefined && p.cards.includes(card);
    }
    case 'line': return a.type === 'line' && p.lines.includes(a.line);
    case 'confirm': return a.type === 'accept';
    case 'option': return a.type === 'option' && a.index < p.labels.length;
    case 'order': return a.type === 'option' && a.index < p.triggers.length;
  }
}
