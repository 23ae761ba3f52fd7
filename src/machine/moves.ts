/**
 * The primitive moves every handler and rule is built from: committing cards out of a zone,
 * landing them, text entering play, interrupting text, drawing, discarding and shuffling, and
 * opening "After …:" windows. All mutate the state in `x.s`.
 * @module
 */
import type { AfterTrigger, SectionName, Trigger } from '../cards/schema.js';
import type { AfterEvent, Frame, PendingTrigger, PlayerId, Vars } from '../state/types.js';
import { shuffleInPlace } from '../state/rng.js';
import { withCards } from '../state/grown.js';
import { type Board, type Ctx, type TriggerKey, commandsOf, emit, metaOf } from './context.js';
import { fieldLoc, fieldSpot, isVisible, other, publicName, spotCovered, spotSeat } from './board.js';
import { anyConcerns, forbidden, mayFlip, mayMove, middleSuppressed, suppressed } from './expressions.js';

/** The trigger keys an event's window serves. Clearing cache is a discard too (community rulings, Plague 1). */
const WINDOW_KEYS: Record<AfterEvent, readonly TriggerKey[]> = {
  discard: ['after:discard'],
  clearCache: ['after:clearCache', 'after:discard'],
  delete: ['after:delete'],
  draw: ['after:draw'],
  refresh: ['after:refresh'],
  compile: ['after:compile'],
  play: ['after:play'],
  shuffle: ['after:shuffle'],
  flip: ['after:flip'],
  shift: ['after:shift'],
  return: ['after:return'],
};

/** Every event that opens an "After …:" window. */
export const AFTER_EVENTS = Object.freeze(Object.keys(WINDOW_KEYS)) as readonly AfterEvent[];

/*
 * The loops on the paths every action takes are indexed: V8's interpreter runs a `for … of` over an
 * array through the iterator protocol (an object per step), and a process's first second is spent
 * mostly in the interpreter.
 */

/**
 * Opens an "After …:" window below whatever the event pushes next, so that it resolves once the
 * event and all its consequences are done (Codex, effects happening "after"). Games without any
 * card that waits for this event skip it. `line`: where the event happened (a play).
 * @category Handler authoring
 */
export function openAfter(x: Ctx, event: AfterEvent, player: PlayerId, line: number | null = null): Frame | null {
  if (!awaited(x, event)) return null;
  const f: Frame = { k: 'after', event, player, line };
  push(x, f);
  return f;
}

/**
 * An "After" window waits for every card its move committed: when one of them waits in a queue
 * below the window (behind a card committed earlier to its line or zone), the window goes below
 * it, so that it opens once that card is in and what it set off has resolved (community rulings,
 * "The Play Action Has Distinct Steps": the window "only opens after all four steps are complete";
 * Codex, effects happening "after").
 */
export function windowWaitsFor(x: Ctx, window: Frame | null, moved: readonly Frame[]): void {
  if (window === null) return;
  const frames = x.s.frames;
  const at = frames.indexOf(window);
  let low = at;
  for (let i = 0; i < moved.length; i++) {
    const k = frames.indexOf(moved[i]!);
    if (k >= 0 && k < low) low = k;
  }
  moveWindowTo(frames, window, at, low);
}

/**
 * {@link windowWaitsFor} one committed card: no list to build for the move of one card (a play, a
 * delete, a return, a shift), which nearly every action makes.
 */
export function windowWaitsForOne(x: Ctx, window: Frame | null, moved: Frame): void {
  if (window === null) return;
  const frames = x.s.frames;
  const at = frames.indexOf(window);
  const k = frames.indexOf(moved);
  if (k >= 0) moveWindowTo(frames, window, at, k);
}

/** Moves the window at `at` down to `low` (below the committed card waiting there), if lower. */
function moveWindowTo(frames: Frame[], window: Frame, at: number, low: number): void {
  if (low >= at) return;
  frames.splice(at, 1);
  frames.splice(low, 0, window);
}

/** Whether any card of the game waits for an event's window (the keys of {@link WINDOW_KEYS}). */
function awaited(x: Board, event: AfterEvent): boolean {
  const keys = WINDOW_KEYS[event];
  for (let i = 0; i < keys.length; i++) if (x.tc[keys[i]!].length > 0) return true;
  return false;
}

