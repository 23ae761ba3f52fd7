/**
 * An adversarial audit of continuous effects (top commands and other lasting texts): when they
 * apply (face-up, covered, which side, whose turn), switching on and off in the middle of another
 * text, stacking and opposing effects, line totals with every modifier (negative ones included)
 * and the comparisons that read them, and the plays `legalActions` offers under every ban and
 * permission — plays made by card texts included.
 */
import { describe, expect, it } from 'vitest';
import {
  accept, act, actWithEvents, awaiting, choose, deck, hand, line, optionNamed, pass, pickHand, play, playOnOpponentSide, position, stack, stateNumber, trash,
} from '../../src/testing.js';
import { applyAction, createGame, legalActions, viewFor } from '../../src/index.js';
import type { GameState } from '../../src/index.js';
import { only } from '../cards/events.js';

/** Both seats' line totals as the view shows them: `[seat 0's three, seat 1's three]`. */
const totals = (g: GameState) => {
  const v = viewFor(g, 0);
  return [v.players[0].totals, v.players[1].totals];
};

describe('line totals: every modifier at once', () => {
  it('Apathy 0 and Smoke 2 in one stack both count each face-down card of the line, both sides, covered ones too; the opponent\'s Metal 0 takes 2 off (card texts: "increased by 1 for each face-down card in this line"; "reduced by 2")', () => {
    const g = position({ players: [
      { protocols: ['Apathy', 'Smoke', 'Light'], stacks: [['Smoke 2', 'Light 5 down', 'Apathy 0'], [], []] },
      { protocols: ['Metal', 'Fire', 'Water'], stacks: [['Metal 0', 'Fire 4 down'], [], []] },
    ] });
    // Seat 0: 2 + 2 + 0, +2 (Apathy 0: Light 5, Fire 4), +2 (Smoke 2: the same two), −2 (Metal 0) = 6.
    // Seat 1: 0 + 2 = 2 — Apathy 0 and Smoke 2 say "your total", Metal 0 is theirs.
    expect(totals(g)).toEqual([[6, 0, 0], [2, 0, 0]]);
  });

  it('Darkness 2 sets the value of face-down cards in its stack; Apathy 0 in the same stack still counts cards, not values (card texts)', () => {
    const g = position({ players: [
      { protocols: ['Apathy', 'Darkness', 'Light'], stacks: [['Light 5 down', 'Darkness 2', 'Apathy 0'], [], []] },
      { protocols: ['Metal', 'Fire', 'Water'], stacks: [['Fire 4 down'], [], []] },
    ] });
    // Seat 0: Light 5 face-down is worth 4 (Darkness 2, covered: a top command), + 2 + 0, +2 (two face-down cards in the line) = 8.
    // Seat 1: Fire 4 face-down on the other stack is worth 2 — "this stack".
    expect(totals(g)).toEqual([[8, 0, 0], [2, 0, 0]]);
  });

  it('Mirror 0 against Metal 0 in one line: Mirror 0 counts Metal 0 among the opponent\'s cards, and Metal 0 takes 2 off that total (card texts)', () => {
    const g = position({ players: [
      { protocols: ['Mirror', 'Light', 'Water'], stacks: [['Mirror 0', 'Water 1 down'], [], []] },
      { protocols: ['Metal', 'Fire', 'Death'], stacks: [['Metal 0', 'Fire 1 down', 'Metal 3'], [], []] },
    ] });
    // Seat 0: 0 + 2, +3 (Mirror 0, covered: the opponent's three cards in the line), −2 = 3. Seat 1: 0 + 2 + 3 = 5.
    expect(totals(g)).toEqual([[3, 0, 0], [5, 0, 0]]);
  });

  it('negative totals: an empty stack across from Metal 0 is −2, and two lines so led give the control component (community, "Negative Line Values Are Possible"; Metal 0)', () => {
    let g = position({ phase: 'control', players: [
      { protocols: ['Metal', 'Fire', 'Water'], stacks: [['Metal 0'], [], ['Water 1']], hand: ['Fire 5'] },
      { protocols: ['Light', 'Death', 'Life'], stacks: [[], ['Death 3'], []], hand: ['Life 5'] },
    ] });
    expect(totals(g)).toEqual([[0, 0, 1], [-2, 3, 0]]);
    // Lines 0 (0 > −2) and 2 (1 > 0): two leads.
    expect(g.control).toBe(0);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('compiling on totals with modifiers (Codex, "Compiling": "10 or more value … and more value than their opponent")', () => {
  it('Clarity 0\'s hand bonus (covered: a top command) and the opponent\'s Metal 0 both count at Check Compile: 9 + 3 − 2 = 10 against 6 compiles; with 2 cards in hand (9) it does not (Codex, "Compiling"; Clarity 0; Metal 0)', () => {
    const at = (handCards: string[]) => position({ phase: 'compile', players: [
      { protocols: ['Clarity', 'Fire', 'Water'], stacks: [['Clarity 0', 'Clarity 5', 'Clarity 4'], [], []], hand: handCards },
      { protocols: ['Metal', 'Light', 'Death'], stacks: [['Metal 0', 'Metal 6'], [], []], hand: ['Light 5'] },
    ] });
    let g = at(['Fire 1', 'Fire 2', 'Water 1']);
    expect(totals(g)[0]).toEqual([0, 0, 0]);
    expect(stack(g, 0, 0)).toEqual([]);
    expect(stack(g, 1, 0)).toEqual([]);
    expect(g.players[0]!.protocols[0]).toEqual({ name: 'Clarity', compiled: true });
    expect(trash(g, 0)).toEqual(['Clarity 0', 'Clarity 5', 'Clarity 4']);

    g = at(['Fire 1', 'Fire 2']);
    expect(totals(g)).toEqual([[9, 0, 0], [6, 0, 0]]);
    expect(g.players[0]!.protocols[0]).toEqual({ name: 'Clarity', compiled: false });
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('a tie made by the opponent\'s Mirror 0 is not "more value": 10 against 10 does not compile (Codex, "Compiling": "more value than their opponent"; Mirror 0)', () => {
    const g = position({ phase: 'compile', players: [
      { protocols: ['Clarity', 'Fire', 'Water'], stacks: [['Clarity 5', 'Clarity 0'], [], []], hand: ['Fire 1', 'Fire 2', 'Water 1', 'Water 2', 'Fire 3'] },
      { protocols: ['Mirror', 'Light', 'Death'], stacks: [['Mirror 5', 'Mirror 3', 'Mirror 0'], [], []], hand: ['Light 5'] },
    ] });
    expect(totals(g)).toEqual([[10, 0, 0], [10, 0, 0]]);
    expect(g.players[0]!.protocols[0]).toEqual({ name: 'Clarity', compiled: false });
    expect(stack(g, 0, 0)).toEqual(['Clarity 5', 'Clarity 0']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('Courage comparisons read totals with every modifier', () => {
  it('Courage 3 goes to the line where the opponent\'s total is highest once my Metal 0 has taken 2 off: not the 5 (now 3) but the 4 (Courage 3; Metal 0; Codex, Courage 3)', () => {
    let g = position({ players: [
      { protocols: ['Courage', 'Metal', 'Light'], stacks: [[], ['Metal 0'], []], hand: ['Courage 3'] },
      { protocols: ['Fire', 'Water', 'Death'], stacks: [[], ['Fire 5'], ['Water 4']] },
    ] });
    g = act(g, play('Courage 3', 0));
    expect(totals(g)[1]).toEqual([0, 3, 4]);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(2), pass]);
    g = act(g, line(2));
    expect(stack(g, 0, 2)).toEqual(['Courage 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Courage 3 with negative totals: the opponent has −2 across from Metal 0 and 0 elsewhere, so the highest lines are the two at 0 (community, "Negative Line Values Are Possible")', () => {
    let g = position({ players: [
      { protocols: ['Courage', 'Metal', 'Light'], stacks: [[], ['Metal 0'], []], hand: ['Courage 3'] },
      { protocols: ['Fire', 'Water', 'Death'] },
    ] });
    g = act(g, play('Courage 3', 0));
    expect(totals(g)[1]).toEqual([0, -2, 0]);
    // Already in a highest line (0), it may move to the other one at 0 (line 2), never to line 1.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(2), pass]);
  });

  it('Courage 6 flips itself when the opponent\'s Metal 0 brings it under them: 6 − 2 = 4 against 5 (Courage 6: "a higher value in this line than you do")', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ['Courage', 'Fire', 'Water'], hand: ['Courage 6'] },
      { protocols: ['Metal', 'Light', 'Death'], stacks: [['Metal 0', 'Metal 5'], [], []] },
    ] }), play('Courage 6', 0));
    expect(only(r.events, 'flipped')).toEqual([{ type: 'flipped', side: 0, by: 0, line: 0, card: 'Courage 6', face: 'down' }]);
    expect(stack(r.state, 0, 0)).toEqual(['Courage 6 down']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Courage 1: my empty stack across from the opponent\'s lone Metal 0 is −2 against their 0 — they have the higher total there, so Metal 0 is deleted (Courage 1; community, Metal 0)', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ['Courage', 'Fire', 'Water'], hand: ['Courage 1'] },
      { protocols: ['Light', 'Metal', 'Death'], stacks: [['Light 0'], ['Metal 0'], []] },
    ] }), play('Courage 1', 0));
    // Line 0: my 1 against their 0 — not higher. Line 1: −2 against 0. Line 2: 0 against 0.
    expect(only(r.events, 'deleted')).toEqual([{ type: 'deleted', side: 1, by: 0, line: 1, cards: ['Metal 0'] }]);
    expect(trash(r.state, 1)).toEqual(['Metal 0']);
    expect(stack(r.state, 1, 0)).toEqual(['Light 0']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('bans and permissions in legalActions', () => {
  it('Psychic 1 against Corruption 0: its own permission ("on either player\'s side without matching protocols") does not lift the ban — face-down on its owner\'s side only (card texts; docs/rulings.md, "A continuous ban against a permission"; Corruption 0: face-down it has no text)', () => {
    const g = position({ turn: 1, players: [
      { protocols: ['Psychic', 'Fire', 'Water'], stacks: [['Psychic 1'], [], []] },
      { protocols: ['Corruption', 'Light', 'Death'], hand: ['Corruption 0'] },
    ] });
    expect(legalActions(g)).toEqual([
      { type: 'play', index: 0, line: 0, face: 'down' },
      { type: 'play', index: 0, line: 1, face: 'down' },
      { type: 'play', index: 0, line: 2, face: 'down' },
      { type: 'refresh' },
    ]);
  });

  it('Plague 0 closes its line to Corruption 0 on both sides: "Your opponent cannot play cards in this line" — a line is both stacks (Codex FAQ, "Line" and "Stack")', () => {
    const g = position({ turn: 1, players: [
      { protocols: ['Plague', 'Fire', 'Water'], stacks: [['Plague 0'], [], []] },
      { protocols: ['Corruption', 'Light', 'Death'], hand: ['Corruption 0'] },
    ] });
    expect(legalActions(g)).toEqual([
      { type: 'play', index: 0, line: 1, face: 'up' },
      { type: 'play', index: 0, line: 1, face: 'down' },
      { type: 'play', index: 0, line: 2, face: 'up' },
      { type: 'play', index: 0, line: 2, face: 'down' },
      { type: 'play', index: 0, line: 1, face: 'up', side: 0 },
      { type: 'play', index: 0, line: 2, face: 'up', side: 0 },
      { type: 'refresh' },
    ]);
  });

  it('Unity 1\'s permission against the opponent\'s Plague 0 in the same line: the ban wins, the line is closed to the Unity card either face (docs/rulings.md, "A continuous ban against a permission")', () => {
    const g = position({ players: [
      { protocols: ['Unity', 'Fire', 'Water'], stacks: [[], ['Unity 1'], []], hand: ['Unity 3'] },
      { protocols: ['Plague', 'Light', 'Death'], stacks: [[], ['Plague 0'], []] },
    ] });
    expect(legalActions(g)).toEqual([
      { type: 'play', index: 0, line: 0, face: 'up' },
      { type: 'play', index: 0, line: 0, face: 'down' },
      { type: 'play', index: 0, line: 2, face: 'down' },
      { type: 'refresh' },
    ]);
  });

  it('Corruption 0 played face-up onto the Metal 2 owner\'s stack is allowed (Metal 2 bars face-down plays only); once theirs, its Start flips Metal 2 face-down, and the ban is gone for the opponent\'s next play (card texts; docs/rulings.md, Corruption 0)', () => {
    let g = position({ turn: 1, players: [
      { protocols: ['Metal', 'Fire', 'Water'], stacks: [['Metal 2'], [], []], hand: ['Water 5'] },
      { protocols: ['Corruption', 'Light', 'Death'], hand: ['Corruption 0', 'Light 5'] },
    ] });
    // Seat 1: Corruption 0 face-down not in line 0 (Metal 2), face-up anywhere on either side; Light 5 not face-down in line 0.
    expect(legalActions(g)).toEqual([
      { type: 'play', index: 0, line: 0, face: 'up' },
      { type: 'play', index: 0, line: 1, face: 'up' },
      { type: 'play', index: 0, line: 1, face: 'down' },
      { type: 'play', index: 0, line: 2, face: 'up' },
      { type: 'play', index: 0, line: 2, face: 'down' },
      { type: 'play', index: 0, line: 0, face: 'up', side: 0 },
      { type: 'play', index: 0, line: 1, face: 'up', side: 0 },
      { type: 'play', index: 0, line: 2, face: 'up', side: 0 },
      { type: 'play', index: 1, line: 1, face: 'up' },
      { type: 'play', index: 1, line: 1, face: 'down' },
      { type: 'play', index: 1, line: 2, face: 'down' },
      { type: 'refresh' },
    ]);
    const r = actWithEvents(g, playOnOpponentSide('Corruption 0', 0));
    g = r.state;
    // Seat 0's Start: Corruption 0 (now seat 0's) flips the only other face-up card of its stack.
    expect(only(r.events, 'flipped')).toEqual([{ type: 'flipped', side: 0, by: 0, line: 0, card: 'Metal 2', face: 'down' }]);
    expect(stack(g, 0, 0)).toEqual(['Metal 2 down', 'Corruption 0']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
    g = act(g, play('Water 5', 2, 'down'));
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
    expect(legalActions(g)).toContainEqual({ type: 'play', index: 0, line: 0, face: 'down' });
  });

  it('War 3\'s face-down play on the opponent\'s turn obeys their Metal 2: its line is not offered (rulings: play restrictions apply to plays made by cards)', () => {
    let g = position({ players: [
      { protocols: ['War', 'Light', 'Fire'], stacks: [[], [], ['War 3']], hand: ['War 4', 'Light 5'] },
      { protocols: ['Metal', 'Death', 'Water'], stacks: [[], ['Metal 2'], []], hand: ['Death 5', 'Water 5'] },
    ] });
    g = act(g, play('War 4', 0), pickHand('Water 5'));
    expect(trash(g, 1)).toEqual(['Water 5']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
    g = act(g, accept);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'play' });
    expect(legalActions(g)).toEqual([
      { type: 'play', index: 0, line: 0, face: 'down' },
      { type: 'play', index: 0, line: 2, face: 'down' },
    ]);
    g = act(g, play('Light 5', 2, 'down'));
    expect(stack(g, 0, 2)).toEqual(['War 3', 'Light 5 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Diversity 0\'s End play under my Spirit 1 and the opponent\'s Metal 2 in its line: face-up only — Spirit 1 lets it go up unmatched, Metal 2 bars it down (card texts)', () => {
    let g = position({ players: [
      { protocols: ['Diversity', 'Spirit', 'Fire'], stacks: [['Diversity 0'], ['Spirit 1'], []], hand: ['Fire 3', 'Fire 1', 'Spirit 5'] },
      { protocols: ['Metal', 'Light', 'Death'], stacks: [['Metal 2'], [], []] },
    ] });
    g = act(g, play('Fire 3', 2, 'down'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
    g = act(g, accept);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'play' });
    expect(legalActions(g)).toEqual([
      { type: 'play', index: 0, line: 0, face: 'up' },
      { type: 'play', index: 1, line: 0, face: 'up' },
    ]);
    g = act(g, play('Fire 1', 0));
    expect(stack(g, 0, 0)).toEqual(['Diversity 0', 'Fire 1']);
  });

  it('Time 0\'s play from the trash under the opponent\'s Plague 0 and Metal 2; then Water 1\'s plays skip the Plague 0 line, and the card that covers Time 0 stops its shuffle (card texts; community, "Active Text Interruption")', () => {
    let g = position({ players: [
      { protocols: ['Time', 'Fire', 'Water'], hand: ['Time 0'], trash: ['Water 1', 'Time 3'], deck: ['Fire 2', 'Fire 4'] },
      { protocols: ['Light', 'Plague', 'Metal'], stacks: [[], ['Plague 0'], ['Metal 2']] },
    ] });
    g = act(g, play('Time 0', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'play' });
    expect(legalActions(g)).toEqual([
      { type: 'play', from: 'trash', index: 0, line: 0, face: 'down' },
      { type: 'play', from: 'trash', index: 0, line: 2, face: 'up' },
      { type: 'play', from: 'trash', index: 1, line: 0, face: 'up' },
      { type: 'play', from: 'trash', index: 1, line: 0, face: 'down' },
    ]);
    g = act(g, { type: 'play', from: 'trash', index: 0, line: 2, face: 'up' });
    // Water 1 notes both other lines (docs/rulings.md, Water 1); only line 0 can take a card, so it
    // goes first, unasked (rulings page, "each"); the closed one gets no card.
    expect(stack(g, 0, 1)).toEqual([]);
    expect(stack(g, 0, 2)).toEqual(['Water 1']);
    expect(stack(g, 0, 1)).toEqual([]);
    expect(stack(g, 0, 0)).toEqual(['Time 0', 'Fire 2 down']);
    expect(trash(g, 0)).toEqual(['Time 3']);
    expect(deck(g, 0)[0]).toBe('Fire 4');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('more bans against permissions (docs/rulings.md, "A continuous ban against a permission")', () => {
  it('Chaos 3 against the opponent\'s Plague 0: its own permission goes any line face-up, but not into the closed line, either face (cards.json notes, Chaos 3: it never lifts a ban)', () => {
    const g = position({ players: [
      { protocols: ['Chaos', 'Fire', 'Water'], hand: ['Chaos 3'] },
      { protocols: ['Light', 'Plague', 'Death'], stacks: [[], ['Plague 0'], []] },
    ] });
    expect(legalActions(g)).toEqual([
      { type: 'play', index: 0, line: 0, face: 'up' },
      { type: 'play', index: 0, line: 0, face: 'down' },
      { type: 'play', index: 0, line: 2, face: 'up' },
      { type: 'play', index: 0, line: 2, face: 'down' },
      { type: 'refresh' },
    ]);
  });

  it('Spirit 1 against the opponent\'s Metal 2: face-up in every line (Metal 2 bans face-down only), face-down everywhere but Metal 2\'s line (Codex, Spirit 1 errata 10/2024; Metal 2)', () => {
    const g = position({ players: [
      { protocols: ['Spirit', 'Fire', 'Water'], stacks: [['Spirit 1'], [], []], hand: ['Fire 1'] },
      { protocols: ['Light', 'Metal', 'Death'], stacks: [[], ['Metal 2'], []] },
    ] });
    expect(legalActions(g)).toEqual([
      { type: 'play', index: 0, line: 0, face: 'up' },
      { type: 'play', index: 0, line: 0, face: 'down' },
      { type: 'play', index: 0, line: 1, face: 'up' },
      { type: 'play', index: 0, line: 2, face: 'up' },
      { type: 'play', index: 0, line: 2, face: 'down' },
      { type: 'refresh' },
    ]);
  });

  it('Unity 1 against the opponent\'s Psychic 1: the Unity card goes face-down only, even in its own Unity line (the rulings row names Unity 1)', () => {
    const g = position({ players: [
      { protocols: ['Unity', 'Fire', 'Water'], stacks: [[], ['Unity 1'], []], hand: ['Unity 3'] },
      { protocols: ['Psychic', 'Light', 'Death'], stacks: [['Psychic 1'], [], []] },
    ] });
    expect(legalActions(g)).toEqual([
      { type: 'play', index: 0, line: 0, face: 'down' },
      { type: 'play', index: 0, line: 1, face: 'down' },
      { type: 'play', index: 0, line: 2, face: 'down' },
      { type: 'refresh' },
    ]);
  });
});

describe('scope: whose and which side', () => {
  it('Spirit 0 skips "your" check cache only: the opponent\'s uncovered Spirit 0 does not save my 6th card (Spirit 0, bottom)', () => {
    let g = position({ players: [
      { protocols: ['Fire', 'Water', 'Light'], hand: ['Fire 1', 'Fire 2', 'Fire 3', 'Water 1', 'Water 2', 'Water 3', 'Light 1'] },
      { protocols: ['Spirit', 'Death', 'Metal'], stacks: [['Spirit 0'], [], []] },
    ] });
    g = act(g, play('Light 1', 2, 'down'));
    expect(hand(g, 0)).toHaveLength(6);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    g = act(g, pickHand('Water 3'));
    expect(hand(g, 0)).toEqual(['Fire 1', 'Fire 2', 'Fire 3', 'Water 1', 'Water 2']);
    expect(trash(g, 0)).toEqual(['Water 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Peace 3 reads card values with Darkness 2: a face-down card in its stack is worth 4, greater than a hand of 3; one elsewhere is worth 2 (Peace 3; community, Darkness 2: "all value-checking effects")', () => {
    let g = position({ players: [
      { protocols: ['Peace', 'Darkness', 'Fire'], stacks: [[], ['Darkness 2', 'Fire 1 down'], ['Fire 3 down']], hand: ['Peace 3', 'Fire 2', 'Fire 4', 'Fire 5'] },
      { protocols: ['Metal', 'Light', 'Death'], stacks: [['Metal 3'], ['Light 4'], []] },
    ] });
    g = act(g, play('Peace 3', 0));
    // "You may discard 1 card." — declined: 3 cards stay in hand.
    g = act(g, pass);
    expect(hand(g, 0)).toHaveLength(3);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    expect(legalActions(g)).toEqual([
      { type: 'card', player: 0, line: 1, index: 1 },
      { type: 'card', player: 1, line: 1, index: 0 },
    ]);
    g = act(g, choose('Light 4'));
    expect(stack(g, 1, 1)).toEqual(['Light 4 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('switching on and off in the middle of another text', () => {
  it('Ice 6 flipped face-up by Fire 0\'s first sentence stops its second: holding a card, its owner draws nothing (Ice 6; community, "Active Text Interruption" is about the flipped card only)', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ['Fire', 'Ice', 'Water'], stacks: [[], ['Ice 6 down'], []], hand: ['Fire 0', 'Water 5'], deck: ['Water 1', 'Water 2'] },
      { protocols: ['Metal', 'Light', 'Death'] },
    ] }), play('Fire 0', 0));
    // "Flip 1 other card." — Ice 6 is the only other card: flipped without a question.
    expect(only(r.events, 'flipped', 'drew')).toEqual([{ type: 'flipped', side: 0, by: 0, line: 1, card: 'Ice 6', face: 'up' }]);
    expect(hand(r.state, 0)).toEqual(['Water 5']);
    expect(deck(r.state, 0).slice(0, 2)).toEqual(['Water 1', 'Water 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Ice 6 flipped face-down by Light 0\'s first sentence no longer stops the draw: the face-down card is worth 2, and 2 are drawn though a card is held (Codex, Light 0 clarification)', () => {
    let g = position({ players: [
      { protocols: ['Light', 'Ice', 'Water'], stacks: [[], ['Ice 6'], []], hand: ['Light 0', 'Water 5'], deck: ['Water 1', 'Water 2', 'Water 3'] },
      { protocols: ['Metal', 'Fire', 'Death'] },
    ] });
    g = act(g, play('Light 0', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    const r = actWithEvents(g, choose('Ice 6'));
    expect(only(r.events, 'flipped', 'drew')).toEqual([
      { type: 'flipped', side: 0, by: 0, line: 1, card: 'Ice 6', face: 'down' },
      { type: 'drew', player: 0, count: 2, fromOpponent: false },
    ]);
    expect(hand(r.state, 0)).toEqual(['Water 5', 'Water 1', 'Water 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Psychic 1 flipped face-down by the first sentence of Life 1 lifts the ban for the play its second sentence sets off: Speed 0 may play face-up (Psychic 1; Codex, "Text Entering Play")', () => {
    // Seat 1 owns Psychic 1; on its turn, Spirit 2 flips seat 0's Life 1 face-up, which resolves for seat 0.
    let g = position({ turn: 1, players: [
      { protocols: ['Life', 'Speed', 'Fire'], stacks: [['Life 1 down'], ['Speed 0 down'], []], hand: ['Fire 1'] },
      { protocols: ['Psychic', 'Spirit', 'Metal'], stacks: [['Psychic 1'], [], []], hand: ['Spirit 2'] },
    ] });
    g = act(g, play('Spirit 2', 1), choose('Life 1'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Psychic 1'));
    expect(stack(g, 1, 0)).toEqual(['Psychic 1 down']);
    g = act(g, choose('Speed 0'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'play' });
    expect(legalActions(g)).toEqual([
      { type: 'play', index: 0, line: 0, face: 'down' },
      { type: 'play', index: 0, line: 1, face: 'down' },
      { type: 'play', index: 0, line: 2, face: 'up' },
      { type: 'play', index: 0, line: 2, face: 'down' },
    ]);
    g = act(g, play('Fire 1', 2));
    expect(stack(g, 0, 2)).toEqual(['Fire 1']);
  });

  it('Apathy 2 flipped by the first sentence of Life 1 decides, at once, whether the card the second sentence flips up resolves its middle (Apathy 2; community, Apathy 2: both players\' cards)', () => {
    for (const apathy of ['Apathy 2', 'Apathy 2 down'] as const) {
      let g = position({ players: [
        { protocols: ['Life', 'Apathy', 'Fire'], stacks: [[], [apathy], []], hand: ['Life 1'] },
        { protocols: ['Metal', 'Speed', 'Death'], stacks: [[], ['Speed 1 down'], []], deck: ['Death 1', 'Death 2'] },
      ] });
      g = act(g, play('Life 1', 0), choose('Apathy 2'), choose('Speed 1'));
      expect(stack(g, 0, 1)).toEqual([apathy === 'Apathy 2' ? 'Apathy 2 down' : 'Apathy 2']);
      expect(stack(g, 1, 1)).toEqual(['Speed 1']);
      // Apathy 2 face-down now: Speed 1's "Draw 2 cards." resolves for seat 1; face-up now: ignored.
      expect(hand(g, 1)).toEqual(apathy === 'Apathy 2' ? ['Death 1', 'Death 2'] : []);
      expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
    }
  });

  it('Fear 0 flipped face-down by the first sentence of its owner\'s Life 1: the opponent\'s card the second sentence flips up has its middle command again (Fear 0: "During your turn")', () => {
    let g = position({ players: [
      { protocols: ['Life', 'Fear', 'Fire'], stacks: [[], ['Fear 0'], []], hand: ['Life 1'] },
      { protocols: ['Metal', 'Speed', 'Death'], stacks: [[], [], ['Speed 1 down']], deck: ['Death 1', 'Death 2'] },
    ] });
    g = act(g, play('Life 1', 0), choose('Fear 0'), choose('Speed 1'));
    expect(stack(g, 0, 1)).toEqual(['Fear 0 down']);
    expect(stack(g, 1, 2)).toEqual(['Speed 1']);
    expect(hand(g, 1)).toEqual(['Death 1', 'Death 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a middle command already resolving goes on when Apathy 2 turns face-up in its line: Life 1\'s second flip still happens (docs/rulings.md, Apathy 2: "A command already resolving goes on")', () => {
    let g = position({ players: [
      { protocols: ['Life', 'Fire', 'Water'], hand: ['Life 1'] },
      { protocols: ['Apathy', 'Light', 'Death'], stacks: [['Apathy 2 down'], ['Light 3'], []] },
    ] });
    g = act(g, play('Life 1', 0), choose('Apathy 2'));
    expect(stack(g, 1, 0)).toEqual(['Apathy 2']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Light 3'));
    expect(stack(g, 1, 1)).toEqual(['Light 3 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Water 1: a ban that switches on midway closes a noted line — the first play covers Fire 0, whose trigger flips the opponent\'s Metal 2 face-up, so the second line gets no card (Codex, Water 1: lines processed one at a time; Metal 2)', () => {
    let g = position({ players: [
      { protocols: ['Water', 'Fire', 'Light'], stacks: [[], ['Fire 0'], []], hand: ['Water 1'], deck: ['Light 1', 'Light 2', 'Fire 2', 'Fire 3'] },
      { protocols: ['Metal', 'Death', 'Life'], stacks: [[], [], ['Metal 2 down']] },
    ] });
    g = act(g, play('Water 1', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(1), line(2)]);
    // Line 1 first: Light 1 would cover Fire 0 — "First, draw 1 card. Then, flip 1 other card."
    g = act(g, line(1));
    expect(hand(g, 0)).toEqual(['Light 2']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    const r = actWithEvents(g, choose('Metal 2'));
    g = r.state;
    expect(only(r.events, 'played')).toEqual([]);
    expect(stack(g, 1, 2)).toEqual(['Metal 2']);
    expect(stack(g, 0, 1)).toEqual(['Fire 0', 'Light 1 down']);
    expect(stack(g, 0, 2)).toEqual([]);
    expect(deck(g, 0).slice(0, 2)).toEqual(['Fire 2', 'Fire 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Corruption 1 uncovered by the very "return all" that takes the card on it: it was covered when the cards left, so the opponent\'s card goes to their hand; its own middle, then resolving, sends the next one to their deck (Codex FAQ, "All" is simultaneous; Corruption 1)', () => {
    let g = position({ turn: 1, players: [
      { protocols: ['Corruption', 'Fire', 'Light'], stacks: [['Corruption 1', 'Fire 2'], [], []] },
      { protocols: ['Water', 'Death', 'Life'], stacks: [['Death 2'], [], []], hand: ['Water 3'] },
    ] });
    // Water 3 lands on Death 2; line 0 is the only line with value-2 cards: Fire 2 and the covered Death 2.
    let r = actWithEvents(g, play('Water 3', 0));
    g = r.state;
    expect(only(r.events, 'returned')).toEqual([
      { type: 'returned', side: 0, by: 1, line: 0, card: 'Fire 2' },
      { type: 'returned', side: 1, by: 1, line: 0, card: 'Death 2' },
    ]);
    // Corruption 1, uncovered, resolves "Return 1 card." for seat 0 while the returned cards are still
    // committed (Codex, "Committed Cards"): they reach the hands afterwards.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    expect(hand(g, 1)).toEqual([]);
    expect(legalActions(g)).toEqual([{ type: 'card', player: 0, line: 0, index: 0 }, { type: 'card', player: 1, line: 0, index: 0 }]);
    r = actWithEvents(g, choose('Water 3'));
    expect(only(r.events, 'returned')).toEqual([{ type: 'returned', side: 1, by: 0, line: 0, card: 'Water 3', to: 'deckTop' }]);
    expect(deck(r.state, 1)[0]).toBe('Water 3');
    expect(hand(r.state, 1)).toEqual(['Death 2']);
    expect(hand(r.state, 0)).toEqual(['Fire 2']);
    expect(stack(r.state, 0, 0)).toEqual(['Corruption 1']);
    expect(stack(r.state, 1, 0)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('a card in transit has no effect in force; a destination once decided stands', () => {
  it('Metal 0 shifted off Courage 1: while Metal 0 is committed, Courage 1 reads totals without its −2 — the opponent leads line 2 (3 against 2) and loses Fire 3 (community, "Committed Cards Are Not on the Field"; Codex, "Shifting a Card")', () => {
    let g = position({ players: [
      { protocols: ['Speed', 'Courage', 'Metal'], stacks: [[], ['Courage 1', 'Metal 0'], ['Speed 2']], hand: ['Speed 3'] },
      { protocols: ['Fire', 'Light', 'Death'], stacks: [[], ['Light 1'], ['Fire 3']] },
    ] });
    // Speed 3: "Shift 1 of your other cards." — Metal 0 or Speed 2.
    g = act(g, play('Speed 3', 0), choose('Metal 0'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    const r = actWithEvents(g, line(2));
    // Line 0: 0 against my 3; line 1: 1 against Courage 1's 1; line 2: 3 against 2, Metal 0 not landed yet.
    expect(only(r.events, 'deleted')).toEqual([{ type: 'deleted', side: 1, by: 0, line: 2, cards: ['Fire 3'] }]);
    expect(stack(r.state, 0, 2)).toEqual(['Speed 2', 'Metal 0']);
    expect(stack(r.state, 0, 1)).toEqual(['Courage 1']);
    expect(trash(r.state, 1)).toEqual(['Fire 3']);
    expect(totals(r.state)[1]).toEqual([0, 1, -2]);
  });

  it('Corruption 1 flipped face-down while the card it sent away is still committed: the card still reaches the top of its owner\'s deck (Codex, "Committed Cards": a committed card "maintains … target zone")', () => {
    let g = position({ players: [
      { protocols: ['Corruption', 'Fire', 'Water'], hand: ['Corruption 1'] },
      { protocols: ['Apathy', 'Light', 'Death'], stacks: [['Apathy 3', 'Light 5'], [], []], hand: ['Death 5'] },
    ] });
    g = act(g, play('Corruption 1', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    // Returning Light 5 uncovers Apathy 3: "Flip 1 of your opponent's face-up cards." — Corruption 1, the only one.
    const r = actWithEvents(g, choose('Light 5'));
    expect(only(r.events, 'returned', 'flipped')).toEqual([
      { type: 'returned', side: 1, by: 0, line: 0, card: 'Light 5', to: 'deckTop' },
      { type: 'flipped', side: 0, by: 1, line: 0, card: 'Corruption 1', face: 'down' },
    ]);
    expect(stack(r.state, 0, 0)).toEqual(['Corruption 1 down']);
    expect(deck(r.state, 1)[0]).toBe('Light 5');
    expect(hand(r.state, 1)).toEqual(['Death 5']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Ice 6 and the recompile draw (Codex, "Compiling": delete first, "Finally … draws the top card of their opponent\'s deck"; Ice 6)', () => {
  it('Ice 6 in another line, a card in hand: the recompile draws nothing; the line is still deleted (docs/rulings.md, Ice 6: "no recompile draw")', () => {
    const g = position({ phase: 'compile', players: [
      { protocols: ['Ice', { name: 'Fire', compiled: true }, 'Water'], stacks: [['Ice 6'], ['Fire 5', 'Fire 4', 'Fire 3'], []], hand: ['Water 5'] },
      { protocols: ['Light', 'Death', 'Metal'], deck: ['Light 1', 'Light 2'] },
    ] });
    expect(stack(g, 0, 1)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Fire 5', 'Fire 4', 'Fire 3']);
    expect(hand(g, 0)).toEqual(['Water 5']);
    expect(deck(g, 1).slice(0, 2)).toEqual(['Light 1', 'Light 2']);
  });

  it('Ice 6 in the compiled line is in the trash before the draw: the recompile draws the opponent\'s top card (Codex, "Compiling": second delete, finally draw)', () => {
    const g = position({ phase: 'compile', players: [
      { protocols: ['Ice', { name: 'Fire', compiled: true }, 'Water'], stacks: [[], ['Ice 6', 'Fire 5', 'Fire 4'], []], hand: ['Water 5'] },
      { protocols: ['Light', 'Death', 'Metal'], deck: ['Light 1', 'Light 2'] },
    ] });
    expect(stack(g, 0, 1)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Ice 6', 'Fire 5', 'Fire 4']);
    expect(hand(g, 0)).toEqual(['Water 5', 'Light 1']);
    expect(deck(g, 1)[0]).toBe('Light 2');
  });
});

describe('plays made by card texts under bans (docs/rulings.md, "Plays restricted by Plague 0 / Metal 2")', () => {
  it('Luck 0\'s "You may play it": the opponent\'s Metal 2 and Plague 0 close two lines — the revealed card goes only into line 0, either face (Codex, Luck 0: up or down)', () => {
    let g = position({ players: [
      { protocols: ['Luck', 'Fire', 'Water'], hand: ['Luck 0'], deck: ['Luck 1', 'Fire 2', 'Fire 3'] },
      { protocols: ['Light', 'Metal', 'Plague'], stacks: [[], ['Metal 2'], ['Plague 0']] },
    ] });
    g = act(g, play('Luck 0', 0), stateNumber(1));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
    g = act(g, accept);
    expect(legalActions(g)).toEqual([
      { type: 'play', index: 0, line: 0, face: 'up' },
      { type: 'play', index: 0, line: 0, face: 'down' },
    ]);
  });

  it('Luck 0: the opponent\'s War 0 deletes my Spirit 1 after "Draw 3 cards", before "You may play it" — the revealed card must match a protocol again (FAQ: triggered effects resolve after each command; Spirit 1)', () => {
    let g = position({ players: [
      { protocols: ['Luck', 'Spirit', 'Fire'], stacks: [[], ['Spirit 1'], []], hand: ['Luck 0'], deck: ['Fire 1', 'Fire 2', 'Fire 3'] },
      { protocols: ['War', 'Light', 'Death'], stacks: [['War 0'], [], []] },
    ] });
    g = act(g, play('Luck 0', 0), stateNumber(1));
    // War 0: "After your opponent draws cards: You may delete 1 card."
    expect(awaiting(g)).toEqual({ player: 1, kind: 'card' });
    g = act(g, choose('Spirit 1'));
    expect(trash(g, 0)).toEqual(['Spirit 1']);
    g = act(g, accept);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'play' });
    expect(legalActions(g)).toEqual([
      { type: 'play', index: 0, line: 0, face: 'down' },
      { type: 'play', index: 0, line: 1, face: 'down' },
      { type: 'play', index: 0, line: 2, face: 'up' },
      { type: 'play', index: 0, line: 2, face: 'down' },
    ]);
  });

  it('Peace 2\'s "Play 1 card face-down" with the opponent\'s Metal 2 and Plague 0 in the two other lines: only its own line, for either card (Peace 2; Metal 2; Plague 0)', () => {
    const g = act(position({ players: [
      { protocols: ['Peace', 'Fire', 'Water'], hand: ['Peace 2', 'Fire 5'], deck: ['Water 4'] },
      { protocols: ['Light', 'Metal', 'Plague'], stacks: [[], ['Metal 2'], ['Plague 0']] },
    ] }), play('Peace 2', 0));
    expect(hand(g, 0)).toEqual(['Fire 5', 'Water 4']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'play' });
    expect(legalActions(g)).toEqual([
      { type: 'play', index: 0, line: 0, face: 'down' },
      { type: 'play', index: 1, line: 0, face: 'down' },
    ]);
  });

  it('Assimilation 6\'s End play onto the opponent\'s side: their Plague 0 and Metal 2 close two lines, so the card goes to the third without a question (docs/rulings.md, Assimilation 6 and "A forced choice with one option")', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ['Assimilation', 'Fire', 'Water'], stacks: [['Assimilation 6'], [], []], hand: ['Fire 5'], deck: ['Water 1', 'Water 2'] },
      { protocols: ['Plague', 'Metal', 'Death'], stacks: [['Plague 0'], ['Metal 2'], []] },
    ] }), play('Fire 5', 2, 'down'));
    expect(only(r.events, 'played')).toEqual([
      { type: 'played', player: 0, line: 2, face: 'down', card: null, from: 'hand' },
      { type: 'played', player: 0, line: 2, face: 'down', card: null, from: 'deck', side: 1 },
    ]);
    expect(stack(r.state, 1, 2)).toEqual(['Water 1 down']);
    expect(stack(r.state, 1, 0)).toEqual(['Plague 0']);
    expect(stack(r.state, 1, 1)).toEqual(['Metal 2']);
    expect(deck(r.state, 0)[0]).toBe('Water 2');
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('when: whose turn, which zone', () => {
  it('Fear 0 holds through its owner\'s End phase: Psychic 4\'s End return uncovers the opponent\'s Speed 1, which draws nothing (Fear 0: "During your turn")', () => {
    let g = position({ players: [
      { protocols: ['Psychic', 'Fear', 'Water'], stacks: [['Psychic 4'], ['Fear 0'], []], hand: ['Water 5'] },
      { protocols: ['Speed', 'Light', 'Death'], stacks: [['Speed 1', 'Light 5'], [], []], deck: ['Death 1', 'Death 2'] },
    ] });
    g = act(g, play('Water 5', 2, 'down'));
    // Psychic 4: "End: You may return 1 of your opponent's cards. If you do, flip this card."
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    const r = actWithEvents(g, choose('Light 5'));
    expect(only(r.events, 'returned', 'triggered', 'drew')).toEqual([{ type: 'returned', side: 1, by: 0, line: 0, card: 'Light 5' }]);
    expect(stack(r.state, 1, 0)).toEqual(['Speed 1']);
    expect(hand(r.state, 1)).toEqual(['Light 5']);
    expect(deck(r.state, 1).slice(0, 2)).toEqual(['Death 1', 'Death 2']);
    expect(stack(r.state, 0, 0)).toEqual(['Psychic 4 down']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Chaos 3\'s permission goes with the card to any zone it is played from: from the trash by Time 0, face-up into any line (cards.json notes, Chaos 3; docs/rulings.md)', () => {
    let g = position({ players: [
      { protocols: ['Time', 'Fire', 'Water'], hand: ['Time 0'], trash: ['Chaos 3'] },
      { protocols: ['Chaos', 'Light', 'Death'] },
    ] });
    g = act(g, play('Time 0', 0));
    expect(legalActions(g)).toEqual([
      { type: 'play', from: 'trash', index: 0, line: 0, face: 'up' },
      { type: 'play', from: 'trash', index: 0, line: 0, face: 'down' },
      { type: 'play', from: 'trash', index: 0, line: 1, face: 'up' },
      { type: 'play', from: 'trash', index: 0, line: 1, face: 'down' },
      { type: 'play', from: 'trash', index: 0, line: 2, face: 'up' },
      { type: 'play', from: 'trash', index: 0, line: 2, face: 'down' },
    ]);
    g = act(g, { type: 'play', from: 'trash', index: 0, line: 1, face: 'up' });
    expect(stack(g, 0, 1)).toEqual(['Chaos 3']);
  });

  it('Ice 6 is read at each draw: Love 1\'s End gives away the only card, so "draw 2 cards" draws 2; holding another card, it draws none (Ice 6; Codex, "Treat each sentence separately")', () => {
    for (const kept of [[], ['Water 3']]) {
      let g = position({ players: [
        { protocols: ['Love', 'Ice', 'Water'], stacks: [['Love 1'], ['Ice 6'], []], hand: ['Water 5', 'Water 4', ...kept], deck: ['Water 1', 'Water 2'] },
        { protocols: ['Light', 'Death', 'Metal'] },
      ] });
      g = act(g, play('Water 4', 2, 'down'));
      expect(awaiting(g)?.player).toBe(0);
      expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
      // Accepted, a single card is given without another question; with two, seat 0 picks.
      g = act(g, accept, ...(kept.length ? [pickHand('Water 5')] : []));
      expect(hand(g, 1)).toEqual(['Water 5']);
      expect(hand(g, 0)).toEqual(kept.length ? ['Water 3'] : ['Water 1', 'Water 2']);
      expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
    }
  });
});

describe('a continuous effect of a card in transit is not in force', () => {
  it('Metal 2 shifted off Gravity 6 by Psychic 3: Gravity 6, uncovered, makes me play into the line Metal 2 is leaving — the ban is not there while Metal 2 is committed (Codex, "Committed Cards"; community, "Committed Cards Are Not on the Field")', () => {
    let g = position({ players: [
      { protocols: ['Psychic', 'Fire', 'Water'], hand: ['Psychic 3'], deck: ['Fire 1', 'Fire 2'] },
      { protocols: ['Gravity', 'Metal', 'Death'], stacks: [['Gravity 6', 'Metal 2'], [], []], hand: ['Death 5'] },
    ] });
    // Psychic 3: "Your opponent discards 1 card. Shift 1 of their cards." — Metal 2, the only one.
    g = act(g, play('Psychic 3', 0));
    expect(trash(g, 1)).toEqual(['Death 5']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    const r = actWithEvents(g, line(1));
    expect(only(r.events, 'shifted', 'triggered', 'played')).toEqual([
      { type: 'shifted', side: 1, by: 0, from: 0, to: 1, card: 'Metal 2' },
      { type: 'triggered', player: 1, card: 'Gravity 6', section: 'middle' },
      { type: 'played', player: 0, line: 0, face: 'down', card: null, from: 'deck' },
    ]);
    expect(stack(r.state, 0, 0)).toEqual(['Psychic 3', 'Fire 1 down']);
    expect(stack(r.state, 1, 0)).toEqual(['Gravity 6']);
    expect(stack(r.state, 1, 1)).toEqual(['Metal 2']);
  });
});

describe('Ice 6 against a refresh a card asks for (War 1: "Discard any number of cards. Refresh.")', () => {
  it('keeping a card, Ice 6 leaves nothing to draw: no refresh, so the control component I hold is not spent; discarding both, the refresh spends it and draws 5 (Codex, Ice 6; community, "Refresh Limitation"; docs/rulings.md, Spirit 0)', () => {
    const start = () => position({ turn: 1, controlHolder: 0, players: [
      { protocols: ['War', 'Ice', 'Fire'], stacks: [['War 1'], ['Ice 6'], []], hand: ['Fire 1', 'Fire 2'], deck: ['Fire 3', 'Fire 4', 'War 2', 'War 3', 'War 4', 'Ice 1'] },
      { protocols: ['Metal', 'Light', 'Life'], hand: ['Metal 1'], deck: ['Metal 2', 'Metal 3', 'Light 1', 'Light 2'] },
    ] });
    let r = actWithEvents(start(), { type: 'refresh' }, pickHand('Fire 1'), pass);
    expect(only(r.events, 'refreshed', 'controlUsed')).toEqual([{ type: 'refreshed', player: 1 }]);
    expect(r.state.control).toBe(0);
    expect(hand(r.state, 0)).toEqual(['Fire 2']);
    expect(trash(r.state, 0)).toEqual(['Fire 1']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });

    r = actWithEvents(start(), { type: 'refresh' }, pickHand('Fire 1'), pickHand('Fire 2'));
    expect(r.state.control).toBeNull();
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'control' });
    r = actWithEvents(r.state, pass);
    expect(only(r.events, 'refreshed', 'drew')).toEqual([
      { type: 'refreshed', player: 0 },
      { type: 'drew', player: 0, count: 5, fromOpponent: false },
    ]);
    expect(hand(r.state, 0)).toEqual(['Fire 3', 'Fire 4', 'War 2', 'War 3', 'War 4']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('"this line" follows the card', () => {
  it('Mirror 2 swaps my Metal 2 and Plague 0 stacks: each ban now closes the line its card is in (Codex, Mirror 2; Metal 2, Plague 0: "in this line")', () => {
    const before = position({ turn: 1, players: [
      { protocols: ['Mirror', 'Metal', 'Plague'], stacks: [['Mirror 4'], ['Metal 2'], ['Plague 0']] },
      { protocols: ['Fire', 'Light', 'Death'], hand: ['Light 5'] },
    ] });
    expect(legalActions(before)).toEqual([
      { type: 'play', index: 0, line: 0, face: 'down' },
      { type: 'play', index: 0, line: 1, face: 'up' },
      { type: 'refresh' },
    ]);
    let g = position({ players: [
      { protocols: ['Mirror', 'Metal', 'Plague'], stacks: [[], ['Metal 2'], ['Plague 0']], hand: ['Mirror 2'] },
      { protocols: ['Fire', 'Light', 'Death'], hand: ['Light 5'] },
    ] });
    g = act(g, play('Mirror 2', 0), line(1), line(2));
    expect(stack(g, 0, 1)).toEqual(['Plague 0']);
    expect(stack(g, 0, 2)).toEqual(['Metal 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
    expect(legalActions(g)).toEqual([
      { type: 'play', index: 0, line: 0, face: 'down' },
      { type: 'refresh' },
    ]);
    expect(() => act(g, play('Light 5', 1))).toThrow(/not legal/);
  });

  it('a covered face-up card shifted into the line of the opponent\'s Apathy 2 lands uncovered but resolves nothing; shifted onto my own stack instead, it resolves (Chaos 2; community, Apathy 2: both players\' cards)', () => {
    for (const to of [2, 0] as const) {
      let g = position({ players: [
        { protocols: ['Chaos', 'Speed', 'Fire'], stacks: [[], ['Speed 1', 'Fire 5 down'], []], hand: ['Chaos 2'], deck: ['Fire 1', 'Fire 2'] },
        { protocols: ['Light', 'Death', 'Apathy'], stacks: [[], [], ['Apathy 2']] },
      ] });
      // Chaos 2: "Shift 1 of your covered cards." — Speed 1, the only one.
      g = act(g, play('Chaos 2', 0));
      expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
      g = act(g, line(to));
      expect(stack(g, 0, to)).toEqual(to === 0 ? ['Chaos 2', 'Speed 1'] : ['Speed 1']);
      expect(hand(g, 0)).toEqual(to === 0 ? ['Fire 1', 'Fire 2'] : []);
      expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
    }
  });
});

describe('value comparisons read Darkness 2', () => {
  it('Hate 4 about to be covered: "the lowest value covered card in this line" — the face-down card under Darkness 2 is worth 4, so Darkness 2 (2) is the lowest, deleted without a question (Hate 4; community, Darkness 2)', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ['Hate', 'Darkness', 'Fire'], stacks: [['Fire 3 down', 'Darkness 2', 'Hate 4'], [], []], hand: ['Fire 5'] },
      { protocols: ['Light', 'Death', 'Metal'], stacks: [['Light 3', 'Light 1'], [], []] },
    ] }), play('Fire 5', 0, 'down'));
    expect(only(r.events, 'deleted')).toEqual([{ type: 'deleted', side: 0, by: 0, line: 0, cards: ['Darkness 2'] }]);
    expect(stack(r.state, 0, 0)).toEqual(['Fire 3 down', 'Hate 4', 'Fire 5 down']);
    expect(stack(r.state, 1, 0)).toEqual(['Light 3', 'Light 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('totals are read when a command resolves, not when it was noted', () => {
  it('End: Fire 3 resolved first flips the opponent\'s Light 5 face-down (5 → 2), so Courage 3, next, may go only to the Death 4 line (Codex, "Start and End Effects": performed one at a time; community, Ice 3: conditions read on resolving)', () => {
    let g = position({ players: [
      { protocols: ['Courage', 'Fire', 'Water'], stacks: [['Courage 3'], ['Fire 3'], []], hand: ['Water 5', 'Water 4'] },
      { protocols: ['Metal', 'Light', 'Death'], stacks: [[], ['Light 5'], ['Death 4']] },
    ] });
    g = act(g, play('Water 4', 2, 'down'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'order' });
    // Fire 3 first: "You may discard 1 card. If you do, flip 1 card."
    g = act(g, optionNamed('Fire 3'), accept, choose('Light 5'));
    expect(stack(g, 1, 1)).toEqual(['Light 5 down']);
    expect(totals(g)[1]).toEqual([0, 2, 4]);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(2), pass]);
  });
});

describe('a ban on plays is not a ban on flips', () => {
  it('under the opponent\'s Psychic 1, Luck 1 (uncovered on their turn) plays its card face-down and then flips it face-up: Psychic 1 forbids face-up plays, not flips (Psychic 1: "can only play cards face-down"; Codex, Luck 1 errata)', () => {
    let g = position({ turn: 1, players: [
      { protocols: ['Luck', 'Fire', 'Water'], stacks: [['Luck 1', 'Fire 5'], [], []], deck: ['Water 3', 'Water 1'] },
      { protocols: ['Psychic', 'Hate', 'Metal'], stacks: [['Psychic 1'], [], []], hand: ['Hate 0'] },
    ] });
    g = act(g, play('Hate 0', 1), choose('Fire 5'));
    // Luck 1, uncovered, resolves for seat 0: "Play the top card of your deck face-down."
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(0), line(1), line(2)]);
    const r = actWithEvents(g, line(2));
    expect(only(r.events, 'played', 'flipped')).toEqual([
      { type: 'played', player: 0, line: 2, face: 'down', card: null, from: 'deck' },
      { type: 'flipped', side: 0, by: 0, line: 2, card: 'Water 3', face: 'up' },
    ]);
    expect(stack(r.state, 0, 2)).toEqual(['Water 3']);
    expect(stack(r.state, 1, 0)).toEqual(['Psychic 1']);
    expect(trash(r.state, 0)).toEqual(['Fire 5']);
  });
});

describe('legalActions against an independent reading of the card texts, over seeded games', () => {
  /** Every card on the field, as the texts read it. */
  const field = (g: GameState) => {
    const out: { name: string; side: 0 | 1; line: number; covered: boolean; up: boolean }[] = [];
    for (const side of [0, 1] as const) {
      g.players[side]!.stacks.forEach((st, l) => st.forEach((c, i) => out.push({ name: g.cards[c]!, side, line: l, covered: i < st.length - 1, up: g.up[c]! })));
    }
    return out;
  };

  /**
   * Whether `player` may play `card` into `side`'s stack in line `l`, face-`up`, read from the texts alone:
   * face-up needs a matching protocol (Codex, "Playing a Card") unless Chaos 3 / Corruption 0 (their own
   * bottom), my Spirit 1 (top, covered too) or a Unity 1 in the line (bottom: uncovered) for a Unity card;
   * the opponent's Psychic 1 (top) bars face-up plays, their Metal 2 (top) face-down plays in its line,
   * their Plague 0 (bottom: uncovered) every play in its line; only Corruption 0 goes, face-up, to the
   * opponent's side. Face-down cards have no text.
   */
  const mayPlay = (g: GameState, player: 0 | 1, card: number, l: number, up: boolean, side: 0 | 1): boolean => {
    const name = g.cards[card]!;
    const protocol = name.split(' ')[0]!;
    const f = field(g);
    const opp = player === 0 ? 1 : 0;
    const has = (n: string, where: (x: (typeof f)[number]) => boolean) => f.some((x) => x.name === n && x.up && where(x));
    if (side !== player && !(name === 'Corruption 0' && up)) return false;
    if (has('Plague 0', (x) => x.side === opp && x.line === l && !x.covered)) return false;
    if (!up) return !has('Metal 2', (x) => x.side === opp && x.line === l);
    if (has('Psychic 1', (x) => x.side === opp)) return false;
    if (g.players[0]!.protocols[l]!.name === protocol || g.players[1]!.protocols[l]!.name === protocol) return true;
    if (name === 'Chaos 3' || name === 'Corruption 0') return true;
    if (has('Spirit 1', (x) => x.side === player)) return true;
    return protocol === 'Unity' && has('Unity 1', (x) => x.line === l && !x.covered);
  };

  const expectedPlays = (g: GameState, player: 0 | 1, from: 'hand' | 'trash') => {
    const out: string[] = [];
    g.players[player]![from].forEach((card, index) => {
      for (const side of [player, player === 0 ? 1 : 0] as const) {
        for (const l of [0, 1, 2] as const) {
          for (const face of ['up', 'down'] as const) {
            if (!mayPlay(g, player, card, l, face === 'up', side)) continue;
            out.push(JSON.stringify({ type: 'play', index, line: l, face, ...(from === 'trash' ? { from } : {}), ...(side !== player ? { side } : {}) }));
          }
        }
      }
    });
    return out.sort();
  };

  const keyOf = (a: object) => {
    const { type, index, line: l, face, from, side } = a as { type: string; index: number; line: number; face: string; from?: string; side?: number };
    return JSON.stringify({ type, index, line: l, face, ...(from ? { from } : {}), ...(side !== undefined ? { side } : {}) });
  };

  it('every action-phase play and refresh, and every play a text offers (Speed 0 and Time 0 exactly), in 120 seeded games with three of Metal, Plague, Psychic, Spirit, Unity and three of Chaos, Corruption, Ice, Speed, Darkness, Time (card texts; Codex, "Playing a Card"; rulebook, "Face-down"; docs/rulings.md, bans against permissions)', () => {
    const lasting = ['Metal', 'Plague', 'Psychic', 'Spirit', 'Unity'];
    const others = ['Chaos', 'Corruption', 'Ice', 'Speed', 'Darkness', 'Time'];
    // mulberry32: a small seeded generator, exact in 32-bit integer arithmetic.
    let rng = 20260401;
    const next = () => {
      rng = (rng + 0x6d2b79f5) | 0;
      let t = Math.imul(rng ^ (rng >>> 15), 1 | rng);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return (t ^ (t >>> 14)) >>> 0;
    };
    const shuffled = <T>(xs: T[]): T[] => {
      const out = [...xs];
      for (let i = out.length - 1; i > 0; i--) {
        const j = next() % (i + 1);
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    };
    let checkedActions = 0;
    let checkedPrompts = 0;
    /** Action-phase decisions taken while each text was in play (the opponent's, for a ban; in hand, for Chaos 3 and Corruption 0). */
    const seen: Record<string, number> = { 'Plague 0': 0, 'Metal 2': 0, 'Psychic 1': 0, 'Spirit 1': 0, 'Unity 1': 0, 'Ice 6': 0, 'Chaos 3': 0, 'Corruption 0': 0 };
    for (let game = 0; game < 120; game++) {
      const picked = shuffled([...shuffled(lasting).slice(0, 3), ...shuffled(others).slice(0, 3)]);
      let g = createGame({ seed: game + 1, protocols: [picked.slice(0, 3), picked.slice(3, 6)] });
      for (let n = 0; !g.result && n < 300; n++) {
        const p = g.prompt!;
        const actions = legalActions(g);
        if (p.kind === 'action') {
          const me = p.player;
          const ps = g.players[me]!;
          const f = field(g);
          const expected = expectedPlays(g, me, 'hand');
          const refreshOk = ps.hand.length < 5 && ps.deck.length + ps.trash.length > 0
            && !(ps.hand.length > 0 && f.some((x) => x.name === 'Ice 6' && x.up && x.side === me));
          if (refreshOk) expected.push(JSON.stringify({ type: 'refresh' }));
          const got = actions.map((a) => (a.type === 'play' ? keyOf(a) : JSON.stringify(a))).sort();
          expect({ state: n, game, got }).toEqual({ state: n, game, got: expected.sort() });
          checkedActions++;
          for (const x of f) if (x.up && x.name in seen && (x.name === 'Spirit 1' || x.name === 'Ice 6' || x.name === 'Unity 1' ? x.side === me : x.side !== me)) seen[x.name]!++;
          for (const c of ps.hand) if (g.cards[c] === 'Chaos 3' || g.cards[c] === 'Corruption 0') seen[g.cards[c]!]!++;
        } else if (p.kind === 'play') {
          const got = actions.map(keyOf).sort();
          const all = expectedPlays(g, p.player, p.from);
          for (const a of got) expect({ game, n, text: p.text, a, legal: all.includes(a) }).toEqual({ game, n, text: p.text, a, legal: true });
          if (p.text.startsWith('Speed 0:') || p.text.startsWith('Time 0:')) expect({ game, n, got }).toEqual({ game, n, got: all });
          checkedPrompts++;
        }
        // Face-up plays, when there are some, two times in three: more lasting texts reach the field.
        const up = actions.filter((a) => a.type === 'play' && a.face === 'up');
        const pickFrom = up.length > 0 && next() % 3 > 0 ? up : actions;
        g = applyAction(g, pickFrom[next() % pickFrom.length]!).state;
      }
    }
    expect(checkedActions).toBeGreaterThan(3000);
    expect(checkedPrompts).toBeGreaterThan(20);
    for (const [card, count] of Object.entries(seen)) expect({ card, enough: count >= 30 }).toEqual({ card, enough: true });
  });
});
