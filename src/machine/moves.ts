/**
 * The primitive moves every handler and rule is built from: committing cards out of a zone,
 * landing them, text entering play, interrupting text, drawing and discarding, and opening
 * "After …:" windows. All mutate the state in `x.s`.
 * @module
 */
import type { SectionName, Trigger } from '../cards/schema.js';
import type { AfterEvent, Frame, PendingTrigger, PlayerId, Vars } from '../state/types.js';
import { shuffleInPlace } from '../state/rng.js';
import { type Board, type Ctx, defOf, emit, metaOf } from './context.js';
import { fieldLoc, isVisible, middlesIgnored, publicName } from './board.js';

/**
 * Which "After …:" triggers each event serves, and whose cards they are on: the acting player's
 * ("After you …") or the opponent's ("After your opponent …"). Clearing cache is a discard too
 * (community rulings, Plague 1).
 */
export const AFTER_WINDOWS: Record<AfterEvent, readonly { trigger: Trigger; of: 'actor' | 'opponent' }[]> = {
  discard: [{ trigger: 'afterOpponentDiscards', of: 'opponent' }],
  clearCache: [{ trigger: 'afterOpponentDiscards', of: 'opponent' }, { trigger: 'afterYouClearCache', of: 'actor' }],
  delete: [{ trigger: 'afterYouDelete', of: 'actor' }],
  draw: [{ trigger: 'afterYouDraw', of: 'actor' }],
};

/**
 * Opens an "After …:" window below whatever the event pushes next, so that it resolves once the
 * event and all its consequences are done (Codex, effects happening "after"). Games without any
 * card that waits for this event skip it.
 */
export function openAfter(x: Ctx, event: AfterEvent, player: PlayerId): void {
  if (AFTER_WINDOWS[event].some((w) => x.tc[w.trigger])) push(x, { k: 'after', event, player });
}

/** Fresh variables for a text that starts resolving. */
export const freshVars = (): Vars => ({ that: null, did: false, discarded: 0, line: null });

/** Pushes a frame; it resolves before everything below it. */
export function push(x: Ctx, f: Frame): void {
  x.s.frames.push(f);
}

