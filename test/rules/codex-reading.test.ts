/**
 * A close, sentence-by-sentence reading of the Compile Codex (rules/codex.txt, rev. 22 Sep 2025)
 * against the engine. Every checkable claim of the Codex (rules explanations, FAQ, card
 * clarifications, rulings and errata) was matched to the test that pins it; this file holds a
 * scenario for each claim that no other test really pinned (the neighbours it was told apart from
 * are named in the comments). Each title states the claim and cites its Codex section. A test
 * that fails here is a place where the engine departs from the Codex's words: src/ is not changed
 * by this file.
 */
import { describe, expect, it } from 'vitest';
import { accept, act, actWithEvents, awaiting, choose, deck, hand, line, optionNamed, pass, play, position, rearrange, stack, trash } from '../../src/testing.js';
import { eventsFor, legalActions, viewFor } from '../../src/index.js';
import type { GameEvent, GameState } from '../../src/index.js';

const ofType = (events: GameEvent[], ...types: GameEvent['type'][]) => events.filter((e) => types.includes(e.type));
const protocolsOf = (g: GameState, p: 0 | 1) => g.players[p]!.protocols.map((s) => `${s.name}${s.compiled ? ' (compiled)' : ''}`);

describe('Text Entering Play (Codex)', () => {
  it('a text entering play by being uncovered is resolved by its owner, who makes its choices, on the opponent\'s turn ("When a card\'s text enters play by being played, flipped, or uncovered, the owner of that card decides how that text resolves")', () => {
    // Neighbours: peer-bugs pins the flipped case with a choice and the uncovered case without one.
    let g = position({ turn: 1, players: [
      { protocols: ['Hate', 'Water', 'Fire'], stacks: [['Hate 0', 'Water 5 down'], [], []] },
      { protocols: ['Death', 'Metal', 'Light'], hand: ['Death 3'], stacks: [[], ['Metal 5'], ['Light 3']] },
    ] });
    // Seat 1's Death 3: "Delete 1 face-down card." Water 5 is the only one; Hate 0 ("Delete 1 card.") is uncovered.
    g = act(g, play('Death 3', 0));
    // Water 5 is committed to the trash; it lands there once Hate 0's text has resolved.
    expect(stack(g, 0, 0)).toEqual(['Hate 0']);
    expect(trash(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    expect(legalActions(g)).toEqual([
      { type: 'card', player: 0, line: 0, index: 0 },
      { type: 'card', player: 1, line: 0, index: 0 },
      { type: 'card', player: 1, line: 1, index: 0 },
      { type: 'card', player: 1, line: 2, index: 0 },
    ]);
    g = act(g, choose('Metal 5'));
    expect(stack(g, 0, 0)).toEqual(['Hate 0']);
    expect(trash(g, 0)).toEqual(['Water 5']);
    expect(stack(g, 1, 0)).toEqual(['Death 3']);
    expect(stack(g, 1, 1)).toEqual([]);
    expect(stack(g, 1, 2)).toEqual(['Light 3']);
    expect(trash(g, 1)).toEqual(['Metal 5']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('FAQ: "What is the difference between \'All\' and \'Each\'?" (Codex)', () => {
  it('the owner of the card, not the player whose turn it is, orders the noted objects: Death 0 flipped face-up by the opponent\'s Darkness 1 lets its owner pick the line order and the cards ("The owner of the card decides the order in which the noted objects get addressed")', () => {
    // Neighbours: death.test pins the order on its owner's own turn; peace.test pins a non-"each" order on the opponent's turn.
    let g = position({ turn: 1, players: [
      { protocols: ['Death', 'Water', 'Fire'], stacks: [['Death 0 down'], ['Water 3'], ['Fire 3']] },
      { protocols: ['Darkness', 'Metal', 'Light'], hand: ['Darkness 1'], stacks: [[], ['Metal 5'], []] },
    ] });
    // Darkness 1: "Flip 1 of your opponent's cards. You may shift that card."
    g = act(g, play('Darkness 1', 0), choose('Death 0'));
    expect(stack(g, 0, 0)).toEqual(['Death 0']);
    // Death 0: "Delete 1 card from each other line." — lines 1 and 2 are noted; seat 0 orders them.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(1), line(2)]);
    g = act(g, line(2));
    expect(trash(g, 0)).toEqual(['Fire 3']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Metal 5'));
    expect(trash(g, 1)).toEqual(['Metal 5']);
    expect(stack(g, 0, 1)).toEqual(['Water 3']);
    // Back to Darkness 1's "You may shift that card", asked of seat 1.
    expect(awaiting(g)?.player).toBe(1);
    g = act(g, pass);
    expect(stack(g, 0, 0)).toEqual(['Death 0']);
    expect(stack(g, 1, 0)).toEqual(['Darkness 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('Committed Cards (Codex)', () => {
  it('the covered card resolves its "would be covered" text and every resulting trigger before the committed card enters; the opponent, given a delete by that trigger, cannot select the committed card ("any other resulting triggers before the committed card enters the line"; "either player gains the ability to manipulate a card, the committed card IS NOT a valid selection")', () => {
    // Neighbours: fire.test pins the committed card being no target of Fire 0's own flip; here the
    // opponent's War 0 ("After your opponent draws cards: You may delete 1 card.") answers Fire 0's draw.
    let g = position({ players: [
      { protocols: ['Fire', 'Gravity', 'Darkness'], stacks: [['Fire 0'], [], []], hand: ['Fire 5'], deck: ['Gravity 1', 'Gravity 2'] },
      { protocols: ['War', 'Water', 'Light'], stacks: [['War 0'], ['Water 2 down'], []] },
    ] });
    g = act(g, play('Fire 5', 0));
    // Fire 0: "First, draw 1 card." — seat 1's War 0 answers that draw at once, Fire 5 still committed.
    expect(hand(g, 0)).toEqual(['Gravity 1']);
    expect(stack(g, 0, 0)).toEqual(['Fire 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'card' });
    expect(legalActions(g)).toEqual([
      { type: 'card', player: 0, line: 0, index: 0 },
      { type: 'card', player: 1, line: 0, index: 0 },
      { type: 'card', player: 1, line: 1, index: 0 },
      pass,
    ]);
    g = act(g, choose('Water 2'));
    // "Then, flip 1 other card": War 0 is the only other card on the field (Fire 5 is committed).
    expect(stack(g, 1, 0)).toEqual(['War 0 down']);
    expect(stack(g, 1, 1)).toEqual([]);
    expect(trash(g, 1)).toEqual(['Water 2']);
    // Then Fire 5 lands, and its "You discard 1 card." takes the card Fire 0 drew.
    expect(stack(g, 0, 0)).toEqual(['Fire 0', 'Fire 5']);
    expect(hand(g, 0)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Gravity 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Invalid Effects (Codex, "Selecting and Targeting Cards for Effects")', () => {
  it('a card not in a stack can\'t be shifted: Gravity 2\'s "that card", returned to its owner\'s hand by its own text, is not shifted ("Cards not in a stack can\'t be flipped, deleted, or shifted")', () => {
    // Neighbour: gravity.test pins "that card" gone to the trash (Metal 6); here it went to a hand.
    let g = position({ players: [
      { protocols: ['Gravity', 'Fire', 'Darkness'], hand: ['Gravity 2'] },
      { protocols: ['Water', 'Metal', 'Light'], stacks: [[], ['Water 4 down'], []] },
    ] });
    // Gravity 2: "Flip 1 card. Shift that card to this line." — Water 4 flipped face-up resolves
    // "Return 1 of your cards." for seat 1: Water 4 is seat 1's only card, so it returns itself.
    const r = actWithEvents(g, play('Gravity 2', 0), choose('Water 4'));
    g = r.state;
    expect(hand(g, 1)).toEqual(['Water 4']);
    expect([0, 1, 2].map((l) => stack(g, 1, l))).toEqual([[], [], []]);
    expect(stack(g, 0, 0)).toEqual(['Gravity 2']);
    expect(ofType(r.events, 'shifted')).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Start and End Effects During Those Phases (Codex)', () => {
  it('an "End:" command played onto the field during the End phase does nothing that phase: Light 1 played by Diversity 0 draws nothing ("If a … command is added to the field after the beginning of the … phase when commands were noted, it doesn\'t do anything")', () => {
    // Neighbours: peer-bugs and fire.test pin End commands *uncovered* during End; here the card is *played*.
    let g = position({ phase: 'end', players: [
      { protocols: ['Diversity', 'Fire', 'Water'], stacks: [['Diversity 0'], [], []], hand: ['Light 1'], deck: ['Fire 1', 'Fire 2'] },
      { protocols: ['Light', 'Metal', 'Speed'], stacks: [[], [], ['Speed 3']] },
    ] });
    // Diversity 0: "End: You may play 1 non-Diversity card in this line." Light 1 matches seat 1's Light.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
    g = act(g, accept, play('Light 1', 0));
    expect(stack(g, 0, 0)).toEqual(['Diversity 0', 'Light 1']);
    // Light 1's "End: Draw 1 card." was not noted: nothing drawn. Seat 1's Speed 3 End is not seat 0's.
    expect(hand(g, 0)).toEqual([]);
    expect(deck(g, 0).slice(0, 2)).toEqual(['Fire 1', 'Fire 2']);
    expect(stack(g, 1, 2)).toEqual(['Speed 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a noted "End:" command whose card is only shifted has not left play: it still happens ("If a command leaves play, it doesn\'t happen")', () => {
    // Neighbours: the tests of a noted command covered or flipped before its turn (it does not happen).
    let g = position({ phase: 'end', players: [
      { protocols: ['Speed', 'Light', 'Fire'], stacks: [['Speed 3'], ['Light 1'], []], deck: ['Fire 1', 'Fire 2'] },
      { protocols: ['Metal', 'Water', 'Death'] },
    ] });
    expect(awaiting(g)).toEqual({ player: 0, kind: 'order' });
    // Speed 3 first: "End: You may shift 1 of your cards. If you do, flip this card."
    g = act(g, optionNamed('Speed 3'));
    expect(legalActions(g)).toEqual([{ type: 'card', player: 0, line: 0, index: 0 }, { type: 'card', player: 0, line: 1, index: 0 }, pass]);
    g = act(g, choose('Light 1'), line(2));
    expect(stack(g, 0, 1)).toEqual([]);
    expect(stack(g, 0, 2)).toEqual(['Light 1']);
    expect(stack(g, 0, 0)).toEqual(['Speed 3 down']);
    // Light 1, moved but still face-up and uncovered: "End: Draw 1 card."
    expect(hand(g, 0)).toEqual(['Fire 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Compiling (Codex)', () => {
  it('once the compile has begun, a stack value that falls below the opponent\'s still compiles: Speed 2 shifts out, leaving 8 against 9 ("if … the value in the compiling stack is reduced to … less than the opponent\'s value, the compiling still resolves")', () => {
    // Neighbour: faq-rulings pins a value that falls below 10 (8 against 2); here it falls below the opponent's 9.
    let g = position({ phase: 'compile', useControl: false, players: [
      { protocols: ['Speed', 'Fire', 'Water'], stacks: [['Speed 2', 'Fire 5', 'Water 3'], [], []], hand: ['Water 0'] },
      { protocols: ['Light', 'Metal', 'Death'], stacks: [['Light 5', 'Light 4'], [], []], hand: ['Metal 1'] },
    ] });
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    g = act(g, line(2));
    expect(stack(g, 0, 2)).toEqual(['Speed 2']);
    expect(stack(g, 0, 0)).toEqual([]);
    expect(stack(g, 1, 0)).toEqual([]);
    expect([...trash(g, 0)].sort()).toEqual(['Fire 5', 'Water 3']);
    expect(trash(g, 1)).toEqual(['Light 5', 'Light 4']);
    expect(protocolsOf(g, 0)).toEqual(['Speed (compiled)', 'Fire', 'Water']);
    expect(hand(g, 0)).toEqual(['Water 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Effects happening "after" something else (Codex)', () => {
  it('"After your opponent compiles:" waits for every step of the compile, the control component\'s rearrange included: War 2 makes the opponent discard only after it ("the compile and all of its steps — use control, delete, protocol flip — would complete before the \'after\' command finally happens")', () => {
    // Neighbour: war.test pins War 2 after a compile without the control component.
    let g = position({ controlHolder: 1, players: [
      { protocols: ['War', 'Water', 'Fire'], stacks: [['War 2'], [], []], hand: ['Water 5'], deck: ['Water 4', 'Water 3'] },
      { protocols: ['Metal', 'Speed', 'Life'], stacks: [[], ['Speed 5', 'Speed 4', 'Life 4 down'], []], hand: ['Metal 1', 'Life 2'] },
    ] });
    g = act(g, play('Water 5', 2, 'down'));
    // Seat 1 must compile line 1 (11 against 0) and holds the component: first the rearrange.
    expect(awaiting(g)).toEqual({ player: 1, kind: 'control' });
    expect(hand(g, 1)).toEqual(['Metal 1', 'Life 2']);
    expect(stack(g, 1, 1)).toEqual(['Speed 5', 'Speed 4', 'Life 4 down']);
    const r = actWithEvents(g, rearrange(0, ['Water', 'War', 'Fire']));
    g = r.state;
    const steps = ofType(r.events, 'rearranged', 'deleted', 'compiled', 'triggered', 'discarded').map((e) => e.type);
    expect(steps).toEqual(['rearranged', 'deleted', 'compiled', 'triggered', 'discarded']);
    expect(protocolsOf(g, 0)).toEqual(['Water', 'War', 'Fire']);
    expect(protocolsOf(g, 1)).toEqual(['Metal', 'Speed (compiled)', 'Life']);
    expect(hand(g, 1)).toEqual([]);
    expect(trash(g, 1)).toEqual(['Speed 5', 'Speed 4', 'Life 4', 'Metal 1', 'Life 2']);
    expect(stack(g, 0, 0)).toEqual(['War 2']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('FAQ: "What do the \'draw\' and \'discard\' keywords mean?" (Codex)', () => {
  it('a draw larger than the deck takes the deck\'s cards, then shuffles the trash into a new deck and completes the draw ("the player shuffles their trash to make a new deck, then draws cards to complete their draw")', () => {
    // Neighbour: rules.test pins this for a refresh; here it is a card's "Draw 2 cards." (Speed 1).
    const r = actWithEvents(position({ unplaced: 'absent', players: [
      { protocols: ['Speed', 'Fire', 'Water'], hand: ['Speed 1'], deck: ['Fire 1'], trash: ['Fire 2', 'Fire 3'] },
      { protocols: ['Metal', 'Light', 'Death'], hand: ['Metal 0'] },
    ] }), play('Speed 1', 0));
    const g = r.state;
    expect(hand(g, 0)).toHaveLength(2);
    expect(hand(g, 0)[0]).toBe('Fire 1');
    expect([...hand(g, 0), ...deck(g, 0)].sort()).toEqual(['Fire 1', 'Fire 2', 'Fire 3']);
    expect(deck(g, 0)).toHaveLength(1);
    expect(trash(g, 0)).toEqual([]);
    expect(ofType(r.events, 'reshuffled')).toHaveLength(1);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Public and Private Information (Codex)', () => {
  const table = () => position({ unplaced: 'absent', players: [
    { protocols: ['Fire', 'Water', 'Death'], hand: ['Water 2'], stacks: [['Fire 3'], ['Water 4 down'], []], deck: ['Death 4', 'Death 5'], trash: ['Fire 1', 'Death 2'] },
    { protocols: ['Light', 'Metal', 'Speed'], hand: ['Light 1', 'Light 2'], stacks: [[], [], ['Speed 3']], deck: ['Metal 3'], trash: ['Metal 6'] },
  ] });

  it('both trashes and every face-up card are public; hand and deck sizes may be known, never their contents — a deck is secret to its owner too ("the order and contents of each player\'s deck is secret"; "All face-up cards in the field and in either player\'s trash are public information"; "the number of cards in their hand or deck, but not the contents")', () => {
    const g = table();
    for (const seat of [0, 1, 'spectator'] as const) {
      const v = viewFor(g, seat);
      expect(v.players[0].trash).toEqual(['Fire 1', 'Death 2']);
      expect(v.players[1].trash).toEqual(['Metal 6']);
      expect(v.players[0].stacks[0]).toEqual([{ face: 'up', card: 'Fire 3', value: 3, covered: false }]);
      expect(v.players[1].stacks[2]).toEqual([{ face: 'up', card: 'Speed 3', value: 3, covered: false }]);
      expect([v.players[0].handCount, v.players[1].handCount]).toEqual([1, 2]);
      expect([v.players[0].deckCount, v.players[1].deckCount]).toEqual([2, 1]);
      const text = JSON.stringify(v);
      for (const inDeck of ['Death 4', 'Death 5', 'Metal 3']) expect(text).not.toContain(inDeck);
    }
    // Hands: only their owner's.
    expect(viewFor(g, 0).players[0].hand).toEqual(['Water 2']);
    expect(viewFor(g, 0).players[1].hand).toBeUndefined();
    expect(viewFor(g, 1).players[1].hand).toEqual(['Light 1', 'Light 2']);
    expect(JSON.stringify(viewFor(g, 1))).not.toContain('Water 2');
  });

  it('revealing makes a face public only for the moment: Light 2 shows seat 0\'s own face-down card to both players, then it is private again (FAQ, "What does the keyword \'reveal\' mean?": "Revealing a card temporarily makes that card\'s face public information")', () => {
    // Neighbours: light.test and peer-bugs pin which card is revealed and that it stays face-down.
    let g = position({ players: [
      { protocols: ['Light', 'Fire', 'Water'], hand: ['Light 2'], stacks: [[], ['Fire 4 down'], []], deck: ['Water 1', 'Water 2'] },
      { protocols: ['Darkness', 'Hate', 'Death'], stacks: [['Darkness 4'], [], []] },
    ] });
    const r = actWithEvents(g, play('Light 2', 0));
    g = r.state;
    for (const seat of [1, 'spectator'] as const) {
      expect(ofType(eventsFor(r.events, seat), 'revealed')).toEqual([{ type: 'revealed', player: 0, cards: ['Fire 4'], what: 'fieldCard', side: 0, line: 1 }]);
    }
    expect(stack(g, 0, 1)).toEqual(['Fire 4 down']);
    g = act(g, pass);
    expect(stack(g, 0, 1)).toEqual(['Fire 4 down']);
    expect(viewFor(g, 1).players[0].stacks[1]).toEqual([{ face: 'down', value: 2, covered: false }]);
    expect(viewFor(g, 'spectator').players[0].stacks[1]).toEqual([{ face: 'down', value: 2, covered: false }]);
    expect(viewFor(g, 0).players[0].stacks[1]).toEqual([{ face: 'down', card: 'Fire 4', value: 2, covered: false }]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a card played face-down from the top of the deck is unknown to its player until it has landed in the field: committed onto Fire 0, it is not named while Fire 0\'s trigger resolves ("you may not look at the face of that card before committing it to a line. A player may only look at face-down cards on their side of the field after they are in the field"; FAQ: "You will not know what card it is until it is fully in play")', () => {
    let g = position({ players: [
      { protocols: ['Fire', 'Water', 'Light'], stacks: [['Fire 0'], [], []], hand: ['Water 1'], deck: ['Light 5', 'Light 4', 'Light 3'] },
      { protocols: ['Metal', 'Speed', 'Death'], stacks: [['Metal 5'], [], []] },
    ] });
    // Water 1: "Play the top card of your deck face-down in each other line." Line 0 first: Light 5 is
    // committed onto Fire 0, whose "When this card would be covered" draws Light 4, then asks for a flip.
    g = act(g, play('Water 1', 1), line(0));
    expect(stack(g, 0, 0)).toEqual(['Fire 0']);
    expect(hand(g, 0)).toEqual(['Light 4']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    // Light 5 is not in the field yet: nobody, its player included, may know it.
    for (const seat of [0, 1, 'spectator'] as const) expect(JSON.stringify(viewFor(g, seat))).not.toContain('Light 5');
    g = act(g, choose('Metal 5'));
    // Landed: now its player may look at it; the opponent still may not.
    expect(stack(g, 0, 0)).toEqual(['Fire 0', 'Light 5 down']);
    expect(stack(g, 0, 2)).toEqual(['Light 3 down']);
    expect(viewFor(g, 0).players[0].stacks[0]![1]).toEqual({ face: 'down', card: 'Light 5', value: 2, covered: false });
    expect(JSON.stringify(viewFor(g, 1))).not.toContain('Light 5');
  });
});

describe('Life 0 (Codex, errata 10/2024)', () => {
  it('"This card should have no bottom command": covered, Life 0 is not deleted at once (the printed "When this card would be covered: First, delete this card." is gone); its top "End:" deletes it at the End', () => {
    // Neighbour: life.test pins the End deletion, checked only after the turn is over.
    let g = position({ players: [
      { protocols: ['Life', 'Light', 'Metal'], stacks: [['Life 0'], ['Light 5 down'], []], hand: ['Life 1'] },
      { protocols: ['Plague', 'Fire', 'Water'] },
    ] });
    // Life 1 ("Flip 1 card. Flip 1 card.") lands on Life 0 and asks for its first flip.
    g = act(g, play('Life 1', 0));
    expect(stack(g, 0, 0)).toEqual(['Life 0', 'Life 1']);
    expect(trash(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    // Light 5 face-up ("You discard 1 card." with an empty hand), then face-down again.
    g = act(g, choose('Light 5'), choose('Light 5'));
    expect(stack(g, 0, 1)).toEqual(['Light 5 down']);
    // End: "If this card is covered, delete this card."
    expect(stack(g, 0, 0)).toEqual(['Life 1']);
    expect(trash(g, 0)).toEqual(['Life 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});
