/**
 * Rulings of the older FAQ (rules/faq.txt), the Main 1–2 tutorial (rules/tutorial-main1-2.txt),
 * the Main 3 rulebook (rules/rulebook-main3.txt) and public answers about the rules that no other
 * test pinned yet: each is played in a real position and its outcome checked exactly. Rulings
 * already pinned elsewhere (test/rules/*, test/cards/*) are not repeated here. Where a source
 * disagrees with the Codex, the Codex wins and the ruling is not used.
 */
import { describe, expect, it } from 'vitest';
import { accept, act, actWithEvents, awaiting, choose, deck, hand, line, phase, pickHand, play, playFromTrash, position, stack, trash } from '../../src/testing.js';
import { legalActions } from '../../src/index.js';
import type { Action, GameEvent, GameState } from '../../src/index.js';

const triggered = (events: GameEvent[]) =>
  events.flatMap((e) => (e.type === 'triggered' ? [`${e.card} (${e.section}) for seat ${e.player}`] : []));
const compiled = (g: GameState, seat: 0 | 1) => g.players[seat]!.protocols.map((p) => p.compiled);
const playsInto = (g: GameState, l: number) =>
  legalActions(g).filter((a): a is Extract<Action, { type: 'play' }> => a.type === 'play' && a.line === l);