/** Whether an "After" trigger on `owner`'s card answers an event by `actor` in `line`. */
function answers(x: Board, t: AfterTrigger, owner: PlayerId, cardLine: number, actor: PlayerId, line: number | null): boolean {
  const by = t.by ?? 'self';
  if (by === 'self' && actor !== owner) return false;
  if (by === 'opponent' && actor === owner) return false;
  if (t.line === 'this' && line !== cardLine) return false;
  if (t.during !== undefined && x.s.turn !== (t.during === 'self' ? owner : other(owner))) return false;
  return true;
}

/**
 * Every visible section that answers a window: cards whose trigger is visible *now*, when the
 * window is reached (community rulings, "After triggers check status at the end").
 */
export function windowTriggers(x: Board, event: AfterEvent, actor: PlayerId, line: number | null, items: PendingTrigger[]): void {
  const keys = WINDOW_KEYS[event];
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k]!;
    const cards = x.tc[key];
    for (let i = 0; i < cards.length; i++) {
      const card = cards[i]!;
      if (!x.s.up[card]) continue;
      const at = fieldLoc(x, card);
      if (!at) continue;
      const entries = metaOf(x, card).on[key];
      for (let j = 0; j < entries.length; j++) {
        const t = entries[j]!;
        if (t.section !== 'top' && at.covered) continue;
        if (suppressed(x, card, t.section)) continue;
        if (answers(x, t.trigger as AfterTrigger, at.player, at.line, actor, line)) items.push({ card, section: t.section, owner: at.player });
      }
    }
  }
}

/** Fresh variables for a text that starts resolving. */
export const freshVars = (): Vars => ({ that: null, did: false, discarded: 0, line: null, stated: null, drawn: [] });

/** Pushes a frame; it resolves before everything below it. */
export function push(x: Ctx, f: Frame): void {
  x.s.frames.push(f);
}

/**
 * Starts resolving one section of a card for its owner. `host`: the card the text is on, when it
 * is not the printed card ("as if it were on this card", Mirror 1).
 * @category Handler authoring
 */
export function pushText(x: Ctx, t: PendingTrigger, vars: Vars = freshVars(), host: number = t.card): void {
  const run = commandsOf(metaOf(x, t.card), t.section);
  if (!run || run.length === 0) return;
  if (!x.quiet) emit(x, { type: 'triggered', player: t.owner, card: x.s.cards[t.card]!, section: t.section });
  push(x, { k: 'text', src: { card: t.card, section: t.section }, host, owner: t.owner, path: [], pc: 0, stage: 0, vars, tmp: [], ok: false, dead: false });
}

/**
 * Resolves several triggers that happen at once: one starts directly; more wait for the current
 * player to choose their order (Codex, "Processing Multiple Cards Triggering Simultaneously").
 */
export function pushTriggers(x: Ctx, items: PendingTrigger[], phase: 'start' | 'end' | null = null): void {
  if (items.length === 0) return;
  if (items.length === 1 && phase === null) pushText(x, items[0]!);
  else push(x, { k: 'triggers', items, phase });
}

/**
 * The sections of a card with a given trigger whose text is visible now; `accept` narrows by the
 * trigger's own conditions (a `wouldBeCoveredBy` filter).
 */
export function triggeredSections(x: Board, card: number, on: TriggerKey, accept?: (t: Trigger) => boolean): SectionName[] {
  const entries = metaOf(x, card).on[on];
  if (entries.length === 0 || !x.s.up[card]) return NONE;
  const out: SectionName[] = [];
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    if (isVisible(x, card, e.section) && !suppressed(x, card, e.section) && (!accept || accept(e.trigger))) out.push(e.section);
  }
  return out;
}

const NONE: SectionName[] = [];

/**
 * Adds to `items` every visible section of `owner`'s cards that resolves on `on` (Start, End):
 * top sections of face-up cards, middle and bottom ones only on uncovered cards.
 */
export function collectTriggers(x: Board, owner: PlayerId, on: TriggerKey, items: PendingTrigger[]): void {
  const cards = x.tc[on];
  for (let i = 0; i < cards.length; i++) {
    const card = cards[i]!;
    if (!x.s.up[card]) continue;
    const spot = fieldSpot(x, card);
    if (spot < 0 || spotSeat(spot) !== owner) continue;
    const entries = metaOf(x, card).on[on];
    for (let j = 0; j < entries.length; j++) {
      const e = entries[j]!;
      if ((e.section === 'top' || !spotCovered(spot)) && !suppressed(x, card, e.section)) items.push({ card, section: e.section, owner });
    }
  }
}

