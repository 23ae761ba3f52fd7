/**
 * Ownership audit: cards that change owner (drawn from the opponent's deck, taken, given, discarded
 * into the opponent's trash, played onto the opponent's side, returned onto the opponent's deck),
 * followed to what happens next — which zone they go to, whose "you" they are, whose Start/End and
 * "After" triggers answer, who decides their text. Sources: Codex, "Changing Ownership" ("Cards that
 * have changed ownership retain their new ownership, even when they are put into the trash or
 * shuffled into a deck"); rulebook, "Card ownership" ("You are the owner of a card as long as it is
 * on your side of the field or in your hand/deck/trash"); Codex, "Text Entering Play".
 */
import { describe, expect, it } from 'vitest';
import { accept, act, actWithEvents, awaiting, choose, deck, hand, line, pass, pickHand, play, playFromTrash, playOnOpponentSide, position, refresh, stack, trash } from '../../src/testing.js';
import { eventsFor, legalActions, viewFor } from '../../src/index.js';

describe('cards drawn or taken from the opponent stay the new owner\'s (Codex, "Changing Ownership")', () => {
  it('a card drawn from the opponent\'s deck by Love 1 and discarded at my Check Cache goes to MY trash (Codex, "Changing Ownership": "retain their new ownership, even when they are put into the trash")', () => {
    let g = position({ unplaced: 'absent', useControl: false, players: [
      { protocols: ['Love', 'Fire', 'Water'], hand: ['Love 1', 'Fire 1', 'Fire 2', 'Fire 3', 'Water 1', 'Water 2'] },
      { protocols: ['Metal', 'Speed', 'Light'], deck: ['Metal 5', 'Speed 2'] },
    ] });
    g = act(g, play('Love 1', 0));
    expect(hand(g, 0)).toEqual(['Fire 1', 'Fire 2', 'Fire 3', 'Water 1', 'Water 2', 'Metal 5']);
    expect(deck(g, 1)).toEqual(['Speed 2']);
    // Six cards: clear cache.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    g = act(g, pickHand('Metal 5'));
    expect(trash(g, 0)).toEqual(['Metal 5']);
    expect(trash(g, 1)).toEqual([]);
    // Love 1's End: "You may give 1 card" — declined.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
    g = act(g, pass);
    expect(hand(g, 0)).toEqual(['Fire 1', 'Fire 2', 'Fire 3', 'Water 1', 'Water 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a face-down card taken by Assimilation 0 and discarded at my Check Cache goes to MY trash, not back to the opponent\'s (Codex, "Changing Ownership"; rulebook, "Card ownership")', () => {
    let g = position({ unplaced: 'absent', useControl: false, players: [
      { protocols: ['Assimilation', 'Fire', 'Water'], hand: ['Assimilation 0', 'Fire 1', 'Fire 2', 'Fire 3', 'Water 1', 'Water 2'] },
      { protocols: ['Metal', 'Speed', 'Light'], stacks: [['Metal 5 down'], [], []], hand: ['Speed 1'] },
    ] });
    g = act(g, play('Assimilation 0', 0));
    expect(stack(g, 1, 0)).toEqual([]);
    expect(hand(g, 0)).toEqual(['Fire 1', 'Fire 2', 'Fire 3', 'Water 1', 'Water 2', 'Metal 5']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    g = act(g, pickHand('Metal 5'));
    expect(trash(g, 0)).toEqual(['Metal 5']);
    expect(trash(g, 1)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Love 1 given away by Love 3 is the receiver\'s: played face-up in the giver\'s Love line, "your opponent\'s deck" is the giver\'s, and its End asks the receiver at the receiver\'s End (Codex, "Changing Ownership"; "Playing a Card": stolen cards face-up in the matching line)', () => {
    let g = position({ unplaced: 'absent', useControl: false, players: [
      { protocols: ['Love', 'Fire', 'Water'], hand: ['Love 3', 'Love 1'], deck: ['Fire 4', 'Fire 5'] },
      { protocols: ['Metal', 'Speed', 'Light'], hand: ['Speed 1'], deck: ['Metal 0', 'Metal 1', 'Metal 2'] },
    ] });
    g = act(g, play('Love 3', 0));
    // The only card of seat 1's hand is taken; then seat 0 gives one of two cards.
    expect(hand(g, 0)).toEqual(['Love 1', 'Speed 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    g = act(g, pickHand('Love 1'));
    expect(hand(g, 0)).toEqual(['Speed 1']);
    expect(hand(g, 1)).toEqual(['Love 1']);
    expect(viewFor(g, 1).players[1].hand).toEqual(['Love 1']);
    expect(viewFor(g, 0).players[1].hand).toBeUndefined();
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
    // Face-up only in line 0, the line of seat 0's Love protocol.
    const love1 = 0;
    expect(legalActions(g).filter((a) => a.type === 'play' && a.index === love1 && a.face === 'up')).toEqual([{ type: 'play', index: 0, line: 0, face: 'up' }]);
    g = act(g, play('Love 1', 0));
    expect(stack(g, 1, 0)).toEqual(['Love 1']);
    // "Draw the top card of your opponent's deck": seat 0's deck, seat 1 draws.
    expect(hand(g, 1)).toEqual(['Fire 4']);
    expect(deck(g, 0)).toEqual(['Fire 5']);
    // Seat 1's End: its Love 1 asks seat 1.
    expect(awaiting(g)).toEqual({ player: 1, kind: 'confirm' });
    // Accepted, Fire 4, the only card, is given without another question.
    g = act(g, accept);
    expect(hand(g, 0)).toEqual(['Speed 1', 'Fire 4']);
    // "If you do, draw 2 cards": from seat 1's own deck.
    expect(hand(g, 1)).toEqual(['Metal 0', 'Metal 1']);
    expect(deck(g, 1)).toEqual(['Metal 2']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('a card discarded into the opponent\'s trash by Assimilation 1 is theirs: their Time 0 plays it from their trash, face-up in the line of MY protocol (Codex, "Changing Ownership"; "Playing a Card")', () => {
    let g = position({ unplaced: 'absent', useControl: false, players: [
      { protocols: ['Assimilation', 'Fire', 'Water'], stacks: [['Assimilation 1'], [], []], deck: ['Fire 1', 'Fire 2', 'Fire 3', 'Water 1', 'Water 2'] },
      { protocols: ['Time', 'Speed', 'Light'], hand: ['Time 0'], deck: ['Speed 1', 'Speed 2', 'Speed 3'] },
    ] });
    g = act(g, refresh);
    expect(hand(g, 0)).toEqual(['Fire 1', 'Fire 2', 'Fire 3', 'Water 1', 'Water 2', 'Speed 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    g = act(g, pickHand('Fire 1'));
    expect(trash(g, 1)).toEqual(['Fire 1']);
    expect(trash(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
    g = act(g, play('Time 0', 0));
    expect(awaiting(g)).toEqual({ player: 1, kind: 'play' });
    // Face-up only into line 1, where seat 0's Fire protocol is.
    expect(legalActions(g).filter((a) => a.type === 'play' && a.face === 'up')).toEqual([{ type: 'play', from: 'trash', index: 0, line: 1, face: 'up' }]);
    g = act(g, playFromTrash('Fire 1', 1, 'up'));
    expect(stack(g, 1, 1)).toEqual(['Fire 1']);
    // Fire 1: "Discard 1 card" — seat 1's hand is empty, so nothing is deleted.
    expect(stack(g, 0, 0)).toEqual(['Assimilation 1']);
    expect(trash(g, 1)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('cards played onto the other side (rulebook, "Card ownership": "as long as it is on your side of the field")', () => {
  it('a card Assimilation 2 played from the opponent\'s deck into my stack is mine: returned by the opponent\'s Corruption 1, it goes on top of MY deck, not back to theirs (Corruption 1: "returned to your opponent\'s hand … on top of their deck"; rulebook, "Card ownership")', () => {
    let g = position({ phase: 'end', unplaced: 'absent', useControl: false, players: [
      { protocols: ['Assimilation', 'Fire', 'Water'], stacks: [[], [], ['Assimilation 2']] },
      { protocols: ['Corruption', 'Speed', 'Light'], hand: ['Corruption 1'], deck: ['Speed 3', 'Speed 4'] },
    ] });
    expect(stack(g, 0, 2)).toEqual(['Assimilation 2', 'Speed 3 down']);
    expect(deck(g, 1)).toEqual(['Speed 4']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
    g = act(g, play('Corruption 1', 0));
    expect(awaiting(g)).toEqual({ player: 1, kind: 'card' });
    g = act(g, choose('Speed 3'));
    expect(stack(g, 0, 2)).toEqual(['Assimilation 2']);
    expect(deck(g, 0)).toEqual(['Speed 3']);
    expect(deck(g, 1)).toEqual(['Speed 4']);
    expect(hand(g, 0)).toEqual([]);
    expect(hand(g, 1)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('my card that Assimilation 6 put on the opponent\'s side is theirs: flipped up by my Darkness 1, its Love 1 text is theirs — they draw the top of MY deck (rulebook, "Card ownership"; Codex, "Text Entering Play")', () => {
    let g = position({ phase: 'end', unplaced: 'absent', useControl: false, players: [
      { protocols: ['Assimilation', 'Darkness', 'Love'], stacks: [['Assimilation 6'], [], []], hand: ['Darkness 1'], deck: ['Love 1', 'Love 2', 'Love 3'] },
      { protocols: ['Metal', 'Speed', 'Light'], hand: ['Metal 5'], deck: ['Speed 1'] },
    ] });
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    g = act(g, line(2));
    expect(stack(g, 1, 2)).toEqual(['Love 1 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
    g = act(g, play('Metal 5', 0, 'down'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
    g = act(g, play('Darkness 1', 1));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Love 1'));
    expect(stack(g, 1, 2)).toEqual(['Love 1']);
    // Seat 1 drew the top of its opponent's (seat 0's) deck.
    expect(hand(g, 1)).toEqual(['Love 2']);
    expect(deck(g, 0)).toEqual(['Love 3']);
    expect(hand(g, 0)).toEqual([]);
    // Darkness 1: "You may shift that card."
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
  });

  it('my own Fear 0 silences my card once it lies on the opponent\'s side: "your opponent\'s cards do not have middle commands" — flipped up on my turn, that Love 1 draws nothing (Fear 0; rulebook, "Card ownership")', () => {
    let g = position({ unplaced: 'absent', useControl: false, players: [
      { protocols: ['Fear', 'Darkness', 'Love'], stacks: [['Fear 0'], [], []], hand: ['Darkness 1'], deck: ['Love 2', 'Love 3'] },
      { protocols: ['Metal', 'Speed', 'Light'], stacks: [[], [], ['Love 1 down']], deck: ['Speed 1'] },
    ] });
    // Love 1 is the only card of the opponent's: it is flipped without a question.
    g = act(g, play('Darkness 1', 1));
    expect(stack(g, 1, 2)).toEqual(['Love 1']);
    expect(hand(g, 1)).toEqual([]);
    expect(deck(g, 0)).toEqual(['Love 2', 'Love 3']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
  });

  it('Corruption 0 I played onto the opponent\'s stack is theirs: its Start waits for their turn, and their compile of that line sends it to THEIR trash (rulebook, "Card ownership"; Codex, "Start and End Effects": "your stacks")', () => {
    let g = position({ unplaced: 'absent', useControl: false, players: [
      { protocols: ['Corruption', 'Fire', 'Water'], hand: ['Corruption 0', 'Fire 1'] },
      { protocols: ['Metal', 'Speed', 'Light'], stacks: [['Metal 5', 'Metal 3', 'Metal 0'], [], []], hand: ['Speed 1'] },
    ] });
    g = act(g, playOnOpponentSide('Corruption 0', 0));
    expect(stack(g, 1, 0)).toEqual(['Metal 5', 'Metal 3', 'Metal 0', 'Corruption 0']);
    // Seat 1's Start: its Corruption 0 asks seat 1 which other face-up card of that stack to flip.
    expect(awaiting(g)).toEqual({ player: 1, kind: 'card' });
    const r = actWithEvents(g, choose('Metal 0'));
    g = r.state;
    expect(r.events.filter((e) => e.type === 'flipped')).toMatchObject([{ side: 1, by: 1, card: 'Metal 0', face: 'down' }]);
    // 5 + 3 + 2 + 0 = 10 against 0: seat 1 compiles Metal; the whole stack goes to seat 1's trash.
    expect(g.players[1]!.protocols[0]).toEqual({ name: 'Metal', compiled: true });
    expect(stack(g, 1, 0)).toEqual([]);
    expect(trash(g, 1)).toEqual(['Metal 5', 'Metal 3', 'Metal 0', 'Corruption 0']);
    expect(trash(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('"After" triggers read who acted, across decks (Codex, effects happening "after")', () => {
  it('Assimilation 4: my draw from the opponent\'s deck is MY draw (their Mirror 4 answers); their draw from MY deck is THEIR draw (Mirror 4 does not answer it) (Mirror 4: "After your opponent draws cards")', () => {
    const r = actWithEvents(position({ unplaced: 'absent', useControl: false, players: [
      { protocols: ['Assimilation', 'Fire', 'Water'], hand: ['Assimilation 4'], deck: ['Fire 1', 'Fire 2'] },
      { protocols: ['Mirror', 'Speed', 'Light'], stacks: [['Mirror 4'], [], []], deck: ['Speed 1', 'Speed 2', 'Speed 3'] },
    ] }), play('Assimilation 4', 0));
    expect(hand(r.state, 0)).toEqual(['Speed 1']);
    expect(hand(r.state, 1)).toEqual(['Speed 2', 'Fire 1']);
    expect(deck(r.state, 1)).toEqual(['Speed 3']);
    expect(deck(r.state, 0)).toEqual(['Fire 2']);
    expect(r.events.filter((e) => e.type === 'triggered').map((e) => (e as { card: string }).card)).toEqual(['Assimilation 4', 'Mirror 4']);
    expect(eventsFor(r.events, 0).filter((e) => e.type === 'secret').map((e) => (e as { cards: string[] }).cards)).toEqual([['Speed 1']]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
  it('a recompile\'s draw from the opponent\'s deck is the compiler\'s draw: the opponent\'s Mirror 4 answers it (Codex, "Compiling": "that player instead draws the top card of their opponent\'s deck"; Mirror 4: "After your opponent draws cards")', () => {
    const g = position({ phase: 'compile', unplaced: 'absent', useControl: false, players: [
      { protocols: [{ name: 'Fire', compiled: true }, 'Water', 'Death'], stacks: [['Fire 5', 'Fire 4', 'Fire 1'], [], []], hand: ['Water 0'] },
      { protocols: ['Mirror', 'Speed', 'Light'], stacks: [[], ['Mirror 4'], []], deck: ['Speed 1', 'Speed 2'], hand: ['Light 1'] },
    ] });
    expect(trash(g, 0)).toEqual(['Fire 5', 'Fire 4', 'Fire 1']);
    expect(hand(g, 0)).toEqual(['Water 0', 'Speed 1']);
    expect(hand(g, 1)).toEqual(['Light 1', 'Speed 2']);
    expect(deck(g, 1)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Corruption 1 follows the card\'s present owner (Corruption 1: "When a card would be returned to your opponent\'s hand: Put that card on top of their deck face-down instead")', () => {
  it('my card that Assimilation 6 put on the opponent\'s side, returned by their own Water 4 ("Return 1 of your cards"), is theirs: my Corruption 1 puts it on top of THEIR deck (rulebook, "Card ownership")', () => {
    let g = position({ phase: 'end', unplaced: 'absent', useControl: false, players: [
      { protocols: ['Assimilation', 'Corruption', 'Fire'], stacks: [['Assimilation 6'], ['Corruption 1'], []], deck: ['Fire 3', 'Fire 4'] },
      { protocols: ['Water', 'Speed', 'Light'], hand: ['Water 4'], deck: ['Speed 1'] },
    ] });
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    g = act(g, line(2));
    expect(stack(g, 1, 2)).toEqual(['Fire 3 down']);
    expect(viewFor(g, 1).players[1].stacks[2]).toEqual([{ face: 'down', card: 'Fire 3', value: 2, covered: false }]);
    expect(viewFor(g, 0).players[1].stacks[2]).toEqual([{ face: 'down', value: 2, covered: false }]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
    g = act(g, play('Water 4', 0));
    expect(awaiting(g)).toEqual({ player: 1, kind: 'card' });
    g = act(g, choose('Fire 3'));
    expect(stack(g, 1, 2)).toEqual([]);
    expect(deck(g, 1)).toEqual(['Fire 3', 'Speed 1']);
    expect(hand(g, 1)).toEqual([]);
    expect(deck(g, 0)).toEqual(['Fire 4']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });
});
