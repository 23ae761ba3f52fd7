/**
 * A close reading of the community clarifications (shared/reference/rules/clarifications-community.md,
 * the designer's Discord rulings) and of the `notes` of shared/reference/cards.json, against the
 * engine: each claim that no other test pinned is played here in a real position and its outcome
 * checked exactly. Claims already pinned elsewhere (test/rules/*, test/cards/*) are not repeated.
 * Each title states the claim and cites its source.
 */
import { describe, expect, it } from 'vitest';
import {
  accept, act, actWithEvents, awaiting, choose, deck, hand, line, optionNamed, pass, play, position, stack, trash,
} from '../../src/testing.js';
import { applyAction, legalActions, viewFor } from '../../src/index.js';
import type { GameEvent } from '../../src/index.js';

const only = <T extends GameEvent['type']>(events: readonly GameEvent[], ...types: T[]): Extract<GameEvent, { type: T }>[] =>
  events.filter((e): e is Extract<GameEvent, { type: T }> => (types as string[]).includes(e.type));
const triggered = (events: readonly GameEvent[]) => only(events, 'triggered').map((e) => `${e.card} ${e.section}`);

describe('active text interruption (community, "Active Text Interruption")', () => {
  it('a top command flipped face-down while it resolves stops: Death 1, flipped by the Water 0 its delete uncovered, does not delete itself (community, "Active Text Interruption": top commands "are interrupted if the card is flipped face-down")', () => {
    let g = position({ phase: 'start', useControl: false, unplaced: 'absent', players: [
      { protocols: ['Death', 'Fire', 'Light'], stacks: [['Death 1'], [], []], deck: ['Fire 1', 'Fire 2'] },
      { protocols: ['Water', 'Metal', 'Speed'], stacks: [['Water 0', 'Metal 5'], [], []] },
    ] });
    // Death 1, Start: "You may draw 1 card. If you do, delete 1 other card. Then, delete this card."
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
    const r = actWithEvents(g, accept);
    g = r.state;
    // Metal 5, the only other uncovered card, is deleted; Water 0 ("Flip 1 other card. Flip this
    // card.") is uncovered and resolves for seat 1: Death 1 is the only other uncovered card.
    expect(only(r.events, 'flipped').map((e) => `${e.card} ${e.face}`)).toEqual(['Death 1 down', 'Water 0 down']);
    expect(stack(g, 0, 0)).toEqual(['Death 1 down']);
    expect(stack(g, 1, 0)).toEqual(['Water 0 down']);
    expect(trash(g, 1)).toEqual(['Metal 5']);
    // "Then, delete this card." no longer happens: its text was flipped face-down.
    expect(trash(g, 0)).toEqual([]);
    expect(hand(g, 0)).toEqual(['Fire 1']);
    expect(deck(g, 0)).toEqual(['Fire 2']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('a top command covered while it resolves goes on: Time 2, covered by the Spirit 3 its own draw moved, may still shift itself (community, "Active Text Interruption": "Top commands remain active when covered")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Time', 'Clarity', 'Spirit'], stacks: [['Time 2'], [], ['Spirit 3']], hand: ['Clarity 4'], trash: ['Time 0', 'Time 1'], deck: ['Time 3', 'Time 4'] },
      { protocols: ['Fire', 'Water', 'Death'], hand: ['Fire 5'] },
    ] });
    // Clarity 4: "You may shuffle your trash into your deck." — a shuffle of 4 cards.
    g = act(g, play('Clarity 4', 1));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
    let r = actWithEvents(g, accept);
    g = r.state;
    // Time 2 (top): "After you shuffle your deck: Draw 1 card. Then, you may shift this card."
    // Its draw sets off Spirit 3 ("After you draw cards: You may shift this card…") first.
    expect(triggered(r.events)).toEqual(['Time 2 top', 'Spirit 3 top']);
    expect(hand(g, 0)).toHaveLength(1);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(0), line(1), pass]);
    g = act(g, line(0));
    expect(stack(g, 0, 0)).toEqual(['Time 2', 'Spirit 3']);
    // Back to Time 2, now covered: "Then, you may shift this card" is still offered.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(1), line(2), pass]);
    r = actWithEvents(g, line(2));
    g = r.state;
    expect(only(r.events, 'shifted').map((e) => `${e.card} ${e.from}->${e.to}`)).toEqual(['Time 2 0->2']);
    expect(stack(g, 0, 0)).toEqual(['Spirit 3']);
    expect(stack(g, 0, 1)).toEqual(['Clarity 4']);
    expect(stack(g, 0, 2)).toEqual(['Time 2']);
    expect(hand(g, 0)).toHaveLength(1);
    expect(deck(g, 0)).toHaveLength(3);
    expect(trash(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('commit queues (community, "Each Zone Has Its Own Commit Queue"; "Commit Queue Is FIFO")', () => {
  it('two cards committed to one trash land in the order committed: Fire 5, deleted first, lands before the Fire 1 that the Death 4 it uncovered deletes (community, "Each Zone Has Its Own Commit Queue")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Hate', 'Death', 'Fire'], stacks: [[], ['Death 4', 'Fire 5'], ['Fire 1']], hand: ['Hate 0'] },
      { protocols: ['Water', 'Light', 'Metal'], stacks: [['Water 5'], [], []], hand: ['Light 5'] },
    ] });
    g = act(g, play('Hate 0', 0), choose('Fire 5'));
    // Death 4, uncovered: "Delete a card with a value of 0 or 1." — Hate 0 or Fire 1.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Fire 1'));
    expect(trash(g, 0)).toEqual(['Fire 5', 'Fire 1']);
    expect(stack(g, 0, 0)).toEqual(['Hate 0']);
    expect(stack(g, 0, 1)).toEqual(['Death 4']);
    expect(stack(g, 0, 2)).toEqual([]);
    expect(stack(g, 1, 0)).toEqual(['Water 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a card committed to a trash behind another waits for it: Hate 0 deleted by the uncovered Hate 1 is not yet in the trash when its second delete uncovers Time 3, which finds nothing to reveal (community, "Each Zone Has Its Own Commit Queue": "land in FIFO order within that queue")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Hate', 'Time', 'Fire'], stacks: [[], ['Hate 1', 'Fire 5'], ['Time 3', 'Fire 4']], hand: ['Hate 0'] },
      { protocols: ['Water', 'Light', 'Metal'], stacks: [['Water 5'], [], []], hand: ['Light 5'] },
    ] });
    // Hate 0 deletes Fire 5 (committed to seat 0's trash first); Hate 1, uncovered: "Discard 3 cards.
    // Delete 1 card. Delete 1 card." — the empty hand discards nothing; it deletes Hate 0 (committed
    // second, behind Fire 5), then Fire 4, uncovering Time 3: "Reveal 1 card from your trash. Play it
    // face-down in another line." Fire 5 has not landed (Hate 1, a consequence of its leaving, still
    // resolves), so Hate 0 queued behind it has not either: the trash is empty.
    g = act(g, play('Hate 0', 0), choose('Fire 5'), choose('Hate 0'), choose('Fire 4'));
    expect(stack(g, 0, 0)).toEqual([]);
    expect(stack(g, 0, 1)).toEqual(['Hate 1']);
    expect(stack(g, 0, 2)).toEqual(['Time 3']);
    expect(trash(g, 0)).toEqual(['Fire 5', 'Hate 0', 'Fire 4']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('two cards committed to one hand land in the order committed: Fire 5, returned first, lands before the Fire 1 that the Fire 2 it uncovered returns (community, "Each Zone Has Its Own Commit Queue": "Each stack, the hand, the trash, and the deck")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Water', 'Fire', 'Death'], stacks: [[], ['Fire 2', 'Fire 5'], ['Fire 1']], hand: ['Water 4', 'Death 5'] },
      { protocols: ['Hate', 'Light', 'Metal'], stacks: [['Hate 5'], [], []], hand: ['Light 5'] },
    ] });
    // Water 4: "Return 1 of your cards." — Fire 5; Fire 2 is uncovered: "Discard 1 card. If you do, return 1 card."
    g = act(g, play('Water 4', 0), choose('Fire 5'));
    expect(trash(g, 0)).toEqual(['Death 5']); // the only card in hand: Fire 5 is not in it yet
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Fire 1'));
    expect(hand(g, 0)).toEqual(['Fire 5', 'Fire 1']);
    expect(stack(g, 0, 0)).toEqual(['Water 4']);
    expect(stack(g, 0, 1)).toEqual(['Fire 2']);
    expect(stack(g, 0, 2)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('committed cards (community, "Committed Cards Are Not on the Field")', () => {
  it('a card being played is committed, and does not count in its line while the covered card\'s trigger resolves: the Courage 1 Fire 0 flips up sees seat 0 behind (community, "Committed Cards Are Not on the Field": "This applies to cards played from hand as well")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Fire', 'Water', 'Death'], stacks: [['Fire 0'], [], []], hand: ['Fire 5'], deck: ['Water 1'] },
      { protocols: ['Courage', 'Light', 'Metal'], stacks: [['Courage 1 down'], [], []], hand: ['Light 5'] },
    ] });
    // Fire 0, about to be covered: "First, draw 1 card. Then, flip 1 other card." — Courage 1, the only
    // other uncovered card. Face-up, it resolves for seat 1: "Delete 1 of your opponent's cards in a
    // line where they have a higher total value than you do." Seat 0's line 0 holds Fire 0 (0) only:
    // Fire 5 is still committed, so seat 0 leads nowhere and nothing is deleted.
    const r = actWithEvents(g, play('Fire 5', 0));
    g = r.state;
    expect(triggered(r.events)).toEqual(['Fire 0 bottom', 'Courage 1 middle', 'Fire 5 middle']);
    expect(only(r.events, 'deleted')).toEqual([]);
    expect(stack(g, 1, 0)).toEqual(['Courage 1']);
    expect(stack(g, 0, 0)).toEqual(['Fire 0', 'Fire 5']);
    // Fire 5: "You discard 1 card." — the card Fire 0 drew.
    expect(hand(g, 0)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Water 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('End and Start triggers (community, "End/Start Triggers Are Chosen One at a Time")', () => {
  it('with three End triggers, the player picks one, it resolves fully, then the player picks among the two left (community, "End/Start Triggers Are Chosen One at a Time")', () => {
    let g = position({ phase: 'end', unplaced: 'absent', players: [
      { protocols: ['Light', 'Peace', 'Courage'], stacks: [['Light 1'], ['Peace 1'], ['Courage 2']], deck: ['Light 2', 'Light 3'] },
      { protocols: ['Metal', 'Water', 'Fire'], stacks: [[], [], ['Fire 5']], hand: ['Water 5'] },
    ] });
    expect(awaiting(g)).toEqual({ player: 0, kind: 'order' });
    expect([...viewFor(g, 0).prompt!.labels!].sort()).toEqual(['Courage 2 (bottom)', 'Light 1 (bottom)', 'Peace 1 (bottom)']);
    // Light 1 first: "End: Draw 1 card."
    g = act(g, optionNamed('Light 1'));
    expect(hand(g, 0)).toEqual(['Light 2']);
    // A new decision, among the two triggers left.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'order' });
    expect([...viewFor(g, 0).prompt!.labels!].sort()).toEqual(['Courage 2 (bottom)', 'Peace 1 (bottom)']);
    // Peace 1: "End: If your hand is empty, draw 1 card." — not empty any more: nothing.
    g = act(g, optionNamed('Peace 1'));
    // Courage 2 resolves last: the opponent leads its line (5 against 2): "draw 1 card".
    expect(hand(g, 0)).toEqual(['Light 2', 'Light 3']);
    expect(deck(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('who decides (community, "Current Player Decides Resolution Order, Card Owner Decides Targets")', () => {
  it('the opponent\'s Death 2, flipped up on my turn: they choose the line, and I order the middle commands its deletion uncovers on both sides (community, "Current Player Decides Resolution Order, Card Owner Decides Targets", its example)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Darkness', 'Metal', 'Light'], stacks: [[], [], ['Metal 3', 'Light 2 down']], hand: ['Darkness 1'], deck: ['Light 0', 'Light 1'] },
      { protocols: ['Death', 'War', 'Fire'], stacks: [['Death 2 down'], [], ['War 3', 'Fire 1']], deck: ['Fire 0', 'Fire 2'] },
    ] });
    // Darkness 1: "Flip 1 of your opponent's cards. You may shift that card." — Death 2.
    g = act(g, play('Darkness 1', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Death 2'));
    // Death 2 is seat 1's: seat 1 chooses the line ("Delete all cards in 1 line with values of 1 or 2").
    expect(awaiting(g)).toEqual({ player: 1, kind: 'line' });
    expect(legalActions(g)).toEqual([line(0), line(2)]);
    let r = actWithEvents(g, line(2));
    g = r.state;
    expect(only(r.events, 'deleted').map((e) => `${e.side}:${e.cards.join(',')}`).sort()).toEqual(['0:Light 2', '1:Fire 1']);
    // Metal 3 (seat 0) and War 3 (seat 1) are uncovered together: seat 0, whose turn it is, orders them.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'order' });
    expect([...viewFor(g, 0).prompt!.labels!].sort()).toEqual(['Metal 3 (middle)', 'War 3 (middle)']);
    r = actWithEvents(g, optionNamed('War 3'));
    g = r.state;
    expect(triggered(r.events)).toEqual(['War 3 middle', 'Metal 3 middle']);
    expect(hand(g, 1)).toEqual(['Fire 0']);
    expect(hand(g, 0)).toEqual(['Light 0']);
    // Back to Darkness 1: "You may shift that card" (declined).
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    g = act(g, pass);
    expect(stack(g, 1, 0)).toEqual(['Death 2']);
    expect(stack(g, 0, 2)).toEqual(['Metal 3']);
    expect(stack(g, 1, 2)).toEqual(['War 3']);
    expect(trash(g, 0)).toEqual(['Light 2']);
    expect(trash(g, 1)).toEqual(['Fire 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('targeting (community, "Default Targeting: Both Players\' Cards")', () => {
  it('play is always to your own side: a card without a permission is never offered on the opponent\'s side, and such a play is refused (community, "Default Targeting": "Play is always to your side of the field")', () => {
    const g = position({ unplaced: 'absent', players: [
      { protocols: ['Fire', 'Water', 'Death'], hand: ['Fire 1', 'Water 2'] },
      { protocols: ['Hate', 'Light', 'Metal'], stacks: [['Hate 5'], [], []] },
    ] });
    const plays = legalActions(g).filter((a) => a.type === 'play');
    // 2 cards: face-down in 3 lines, face-up in their own protocol's line.
    expect(plays).toHaveLength(8);
    expect(plays.every((a) => !('side' in a) || a.side === 0)).toBe(true);
    expect(() => applyAction(g, { type: 'play', index: 0, line: 0, face: 'down', side: 1 })).toThrow(expect.objectContaining({ code: 'ILLEGAL_ACTION' }));
    expect(() => applyAction(g, { type: 'play', index: 0, line: 0, face: 'up', side: 1 })).toThrow(expect.objectContaining({ code: 'ILLEGAL_ACTION' }));
  });

  it('discard is always from your own hand: Fire 1 with an empty hand takes nothing from the opponent\'s, so it deletes nothing (community, "Default Targeting": "Discard is always from your own hand")', () => {
    const r = actWithEvents(position({ unplaced: 'absent', players: [
      { protocols: ['Fire', 'Water', 'Death'], hand: ['Fire 1'] },
      { protocols: ['Hate', 'Light', 'Metal'], stacks: [['Hate 5'], [], []], hand: ['Light 1', 'Metal 0'] },
    ] }), play('Fire 1', 0));
    expect(only(r.events, 'discarded', 'deleted')).toEqual([]);
    expect(hand(r.state, 1)).toEqual(['Light 1', 'Metal 0']);
    expect(stack(r.state, 1, 0)).toEqual(['Hate 5']);
    expect(stack(r.state, 0, 0)).toEqual(['Fire 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('refresh (community, "Refresh Limitation")', () => {
  it('with 5 cards in hand, holding the control component does not make a refresh legal (community, "Refresh Limitation": "You cannot refresh solely to spend the control component")', () => {
    const g = position({ controlHolder: 0, players: [
      { protocols: ['Fire', 'Water', 'Death'], hand: ['Fire 0', 'Fire 1', 'Fire 2', 'Fire 3', 'Fire 4'] },
      { protocols: ['Love', 'Speed', 'Light'] },
    ] });
    expect(legalActions(g).filter((a) => a.type === 'refresh')).toEqual([]);
    expect(() => applyAction(g, { type: 'refresh' })).toThrow(expect.objectContaining({ code: 'ILLEGAL_ACTION' }));
    expect(g.control).toBe(0);
  });
});

describe('Life 0 (community, Life 0)', () => {
  it('each line\'s play and its consequences resolve before the next line: the play covering Clarity 1 draws 3 first, so the next line gets the card after them (community, Life 0: "fully resolve any consequences before moving to the next line")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Life', 'Clarity', 'Fire'], stacks: [[], ['Clarity 1'], ['Fire 5 down']], hand: ['Life 0'], deck: ['Fire 0', 'Fire 1', 'Fire 2', 'Fire 3', 'Fire 4', 'Life 1'] },
      { protocols: ['Hate', 'Light', 'Metal'], hand: ['Hate 5'] },
    ] });
    g = act(g, play('Life 0', 0));
    expect(legalActions(g)).toEqual([line(0), line(1), line(2)]);
    g = act(g, line(1));
    // Fire 0 is committed to line 1; Clarity 1 ("When this card would be covered: First, draw 3 cards.") draws first.
    expect(hand(g, 0)).toEqual(['Fire 1', 'Fire 2', 'Fire 3']);
    expect(stack(g, 0, 1)).toEqual(['Clarity 1', 'Fire 0 down']);
    g = act(g, line(2)); // line 0 comes last, forced
    expect(stack(g, 0, 2)).toEqual(['Fire 5 down', 'Fire 4 down']);
    // Line 0: Life 1 covers Life 0, which deletes itself at End (covered).
    expect(stack(g, 0, 0)).toEqual(['Life 1 down']);
    expect(trash(g, 0)).toEqual(['Life 0']);
    expect(deck(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Luck 4 (community, Plague 1)', () => {
  it('Luck 4\'s discard from the top of the deck is a discard: the opponent\'s Plague 1 draws (community, Plague 1: "discarding from deck (Clarity 1, Luck 2, Luck 3, Luck 4)")', () => {
    const r = actWithEvents(position({ unplaced: 'absent', players: [
      { protocols: ['Luck', 'Fire', 'Water'], hand: ['Luck 4'], deck: ['Fire 3', 'Fire 4'] },
      { protocols: ['Plague', 'Hate', 'Light'], stacks: [['Plague 1'], [], []], deck: ['Hate 2', 'Hate 3'] },
    ] }), play('Luck 4', 0));
    expect(only(r.events, 'discarded')).toEqual([{ type: 'discarded', player: 0, cards: ['Fire 3'], from: 'deck' }]);
    expect(triggered(r.events)).toEqual(['Luck 4 middle', 'Plague 1 top']);
    expect(hand(r.state, 1)).toEqual(['Hate 2']);
    // No card on the field is worth 3: nothing is deleted.
    expect(only(r.events, 'deleted')).toEqual([]);
    expect(trash(r.state, 0)).toEqual(['Fire 3']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Diversity 6 (cards.json note: low confidence, "at least 4" against "at least 3")', () => {
  // Seat 0: Assimilation (line 0), Diversity (line 1), Unity (line 2).
  const ME = ['Assimilation', 'Diversity', 'Unity'];

  it('with exactly 3 different protocols on face-up cards at End, it deletes itself ("at least 4": cards.json note)', () => {
    const r = actWithEvents(position({ unplaced: 'absent', players: [
      { protocols: ME, hand: ['Assimilation 5'], stacks: [[], ['Diversity 6'], ['Unity 5']] },
      { protocols: ['Speed', 'Hate', 'Fire'], stacks: [['Speed 5 down'], [], ['Fire 5']], hand: ['Hate 5'] },
    ] }), play('Assimilation 5', 0, 'down'));
    // Diversity, Unity, Fire: 3 protocols (face-down cards have none).
    expect(stack(r.state, 0, 1)).toEqual([]);
    expect(trash(r.state, 0)).toEqual(['Diversity 6']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('with exactly 4 different protocols on face-up cards at End, it stays (cards.json note)', () => {
    const r = actWithEvents(position({ unplaced: 'absent', players: [
      { protocols: ME, hand: ['Assimilation 5'], stacks: [[], ['Diversity 6'], ['Unity 5']] },
      { protocols: ['Speed', 'Hate', 'Fire'], stacks: [['Speed 5'], [], ['Fire 5']], hand: ['Hate 5'] },
    ] }), play('Assimilation 5', 0, 'down'));
    // Diversity, Unity, Speed, Fire.
    expect(stack(r.state, 0, 1)).toEqual(['Diversity 6']);
    expect(only(r.events, 'deleted')).toEqual([]);
    expect(trash(r.state, 0)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Life 0 (cards.json note: errata 10/2024 removed the printed bottom "When this card would be covered: First, delete this card.")', () => {
  it('covered, it stays under the covering card until End, so Life 4 landing on it is "covering a card" and draws; at End it deletes itself (cards.json note; Codex, Life 0 errata)', () => {
    const r = actWithEvents(position({ unplaced: 'absent', players: [
      { protocols: ['Life', 'Fire', 'Water'], stacks: [['Life 0'], [], []], hand: ['Life 4'], deck: ['Fire 1', 'Fire 2'] },
      { protocols: ['Hate', 'Light', 'Metal'], hand: ['Hate 5'] },
    ] }), play('Life 4', 0));
    // Life 4: "If this card is covering a card, draw 1 card." — Life 0 is still there.
    expect(hand(r.state, 0)).toEqual(['Fire 1']);
    expect(triggered(r.events)).toEqual(['Life 4 middle', 'Life 0 top']);
    expect(only(r.events, 'drew', 'deleted').map((e) => e.type)).toEqual(['drew', 'deleted']);
    expect(stack(r.state, 0, 0)).toEqual(['Life 4']);
    expect(trash(r.state, 0)).toEqual(['Life 0']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Unity 0 (cards.json note: medium confidence, "covered by a Unity card" against "flipped by a Unity card")', () => {
  it('flipped by a Unity card, its bottom does not fire: Unity 3 turns it face-down and nothing is drawn or flipped first (cards.json note: "Kept \'covered\'")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Unity', 'Fire', 'Water'], stacks: [[], ['Unity 0'], []], hand: ['Unity 3'], deck: ['Fire 1', 'Fire 2'] },
      { protocols: ['Hate', 'Light', 'Metal'], stacks: [['Hate 5'], [], []], hand: ['Light 5'] },
    ] });
    // Unity 3: "If there is another Unity card in the field, you may flip 1 face-up card."
    g = act(g, play('Unity 3', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    const r = actWithEvents(g, choose('Unity 0'));
    expect(triggered(r.events)).toEqual([]);
    expect(only(r.events, 'flipped').map((e) => `${e.card} ${e.face}`)).toEqual(['Unity 0 down']);
    expect(stack(r.state, 0, 1)).toEqual(['Unity 0 down']);
    expect(stack(r.state, 1, 0)).toEqual(['Hate 5']);
    expect(hand(r.state, 0)).toEqual([]);
    expect(deck(r.state, 0)).toEqual(['Fire 1', 'Fire 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Plague 3 (community, Plague 3)', () => {
  it('noted cards are flipped one at a time, each flip\'s consequences resolving before the next: the Water 0 uncovered by Metal 6 flips the noted Life 5 face-down, which Plague 3 then passes over (community, Plague 3: "Consequences … fully resolve between flips")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Plague', 'Life', 'Fire'], stacks: [[], ['Life 1', 'Life 5'], []], hand: ['Plague 3'] },
      { protocols: ['Metal', 'Water', 'Speed'], stacks: [['Water 0', 'Metal 6'], [], []], hand: ['Speed 5'] },
    ] });
    // Plague 3: "Flip each other uncovered face-up card." — Life 5 and Metal 6 are noted; Metal 6 first.
    g = act(g, play('Plague 3', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Metal 6'));
    // Metal 6 deletes itself instead; Water 0, uncovered, resolves for seat 1: "Flip 1 other card.
    // Flip this card." — seat 1 picks Life 5 (or Plague 3).
    expect(awaiting(g)).toEqual({ player: 1, kind: 'card' });
    const r = actWithEvents(g, choose('Life 5'));
    expect(only(r.events, 'flipped').map((e) => `${e.card} ${e.face}`)).toEqual(['Life 5 down', 'Water 0 down']);
    // Back to Plague 3: Life 5 is no longer face-up, so it is not flipped back; Water 0 was never noted.
    expect(stack(r.state, 0, 1)).toEqual(['Life 1', 'Life 5 down']);
    expect(stack(r.state, 0, 0)).toEqual(['Plague 3']);
    expect(stack(r.state, 1, 0)).toEqual(['Water 0 down']);
    expect(trash(r.state, 1)).toEqual(['Metal 6']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('End triggers (community, "Triggers Revealed During Start/End Do Not Fire")', () => {
  it('a card played face-up during the End phase adds no End trigger: Light 1, played by Diversity 0\'s End, draws nothing (community, "Triggers Revealed During Start/End Do Not Fire": "Cards revealed or played during the Start or End phase")', () => {
    let g = position({ phase: 'end', unplaced: 'absent', players: [
      { protocols: ['Assimilation', 'Diversity', 'Unity'], stacks: [[], ['Diversity 0'], []], hand: ['Light 1'], deck: ['Unity 0', 'Unity 1'] },
      { protocols: ['Fire', 'Light', 'Water'], hand: ['Fire 5'] },
    ] });
    // Diversity 0, End: "You may play 1 non-Diversity card in this line." — line 1 holds seat 1's Light.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
    g = act(g, accept);
    expect(legalActions(g)).toContainEqual({ type: 'play', index: 0, line: 1, face: 'up' });
    const r = actWithEvents(g, play('Light 1', 1));
    expect(stack(r.state, 0, 1)).toEqual(['Diversity 0', 'Light 1']);
    // Light 1's "End: Draw 1 card." was not noted when this End phase began.
    expect(triggered(r.events)).toEqual([]);
    expect(hand(r.state, 0)).toEqual([]);
    expect(deck(r.state, 0)).toEqual(['Unity 0', 'Unity 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});
