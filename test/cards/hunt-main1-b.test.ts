/**
 * A hunt for the kinds of engine bug today's readings found elsewhere, in Psychic, Speed, Spirit,
 * Water (Main 1) and Apathy, Hate, Love (Aux 1) combined with other official cards: lists noted
 * and acted on later, waiting commands checked when queued, commit queues (a committed card is not
 * in a hand or a line yet, and cards committed to one line land in commit order), "all" and the
 * compile's simultaneous deletion, hidden information in views and events, self-reference after
 * a text moved its own card, and texts entering play on the opponent's turn.
 */
import { describe, expect, it } from 'vitest';
import {
  act, actWithEvents, awaiting, choose, deck, hand, line, pass, pickHand, play, position, stack, trash,
} from '../../src/testing.js';
import { eventsFor, legalActions, viewFor } from '../../src/index.js';
import type { GameState } from '../../src/index.js';
import { only } from './events.js';

/** A card on the field, as a `card` choice names it. */
const card = (player: 0 | 1, l: number, index: number) => ({ type: 'card', player, line: l, index });
const names = (g: GameState, seat: 0 | 1) => g.players[seat]!.protocols.map((p) => (p.compiled ? `${p.name} (compiled)` : p.name));

describe('commit queues: a committed card is not in its zone yet', () => {
  it('Psychic 4 End returns the opponent\'s card, uncovering their Love 3: the returned card is still committed, so Love 3\'s owner holds only the card just taken and must give it back (Codex, "Committed Cards": the card lands once the consequences of leaving are done; community, "Committed Cards Are Not on the Field")', () => {
    let g = position({ players: [
      { protocols: ['Psychic', 'Fire', 'Water'], stacks: [['Psychic 4'], [], []], hand: ['Water 5', 'Fire 5'] },
      { protocols: ['Love', 'Metal', 'Death'], stacks: [['Love 3', 'Metal 5'], [], []], hand: [] },
    ] });
    g = act(g, play('Water 5', 2, 'down'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    expect(legalActions(g)).toEqual([card(1, 0, 1), pass]);
    const r = actWithEvents(g, choose('Metal 5'));
    // Love 3 (seat 1): takes Fire 5, seat 0's only card; seat 1's hand is [Fire 5] — Metal 5 is on its way.
    expect(only(r.events, 'took', 'gave').map((e) => `${e.type}:${e.player}`)).toEqual(['took:1', 'gave:1']);
    expect(hand(r.state, 0)).toEqual(['Fire 5']);
    expect(hand(r.state, 1)).toEqual(['Metal 5']);
    expect(stack(r.state, 1, 0)).toEqual(['Love 3']);
    expect(stack(r.state, 0, 0)).toEqual(['Psychic 4 down']);
    // The take and the gift are known to both players, never to a spectator.
    expect(JSON.stringify(eventsFor(r.events, 'spectator'))).not.toContain('Fire 5');
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Hate 4 covered: its delete lets Hate 3 draw, and the Spirit 3 that answers that draw shifts into Hate 4\'s line — committed during the "would be covered" resolution, it lands after the card that set it off (Codex, "Committed Cards": "They will enter the line in the order they were committed")', () => {
    let g = position({ players: [
      { protocols: ['Spirit', 'Hate', 'Water'], stacks: [['Spirit 3'], ['Water 1', 'Hate 4'], ['Hate 3']], hand: ['Water 5'], deck: ['Spirit 5', 'Spirit 4'] },
      { protocols: ['Psychic', 'Metal', 'Death'], hand: ['Metal 0'] },
    ] });
    g = act(g, play('Water 5', 1, 'down'));
    // Hate 4: "First, delete the lowest value covered card in this line." — Water 1, the only one; Hate 3 draws Spirit 5.
    expect(trash(g, 0)).toEqual(['Water 1']);
    expect(hand(g, 0)).toEqual(['Spirit 5']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(1), line(2), pass]);
    g = act(g, line(1));
    expect(stack(g, 0, 1)).toEqual(['Hate 4', 'Water 5 down', 'Spirit 3']);
    expect(stack(g, 0, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('self-reference after the text moved its own card', () => {
  it('Water 0 flips up its owner\'s Speed 3, whose middle shifts Water 0 to another line: shifting does not stop a text, so "Flip this card" flips Water 0 where it now lies (community, "Active text interruption": shifting is the exception)', () => {
    let g = position({ players: [
      { protocols: ['Water', 'Speed', 'Fire'], stacks: [[], ['Speed 3 down'], ['Fire 1']], hand: ['Water 0'] },
      { protocols: ['Psychic', 'Metal', 'Death'], hand: ['Metal 0'] },
    ] });
    g = act(g, play('Water 0', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Speed 3'));
    // Speed 3: "Shift 1 of your other cards." — Water 0 or Fire 1.
    expect(legalActions(g)).toEqual([card(0, 0, 0), card(0, 2, 0)]);
    g = act(g, choose('Water 0'), line(2));
    expect(stack(g, 0, 0)).toEqual([]);
    expect(stack(g, 0, 1)).toEqual(['Speed 3']);
    expect(stack(g, 0, 2)).toEqual(['Fire 1', 'Water 0 down']);
    // End: Speed 3's "You may shift 1 of your cards." — declined.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, pass);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Water 0 flips up its owner\'s Speed 3, whose middle shifts another card onto Water 0: covered, Water 0\'s "Flip this card" does not happen (rulebook, "Cards & Effects"; community, "Active text interruption")', () => {
    let g = position({ players: [
      { protocols: ['Water', 'Speed', 'Fire'], stacks: [[], ['Speed 3 down'], ['Fire 1']], hand: ['Water 0'] },
      { protocols: ['Psychic', 'Metal', 'Death'], hand: ['Metal 0'] },
    ] });
    g = act(g, play('Water 0', 0), choose('Speed 3'), choose('Fire 1'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    g = act(g, line(0));
    expect(stack(g, 0, 0)).toEqual(['Water 0', 'Fire 1']);
    expect(stack(g, 0, 1)).toEqual(['Speed 3']);
    expect(stack(g, 0, 2)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, pass);
    expect(stack(g, 0, 0)).toEqual(['Water 0', 'Fire 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('End commands waiting their turn', () => {
  it('Psychic 4 and Love 1 End noted together: Psychic 4\'s return uncovers the opponent\'s Apathy 3, which flips Love 1 face-down — Love 1\'s End has left play and does not happen; Psychic 4 still flips (Codex, "Start and End Effects": "If a command leaves play, it doesn\'t happen")', () => {
    let g = position({ players: [
      { protocols: ['Psychic', 'Love', 'Water'], stacks: [['Psychic 4'], ['Love 1'], []], hand: ['Water 5', 'Water 4'] },
      { protocols: ['Apathy', 'Metal', 'Death'], stacks: [['Apathy 3', 'Metal 5'], [], []], hand: ['Metal 0'] },
    ] });
    g = act(g, play('Water 5', 2, 'down'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'order' });
    const order = g.prompt!.kind === 'order' ? g.prompt!.triggers.map((t) => g.cards[t.card]) : [];
    expect([...order].sort()).toEqual(['Love 1', 'Psychic 4']);
    g = act(g, { type: 'option', index: order.indexOf('Psychic 4') });
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Metal 5'));
    // Apathy 3 (seat 1): "Flip 1 of your opponent's face-up cards." — Psychic 4 or Love 1.
    expect(awaiting(g)).toEqual({ player: 1, kind: 'card' });
    expect(legalActions(g)).toEqual([card(0, 0, 0), card(0, 1, 0)]);
    g = act(g, choose('Love 1'));
    expect(stack(g, 0, 1)).toEqual(['Love 1 down']);
    expect(stack(g, 0, 0)).toEqual(['Psychic 4 down']);
    expect(hand(g, 1)).toEqual(['Metal 0', 'Metal 5']);
    expect(hand(g, 0)).toEqual(['Water 4']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('texts entering play on the opponent\'s turn', () => {
  it('Hate 2 flipped face-up by the opponent\'s Spirit 2: its owner deletes their own highest uncovered card, then the current player\'s; each is its owner\'s delete, so Hate 3 draws twice for its owner (Codex, "Text Entering Play"; community, "Each" example: one draw per separate delete)', () => {
    let g = position({ turn: 1, players: [
      { protocols: ['Hate', 'Fire', 'Water'], stacks: [['Hate 2 down'], ['Fire 5'], ['Hate 3']], hand: ['Water 5'], deck: ['Water 1', 'Water 2', 'Water 3'] },
      { protocols: ['Spirit', 'Metal', 'Death'], stacks: [[], ['Metal 5'], []], hand: ['Spirit 2', 'Metal 0'] },
    ] });
    g = act(g, play('Spirit 2', 0));
    expect(awaiting(g)).toEqual({ player: 1, kind: 'card' });
    const r = actWithEvents(g, choose('Hate 2'));
    expect(only(r.events, 'deleted').map((e) => `${e.by}:${e.cards.join()}`)).toEqual(['0:Fire 5', '0:Metal 5']);
    expect(trash(r.state, 0)).toEqual(['Fire 5']);
    expect(trash(r.state, 1)).toEqual(['Metal 5']);
    expect(stack(r.state, 0, 0)).toEqual(['Hate 2']);
    expect(hand(r.state, 0)).toEqual(['Water 5', 'Water 1', 'Water 2']);
    expect(hand(r.state, 1)).toEqual(['Metal 0']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('Love 2 flipped face-up on the opponent\'s turn while that opponent holds the control component: its owner\'s refresh is theirs, so the component stays where it is (Codex, "Control Component": "When the player with the control component … refreshes"; Codex, Spirit 0)', () => {
    let g = position({ turn: 1, controlHolder: 1, players: [
      { protocols: ['Love', 'Fire', 'Water'], stacks: [['Love 2 down'], [], []], hand: ['Water 5'], deck: ['Fire 1', 'Fire 2', 'Fire 3', 'Fire 4', 'Water 1'] },
      { protocols: ['Spirit', 'Metal', 'Death'], hand: ['Spirit 2', 'Metal 0'], deck: ['Metal 1', 'Metal 2'] },
    ] });
    const r = actWithEvents(g, play('Spirit 2', 0), choose('Love 2'));
    expect(only(r.events, 'controlUsed')).toEqual([]);
    expect(r.state.control).toBe(1);
    expect(hand(r.state, 1)).toEqual(['Metal 0', 'Metal 1']);
    expect(hand(r.state, 0)).toEqual(['Water 5', 'Fire 1', 'Fire 2', 'Fire 3', 'Fire 4']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('hidden information while another seat answers', () => {
  it('Psychic 0 flipped up on the opponent\'s turn: while that opponent picks its discards, its view does not name the 2 cards Psychic 0\'s owner drew (Codex, "Public and Private Information"; docs/rulings.md, view.pending and vars.drawn)', () => {
    let g = position({ turn: 1, players: [
      { protocols: ['Psychic', 'Fire', 'Water'], stacks: [['Psychic 0 down'], [], []], hand: ['Water 5'], deck: ['Fire 1', 'Water 2', 'Fire 4'] },
      { protocols: ['Spirit', 'Metal', 'Death'], hand: ['Spirit 2', 'Metal 0', 'Death 1', 'Metal 3'] },
    ] });
    g = act(g, play('Spirit 2', 0), choose('Psychic 0'));
    expect(awaiting(g)).toEqual({ player: 1, kind: 'hand' });
    const seen = JSON.stringify(viewFor(g, 1));
    expect(seen).not.toContain('Fire 1');
    expect(seen).not.toContain('Water 2');
    expect(JSON.stringify(viewFor(g, 'spectator'))).not.toContain('Fire 1');
    expect(JSON.stringify(viewFor(g, 0))).toContain('Fire 1');
  });

  it('Love 6: while the opponent answers their Spirit 3 about the 2 cards Love 6 made them draw, Love 6\'s owner is not told which (Codex, "Public and Private Information": hands are private)', () => {
    const g0 = position({ players: [
      { protocols: ['Love', 'Fire', 'Water'], hand: ['Love 6'], deck: ['Water 1', 'Water 2'] },
      { protocols: ['Spirit', 'Metal', 'Death'], stacks: [['Spirit 2'], [], ['Spirit 3']], deck: ['Metal 1', 'Metal 2', 'Metal 3'] },
    ] });
    const r = actWithEvents(g0, play('Love 6', 0));
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'line' });
    const seen = JSON.stringify(viewFor(r.state, 0));
    expect(seen).not.toContain('Metal 1');
    expect(seen).not.toContain('Metal 2');
    expect(JSON.stringify(eventsFor(r.events, 0))).not.toContain('Metal 1');
    expect(JSON.stringify(viewFor(r.state, 1))).toContain('Metal 1');
  });
});

describe('the compile and "all": one simultaneous act', () => {
  it('Speed 2 shifted by its compile onto its owner\'s Hate 4: Hate 4\'s delete and the compile\'s deletion are two deletes by the compiling player — Hate 3 draws twice (Codex, Speed 2; community, "Each" example; docs/rulings.md, compile and "After you delete")', () => {
    let g = position({ phase: 'compile', players: [
      { protocols: ['Speed', 'Hate', 'Water'], stacks: [['Speed 2', 'Water 5', 'Hate 5'], ['Water 1', 'Hate 4'], ['Hate 3']], deck: ['Water 2', 'Water 3', 'Water 4'] },
      { protocols: ['Psychic', 'Metal', 'Death'], stacks: [['Metal 0'], [], []], hand: ['Metal 1'] },
    ] });
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(1), line(2)]);
    const r = actWithEvents(g, line(1));
    expect(only(r.events, 'deleted').map((e) => e.cards.join())).toEqual(['Water 1']);
    expect(stack(r.state, 0, 1)).toEqual(['Hate 4', 'Speed 2']);
    expect(trash(r.state, 0)).toEqual(['Water 5', 'Hate 5', 'Water 1']);
    expect(trash(r.state, 1)).toEqual(['Metal 0']);
    expect(hand(r.state, 0)).toEqual(['Water 2', 'Water 3']);
    expect(names(r.state, 0)).toEqual(['Speed (compiled)', 'Hate', 'Water']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Water 3 returns Apathy 2 and the card it covered together: the card uncovered beneath enters play once Apathy 2 has left the line, so its middle resolves (Codex FAQ, "All": simultaneous; Apathy 2: "cards in this line")', () => {
    let g = position({ players: [
      { protocols: ['Water', 'Speed', 'Apathy'], stacks: [[], ['Speed 1', 'Water 2', 'Apathy 2'], []], hand: ['Water 3'], deck: ['Speed 3', 'Speed 4'] },
      { protocols: ['Psychic', 'Metal', 'Death'], hand: ['Metal 0'] },
    ] });
    g = act(g, play('Water 3', 0));
    expect(stack(g, 0, 1)).toEqual(['Speed 1']);
    expect(hand(g, 0)).toEqual(['Speed 3', 'Speed 4', 'Water 2', 'Apathy 2']);
    expect(deck(g, 0)).not.toContain('Speed 3');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('"each other line" and the plays it makes, one line at a time', () => {
  it('Water 1 into the opponent\'s Ice 1 line: Ice 1\'s discard is a consequence of that line\'s play and comes before the next line is played (Codex, Water 1: "processing the consequences of that card play before addressing the next line"; community, "The Play Action Has Distinct Steps")', () => {
    let g = position({ players: [
      { protocols: ['Water', 'Fire', 'Spirit'], hand: ['Water 1', 'Fire 5', 'Spirit 5'], deck: ['Spirit 4', 'Spirit 3', 'Spirit 2'] },
      { protocols: ['Psychic', 'Ice', 'Death'], stacks: [[], ['Ice 1'], []], hand: ['Death 1'] },
    ] });
    g = act(g, play('Water 1', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    const r1 = actWithEvents(g, line(1));
    // Ice 1: "After your opponent plays a card in this line: Your opponent discards 1 card." — before line 2's play.
    expect(only(r1.events, 'played').map((e) => e.line)).toEqual([1]);
    expect(awaiting(r1.state)).toEqual({ player: 0, kind: 'hand' });
    const r2 = actWithEvents(r1.state, pickHand('Fire 5'));
    expect(only(r2.events, 'played', 'discarded').map((e) => e.type === 'played' ? `played:${e.line}` : e.type)).toEqual(['discarded', 'played:2']);
    expect(stack(r2.state, 0, 1)).toEqual(['Spirit 4 down']);
    expect(stack(r2.state, 0, 2)).toEqual(['Spirit 3 down']);
    expect(trash(r2.state, 0)).toEqual(['Fire 5']);
    expect(hand(r2.state, 0)).toEqual(['Spirit 5']);
    expect(awaiting(r2.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('a committed card is not counted', () => {
  it('Psychic 3 shifts the opponent\'s top card off their Hate 2: while that card is committed, Hate 2\'s "your highest value uncovered card" is chosen without it (Codex, "Shifting a Card": "The shifting card cannot be selected for any effects until its shift is resolved"; community, "Committed Cards Are Not on the Field")', () => {
    let g = position({ players: [
      { protocols: ['Psychic', 'Fire', 'Water'], stacks: [[], ['Fire 4'], []], hand: ['Psychic 3'] },
      { protocols: ['Hate', 'Metal', 'Death'], stacks: [['Hate 2', 'Metal 5'], ['Death 3'], []], hand: ['Death 1'] },
    ] });
    g = act(g, play('Psychic 3', 0));
    expect(trash(g, 1)).toEqual(['Death 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    expect(legalActions(g)).toEqual([card(1, 0, 1), card(1, 1, 0)]);
    const r = actWithEvents(g, choose('Metal 5'), line(2));
    expect(only(r.events, 'deleted').map((e) => `${e.side}:${e.cards.join()}`)).toEqual(['1:Death 3', '0:Fire 4']);
    expect(trash(r.state, 1)).toEqual(['Death 1', 'Death 3']);
    expect(trash(r.state, 0)).toEqual(['Fire 4']);
    expect(stack(r.state, 1, 0)).toEqual(['Hate 2']);
    expect(stack(r.state, 1, 2)).toEqual(['Metal 5']);
    expect(stack(r.state, 0, 0)).toEqual(['Psychic 3']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});