/**
 * Text entering play: each given card that is face-up and uncovered resolves its middle command
 * (rulebook, "Middle Command"), unless its middle command is suppressed where it lies (Apathy 2,
 * Fear 0).
 * @category Handler authoring
 */
export function enterText(x: Ctx, cards: number[]): void {
  const items: PendingTrigger[] = [];
  for (const card of cards) {
    const t = middleEntering(x, card);
    if (t !== null) items.push(t);
  }
  pushTriggers(x, items);
}

/** {@link enterText} for one card (no lists to build: most texts enter play one card at a time). */
export function enterCardText(x: Ctx, card: number): void {
  const t = middleEntering(x, card);
  if (t !== null) pushText(x, t);
}

/** The middle command of a card whose text enters play, if it resolves now. */
function middleEntering(x: Ctx, card: number): PendingTrigger | null {
  const spot = fieldSpot(x, card);
  if (spot < 0 || spotCovered(spot) || !x.s.up[card]) return null;
  if (metaOf(x, card).middle === null) return null;
  if (middleSuppressed(x, card)) return null;
  return { card, section: 'middle', owner: spotSeat(spot) };
}

/**
 * Text that is covered, flipped face-down or leaves the field stops resolving; top commands
 * survive being covered (rulebook, "Cards & Effects"; Codex, Hate 2 and Life 0). A text runs on
 * its host: copied text stops with the card that copies it (Mirror 1). A command of that card still
 * waiting its turn (noted at Start or End, or entering play with others) left play too, and does
 * not happen even if the card is back by its turn ("If a command leaves play, it doesn't happen",
 * Codex, "Start and End Effects"; a card flipped face-up again resolves its middle afresh).
 */
export function interrupt(x: Ctx, card: number, how: 'covered' | 'flipped' | 'left'): void {
  const frames = x.s.frames;
  for (let i = 0; i < frames.length; i++) {
    const f = frames[i]!;
    if ((f.k === 'text' || f.k === 'each') && f.host === card && (how !== 'covered' || f.src.section !== 'top')) f.dead = true;
    else if (f.k === 'triggers' && f.items.some((t) => t.card === card)) f.items = f.items.filter((t) => t.card !== card || (how === 'covered' && t.section === 'top'));
  }
}

/**
 * Takes the item at `index` out of a list, in place, and returns it: a `splice(index, 1)` without
 * the list of one that `splice` returns, which a play, a delete or a discard would build each time.
 */
export function removeAt(list: number[], index: number): number {
  const item = list[index]!;
  for (let i = index + 1; i < list.length; i++) list[i - 1] = list[i]!;
  list.pop();
  return item;
}

/**
 * Takes a card out of its stack (it becomes committed). Returns the card it uncovered, if any,
 * so that the caller can let that card's text enter play before the committed card lands.
 */
export function lift(x: Ctx, card: number, how: 'left' | 'shift'): number | null {
  const at = fieldLoc(x, card);
  if (!at) return null;
  const st = x.s.players[at.player]!.stacks[at.line]!;
  removeAt(st, at.index);
  if (how === 'left') interrupt(x, card, 'left');
  return !at.covered && st.length > 0 ? st[st.length - 1]! : null;
}

/** Whether a frame is a card committed to either stack of `line` (on top of a stack, or under a card there: Gravity 0). */
export const landsIn = (g: Frame, line: number): boolean => g.k === 'land' && g.line === line;

/** The first frame (bottom up) of a card committed to either stack of `line`, or -1. */
export function firstLandingIn(frames: readonly Frame[], line: number): number {
  for (let i = 0; i < frames.length; i++) if (landsIn(frames[i]!, line)) return i;
  return -1;
}

/**
 * Commits a card to land on a stack: face as given; `reveal`: its middle resolves if it lands
 * face-up and uncovered; `knownTo`: the seat that may know it on the way if it travels face-down.
 * Returns the landing frame.
 */
