/**
 * "State a number" / "State a protocol": what a player may state, and stating to miss on purpose
 * (community rulings, Luck 3: any protocol, in the game or not; by the same reading, any number).
 */
import { describe, expect, it } from 'vitest';
import { actWithEvents, awaiting, hand, play, position, stateNumber, stateProtocol } from '../../src/testing.js';
import { legalActions, OFFICIAL_PROTOCOLS, viewFor } from '../../src/index.js';

describe('stating (Luck 0, Luck 3)', () => {
  it('the numbers offered are the card values 0–6 and 7, a number no card has — listed in the view for the stating seat', () => {
    const g = actWithEvents(position({ players: [
      { protocols: ['Luck', 'Fire', 'Water'], hand: ['Luck 0'], deck: ['Fire 1', 'Fire 3', 'Water 1'] },
      { protocols: ['Light', 'Metal', 'Speed'] },
    ] }), play('Luck 0', 0)).state;
    expect(legalActions(g)).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((value) => ({ type: 'number', value })));
    expect(viewFor(g, 0).prompt?.labels).toEqual(['0', '1', '2', '3', '4', '5', '6', '7']);
  });

  it('Luck 0 stating 7 draws 3 cards and reveals none of them: nothing to play', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ['Luck', 'Fire', 'Water'], hand: ['Luck 0'], deck: ['Fire 1', 'Fire 3', 'Water 1'] },
      { protocols: ['Light', 'Metal', 'Speed'] },
    ] }), play('Luck 0', 0), stateNumber(7));
    expect(hand(r.state, 0)).toEqual(['Fire 1', 'Fire 3', 'Water 1']);
    expect(r.events.filter((e) => e.type === 'stated')).toEqual([{ type: 'stated', player: 0, value: 7 }]);
    expect(r.events.some((e) => e.type === 'revealed')).toBe(false);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Luck 3 offers every protocol the engine knows, in library order, those not in the game included', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ['Luck', 'Fire', 'Water'], hand: ['Luck 3'] },
      { protocols: ['Light', 'Metal', 'Speed'], deck: ['Metal 2'] },
    ] }), play('Luck 3', 0));
    expect(legalActions(r.state)).toEqual(OFFICIAL_PROTOCOLS.map((p) => ({ type: 'protocol', protocol: p.name })));
    const missed = actWithEvents(r.state, stateProtocol('Unity'));
    expect(missed.events.filter((e) => e.type === 'discarded')).toEqual([{ type: 'discarded', player: 0, cards: ['Metal 2'], from: 'deck', deck: 1, into: 1 }]);
    expect(awaiting(missed.state)).toEqual({ player: 1, kind: 'action' });
  });
});
