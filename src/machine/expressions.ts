/**
 * The card language's expressions, read against the field: which cards a filter selects, amounts,
 * conditions and line conditions, card values and line totals, and the continuous effects in
 * force. They live together because they refer to each other: a total adds an amount that counts
 * cards, a filter compares values, a continuous effect holds only while its condition does.
 * Pure reads, no mutation.
 * @module
 */
import type { Amount, CardFilter, Comparison, Cond, LineCond, SectionName, Verb } from '../cards/schema.js';
import type { PlayerId, Vars } from '../state/types.js';
import { type Board, type Channel, type EffectKind, type Subject, defOf } from './context.js';
import { fieldLoc, fieldSpot, locate, other, protocolOf, protocolsInLine, spotCovered, spotLine, spotSeat } from './board.js';
import { copyVars } from '../state/clone.js';

const NO_VARS: Vars = Object.freeze({ that: null, did: false, discarded: 0, line: null, stated: null, drawn: Object.freeze([]) as unknown as number[] });

/**
 * The subject of a continuous effect, or of a card read on its own: the card and its owner.
 * @category Handler authoring
 */
export function subjectOf(card: number, owner: PlayerId): Subject {
  return { host: card, owner, vars: NO_VARS };
}

/** The same subject with `line` bound (an "each line" step, or a line condition being read). */
export function boundTo(sub: Subject, line: number): Subject {
  if (sub.vars.line === line) return sub;
  const vars = copyVars(sub.vars);
  vars.line = line;
  return { host: sub.host, owner: sub.owner, vars };
}

/**
 * The line of the card whose text it is ("this line"): where it lies, or, while it is committed to
 * a stack (shifted, waiting its turn in that line), the line it is moving to, which it keeps
 * (Codex, "Committed Cards"); `null` if it is neither on the field nor bound for it.
 */
export function hostLine(b: Board, sub: Subject): number | null {
  const spot = fieldSpot(b, sub.host);
  if (spot >= 0) return spotLine(spot);
  const frames = b.s.frames;
  for (let i = frames.length - 1; i >= 0; i--) {
    const f = frames[i]!;
    if (f.k === 'land' && f.card === sub.host) return f.line;
  }
  return null;
}

/** The line a filter's `line` field refers to. */
function lineRef(b: Board, sub: Subject, ref: 'this' | 'other' | 'bound' | 'that'): number | null {
  switch (ref) {
    case 'this': case 'other': return hostLine(b, sub);
    case 'bound': return sub.vars.line;
    case 'that': return sub.vars.that === null ? null : fieldLoc(b, sub.vars.that)?.line ?? null;
  }
}

const compare = (a: number, op: Comparison, c: number): boolean => {
  switch (op) {
    case '<': return a < c;
    case '<=': return a <= c;
    case '=': return a === c;
    case '>=': return a >= c;
    case '>': return a > c;
    case '!=': return a !== c;
  }
};

/**
 * Where a field card is (or would be, once played) and how it lies.
 * @category Handler authoring
 */
export interface Place {
  /** Whose side. */
  player: PlayerId;
  /** The line. */
  line: number;
  /** Whether a card lies on it. */
  covered: boolean;
  /** Whether it is face-up. */
  up: boolean;
}

/** A filter with its amounts and lines read once, for testing many cards. */
interface Prepared {
  f: CardFilter;
  here: number | null;
  lt: number | null;
  gt: number | null;
  eq: number | null;
}

function prepare(b: Board, sub: Subject, f: CardFilter): Prepared | null {
  const here = f.line ? lineRef(b, sub, f.line) : null;
  if (f.line && here === null) return null;
  const v = f.value;
  return {
    f, here,
    lt: v?.lt !== undefined ? amount(b, sub, v.lt) : null,
    gt: v?.gt !== undefined ? amount(b, sub, v.gt) : null,
    eq: v?.eq !== undefined ? amount(b, sub, v.eq) : null,
  };
}