export function commitToStack(x: Ctx, card: number, player: PlayerId, line: number, up: boolean, reveal: boolean, knownTo: PlayerId | null, under: number | null = null): Frame {
  const f: Frame = { k: 'land', card, player, line, up, under, fired: [], reveal, knownTo };
  // Cards committed to a line enter it in the order they were committed, one at a time, whichever
  // stack of the line they go to (Codex, "Committed Cards": "More than one card can be committed to
  // a line at a time. They will enter the line in the order they were committed"): a card committed
  // while others still wait for that line lands after all of them.
  const first = firstLandingIn(x.s.frames, line);
  if (first >= 0) x.s.frames.splice(first, 0, f);
  else push(x, f);
  return f;
}

/** Whether a frame is a card committed to arrive in `player`'s `zone`. */
const arrivesIn = (g: Frame, player: PlayerId, zone: ArriveZone): boolean => g.k === 'arrive' && g.player === player && g.zone === zone;

type ArriveZone = Extract<Frame, { k: 'arrive' }>['zone'];

/**
 * Commits a card leaving the field to arrive in `player`'s hand, trash or on top of their deck, once
 * the consequences of its leaving are done. Each zone has its own commit queue, first in, first out
 * (community rulings, "Each Zone Has Its Own Commit Queue"): a card committed while others still
 * wait for that zone arrives after all of them, as cards committed to one stack land in order
 * (`commitToStack`). Cards leaving together are committed in the order they arrive. Returns the
 * arriving frame.
 */
export function commitToZone(x: Ctx, card: number, player: PlayerId, zone: ArriveZone, from: PlayerId = player): Frame {
  const frames = x.s.frames;
  const f: Frame = from === player ? { k: 'arrive', card, player, zone } : { k: 'arrive', card, player, zone, from };
  for (let i = 0; i < frames.length; i++) {
    if (arrivesIn(frames[i]!, player, zone)) {
      frames.splice(i, 0, f);
      return f;
    }
  }
  frames.push(f);
  return f;
}

/**
 * Deletes one card by `by`'s effect: committed to its owner's trash, landing after the consequences
 * of leaving. Returns whether it was deleted: a card off the field, or one a continuous effect keeps
 * from being deleted (by `by`), stays.
 * @category Handler authoring
 */
export function deleteCard(x: Ctx, card: number, by: PlayerId): boolean {
  const at = fieldLoc(x, card);
  if (!at || !mayMove(x, 'delete', card, by)) return false;
  const window = openAfter(x, 'delete', by);
  if (!x.quiet) emit(x, { type: 'deleted', side: at.player, by, line: at.line as 0 | 1 | 2, cards: [x.s.cards[card]!] });
  const uncovered = lift(x, card, 'left');
  windowWaitsForOne(x, window, commitToZone(x, card, at.player, 'trash'));
  if (uncovered !== null) enterCardText(x, uncovered);
  return true;
}

/**
 * Where a field card returned to its owner's hand goes: the hand, or the top of their deck when a
 * continuous effect replaces that (Corruption 1: "Put that card on top of their deck face-down
 * instead") — for every return, one card or "all" (Water 3).
 */
export function returnZone(x: Board, card: number, at: { player: PlayerId; line: number }): 'hand' | 'deckTop' {
  return anyConcerns(x, 'replaceReturn', { who: at.player, side: at.player, line: at.line, card }) ? 'deckTop' : 'hand';
}

/**
 * Reports a return, read while the card is still on the field: a face-down card is named only to
 * its owner, who may look at it there (rulebook, "Public information").
 */
export function reportReturn(x: Ctx, card: number, at: { player: PlayerId; line: number }, zone: 'hand' | 'deckTop', by: PlayerId): void {
  const name = publicName(x, card);
  if (!x.quiet) emit(x, { type: 'returned', side: at.player, by, line: at.line as 0 | 1 | 2, card: name, ...(zone === 'deckTop' ? { to: 'deckTop' as const } : {}) });
  if (!x.quiet && name === null) emit(x, { type: 'secret', about: 'returned', player: at.player, cards: [x.s.cards[card]!], visibleTo: [at.player] });
}

/**
 * Returns one card to its owner's hand by `by`'s effect, or to the top of their deck when a continuous
 * effect replaces the return (Corruption 1). Says where the card went (`null`: it was not on the
 * field, or a continuous effect keeps it from being returned, by `by`): only `'hand'` is a return
 * that happened, for an "If you do" (rulings page, "If you do" after a return that Corruption 1 replaced).
 * @category Handler authoring
 */
