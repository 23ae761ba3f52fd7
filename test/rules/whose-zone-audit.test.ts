/**
 * Events that reach into the other seat's zones say whose zone it was (issue 17, point 10): a
 * discard from the opponent's deck into their trash (Luck 3), a play from the top of the opponent's
 * deck (Assimilation 2), and a field card revealed on either side (Light 2). A seat (or a bot's
 * determinisation) reading only its events then knows where each card is, as the table shows it.
 */
import { describe, expect, it } from 'vitest';
import { defaultEngine, describeEvent, eventsFor } from '../../src/index.js';
import type { GameEvent, GameState, PlayerId } from '../../src/index.js';
import { whereabouts, zone } from '../../src/bots.js';
import { actWithEvents, awaiting, deck, line, play, position, stack, stateProtocol, trash } from '../../src/testing.js';
import { only } from '../cards/events.js';

const engine = defaultEngine();

/** Every card of the game with the seat whose protocol it is. */
function owners(s: GameState): Map<string, PlayerId> {
  const out = new Map<string, PlayerId>();
  s.players.forEach((p, i) => p.protocols.forEach((slot) => engine.protocols.find((d) => d.name === slot.name)!.cards.forEach((c) => out.set(c.id, i as PlayerId))));
  return out;
}

describe('a discard from the opponent\'s deck (Luck 3)', () => {
  it('names the opponent\'s deck and trash, in the event and in its narration (community rulings, Luck 3: the card goes to the opponent\'s trash)', () => {
    const g = position({ players: [
      { protocols: ['Luck', 'Fire', 'Water'], hand: ['Luck 3'] },
      { protocols: ['Hate', 'Spirit', 'Light'], stacks: [['Hate 1'], [], []], deck: ['Spirit 3', 'Light 0'] },
    ] });
    const r = actWithEvents(g, play('Luck 3', 0), stateProtocol('Hate'));
    expect(only(r.events, 'discarded')).toEqual([{ type: 'discarded', player: 0, cards: ['Spirit 3'], from: 'deck', deck: 1, into: 1 }]);
    expect(only(r.events, 'discarded').map(describeEvent)).toEqual(["seat 0 discards Spirit 3 from the top of seat 1's deck into seat 1's trash"]);
    expect(trash(r.state, 1)).toEqual(['Spirit 3']);
    expect(deck(r.state, 1)[0]).toBe('Light 0');
    // Both seats' histories now place Spirit 3 in seat 1's trash, and only there.
    for (const seat of [0, 1] as const) expect(whereabouts(owners(r.state), eventsFor(r.events, seat)).of('Spirit 3')).toBe(zone.trash(1));
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('a discard from one\'s own deck (Luck 2) still leaves the deck and trash unnamed: they are the discarding seat\'s own', () => {
    const g = position({ players: [
      { protocols: ['Luck', 'Fire', 'Water'], hand: ['Luck 2'], deck: ['Fire 0', 'Water 1'] },
      { protocols: ['Hate', 'Spirit', 'Light'] },
    ] });
    const r = actWithEvents(g, play('Luck 2', 0));
    expect(only(r.events, 'discarded')).toEqual([{ type: 'discarded', player: 0, cards: ['Fire 0'], from: 'deck' }]);
    expect(only(r.events, 'discarded').map(describeEvent)).toEqual(['seat 0 discards Fire 0 from the top of a deck']);
    expect(trash(r.state, 0)).toEqual(['Fire 0']);
  });
});

describe('a play from the top of the opponent\'s deck (Assimilation 2)', () => {
  it('names the opponent\'s deck, so the unnamed card is known to have come from it', () => {
    const g = position({ players: [
      { protocols: ['Assimilation', 'Diversity', 'Unity'], hand: ['Unity 5'], stacks: [['Assimilation 2'], [], []] },
      { protocols: ['Speed', 'Metal', 'Death'], deck: ['Speed 0', 'Speed 1'] },
    ] });
    const r = actWithEvents(g, play('Unity 5', 2, 'down'));
    const played: GameEvent[] = only(r.events, 'played');
    expect(played).toEqual([
      { type: 'played', player: 0, line: 2, face: 'down', card: null, from: 'hand' },
      { type: 'played', player: 0, line: 0, face: 'down', card: null, from: 'deck', deck: 1 },
    ]);
    expect(played.map(describeEvent)).toEqual([
      'seat 0 plays a card face-down in line 2',
      "seat 0 plays a card face-down in line 0 from the top of seat 1's deck",
    ]);
    expect(stack(r.state, 0, 0)).toEqual(['Assimilation 2', 'Speed 0 down']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('a play from one\'s own deck on the opponent\'s side (Assimilation 6) names the side, not the deck', () => {
    const g = position({ players: [
      { protocols: ['Assimilation', 'Diversity', 'Unity'], hand: ['Unity 5'], stacks: [['Assimilation 6'], [], []], deck: ['Unity 0'] },
      { protocols: ['Speed', 'Metal', 'Death'] },
    ] });
    // "On your opponent's side": seat 0 picks the line (any of the three here).
    const r = actWithEvents(g, play('Unity 5', 2, 'down'), line(1));
    expect(only(r.events, 'played').filter((e) => e.from === 'deck')).toEqual([{ type: 'played', player: 0, line: 1, face: 'down', card: null, from: 'deck', side: 1 }]);
    expect(stack(r.state, 1, 1)).toEqual(['Unity 0 down']);
  });
});

describe('a field card revealed (Light 2)', () => {
  it('says whose side and which line the revealed card is in', () => {
    const g = position({ players: [
      { protocols: ['Light', 'Fire', 'Water'], hand: ['Light 2'], deck: ['Fire 1', 'Water 2'] },
      { protocols: ['Plague', 'Speed', 'Metal'], stacks: [[], [], ['Plague 5 down']] },
    ] });
    const r = actWithEvents(g, play('Light 2', 0));
    const revealed: GameEvent[] = only(r.events, 'revealed');
    expect(revealed).toEqual([{ type: 'revealed', player: 0, cards: ['Plague 5'], what: 'fieldCard', side: 1, line: 2 }]);
    expect(revealed.map(describeEvent)).toEqual(["seat 0 reveals Plague 5 (seat 1's card in line 2)"]);
    // Seat 0 now knows exactly where Plague 5 lies.
    expect(whereabouts(owners(r.state), eventsFor(r.events, 0)).of('Plague 5')).toBe(zone.field(1, 2));
  });
});
