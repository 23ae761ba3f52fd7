/**
 * An adversarial audit of how cards read VALUES and COUNTS: "the value of that card", "with a
 * value of N", "highest/lowest value", totals and bonuses, face-down values (2, or 4 under
 * Darkness 2), and counts of hands, lines, protocols and discarded cards — each read with the card
 * (or the cards counted) in every state it can be in at that moment: face-up or face-down, covered
 * or not, committed between zones, in a hand or a trash, on either side.
 */
import { describe, expect, it } from 'vitest';
import {
  act, actWithEvents, awaiting, choose, deck, hand, line, pass, pickHand, play, position, stack, trash,
} from '../../src/testing.js';
import { legalActions, viewFor } from '../../src/index.js';
import type { GameState } from '../../src/index.js';
import { only } from '../cards/events.js';

/** A card on the field, as a `card` choice names it. */
const card = (player: 0 | 1, l: number, index: number) => ({ type: 'card', player, line: l, index });

/** Both seats' line totals as the view shows them: `[seat 0's three, seat 1's three]`. */
const totals = (g: GameState) => {
  const v = viewFor(g, 0);
  return [v.players[0].totals, v.players[1].totals];
};

describe('"the value of that card" (Light 0) in every state the card can end in', () => {
  it('Light 0 flips Darkness 2 itself face-down: its own "value of 4" is no longer in force, so it is worth 2 — 2 cards drawn (Codex, Light 0 clarification: "checks the current value of the card"; rulebook, "Face-down": no commands)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Light', 'Darkness', 'Fire'], hand: ['Light 0'], stacks: [[], ['Fire 5 down', 'Darkness 2'], []],
        deck: ['Fire 0', 'Fire 1', 'Fire 2', 'Fire 3', 'Fire 4'] },
      { protocols: ['Metal', 'Water', 'Death'], stacks: [['Metal 5 down'], [], []], hand: ['Water 1'] },
    ] });
    g = act(g, play('Light 0', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Darkness 2'));
    expect(stack(g, 0, 1)).toEqual(['Fire 5 down', 'Darkness 2 down']);
    expect(hand(g, 0)).toEqual(['Fire 0', 'Fire 1']);
    expect(deck(g, 0)).toEqual(['Fire 2', 'Fire 3', 'Fire 4']);
  });

  it('Light 0 flips a face-down card of a Darkness 2 stack face-up: it now shows its printed 3, not the 4 it was worth face-down — 3 cards drawn (Codex, Light 0: "current value"; Darkness 2 reaches face-down cards only)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Light', 'Darkness', 'Fire'], hand: ['Light 0'], stacks: [[], ['Darkness 2', 'Fire 3 down'], []],
        deck: ['Fire 0', 'Fire 1', 'Fire 2', 'Fire 4', 'Fire 5'] },
      { protocols: ['Metal', 'Water', 'Death'], stacks: [['Metal 5 down'], [], []], hand: ['Water 1'] },
    ] });
    expect(totals(g)[0]).toEqual([0, 6, 0]);
    g = act(g, play('Light 0', 0));
    g = act(g, choose('Fire 3'));
    expect(stack(g, 0, 1)).toEqual(['Darkness 2', 'Fire 3']);
    expect(hand(g, 0)).toEqual(['Fire 0', 'Fire 1', 'Fire 2']);
  });

  it('Light 0 flips the opponent\'s face-up card face-down into the opponent\'s Darkness 2 stack: worth 4 there — 4 cards drawn (Codex, Light 0; community, Darkness 2: "all value-checking effects")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Light', 'Fire', 'Water'], hand: ['Light 0'], deck: ['Fire 0', 'Fire 1', 'Fire 2', 'Fire 3', 'Fire 4', 'Fire 5'] },
      { protocols: ['Darkness', 'Metal', 'Death'], stacks: [['Darkness 2', 'Metal 0'], [], []], hand: ['Death 1'] },
    ] });
    g = act(g, play('Light 0', 0));
    g = act(g, choose('Metal 0'));
    expect(stack(g, 1, 0)).toEqual(['Darkness 2', 'Metal 0 down']);
    expect(hand(g, 0)).toEqual(['Fire 0', 'Fire 1', 'Fire 2', 'Fire 3']);
  });

  it('Light 0 flips a face-down Water 4 up, and Water 4 returns itself: "that card" is in its owner\'s hand, private information worth 2, not its printed 4 — 2 cards drawn (Codex, Light 0 ruling: "If the Metal 6 is private information … it has a value of 2")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Light', 'Water', 'Fire'], hand: ['Light 0'], stacks: [[], ['Water 4 down'], []],
        deck: ['Fire 0', 'Fire 1', 'Fire 2', 'Fire 3', 'Fire 4'] },
      { protocols: ['Metal', 'Speed', 'Death'], stacks: [['Metal 5 down'], [], []], hand: ['Death 1'] },
    ] });
    g = act(g, play('Light 0', 0));
    g = act(g, choose('Water 4'));
    // Water 4, face-up: "Return 1 of your cards." — Light 0 or Water 4.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Water 4'));
    expect(stack(g, 0, 1)).toEqual([]);
    expect(stack(g, 0, 0)).toEqual(['Light 0']);
    expect(hand(g, 0)).toEqual(['Water 4', 'Fire 0', 'Fire 1']);
  });
});