export function returnCard(x: Ctx, card: number, by: PlayerId): 'hand' | 'deckTop' | null {
  const at = fieldLoc(x, card);
  if (!at || !mayMove(x, 'return', card, by)) return null;
  const window = openAfter(x, 'return', by);
  const zone = returnZone(x, card, at);
  reportReturn(x, card, at, zone, by);
  const uncovered = lift(x, card, 'left');
  windowWaitsForOne(x, window, commitToZone(x, card, at.player, zone));
  if (uncovered !== null) enterCardText(x, uncovered);
  return zone;
}

/**
 * Puts a field card into `player`'s hand (Assimilation 0): it leaves play and becomes theirs. Not a return.
 * @category Handler authoring
 */
export function takeIntoHand(x: Ctx, card: number, player: PlayerId): void {
  const at = fieldLoc(x, card);
  if (!at) return;
  const name = publicName(x, card);
  if (!x.quiet) emit(x, { type: 'tookCard', player, from: at.player, line: at.line as 0 | 1 | 2, card: name });
  if (!x.quiet && name === null) emit(x, { type: 'secret', about: 'tookCard', player, cards: [x.s.cards[card]!], visibleTo: at.player === player ? [player] : [player, at.player] });
  const uncovered = lift(x, card, 'left');
  commitToZone(x, card, player, 'hand', at.player);
  if (uncovered !== null) enterCardText(x, uncovered);
}

/**
 * Shifts one card to another line on the same side, by `by`'s effect (Codex, "Shifting a Card"). Text
 * on it keeps resolving. Returns whether it moved: not when a continuous effect forbids the shift
 * (from its line or into `to`, for every player or for `by`).
 * @category Handler authoring
 */
export function shiftCard(x: Ctx, card: number, to: number, by: PlayerId): boolean {
  const at = fieldLoc(x, card);
  if (!at || at.line === to || !mayMove(x, 'shift', card, by) || forbidden(x, 'shift', { who: at.player, side: at.player, line: to, card, by })) return false;
  const window = openAfter(x, 'shift', by, to);
  if (!x.quiet) emit(x, { type: 'shifted', side: at.player, by, from: at.line as 0 | 1 | 2, to: to as 0 | 1 | 2, card: publicName(x, card) });
  const uncovered = lift(x, card, 'shift');
  // A covered card shifted onto another stack becomes uncovered there: its text enters play.
  windowWaitsForOne(x, window, commitToStack(x, card, at.player, to, x.s.up[card]!, at.covered, at.player));
  if (uncovered !== null) enterCardText(x, uncovered);
  return true;
}

/**
 * Removes several cards at once ("all"): no card's text enters play between removals; the cards
 * uncovered by the whole removal then enter play together. Returns the removed cards by stack.
 */
export function liftAll(x: Ctx, cards: number[]): { uncovered: number[]; lifted: { card: number; player: PlayerId; line: number }[] } {
  const lifted: { card: number; player: PlayerId; line: number }[] = [];
  // Each touched stack (by player * 3 + line) in the order first touched, with its top card before the removal.
  const touched: number[] = [];
  const tops: (number | null)[] = [];
  for (let i = 0; i < cards.length; i++) {
    const card = cards[i]!;
    const at = fieldLoc(x, card);
    if (!at) continue;
    const stack = at.player * 3 + at.line;
    if (!touched.includes(stack)) {
      const st = x.s.players[at.player]!.stacks[at.line]!;
      touched.push(stack);
      tops.push(st.length === 0 ? null : st[st.length - 1]!);
    }
    lifted.push({ card, player: at.player, line: at.line });
  }
  for (let i = 0; i < lifted.length; i++) {
    const l = lifted[i]!;
    const st = x.s.players[l.player]!.stacks[l.line]!;
    st.splice(st.indexOf(l.card), 1);
  }
  const uncovered: number[] = [];
  for (let i = 0; i < touched.length; i++) {
    const st = x.s.players[touched[i]! < 3 ? 0 : 1]!.stacks[touched[i]! % 3]!;
    const top = st.length === 0 ? null : st[st.length - 1]!;
    if (top !== null && top !== tops[i]) uncovered.push(top);
  }
  return { uncovered, lifted };
}

