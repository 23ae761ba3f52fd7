/**
 * Every legal action for the player who must act now, in a fixed order. The order is public API:
 * it is documented on `legalActions` in `src/api.ts`; keep the two in step. In short:
 * - action phase: plays by hand index, then line 0–2, face-up before face-down, own side before the
 *   opponent's (Corruption 0); then `refresh`;
 * - a play a card's text asks for: by card (hand or trash order), then line 0–2, face-up before
 *   face-down, own side first;
 * - choices inside effects: options in board order (seat 0 then 1, line 0–2, bottom → top), hand,
 *   trash or deck order, or the order the prompt lists; `pass` (where declining is allowed) comes
 *   **last**;
 * - "state a number": the card values ascending (0–6), then one no card has (7); "state a protocol":
 *   the engine's protocols in library order;
 * - control component: `pass` first, then the current player's rearrangements, then the opponent's.
 * Empty only when the game is over.
 * @module
 */
import type { Action, PlayAction } from '../state/actions.js';
import type { Line, PlayOption, PlayerId, Prompt } from '../state/types.js';
import type { Board } from '../machine/context.js';
import { fieldLoc, other } from '../machine/board.js';
import { type PlayRules, mayPlay, playRules } from '../machine/plays.js';
import { isRearrangement, rearrangements } from '../machine/protocols.js';
import { refreshAllowed } from './action.js';
import { issue } from './shape.js';
import { DecisionMemo } from '../machine/decision.js';
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
const NUMBERS: Action[] = [];

const playAction = (index: number, line: number, face: 'up' | 'down'): Action =>
  ((PLAYS[index] ??= [[], [], []])[line]![face === 'up' ? 0 : 1] ??= issue({ type: 'play', index, line: line as Line, face }));
const cardAction = (player: PlayerId, line: number, index: number): Action =>
  (CARDS[player]![line]![index] ??= issue({ type: 'card', player, line: line as Line, index }));
const handAction = (index: number): Action => (HANDS[index] ??= issue({ type: 'hand', index }));
const optionAction = (index: number): Action => (OPTIONS[index] ??= issue({ type: 'option', index }));
const numberAction = (value: number): Action => (NUMBERS[value] ??= issue({ type: 'number', value }));

/** The draft's actions by protocol name (names come from engines' libraries: a bounded set, but kept bounded anyway). */
const DRAFTS = new Map<string, Action>();
function draftAction(protocol: string): Action {
  let a = DRAFTS.get(protocol);
  if (a === undefined) {
    if (DRAFTS.size >= 4096) DRAFTS.clear();
    DRAFTS.set(protocol, (a = issue({ type: 'draft', protocol })));
  }
  return a;
}

/** A play action; the shared descriptor for the common case (from the hand, onto the player's own side). */
function playOf(player: PlayerId, index: number, line: number, up: boolean, side: PlayerId, from: 'hand' | 'trash'): Action {
  if (from === 'hand' && side === player) return playAction(index, line, up ? 'up' : 'down');
  const a: PlayAction = { type: 'play', index, line: line as Line, face: up ? 'up' : 'down' };
  if (from === 'trash') a.from = 'trash';
  if (side !== player) a.side = side;
  return issue(a);
}

/** The action phase's plays: every hand card, line, face, and (Corruption 0) side. */
function actionPlays(b: Board, rules: PlayRules, player: PlayerId, out: Action[]): void {
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
    const protocol = meta.protocol;
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
  for (let i = 0; i < options.length; i++) {
    const o = options[i]!;
    out.push(playOf(player, zone.indexOf(o.card), o.line, o.up, o.side, from));
  }
}

/** Adds the action of each index. */
function pushEach(indexes: readonly number[], action: (index: number) => Action, out: Action[]): void {
  for (let i = 0; i < indexes.length; i++) out.push(action(indexes[i]!));
}

/** Indexes of `cards` within `zone`, ascending. */
function indexesIn(zone: readonly number[], cards: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < cards.length; i++) out.push(zone.indexOf(cards[i]!));
  return out.sort((x, y) => x - y);
}

/** The legal actions now: a list of the caller's own. */
export function legal(b: Board): Action[] {
  const p = b.s.prompt;
  if (p === null || b.s.result !== null) return [];
  // Worked out afresh on every call, even for a decision whose list is kept: a state that other
  // code broke since is then refused (INVALID_STATE), not answered from the memo.
  // The action phase is most of a game's decisions: its own function, compiled on its own.
  return p.kind === 'action' ? listedActions.set(b, actionChoices(b, p.player)).slice() : promptChoices(b, p);
}

/**
 * The action phase's choices: plays, then refresh. The engine's own list (shared by the decisions
 * it fits, see `plainKey`): never handed out as it is.
 */