/** Whether the protocol a card shows matches either protocol of a line. */
export function matchesLine(b: Board, protocol: string | null, line: number): boolean {
  if (protocol === null) return false;
  return b.s.players[0]!.protocols[line]!.name === protocol || b.s.players[1]!.protocols[line]!.name === protocol;
}

/** Everything but `extreme`, for one card at a place. */
function placeMatches(b: Board, sub: Subject, p: Prepared, card: number, at: Place): boolean {
  const f = p.f;
  if (f.side === 'self' && at.player !== sub.owner) return false;
  if (f.side === 'opponent' && at.player === sub.owner) return false;
  const cover = f.cover ?? 'uncovered';
  if (cover === 'uncovered' && at.covered) return false;
  if (cover === 'covered' && !at.covered) return false;
  if (f.face === 'up' && !at.up) return false;
  if (f.face === 'down' && at.up) return false;
  if (f.other && card === sub.host) return false;
  if (f.line) {
    if (f.line === 'other' ? at.line === p.here : at.line !== p.here) return false;
  }
  const meta = b.m[card]!;
  const shown = at.up ? meta.protocol : null;
  if (f.protocol !== undefined && shown !== f.protocol) return false;
  if (f.notProtocol !== undefined && shown === f.notProtocol) return false;
  if (f.matching !== undefined && matchesLine(b, shown, at.line) !== f.matching) return false;
  if (f.values || p.lt !== null || p.gt !== null || p.eq !== null) {
    const v = valueAt(b, card, at);
    if (f.values && !f.values.includes(v)) return false;
    if (p.lt !== null && !(v < p.lt)) return false;
    if (p.gt !== null && !(v > p.gt)) return false;
    if (p.eq !== null && v !== p.eq) return false;
  }
  if (f.lineWhere && !lineHolds(b, sub, f.lineWhere, at.line)) return false;
  return true;
}

/** Whether a card would match a filter at a place (a card being played: Clarity 2, Unity 1). */
export function matchesAt(b: Board, sub: Subject, f: CardFilter, card: number, at: Place): boolean {
  const p = prepare(b, sub, f);
  return p !== null && placeMatches(b, sub, p, card, at);
}

/**
 * The field cards a filter selects for a subject, in board order (seat 0 then 1, line 0–2,
 * bottom → top). Committed cards are in no stack, so never selected (Codex, "Committed Cards").
 * @category Handler authoring
 */
export function selectable(b: Board, sub: Subject, f: CardFilter): number[] {
  const out: number[] = [];
  const p = prepare(b, sub, f);
  if (!p) return out;
  const at: Place = { player: 0, line: 0, covered: false, up: false };
  for (let player = 0 as PlayerId; player < 2; player++) {
    if (f.side === 'self' && player !== sub.owner) continue;
    if (f.side === 'opponent' && player === sub.owner) continue;
    const stacks = b.s.players[player]!.stacks;
    at.player = player;
    for (let line = 0; line < 3; line++) {
      if (p.here !== null && (f.line === 'other' ? line === p.here : line !== p.here)) continue;
      const st = stacks[line]!;
      at.line = line;
      for (let i = 0; i < st.length; i++) {
        const card = st[i]!;
        at.covered = i < st.length - 1;
        at.up = b.s.up[card]!;
        if (placeMatches(b, sub, p, card, at)) out.push(card);
      }
    }
  }
  if (f.extreme && out.length > 1) {
    const values: number[] = [];
    for (const c of out) values.push(valueOf(b, c));
    const best = f.extreme === 'highest' ? Math.max(...values) : Math.min(...values);
    return out.filter((_, i) => values[i] === best);
  }
  return out;
}

/**
 * Whether a card off the field (revealed in a deck, hand or trash) matches a filter: printed value,
 * own protocol. Only `values`, `value`, `protocol` and `notProtocol` apply there.
 */
