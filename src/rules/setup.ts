/**
 * Setting up: the draft (Codex, "The Draft": 1-2-2-1, each player filling their spaces from their
 * own left in the order drafted), decks of the six cards of each of a player's protocols, shuffled,
 * and five-card hands (rulebook, "Setup").
 * @module
 */
import type { PlayerId } from '../state/types.js';
import type { Ctx } from '../machine/context.js';
import { emit, tableInfo } from '../machine/context.js';
import { other } from '../machine/board.js';
import { ask } from '../machine/prompts.js';
import { shuffleInPlace } from '../state/rng.js';
import { beginTurn } from './turn.js';

/** The line of a player's n-th protocol space from their own left (players face each other). */
export function lineOfSlot(player: PlayerId, slot: number): number {
  return player === 0 ? slot : 2 - slot;
}

/** Seat order of the draft picks: first, second ×2, first ×2, second. */
export function draftOrder(first: PlayerId): PlayerId[] {
  const second = other(first);
  return [first, second, second, first, first, second];
}

/** Asks the next drafter, or starts the game when the draft is complete. */
export function continueDraft(x: Ctx): void {
  const d = x.s.draft!;
  if (d.picks.length === 0) {
    x.s.draft = null;
    // The player who drafted first plays first (rulebook, "Player Turn").
    dealAndStart(x, d.first);
    return;
  }
  x.s.turn = d.picks[0]!;
  ask(x, { kind: 'draft', player: d.picks[0]!, options: [...d.pool] });
}

/** The drafter takes a protocol and places it in their next space from their own left. */
export function draftPick(x: Ctx, protocol: string): void {
  const d = x.s.draft!;
  const player = d.picks.shift()!;
  d.pool = d.pool.filter((p) => p !== protocol);
  const slot = x.s.players[player]!.protocols.filter((p) => p.name !== '').length;
  const line = lineOfSlot(player, slot);
  x.s.players[player]!.protocols[line] = { name: protocol, compiled: false };
  if (!x.quiet) emit(x, { type: 'drafted', player, protocol, line: line as 0 | 1 | 2 });
  continueDraft(x);
}

/**
 * Builds both decks from the drafted protocols (card ids: seat 0's cards by line then value, then
 * seat 1's), shuffles them, deals five cards each and starts turn 1.
 */
export function dealAndStart(x: Ctx, first: PlayerId): void {
  buildDecks(x);
  for (const p of [0, 1] as const) {
    const ps = x.s.players[p]!;
    shuffleInPlace(x.s.rng, ps.deck);
    // The dealt lists in stores of their own length (see `exactList`): built by `push`, a deck keeps
    // room for the eighteen cards it had, and an empty hand given five, room for sixteen more.
    ps.hand = ps.hand.concat(ps.deck.slice(0, 5));
    ps.deck = ps.deck.slice(5);
  }
  x.s.turnNumber = 1;
  beginTurn(x, first);
}

/**
 * Creates the card table and each player's deck (unshuffled) from their protocols, and sets the
 * context's per-game caches for the new table (the engine keeps them for the game's later states).
 */
export function buildDecks(x: Ctx): void {
  const cards: string[] = [];
  const up: boolean[] = [];
  for (const p of [0, 1] as const) {
    const deck = x.s.players[p]!.deck;
    for (const slot of x.s.players[p]!.protocols) {
      // An indexed loop: the deck lists are frozen, and `for … of` over a frozen array is slow in V8.
      const ids = x.lib.decks[slot.name] ?? [];
      for (let i = 0; i < ids.length; i++) {
        deck.push(cards.length);
        cards.push(ids[i]!);
        up.push(false);
      }
    }
  }
  // In stores of their own length: a list built by `push` keeps room for more (see `exactList`).
  x.s.cards = cards.slice();
  x.s.up = up.slice();
  const t = tableInfo(x.lib, x.s.cards);
  x.m = t.m;
  x.tc = t.tc;
  x.ch = t.ch;
  x.seen = t.seen;
}