function actionChoices(b: Board, player: PlayerId): readonly Action[] {
  const rules = playRules(b, player);
  const refresh = refreshAllowed(b, player);
  const key = rules.plain ? plainKey(b, player, refresh) : -1;
  if (key >= 0) {
    const known = PLAIN_CHOICES.get(key);
    if (known !== undefined) return known;
  }
  const out: Action[] = [];
  actionPlays(b, rules, player, out);
  if (refresh) out.push(REFRESH);
  if (key >= 0) {
    if (PLAIN_CHOICES.size >= MAX_PLAIN_CHOICES) PLAIN_CHOICES.clear();
    // `slice`: a list of its own length (one grown by `push` keeps room for more), kept for long.
    const kept = out.slice();
    PLAIN_CHOICES.set(key, kept);
    return kept;
  }
  return out;
}

/*
 * The list of legal actions worked out for the current decision: the engine's own, which no
 * caller holds (each gets a copy). An action of that list applied to that decision is known to be
 * legal without reading or checking it again (`wasListed`), as in the simulation path's playouts.
 * Only lists of issued descriptors are kept (see `promptChoices`): a caller may change a plain
 * object it was handed before handing it back.
 */
const listedActions = new DecisionMemo<readonly Action[]>();

/** `out`, an answer's list of issued descriptors, kept for its decision; the caller gets a copy. */
const listedCopy = (b: Board, out: Action[]): Action[] => listedActions.set(b, out).slice();

/** Whether `a` is (the very object of) an action the engine listed for `b`'s current decision. */
export function wasListed(b: Board, a: unknown): a is Action {
  const listed = listedActions.get(b);
  return listed !== undefined && listed.includes(a as Action);
}

/*
 * Under the plain rule (no continuous effect on plays), the action phase's choices depend only on
 * the lines where each hand card may go face-up and on whether a refresh is allowed: the lists of
 * shared descriptors are kept by that key (a bounded memo; the caller gets a copy).
 */
const PLAIN_CHOICES = new Map<number, readonly Action[]>();
const MAX_PLAIN_CHOICES = 4096;
const MAX_KEYED_HAND = 9; // 1 + 3 bits a card + 1 stays a small integer (V8 hashes those fastest)

/** The key of the plain rule's choices: the face-up lines of each hand card (3 bits each) and the refresh; -1 when not keyed. */
function plainKey(b: Board, player: PlayerId, refresh: boolean): number {
  const hand = b.s.players[player]!.hand;
  if (hand.length > MAX_KEYED_HAND) return -1;
  const p0 = b.s.players[0]!.protocols;
  const p1 = b.s.players[1]!.protocols;
  let key = 1;
  for (let i = 0; i < hand.length; i++) {
    const meta = b.m[hand[i]!]!;
    // A card that may go to the opponent's side (Corruption 0) has more choices than a key says.
    if (meta.ownPlay.opponentSide) return -1;
    let mask = 7;
    if (!meta.ownPlay.unmatched) {
      const protocol = meta.protocol;
      mask = 0;
      for (let line = 0; line < 3; line++) if (p0[line]!.name === protocol || p1[line]!.name === protocol) mask |= 1 << line;
    }
    key = key * 8 + mask;
  }
  return key * 2 + (refresh ? 1 : 0);
}

/** The control component's rearrangements of `whose` protocols. */
function rearrangeChoices(b: Board, whose: PlayerId, out: Action[]): void {
  const orders = rearrangements(b, whose);
  for (let i = 0; i < orders.length; i++) out.push({ type: 'rearrange', whose, order: orders[i]! });
}

/**
 * The answers to any other prompt. (Indexed loops, here and on the other paths every action takes:
 * V8's interpreter runs `for … of` over an array through the iterator protocol, an object per step.)
 */
function promptChoices(b: Board, p: Exclude<Prompt, { kind: 'action' }>): Action[] {
  const out: Action[] = [];
  switch (p.kind) {
    case 'draft':
      for (let i = 0; i < p.options.length; i++) out.push(draftAction(p.options[i]!));
      return listedCopy(b, out);
    case 'play':
      promptPlays(b, p.player, p.from, p.options, out);
      break;
    case 'compile':
      for (let i = 0; i < p.lines.length; i++) out.push(COMPILES[p.lines[i]!]!);
      return listedCopy(b, out);
    case 'control':
      out.push(PASS);
      rearrangeChoices(b, p.player, out);
      rearrangeChoices(b, other(p.player), out);
      return out;
    case 'rearrange':
      // A copy of each order: an action never shares a part of the state.
      for (let i = 0; i < p.orders.length; i++) out.push({ type: 'rearrange', whose: p.whose, order: [...p.orders[i]!] });
      if (p.optional) out.push(PASS);
      return out;
    case 'card':
      for (let i = 0; i < p.cards.length; i++) {
        const at = fieldLoc(b, p.cards[i]!)!;
        out.push(cardAction(at.player, at.line, at.index));
      }
      break;
    case 'hand':
      pushEach(indexesIn(b.s.players[p.player]!.hand, p.cards), handAction, out);
      break;
    case 'trash':
      for (const index of indexesIn(b.s.players[p.player]!.trash, p.cards)) out.push({ type: 'trash', index });
      if (p.optional) out.push(PASS);
      return out;
    case 'deck':
      for (const index of indexesIn(b.s.players[p.player]!.deck, p.cards)) out.push({ type: 'deck', index });
      if (p.optional) out.push(PASS);
      return out;
    case 'line':
      for (let i = 0; i < p.lines.length; i++) out.push(LINES[p.lines[i]!]!);
      break;
    case 'confirm':
      out.push(ACCEPT, PASS);
      return listedCopy(b, out);
    case 'option':
      for (let i = 0; i < p.labels.length; i++) out.push(optionAction(i));
      break;
    case 'order':
      for (let i = 0; i < p.triggers.length; i++) out.push(optionAction(i));
      return listedCopy(b, out);
    case 'number':
      for (const value of p.options) out.push(numberAction(value));
      return listedCopy(b, out);
    case 'protocol':
      for (const protocol of p.options) out.push({ type: 'protocol', protocol });
      return out;
  }
  // Every answer left here is an issued descriptor: play, card, hand, line, option.
  if ('optional' in p && p.optional) out.push(PASS);
  return listedCopy(b, out);
}