export function identityMatches(b: Board, sub: Subject, f: CardFilter, card: number): boolean {
  const def = defOf(b, card);
  if (f.values && !f.values.includes(def.value)) return false;
  if (f.value) {
    if (f.value.lt !== undefined && !(def.value < amount(b, sub, f.value.lt))) return false;
    if (f.value.gt !== undefined && !(def.value > amount(b, sub, f.value.gt))) return false;
    if (f.value.eq !== undefined && def.value !== amount(b, sub, f.value.eq)) return false;
  }
  if (f.protocol !== undefined && def.protocol !== f.protocol) return false;
  if (f.notProtocol !== undefined && def.protocol === f.notProtocol) return false;
  return true;
}

// ---------------------------------------------------------------------------------------------
// Amounts, conditions, line conditions

const zoneOf = (b: Board, sub: Subject, who: 'self' | 'opponent' | undefined) => b.s.players[who === 'opponent' ? other(sub.owner) : sub.owner]!;

/**
 * Reads an amount for a subject.
 * @category Handler authoring
 */
export function amount(b: Board, sub: Subject, n: Amount): number {
  if (typeof n === 'number') return n;
  switch (n.count) {
    case 'discarded': return Math.max(0, sub.vars.discarded + (n.plus ?? 0));
    // Codex, Light 0: the value is read now, wherever "that card" is (trash: printed value).
    case 'valueOfThat': return sub.vars.that === null ? 0 : Math.max(0, valueOf(b, sub.vars.that));
    case 'cardsInLine': {
      const line = hostLine(b, sub);
      return line === null ? 0 : Math.floor((b.s.players[0]!.stacks[line]!.length + b.s.players[1]!.stacks[line]!.length) / n.per);
    }
    case 'cards': return Math.floor(selectable(b, sub, { ...n.filter, extreme: undefined }).length / (n.per ?? 1));
    case 'hand': return zoneOf(b, sub, n.who).hand.length;
    case 'deck': return zoneOf(b, sub, n.who).deck.length;
    case 'trash': return zoneOf(b, sub, n.who).trash.length;
    case 'protocols': {
      const seen = new Set<string>();
      for (const card of selectable(b, sub, n.filter)) {
        const p = protocolOf(b, card);
        if (p !== null) seen.add(p);
      }
      return seen.size;
    }
    case 'lines': {
      let count = 0;
      for (let line = 0; line < 3; line++) if (lineHolds(b, sub, n.where, line)) count++;
      return count;
    }
    case 'total': {
      const line = n.line === 'this' ? hostLine(b, sub) : sub.vars.line;
      return line === null ? 0 : lineTotal(b, n.who === 'opponent' ? other(sub.owner) : sub.owner, line);
    }
  }
}

/**
 * Whether a condition holds for a subject.
 * @category Handler authoring
 */
export function holds(b: Board, sub: Subject, c: Cond): boolean {
  if (typeof c === 'string') {
    switch (c) {
      case 'thisCovered': { const at = fieldLoc(b, sub.host); return at !== null && at.covered; }
      case 'thisCovering': { const at = fieldLoc(b, sub.host); return at !== null && at.index > 0; }
      case 'ownTurn': return b.s.turn === sub.owner;
      case 'opponentTurn': return b.s.turn !== sub.owner;
      case 'thatMatchesStated': return thatMatchesStated(b, sub);
    }
  }
  if ('compare' in c) return compare(amount(b, sub, c.compare[0]), c.compare[1], amount(b, sub, c.compare[2]));
  if ('thisLine' in c) {
    const line = hostLine(b, sub);
    return line !== null && lineHolds(b, sub, c.thisLine, line);
  }
  if ('control' in c) return controlIs(b.s.control, sub.owner, c.control);
  if ('not' in c) return !holds(b, sub, c.not);
  return c.all.every((x) => holds(b, sub, x));
}