describe('compiling (FAQ, "Compile"; rulebook, "Check Compile")', () => {
  it('once the compile has begun, a value that drops below 10 does not stop it: Speed 2 shifting out leaves 8, the line is still compiled (FAQ, "Compile": "the compilation is still resolved"; FAQ, Speed 2)', () => {
    // Seat 0's line 0: Speed 2 + Fire 5 + Water 3 = 10 against a face-down 2.
    let g = position({ phase: 'compile', useControl: false, players: [
      { protocols: ['Speed', 'Fire', 'Water'], stacks: [['Speed 2', 'Fire 5', 'Water 3'], [], []], hand: ['Water 0'] },
      { protocols: ['Metal', 'Light', 'Death'], stacks: [['Metal 0 down'], [], []], hand: ['Light 1'] },
    ] });
    // Speed 2 ("When this card would be deleted by compiling: Shift this card, even if this card is covered.").
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(1), line(2)]);
    g = act(g, line(1));
    expect(stack(g, 0, 1)).toEqual(['Speed 2']);
    expect(stack(g, 0, 0)).toEqual([]);
    expect(stack(g, 1, 0)).toEqual([]);
    expect([...trash(g, 0)].sort()).toEqual(['Fire 5', 'Water 3']);
    expect(trash(g, 1)).toEqual(['Metal 0']);
    expect(compiled(g, 0)).toEqual([true, false, false]);
    expect(hand(g, 0)).toEqual(['Water 0']); // the compile was the action
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with two lines qualifying, the one not chosen is compiled on the next turn if it still qualifies (FAQ, "If I meet the requirements, can I compile multiple lines?")', () => {
    let g = position({ phase: 'start', useControl: false, players: [
      { protocols: ['Fire', 'Water', 'Death'], stacks: [['Fire 5', 'Fire 4', 'Fire 1'], ['Water 5', 'Water 4', 'Water 3'], []], hand: ['Death 0'] },
      { protocols: ['Love', 'Speed', 'Light'], hand: ['Light 1'] },
    ] });
    expect(awaiting(g)).toEqual({ player: 0, kind: 'compile' });
    g = act(g, { type: 'compile', line: 1 });
    expect(compiled(g, 0)).toEqual([false, true, false]);
    expect(stack(g, 0, 0)).toEqual(['Fire 5', 'Fire 4', 'Fire 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
    g = act(g, play('Light 1', 2, 'down'));
    // Seat 0's next turn: line 0 (10 against 0) is compiled at Check Compile, without a question, as its action.
    expect(compiled(g, 0)).toEqual([true, true, false]);
    expect(stack(g, 0, 0)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Water 5', 'Water 4', 'Water 3', 'Fire 5', 'Fire 4', 'Fire 1']);
    expect(hand(g, 0)).toEqual(['Death 0']);
    expect(stack(g, 1, 2)).toEqual(['Light 1 down']);
    expect(phase(g)).toEqual({ turn: 1, phase: 'action', turnNumber: 4 }); // seat 0's turns 1 and 3, seat 1's turns 2 and 4
  });
});

describe('the order of the phases (rulebook, "Player Turn")', () => {
  it('Start comes before Check Compile: a Start command that lowers the opponent\'s total makes the line compile this very turn (rulebook, "Player Turn": Start, Check Control, Check Compile)', () => {
    // Line 0: seat 0 has 10, seat 1 has 4 + 2 + 2 + 2 = 10 — a tie, no compile yet.
    let g = position({ phase: 'start', useControl: false, unplaced: 'absent', players: [
      { protocols: ['Fire', 'Water', 'Death'], stacks: [['Fire 5', 'Fire 4', 'Fire 1'], [], ['Death 1']], hand: ['Water 2'], deck: ['Water 1'] },
      { protocols: ['Speed', 'Light', 'Metal'], stacks: [['Speed 4', 'Speed 1 down', 'Speed 0 down', 'Speed 2 down'], [], []], hand: ['Light 1'] },
    ] });
    // Death 1: "Start: You may draw 1 card. If you do, delete 1 other card. Then, delete this card."
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
    expect(compiled(g, 0)).toEqual([false, false, false]);
    g = act(g, accept);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Speed 2'));
    // 10 against 8 at Check Compile: line 0 is compiled, and the compile takes the action.
    expect(compiled(g, 0)).toEqual([true, false, false]);
    expect(stack(g, 0, 0)).toEqual([]);
    expect(stack(g, 0, 2)).toEqual([]);
    expect(stack(g, 1, 0)).toEqual([]);
    expect([...trash(g, 0)].sort()).toEqual(['Death 1', 'Fire 1', 'Fire 4', 'Fire 5']);
    expect([...trash(g, 1)].sort()).toEqual(['Speed 0', 'Speed 1', 'Speed 2', 'Speed 4']);
    expect(hand(g, 0)).toEqual(['Water 2', 'Water 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('only the player whose turn it is checks control: leading in two lines on the opponent\'s turn gains nothing, until one\'s own Check Control (rulebook, "Check Control"; FAQ, "Control")', () => {
    let g = position({ phase: 'start', players: [
      { protocols: ['Fire', 'Water', 'Death'], hand: ['Fire 1'] },
      { protocols: ['Love', 'Speed', 'Light'], stacks: [['Love 6'], ['Speed 4'], []], hand: ['Light 1'] },
    ] });
    // Seat 1 leads lines 0 and 1, but it is seat 0's Check Control.
    expect(g.control).toBeNull();
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
    g = act(g, play('Fire 1', 2, 'down'));
    // Seat 1's turn: still ahead in lines 0 and 1 (seat 0 now leads line 2 only).
    expect(g.control).toBe(1);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('only the player whose turn it is clears cache: the opponent given 7 cards keeps them until their own Check Cache (rulebook, "Check Cache"; FAQ, "Cache")', () => {
    let g = position({ useControl: false, players: [
      { protocols: ['Love', 'Water', 'Death'], hand: ['Love 6'] },
      { protocols: ['Fire', 'Speed', 'Light'], hand: ['Fire 0', 'Fire 1', 'Fire 2', 'Fire 3', 'Fire 4'], deck: ['Light 0', 'Light 1'] },
    ] });
    g = act(g, play('Love 6', 0)); // "Your opponent draws 2 cards."
    expect(hand(g, 1)).toEqual(['Fire 0', 'Fire 1', 'Fire 2', 'Fire 3', 'Fire 4', 'Light 0', 'Light 1']);
    expect(trash(g, 1)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
    // With 7 cards seat 1 cannot refresh; it plays, then its own Check Cache takes it from 6 to 5.
    expect(legalActions(g).some((a) => a.type === 'refresh')).toBe(false);
    g = act(g, play('Fire 4', 1, 'down'));
    expect(awaiting(g)).toEqual({ player: 1, kind: 'hand' });
    g = act(g, pickHand('Light 1'));
    expect(hand(g, 1)).toEqual(['Fire 0', 'Fire 1', 'Fire 2', 'Fire 3', 'Light 0']);
    expect(trash(g, 1)).toEqual(['Light 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('a player who can neither compile, play nor refresh skips only the action: the End phase still runs (FAQ, "I can\'t compile, play cards, or refresh": "proceed directly to the End phase")', () => {
    // Seat 0: no hand, no deck, no trash. Corruption 6: "End: Either discard 1 card or delete this card."
    const g = position({ phase: 'start', useControl: false, unplaced: 'absent', players: [
      { protocols: ['Corruption', 'Fire', 'Water'], stacks: [['Corruption 6'], [], []] },
      { protocols: ['Metal', 'Light', 'Speed'], hand: ['Light 1'] },
    ] });
    // The action was skipped; at End, with nothing to discard, Corruption 6 deleted itself.
    expect(stack(g, 0, 0)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Corruption 6']);
    expect(hand(g, 0)).toEqual([]);
    expect(phase(g)).toEqual({ turn: 1, phase: 'action', turnNumber: 2 });
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('committed cards (FAQ, "Committed Cards": "A committed card is not considered \'in play\' until its commitment is complete")', () => {
  it('a returned card is not in its owner\'s hand until the card it uncovered has resolved: Light 5\'s "You discard 1 card" finds the hand empty (FAQ, "Committed Cards")', () => {
    let g = position({ useControl: false, players: [
      { protocols: ['Fire', 'Water', 'Death'], hand: ['Fire 2', 'Water 1'] },
      { protocols: ['Metal', 'Light', 'Speed'], stacks: [[], ['Light 5', 'Light 4'], []] },
    ] });
    // Fire 2: "Discard 1 card. If you do, return 1 card." Water 1 is the only card to discard.
    g = act(g, play('Fire 2', 0));
    expect(trash(g, 0)).toEqual(['Water 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    const r = actWithEvents(g, choose('Light 4'));
    g = r.state;
    // Light 5, uncovered, resolved for seat 1 while Light 4 was on its way: nothing to discard.
    expect(triggered(r.events)).toEqual(['Light 5 (middle) for seat 1']);
    expect(stack(g, 1, 1)).toEqual(['Light 5']);
    expect(hand(g, 1)).toEqual(['Light 4']);
    expect(trash(g, 1)).toEqual([]);
    expect(stack(g, 0, 0)).toEqual(['Fire 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a deleted card is not in the trash until the card it uncovered has resolved: Time 3 finds no trash card to reveal (FAQ, "Committed Cards")', () => {
    let g = position({ useControl: false, players: [
      { protocols: ['Hate', 'Fire', 'Water'], hand: ['Hate 0'] },
      { protocols: ['Metal', 'Time', 'Speed'], stacks: [[], ['Time 3', 'Speed 5'], []] },
    ] });
    // Hate 0: "Delete 1 card." Speed 5 goes; Time 3 ("Reveal 1 card from your trash. Play it
    // face-down in another line.") is uncovered while Speed 5 is still committed to the trash.
    const r = actWithEvents(g, play('Hate 0', 0), choose('Speed 5'));
    g = r.state;
    expect(triggered(r.events)).toEqual(['Hate 0 (middle) for seat 0', 'Time 3 (middle) for seat 1']);
    expect(r.events.filter((e) => e.type === 'revealed')).toEqual([]);
    expect(stack(g, 1, 1)).toEqual(['Time 3']);
    expect(stack(g, 1, 0)).toEqual([]);
    expect(stack(g, 1, 2)).toEqual([]);
    expect(trash(g, 1)).toEqual(['Speed 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('a covered card flipped face-up (FAQ, "Do the secondary and auxiliary commands of a covered card activate…"; rulebook, "Card Anatomy")', () => {
  it('its bottom command is not in play: a covered Plague 0 flipped face-up neither makes the opponent discard nor closes its line (FAQ, "Do the secondary and auxiliary commands…": "No")', () => {
    let g = position({ turn: 1, useControl: false, players: [
      { protocols: ['Fire', 'Water', 'Death'], hand: ['Fire 1', 'Water 2'] },
      { protocols: ['Darkness', 'Light', 'Plague'], stacks: [['Plague 0 down', 'Light 5 down'], [], []], hand: ['Darkness 2'] },
    ] });
    // Darkness 2: "You may flip 1 covered card in this line."
    g = act(g, play('Darkness 2', 0));
    expect(awaiting(g)).toEqual({ player: 1, kind: 'card' });
    g = act(g, choose('Plague 0'));
    expect(stack(g, 1, 0)).toEqual(['Plague 0', 'Light 5 down', 'Darkness 2']);
    // Middle ("Your opponent discards 1 card.") not resolved.
    expect(hand(g, 0)).toEqual(['Fire 1', 'Water 2']);
    expect(trash(g, 0)).toEqual([]);
    // Bottom ("Your opponent cannot play cards in this line.") not in play: seat 0 may play in line 0.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
    expect(playsInto(g, 0)).toEqual([
      { type: 'play', index: 0, line: 0, face: 'up' },
      { type: 'play', index: 0, line: 0, face: 'down' },
      { type: 'play', index: 1, line: 0, face: 'down' },
    ]);
    g = act(g, play('Water 2', 0, 'down'));
    expect(stack(g, 0, 0)).toEqual(['Water 2 down']);
  });

  it('its top command is in play at once, covered as it is: a covered Metal 2 flipped face-up bars the opponent\'s face-down plays in its line (rulebook, "Card Anatomy": top commands "are still visible when the card is covered")', () => {
    let g = position({ turn: 1, useControl: false, players: [
      { protocols: ['Fire', 'Water', 'Death'], hand: ['Fire 1', 'Water 2'] },
      { protocols: ['Darkness', 'Light', 'Metal'], stacks: [['Metal 2 down', 'Light 5 down'], [], []], hand: ['Darkness 2'] },
    ] });
    g = act(g, play('Darkness 2', 0), choose('Metal 2'));
    expect(stack(g, 1, 0)).toEqual(['Metal 2', 'Light 5 down', 'Darkness 2']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
    // Metal 2: "Your opponent cannot play cards face-down in this line." Face-up plays stay legal.
    expect(playsInto(g, 0)).toEqual([{ type: 'play', index: 0, line: 0, face: 'up' }]);
    expect(playsInto(g, 1)).toContainEqual({ type: 'play', index: 0, line: 1, face: 'down' });
  });
});

describe('interrupted text (tutorial, "If text ceases to be visible, then you stop resolving it")', () => {
  // The tutorial's own example: Water 0 ("Flip 1 other card. Flip this card.") flips a face-down Time 3
  // ("Reveal 1 card from your trash. Play it face-down in another line.") face-up.
  const table = () => position({ useControl: false, players: [
    { protocols: ['Water', 'Fire', 'Time'], stacks: [[], [], ['Time 3 down']], hand: ['Water 0'], trash: ['Fire 5'] },
    { protocols: ['Metal', 'Light', 'Death'], hand: ['Light 1'] },
  ] });

  it('Time 3 plays the trash card onto Water 0\'s stack: Water 0 is covered, and "Flip this card" no longer happens (tutorial)', () => {
    let g = act(table(), play('Water 0', 0));
    // Time 3, the only other card, was flipped; its middle interrupts Water 0's.
    expect(stack(g, 0, 2)).toEqual(['Time 3']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'play' });
    g = act(g, playFromTrash('Fire 5', 0, 'down'));
    expect(stack(g, 0, 0)).toEqual(['Water 0', 'Fire 5 down']);
    expect(trash(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('played into another line instead, Water 0 stays visible and finishes its text by flipping itself (tutorial)', () => {
    let g = act(table(), play('Water 0', 0));
    g = act(g, playFromTrash('Fire 5', 1, 'down'));
    expect(stack(g, 0, 1)).toEqual(['Fire 5 down']);
    expect(stack(g, 0, 0)).toEqual(['Water 0 down']);
    expect(stack(g, 0, 2)).toEqual(['Time 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('an empty deck (rulebook, "General Rules": "If your deck is empty and an effect other than draw, refresh, or shuffle your trash involves your deck, it cannot be resolved")', () => {
  it('Clarity 3 with an empty deck reveals nothing and draws nothing: the trash, though it holds a 5, is not shuffled in', () => {
    const r = actWithEvents(position({ useControl: false, unplaced: 'absent', players: [
      { protocols: ['Clarity', 'Speed', 'Death'], hand: ['Clarity 3'], trash: ['Speed 5', 'Death 5'] },
      { protocols: ['Hate', 'Spirit', 'Light'], hand: ['Light 1'] },
    ] }), play('Clarity 3', 0));
    const g = r.state;
    // "Reveal your deck. Draw 1 card with a value of 5 revealed this way. Shuffle your deck."
    expect(triggered(r.events)).toEqual(['Clarity 3 (middle) for seat 0']);
    expect(r.events.filter((e) => e.type === 'drew' || e.type === 'reshuffled')).toEqual([]);
    expect(stack(g, 0, 0)).toEqual(['Clarity 3']);
    expect(hand(g, 0)).toEqual([]);
    expect(deck(g, 0)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Speed 5', 'Death 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});
