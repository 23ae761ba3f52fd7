/**
 * A second reading of Time, War (Main 2), Assimilation, Diversity and Unity (Aux 2), clause by
 * clause: the scenarios the protocols' own test files leave unpinned — no legal target, targets
 * that left the field, "After" windows opened by the other seat's cards, cards of these protocols
 * answering one another.
 */
import { describe, expect, it } from 'vitest';
import {
  accept, act, actWithEvents, awaiting, choose, deck, hand, line, optionNamed, pass, pickHand, play, playFromTrash, position, refresh, stack, trash,
} from '../../src/testing.js';
import { legalActions } from '../../src/index.js';
import { only } from './events.js';
import { story } from './story.js';
import { parkedStacks } from './support.js';

const TIME = ['Time', 'Speed', 'Death'];
const WAR = ['War', 'Fire', 'Water'];
const AUX2 = ['Assimilation', 'Diversity', 'Unity'];
const OTHERS = ['Hate', 'Spirit', 'Light'];

describe('Time', () => {
  it('Time 0\'s "Shuffle your trash into your deck" is a shuffle of my deck: a face-up Time 2 elsewhere draws 1, then may shift (Codex, Time 2 errata 8/2025)', () => {
    const g0 = position({ players: [
      { protocols: TIME, hand: ['Time 0'], stacks: [[], ['Time 2'], []], trash: ['Speed 5'] },
      { protocols: OTHERS },
    ] });
    let r = actWithEvents(g0, play('Time 0', 0), playFromTrash('Speed 5', 1, 'down'));
    expect(story(r.events).slice(2)).toEqual([
      'seat 0 plays a card face-down in line 1 from their trash',
      'seat 0 shuffles their trash into their deck (15 cards)',
      "seat 0's Time 2 (top)",
      'seat 0 draws 1 card',
    ]);
    // Time 2 is covered by the face-down Speed 5: a top command, it still shifts (Codex FAQ, top commands).
    expect(stack(r.state, 0, 1)).toEqual(['Time 2', 'Speed 5 down']);
    expect(hand(r.state, 0)).toHaveLength(1);
    expect(legalActions(r.state)).toEqual([line(0), line(2), pass]);
    r = actWithEvents(r.state, line(2));
    expect(stack(r.state, 0, 1)).toEqual(['Speed 5 down']);
    expect(stack(r.state, 0, 2)).toEqual(['Time 2']);
    expect(trash(r.state, 0)).toEqual([]);
    expect(deck(r.state, 0)).toHaveLength(14);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Time 0 with an empty trash still shuffles a deck of 2 or more, so Time 2 answers it (community rulings, Time 0 and Time 2)', () => {
    const g0 = position({ players: [
      { protocols: TIME, hand: ['Time 0'], stacks: [[], ['Time 2'], []] },
      { protocols: OTHERS },
    ] });
    const r = actWithEvents(g0, play('Time 0', 0), pass);
    expect(only(r.events, 'shuffled')).toEqual([{ type: 'shuffled', player: 0, count: 16, trash: true }]);
    expect(story(r.events).slice(-3)).toEqual([
      'seat 0 shuffles their trash into their deck (16 cards)',
      "seat 0's Time 2 (top)",
      'seat 0 draws 1 card',
    ]);
    expect(hand(r.state, 0)).toHaveLength(1);
    expect(stack(r.state, 0, 1)).toEqual(['Time 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Time 1 may flip a covered Ice 4: "This card cannot be flipped" is its bottom, not in play while covered (rulebook, "Card Anatomy")', () => {
    const g0 = position({ players: [
      { protocols: TIME, hand: ['Time 1'] },
      { protocols: ['Ice', 'Spirit', 'Light'], stacks: [['Ice 4', 'Ice 1 down'], [], []] },
    ] });
    const r = actWithEvents(g0, play('Time 1', 0));
    expect(only(r.events, 'flipped')).toEqual([{ type: 'flipped', side: 1, by: 0, line: 0, card: 'Ice 4', face: 'down' }]);
    expect(stack(r.state, 1, 0)).toEqual(['Ice 4 down', 'Ice 1 down']);
    expect(deck(r.state, 0)).toEqual([]);
    expect(trash(r.state, 0)).toHaveLength(17);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Time 2\'s middle is a "may": declining shuffles nothing, so its top does not answer', () => {
    const g0 = position({ players: [
      { protocols: TIME, hand: ['Time 2'], trash: ['Speed 5', 'Death 5'] },
      { protocols: OTHERS },
    ] });
    let r = actWithEvents(g0, play('Time 2', 0));
    expect(legalActions(r.state)).toEqual([accept, pass]);
    r = actWithEvents(r.state, pass);
    expect(only(r.events, 'shuffled', 'drew')).toEqual([]);
    expect(trash(r.state, 0)).toEqual(['Speed 5', 'Death 5']);
    expect(deck(r.state, 0)).toEqual(deck(g0, 0));
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Time 2 deleted by the opponent\'s War 0 after its draw: "Then, you may shift this card" finds no card and asks nothing', () => {
    const g0 = position({ players: [
      { protocols: TIME, hand: ['Time 2'], trash: ['Speed 5', 'Death 5'] },
      { protocols: WAR, stacks: [['War 0'], [], []] },
    ] });
    let r = actWithEvents(g0, play('Time 2', 0), accept);
    expect(story(r.events).slice(-3)).toEqual(["seat 0's Time 2 (top)", 'seat 0 draws 1 card', "seat 1's War 0 (bottom)"]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'card' });
    r = actWithEvents(r.state, choose('Time 2'));
    expect(story(r.events)).toEqual(["seat 0's Time 2 in line 0 is deleted by seat 1"]);
    expect(only(r.events, 'shifted')).toEqual([]);
    expect(trash(r.state, 0)).toEqual(['Time 2']);
    expect(hand(r.state, 0)).toHaveLength(1);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Time 3 with both other lines closed (Plague 0, Metal 2): the card is revealed, stays in the trash, nothing is asked', () => {
    const g0 = position({ players: [
      { protocols: TIME, hand: ['Time 3'], trash: ['Speed 5'] },
      { protocols: ['Hate', 'Plague', 'Metal'], stacks: [[], ['Plague 0'], ['Metal 2']] },
    ] });
    const r = actWithEvents(g0, play('Time 3', 0));
    expect(story(r.events).slice(0, 3)).toEqual(['seat 0 plays Time 3 face-up in line 0', "seat 0's Time 3 (middle)", 'seat 0 reveals Speed 5']);
    expect(only(r.events, 'played')).toHaveLength(1);
    expect(trash(r.state, 0)).toEqual(['Speed 5']);
    expect(stack(r.state, 0, 1)).toEqual([]);
    expect(stack(r.state, 0, 2)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Time 4 with deck and trash empty draws nothing and discards what it can: the one card left (Codex, "Card Text": as much as possible)', () => {
    const g0 = position({ players: [
      { protocols: TIME, hand: ['Time 4', 'Speed 5'], stacks: parkedStacks(TIME, ['Time 4', 'Speed 5']) },
      { protocols: OTHERS },
    ] });
    expect(deck(g0, 0)).toEqual([]);
    const r = actWithEvents(g0, play('Time 4', 0));
    expect(only(r.events, 'drew', 'reshuffled')).toEqual([]);
    expect(only(r.events, 'discarded')).toEqual([{ type: 'discarded', player: 0, cards: ['Speed 5'], from: 'hand' }]);
    expect(hand(r.state, 0)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('War', () => {
  it('War 0: the opponent drawing on my turn, by my own Assimilation 4, is "your opponent draws cards"', () => {
    const g0 = position({ players: [
      { protocols: ['Assimilation', 'War', 'Unity'], hand: ['Assimilation 4'], stacks: [[], ['War 0'], []], deck: ['Unity 2', 'War 4'] },
      { protocols: ['Speed', 'Plague', 'Hate'], stacks: [['Speed 0'], [], []], deck: ['Hate 1'] },
    ] });
    let r = actWithEvents(g0, play('Assimilation 4', 0));
    expect(story(r.events).slice(-3)).toEqual([
      "seat 0 draws 1 card from the opponent's deck",
      "seat 1 draws 1 card from the opponent's deck",
      "seat 0's War 0 (bottom)",
    ]);
    expect(hand(r.state, 0)).toEqual(['Hate 1']);
    expect(hand(r.state, 1)).toEqual(['Unity 2']);
    expect(legalActions(r.state)).toEqual([
      { type: 'card', player: 0, line: 0, index: 0 },
      { type: 'card', player: 0, line: 1, index: 0 },
      { type: 'card', player: 1, line: 0, index: 0 },
      pass,
    ]);
    r = actWithEvents(r.state, choose('Speed 0'));
    expect(trash(r.state, 1)).toEqual(['Speed 0']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('War 0: an opponent\'s "draw" from my empty deck and trash draws nothing, so no window (community rulings, "Game state must change")', () => {
    const protocols = ['Assimilation', 'War', 'Unity'];
    // Every other card of mine parked face-down under War 0 and in line 2: my deck and trash are empty.
    const [, under, line2] = parkedStacks(protocols, ['Assimilation 4', 'War 0']);
    const g0 = position({ players: [
      { protocols, hand: ['Assimilation 4'], stacks: [[], [...under!, 'War 0'], line2!] },
      { protocols: ['Speed', 'Plague', 'Hate'], deck: ['Hate 1'] },
    ] });
    expect(deck(g0, 0)).toEqual([]);
    const r = actWithEvents(g0, play('Assimilation 4', 0));
    expect(story(r.events).slice(1)).toEqual(["seat 0's Assimilation 4 (middle)", "seat 0 draws 1 card from the opponent's deck"]);
    expect(hand(r.state, 1)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('War 3: the opponent\'s Assimilation 1 discarding into my trash is their discard, so I may play face-down on their turn (Codex FAQ, "discard")', () => {
    const g0 = position({ turn: 1, players: [
      { protocols: WAR, stacks: [['War 3'], [], []], hand: ['Fire 5'] },
      { protocols: ['Assimilation', 'Speed', 'Hate'], stacks: [['Assimilation 1'], [], []], hand: ['Speed 5', 'Hate 5'] },
    ] });
    let r = actWithEvents(g0, refresh);
    expect(story(r.events).slice(-2)).toEqual(["seat 1's Assimilation 1 (bottom)", "seat 1 draws 1 card from the opponent's deck"]);
    r = actWithEvents(r.state, pickHand('Hate 5'));
    expect(story(r.events)).toEqual(["seat 1 discards Hate 5 into seat 0's trash", "seat 0's War 3 (bottom)"]);
    expect(trash(r.state, 0)).toEqual(['Hate 5']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'confirm' });
    r = actWithEvents(r.state, accept, play('Fire 5', 2, 'down'));
    expect(stack(r.state, 0, 2)).toEqual(['Fire 5 down']);
    expect(hand(r.state, 0)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('War 4 against an empty hand: nothing is discarded, so War 3 does not answer', () => {
    const g0 = position({ players: [
      { protocols: WAR, stacks: [[], ['War 3'], []], hand: ['War 4', 'Water 2'] },
      { protocols: OTHERS },
    ] });
    const r = actWithEvents(g0, play('War 4', 0));
    expect(story(r.events)).toEqual(['seat 0 plays War 4 face-up in line 0', "seat 0's War 4 (middle)"]);
    expect(hand(r.state, 0)).toEqual(['Water 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('War 0 top: Assimilation 1\'s "Refresh." is my refresh, answered together with Assimilation 1\'s own bottom (Codex, "Processing Multiple Cards Triggering Simultaneously")', () => {
    const g0 = position({ players: [
      { protocols: ['Assimilation', 'War', 'Unity'], hand: ['Assimilation 1'], stacks: [[], ['War 0'], []] },
      { protocols: ['Speed', 'Plague', 'Hate'], deck: ['Hate 1'] },
    ] });
    let r = actWithEvents(g0, play('Assimilation 1', 0));
    // Empty hand: nothing to discard; "Refresh." is its own sentence and draws 5 (Codex, "Treat each sentence separately").
    expect(story(r.events).slice(1)).toEqual(["seat 0's Assimilation 1 (middle)", 'seat 0 refreshes', 'seat 0 draws 5 cards']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'order' });
    r = actWithEvents(r.state, optionNamed('War 0'));
    expect(story(r.events)).toEqual(["seat 0's War 0 (top)"]);
    r = actWithEvents(r.state, accept);
    expect(stack(r.state, 0, 1)).toEqual(['War 0 down']);
    // Then Assimilation 1's bottom: draw the opponent's top card, discard 1 into their trash.
    expect(hand(r.state, 0)).toHaveLength(6);
    expect(hand(r.state, 0)).toContain('Hate 1');
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'hand' });
    r = actWithEvents(r.state, pickHand('Hate 1'));
    expect(trash(r.state, 1)).toEqual(['Hate 1']);
    expect(hand(r.state, 0)).toHaveLength(5);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Unity', () => {
  it('Unity 1 shifted by its Start onto an uncovered Unity 0: Unity 0\'s "covered by a Unity card" answers the shift first (Codex, "Committed Cards")', () => {
    const g0 = position({ turn: 1, players: [
      { protocols: AUX2, stacks: [['Unity 0'], [], ['Unity 1', 'Unity 5 down']], deck: ['Unity 3', 'Unity 4'] },
      { protocols: ['Speed', 'Plague', 'Hate'], hand: ['Speed 5'] },
    ] });
    let r = actWithEvents(g0, play('Speed 5', 0, 'down'));
    expect(story(r.events).slice(-1)).toEqual(["seat 0's Unity 1 (top)"]);
    expect(legalActions(r.state)).toEqual([line(0), line(1), pass]);
    r = actWithEvents(r.state, line(0));
    expect(story(r.events)).toEqual(["seat 0's Unity 1 is shifted from line 2 to line 0 by seat 0", "seat 0's Unity 0 (bottom)"]);
    expect(stack(r.state, 0, 0)).toEqual(['Unity 0']);
    r = actWithEvents(r.state, optionNamed('draw'));
    expect(hand(r.state, 0)).toEqual(['Unity 3']);
    expect(stack(r.state, 0, 0)).toEqual(['Unity 0', 'Unity 1']);
    expect(stack(r.state, 0, 2)).toEqual(['Unity 5 down']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('Unity 3: a covered Unity card is "another Unity card in the field"; the only uncovered face-up card is itself, and it may flip itself', () => {
    const g0 = position({ players: [
      { protocols: AUX2, hand: ['Unity 3'], stacks: [[], [], ['Unity 2']] },
      { protocols: ['Speed', 'Plague', 'Hate'], stacks: [['Speed 0 down'], [], []] },
    ] });
    let r = actWithEvents(g0, play('Unity 3', 2));
    expect(legalActions(r.state)).toEqual([{ type: 'card', player: 0, line: 2, index: 1 }, pass]);
    r = actWithEvents(r.state, choose('Unity 3'));
    expect(stack(r.state, 0, 2)).toEqual(['Unity 2', 'Unity 3 down']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Unity 0: "another Unity card in the field" counts one on the opponent\'s side (the field is both sides)', () => {
    const g0 = position({ players: [
      { protocols: AUX2, hand: ['Unity 0'], deck: ['Unity 2'] },
      { protocols: ['Speed', 'Plague', 'Hate'], stacks: [['Unity 3'], [], []] },
    ] });
    let r = actWithEvents(g0, play('Unity 0', 2));
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'option' });
    r = actWithEvents(r.state, optionNamed('draw'));
    expect(hand(r.state, 0)).toEqual(['Unity 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
  it('Unity 1 copied by the opponent\'s Mirror 1: "the Unity protocol" is the copier\'s, who has none — nothing flips, no line is deleted (rulings: Diversity 0 / Unity 1)', () => {
    const g0 = position({ turn: 1, players: [
      { protocols: AUX2, stacks: [['Unity 2'], ['Unity 3'], ['Unity 0', 'Unity 1']] },
      { protocols: ['Speed', 'Mirror', 'Hate'], hand: ['Mirror 1'], stacks: [[], [], ['Unity 4']] },
    ] });
    // Seat 1's End: Mirror 1 and Unity 4 (a Unity card it holds) answer together; Mirror 1 first.
    let r = actWithEvents(g0, play('Mirror 1', 1), optionNamed('Mirror 1'));
    // Five Unity cards in the field, both sides, the covered Unity 0 included.
    expect(legalActions(r.state)).toContainEqual({ type: 'card', player: 0, line: 2, index: 1 });
    r = actWithEvents(r.state, choose('Unity 1'));
    expect(only(r.events, 'compiled', 'deleted')).toEqual([]);
    expect(r.state.players[0]!.protocols.map((p) => p.compiled)).toEqual([false, false, false]);
    expect(stack(r.state, 0, 2)).toEqual(['Unity 0', 'Unity 1']);
    expect(stack(r.state, 1, 2)).toEqual(['Unity 4']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('Unity 1 flipping the third protocol wins at once, as Diversity 0 does (rulebook, "Victory": the first player to flip all 3 protocols)', () => {
    const g0 = position({ players: [
      { protocols: [{ name: 'Assimilation', compiled: true }, { name: 'Diversity', compiled: true }, 'Unity'], hand: ['Unity 1'], stacks: [['Unity 0'], ['Unity 2'], ['Unity 3', 'Unity 4']] },
      { protocols: ['Speed', 'Plague', 'Hate'], stacks: [['Speed 5'], ['Plague 5'], ['Hate 5']] },
    ] });
    const r = actWithEvents(g0, play('Unity 1', 2));
    expect(only(r.events, 'compiled')).toEqual([{ type: 'compiled', player: 0, line: 2, protocol: 'Unity', byEffect: true }]);
    expect(r.state.result).toEqual({ winner: 0, reason: 'compiled' });
    expect(only(r.events, 'gameOver')).toEqual([{ type: 'gameOver', result: { winner: 0, reason: 'compiled' } }]);
    expect(awaiting(r.state)).toBeNull();
  });

  it('Unity 4 with an empty hand and an empty deck: nothing to reveal or draw, and the trash is not reshuffled (community rulings, "Game state must change")', () => {
    const [, parkedA, parkedB] = parkedStacks(AUX2, ['Unity 4', 'Unity 5', 'Unity 2', 'Unity 3']);
    const g0 = position({ players: [
      { protocols: AUX2, stacks: [[], parkedA!, [...parkedB!, 'Unity 4']], hand: ['Unity 5'], trash: ['Unity 2', 'Unity 3'] },
      { protocols: ['Speed', 'Plague', 'Hate'] },
    ] });
    expect(deck(g0, 0)).toEqual([]);
    const r = actWithEvents(g0, play('Unity 5', 0, 'down'));
    expect(story(r.events)).toEqual(['seat 0 plays a card face-down in line 0', "seat 0's Unity 4 (top)"]);
    expect(hand(r.state, 0)).toEqual([]);
    expect(trash(r.state, 0)).toEqual(['Unity 2', 'Unity 3']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Assimilation and Diversity', () => {
  it('a card taken by Assimilation 0 may be played face-up in the line of its protocol, the opponent\'s (Codex, "Changing Ownership")', () => {
    const g0 = position({ players: [
      { protocols: AUX2, hand: ['Assimilation 0'] },
      { protocols: ['Speed', 'Plague', 'Hate'], stacks: [['Speed 3 down'], [], []] },
    ] });
    let g = act(g0, play('Assimilation 0', 0), refresh);
    expect(hand(g, 0)).toEqual(['Speed 3']);
    expect(legalActions(g).filter((a) => a.type === 'play' && a.face === 'up')).toEqual([{ type: 'play', index: 0, line: 0, face: 'up' }]);
    g = act(g, play('Speed 3', 0));
    expect(stack(g, 0, 0)).toEqual(['Assimilation 0', 'Speed 3']);
  });

  it('Diversity 0\'s End "You may play" into a line the opponent\'s Plague 0 closes: nothing can be played, nothing is asked', () => {
    const g0 = position({ players: [
      { protocols: AUX2, stacks: [[], ['Diversity 0'], []], hand: ['Unity 5', 'Assimilation 2'] },
      { protocols: ['Speed', 'Plague', 'Hate'], stacks: [[], ['Plague 0'], []] },
    ] });
    const r = actWithEvents(g0, play('Unity 5', 2, 'down'));
    expect(story(r.events)).toEqual(['seat 0 plays a card face-down in line 2', "seat 0's Diversity 0 (bottom)"]);
    expect(stack(r.state, 0, 1)).toEqual(['Diversity 0']);
    expect(hand(r.state, 0)).toEqual(['Assimilation 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});