/** Whether the control component's holder is the one a condition names, relative to `owner`. */
function controlIs(holder: PlayerId | null, owner: PlayerId, who: 'self' | 'opponent' | 'any' | 'none'): boolean {
  switch (who) {
    case 'self': return holder === owner;
    case 'opponent': return holder !== null && holder !== owner;
    case 'any': return holder !== null;
    case 'none': return holder === null;
  }
}

/** Luck 3: "If the discarded card matched the stated protocol" (or a stated number: its value). */
function thatMatchesStated(b: Board, sub: Subject): boolean {
  const { that, stated } = sub.vars;
  if (that === null || stated === null) return false;
  return typeof stated === 'number' ? valueOf(b, that) === stated : protocolOf(b, that) === stated;
}

/**
 * Whether a line satisfies a line condition (read with that line bound).
 * @category Handler authoring
 */
export function lineHolds(b: Board, sub: Subject, where: LineCond, line: number): boolean {
  const at = boundTo(sub, line);
  if ('has' in where) {
    const f: CardFilter = { ...where.has, line: 'bound' };
    return selectable(b, at, f).length > 0;
  }
  if ('compare' in where) return compare(amount(b, at, where.compare[0]), where.compare[1], amount(b, at, where.compare[2]));
  if ('highest' in where || 'lowest' in where) {
    const n = 'highest' in where ? where.highest : where.lowest;
    const values = [amount(b, boundTo(sub, 0), n), amount(b, boundTo(sub, 1), n), amount(b, boundTo(sub, 2), n)];
    const best = 'highest' in where ? Math.max(...values) : Math.min(...values);
    return values[line] === best;
  }
  if ('protocol' in where) return protocolsInLine(b, line).includes(where.protocol);
  if ('matchesThat' in where) {
    const p = sub.vars.that === null ? null : protocolOf(b, sub.vars.that);
    return matchesLine(b, p, line) === where.matchesThat;
  }
  return !lineHolds(b, sub, where.not, line);
}

// ---------------------------------------------------------------------------------------------
// Continuous effects

/**
 * A continuous effect in force, with its card, owner and line.
 * @category Handler authoring
 */
export interface InForce {
  /** The effect, as the card data states it. */
  p: import('../cards/schema.js').Passive;
  /** Its kind (`EffectKind`). */
  kind: EffectKind;
  /** The value of its kind's field. */
  value: unknown;
  /** The card it is printed on. */
  card: number;
  /** That card's owner ("you" of the effect). */
  owner: PlayerId;
  /** That card's line ("this line"). */
  line: number;
}

const NONE: InForce[] = [];

/**
 * The continuous effects answering a question in force now: their section visible (top: face-up;
 * bottom: face-up and uncovered) and not suppressed, their condition holding. Looks only at the few
 * cards of the game that have such effects (indexed by question once per game). A shared empty list
 * when there are none: do not mutate.
 * @category Handler authoring
 */
export function inForce(b: Board, channel: Channel): InForce[] {
  return inForceAmong(b, b.ch[channel], channel);
}

/**
 * {@link inForce}, with the channel's cards read by the caller: `b.ch['forbid:play']` written out
 * is a read of a known field, where `b.ch[channel]` with the channel in a variable is a lookup by
 * name, which on the paths every action takes cost about 2 % of a game (`--cpu-prof`).
 */
export function inForceAmong(b: Board, cards: readonly number[] | undefined, channel: Channel): InForce[] {
  return cards === undefined || cards.length === 0 ? NONE : effectsInForce(b, cards, channel);
}

/** Above 0 while suppressions are read: they are not themselves suppressed, and what they read sees none. */
let readingSuppression = 0;

