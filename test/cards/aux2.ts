/** Helpers shared by the Aux 2 scenario tests (Assimilation, Diversity, Unity). */
import { expect, it } from 'vitest';
import { actWithEvents, awaiting, hand, pickHand, play, position, stack, trash } from '../../src/testing.js';
import type { GameState, Line } from '../../src/index.js';

/** Seat 0's protocols by line: Assimilation (0), Diversity (1), Unity (2). */
export const ME = ['Assimilation', 'Diversity', 'Unity'];
/** Seat 1's protocols by line, unless a test needs others. */
export const THEM = ['Speed', 'Plague', 'Hate'];

/** The events of the given kinds, in order (leaving out phases, turns, prompts …). */
export { only as ofType } from './events.js';
import { only as ofType } from './events.js';

/** The names of a seat's compiled protocols. */
export const compiled = (g: GameState, seat: 0 | 1): string[] =>
  g.players[seat]!.protocols.filter((p) => p.compiled).map((p) => p.name);

/** The scenarios of a value-5 card, "Discard 1 card.", played face-up in its protocol's line. */
export function discardsOne(card: string, line: Line): void {
  it('I discard 1 card of my choice', () => {
    let r = actWithEvents(position({ players: [
      { protocols: ME, hand: [card, 'Hate 0', 'Speed 0'] },
      { protocols: THEM },
    ] }), play(card, line));
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'hand' });
    r = actWithEvents(r.state, pickHand('Speed 0'));
    expect(ofType(r.events, 'discarded')).toEqual([{ type: 'discarded', player: 0, cards: ['Speed 0'], from: 'hand' }]);
    expect(hand(r.state, 0)).toEqual(['Hate 0']);
    expect(trash(r.state, 0)).toEqual(['Speed 0']);
    expect(stack(r.state, 0, line)).toEqual([card]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('with an empty hand it is still played and discards nothing (Codex, "Card Text")', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, hand: [card] },
      { protocols: THEM },
    ] }), play(card, line));
    expect(stack(r.state, 0, line)).toEqual([card]);
    expect(ofType(r.events, 'triggered', 'discarded')).toEqual([{ type: 'triggered', player: 0, card, section: 'middle' }]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
}
