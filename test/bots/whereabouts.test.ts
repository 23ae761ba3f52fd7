/**
 * What a seat's history says about hidden cards, in scenarios: a revealed hand stays known until a
 * card may have left it unseen, and a determinisation keeps it.
 */
import { describe, expect, it } from 'vitest';
import { defaultEngine, eventsFor, viewFor } from '../../src/index.js';
import type { GameEvent, GameState, PlayerId } from '../../src/index.js';
import { seededRng, InformationSet, whereabouts, zone } from '../../src/bots.js';
import { actWithEvents, line, play, position, refresh } from '../../src/testing.js';

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
      const world = set.sample(seededRng(seed));
      const hand = world.players[1]!.hand.map((c) => world.cards[c]);
      expect(hand).toHaveLength(5);
      expect(hand).toEqual(expect.arrayContaining(['Metal 1', 'Speed 2']));
    }
  });
});

describe('whereabouts and stacks swapped while a card is on its way', () => {
  // Seat 0 plays Hate 0 face-down onto Mirror 2 (line 1): seat 0 knows where it is. Then seat 1's
  // Gravity 4 shifts it to line 0; leaving, it uncovers Mirror 2, whose swap runs before the card
  // lands: seat 0 swaps lines 0 and 2. The committed card keeps its destination, line 0
  // (community rulings, Mirror 2), and lands on the stack that is there now.
  const g = position({ players: [
    { protocols: ['Hate', 'Mirror', 'Speed'], hand: ['Hate 0'], stacks: [['Hate 1'], ['Mirror 2'], ['Speed 1']] },
    { protocols: ['Gravity', 'Death', 'Fire'], hand: ['Gravity 4'] },
  ] });
  // The only face-down card is shifted without a prompt; then Mirror 2's two lines.
  const steps = [play('Hate 0', 1, 'down'), play('Gravity 4', 0), line(0), line(2)];

  it("never rules out the line the card lands in, and keeps the owner's knowledge to the lines it could be in", () => {
    let state = g;
    const seen: [GameEvent[], GameEvent[]] = [[], []];
    for (const step of steps) {
      const r = actWithEvents(state, step);
      for (const p of [0, 1] as const) seen[p].push(...eventsFor(r.events, p));
      state = r.state;
    }
    expect(seen[0].some((e) => e.type === 'swappedStacks')).toBe(true);
    // The real game: Hate 0 landed in line 0, on the stack swapped in from line 2.
    expect(state.players[0]!.stacks[0]!.map((c) => state.cards[c])).toEqual(['Speed 1', 'Hate 0']);
    for (const p of [0, 1] as const) expect(whereabouts(owners(state), seen[p]).of('Hate 0') & zone.field(0, 0)).not.toBe(0);
    const field0 = zone.field(0, 0) | zone.field(0, 1) | zone.field(0, 2);
    expect(whereabouts(owners(state), seen[0]).of('Hate 0') & ~field0).toBe(0);
  });
});

describe('whereabouts and a hand revealed while a card is on its way to it', () => {
  // Seat 0's Water 3 returns every value-2 card of line 0: its own face-down Psychic 3, which
  // uncovers Psychic 0, and seat 1's face-down Death 5. Psychic 0's middle makes seat 1 discard 2
  // and reveal its hand while Death 5 is still on its way there (committed, not arrived): the
  // revealed hand does not show it, yet it arrives.
  const g = position({ players: [
    { protocols: ['Psychic', 'Fire', 'Water'], hand: ['Water 3'], stacks: [['Psychic 0', 'Psychic 3 down'], [], []] },
    { protocols: ['Death', 'Metal', 'Speed'], hand: ['Death 1', 'Death 2', 'Metal 0'], stacks: [['Death 5 down'], [], []] },
  ] });

  it('never rules out the hand the card arrives in', () => {
    let state = g;
    const seen: GameEvent[] = [];
    for (const step of [play('Water 3', 2)]) { // line 0, the only line with a value-2 card: no prompt
      const r = actWithEvents(state, step);
      seen.push(...eventsFor(r.events, 0));
      state = r.state;
      // Seat 1 discards: the first card offered, each time.
      while (state.prompt?.kind === 'hand' && state.prompt.player === 1) {
        const d = actWithEvents(state, engine.legalActions(state)[0]!);
        seen.push(...eventsFor(d.events, 0));
        state = d.state;
      }
    }
    const revealed = seen.find((e) => e.type === 'revealed' && e.what === 'hand');
    expect(revealed).toBeDefined();
    expect(revealed!.type === 'revealed' && revealed!.cards).not.toContain('Death 5');
    expect(state.players[1]!.hand.map((c) => state.cards[c])).toContain('Death 5');
    expect(whereabouts(owners(state), seen).of('Death 5') & zone.hand(1)).not.toBe(0);
  });
});

describe('a seat deciding while its own card travels face-down from its deck', () => {
  // Water 1 ("Play the top card of your deck face-down in each other line"): line 0 first, Light 5
  // is committed onto Fire 0, whose "would be covered" text draws Light 4 and asks seat 0 for a
  // flip. No one may know Light 5 before it lands (Codex, "Public and Private Information"), so
  // seat 0's worlds put any card its history leaves possible there: one of its deck's (the cards
  // the position does not place go to the bottom of the deck).
  const start = position({ players: [
    { protocols: ['Fire', 'Water', 'Light'], stacks: [['Fire 0'], [], []], hand: ['Water 1'], deck: ['Light 5', 'Light 4', 'Light 3', 'Water 2'] },
    { protocols: ['Metal', 'Speed', 'Death'], stacks: [['Metal 5'], [], []] },
  ] });

  it('samples the travelling card among the cards that were in the deck, and every world is valid', () => {
    const r = actWithEvents(start, play('Water 1', 1), line(0));
    expect(r.state.prompt).toMatchObject({ kind: 'card', player: 0 });
    const history = eventsFor(r.events, 0);
    const set = new InformationSet(viewFor(r.state, 0), history, engine);
    const travelling = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const world = set.sample(seededRng(seed));
      expect(() => engine.validateState(world)).not.toThrow();
      const land = world.frames.find((f) => f.k === 'land')!;
      travelling.add(world.cards[land.card]!);
    }
    expect(set.relaxed).toBe(0);
    const deck = r.state.players[0]!.deck.map((c) => r.state.cards[c]!);
    expect([...travelling].filter((c) => c !== 'Light 5' && !deck.includes(c))).toEqual([]);
    expect(travelling.size).toBeGreaterThan(1);
  });
});