/** {@link inForce} over the cards of the game that have effects of the channel (`b.ch[channel]`, read by the caller). */
function effectsInForce(b: Board, cards: readonly number[], channel: Channel): InForce[] {
  let out = NONE;
  const ch = b.ch;
  // A suppression never suppresses a suppression (else "ignore top commands" printed on a top would
  // ask itself); every other effect of a top or bottom is gone while that section is suppressed.
  const suppressible = readingSuppression === 0 && (ch['suppress:top'].length > 0 || ch['suppress:bottom'].length > 0);
  for (let i = 0; i < cards.length; i++) {
    const card = cards[i]!;
    if (!b.s.up[card]) continue;
    const spot = fieldSpot(b, card);
    if (spot < 0) continue;
    const owner = spotSeat(spot);
    const line = spotLine(spot);
    const entries = b.m[card]!.passives[channel]!;
    for (let j = 0; j < entries.length; j++) {
      const e = entries[j]!;
      if (e.section === 'bottom' && spotCovered(spot)) continue;
      if (suppressible && sectionSuppressed(b, card, e.section, owner, line)) continue;
      if (e.p.when !== undefined && !holds(b, subjectOf(card, owner), e.p.when)) continue;
      (out === NONE ? (out = []) : out).push({ p: e.p, kind: e.kind, value: e.value, card, owner, line });
    }
  }
  return out;
}

/**
 * The situation a rule asks about: whose (player), which side and line, which card (as placed),
 * and who acts.
 * @category Handler authoring
 */
export interface Situation {
  /** The player the effect's `whose` is compared with (the actor, or the side of the card concerned). */
  who: PlayerId;
  /** The side of the stack concerned (for `scope: 'stack'`). */
  side: PlayerId;
  /** The line concerned, or `null` for a question about no line (a draw). */
  line: number | null;
  /** The card concerned, or `null` for a question about no card. */
  card: number | null;
  /** Where the card is or would be, when it is not simply where `fieldLoc` finds it. */
  at?: Place;
  /** The player who acts (flips, shifts, deletes …), compared with an effect's `by`; absent: an effect with `by` does not apply. */
  by?: PlayerId;
}

/**
 * Whether an effect in force applies to a situation: its scope, `whose`, `by` and `cards` filter.
 * @category Handler authoring
 */
export function concerns(b: Board, e: InForce, q: Situation): boolean {
  switch (e.p.scope) {
    case 'card': if (q.card !== e.card) return false; break;
    case 'line': if (q.line !== e.line) return false; break;
    case 'stack': if (q.line !== e.line || q.side !== e.owner) return false; break;
    case 'field': break;
  }
  if (e.p.whose === 'self' && q.who !== e.owner) return false;
  if (e.p.whose === 'opponent' && q.who === e.owner) return false;
  if (e.p.by !== undefined && e.p.by !== 'any') {
    if (q.by === undefined || (e.p.by === 'self') !== (q.by === e.owner)) return false;
  }
  if (e.p.cards) {
    if (q.card === null) return false;
    const at = q.at ?? placeOf(b, q.card);
    const sub = subjectOf(e.card, e.owner);
    // A card off the field (a hand card about to be discarded) is read as it is printed.
    if (at === null ? !identityMatches(b, sub, e.p.cards, q.card) : !matchesAt(b, sub, e.p.cards, q.card, at)) return false;
  }
  return true;
}

/** A field card's {@link Place}, or `null` off the field. */
export function placeOf(b: Board, card: number): Place | null {
  const at = fieldLoc(b, card);
  return at ? { player: at.player, line: at.line, covered: at.covered, up: b.s.up[card]! } : null;
}

/** Whether any effect of a channel in force concerns the situation. */
export function anyConcerns(b: Board, channel: Channel, q: Situation): boolean {
  return anyConcernsAmong(b, b.ch[channel], channel, q);
}

/**
 * The effects in force answering a question that concern a situation: how a handler asks a
 * question of its own (a designer's kind of effect answering `"forbid:reveal"`, say), or one the
 * engine asks. Only the cards of the game with an effect answering it are looked at.
 * @category Handler authoring
 */