describe('counts read while a card is committed', () => {
  it('Peace 6 uncovered by Water 3\'s "return all": the returned card is committed to the hand, not in it, while Peace 6 resolves — 1 card in hand, so Peace 6 stays face-up; with 2 cards already in hand it flips (Codex, "Committed Cards": "When the consequences of them leaving their current zone are done (e.g. uncovering a card and triggering its middle command), the committed card lands in the new zone")', () => {
    const run = (extra: string[]) => act(position({ unplaced: 'absent', players: [
      { protocols: ['Water', 'Peace', 'Fire'], hand: ['Water 3', ...extra], stacks: [[], ['Peace 6', 'Fire 2 down'], []] },
      { protocols: ['Light', 'Death', 'Life'], stacks: [['Light 5'], [], []], hand: ['Life 1'] },
    ] }), play('Water 3', 0));
    let g = run(['Fire 1']);
    expect(stack(g, 0, 1)).toEqual(['Peace 6']);
    expect(hand(g, 0)).toEqual(['Fire 1', 'Fire 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
    g = run(['Fire 1', 'Fire 3']);
    expect(stack(g, 0, 1)).toEqual(['Peace 6 down']);
    expect(hand(g, 0)).toEqual(['Fire 1', 'Fire 3', 'Fire 2']);
  });
});

describe('protocol counts: "different protocols on cards" (Diversity)', () => {
  it('Diversity 4: a covered face-up Fire 1 counts its protocol, face-down cards none — 4 protocols (Diversity, Fire, Water, Light), so every uncovered card worth under 4 may be flipped, face-down ones (2) included, Diversity 4 (4) not (community, Diversity 0: "Checks all face-up cards on the field, both covered and uncovered … Face-down cards … have no protocol")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Diversity', 'Fire', 'Water'], hand: ['Diversity 4'], stacks: [[], ['Fire 1', 'Fire 5 down'], ['Water 3']] },
      { protocols: ['Light', 'Death', 'Life'], stacks: [['Light 1'], ['Death 2 down'], []], hand: ['Life 1'] },
    ] });
    g = act(g, play('Diversity 4', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    expect(legalActions(g)).toEqual([card(0, 1, 1), card(0, 2, 0), card(1, 0, 0), card(1, 1, 0)]);
  });

  it('Diversity 4 with 3 protocols on cards (face-down Fire 1 shows none): Water 3 (3) is not "less than" 3, only the cards worth 2 or less (Diversity 4)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Diversity', 'Fire', 'Water'], hand: ['Diversity 4'], stacks: [[], ['Fire 1 down', 'Fire 5 down'], ['Water 3']] },
      { protocols: ['Light', 'Death', 'Life'], stacks: [['Light 1'], ['Death 2 down'], []], hand: ['Life 1'] },
    ] });
    g = act(g, play('Diversity 4', 0));
    expect(legalActions(g)).toEqual([card(0, 1, 1), card(1, 0, 0), card(1, 1, 0)]);
  });

  it('Diversity 1 draws the number of different protocols on cards in its line once the shifted card has landed there: Fire (covered), Diversity, Light (covered), Death, Life (shifted in) = 5; the face-down Water card counts none (Diversity 1; Codex, "Shifting a Card")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Diversity', 'Fire', 'Water'], hand: ['Diversity 1'], stacks: [['Water 5 down', 'Fire 1'], [], []],
        deck: ['Fire 0', 'Fire 2', 'Fire 3', 'Fire 4', 'Fire 5', 'Water 0', 'Water 1'] },
      { protocols: ['Light', 'Death', 'Life'], stacks: [['Light 1', 'Death 3'], [], ['Life 1']], hand: ['Life 2'] },
    ] });
    g = act(g, play('Diversity 1', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Life 1'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    g = act(g, line(0));
    expect(stack(g, 1, 0)).toEqual(['Light 1', 'Death 3', 'Life 1']);
    expect(hand(g, 0)).toEqual(['Fire 0', 'Fire 2', 'Fire 3', 'Fire 4', 'Fire 5']);
    expect(deck(g, 0)).toEqual(['Water 0', 'Water 1']);
  });

  it('Diversity 3 adds 2 for a covered face-up non-Diversity card of its stack; not for a face-down one, nor for one in the opponent\'s stack of the line, nor for Diversity cards (Diversity 3: "any non-Diversity face-up cards in this stack")', () => {
    const at = (mine: string[], theirs: string[]) => totals(position({ unplaced: 'absent', players: [
      { protocols: ['Diversity', 'Fire', 'Water'], stacks: [mine, [], []], hand: ['Water 1'] },
      { protocols: ['Light', 'Death', 'Life'], stacks: [theirs, [], []], hand: ['Life 1'] },
    ] }));
    expect(at(['Fire 1', 'Diversity 3'], [])).toEqual([[6, 0, 0], [0, 0, 0]]);
    expect(at(['Fire 1 down', 'Diversity 3'], ['Light 1'])).toEqual([[5, 0, 0], [1, 0, 0]]);
    expect(at(['Diversity 0', 'Diversity 3'], ['Light 1'])).toEqual([[3, 0, 0], [1, 0, 0]]);
  });
});