const sameOrder = (x: readonly string[], y: readonly string[]) => x.length === y.length && x.every((n, i) => n === y[i]);

/** Whether a play action is one of a play prompt's options. */
function amongOptions(b: Board, player: PlayerId, from: 'hand' | 'trash', options: readonly PlayOption[], a: PlayAction): boolean {
  // Listed plays name only what differs from the default: the trash, the opponent's side.
  if ((a.from ?? 'hand') !== from || a.side === player) return false;
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
      if (a.type !== 'play' || a.from !== undefined || a.side === p.player) return false;
      const card = b.s.players[p.player]!.hand[a.index];
      return card !== undefined && mayPlay(b, playRules(b, p.player), card, a.line, a.face === 'up', a.side ?? p.player);
    }
    case 'play': return a.type === 'play' && amongOptions(b, p.player, p.from, p.options, a);
    case 'compile': return a.type === 'compile' && p.lines.includes(a.line);
    case 'control':
      return a.type === 'rearrange' && (a.whose === p.player || a.whose === other(p.player)) && isRearrangement(b, a.whose, a.order);
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

/** The action types that answer each kind of prompt, for messages. */
const ANSWERS: Readonly<Record<string, string>> = {
  draft: 'draft', action: 'play or refresh', play: 'play', compile: 'compile', control: 'rearrange or pass',
  rearrange: 'rearrange', card: 'card', hand: 'hand', line: 'line', confirm: 'accept or pass', option: 'option', order: 'option',
  number: 'number', protocol: 'protocol', trash: 'trash', deck: 'deck',
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
      if (a.type === 'play') return playReason(b, p.player, a, null);
      break;
    case 'play':
      if (a.type === 'play') return playReason(b, p.player, a, p);
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
    case 'number':
      if (a.type === 'number') return `${a.value} cannot be stated (numbers offered: ${p.options.join(', ')})`;
      break;
    case 'protocol':
      if (a.type === 'protocol') return `${quote(a.protocol)} is not a protocol this engine knows`;
      break;
    case 'trash':
    case 'deck':
      if (a.type === p.kind) return `the card at ${p.kind} index ${a.index} cannot be chosen for this prompt`;
      break;
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

function playReason(b: Board, player: PlayerId, a: PlayAction, prompt: { from: 'hand' | 'trash'; options: readonly PlayOption[] } | null): string {
  if (a.side === player) return `"side" names the opponent's seat only: a play onto ${seatName(player)}'s own side has no "side"`;
  const from = a.from ?? 'hand';
  const zone = b.s.players[player]![from];
  if (a.index >= zone.length) return from === 'hand' ? noHandCard(b, player, a.index) : `${seatName(player)} has no card at trash index ${a.index}`;
  const card = zone[a.index]!;
  const side = a.side ?? player;
  const up = a.face === 'up';
  if (prompt) {
    if (from !== prompt.from) return `this effect plays a card from the ${prompt.from}`;
    const mine = prompt.options.filter((o) => o.card === card);
    if (mine.length === 0) return `the card at ${from} index ${a.index} cannot be played by this effect`;
    const lines = [...new Set(mine.map((o) => o.line))];
    if (!lines.includes(a.line)) return `this play must go to line ${lines.join(' or ')}`;
    if (!mine.some((o) => o.line === a.line && o.up === up)) return `this play must be face-${up ? 'down' : 'up'} in line ${a.line}`;
    return `this play may not go on ${seatName(side)}'s side`;
  }
  if (from === 'trash') return 'the action plays a card from the hand';
  const rules = playRules(b, player);
  if (side !== player && !b.m[card]!.ownPlay.opponentSide) return `${seatName(player)} may not play that card on ${seatName(side)}'s side`;
  if (!up) return `a card's effect forbids this face-down play into line ${a.line}`;
  const [p0, p1] = [b.s.players[0]!.protocols[a.line]!.name, b.s.players[1]!.protocols[a.line]!.name];
  const matched = b.m[card]!.protocol === p0 || b.m[card]!.protocol === p1;
  if (!matched && !rules.requireUnmatched) return `protocol mismatch: a face-up play into line ${a.line} needs a ${quote(p0)} or ${quote(p1)} card`;
  return `a card's effect forbids this face-up play into line ${a.line}`;
}
