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
import { issue } from './shape.js';
import { quote, seatName } from '../state/text.js';

/*
 * Actions are immutable descriptors, so the engine hands out shared frozen instances instead of
 * allocating new ones on every call (bots call `legalActions` millions of times). Each is marked
 * as issued by the engine, so that reading it back at the boundary needs no copy.
 */
const PASS: Action = issue({ type: 'pass' });
const ACCEPT: Action = issue({ type: 'accept' });
const REFRESH: Action = issue({ type: 'refresh' });
const LINES = ([0, 1, 2] as const).map((line): Action => issue({ type: 'line', line }));
const COMPILES = ([0, 1, 2] as const).map((line): Action => issue({ type: 'compile', line }));
const PLAYS: Action[][][] = [];
const CARDS: Action[][][] = [[[], [], []], [[], [], []]];
const HANDS: Action[] = [];
const OPTIONS: Action[] = [];

const playAction = (index: number, line: number, face: 'up' | 'down'): Action =>
  ((PLAYS[index] ??= [[], [], []])[line]![face === 'up' ? 0 : 1] ??= issue({ type: 'play', index, line: line as Line, face }));
const cardAction = (player: PlayerId, line: number, index: number): Action =>
  (CARDS[player]![line]![index] ??= issue({ type: 'card', player, line: line as Line, index }));
const handAction = (index: number): Action => (HANDS[index] ??= issue({ type: 'hand', index }));
const optionAction = (index: number): Action => (OPTIONS[index] ??= issue({ type: 'option', index }));

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

/** The action types that answer each kind of prompt, for messages. */
const ANSWERS: Readonly<Record<string, string>> = {
  draft: 'draft', action: 'play or refresh', play: 'play', compile: 'compile', control: 'rearrange or pass',
  rearrange: 'rearrange', card: 'card', hand: 'hand', line: 'line', confirm: 'accept or pass', option: 'option', order: 'option',
};

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');
const lineList = (lines: readonly number[]) => lines.join(', ');

/**
 * Why a well-formed action is not legal now, as far as the reason is public to the seat that must
 * act: which prompt waits, a card that is covered or absent, a line not offered, a protocol
 * mismatch, a refresh with five cards. Never names a card by identity. Only for refusals (not on
 * the hot path).
 */
export function illegalReason(b: Board, a: Action): string {
  const p = b.s.prompt;
  if (!p) return 'nothing is awaited in this state';
  const waits = `${seatName(p.player)} must answer ${article(p.kind)} "${p.kind}" prompt`;
  const answers = ANSWERS[p.kind];
  if (a.type === 'pass') return `${waits}, which cannot be declined`;
  switch (p.kind) {
    case 'action':
      if (a.type === 'refresh') return b.s.players[p.player]!.hand.length >= 5 ? 'a refresh needs fewer than 5 cards in hand' : 'a refresh needs a card to draw (deck and trash are empty)';
      if (a.type === 'play') return playReason(b, p.player, a, ALL_LINES, false);
      break;
    case 'play':
      if (a.type === 'play') return playReason(b, p.player, a, p.lines, p.faceDownOnly);
      break;
    case 'draft':
      if (a.type === 'draft') return `${quote(a.protocol)} is not in the draft pool`;
      break;
    case 'compile':
      if (a.type === 'compile') return `line ${a.line} cannot be compiled now (lines that must be compiled: ${lineList(p.lines)})`;
      break;
    case 'control':
      if (a.type === 'rearrange') return `that is not a new order of ${seatName(a.whose)}'s protocols`;
      break;
    case 'rearrange':
      if (a.type === 'rearrange') return a.whose !== p.whose ? `this effect rearranges ${seatName(p.whose)}'s protocols` : 'that order is not one of the orders offered';
      break;
    case 'card':
      if (a.type === 'card') return cardReason(b, a.player, a.line, a.index);
      break;
    case 'hand':
      if (a.type === 'hand') return a.index >= b.s.players[p.player]!.hand.length ? noHandCard(b, p.player, a.index) : `the card at hand index ${a.index} cannot be chosen for this prompt`;
      break;
    case 'line':
      if (a.type === 'line') return `line ${a.line} is not offered (lines offered: ${lineList(p.lines)})`;
      break;
    case 'option':
    case 'order': {
      const n = p.kind === 'option' ? p.labels.length : p.triggers.length;
      if (a.type === 'option') return `there is no option ${a.index} (options 0–${n - 1})`;
      break;
    }
    default:
      break;
  }
  return answers ? `${waits}, answered by ${answers}` : `${waits} (see legalActions)`;
}

function noHandCard(b: Board, player: PlayerId, index: number): string {
  const n = b.s.players[player]!.hand.length;
  return `${seatName(player)} has no card at hand index ${index} (${n} card${n === 1 ? '' : 's'} in hand)`;
}

function cardReason(b: Board, player: PlayerId, line: number, index: number): string {
  const stack = b.s.players[player]!.stacks[line]!;
  const where = `${seatName(player)}'s stack in line ${line}`;
  if (index >= stack.length) return `there is no card at index ${index} of ${where} (${stack.length} card${stack.length === 1 ? '' : 's'})`;
  if (index < stack.length - 1) return `the card at index ${index} of ${where} is covered, and this effect does not reach covered cards`;
  return `the card at index ${index} of ${where} cannot be chosen for this effect`;
}

function playReason(b: Board, player: PlayerId, a: Extract<Action, { type: 'play' }>, lines: readonly number[], faceDownOnly: boolean): string {
  if (a.index >= b.s.players[player]!.hand.length) return noHandCard(b, player, a.index);
  if (!lines.includes(a.line)) return `this play must go to line ${lines.join(' or ')}`;
  const rules = playRules(b, player);
  if (!mayPlayInto(rules, a.line, a.face)) {
    if (rules.blockedLines & (1 << a.line)) return `a card's effect forbids ${seatName(player)} to play into line ${a.line}`;
    return a.face === 'down' ? `a card's effect forbids ${seatName(player)} to play face-down into line ${a.line}` : `a card's effect allows ${seatName(player)} face-down plays only`;
  }
  if (faceDownOnly) return 'this play must be face-down';
  const [mine, theirs] = [b.s.players[0]!.protocols[a.line]!.name, b.s.players[1]!.protocols[a.line]!.name];
  return `protocol mismatch: a face-up play into line ${a.line} needs a ${quote(mine)} or ${quote(theirs)} card`;
}
