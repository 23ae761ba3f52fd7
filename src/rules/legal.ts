/**
 * Every legal action for the player who must act now, in a fixed order:
 * - action phase: plays by hand index, then line 0–2, face-up before face-down, own side before the
 *   opponent's (Corruption 0); then `refresh`;
 * - a play a card's text asks for: by card (hand or trash order), then line 0–2, face-up before
 *   face-down, own side first;
 * - choices inside effects: options in board order (seat 0 then 1, line 0–2, bottom → top), hand,
 *   trash or deck order, or the order the prompt lists; `pass` (where declining is allowed) comes
 *   **last**;
 * - "state a number": 0 to 6 ascending; "state a protocol": the engine's protocols in library order;
 * - control component: `pass` first, then the current player's rearrangements, then the opponent's.
 * Empty only when the game is over.
 * @module
 */
import type { Action, PlayAction } from '../state/actions.js';
import type { Line, PlayOption, PlayerId } from '../state/types.js';
import type { Board } from '../machine/context.js';
import { fieldLoc, other } from '../machine/board.js';
import { type PlayRules, mayPlay, playRules } from '../machine/plays.js';
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
const NUMBERS: Action[] = [];

const playAction = (index: number, line: number, face: 'up' | 'down'): Action =>
  ((PLAYS[index] ??= [[], [], []])[line]![face === 'up' ? 0 : 1] ??= Object.freeze({ type: 'play', index, line: line as Line, face }));
const cardAction = (player: PlayerId, line: number, index: number): Action =>
  (CARDS[player]![line]![index] ??= Object.freeze({ type: 'card', player, line: line as Line, index }));
const handAction = (index: number): Action => (HANDS[index] ??= Object.freeze({ type: 'hand', index }));
const optionAction = (index: number): Action => (OPTIONS[index] ??= Object.freeze({ type: 'option', index }));
const numberAction = (value: number): Action => (NUMBERS[value] ??= Object.freeze({ type: 'number', value }));

/** A play action; the shared descriptor for the common case (from the hand, onto the player's own side). */
function playOf(player: PlayerId, index: number, line: number, up: boolean, side: PlayerId, from: 'hand' | 'trash'): Action {
  if (from === 'hand' && side === player) return playAction(index, line, up ? 'up' : 'down');
  const a: PlayAction = { type: 'play', index, line: line as Line, face: up ? 'up' : 'down' };
  if (from === 'trash') a.from = 'trash';
  if (side !== player) a.side = side;
  return Object.freeze(a);
}

/** The action phase's plays: every hand card, line, face, and (Corruption 0) side. */
function actionPlays(b: Board, player: PlayerId, out: Action[]): void {
  const rules = playRules(b, player);
  const hand = b.s.players[player]!.hand;
  for (let index = 0; index < hand.length; index++) {
    const card = hand[index]!;
    sidePlays(b, rules, player, index, card, player, out);
    if (b.m[card]!.ownPlay.opponentSide) sidePlays(b, rules, player, index, card, other(player), out);
  }
}

function sidePlays(b: Board, rules: PlayRules, player: PlayerId, index: number, card: number, side: PlayerId, out: Action[]): void {
  if (rules.plain && side === player) {
    // The plain rule (no continuous effect on plays): face-up where a protocol matches, face-down anywhere.
    const meta = b.m[card]!;
    const protocol = meta.def.protocol;
    const p0 = b.s.players[0]!.protocols;
    const p1 = b.s.players[1]!.protocols;
    for (let line = 0; line < 3; line++) {
      if (meta.ownPlay.unmatched || p0[line]!.name === protocol || p1[line]!.name === protocol) out.push(playAction(index, line, 'up'));
      out.push(playAction(index, line, 'down'));
    }
    return;
  }
  for (let line = 0; line < 3; line++) {
    if (mayPlay(b, rules, card, line, true, side)) out.push(playOf(player, index, line, true, side, 'hand'));
    if (mayPlay(b, rules, card, line, false, side)) out.push(playOf(player, index, line, false, side, 'hand'));
  }
}

/** The zone a play prompt's cards are in. */
const zoneOf = (b: Board, player: PlayerId, from: 'hand' | 'trash') => b.s.players[player]![from];

