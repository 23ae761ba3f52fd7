/**
 * Third hidden-information audit (issue 17, points 1–3): a resolving card flipped face-down while
 * its text is pending, hands shown or discarded whole, and a face-down card that lands where its
 * side's owner may look at it. Each block compares two worlds that differ only in what a seat may
 * not know (its view and events must be equal), or checks that the view and the events of a seat
 * tell the same story.
 */
import { describe, expect, it } from 'vitest';
import { describeEvent, eventsFor, validateState, viewFor } from '../../src/index.js';
import type { GameState } from '../../src/index.js';
import { seededRng, InformationSet } from '../../src/bots.js';
import { choose, optionNamed, play, stack, trash } from '../../src/testing.js';
import { ALL, begin, expectKnowledge, expectSameFor, expectSameViews, next, OTHERS, who } from './knowledge.js';
import type { Moment, Seat } from './knowledge.js';

/** The same moment with two cards trading identities: each is where the other was. */
function swapped(m: Moment, a: string, b: string): Moment {
  const g = JSON.parse(JSON.stringify(m.state)) as GameState;
  const [i, j] = [g.cards.indexOf(a), g.cards.indexOf(b)];
  [g.cards[i], g.cards[j]] = [b, a];
  return { state: g, events: m.events };
}

const views = (m: Moment, seat: Seat) => viewFor(m.state, seat);

describe('a card flipped face-down while its text is pending', () => {
  // Seat 0 plays Love 4 ("Reveal 1 card from your hand. Flip 1 card.") and flips seat 1's Darkness 1
  // face-up; Darkness 1 ("Flip 1 of your opponent's cards. You may shift that card.") flips Love 4
  // face-down and asks seat 1 where to shift it, while Love 4's text is still on the stack.
  const flipped = next(begin({ players: [
    { protocols: ['Love', 'Fire', 'Water'], hand: ['Love 4', 'Water 2'], deck: ['Fire 1', 'Fire 3', 'Water 4'] },
    { protocols: ['Darkness', 'Metal', 'Speed'], hand: ['Speed 3'], stacks: [['Darkness 1 down'], [], []], deck: ['Metal 5'] },
  ] }), play('Love 4', 0), choose('Darkness 1'));

  it('is at the prompt the campaign found: Love 4 face-down, its text pending, seat 1 to decide', () => {
    expect(stack(flipped.state, 0, 0)).toEqual(['Love 4 down']);
    expect(flipped.state.prompt).toMatchObject({ kind: 'line', player: 1 });
    expect(flipped.state.frames.map((f) => f.k === 'text' && flipped.state.cards[f.src.card])).toEqual(['Love 4', 'Darkness 1']);
  });

  it('is named by its place only, to the seats that may not look at it: in the stacks, in view.pending and in the prompt', () => {
    // Everyone saw it played face-up and flipped (the events); now only its owner may look at it.
    expectKnowledge(flipped, { 'Love 4': who([0], ALL) });
    const frame = views(flipped, 1).pending.frames[0]!;
    if (frame.k !== 'text') throw new Error('a text frame');
    expect(frame.src.card).toEqual({ at: 'field', player: 0, line: 0, index: 0 });
    expect(frame.host).toEqual({ at: 'field', player: 0, line: 0, index: 0 });
  });

  it('trading its identity with a card of its owner\'s hand changes no view but its owner\'s (the campaign\'s g3-935743957 leak)', () => {
    const other = swapped(flipped, 'Love 4', 'Water 2');
    expect(() => validateState(other.state)).not.toThrow();
    for (const seat of OTHERS) expect(views(other, seat), `view of ${seat}`).toEqual(views(flipped, seat));
    expect(views(other, 0)).not.toEqual(views(flipped, 0));
  });

  it('determinize from seat 1\'s view puts Love 4 back under its pending text: the seat saw it, from its events', () => {
    const set = new InformationSet(views(flipped, 1), eventsFor(flipped.events, 1));
    for (let k = 0; k < 20; k++) {
      const world = set.sample(seededRng(k));
      expect(() => validateState(world)).not.toThrow();
      expect(stack(world, 0, 0)).toEqual(['Love 4 down']);
      expect(JSON.parse(JSON.stringify(viewFor(world, 1)))).toEqual(JSON.parse(JSON.stringify(views(flipped, 1))));
    }
  });
});