/** Starts resolving one section of a card for its owner. */
export function pushText(x: Ctx, t: PendingTrigger, vars: Vars = freshVars()): void {
  const run = defOf(x, t.card)[t.section]?.run;
  if (!run || run.length === 0) return;
  emit(x, { type: 'triggered', player: t.owner, card: x.s.cards[t.card]!, section: t.section });
  push(x, { k: 'text', src: { card: t.card, section: t.section }, owner: t.owner, path: [], pc: 0, stage: 0, vars, tmp: [], ok: false, dead: false });
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

/** The sections of a card with a given trigger whose text is visible now. */
export function triggeredSections(x: Board, card: number, on: Trigger): SectionName[] {
  const sections = metaOf(x, card).on[on];
  if (!sections || !x.s.up[card]) return NONE;
  return sections.filter((section) => isVisible(x, card, section));
}

const NONE: SectionName[] = [];

/**
 * Adds to `items` every visible section of `owner`'s cards that resolves on `on`: top sections of
 * face-up cards, middle and bottom ones only on uncovered cards.
 */
export function collectTriggers(x: Board, owner: PlayerId, on: Trigger, items: PendingTrigger[]): void {
  const cards = x.tc[on];
  if (!cards) return;
  for (const card of cards) {
    if (!x.s.up[card]) continue;
    const at = fieldLoc(x, card);
    if (!at || at.player !== owner) continue;
    for (const section of metaOf(x, card).on[on]!) if (section === 'top' || !at.covered) items.push({ card, section, owner });
  }
}

/**
 * Text entering play: each given card that is face-up and uncovered resolves its middle command
 * (rulebook, "Middle Command"), unless middle commands are ignored in its line (Apathy 2).
 */
export function enterText(x: Ctx, cards: number[]): void {
  const items: PendingTrigger[] = [];
  for (const card of cards) {
    const at = fieldLoc(x, card);
    if (!at || at.covered || !x.s.up[card]) continue;
    if (!defOf(x, card).middle?.run) continue;
    if (middlesIgnored(x, at.line)) continue;
    items.push({ card, section: 'middle', owner: at.player });
  }
  pushTriggers(x, items);
}

/**
 * Text that is covered, flipped face-down or leaves the field stops resolving; top commands
 * survive being covered (rulebook, "Cards & Effects"; Codex, Hate 2 and Life 0).
 */
export function interrupt(x: Ctx, card: number, how: 'covered' | 'flipped' | 'left'): void {
  for (const f of x.s.frames) {
    if ((f.k === 'text' || f.k === 'each') && f.src.card === card && (how !== 'covered' || f.src.section !== 'top')) f.dead = true;
  }
}

/**
 * Takes a card out of its stack (it becomes committed). Returns the card it uncovered, if any,
 * so that the caller can let that card's text enter play before the committed card lands.
 */
export function lift(x: Ctx, card: number, how: 'left' | 'shift'): number | null {
  const at = fieldLoc(x, card);
  if (!at) return null;
  const st = x.s.players[at.player]!.stacks[at.line]!;
  st.splice(at.index, 1);
  if (how === 'left') interrupt(x, card, 'left');
  return !at.covered && st.length > 0 ? st[st.length - 1]! : null;
}

/** Commits a card to land on a stack: face as given; `reveal`: its middle resolves if it lands face-up and uncovered. */
export function commitToStack(x: Ctx, card: number, player: PlayerId, line: number, up: boolean, reveal: boolean, under: number | null = null): void {
  const f: Frame = { k: 'land', card, player, line, up, under, fired: [], reveal };
  // Cards committed to one stack enter it in the order they were committed (Codex, "Committed
  // Cards"): a card committed while others still wait for that stack lands after all of them.
  const first = under === null ? x.s.frames.findIndex((g) => g.k === 'land' && g.under === null && g.player === player && g.line === line) : -1;
  if (first >= 0) x.s.frames.splice(first, 0, f);
  else push(x, f);
}

/** Deletes one card: committed to its owner's trash, landing after the consequences of leaving. */
export function deleteCard(x: Ctx, card: number, by: PlayerId): void {
  const at = fieldLoc(x, card);
  if (!at) return;
  openAfter(x, 'delete', by);
  emit(x, { type: 'deleted', side: at.player, by, line: at.line as 0 | 1 | 2, cards: [x.s.cards[card]!] });
  const uncovered = lift(x, card, 'left');
  push(x, { k: 'arrive', card, player: at.player, zone: 'trash' });
  if (uncovered !== null) enterText(x, [uncovered]);
}

/** Returns one card to its owner's hand, by `by`'s effect. */
export function returnCard(x: Ctx, card: number, by: PlayerId): void {
  const at = fieldLoc(x, card);
  if (!at) return;
  const name = publicName(x, card);
  emit(x, { type: 'returned', side: at.player, by, line: at.line as 0 | 1 | 2, card: name });
  if (name === null) emit(x, { type: 'secret', about: 'returned', player: at.player, cards: [x.s.cards[card]!], visibleTo: [at.player] });
  const uncovered = lift(x, card, 'left');
  push(x, { k: 'arrive', card, player: at.player, zone: 'hand' });
  if (uncovered !== null) enterText(x, [uncovered]);
}

/** Shifts one card to another line on the same side, by `by`'s effect (Codex, "Shifting a Card"). Text on it keeps resolving. */
export function shiftCard(x: Ctx, card: number, to: number, by: PlayerId): void {
  const at = fieldLoc(x, card);
  if (!at || at.line === to) return;
  emit(x, { type: 'shifted', side: at.player, by, from: at.line as 0 | 1 | 2, to: to as 0 | 1 | 2, card: publicName(x, card) });
  const uncovered = lift(x, card, 'shift');
  // A covered card shifted onto another stack becomes uncovered there: its text enters play.
  commitToStack(x, card, at.player, to, x.s.up[card]!, at.covered);
  if (uncovered !== null) enterText(x, [uncovered]);
}

/**
 * Removes several cards at once ("all"): no card's text enters play between removals; the cards
 * uncovered by the whole removal then enter play together. Returns the removed cards by stack.
 */
export function liftAll(x: Ctx, cards: number[]): { uncovered: number[]; lifted: { card: number; player: PlayerId; line: number }[] } {
  const lifted: { card: number; player: PlayerId; line: number }[] = [];
  const touched = new Set<string>();
  const tops = new Map<string, number | null>();
  for (const card of cards) {
    const at = fieldLoc(x, card);
    if (!at) continue;
    const key = `${at.player}:${at.line}`;
    if (!tops.has(key)) {
      const st = x.s.players[at.player]!.stacks[at.line]!;
      tops.set(key, st[st.length - 1] ?? null);
    }
    touched.add(key);
    lifted.push({ card, player: at.player, line: at.line });
  }
  for (const l of lifted) {
    const st = x.s.players[l.player]!.stacks[l.line]!;
    st.splice(st.indexOf(l.card), 1);
  }
  const uncovered: number[] = [];
  for (const key of touched) {
    const [p, line] = key.split(':').map(Number) as [PlayerId, number];
    const st = x.s.players[p]!.stacks[line]!;
    const top = st[st.length - 1];
    if (top !== undefined && top !== tops.get(key)) uncovered.push(top);
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
  if (!at) return false;
  const up = !x.s.up[card];
  x.s.up[card] = up;
  emit(x, { type: 'flipped', side: at.player, by, line: at.line as 0 | 1 | 2, card: x.s.cards[card]!, face: up ? 'up' : 'down' });
  if (!up) interrupt(x, card, 'flipped');
  return up && !at.covered;
}

/** Turns a card over where it lies, by `by`'s effect, with the consequences for its text. */
export function turnOver(x: Ctx, card: number, by: PlayerId): void {
  if (flipOver(x, card, by)) enterText(x, [card]);
}

/**
 * Draws `n` cards for `player` from `from`'s deck (their own unless stated). An empty deck is
 * refilled from the trash only when a draw needs it (Codex FAQ, "When do I refill my deck?").
 * Returns how many were drawn; opens the "After you draw" window when any were.
 */
export function drawCards(x: Ctx, player: PlayerId, n: number, from: PlayerId = player): number {
  const src = x.s.players[from]!;
  const hand = x.s.players[player]!.hand;
  const drawn: number[] = [];
  for (let i = 0; i < n; i++) {
    if (src.deck.length === 0 && !refillDeck(x, from)) break;
    drawn.push(src.deck.shift()!);
  }
  if (drawn.length === 0) return 0;
  hand.push(...drawn);
  emit(x, { type: 'drew', player, count: drawn.length, fromOpponent: from !== player });
  emit(x, { type: 'secret', about: 'drew', player, cards: drawn.map((c) => x.s.cards[c]!), visibleTo: [player] });
  openAfter(x, 'draw', player);
  return drawn.length;
}

/** Shuffles a player's trash into their empty deck. */
export function refillDeck(x: Ctx, player: PlayerId): boolean {
  const ps = x.s.players[player]!;
  if (ps.trash.length === 0) return false;
  ps.deck.push(...ps.trash);
  ps.trash.length = 0;
  shuffleInPlace(x.s.rng, ps.deck);
  emit(x, { type: 'reshuffled', player, count: ps.deck.length });
  return true;
}

/** Whether a player could draw at least one card. */
export const canDraw = (x: Ctx, player: PlayerId): boolean =>
  x.s.players[player]!.deck.length > 0 || x.s.players[player]!.trash.length > 0;

/** Discards the given hand cards to the trash, as one discard (Codex FAQ: "discard 2" is one event). */
export function discardCards(x: Ctx, player: PlayerId, cards: number[], event: AfterEvent = 'discard'): void {
  if (cards.length === 0) return;
  const ps = x.s.players[player]!;
  for (const c of cards) ps.hand.splice(ps.hand.indexOf(c), 1);
  ps.trash.push(...cards);
  emit(x, { type: 'discarded', player, cards: cards.map((c) => x.s.cards[c]!) });
  // Clearing cache is a discard too: its window also serves "After … discards" (community rulings, Plague 1).
  openAfter(x, event, player);
}
