/**
 * What a seat's history says about hidden cards, in scenarios: a revealed hand stays known until a
 * card may have left it unseen, and a determinisation keeps it.
 */
import { describe, expect, it } from 'vitest';
import { defaultEngine, eventsFor, viewFor } from '../../src/index.js';
import type { GameEvent, GameState, PlayerId } from '../../src/index.js';
import { botRandom, InformationSet, whereabouts, zone } from '../../src/bots.js';
import { actWithEvents, play, position, refresh } from '../../src/testing.js';

const engine = defaultEngine();

/** Every card of the game with the seat whose protocol it is. */
function owners(s: GameState): Map<string, PlayerId> {
  const out = new Map<string, PlayerId>();
  s.players.forEach((p, i) => p.protocols.forEach((slot) => engine.protocols.find((d) => d.name === slot.name)!.cards.forEach((c) => out.set(c.id, i as PlayerId))));
  return out;
}

// Seat 0 plays Light 4 ("Your opponent reveals their hand"): seat 1 shows Metal 1 and Speed 2.
const start = position({ players: [
  { protocols: ['Light', 'Fire', 'Water'], hand: ['Light 4', 'Fire 1'] },
  { protocols: ['Metal', 'Death', 'Speed'], hand: ['Metal 1', 'Speed 2'] },
] });
const revealed = actWithEvents(start, play('Light 4', 0));
const seen: GameEvent[] = eventsFor(revealed.events, 0);

describe('whereabouts', () => {
  it('a revealed hand is exactly its cards; every other card of that seat is elsewhere', () => {
    expect(seen.some((e) => e.type === 'revealed' && e.what === 'hand')).toBe(true);
    const w = whereabouts(owners(revealed.state), seen);
    expect(w.of('Metal 1')).toBe(zone.hand(1));
    expect(w.of('Speed 2')).toBe(zone.hand(1));
    expect(w.of('Death 3') & zone.hand(1)).toBe(0);
    expect(w.of('Death 3') & zone.deck(1)).not.toBe(0);
  });

  it('a face-down play from that hand makes its cards possible in the line played to', () => {
    const { state, events } = actWithEvents(revealed.state, play('Metal 1', 2, 'down'));
    const w = whereabouts(owners(state), [...seen, ...eventsFor(events, 0)]);
    expect(w.of('Metal 1')).toBe(zone.hand(1) | zone.field(1, 2));
    expect(w.of('Speed 2')).toBe(zone.hand(1) | zone.field(1, 2));
  });

  it('a refresh only adds to the hand: seat 0\'s worlds keep the revealed cards in seat 1\'s hand', () => {
    const r = actWithEvents(revealed.state, refresh);
    const g = r.state;
    const history = [...seen, ...eventsFor(r.events, 0)];
    expect(g.prompt!.player).toBe(0);
    const set = new InformationSet(viewFor(g, 0), history, engine);
    for (let seed = 1; seed <= 10; seed++) {
      const world = set.sample(botRandom(seed));
      const hand = world.players[1]!.hand.map((c) => world.cards[c]);
      expect(hand).toHaveLength(5);
      expect(hand).toEqual(expect.arrayContaining(['Metal 1', 'Speed 2']));
    }
  });
});