export function askEffects(b: Board, question: Channel, q: Situation): InForce[] {
  const effects = inForceAmong(b, b.ch[question], question);
  let out = NONE;
  for (let i = 0; i < effects.length; i++) if (concerns(b, effects[i]!, q)) (out === NONE ? (out = []) : out).push(effects[i]!);
  return out;
}

/** {@link anyConcerns}, with the channel's cards read by the caller (see {@link inForceAmong}). */
function anyConcernsAmong(b: Board, cards: readonly number[] | undefined, channel: Channel, q: Situation): boolean {
  if (cards === undefined || cards.length === 0) return false;
  const effects = effectsInForce(b, cards, channel);
  for (let i = 0; i < effects.length; i++) if (concerns(b, effects[i]!, q)) return true;
  return false;
}

/**
 * Whether a rule forbids something (`forbid: verb`) in a situation.
 * @category Handler authoring
 */
export function forbidden(b: Board, verb: Verb, q: Situation): boolean {
  const cards = forbidding(b.ch, verb);
  return cards.length > 0 && anyConcernsAmong(b, cards, `forbid:${verb}`, q);
}

/**
 * The game's cards with a `forbid: verb` effect. Asked on every draw, flip, shift and compile,
 * and almost always empty: fields read by name, where reading `b.ch` by a channel name held in a
 * variable is a hash lookup (about 2 % of a game, `--cpu-prof`).
 */
function forbidding(ch: Board['ch'], verb: Verb): readonly number[] {
  switch (verb) {
    case 'play': return ch['forbid:play'];
    case 'playFaceUp': return ch['forbid:playFaceUp'];
    case 'playFaceDown': return ch['forbid:playFaceDown'];
    case 'flip': return ch['forbid:flip'];
    case 'flipUp': return ch['forbid:flipUp'];
    case 'flipDown': return ch['forbid:flipDown'];
    case 'shift': return ch['forbid:shift'];
    case 'draw': return ch['forbid:draw'];
    case 'rearrange': return ch['forbid:rearrange'];
    case 'compile': return ch['forbid:compile'];
    case 'delete': return ch['forbid:delete'];
    case 'return': return ch['forbid:return'];
    case 'discard': return ch['forbid:discard'];
  }
}

/** The cards with a suppression of a section (fields read by name, see {@link forbidding}). */
function suppressing(ch: Board['ch'], section: SectionName): readonly number[] {
  switch (section) {
    case 'top': return ch['suppress:top'];
    case 'middle': return ch['suppress:middle'];
    case 'bottom': return ch['suppress:bottom'];
  }
}

/** Whether a section of a field card is suppressed where it lies (Apathy 2, Fear 0: middle). */
function sectionSuppressed(b: Board, card: number, section: SectionName, player: PlayerId, line: number): boolean {
  const cards = suppressing(b.ch, section);
  if (cards.length === 0) return false;
  readingSuppression++;
  try {
    return anyConcernsAmong(b, cards, `suppress:${section}`, { who: player, side: player, line, card });
  } finally {
    readingSuppression--;
  }
}

/**
 * Whether a card's section is suppressed where it lies: "Ignore all middle commands of cards in
 * this line" (Apathy 2), "Ignore the top commands of covered cards in this line". A suppressed
 * section has no commands, triggers or continuous effects.
 * @category Handler authoring
 */
export function suppressed(b: Board, card: number, section: SectionName): boolean {
  if (suppressing(b.ch, section).length === 0) return false;
  const spot = fieldSpot(b, card);
  return spot >= 0 && sectionSuppressed(b, card, section, spotSeat(spot), spotLine(spot));
}

/** Whether a card's middle command is suppressed where it lies (Apathy 2, Fear 0). */
export function middleSuppressed(b: Board, card: number): boolean {
  return suppressed(b, card, 'middle');
}

