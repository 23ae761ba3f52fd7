/** Pieces the Main 2 scenario tests share (Mirror, Fear, Chaos). */
import { expect, it } from 'vitest';
import { actWithEvents, awaiting, hand, pickHand, play, position, trash } from '../../src/testing.js';
import { legalActions } from '../../src/index.js';
import type { GameEvent } from '../../src/index.js';

/** The events that change or reveal something, without prompts and turn bookkeeping (phases, control). */
export const moves = (events: GameEvent[]): GameEvent[] =>
  events.filter((e) => !['promptRaised', 'phase', 'turnStarted', 'cacheChecked', 'controlGained'].includes(e.type));

/**
 * The value-5 card of a protocol, "Discard 1 card.": played face-up in line 0 (its own protocol's
 * line), it makes its owner discard one card of their choice, or nothing from an empty hand.
 */
export function discardsOneCardOfChoice(card: string, protocols: string[], opponent: string[], others: [string, string]): void {
  it('discards 1 card, of your choice', () => {
    const g = position({ players: [{ protocols, hand: [card, ...others] }, { protocols: opponent }] });
    let r = actWithEvents(g, play(card, 0));
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'hand' });
    expect(legalActions(r.state)).toEqual([{ type: 'hand', index: 0 }, { type: 'hand', index: 1 }]);
    r = actWithEvents(r.state, pickHand(others[1]));
    expect(moves(r.events)).toEqual([{ type: 'discarded', player: 0, cards: [others[1]], from: 'hand' }]);
    expect(trash(r.state, 0)).toEqual([others[1]]);
    expect(hand(r.state, 0)).toEqual([others[0]]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('with an empty hand, nothing is discarded', () => {
    const g = position({ players: [{ protocols, hand: [card] }, { protocols: opponent }] });
    const r = actWithEvents(g, play(card, 0));
    expect(moves(r.events)).toEqual([
      { type: 'played', player: 0, line: 0, face: 'up', card, from: 'hand' },
      { type: 'triggered', player: 0, card, section: 'middle' },
    ]);
    expect(trash(r.state, 0)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
}
