import { describe, expect, it } from 'vitest';
import {
  act, actWithEvents, awaiting, choose, deck, hand, line, optionNamed, pass, pickHand, play, position, refresh, stack, trash,
} from '../../src/testing.js';
import { eventsFor, legalActions, viewFor } from '../../src/index.js';
import { only } from './events.js';

// Seat 0 plays Ice in line 0 (Light in line 1, Water in line 2) unless a test says otherwise.
const ME = ['Ice', 'Light', 'Water'];
const THEM = ['Speed', 'Darkness', 'Hate'];

describe('Ice 1', () => {
  it('middle: you may shift this card — to a line of your choice', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Ice 1'], stacks: [[], ['Light 5'], []] },
      { protocols: THEM, stacks: [['Speed 5'], [], []] },
    ] });
    g = act(g, play('Ice 1', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(1), line(2), pass]);
    const r = actWithEvents(g, line(2));
    expect(only(r.events, 'shifted')).toEqual([{ type: 'shifted', side: 0, by: 0, from: 0, to: 2, card: 'Ice 1' }]);
    expect(stack(r.state, 0, 0)).toEqual([]);
    expect(stack(r.state, 0, 2)).toEqual(['Ice 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('middle: declining leaves it where it was played', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Ice 1'] },
      { protocols: THEM },
    ] });
    const r = actWithEvents(g, play('Ice 1', 0), pass);
    g = r.state;
    expect(only(r.events, 'shifted')).toEqual([]);
    expect(stack(g, 0, 0)).toEqual(['Ice 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('bottom: after the opponent plays a card in its line, the opponent discards 1 card of their choice; the face-down card stays hidden', () => {
    let g = position({ turn: 1, players: [
      { protocols: ME, stacks: [['Ice 1'], [], []] },
      { protocols: THEM, hand: ['Hate 5', 'Speed 5', 'Darkness 5'] },
    ] });
    const r = actWithEvents(g, play('Hate 5', 0, 'down'));
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'hand' });
    expect(legalActions(r.state)).toEqual([{ type: 'hand', index: 0 }, { type: 'hand', index: 1 }]);
    expect(only(r.events, 'played', 'triggered')).toEqual([
      { type: 'played', player: 1, line: 0, face: 'down', card: null, from: 'hand' },
      { type: 'triggered', player: 0, card: 'Ice 1', section: 'bottom' },
    ]);
    // Codex, "Public and Private Information": only the player who played it knows the face-down card.
    expect(JSON.stringify(eventsFor(r.events, 0))).not.toContain('Hate 5');
    expect(JSON.stringify(eventsFor(r.events, 1))).toContain('Hate 5');
    const d = actWithEvents(r.state, pickHand('Darkness 5'));
    g = d.state;
    expect(only(d.events, 'discarded')).toEqual([{ type: 'discarded', player: 1, cards: ['Darkness 5'], from: 'hand' }]);
    expect(trash(g, 1)).toEqual(['Darkness 5']);
    expect(hand(g, 1)).toEqual(['Speed 5']);
    expect(stack(g, 1, 0)).toEqual(['Hate 5 down']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('bottom: the opponent\'s plays in other lines do not trigger it', () => {
    let g = position({ turn: 1, players: [
      { protocols: ME, stacks: [['Ice 1'], [], []] },
      { protocols: THEM, hand: ['Hate 5', 'Speed 5'] },
    ] });
    const r = actWithEvents(g, play('Hate 5', 1, 'down'));
    g = r.state;
    expect(only(r.events, 'triggered', 'discarded')).toEqual([]);
    expect(hand(g, 1)).toEqual(['Speed 5']);
    expect(trash(g, 1)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('bottom: the discard waits for the whole play — the cards Speed 1 draws may be discarded (community rulings, "The Play Action Has Distinct Steps")', () => {
    let g = position({ turn: 1, players: [
      { protocols: ME, stacks: [['Ice 1'], [], []] },
      { protocols: THEM, hand: ['Speed 1'], deck: ['Darkness 3', 'Hate 4'] },
    ] });
    const r = actWithEvents(g, play('Speed 1', 0));
    expect(only(r.events, 'triggered', 'drew')).toEqual([
      { type: 'triggered', player: 1, card: 'Speed 1', section: 'middle' },
      { type: 'drew', player: 1, count: 2, fromOpponent: false },
      { type: 'triggered', player: 0, card: 'Ice 1', section: 'bottom' },
    ]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'hand' });
    g = act(r.state, pickHand('Hate 4'));
    expect(trash(g, 1)).toEqual(['Hate 4']);
    expect(hand(g, 1)).toEqual(['Darkness 3']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('bottom: a play whose middle command deletes Ice 1 does not trigger it (community rulings, "After triggers check status at the end")', () => {
    let g = position({ turn: 1, players: [
      { protocols: ME, stacks: [[], [], ['Ice 1']] },
      { protocols: THEM, hand: ['Hate 0', 'Speed 5'] },
    ] });
    g = act(g, play('Hate 0', 2));
    expect(legalActions(g)).toEqual([{ type: 'card', player: 0, line: 2, index: 0 }, { type: 'card', player: 1, line: 2, index: 0 }]);
    const r = actWithEvents(g, choose('Ice 1'));
    g = r.state;
    expect(only(r.events, 'deleted', 'triggered', 'discarded')).toEqual([{ type: 'deleted', side: 0, by: 1, line: 2, cards: ['Ice 1'] }]);
    expect(trash(g, 0)).toEqual(['Ice 1']);
    expect(hand(g, 1)).toEqual(['Speed 5']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('bottom: covered or face-down, it has no effect; with an empty hand the opponent discards nothing', () => {
    for (const mine of [['Ice 1', 'Light 5 down'], ['Ice 1 down']]) {
      let g = position({ turn: 1, players: [
        { protocols: ME, stacks: [mine, [], []] },
        { protocols: THEM, hand: ['Hate 5', 'Speed 5'] },
      ] });
      const r = actWithEvents(g, play('Hate 5', 0, 'down'));
      g = r.state;
      expect(only(r.events, 'triggered', 'discarded')).toEqual([]);
      expect(hand(g, 1)).toEqual(['Speed 5']);
      expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
    }
    let g = position({ turn: 1, players: [
      { protocols: ME, stacks: [['Ice 1'], [], []] },
      { protocols: THEM, hand: ['Hate 5'] },
    ] });
    const r = actWithEvents(g, play('Hate 5', 0, 'down'));
    g = r.state;
    expect(only(r.events, 'triggered', 'discarded')).toEqual([{ type: 'triggered', player: 0, card: 'Ice 1', section: 'bottom' }]);
    expect(trash(g, 1)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('bottom: a play caused by a card counts too (Darkness 3 plays a card face-down in its line)', () => {
    let g = position({ turn: 1, players: [
      { protocols: ME, stacks: [['Ice 1'], [], []] },
      { protocols: THEM, hand: ['Darkness 3', 'Hate 5', 'Speed 5'] },
    ] });
    g = act(g, play('Darkness 3', 1));
    expect(awaiting(g)).toEqual({ player: 1, kind: 'play' });
    const r = actWithEvents(g, play('Hate 5', 0, 'down'));
    g = r.state;
    // The last card goes without a choice.
    expect(only(r.events, 'played', 'triggered', 'discarded')).toEqual([
      { type: 'played', player: 1, line: 0, face: 'down', card: null, from: 'hand' },
      { type: 'triggered', player: 0, card: 'Ice 1', section: 'bottom' },
      { type: 'discarded', player: 1, cards: ['Speed 5'], from: 'hand' },
    ]);
    expect(stack(g, 1, 0)).toEqual(['Hate 5 down']);
    expect(stack(g, 1, 1)).toEqual(['Darkness 3']);
    expect(hand(g, 1)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('bottom: "this line" is Ice 1\'s line when the After window is reached — Psychic 3 shifting it away or in decides (community rulings, "After triggers check status at the end")', () => {
    const psychic = ['Psychic', 'Darkness', 'Hate'];
    const away = actWithEvents(position({ turn: 1, players: [
      { protocols: ME, hand: ['Light 5', 'Water 5'], stacks: [['Ice 1'], [], []] },
      { protocols: psychic, hand: ['Psychic 3', 'Hate 5', 'Darkness 5'] },
    ] }), play('Psychic 3', 0), pickHand('Light 5'), line(1));
    // "Your opponent discards 1 card. Shift 1 of their cards.": Ice 1 leaves line 0 before the window.
    expect(only(away.events, 'shifted', 'triggered', 'discarded')).toEqual([
      { type: 'triggered', player: 1, card: 'Psychic 3', section: 'middle' },
      { type: 'discarded', player: 0, cards: ['Light 5'], from: 'hand' },
      { type: 'shifted', side: 0, by: 1, from: 0, to: 1, card: 'Ice 1' },
    ]);
    expect(hand(away.state, 1)).toEqual(['Hate 5', 'Darkness 5']);
    expect(awaiting(away.state)).toEqual({ player: 0, kind: 'action' });

    const into = actWithEvents(position({ turn: 1, players: [
      { protocols: ME, hand: ['Light 5', 'Water 5'], stacks: [[], [], ['Ice 1']] },
      { protocols: psychic, hand: ['Psychic 3', 'Hate 5', 'Darkness 5'] },
    ] }), play('Psychic 3', 0), pickHand('Light 5'), line(0));
    expect(only(into.events, 'shifted', 'triggered')).toEqual([
      { type: 'triggered', player: 1, card: 'Psychic 3', section: 'middle' },
      { type: 'shifted', side: 0, by: 1, from: 2, to: 0, card: 'Ice 1' },
      { type: 'triggered', player: 0, card: 'Ice 1', section: 'bottom' },
    ]);
    expect(awaiting(into.state)).toEqual({ player: 1, kind: 'hand' });
    const g = act(into.state, pickHand('Darkness 5'));
    expect(trash(g, 1)).toEqual(['Darkness 5']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('Ice 2', () => {
  it('shifts 1 other card, either player\'s, on its own side; the card it uncovers resolves its middle command for its owner', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Ice 2'], stacks: [[], ['Light 5'], []] },
      { protocols: THEM, stacks: [['Speed 1', 'Hate 5 down'], [], []], deck: ['Darkness 1', 'Darkness 2'] },
    ] });
    g = act(g, play('Ice 2', 0));
    // Never Ice 2 itself ("other"); only uncovered cards (Codex, "Selecting and Targeting").
    expect(legalActions(g)).toEqual([{ type: 'card', player: 0, line: 1, index: 0 }, { type: 'card', player: 1, line: 0, index: 1 }]);
    g = act(g, choose('Hate 5'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(1), line(2)]);
    const r = actWithEvents(g, line(2));
    g = r.state;
    expect(only(r.events, 'shifted', 'triggered', 'drew')).toEqual([
      { type: 'shifted', side: 1, by: 0, from: 0, to: 2, card: null },
      { type: 'triggered', player: 1, card: 'Speed 1', section: 'middle' },
      { type: 'drew', player: 1, count: 2, fromOpponent: false },
    ]);
    expect(JSON.stringify(eventsFor(r.events, 0))).not.toContain('Hate 5');
    expect(stack(g, 1, 0)).toEqual(['Speed 1']);
    expect(stack(g, 1, 2)).toEqual(['Hate 5 down']);
    expect(hand(g, 1)).toEqual(['Darkness 1', 'Darkness 2']);
    expect(stack(g, 0, 0)).toEqual(['Ice 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with no other card on the field, nothing happens', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Ice 2'] },
      { protocols: THEM },
    ] }), play('Ice 2', 0));
    expect(only(r.events, 'shifted', 'promptRaised').map((e) => e.type)).toEqual(['promptRaised']);
    expect(stack(r.state, 0, 0)).toEqual(['Ice 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Ice 3', () => {
  it('End: covered, you may shift it; it lands uncovered in the chosen line', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Water 4'], stacks: [['Ice 3', 'Light 5 down'], [], []] },
      { protocols: THEM },
    ] });
    const r = actWithEvents(g, play('Water 4', 2, 'down'));
    g = r.state;
    expect(only(r.events, 'triggered')).toEqual([{ type: 'triggered', player: 0, card: 'Ice 3', section: 'top' }]);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(1), line(2), pass]);
    const s = actWithEvents(g, line(2));
    g = s.state;
    expect(only(s.events, 'shifted')).toEqual([{ type: 'shifted', side: 0, by: 0, from: 0, to: 2, card: 'Ice 3' }]);
    expect(stack(g, 0, 0)).toEqual(['Light 5 down']);
    expect(stack(g, 0, 2)).toEqual(['Water 4 down', 'Ice 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('End: covered, the shift may be declined', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Water 4'], stacks: [['Ice 3', 'Light 5 down'], [], []] },
      { protocols: THEM },
    ] });
    g = act(g, play('Water 4', 2, 'down'), pass);
    expect(stack(g, 0, 0)).toEqual(['Ice 3', 'Light 5 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('End: uncovered, it does nothing', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Water 4'], stacks: [['Ice 3'], [], []] },
      { protocols: THEM },
    ] }), play('Water 4', 2, 'down'));
    expect(only(r.events, 'triggered', 'shifted')).toEqual([{ type: 'triggered', player: 0, card: 'Ice 3', section: 'top' }]);
    expect(stack(r.state, 0, 0)).toEqual(['Ice 3']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('"covered" is checked when its End trigger resolves: Courage 3 shifting onto it first lets it shift (community rulings, Ice 3)', () => {
    const start = position({ players: [
      { protocols: ['Ice', 'Courage', 'Smoke'], hand: ['Smoke 5'], stacks: [['Ice 3'], ['Courage 3'], []] },
      { protocols: THEM, stacks: [['Speed 5'], ['Darkness 1'], []] },
    ] });
    let g = act(start, play('Smoke 5', 2, 'down'));
    // Both End triggers were noted; the current player picks one at a time.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'order' });
    expect(viewFor(g, 0).prompt!.labels).toEqual(['Ice 3 (top)', 'Courage 3 (bottom)']);
    g = act(g, optionNamed('Courage 3'));
    // "to the line where your opponent has their highest total value": line 0 (5).
    expect(legalActions(g)).toEqual([line(0), pass]);
    g = act(g, line(0));
    expect(stack(g, 0, 0)).toEqual(['Ice 3', 'Courage 3']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(1), line(2), pass]);
    g = act(g, line(1));
    expect(stack(g, 0, 0)).toEqual(['Courage 3']);
    expect(stack(g, 0, 1)).toEqual(['Ice 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });

    // The other order: Ice 3 is still uncovered when it resolves, so it does nothing.
    g = act(start, play('Smoke 5', 2, 'down'), optionNamed('Ice 3'));
    expect(legalActions(g)).toEqual([line(0), pass]);
    g = act(g, line(0));
    expect(stack(g, 0, 0)).toEqual(['Ice 3', 'Courage 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Ice 4', () => {
  it('cannot be flipped: a flip never offers it, so the opponent\'s Darkness 1 flips the other card without a choice', () => {
    let g = position({ turn: 1, players: [
      { protocols: ME, stacks: [['Ice 4'], ['Light 5'], []] },
      { protocols: THEM, hand: ['Darkness 1'] },
    ] });
    const r = actWithEvents(g, play('Darkness 1', 1));
    g = r.state;
    expect(only(r.events, 'flipped')).toEqual([{ type: 'flipped', side: 0, by: 1, line: 1, card: 'Light 5', face: 'down' }]);
    // "You may shift that card": the flipped Light 5.
    expect(awaiting(g)).toEqual({ player: 1, kind: 'line' });
    g = act(g, pass);
    expect(stack(g, 0, 0)).toEqual(['Ice 4']);
    expect(stack(g, 0, 1)).toEqual(['Light 5 down']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('the only card a flip could select cannot be flipped: the flip does not happen, and there is no "that card" to shift (community rulings, "Game State Must Change": Ice 4)', () => {
    const r = actWithEvents(position({ turn: 1, players: [
      { protocols: ME, stacks: [['Ice 4'], [], []] },
      { protocols: THEM, hand: ['Darkness 1'] },
    ] }), play('Darkness 1', 1));
    expect(only(r.events, 'flipped', 'shifted')).toEqual([]);
    expect(stack(r.state, 0, 0)).toEqual(['Ice 4']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('"each" flips pass over it: Plague 3 flips every other uncovered face-up card but Ice 4', () => {
    const g = position({ turn: 1, players: [
      { protocols: ME, stacks: [['Ice 4'], ['Light 5'], []] },
      { protocols: ['Plague', 'Darkness', 'Hate'], hand: ['Plague 3'] },
    ] });
    // Both cards are noted (Codex, Plague 3), but Ice 4's turn can flip nothing, so there is no order
    // to choose (rulings page, "each"): Light 5 is flipped unasked.
    const r = actWithEvents(g, play('Plague 3', 0));
    expect(only(r.events, 'flipped')).toEqual([{ type: 'flipped', side: 0, by: 1, line: 1, card: 'Light 5', face: 'down' }]);
    expect(stack(r.state, 0, 0)).toEqual(['Ice 4']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('"all" flips pass over it: Apathy 1 flips the other face-up cards of its line but Ice 4', () => {
    const r = actWithEvents(position({ turn: 1, players: [
      { protocols: ME, stacks: [['Ice 4'], [], []] },
      { protocols: ['Apathy', 'Darkness', 'Hate'], hand: ['Apathy 1'], stacks: [['Apathy 5'], [], []] },
    ] }), play('Apathy 1', 0));
    expect(only(r.events, 'flipped')).toEqual([{ type: 'flipped', side: 1, by: 1, line: 0, card: 'Apathy 5', face: 'down' }]);
    expect(stack(r.state, 0, 0)).toEqual(['Ice 4']);
    expect(stack(r.state, 1, 0)).toEqual(['Apathy 5 down', 'Apathy 1']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('its text is a bottom command: covered, it can be flipped (Darkness 2 flips it face-down)', () => {
    let g = position({ turn: 1, players: [
      { protocols: ME, stacks: [[], ['Ice 4', 'Light 5'], []] },
      { protocols: THEM, hand: ['Darkness 2'] },
    ] });
    // Darkness 2: "You may flip 1 covered card in this line."
    g = act(g, play('Darkness 2', 1));
    expect(legalActions(g)).toEqual([{ type: 'card', player: 0, line: 1, index: 0 }, pass]);
    const r = actWithEvents(g, choose('Ice 4'));
    expect(only(r.events, 'flipped')).toEqual([{ type: 'flipped', side: 0, by: 1, line: 1, card: 'Ice 4', face: 'down' }]);
    expect(stack(r.state, 0, 1)).toEqual(['Ice 4 down', 'Light 5']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('face-down it has no text: it can be flipped face-up, and from then on it cannot be flipped back', () => {
    let g = position({ turn: 1, players: [
      { protocols: ME, stacks: [['Ice 4 down'], [], []] },
      { protocols: THEM, hand: ['Darkness 1', 'Hate 5'] },
    ] });
    g = act(g, play('Darkness 1', 1), pass);
    expect(stack(g, 0, 0)).toEqual(['Ice 4']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('Ice 5', () => {
  it('discards 1 card of its owner\'s choice; the last card goes without a choice; an empty hand discards nothing', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Ice 5', 'Light 1', 'Water 1'] },
      { protocols: THEM },
    ] });
    g = act(g, play('Ice 5', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    const r = actWithEvents(g, pickHand('Water 1'));
    expect(only(r.events, 'discarded')).toEqual([{ type: 'discarded', player: 0, cards: ['Water 1'], from: 'hand' }]);
    expect(hand(r.state, 0)).toEqual(['Light 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });

    g = act(position({ players: [{ protocols: ME, hand: ['Ice 5', 'Light 1'] }, { protocols: THEM }] }), play('Ice 5', 0));
    expect(trash(g, 0)).toEqual(['Light 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });

    const e = actWithEvents(position({ players: [{ protocols: ME, hand: ['Ice 5'] }, { protocols: THEM }] }), play('Ice 5', 0));
    expect(only(e.events, 'discarded')).toEqual([]);
    expect(stack(e.state, 0, 0)).toEqual(['Ice 5']);
    expect(awaiting(e.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Ice 6', () => {
  const ICE_SPEED = ['Ice', 'Speed', 'Light'];
  const OTHERS = ['Fire', 'Love', 'Hate'];

  it('with any card in hand its owner cannot draw: Speed 1 draws nothing', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ICE_SPEED, hand: ['Speed 1', 'Light 5'], stacks: [['Ice 6'], [], []], deck: ['Speed 3', 'Speed 4'] },
      { protocols: OTHERS },
    ] }), play('Speed 1', 1));
    expect(only(r.events, 'drew')).toEqual([]);
    expect(hand(r.state, 0)).toEqual(['Light 5']);
    expect(deck(r.state, 0).slice(0, 2)).toEqual(['Speed 3', 'Speed 4']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('cards are drawn in a batch: with an empty hand Speed 1 draws both cards (Codex, Ice 6)', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ICE_SPEED, hand: ['Speed 1'], stacks: [['Ice 6'], [], []], deck: ['Speed 3', 'Speed 4'] },
      { protocols: OTHERS },
    ] }), play('Speed 1', 1));
    expect(only(r.events, 'drew')).toEqual([{ type: 'drew', player: 0, count: 2, fromOpponent: false }]);
    expect(hand(r.state, 0)).toEqual(['Speed 3', 'Speed 4']);
    // The drawn cards are private (Codex, "Public and Private Information").
    expect(JSON.stringify(eventsFor(r.events, 1))).not.toContain('Speed 3');
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('refreshing with 0 cards in hand draws 5 cards (Codex, Ice 6)', () => {
    let g = position({ players: [
      { protocols: ICE_SPEED, stacks: [['Ice 6'], [], []], deck: ['Speed 0', 'Speed 1', 'Speed 2', 'Speed 3', 'Speed 4'] },
      { protocols: OTHERS },
    ] });
    expect(legalActions(g)).toEqual([refresh]);
    const r = actWithEvents(g, refresh);
    g = r.state;
    expect(only(r.events, 'refreshed', 'drew')).toEqual([
      { type: 'refreshed', player: 0 },
      { type: 'drew', player: 0, count: 5, fromOpponent: false },
    ]);
    expect(hand(g, 0)).toEqual(['Speed 0', 'Speed 1', 'Speed 2', 'Speed 3', 'Speed 4']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with cards in hand a refresh would draw nothing, so it is not allowed (community rulings, "Refresh Limitation")', () => {
    const g = position({ players: [
      { protocols: ICE_SPEED, hand: ['Light 5'], stacks: [['Ice 6'], [], []] },
      { protocols: OTHERS },
    ] });
    expect(legalActions(g)).not.toContainEqual(refresh);
    expect(legalActions(g)).toHaveLength(4); // Light 5 face-up in line 2, face-down in each line
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('it binds only its owner: the opponent draws as usual, but cannot make its owner draw (Love 6)', () => {
    let g = position({ turn: 1, players: [
      { protocols: ME, hand: ['Light 5'], stacks: [['Ice 6'], [], []], deck: ['Light 1', 'Light 2'] },
      { protocols: OTHERS, hand: ['Love 6', 'Hate 5'] },
    ] });
    // Love 6: "Your opponent draws 2 cards."
    let r = actWithEvents(g, play('Love 6', 1));
    expect(only(r.events, 'drew')).toEqual([]);
    expect(hand(r.state, 0)).toEqual(['Light 5']);
    expect(deck(r.state, 0).slice(0, 2)).toEqual(['Light 1', 'Light 2']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });

    g = position({ turn: 1, players: [
      { protocols: ME, hand: ['Light 5'], stacks: [['Ice 6'], [], []] },
      { protocols: ['Speed', 'Love', 'Hate'], hand: ['Speed 1', 'Hate 5'], deck: ['Love 1', 'Love 2'] },
    ] });
    r = actWithEvents(g, play('Speed 1', 0));
    expect(only(r.events, 'drew')).toEqual([{ type: 'drew', player: 1, count: 2, fromOpponent: false }]);
    expect(hand(r.state, 1)).toEqual(['Hate 5', 'Love 1', 'Love 2']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('a top command: covered it still stops draws; face-down it has no text', () => {
    for (const [ice, drawn] of [[['Ice 6', 'Light 5 down'], []], [['Ice 6 down'], ['Speed 3', 'Speed 4']]] as const) {
      const r = actWithEvents(position({ players: [
        { protocols: ICE_SPEED, hand: ['Speed 1', 'Light 4'], stacks: [[...ice], [], []], deck: ['Speed 3', 'Speed 4'] },
        { protocols: OTHERS },
      ] }), play('Speed 1', 1));
      expect(hand(r.state, 0)).toEqual(['Light 4', ...drawn]);
      expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
    }
  });

  it('recompiling is a draw: with cards in hand its owner takes nothing from the opponent\'s deck (community rulings, "Recompiling Is a Draw")', () => {
    for (const [mine, taken] of [[['Light 5'], []], [[], ['Hate 1']]] as const) {
      const g = position({ turn: 1, useControl: false, players: [
        { protocols: ['Ice', { name: 'Speed', compiled: true }, 'Light'], hand: [...mine], stacks: [['Ice 6'], ['Speed 5', 'Speed 4', 'Speed 3'], []] },
        { protocols: OTHERS, hand: ['Hate 5'], stacks: [[], ['Love 5'], []], deck: ['Hate 1', 'Hate 2'] },
      ] });
      // Seat 1's turn ends; seat 0 must compile line 1 (12 against 5), already compiled: a recompile.
      const r = actWithEvents(g, play('Hate 5', 2, 'down'));
      expect(only(r.events, 'recompiled', 'stole', 'drew')).toEqual([
        { type: 'recompiled', player: 0, line: 1, protocol: 'Speed' },
        ...(taken.length ? [{ type: 'drew', player: 0, count: 1, fromOpponent: true }, { type: 'stole', player: 0, count: 1 }] : []),
      ]);
      expect(trash(r.state, 0)).toEqual(['Speed 5', 'Speed 4', 'Speed 3']);
      expect(hand(r.state, 0)).toEqual([...mine, ...taken]);
      expect(deck(r.state, 1)[0]).toBe(taken.length ? 'Hate 2' : 'Hate 1');
      // The compile was seat 0's action: the turn passes.
      expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
    }
  });
});