/** Actions for precomputed play options, in their order. */
function promptPlays(b: Board, player: PlayerId, from: 'hand' | 'trash', options: readonly PlayOption[], out: Action[]): void {
  const zone = zoneOf(b, player, from);
  for (const o of options) out.push(playOf(player, zone.indexOf(o.card), o.line, o.up, o.side, from));
}

/** Indexes of `cards` within `zone`, ascending. */
const indexesIn = (zone: readonly number[], cards: readonly number[]): number[] => cards.map((c) => zone.indexOf(c)).sort((x, y) => x - y);

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
      actionPlays(b, p.player, out);
      if (refreshAllowed(b, p.player)) out.push(REFRESH);
      return out;
    case 'play':
      promptPlays(b, p.player, p.from, p.options, out);
      break;
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
    case 'hand':
      for (const index of indexesIn(b.s.players[p.player]!.hand, p.cards)) out.push(handAction(index));
      break;
    case 'trash':
      for (const index of indexesIn(b.s.players[p.player]!.trash, p.cards)) out.push({ type: 'trash', index });
      break;
    case 'deck':
      for (const index of indexesIn(b.s.players[p.player]!.deck, p.cards)) out.push({ type: 'deck', index });
      break;
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
    case 'number':
      for (const value of p.options) out.push(numberAction(value));
      return out;
    case 'protocol':
      for (const protocol of p.options) out.push({ type: 'protocol', protocol });
      return out;
  }
  if ('optional' in p && p.optional) out.push(PASS);
  return out;
}

const sameOrder = (x: readonly string[], y: readonly string[]) => x.length === y.length && x.every((n, i) => n === y[i]);

/** Whether a play action is one of a play prompt's options. */
function amongOptions(b: Board, player: PlayerId, from: 'hand' | 'trash', options: readonly PlayOption[], a: PlayAction): boolean {
  if ((a.from ?? 'hand') !== from) return false;
  const card = zoneOf(b, player, from)[a.index];
  if (card === undefined) return false;
  const up = a.face === 'up';
  const side = a.side ?? player;
  return options.some((o) => o.card === card && o.line === a.line && o.up === up && o.side === side);
}

/** Whether `a` picks one of `cards` from `zone` by index. */
const picks = (zone: readonly number[], cards: readonly number[], index: number): boolean => {
  const card = zone[index];
  return card !== undefined && cards.includes(card);
};

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
    case 'action': {
      if (a.type === 'refresh') return refreshAllowed(b, p.player);
      if (a.type !== 'play' || (a.from ?? 'hand') !== 'hand') return false;
      const card = b.s.players[p.player]!.hand[a.index];
      return card !== undefined && mayPlay(b, playRules(b, p.player), card, a.line, a.face === 'up', a.side ?? p.player);
    }
    case 'play': return a.type === 'play' && amongOptions(b, p.player, p.from, p.options, a);
    case 'compile': return a.type === 'compile' && p.lines.includes(a.line);
    case 'control':
      return a.type === 'rearrange' && (a.whose === p.player || a.whose === other(p.player)) && rearrangements(b, a.whose).some((o) => sameOrder(o, a.order));
    case 'rearrange': return a.type === 'rearrange' && a.whose === p.whose && p.orders.some((o) => sameOrder(o, a.order));
    case 'card': {
      if (a.type !== 'card') return false;
      const card = b.s.players[a.player]!.stacks[a.line]![a.index];
      return card !== undefined && p.cards.includes(card);
    }
    case 'hand': return a.type === 'hand' && picks(b.s.players[p.player]!.hand, p.cards, a.index);
    case 'trash': return a.type === 'trash' && picks(b.s.players[p.player]!.trash, p.cards, a.index);
    case 'deck': return a.type === 'deck' && picks(b.s.players[p.player]!.deck, p.cards, a.index);
    case 'line': return a.type === 'line' && p.lines.includes(a.line);
    case 'confirm': return a.type === 'accept';
    case 'option': return a.type === 'option' && a.index < p.labels.length;
    case 'order': return a.type === 'option' && a.index < p.triggers.length;
    case 'number': return a.type === 'number' && p.options.includes(a.value);
    case 'protocol': return a.type === 'protocol' && p.options.includes(a.protocol);
  }
}