describe('"with a value of N" and face-down values', () => {
  it('Death 2 with Darkness 2 face-down in the stack: nothing makes the face-down cards worth 4, so all of them — Darkness 2 too — are worth 2 and deleted (community, Darkness 2; rulebook, "Face-down")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Death', 'Darkness', 'Fire'], hand: ['Death 2'], stacks: [[], ['Fire 5 down', 'Darkness 2 down', 'Fire 4 down'], []] },
      { protocols: ['Light', 'Water', 'Life'], stacks: [[], ['Light 5'], []], hand: ['Life 1'] },
    ] });
    g = act(g, play('Death 2', 0));
    // Death 2 itself (2) makes line 0 a choice too.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(0), line(1)]);
    g = act(g, line(1));
    expect(stack(g, 0, 1)).toEqual([]);
    expect(stack(g, 1, 1)).toEqual(['Light 5']);
    expect(trash(g, 0).sort()).toEqual(['Darkness 2', 'Fire 4', 'Fire 5']);
  });

  it('Death 4 "a card with a value of 0 or 1": a face-down card is never 0 or 1, a covered 0 is not selectable, the uncovered face-up 0 and 1 of both sides are (Death 4; Codex, "Selecting and Targeting")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Death', 'Metal', 'Fire'], hand: ['Death 4'], stacks: [[], ['Metal 0', 'Metal 5'], ['Fire 1']] },
      { protocols: ['Light', 'Water', 'Life'], stacks: [['Light 0'], ['Water 1 down'], ['Life 0', 'Life 2 down']], hand: ['Life 1'] },
    ] });
    g = act(g, play('Death 4', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    expect(legalActions(g)).toEqual([card(0, 2, 0), card(1, 0, 0)]);
  });

  it('Luck 2 reads the discarded card in the trash (printed 3) before drawing, even when the draw refills the deck from that trash: 3 cards drawn (Codex, Light 0 ruling: trash cards are face-up; Luck 2)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Luck', 'Fire', 'Water'], hand: ['Luck 2'], deck: ['Fire 3'], trash: ['Fire 0', 'Fire 1', 'Water 0'] },
      { protocols: ['Light', 'Death', 'Life'], stacks: [['Light 5'], [], []], hand: ['Life 1'] },
    ] });
    g = act(g, play('Luck 2', 0));
    expect(hand(g, 0)).toHaveLength(3);
    expect(deck(g, 0)).toHaveLength(1);
    expect(trash(g, 0)).toEqual([]);
  });
});