/**
 * Whether a field card may be moved so now, by `by`'s effect: deleted, returned or shifted
 * (`forbid: 'delete' | 'return' | 'shift'`, whose cards and, with `by`, whose effect).
 * @category Handler authoring
 */
export function mayMove(b: Board, verb: 'delete' | 'return' | 'shift', card: number, by: PlayerId): boolean {
  const cards = forbidding(b.ch, verb);
  if (cards.length === 0) return true;
  const at = fieldLoc(b, card);
  return at === null || !anyConcernsAmong(b, cards, `forbid:${verb}`, { who: at.player, side: at.player, line: at.line, card, by });
}

/**
 * Whether `player` may discard a hand card now by an effect (`forbid: 'discard'`; its `cards` filter
 * reads the card as printed). Clearing cache is the hand limit, not an effect: no ban holds it back.
 * @category Handler authoring
 */
export function mayDiscard(b: Board, player: PlayerId, card: number): boolean {
  const cards = b.ch['forbid:discard'];
  return cards.length === 0 || !anyConcernsAmong(b, cards, 'forbid:discard', { who: player, side: player, line: null, card, by: player });
}

/**
 * Whether the given card could be flipped now, by `by`'s effect: a flip to face-`up` not forbidden
 * (Ice 4, fan-made Frost 1; with `by`, "Your opponent cannot flip …").
 * @category Handler authoring
 */
export function mayFlip(b: Board, card: number, by?: PlayerId): boolean {
  const spot = fieldSpot(b, card);
  if (spot < 0) return false;
  const ch = b.ch;
  if (ch['forbid:flip'].length === 0 && ch['forbid:flipUp'].length === 0 && ch['forbid:flipDown'].length === 0) return true;
  const q: Situation = { who: spotSeat(spot), side: spotSeat(spot), line: spotLine(spot), card, by };
  if (forbidden(b, 'flip', q)) return false;
  return !forbidden(b, b.s.up[card] ? 'flipDown' : 'flipUp', q);
}

// ---------------------------------------------------------------------------------------------
// Values and totals

/** Above 0 while value effects are applied: what they read (a filter on values, an amount) sees printed values, so that no value depends on itself. */
let readingValue = 0;

/**
 * The value of a card at a place: printed face-up, 2 face-down, then every `value` effect in force
 * that concerns it (Darkness 2's face-down value, then additions).
 */
export function valueAt(b: Board, card: number, at: Place): number {
  const cards = b.ch.value;
  const printed = at.up ? b.m[card]!.value : 2;
  return cards.length === 0 ? printed : valueWith(b, effectsInForce(b, cards, 'value'), card, at, printed);
}

/** {@link valueAt}, with the `value` effects in force read once by the caller. */
function valueWith(b: Board, effects: InForce[], card: number, at: Place, printed: number): number {
  if (effects.length === 0 || readingValue > 0) return printed;
  readingValue++;
  try {
    const q: Situation = { who: at.player, side: at.player, line: at.line, card, at };
    let v = printed;
    // Effects that set a value (a face-down value) come before those that add to it.
    for (const step of VALUE_STEPS) {
      for (let i = 0; i < effects.length; i++) {
        const e = effects[i]!;
        if ((e.kind.step ?? 'add') === step && concerns(b, e, q)) v = e.kind.modify!(v, e.value, (a) => amount(b, subjectOf(e.card, e.owner), a), at);
      }
    }
    return v;
  } finally {
    readingValue--;
  }
}

const VALUE_STEPS = ['set', 'add'] as const;

/**
 * A card's current value. On the field: printed if face-up, else 2, changed by the continuous
 * effects in force (Darkness 2). In the trash: printed (trash cards are face-up). In a hand or
 * deck: 2, as private information (Codex ruling on Light 0). Committed, between zones: printed if
 * it travels face-up (a committed card "maintains its orientation", Codex, "Committed Cards"), else 2.
 * @category Handler authoring
 */
