/**
 * Adversarial reading of Chaos, Clarity, Corruption, Courage, Fear and Ice (Main 2): the edge
 * cases the per-protocol tests and the earlier audits (audit-chaos-fear, audit-ice-smoke) leave
 * unpinned — continuous effects switching on mid-resolution, texts cut short by a trigger, Start /
 * End commands noted then covered or uncovered, commit order, ownership, hidden information, empty
 * decks and Ice 6.
 */
import { describe, expect, it } from 'vitest';
import {
  accept, actWithEvents, awaiting, choose, deck, hand, line, optionNamed, phase, play, position, stack, trash,
} from '../../src/testing.js';
import { eventsFor, legalActions, viewFor } from '../../src/index.js';
import { story } from './story.js';

describe('Fear 0', () => {
  it('top: turned face-up while an opponent\'s middle command waits its turn, it takes that command away (Codex, "Processing Multiple Cards Triggering Simultaneously"; Fear 0 read when each command\'s turn comes)', () => {
    const g = position({ unplaced: 'absent', players: [
      { protocols: ['Fear', 'Chaos', 'Water'], hand: ['Water 3'], stacks: [['Fear 0 down', 'Fear 5'], ['Chaos 0', 'Chaos 5 down'], []] },
      { protocols: ['Metal', 'Speed', 'Life'], stacks: [[], ['Speed 1', 'Metal 5 down'], []], deck: ['Life 1', 'Life 2', 'Life 3'] },
    ] });
    // Water 3: "Return all cards with a value of 2 in 1 line." Line 0 (the face-down Fear 0) or line 1.
    let r = actWithEvents(g, play('Water 3', 2), line(1));
    // The returned cards are still on their way (they arrive once the uncovered cards have resolved).
    expect(story(r.events).slice(2)).toEqual([
      'a face-down card of seat 0 in line 1 is returned to hand by seat 0',
      'a face-down card of seat 1 in line 1 is returned to hand by seat 0',
    ]);
    // Chaos 0 and the opponent's Speed 1 ("Draw 2 cards.") are uncovered together: Fear 0 is face-down,
    // so both middles are waiting, and I order them.
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'order' });
    // Chaos 0 ("Flip 1 covered card in each line"): line 0, where the only covered card is Fear 0, is the
    // only line with something to flip, so it goes first unasked; Fear 0 is turned face-up (covered, its
    // top is in play); lines 1 and 2 hold no covered card.
    r = actWithEvents(r.state, optionNamed('Chaos 0'));
    expect(story(r.events)).toEqual(["seat 0's Chaos 0 (middle)", "seat 0's Fear 0 in line 0 is flipped face-up by seat 0"]);
    expect(stack(r.state, 0, 0)).toEqual(['Fear 0', 'Fear 5']);
    expect(hand(r.state, 0)).toEqual(['Chaos 5']);
    // Speed 1's turn comes on my turn with Fear 0 face-up: the opponent's card has no middle command.
    expect(hand(r.state, 1)).toEqual(['Metal 5']);
    expect(deck(r.state, 1)).toEqual(['Life 1', 'Life 2', 'Life 3']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Chaos 0', () => {
  it('Start: the opponent\'s War 0 deletes Chaos 0 after my draw — the text is cut short, so the opponent does not draw from my deck; they never learn the card I drew (community rulings, "Active text interruption")', () => {
    const g = position({ turn: 1, unplaced: 'absent', players: [
      { protocols: ['Chaos', 'Fire', 'Water'], stacks: [[], ['Chaos 0'], []], hand: ['Fire 1'], deck: ['Fire 3', 'Fire 4'] },
      { protocols: ['War', 'Metal', 'Life'], stacks: [['War 0'], [], []], hand: ['Life 1', 'Life 2'], deck: ['Metal 3', 'Metal 5'] },
    ] });
    let r = actWithEvents(g, play('Life 1', 2, 'down'));
    // My Start: I draw Metal 3 from seat 1's deck; War 0 ("After your opponent draws cards: You may delete 1 card") answers.
    expect(story(r.events).slice(-3)).toEqual(["seat 0's Chaos 0 (bottom)", "seat 0 draws 1 card from the opponent's deck", "seat 1's War 0 (bottom)"]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'card' });
    // Seat 1 does not know which of its cards I drew: neither its view nor its events name it.
    expect(JSON.stringify(viewFor(r.state, 1))).not.toContain('Metal 3');
    expect(JSON.stringify(eventsFor(r.events, 1))).not.toContain('Metal 3');
    r = actWithEvents(r.state, choose('Chaos 0'));
    expect(story(r.events)).toEqual(["seat 0's Chaos 0 in line 1 is deleted by seat 1"]);
    expect(hand(r.state, 0)).toEqual(['Fire 1', 'Metal 3']);
    expect(hand(r.state, 1)).toEqual(['Life 2']);
    expect(deck(r.state, 0)).toEqual(['Fire 3', 'Fire 4']);
    expect(trash(r.state, 0)).toEqual(['Chaos 0']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('Start: my Ice 6 with a card in hand stops my draw only; the opponent still draws the top card of my deck (Codex, Ice 6; "Treat each sentence separately")', () => {
    const g = position({ phase: 'start', unplaced: 'absent', players: [
      { protocols: ['Chaos', 'Ice', 'Water'], stacks: [[], ['Chaos 0'], ['Ice 6']], hand: ['Water 1'], deck: ['Water 3', 'Water 4'] },
      { protocols: ['Metal', 'Speed', 'Life'], hand: ['Metal 1'], deck: ['Metal 3', 'Metal 5'] },
    ] });
    expect(hand(g, 0)).toEqual(['Water 1']);
    expect(deck(g, 1)).toEqual(['Metal 3', 'Metal 5']);
    expect(hand(g, 1)).toEqual(['Metal 1', 'Water 3']);
    expect(deck(g, 0)).toEqual(['Water 4']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('Fear 1', () => {
  it('the opponent\'s War 0 deletes Fear 1 after my "Draw 2 cards": the rest of the text does not happen — the opponent keeps their hand (community rulings, "Active text interruption")', () => {
    const g = position({ unplaced: 'absent', players: [
      { protocols: ['Fear', 'Fire', 'Water'], hand: ['Fear 1'], deck: ['Fire 3', 'Fire 4', 'Fire 5'] },
      { protocols: ['War', 'Metal', 'Life'], stacks: [['War 0'], [], []], hand: ['Life 1', 'Life 2', 'Metal 1'], deck: ['Metal 3'] },
    ] });
    let r = actWithEvents(g, play('Fear 1', 0));
    expect(story(r.events)).toEqual(['seat 0 plays Fear 1 face-up in line 0', "seat 0's Fear 1 (middle)", 'seat 0 draws 2 cards', "seat 1's War 0 (bottom)"]);
    expect(JSON.stringify(viewFor(r.state, 1))).not.toMatch(/Fire 3|Fire 4/);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'card' });
    r = actWithEvents(r.state, choose('Fear 1'));
    expect(story(r.events)).toEqual(["seat 0's Fear 1 in line 0 is deleted by seat 1"]);
    expect(hand(r.state, 0)).toEqual(['Fire 3', 'Fire 4']);
    expect(hand(r.state, 1)).toEqual(['Life 1', 'Life 2', 'Metal 1']);
    expect(trash(r.state, 1)).toEqual([]);
    expect(deck(r.state, 1)).toEqual(['Metal 3']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('an opponent with an empty deck: their trash, now holding the hand just discarded, is reshuffled for their draw (Codex FAQ, "When do I refill my deck?")', () => {
    const g = position({ unplaced: 'absent', players: [
      { protocols: ['Fear', 'Fire', 'Water'], hand: ['Fear 1'], deck: ['Fire 3', 'Fire 4'] },
      { protocols: ['Metal', 'Speed', 'Life'], hand: ['Life 1', 'Life 2', 'Metal 1'], trash: ['Speed 1'] },
    ] });
    const r = actWithEvents(g, play('Fear 1', 0));
    expect(story(r.events).slice(2)).toEqual([
      'seat 0 draws 2 cards',
      'seat 1 discards Life 1, Life 2, Metal 1',
      'seat 1 shuffles 4 cards from trash into a new deck',
      'seat 1 draws 2 cards',
    ]);
    expect(hand(r.state, 1)).toHaveLength(2);
    expect(deck(r.state, 1)).toHaveLength(2);
    expect([...hand(r.state, 1), ...deck(r.state, 1)].sort()).toEqual(['Life 1', 'Life 2', 'Metal 1', 'Speed 1']);
    expect(trash(r.state, 1)).toEqual([]);
  });

  it('against the opponent\'s Ice 6: their hand is empty once discarded, so they draw the amount minus 1 in one batch (Codex, Ice 6)', () => {
    const g = position({ unplaced: 'absent', players: [
      { protocols: ['Fear', 'Fire', 'Water'], hand: ['Fear 1'], deck: ['Fire 3', 'Fire 4'] },
      { protocols: ['Ice', 'Speed', 'Life'], stacks: [['Ice 6'], [], []], hand: ['Life 1', 'Life 2', 'Speed 1'], deck: ['Speed 3', 'Speed 4', 'Speed 5'] },
    ] });
    const r = actWithEvents(g, play('Fear 1', 0));
    expect(story(r.events).slice(2)).toEqual(['seat 0 draws 2 cards', 'seat 1 discards Life 1, Life 2, Speed 1', 'seat 1 draws 2 cards']);
    expect(hand(r.state, 1)).toEqual(['Speed 3', 'Speed 4']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Courage 0', () => {
  it('top, Start: "If you have no cards in hand" is read when it resolves — after Chaos 0\'s Start has given me a card, it draws nothing (Codex, "Start and End Effects": performed one at a time)', () => {
    const start = (order: string) => {
      const g = position({ turn: 1, unplaced: 'absent', players: [
        { protocols: ['Courage', 'Chaos', 'Water'], stacks: [['Courage 0'], ['Chaos 0'], []], deck: ['Water 3', 'Water 4', 'Water 5'] },
        { protocols: ['Metal', 'Speed', 'Life'], hand: ['Life 1', 'Life 2'], deck: ['Metal 3', 'Metal 5'] },
      ] });
      const r = actWithEvents(g, play('Life 1', 2, 'down'));
      expect(awaiting(r.state)).toEqual({ player: 0, kind: 'order' });
      return actWithEvents(r.state, optionNamed(order)).state;
    };
    // Chaos 0 first: I draw Metal 3, seat 1 draws my Water 3; then my hand is not empty.
    let s = start('Chaos 0');
    expect(hand(s, 0)).toEqual(['Metal 3']);
    expect(hand(s, 1)).toEqual(['Life 2', 'Water 3']);
    expect(awaiting(s)).toEqual({ player: 0, kind: 'action' });
    // Courage 0 first: my hand is empty, so I draw Water 3; then Chaos 0.
    s = start('Courage 0');
    expect(hand(s, 0)).toEqual(['Water 3', 'Metal 3']);
    expect(hand(s, 1)).toEqual(['Life 2', 'Water 4']);
    expect(awaiting(s)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('End commands noted, then covered or uncovered', () => {
  it('Chaos 4: Courage 3\'s End shifts onto it first — its End is no longer in play, so my hand stays (Codex, "Start and End Effects": "If a command leaves play, it doesn\'t happen")', () => {
    const g = position({ phase: 'end', unplaced: 'absent', players: [
      { protocols: ['Courage', 'Chaos', 'Water'], stacks: [['Courage 3'], ['Chaos 4'], []], hand: ['Water 1', 'Water 2'], deck: ['Water 3', 'Water 4'] },
      { protocols: ['Metal', 'Speed', 'Life'], stacks: [['Metal 1'], ['Speed 5'], []], hand: ['Life 1'] },
    ] });
    expect(awaiting(g)).toEqual({ player: 0, kind: 'order' });
    // Courage 3: seat 1's highest total is line 1, where Chaos 4 lies.
    const r = actWithEvents(g, optionNamed('Courage 3'), line(1));
    expect(story(r.events)).toEqual(["seat 0's Courage 3 (bottom)", "seat 0's Courage 3 is shifted from line 0 to line 1 by seat 0"]);
    expect(stack(r.state, 0, 1)).toEqual(['Chaos 4', 'Courage 3']);
    expect(hand(r.state, 0)).toEqual(['Water 1', 'Water 2']);
    expect(trash(r.state, 0)).toEqual([]);
    expect(deck(r.state, 0)).toEqual(['Water 3', 'Water 4']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Corruption 6 deletes itself: the Courage 2 it uncovers resolves its middle (Codex, Corruption 6), but its own End was not visible when End began, so it does not fire (Codex FAQ, End triggers revealed during the End phase)', () => {
    const g = position({ phase: 'end', unplaced: 'absent', players: [
      { protocols: ['Courage', 'Corruption', 'Water'], stacks: [['Courage 2', 'Corruption 6'], [], []], deck: ['Water 3', 'Water 4', 'Water 5'] },
      { protocols: ['Metal', 'Speed', 'Life'], stacks: [['Metal 6'], [], []], hand: ['Life 1'] },
    ] });
    // My hand is empty: Corruption 6 must delete itself, unasked.
    expect(hand(g, 0)).toEqual(['Water 3']);
    expect(stack(g, 0, 0)).toEqual(['Courage 2']);
    expect(trash(g, 0)).toEqual(['Corruption 6']);
    // Seat 1 leads in line 0 (6 against 2), yet Courage 2's End drew nothing.
    expect(deck(g, 0)).toEqual(['Water 4', 'Water 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Ice 3: Courage 3\'s End shifts away from on top of it first — uncovered when its End resolves, it does nothing (community rulings, Ice 3: checked when it resolves)', () => {
    const g = position({ phase: 'end', unplaced: 'absent', players: [
      { protocols: ['Courage', 'Ice', 'Water'], stacks: [['Ice 3', 'Courage 3'], [], []], hand: ['Water 1'] },
      { protocols: ['Metal', 'Speed', 'Life'], stacks: [[], ['Speed 5'], []], hand: ['Life 1'] },
    ] });
    expect(awaiting(g)).toEqual({ player: 0, kind: 'order' });
    const r = actWithEvents(g, optionNamed('Courage 3'), line(1));
    expect(story(r.events)).toEqual([
      "seat 0's Courage 3 (bottom)",
      "seat 0's Courage 3 is shifted from line 0 to line 1 by seat 0",
      "seat 0's Ice 3 (top)",
    ]);
    expect(stack(r.state, 0, 0)).toEqual(['Ice 3']);
    expect(stack(r.state, 0, 1)).toEqual(['Courage 3']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Corruption 0', () => {
  it('top, Start: an uncovered Ice 4 on it cannot be flipped, so the covered face-up card is the one flipped, unasked; with only Ice 4, nothing (Ice 4; community rulings, "Game state must change")', () => {
    const g = position({ phase: 'start', unplaced: 'absent', players: [
      { protocols: ['Corruption', 'Ice', 'Fire'], stacks: [['Fire 3', 'Corruption 0', 'Ice 4'], [], []], hand: ['Fire 1'] },
      { protocols: ['Metal', 'Speed', 'Life'], hand: ['Metal 1'] },
    ] });
    expect(stack(g, 0, 0)).toEqual(['Fire 3 down', 'Corruption 0', 'Ice 4']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
    const alone = position({ phase: 'start', unplaced: 'absent', players: [
      { protocols: ['Corruption', 'Ice', 'Fire'], stacks: [['Corruption 0', 'Ice 4'], [], []], hand: ['Fire 1'] },
      { protocols: ['Metal', 'Speed', 'Life'], hand: ['Metal 1'] },
    ] });
    expect(stack(alone, 0, 0)).toEqual(['Corruption 0', 'Ice 4']);
    expect(awaiting(alone)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('Corruption 1', () => {
  it('the returned card waits: the opponent\'s Courage 2 it uncovers draws the old top card, and only then does the returned card land on top of their deck (Codex, "Committed Cards")', () => {
    const g = position({ unplaced: 'absent', players: [
      { protocols: ['Corruption', 'Fire', 'Water'], hand: ['Corruption 1'] },
      { protocols: ['Metal', 'Courage', 'Life'], stacks: [[], ['Courage 2', 'Metal 5'], []], deck: ['Life 1', 'Life 2'] },
    ] });
    const r = actWithEvents(g, play('Corruption 1', 0), choose('Metal 5'));
    expect(story(r.events).slice(2)).toEqual([
      "seat 1's Metal 5 in line 1 is put on top of its deck instead of returning, by seat 0",
      "seat 1's Courage 2 (middle)",
      'seat 1 draws 1 card',
    ]);
    expect(hand(r.state, 1)).toEqual(['Life 1']);
    expect(deck(r.state, 1)).toEqual(['Metal 5', 'Life 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('a card of my protocol played onto the opponent\'s side is theirs: returned, it goes on top of their deck, not into my hand (Codex, "Changing Ownership")', () => {
    const g = position({ unplaced: 'absent', players: [
      { protocols: ['Corruption', 'Fire', 'Water'], hand: ['Corruption 1'] },
      { protocols: ['Metal', 'Speed', 'Life'], stacks: [[], [], ['Corruption 0']], deck: ['Life 1'] },
    ] });
    const r = actWithEvents(g, play('Corruption 1', 0), choose('Corruption 0'));
    expect(story(r.events).slice(2)).toEqual(["seat 1's Corruption 0 in line 2 is put on top of its deck instead of returning, by seat 0"]);
    expect(deck(r.state, 1)).toEqual(['Corruption 0', 'Life 1']);
    expect(hand(r.state, 0)).toEqual([]);
    expect(hand(r.state, 1)).toEqual([]);
  });
});

describe('Courage 1', () => {
  it('Courage 1 has landed when its middle resolves: its own value ties the line (1 against 1), so that line is not one where the opponent leads (card text; rulebook, "Middle Command")', () => {
    const run = (theirs: string) => actWithEvents(position({ unplaced: 'absent', players: [
      { protocols: ['Courage', 'Fire', 'Water'], hand: ['Courage 1'] },
      { protocols: ['Metal', 'Speed', 'Life'], stacks: [[theirs], [], []], hand: ['Metal 1'] },
    ] }), play('Courage 1', 0));
    let r = run('Life 1');
    expect(story(r.events)).toEqual(['seat 0 plays Courage 1 face-up in line 0', "seat 0's Courage 1 (middle)"]);
    expect(stack(r.state, 1, 0)).toEqual(['Life 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
    // 2 against 1: the opponent leads, and their card is deleted.
    r = run('Speed 2');
    expect(story(r.events).slice(-1)).toEqual(["seat 1's Speed 2 in line 0 is deleted by seat 0"]);
  });

  it('uncovered on my turn, the opponent\'s Courage 1 resolves for them: they choose, among my cards, in lines where I lead them (Codex, "Text Entering Play": the owner decides)', () => {
    const g = position({ useControl: false, unplaced: 'absent', players: [
      { protocols: ['Fear', 'Fire', 'Water'], hand: ['Fear 2'], stacks: [[], ['Fire 5'], ['Water 1']] },
      { protocols: ['Metal', 'Courage', 'Life'], stacks: [[], ['Courage 1', 'Life 5'], ['Metal 3']], hand: ['Metal 1'] },
    ] });
    // Fear 2: "Return 1 of your opponent's cards." — Life 5, uncovering Courage 1.
    let r = actWithEvents(g, play('Fear 2', 0), choose('Life 5'));
    expect(story(r.events).slice(-2)).toEqual(["seat 1's Life 5 in line 1 is returned to hand by seat 0", "seat 1's Courage 1 (middle)"]);
    // Seat 1 (its owner) chooses: my Fear 2 (2 > 0) and Fire 5 (5 > 1); not Water 1 (1 < 3).
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'card' });
    expect(legalActions(r.state)).toEqual([{ type: 'card', player: 0, line: 0, index: 0 }, { type: 'card', player: 0, line: 1, index: 0 }]);
    r = actWithEvents(r.state, choose('Fire 5'));
    expect(story(r.events)).toEqual(["seat 0's Fire 5 in line 1 is deleted by seat 1"]);
    expect(hand(r.state, 1)).toEqual(['Metal 1', 'Life 5']);
    expect(trash(r.state, 0)).toEqual(['Fire 5']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Hidden information while a face-down card moves', () => {
  it('Fear 3: choosing the line for the opponent\'s face-down covered card, I am never told what it is — not by my view, my prompt or the events', () => {
    const g = position({ unplaced: 'absent', players: [
      { protocols: ['Fear', 'Fire', 'Water'], hand: ['Fear 3'] },
      { protocols: ['Metal', 'Speed', 'Life'], stacks: [['Speed 4 down', 'Metal 5'], [], []], hand: ['Metal 1'] },
    ] });
    let r = actWithEvents(g, play('Fear 3', 0), choose('Speed 4'));
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'line' });
    expect(JSON.stringify(viewFor(r.state, 0))).not.toContain('Speed 4');
    r = actWithEvents(r.state, line(2));
    expect(stack(r.state, 1, 0)).toEqual(['Metal 5']);
    expect(stack(r.state, 1, 2)).toEqual(['Speed 4 down']);
    expect(JSON.stringify(eventsFor(r.events, 0))).not.toContain('Speed 4');
    expect(JSON.stringify(viewFor(r.state, 0))).not.toContain('Speed 4');
  });

  it('Chaos 2: while I choose where my face-down covered card goes, the opponent\'s view does not name it', () => {
    const g = position({ unplaced: 'absent', players: [
      { protocols: ['Chaos', 'Fire', 'Water'], hand: ['Chaos 2'], stacks: [[], ['Fire 4 down', 'Fire 1'], []] },
      { protocols: ['Metal', 'Speed', 'Life'], hand: ['Metal 1'] },
    ] });
    const r = actWithEvents(g, play('Chaos 2', 0));
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'line' });
    expect(JSON.stringify(viewFor(r.state, 1))).not.toContain('Fire 4');
    expect(JSON.stringify(eventsFor(r.events, 1))).not.toContain('Fire 4');
  });

  it('Corruption 1: the opponent\'s face-down card on its way to the top of their deck stays unnamed to me while the card it uncovered resolves (rulings: a card in transit to a deck is named to that zone\'s owner only)', () => {
    const g = position({ unplaced: 'absent', players: [
      { protocols: ['Corruption', 'Fire', 'Water'], hand: ['Corruption 1'], stacks: [[], ['Fire 3'], []] },
      { protocols: ['Metal', 'Speed', 'Life'], stacks: [[], ['Metal 0', 'Speed 4 down'], []], deck: ['Life 1'] },
    ] });
    const r = actWithEvents(g, play('Corruption 1', 0), choose('Speed 4'));
    // Metal 0 ("Flip 1 card.") is uncovered and asks seat 1; Speed 4 is still in transit.
    expect(story(r.events).slice(-1)).toEqual(["seat 1's Metal 0 (middle)"]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'card' });
    expect(JSON.stringify(viewFor(r.state, 0))).not.toContain('Speed 4');
    expect(JSON.stringify(eventsFor(r.events, 0))).not.toContain('Speed 4');
    expect(JSON.stringify(viewFor(r.state, 1))).toContain('Speed 4');
  });
});

describe('Ice 1', () => {
  it('bottom: the opponent\'s Life 3, covered on my turn by my Ice 2\'s shift, plays their top card into Ice 1\'s line — a play by my opponent in this line, so they discard 1 card (card text; Codex, "Committed Cards")', () => {
    const g = position({ useControl: false, unplaced: 'absent', players: [
      { protocols: ['Ice', 'Fire', 'Water'], hand: ['Ice 2'], stacks: [[], [], ['Ice 1']] },
      { protocols: ['Metal', 'Speed', 'Life'], stacks: [['Life 3'], ['Speed 3'], []], hand: ['Metal 1'], deck: ['Life 1', 'Life 2'] },
    ] });
    // Ice 2: "Shift 1 other card." — seat 1's Speed 3 onto their Life 3.
    let r = actWithEvents(g, play('Ice 2', 0), choose('Speed 3'), line(0));
    expect(story(r.events).slice(-2)).toEqual(["seat 1's Speed 3 is shifted from line 1 to line 0 by seat 0", "seat 1's Life 3 (bottom)"]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'line' });
    r = actWithEvents(r.state, line(2));
    expect(story(r.events)).toEqual([
      'seat 1 plays a card face-down in line 2 from the top of a deck',
      "seat 0's Ice 1 (bottom)",
      'seat 1 discards Metal 1',
    ]);
    expect(stack(r.state, 1, 2)).toEqual(['Life 1 down']);
    expect(stack(r.state, 1, 0)).toEqual(['Life 3', 'Speed 3']);
    expect(hand(r.state, 1)).toEqual([]);
    expect(trash(r.state, 1)).toEqual(['Metal 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Ice 2', () => {
  it('the card it shifts is committed: the Fire 0 it will cover draws and flips first, and cannot select it (Codex, "Committed Cards")', () => {
    const g = position({ unplaced: 'absent', players: [
      { protocols: ['Ice', 'Fire', 'Water'], hand: ['Ice 2'], stacks: [[], ['Fire 0'], ['Water 1']], deck: ['Fire 3', 'Fire 4'] },
      { protocols: ['Metal', 'Speed', 'Life'], stacks: [['Metal 5'], [], []], hand: ['Metal 1'] },
    ] });
    let r = actWithEvents(g, play('Ice 2', 0), choose('Water 1'), line(1));
    expect(story(r.events).slice(-3)).toEqual(["seat 0's Water 1 is shifted from line 2 to line 1 by seat 0", "seat 0's Fire 0 (bottom)", 'seat 0 draws 1 card']);
    // "Flip 1 other card": Ice 2 or Metal 5 — not Fire 0 itself, not the Water 1 on its way.
    expect(legalActions(r.state)).toEqual([{ type: 'card', player: 0, line: 0, index: 0 }, { type: 'card', player: 1, line: 0, index: 0 }]);
    r = actWithEvents(r.state, choose('Metal 5'));
    expect(stack(r.state, 1, 0)).toEqual(['Metal 5 down']);
    expect(stack(r.state, 0, 1)).toEqual(['Fire 0', 'Water 1']);
    expect(stack(r.state, 0, 2)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Chaos 2', () => {
  it('a card it shifts into a line where a card committed earlier still waits lands after it (Codex, "Committed Cards": "They will enter the line in the order they were committed")', () => {
    const g = position({ unplaced: 'absent', players: [
      { protocols: ['Fire', 'Chaos', 'Water'], hand: ['Fire 3'], stacks: [['Fire 0'], ['Chaos 2 down'], ['Water 5 down', 'Water 1']], deck: ['Fire 4', 'Fire 5'] },
      { protocols: ['Metal', 'Speed', 'Life'], hand: ['Metal 1'] },
    ] });
    // Fire 3 is committed to line 0; Fire 0 first draws 1, then flips 1 other card: my face-down Chaos 2.
    let r = actWithEvents(g, play('Fire 3', 0));
    expect(story(r.events)).toEqual(['seat 0 plays Fire 3 face-up in line 0', "seat 0's Fire 0 (bottom)", 'seat 0 draws 1 card']);
    r = actWithEvents(r.state, choose('Chaos 2'));
    // Chaos 2 ("Shift 1 of your covered cards."): Water 5 is my only covered card; I send it to line 0.
    expect(story(r.events)).toEqual(["seat 0's Chaos 2 in line 1 is flipped face-up by seat 0", "seat 0's Chaos 2 (middle)"]);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'line' });
    r = actWithEvents(r.state, line(0));
    expect(stack(r.state, 0, 0)).toEqual(['Fire 0', 'Fire 3', 'Water 5 down']);
    expect(stack(r.state, 0, 2)).toEqual(['Water 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Ice 6 with Chaos 4 and Clarity 2', () => {
  it('Chaos 4, End: the whole hand goes first, so with an empty hand Ice 6 lets the same number be drawn in one batch (Codex, Ice 6)', () => {
    const g = position({ phase: 'end', unplaced: 'absent', players: [
      { protocols: ['Chaos', 'Ice', 'Water'], stacks: [['Chaos 4'], ['Ice 6'], []], hand: ['Water 1', 'Water 2'], deck: ['Water 3', 'Water 4', 'Water 5'] },
      { protocols: ['Metal', 'Speed', 'Life'], hand: ['Life 1'] },
    ] });
    expect(trash(g, 0)).toEqual(['Water 1', 'Water 2']);
    expect(hand(g, 0)).toEqual(['Water 3', 'Water 4']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Clarity 2 under my Ice 6, holding a card: "Draw 1 card with a value of 1" draws nothing, the deck is still shuffled, and the value-1 card already in hand is played (Codex, Ice 6; "Treat each sentence separately")', () => {
    const g = position({ unplaced: 'absent', players: [
      { protocols: ['Clarity', 'Ice', 'Fire'], hand: ['Clarity 2', 'Fire 1'], stacks: [[], ['Ice 6'], []], deck: ['Clarity 1', 'Fire 3'] },
      { protocols: ['Metal', 'Speed', 'Life'], hand: ['Metal 1'] },
    ] });
    const r = actWithEvents(g, play('Clarity 2', 0));
    expect(story(r.events)).toEqual([
      'seat 0 plays Clarity 2 face-up in line 0',
      "seat 0's Clarity 2 (middle)",
      'seat 0 reveals Clarity 1, Fire 3',
      'seat 0 shuffles their deck (2 cards)',
      'seat 0 plays Fire 1 face-up in line 2',
      // Fire 1: "Discard 1 card. If you do, delete 1 card." — nothing left in hand.
      "seat 0's Fire 1 (middle)",
    ]);
    expect(hand(r.state, 0)).toEqual([]);
    expect([...deck(r.state, 0)].sort()).toEqual(['Clarity 1', 'Fire 3']);
    expect(stack(r.state, 0, 2)).toEqual(['Fire 1']);
  });
});

describe('Clarity 3', () => {
  it('an empty deck with cards in the trash: nothing is revealed or drawn, and the trash is not reshuffled — only a draw from an empty deck refills it (Codex FAQ, "When do I refill my deck?")', () => {
    const g = position({ unplaced: 'absent', players: [
      { protocols: ['Clarity', 'Fire', 'Water'], hand: ['Clarity 3'], trash: ['Fire 5', 'Water 5'] },
      { protocols: ['Metal', 'Speed', 'Life'], hand: ['Metal 1'] },
    ] });
    const r = actWithEvents(g, play('Clarity 3', 0));
    expect(story(r.events)).toEqual(['seat 0 plays Clarity 3 face-up in line 0', "seat 0's Clarity 3 (middle)"]);
    expect(hand(r.state, 0)).toEqual([]);
    expect(trash(r.state, 0)).toEqual(['Fire 5', 'Water 5']);
    expect(deck(r.state, 0)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Fear 4', () => {
  it('the random discard is the opponent\'s discard: their Corruption 2 answers it, and I discard 1 card (community rulings, Plague 1: any discard)', () => {
    const g = position({ unplaced: 'absent', players: [
      { protocols: ['Fear', 'Fire', 'Water'], hand: ['Fear 4', 'Fire 1'] },
      { protocols: ['Corruption', 'Speed', 'Life'], stacks: [['Corruption 2'], [], []], hand: ['Speed 1'] },
    ] });
    const r = actWithEvents(g, play('Fear 4', 0));
    expect(story(r.events)).toEqual([
      'seat 0 plays Fear 4 face-up in line 0',
      "seat 0's Fear 4 (middle)",
      'seat 1 discards Speed 1',
      "seat 1's Corruption 2 (top)",
      'seat 0 discards Fire 1',
    ]);
    expect(trash(r.state, 0)).toEqual(['Fire 1']);
    expect(trash(r.state, 1)).toEqual(['Speed 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('A waiting command whose text leaves play before its turn', () => {
  it('Courage 2, End: noted at the start of End, flipped face-down and back up by Life 1 before its turn — its noted End left play and does not happen; only its middle resolves anew (Codex, "Start and End Effects": "If a command leaves play, it doesn\'t happen")', () => {
    const g = position({ phase: 'end', unplaced: 'absent', players: [
      { protocols: ['Fire', 'Courage', 'Life'], stacks: [['Fire 3'], ['Courage 2'], ['Life 1 down']], hand: ['Fire 1'], deck: ['Life 2', 'Life 3', 'Life 4'] },
      { protocols: ['Metal', 'Speed', 'Water'], stacks: [[], ['Metal 5'], []], hand: ['Metal 1'] },
    ] });
    // Noted: Fire 3 and Courage 2 (seat 1 leads line 1, 5 against 2). Fire 3 first.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'order' });
    let r = actWithEvents(g, optionNamed('Fire 3'), accept);
    expect(story(r.events)).toEqual(["seat 0's Fire 3 (bottom)", 'seat 0 discards Fire 1']);
    // "If you do, flip 1 card": Life 1 turns face-up, uncovered — "Flip 1 card. Flip 1 card."
    r = actWithEvents(r.state, choose('Life 1'), choose('Courage 2'), choose('Courage 2'));
    expect(story(r.events).slice(0, 5)).toEqual([
      "seat 0's Life 1 in line 2 is flipped face-up by seat 0",
      "seat 0's Life 1 (middle)",
      "seat 0's Courage 2 in line 1 is flipped face-down by seat 0",
      "seat 0's Courage 2 in line 1 is flipped face-up by seat 0",
      "seat 0's Courage 2 (middle)",
    ]);
    // Courage 2's middle ("Draw 1 card.") is the only draw: its End, noted before it left play, is gone.
    expect(story(r.events)).not.toContain("seat 0's Courage 2 (bottom)");
    expect(hand(r.state, 0)).toEqual(['Life 2']);
    expect(deck(r.state, 0)).toEqual(['Life 3', 'Life 4']);
    expect(phase(r.state).turn).toBe(1);
  });

  it('Chaos 4, End: noted, then covered by Courage 3\'s End and uncovered again by Speed 3\'s End — once its bottom left play it stays out of the list, so it does not happen (Codex, "Start and End Effects": "If a command leaves play, it doesn\'t happen"; "added to the field after … it doesn\'t do anything")', () => {
    const g = position({ phase: 'end', unplaced: 'absent', players: [
      { protocols: ['Courage', 'Chaos', 'Speed'], stacks: [['Courage 3'], ['Chaos 4'], ['Speed 3']], hand: ['Speed 1', 'Speed 2'], deck: ['Speed 4', 'Speed 5'] },
      { protocols: ['Metal', 'Life', 'Water'], stacks: [[], ['Metal 5'], []], hand: ['Metal 1'] },
    ] });
    expect(awaiting(g)).toEqual({ player: 0, kind: 'order' });
    // Courage 3 shifts onto Chaos 4 (seat 1's highest total is line 1).
    let r = actWithEvents(g, optionNamed('Courage 3'), line(1));
    expect(stack(r.state, 0, 1)).toEqual(['Chaos 4', 'Courage 3']);
    // Chaos 4's End is out of play: Speed 3 is the only command left, and starts at once ("You may
    // shift 1 of your cards. If you do, flip this card."): Courage 3 goes back to line 0.
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'card' });
    r = actWithEvents(r.state, choose('Courage 3'), line(0));
    expect(stack(r.state, 0, 0)).toEqual(['Courage 3']);
    expect(stack(r.state, 0, 1)).toEqual(['Chaos 4']);
    expect(stack(r.state, 0, 2)).toEqual(['Speed 3 down']);
    // Chaos 4 is uncovered again, but its noted End left play: the hand is neither discarded nor redrawn.
    expect(story(r.events)).not.toContain("seat 0's Chaos 4 (bottom)");
    expect(hand(r.state, 0)).toEqual(['Speed 1', 'Speed 2']);
    expect(trash(r.state, 0)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Courage 0, middle: uncovered together with the opponent\'s Life 1, it waits; Life 1 flips it face-down and up again — its middle resolves once, on the flip up, not a second time from the queue (Codex, "Processing Multiple Cards Triggering Simultaneously"; community rulings, "Active text interruption")', () => {
    const g = position({ useControl: false, unplaced: 'absent', players: [
      { protocols: ['Water', 'Courage', 'Fire'], hand: ['Water 3'], stacks: [[], ['Courage 0', 'Fire 5 down'], []], deck: ['Fire 1', 'Fire 2', 'Fire 3'] },
      { protocols: ['Metal', 'Life', 'Speed'], stacks: [[], ['Life 1', 'Metal 5 down'], []], hand: ['Metal 1'] },
    ] });
    // Water 3 returns both face-down cards of line 1 (value 2): Courage 0 and Life 1 are uncovered together.
    let r = actWithEvents(g, play('Water 3', 0));
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'order' });
    r = actWithEvents(r.state, optionNamed('Life 1'));
    // Life 1 is seat 1's: "Flip 1 card. Flip 1 card." — seat 1 flips my Courage 0 down, then up.
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'card' });
    r = actWithEvents(r.state, choose('Courage 0'), choose('Courage 0'));
    expect(story(r.events).filter((l) => l.includes('Courage 0') && !l.includes('(bottom)'))).toEqual([
      "seat 0's Courage 0 in line 1 is flipped face-down by seat 1",
      "seat 0's Courage 0 in line 1 is flipped face-up by seat 1",
      "seat 0's Courage 0 (middle)",
    ]);
    // One draw (Fire 1); Fire 5 came back by Water 3. Then my End: Courage 0 ("You may discard 1 card") asks.
    expect([...hand(r.state, 0)].sort()).toEqual(['Fire 1', 'Fire 5']);
    expect(deck(r.state, 0)).toEqual(['Fire 2', 'Fire 3']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'confirm' });
  });
});

describe('Clarity 1', () => {
  it('bottom: the card about to cover it is committed — the opponent\'s War 0, answering the 3 cards drawn, cannot select it; deleting Clarity 1 instead, the card lands on the emptied stack (Codex, "Committed Cards")', () => {
    const g = position({ useControl: false, unplaced: 'absent', players: [
      { protocols: ['Clarity', 'Fire', 'Water'], hand: ['Fire 4'], stacks: [['Clarity 1'], [], []], deck: ['Fire 1', 'Fire 2', 'Fire 3', 'Water 1'] },
      { protocols: ['War', 'Metal', 'Life'], stacks: [[], ['War 0'], []], hand: ['Metal 1'] },
    ] });
    let r = actWithEvents(g, play('Fire 4', 0, 'down'));
    expect(story(r.events)).toEqual([
      'seat 0 plays a card face-down in line 0',
      "seat 0's Clarity 1 (bottom)",
      'seat 0 draws 3 cards',
      "seat 1's War 0 (bottom)",
    ]);
    // "You may delete 1 card": the uncovered cards on the field — Clarity 1 and War 0 — never the card on its way.
    expect(legalActions(r.state)).toEqual([
      { type: 'card', player: 0, line: 0, index: 0 }, { type: 'card', player: 1, line: 1, index: 0 }, { type: 'pass' },
    ]);
    r = actWithEvents(r.state, choose('Clarity 1'));
    expect(stack(r.state, 0, 0)).toEqual(['Fire 4 down']);
    expect(trash(r.state, 0)).toEqual(['Clarity 1']);
    expect(hand(r.state, 0)).toEqual(['Fire 1', 'Fire 2', 'Fire 3']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});