describe('"the amount discarded" while "After you discard" texts answer the discard', () => {
  it('Fire 4 with my Corruption 2: my 2 discards make the opponent discard 1 (Corruption 2), and Fire 4 still draws 2 + 1 = 3 — the opponent\'s discard is not "the amount discarded" (Fire 4; Corruption 2)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Fire', 'Corruption', 'Water'], hand: ['Fire 4', 'Water 1', 'Water 2', 'Water 3'], stacks: [[], ['Corruption 2'], []],
        deck: ['Fire 0', 'Fire 1', 'Fire 2', 'Fire 3', 'Fire 5'] },
      { protocols: ['Light', 'Death', 'Life'], stacks: [['Light 5'], [], []], hand: ['Life 1', 'Life 2'] },
    ] });
    g = act(g, play('Fire 4', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    g = act(g, pickHand('Water 1'), pickHand('Water 2'));
    g = act(g, pass);
    // Corruption 2: the opponent discards 1 of their 2 cards.
    if (awaiting(g)?.kind === 'hand' && awaiting(g)?.player === 1) g = act(g, pickHand('Life 1'));
    expect(trash(g, 1)).toHaveLength(1);
    expect(trash(g, 0)).toEqual(['Water 1', 'Water 2']);
    expect(hand(g, 0)).toEqual(['Water 3', 'Fire 0', 'Fire 1', 'Fire 2']);
  });

  it('Plague 2 with my Corruption 2: I discard 1, Corruption 2 makes the opponent discard 1, then Plague 2 makes them discard 1 + 1 = 2 more (Plague 2; Corruption 2)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Plague', 'Corruption', 'Water'], hand: ['Plague 2', 'Water 1', 'Water 2'], stacks: [[], ['Corruption 2'], []] },
      { protocols: ['Light', 'Death', 'Life'], stacks: [['Light 5'], [], []], hand: ['Life 1', 'Life 2', 'Life 3', 'Life 4', 'Death 1'] },
    ] });
    g = act(g, play('Plague 2', 0));
    g = act(g, pickHand('Water 1'), pass);
    // Corruption 2's discard (1), then Plague 2's (2): the opponent picks each time.
    for (let i = 0; i < 3 && awaiting(g)?.player === 1 && awaiting(g)?.kind === 'hand'; i++) g = act(g, legalActions(g)[0]!);
    expect(trash(g, 0)).toEqual(['Water 1']);
    expect(trash(g, 1)).toHaveLength(3);
    expect(hand(g, 1)).toHaveLength(2);
  });

  it('Fear 1 against the opponent\'s Peace 4: they discard 3, Peace 4 draws them 1, and Fear 1 then has them draw 3 − 1 = 2 — hand of 3 (Fear 1; Peace 4: "After you discard cards during your opponent\'s turn")', () => {
    const r = actWithEvents(position({ unplaced: 'absent', players: [
      { protocols: ['Fear', 'Fire', 'Water'], hand: ['Fear 1'], deck: ['Fire 3', 'Fire 4'] },
      { protocols: ['Peace', 'Speed', 'Life'], stacks: [['Peace 4'], [], []], hand: ['Life 1', 'Life 2', 'Speed 1'], deck: ['Speed 3', 'Speed 4', 'Speed 5', 'Life 3'] },
    ] }), play('Fear 1', 0));
    const g = r.state;
    expect(trash(g, 1)).toEqual(['Life 1', 'Life 2', 'Speed 1']);
    expect(hand(g, 1)).toEqual(['Speed 3', 'Speed 4', 'Speed 5']);
    expect(deck(g, 1)).toEqual(['Life 3']);
  });

  it('Fire 4 under my Ice 6: discarding my whole hand empties it, so "the amount discarded plus 1" is drawn in one batch; keeping a card, nothing is drawn (Codex, Ice 6: "Cards are drawn in a batch")', () => {
    const start = () => act(position({ unplaced: 'absent', players: [
      { protocols: ['Fire', 'Ice', 'Water'], hand: ['Fire 4', 'Water 1', 'Water 2'], stacks: [[], ['Ice 6'], []],
        deck: ['Fire 0', 'Fire 1', 'Fire 2', 'Fire 3', 'Fire 5'] },
      { protocols: ['Light', 'Death', 'Life'], stacks: [['Light 5'], [], []], hand: ['Life 1'] },
    ] }), play('Fire 4', 0));
    let g = act(start(), pickHand('Water 1'), pickHand('Water 2'));
    expect(hand(g, 0)).toEqual(['Fire 0', 'Fire 1', 'Fire 2']);
    g = act(start(), pickHand('Water 1'), pass);
    expect(hand(g, 0)).toEqual(['Water 2']);
    expect(deck(g, 0)).toEqual(['Fire 0', 'Fire 1', 'Fire 2', 'Fire 3', 'Fire 5']);
  });
});