export function valueOf(b: Board, card: number): number {
  const at = fieldLoc(b, card);
  if (at) {
    const up = b.s.up[card]!;
    // No place to build when no effect changes values (most games, most of the time).
    if (b.ch.value.length === 0) return up ? b.m[card]!.value : 2;
    return valueAt(b, card, { player: at.player, line: at.line, covered: at.covered, up });
  }
  const zone = locate(b, card).zone;
  return zone === 'trash' || (zone === 'transit' && b.s.up[card]) ? b.m[card]!.value : 2;
}

/** {@link allTotals} when no effect in force changes a value or a total: printed values, 2 face-down. */
function printedTotals(b: Board): [number[], number[]] {
  const s0 = b.s.players[0]!.stacks;
  const s1 = b.s.players[1]!.stacks;
  return [
    [printedTotal(b, s0[0]!), printedTotal(b, s0[1]!), printedTotal(b, s0[2]!)],
    [printedTotal(b, s1[0]!), printedTotal(b, s1[1]!), printedTotal(b, s1[2]!)],
  ];
}

function printedTotal(b: Board, stack: readonly number[]): number {
  const up = b.s.up;
  let total = 0;
  for (let i = 0; i < stack.length; i++) {
    const card = stack[i]!;
    total += up[card] ? b.m[card]!.value : 2;
  }
  return total;
}

let readingBonus = 0;

/**
 * A player's total value in a line, every continuous effect applied (Metal 0, Apathy 0, Mirror 0 …).
 * An amount a bonus reads that itself needs a total sees totals without bonuses, so that no total
 * depends on itself.
 * @category Handler authoring
 */
export function lineTotal(b: Board, player: PlayerId, line: number): number {
  return totalWith(b, player, line, valueEffects(b, 'value'), valueEffects(b, 'total'));
}

/** The effects in force on values or totals (the caller reads them once for several totals). */
function valueEffects(b: Board, channel: 'value' | 'total'): InForce[] {
  const cards = channel === 'total' ? b.ch.total : b.ch.value;
  return cards.length === 0 ? NONE : effectsInForce(b, cards, channel);
}

/** A total, with the effects in force on values read once by the caller. */
function totalWith(b: Board, player: PlayerId, line: number, values: InForce[], bonuses: InForce[]): number {
  const stack = b.s.players[player]!.stacks[line]!;
  const up = b.s.up;
  let total = 0;
  // Values differ from the printed ones (2 face-down) only where a continuous effect says so (Darkness 2).
  for (let i = 0; i < stack.length; i++) {
    const card = stack[i]!;
    const printed = up[card] ? b.m[card]!.value : 2;
    total += values.length === 0 ? printed : valueWith(b, values, card, { player, line, covered: i < stack.length - 1, up: up[card]! }, printed);
  }
  if (bonuses.length === 0 || readingBonus > 0) return total;
  readingBonus++;
  try {
    for (let i = 0; i < bonuses.length; i++) {
      const e = bonuses[i]!;
      if (concerns(b, e, { who: player, side: player, line, card: null })) total = e.kind.modify!(total, e.value, (a) => amount(b, subjectOf(e.card, e.owner), a), null);
    }
  } finally {
    readingBonus--;
  }
  return total;
}

/** Both players' totals in every line: `[seat 0's three, seat 1's three]`. */
export function allTotals(b: Board): [number[], number[]] {
  const values = valueEffects(b, 'value');
  const bonuses = valueEffects(b, 'total');
  if (values.length === 0 && bonuses.length === 0) return printedTotals(b);
  const t0 = [0, 0, 0];
  const t1 = [0, 0, 0];
  for (let l = 0; l < 3; l++) {
    t0[l] = totalWith(b, 0, l, values, bonuses);
    t1[l] = totalWith(b, 1, l, values, bonuses);
  }
  return [t0, t1];
}