describe('a question asked by a card hidden from the seat that answers it', () => {
  // Psychic 0 ("Draw 2 cards. Your opponent discards 2 cards, then reveals their hand.") asks seat 1
  // which cards to discard. Built by hand: Psychic 0 then face-down, its text still alive — the
  // engine kills a text whose card turns over, but a copied middle (Mirror) outlives its source.
  const asking = next(begin({ players: [
    { protocols: ['Psychic', 'Fire', 'Water'], hand: ['Psychic 0'], deck: ['Fire 1', 'Fire 3', 'Water 4'] },
    { protocols: ['Metal', 'Plague', 'Life'], hand: ['Metal 1', 'Life 2', 'Plague 3'] },
  ] }), play('Psychic 0', 0));
  const hidden = (): Moment => {
    const g = JSON.parse(JSON.stringify(asking.state)) as GameState;
    g.up[g.players[0]!.stacks[0]![0]!] = false;
    return { state: g, events: asking.events };
  };

  it('the answering seat sees who asks what kind of question, without the text that names the card', () => {
    expect(asking.state.prompt).toMatchObject({ kind: 'hand', player: 1, text: expect.stringContaining('Psychic 0') });
    expect(views(asking, 1).prompt?.text).toContain('Psychic 0');
    const m = hidden();
    expect(() => validateState(m.state)).not.toThrow();
    expect(views(m, 1).prompt).toEqual({ player: 1, kind: 'hand' });
    expect(views(m, 1).pending.prompt).not.toHaveProperty('text');
    expect(JSON.stringify(views(m, 1))).not.toContain('Psychic 0');
    expect(views(swapped(m, 'Psychic 0', 'Fire 1'), 1)).toEqual(views(m, 1));
  });
});

describe('a hand shown or discarded whole is listed in an order of its own, not the hand\'s', () => {
  /** Seat 1's hand in the given order, seat 0 to play `card`. */
  const table = (card: string, mine: string[], theirs: string[]): Moment => begin({ players: [
    { protocols: ['Light', 'Peace', 'Water'], hand: [card, ...mine], deck: ['Water 3'] },
    { protocols: ['Metal', 'Plague', 'Life'], hand: theirs },
  ] });

  it('Light 4 ("Your opponent reveals their hand"): seat 0 and spectators cannot tell which card seat 1 drew last', () => {
    const a = next(table('Light 4', [], ['Metal 1', 'Life 2', 'Plague 3']), play('Light 4', 0));
    const b = next(table('Light 4', [], ['Plague 3', 'Life 2', 'Metal 1']), play('Light 4', 0));
    expectSameFor([0, 'spectator'], a, b);
    const revealed = eventsFor(a.events, 0).find((e) => e.type === 'revealed')!;
    expect(revealed).toMatchObject({ player: 1, what: 'hand', cards: ['Life 2', 'Metal 1', 'Plague 3'] });
    expect(describeEvent(revealed)).toBe('seat 1 reveals Life 2, Metal 1, Plague 3');
  });

  it('Peace 1 ("Both players discard their hand"): the discards and the public trash hold no trace of the hand\'s order', () => {
    const peace = (theirs: string[]) => next(table('Peace 1', ['Water 1', 'Light 0'], theirs), play('Peace 1', 1), optionNamed('you discard first'));
    const a = peace(['Metal 1', 'Life 2', 'Plague 3']);
    const b = peace(['Plague 3', 'Metal 1', 'Life 2']);
    expect(trash(a.state, 1)).toEqual(['Life 2', 'Metal 1', 'Plague 3']);
    expect(trash(a.state, 0)).toEqual(['Light 0', 'Water 1']);
    // Both hands are gone: the worlds differ only in their history now.
    expectSameViews([0, 'spectator'], a, b);
    const discards = eventsFor(a.events, 'spectator').filter((e) => e.type === 'discarded').map(describeEvent);
    expect(discards).toEqual(['seat 0 discards Light 0, Water 1', 'seat 1 discards Life 2, Metal 1, Plague 3']);
  });
});

describe('a face-down card that lands where its side\'s owner may look at it', () => {
  it('Assimilation 2 (End: the top card of the opponent\'s deck face-down in this stack): named in my view and, from the moment it lands, in my events — in no one else\'s', () => {
    const g = begin({ phase: 'end', players: [
      { protocols: ['Assimilation', 'Diversity', 'Unity'], stacks: [['Assimilation 2'], [], []], deck: ['Unity 3'] },
      { protocols: ['Speed', 'Plague', 'Hate'], deck: ['Speed 3', 'Hate 0', 'Hate 1'] },
    ] });
    expect(stack(g.state, 0, 0)).toEqual(['Assimilation 2', 'Speed 3 down']);
    expectKnowledge(g, { 'Speed 3': who([0]) });
    const mine = eventsFor(g.events, 0);
    const landed = mine.findIndex((e) => e.type === 'secret' && e.about === 'landed');
    expect(landed).toBeGreaterThan(mine.findIndex((e) => e.type === 'played'));
    expect(describeEvent(mine[landed]!)).toBe("(face-down on seat 0's side: Speed 3)");
  });
});