describe('line counts', () => {
  it('Gravity 0 counts both stacks of its line, itself included, once: 5 cards → 2 cards slipped under it (Gravity 0: "For every 2 cards in this line")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Gravity', 'Fire', 'Water'], hand: ['Gravity 0'], stacks: [['Fire 1 down'], [], []], deck: ['Fire 0', 'Fire 2', 'Fire 3', 'Fire 4'] },
      { protocols: ['Light', 'Death', 'Life'], stacks: [['Light 5 down', 'Light 1', 'Life 2 down'], [], []], hand: ['Life 1'] },
    ] });
    g = act(g, play('Gravity 0', 0));
    expect(stack(g, 0, 0)).toEqual(['Fire 1 down', 'Fire 0 down', 'Fire 2 down', 'Gravity 0']);
    expect(deck(g, 0)).toEqual(['Fire 3', 'Fire 4']);
  });

  it('Metal 3: a line of exactly 8 cards across both stacks, face-down and covered ones too, is deleted; Metal 3\'s own line is "other" than none (Metal 3; FAQ, "Line"; community, Metal 3)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Metal', 'Fire', 'Water'], hand: ['Metal 3'], stacks: [[], ['Fire 0 down', 'Fire 1 down', 'Fire 2', 'Fire 3 down'], ['Water 1']], deck: ['Metal 1'] },
      { protocols: ['Light', 'Death', 'Life'], stacks: [[], ['Light 0 down', 'Light 1', 'Death 1 down', 'Life 2 down'], ['Life 3']], hand: ['Life 1'] },
    ] });
    const r = actWithEvents(g, play('Metal 3', 0));
    g = r.state;
    expect(stack(g, 0, 1)).toEqual([]);
    expect(stack(g, 1, 1)).toEqual([]);
    expect(stack(g, 0, 2)).toEqual(['Water 1']);
    expect(hand(g, 0)).toEqual(['Metal 1']);
    expect(only(r.events, 'deleted')).toHaveLength(2);
  });
});

describe('more value and count reads', () => {
  it('Light 0 flips the opponent\'s face-down Metal 6 face-up: its top text was not in force when the flip began, so it stays, face-up, worth 6 — 6 cards drawn (Codex, Light 0; community, Metal 6: face-down "Metal 6\'s text was not active")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Light', 'Fire', 'Water'], hand: ['Light 0'], deck: ['Fire 0', 'Fire 1', 'Fire 2', 'Fire 3', 'Fire 4', 'Fire 5', 'Water 0'] },
      { protocols: ['Metal', 'Death', 'Life'], stacks: [['Metal 6 down'], [], []], hand: ['Death 1'] },
    ] });
    g = act(g, play('Light 0', 0));
    g = act(g, choose('Metal 6'));
    expect(stack(g, 1, 0)).toEqual(['Metal 6']);
    expect(hand(g, 0)).toEqual(['Fire 0', 'Fire 1', 'Fire 2', 'Fire 3', 'Fire 4', 'Fire 5']);
  });

  it('Unity 2 counts the face-up Unity cards of the field, covered ones and itself included, not a face-down one: 3 cards drawn (Unity 2; docs/rulings.md, "Cards with a protocol")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Unity', 'Fire', 'Water'], hand: ['Unity 2'], stacks: [['Unity 0', 'Unity 3'], [], ['Unity 5 down']],
        deck: ['Fire 0', 'Fire 1', 'Fire 2', 'Fire 3', 'Fire 4'] },
      { protocols: ['Light', 'Death', 'Life'], stacks: [['Light 5'], [], []], hand: ['Life 1'] },
    ] });
    g = act(g, play('Unity 2', 0));
    expect(hand(g, 0)).toEqual(['Fire 0', 'Fire 1', 'Fire 2']);
  });

  it('Courage 1 reads totals with the opponent\'s Diversity 3 bonus: 1 + 3 + 2 = 6 against my 5 is "a higher total value" — their Diversity 3 may be deleted as well as the Light 5 across from Courage 1 (Courage 1; Diversity 3)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Courage', 'Fire', 'Water'], hand: ['Courage 1'], stacks: [[], ['Fire 5'], ['Water 3']] },
      { protocols: ['Light', 'Diversity', 'Life'], stacks: [['Light 5'], ['Light 1', 'Diversity 3'], ['Life 2']], hand: ['Life 1'] },
    ] });
    expect(totals(g)).toEqual([[0, 5, 3], [5, 6, 2]]);
    g = act(g, play('Courage 1', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    expect(legalActions(g)).toEqual([card(1, 0, 0), card(1, 1, 1)]);
  });
});