/**
 * Turns a card over where it lies, by `by`'s effect. Text flipped face-down stops; returns whether the card is now
 * face-up and uncovered, so that its text enters play — a covered card flipped face-up stays
 * covered and its middle command does not (Codex FAQ p. 8).
 */
export function flipOver(x: Ctx, card: number, by: PlayerId): boolean {
  const at = fieldLoc(x, card);
  // A flip a continuous effect forbids does not happen (Ice 4), whoever's handler asks for it.
  if (!at || !mayFlip(x, card, by)) return false;
  const up = !x.s.up[card];
  x.s.up[card] = up;
  openAfter(x, 'flip', by, at.line);
  if (!x.quiet) emit(x, { type: 'flipped', side: at.player, by, line: at.line as 0 | 1 | 2, card: x.s.cards[card]!, face: up ? 'up' : 'down' });
  if (!up) interrupt(x, card, 'flipped');
  return up && !at.covered;
}

/**
 * Turns a card over where it lies, by `by`'s effect, with the consequences for its text ("ignoring its middle command": Luck 1).
 * @category Handler authoring
 */
export function turnOver(x: Ctx, card: number, by: PlayerId, ignoreMiddle = false): void {
  if (flipOver(x, card, by) && !ignoreMiddle) enterCardText(x, card);
}

/** The card ids (names) of cards, for events. */
/**
 * Cards taken together out of a hand without a choice (a revealed hand, "discard your hand", the
 * cards a discard leaves no choice about, random picks), in an order that depends only on which
 * cards they are: by protocol, then value. A hand's order is hidden (Codex, "Public and Private
 * Information": hands are private), so neither the event that shows them nor the public trash
 * they go to may follow it (rulings, "Cards shown together out of a hand"). Cards a player picks
 * one by one keep the order of the picks: that order is the player's own, seen by everyone.
 */
export function outOfHandOrder(x: Board, cards: readonly number[]): number[] {
  if (cards.length < 2) return [...cards];
  return [...cards].sort((a, b) => {
    const da = x.m[a]!.def;
    const db = x.m[b]!.def;
    return da.protocol < db.protocol ? -1 : da.protocol > db.protocol ? 1 : da.value - db.value || (da.id < db.id ? -1 : da.id > db.id ? 1 : 0);
  });
}

function namesOf(x: Board, cards: readonly number[]): string[] {
  const names: string[] = [];
  for (let i = 0; i < cards.length; i++) names.push(x.s.cards[cards[i]!]!);
  return names;
}

/** Whether `player` may draw now (Ice 6: "If you have any cards in your hand, you cannot draw cards"). */
export function drawAllowed(x: Board, player: PlayerId): boolean {
  return !forbidden(x, 'draw', { who: player, side: player, line: null, card: null, by: player });
}

/**
 * Draws `n` cards for `player` from `from`'s deck (their own unless stated), all at once (Codex:
 * cards are drawn in a batch). An empty deck is refilled from the trash only when a draw needs it
 * (Codex FAQ, "When do I refill my deck?"). Returns the cards drawn; opens the "After you draw"
 * window when any were.
 * @category Handler authoring
 */
export function drawCards(x: Ctx, player: PlayerId, n: number, from: PlayerId = player): number[] {
  if (n <= 0 || !drawAllowed(x, player)) return NO_CARDS;
  const src = x.s.players[from]!;
  // The cards come off the top in runs (one, unless the deck runs out and is refilled), each run
  // cut off in one `slice`, the deck left in a list of its own length (see `state/grown.ts`).
  let drawn = NO_CARDS;
  for (let want = n; want > 0;) {
    if (src.deck.length === 0 && !refillDeck(x, from)) break;
    const deck = src.deck;
    const k = Math.min(want, deck.length);
    drawn = drawn.length === 0 ? deck.slice(0, k) : drawn.concat(deck.slice(0, k));
    src.deck = deck.slice(k);
    want -= k;
  }
  if (drawn.length === 0) return NO_CARDS;
  takeDrawn(x, player, drawn, from !== player, false);
  return drawn;
}

const NO_CARDS: number[] = [];

/** The drawn cards reach the hand: events, and the "After you draw" window. `shown`: both players saw them (a revealed deck). */
export function takeDrawn(x: Ctx, player: PlayerId, drawn: number[], fromOpponent: boolean, shown: boolean): void {
  const ps = x.s.players[player]!;
  ps.hand = withCards(ps.hand, drawn);
  if (!x.quiet) {
    emit(x, { type: 'drew', player, count: drawn.length, fromOpponent });
    const cards = namesOf(x, drawn);
    emit(x, shown ? { type: 'secret', about: 'drew', player, cards } : { type: 'secret', about: 'drew', player, cards, visibleTo: [player] });
  }
  openAfter(x, 'draw', player);
}

/** Shuffles a player's trash into their empty deck, a new list (a shuffle: "After you shuffle your deck" answers it). */
export function refillDeck(x: Ctx, player: PlayerId): boolean {
  const ps = x.s.players[player]!;
  if (ps.trash.length === 0) return false;
  // A new list of its own length (the deck is empty): `push` would leave room for sixteen more in every refilled deck a server holds.
  ps.deck = ps.deck.concat(ps.trash);
  ps.trash.length = 0;
  for (let i = 0; i < ps.deck.length; i++) x.s.up[ps.deck[i]!] = false;
  shuffleDeck(x, player);
  if (!x.quiet) emit(x, { type: 'reshuffled', player, count: ps.deck.length });
  return true;
}

/**
 * Shuffles a player's deck. Only a deck of two or more cards changes, so only that is a shuffle for
 * "After you shuffle your deck" (community rulings, Time 2). Returns whether it was one.
 * @category Handler authoring
 */
export function shuffleDeck(x: Ctx, player: PlayerId): boolean {
  const deck = x.s.players[player]!.deck;
  if (deck.length < 2) return false;
  shuffleInPlace(x.s.rng, deck);
  openAfter(x, 'shuffle', player);
  return true;
}

/**
 * Whether a player could draw at least one card.
 * @category Handler authoring
 */
export const canDraw = (x: Board, player: PlayerId): boolean =>
  (x.s.players[player]!.deck.length > 0 || x.s.players[player]!.trash.length > 0) && drawAllowed(x, player);

/**
 * Discards the given hand cards, as one discard (Codex FAQ: "discard 2" is one event), into the
 * discarding player's trash or, `into`, another player's (Assimilation 1: the card becomes theirs).
 * @category Handler authoring
 */
export function discardCards(x: Ctx, player: PlayerId, cards: number[], event: AfterEvent = 'discard', into: PlayerId = player): void {
  if (cards.length === 0) return;
  const ps = x.s.players[player]!;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i]!;
    removeAt(ps.hand, ps.hand.indexOf(c));
    x.s.up[c] = true;
  }
  const to = x.s.players[into]!;
  to.trash = withCards(to.trash, cards);
  if (!x.quiet) {
    const names = namesOf(x, cards);
    emit(x, into === player ? { type: 'discarded', player, cards: names, from: 'hand' } : { type: 'discarded', player, cards: names, from: 'hand', into });
  }
  // Clearing cache is a discard too: its window also serves "After … discards" (community rulings, Plague 1).
  openAfter(x, event, player);
}

/**
 * `player` discards the top `n` cards of `owner`'s deck into that deck's owner's trash (Luck 3:
 * "that card goes to the opponent's trash"). A discard from the deck is a discard (Codex FAQ);
 * an empty deck is not refilled (rulebook: only draws do that). Returns the cards discarded.
 * @category Handler authoring
 */
export function discardFromDeck(x: Ctx, player: PlayerId, owner: PlayerId, n: number): number[] {
  const deck = x.s.players[owner]!.deck;
  const cards = deck.splice(0, Math.min(n, deck.length));
  if (cards.length === 0) return cards;
  for (let i = 0; i < cards.length; i++) x.s.up[cards[i]!] = true;
  const to = x.s.players[owner]!;
  to.trash = withCards(to.trash, cards);
  // The opponent's deck (Luck 3) is named, and so is its trash, where the cards went.
  if (!x.quiet) {
    const names = cards.map((c) => x.s.cards[c]!);
    emit(x, owner === player ? { type: 'discarded', player, cards: names, from: 'deck' } : { type: 'discarded', player, cards: names, from: 'deck', deck: owner, into: owner });
  }
  openAfter(x, 'discard', player);
  return cards;
}
