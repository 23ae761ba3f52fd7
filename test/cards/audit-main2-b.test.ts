/**
 * An adversarial third reading of Luck, Mirror, Peace, Smoke, Time and War (Main 2): scenarios the
 * per-protocol files and the earlier audits (audit-ice-smoke, audit-time-unity) leave unpinned —
 * lists noted at one moment and acted on later, committed cards (not on the field, not yet in their
 * zone), texts that stop when their card is covered or deleted mid-resolution, "After" windows that
 * read the board when they open, copied text ("as if it were on this card"), the errata's tenses,
 * refills that are shuffles, and what each seat may know while it happens.
 */
import { describe, expect, it } from 'vitest';
import {
  accept, act, actWithEvents, awaiting, choose, deck, hand, line, optionNamed, pass, pickHand, play, playFromTrash, position, stack,
  stateNumber, stateProtocol, trash,
} from '../../src/testing.js';
import { eventsFor, legalActions, viewFor } from '../../src/index.js';
import { only } from './events.js';
import { story } from './story.js';

/** A card on the field, as a `card` choice names it. */
const card = (player: 0 | 1, l: number, index: number) => ({ type: 'card', player, line: l, index });

describe('Luck', () => {
  it('Luck 0: cards drawn after its draw refilled the deck are "drawn"; the card Time 2 then draws after that shuffle is not, so it cannot be revealed (Codex, Luck 0: "must be one that you drew with Luck 0"; community rulings, Time 2)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Luck', 'Time', 'Peace'], hand: ['Luck 0'], stacks: [[], ['Time 2'], []], deck: ['Luck 3'], trash: ['Luck 5', 'Time 5', 'Peace 5'] },
      { protocols: ['Speed', 'Darkness', 'Hate'], stacks: [['Speed 1'], [], []] },
    ] });
    g = act(g, play('Luck 0', 0));
    let r = actWithEvents(g, stateNumber(5));
    // Luck 0 draws 3: Luck 3, then the trash is reshuffled and two 5s follow — one draw.
    expect(only(r.events, 'reshuffled')).toEqual([{ type: 'reshuffled', player: 0, count: 3 }]);
    expect(only(r.events, 'drew')).toEqual([
      { type: 'drew', player: 0, count: 3, fromOpponent: false },
      // Time 2's top: "After you shuffle your deck: Draw 1 card." — the third 5.
      { type: 'drew', player: 0, count: 1, fromOpponent: false },
    ]);
    expect(only(r.events, 'triggered').map((e) => `${e.card} ${e.section}`)).toEqual(['Time 2 top']);
    const byLuck = hand(r.state, 0).slice(1, 3);
    const byTime = hand(r.state, 0)[3]!;
    expect(hand(r.state, 0)[0]).toBe('Luck 3');
    expect([...byLuck, byTime].sort()).toEqual(['Luck 5', 'Peace 5', 'Time 5']);
    expect(deck(r.state, 0)).toEqual([]);
    // "Then, you may shift this card." — declined.
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'line' });
    r = actWithEvents(r.state, pass);
    // Back to Luck 0: two drawn 5s, so its owner picks one; the 5 Time 2 drew is not offered.
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'hand' });
    expect(legalActions(r.state)).toEqual([{ type: 'hand', index: 1 }, { type: 'hand', index: 2 }]);
    r = actWithEvents(r.state, pickHand(byLuck[0]!));
    expect(only(r.events, 'revealed')).toEqual([{ type: 'revealed', player: 0, cards: [byLuck[0]], what: 'handCard' }]);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'confirm' });
  });

  it('Luck 1: the card it plays lands on Life 3, whose "would be covered" play covers Luck 1 — Luck 1\'s text stops, so "Flip that card" does not happen; played elsewhere, Luck 1 flips the card it played, not Life 3\'s (Codex, "Committed Cards"; community rulings, "Active Text Interruption")', () => {
    const start = () => act(position({ unplaced: 'absent', players: [
      { protocols: ['Luck', 'Life', 'Peace'], hand: ['Luck 1'], stacks: [[], ['Life 3'], []], deck: ['Luck 2', 'Peace 5', 'Life 1'] },
      { protocols: ['Speed', 'Darkness', 'Hate'], hand: ['Hate 2'], stacks: [['Speed 5'], [], []] },
    ] }), play('Luck 1', 0), line(1));
    // Luck 2 is committed to line 1; Life 3, about to be covered, first plays Peace 5 in another line.
    let g = start();
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(0), line(2)]);
    let r = actWithEvents(g, line(0));
    expect(only(r.events, 'flipped')).toEqual([]);
    expect(stack(r.state, 0, 0)).toEqual(['Luck 1', 'Peace 5 down']);
    expect(stack(r.state, 0, 1)).toEqual(['Life 3', 'Luck 2 down']);
    expect(trash(r.state, 0)).toEqual([]);
    // Neither card played from the deck is known to the opponent.
    expect(JSON.stringify(eventsFor(r.events, 1))).not.toMatch(/Luck 2|Peace 5/);
    expect(JSON.stringify(viewFor(r.state, 1))).not.toMatch(/Luck 2|Peace 5/);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });

    g = start();
    r = actWithEvents(g, line(2));
    // "that card" is Luck 2, the card Luck 1 played — flipped without its middle command.
    expect(only(r.events, 'flipped')).toEqual([{ type: 'flipped', side: 0, by: 0, line: 1, card: 'Luck 2', face: 'up' }]);
    // Luck 2's middle (discard the top of the deck, draw) is ignored for this flip.
    expect(only(r.events, 'triggered', 'discarded')).toEqual([]);
    expect(stack(r.state, 0, 1)).toEqual(['Life 3', 'Luck 2']);
    expect(stack(r.state, 0, 2)).toEqual(['Peace 5 down']);
    expect(trash(r.state, 0)).toEqual([]);
    expect(deck(r.state, 0)).toEqual(['Life 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Luck 1 uncovered by a shift plays into the line the shifted card is committed to: its card is committed behind it, lands after Luck 1\'s text, so "Flip that card" finds no card on the field; into another line it is flipped (Codex, "Committed Cards": "They will enter the line in the order they were committed"; "Invalid Effects")', () => {
    const atLuck1 = () => act(position({ unplaced: 'absent', players: [
      { protocols: ['Luck', 'Darkness', 'Peace'], hand: ['Darkness 4'], stacks: [['Luck 1', 'Peace 5 down'], [], []], deck: ['Peace 2', 'Darkness 0'] },
      { protocols: ['Speed', 'Metal', 'Hate'], hand: ['Hate 2'], stacks: [['Speed 5'], [], []] },
    ] }), play('Darkness 4', 1), line(2));
    // Peace 5 is on its way to line 2; Luck 1, uncovered, resolves first.
    let g = atLuck1();
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(0), line(1), line(2)]);
    let r = actWithEvents(g, line(2));
    expect(only(r.events, 'played', 'flipped')).toEqual([{ type: 'played', player: 0, line: 2, face: 'down', card: null, from: 'deck' }]);
    expect(stack(r.state, 0, 2)).toEqual(['Peace 5 down', 'Peace 2 down']);
    expect(stack(r.state, 0, 0)).toEqual(['Luck 1']);
    expect(hand(r.state, 0)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });

    r = actWithEvents(atLuck1(), line(1));
    expect(only(r.events, 'flipped')).toEqual([{ type: 'flipped', side: 0, by: 0, line: 1, card: 'Peace 2', face: 'up' }]);
    expect(stack(r.state, 0, 1)).toEqual(['Darkness 4', 'Peace 2']);
    expect(stack(r.state, 0, 2)).toEqual(['Peace 5 down']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Luck 3: "If the discarded card matched" is past tense (errata 8/2025) — the card still matched after the opponent\'s Plague 1 draw reshuffled it out of their trash, so 1 card is deleted', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Luck', 'Ice', 'Peace'], hand: ['Luck 3'] },
      { protocols: ['Plague', 'Speed', 'Hate'], stacks: [['Plague 1'], [], ['Hate 5']], deck: ['Plague 2'], trash: ['Speed 5'] },
    ] });
    g = act(g, play('Luck 3', 0));
    const r = actWithEvents(g, stateProtocol('Plague'));
    expect(story(r.events)).toEqual([
      'seat 0 states Plague',
      "seat 0 discards Plague 2 from the top of seat 1's deck into seat 1's trash",
      "seat 1's Plague 1 (top)",
      'seat 1 shuffles 2 cards from trash into a new deck',
      'seat 1 draws 1 card',
    ]);
    // Plague 2 has left seat 1's trash (now in their hand or deck): it matched when it was discarded.
    expect(trash(r.state, 1)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'card' });
    expect(legalActions(r.state)).toEqual([card(0, 0, 0), card(1, 0, 0), card(1, 2, 0)]);
    g = act(r.state, choose('Hate 5'));
    expect(trash(g, 1)).toEqual(['Hate 5']);
    expect(stack(g, 1, 2)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Luck 4 uncovered by a shift: the shifted card is committed, not on the field, so its matching value cannot be deleted — the only other 2 is, without a question (Codex, "Committed Cards": "cannot be manipulated in any way")', () => {
    const r = actWithEvents(position({ unplaced: 'absent', players: [
      { protocols: ['Luck', 'Darkness', 'Peace'], hand: ['Darkness 4'], stacks: [['Luck 4', 'Peace 5 down'], [], ['Peace 2']], deck: ['Luck 2', 'Darkness 0'] },
      { protocols: ['Speed', 'Metal', 'Hate'], hand: ['Hate 2'], stacks: [['Speed 5'], ['Metal 3'], []] },
    ] }), play('Darkness 4', 1), line(1));
    // Darkness 4 shifts the face-down Peace 5 (a 2) off Luck 4; Luck 4 discards Luck 2 (a 2) and
    // must delete a 2: Peace 2 — Peace 5 is still on its way to line 1.
    expect(story(r.events).slice(2)).toEqual([
      'a face-down card of seat 0 is shifted from line 0 to line 1 by seat 0',
      "seat 0's Luck 4 (middle)",
      'seat 0 discards Luck 2 from the top of a deck',
      "seat 0's Peace 2 in line 2 is deleted by seat 0",
    ]);
    expect(trash(r.state, 0)).toEqual(['Luck 2', 'Peace 2']);
    expect(stack(r.state, 0, 0)).toEqual(['Luck 4']);
    expect(stack(r.state, 0, 1)).toEqual(['Darkness 4', 'Peace 5 down']);
    expect(stack(r.state, 0, 2)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Mirror', () => {
  it('Mirror 1 copying Time 3: "your trash" is Mirror 1\'s owner\'s, and "another line" is read from Mirror 1\'s line, not Time 3\'s (Codex, Mirror 1: "as if it were on this card")', () => {
    let r = actWithEvents(position({ unplaced: 'absent', players: [
      { protocols: ['Mirror', 'Fire', 'Spirit'], hand: ['Spirit 5'], stacks: [['Mirror 1'], [], []], trash: ['Fire 1'] },
      { protocols: ['Death', 'Light', 'Time'], hand: ['Light 5'], stacks: [[], [], ['Time 3']], trash: ['Death 1'] },
    ] }), play('Spirit 5', 2, 'down'));
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'card' });
    expect(legalActions(r.state)).toEqual([card(1, 2, 0), pass]);
    r = actWithEvents(r.state, choose('Time 3'));
    // Seat 0's only trash card is revealed without a choice; seat 1's Death 1 is not reachable.
    expect(only(r.events, 'revealed')).toEqual([{ type: 'revealed', player: 0, cards: ['Fire 1'], what: 'trashCard' }]);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'play' });
    // Lines 1 and 2 (Mirror 1 is in line 0); Time 3's own line 2 is allowed, line 0 is not.
    expect(legalActions(r.state)).toEqual([
      { type: 'play', index: 0, line: 1, face: 'down', from: 'trash' },
      { type: 'play', index: 0, line: 2, face: 'down', from: 'trash' },
    ]);
    const g = act(r.state, playFromTrash('Fire 1', 1, 'down'));
    expect(stack(g, 0, 1)).toEqual(['Fire 1 down']);
    expect(trash(g, 0)).toEqual([]);
    expect(trash(g, 1)).toEqual(['Death 1']);
    expect(stack(g, 1, 2)).toEqual(['Time 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Mirror 1 copying the opponent\'s Time 2 middle: Mirror 1\'s owner shuffles their own trash into their own deck — their shuffle, so the opponent\'s Time 2 top ("After you shuffle your deck") does not answer (Codex, Mirror 1: "as if it were on this card")', () => {
    let r = actWithEvents(position({ unplaced: 'absent', players: [
      { protocols: ['Mirror', 'Fire', 'Spirit'], hand: ['Spirit 5'], stacks: [['Mirror 1'], [], []], trash: ['Fire 1', 'Fire 2'], deck: ['Fire 3'] },
      { protocols: ['Death', 'Light', 'Time'], hand: ['Light 5'], stacks: [[], [], ['Time 2']], deck: ['Death 1', 'Death 2'], trash: ['Death 3'] },
    ] }), play('Spirit 5', 2, 'down'), choose('Time 2'));
    // "If there are any cards in your trash, you may shuffle your trash into your deck."
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'confirm' });
    r = actWithEvents(r.state, accept);
    expect(only(r.events, 'shuffled')).toEqual([{ type: 'shuffled', player: 0, count: 3, trash: true }]);
    expect(only(r.events, 'triggered', 'drew')).toEqual([]);
    expect(trash(r.state, 0)).toEqual([]);
    expect([...deck(r.state, 0)].sort()).toEqual(['Fire 1', 'Fire 2', 'Fire 3']);
    expect(deck(r.state, 1)).toEqual(['Death 1', 'Death 2']);
    expect(trash(r.state, 1)).toEqual(['Death 3']);
    expect(hand(r.state, 1)).toEqual(['Light 5']);
    expect(stack(r.state, 1, 2)).toEqual(['Time 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Mirror 1 copying Darkness 3 covers its owner\'s Peace 1: that End command, noted at the start of the End phase, no longer happens when its turn comes (Codex, "Start and End Effects": "If a command leaves play, it doesn\'t happen")', () => {
    const endPhase = () => act(position({ unplaced: 'absent', players: [
      { protocols: ['Mirror', 'Peace', 'Fire'], hand: ['Fire 1', 'Fire 5'], stacks: [['Mirror 1'], ['Peace 1'], []], deck: ['Fire 2'] },
      { protocols: ['Hate', 'Light', 'Darkness'], hand: ['Hate 5'], stacks: [[], [], ['Darkness 3']] },
    ] }), play('Fire 1', 2, 'down'));
    let g = endPhase();
    // Two End commands noted: the current player orders them.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'order' });
    g = act(g, optionNamed('Mirror 1'));
    expect(legalActions(g)).toEqual([card(1, 2, 0), pass]);
    g = act(g, choose('Darkness 3'));
    // "Play 1 card face-down in another line" — another than Mirror 1's line 0.
    expect(legalActions(g)).toEqual([
      { type: 'play', index: 0, line: 1, face: 'down' },
      { type: 'play', index: 0, line: 2, face: 'down' },
    ]);
    let r = actWithEvents(g, play('Fire 5', 1, 'down'));
    // Peace 1 is covered: its End ("If your hand is empty, draw 1 card") is dropped, though the hand is empty.
    expect(only(r.events, 'triggered', 'drew')).toEqual([]);
    expect(stack(r.state, 0, 1)).toEqual(['Peace 1', 'Fire 5 down']);
    expect(hand(r.state, 0)).toEqual([]);
    expect(deck(r.state, 0)).toEqual(['Fire 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });

    // Played in line 2 instead, Peace 1 stays uncovered and draws.
    r = actWithEvents(act(endPhase(), optionNamed('Mirror 1'), choose('Darkness 3')), play('Fire 5', 2, 'down'));
    expect(story(r.events).slice(-2)).toEqual(["seat 0's Peace 1 (bottom)", 'seat 0 draws 1 card']);
    expect(hand(r.state, 0)).toEqual(['Fire 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Mirror 1 copying Luck 1: the card played into Mirror 1\'s own line covers Mirror 1 and stops the copy — no flip; played into Luck 1\'s line, it is flipped without its middle (Codex, Mirror 1 and Luck 1)', () => {
    const atCopy = () => act(position({ unplaced: 'absent', players: [
      { protocols: ['Mirror', 'Fire', 'Spirit'], hand: ['Spirit 5'], stacks: [['Mirror 1'], [], []], deck: ['Fire 4', 'Fire 2'] },
      { protocols: ['Death', 'Luck', 'Light'], hand: ['Light 5'], stacks: [[], ['Luck 1'], []], deck: ['Death 2'] },
    ] }), play('Spirit 5', 2, 'down'), choose('Luck 1'));
    let g = atCopy();
    // "Play the top card of your deck face-down": Mirror 1's owner's deck, any line.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(0), line(1), line(2)]);
    let r = actWithEvents(g, line(0));
    expect(only(r.events, 'flipped')).toEqual([]);
    expect(stack(r.state, 0, 0)).toEqual(['Mirror 1', 'Fire 4 down']);
    expect(deck(r.state, 1)).toEqual(['Death 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });

    g = atCopy();
    r = actWithEvents(g, line(1));
    expect(only(r.events, 'flipped')).toEqual([{ type: 'flipped', side: 0, by: 0, line: 1, card: 'Fire 4', face: 'up' }]);
    // Fire 4's middle ("Discard 1 or more cards. Draw …") is ignored.
    expect(only(r.events, 'triggered', 'drew')).toEqual([]);
    expect(stack(r.state, 0, 1)).toEqual(['Fire 4']);
    expect(stack(r.state, 1, 1)).toEqual(['Luck 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Mirror 3: the first card flipped up (Peace 2) plays a card onto Mirror 3 — covered, Mirror 3\'s second flip does not happen (community rulings, "Active Text Interruption"; Codex, Mirror 3)', () => {
    const atPlay = () => act(position({ unplaced: 'absent', players: [
      { protocols: ['Mirror', 'Peace', 'Fire'], hand: ['Mirror 3', 'Fire 5'], stacks: [[], ['Peace 2 down'], []], deck: ['Fire 1'] },
      { protocols: ['Water', 'Death', 'Light'], hand: ['Light 5'], stacks: [['Water 1'], ['Death 4'], []] },
    ] }), play('Mirror 3', 0), choose('Peace 2'));
    // Peace 2 face-up: it drew Fire 1 and asks for a face-down play.
    let g = atPlay();
    expect(hand(g, 0)).toEqual(['Fire 5', 'Fire 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'play' });
    let r = actWithEvents(g, play('Fire 5', 0, 'down'));
    expect(only(r.events, 'flipped')).toEqual([]);
    expect(stack(r.state, 0, 0)).toEqual(['Mirror 3', 'Fire 5 down']);
    expect(stack(r.state, 1, 1)).toEqual(['Death 4']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });

    // Played elsewhere, the second flip takes the opponent's card in Peace 2's line.
    r = actWithEvents(atPlay(), play('Fire 5', 2, 'down'));
    expect(only(r.events, 'flipped')).toEqual([{ type: 'flipped', side: 1, by: 0, line: 1, card: 'Death 4', face: 'down' }]);
    expect(stack(r.state, 1, 0)).toEqual(['Water 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Peace', () => {
  it('Peace 1 with War 3 beside it: its owner lets the opponent discard first; War 3\'s face-down play onto Peace 1 covers it, so Peace 1\'s own discard never happens (Codex, Peace 1; community rulings, "Active Text Interruption")', () => {
    const atWar3 = () => act(position({ unplaced: 'absent', players: [
      { protocols: ['Peace', 'War', 'Fire'], hand: ['Peace 1', 'Fire 1', 'Fire 2', 'War 5'], stacks: [[], ['War 3'], []], deck: ['Fire 3'] },
      { protocols: ['Hate', 'Light', 'Speed'], hand: ['Hate 5', 'Light 5'], deck: ['Speed 1'] },
    ] }), play('Peace 1', 0), optionNamed('your opponent discards first'));
    let g = atWar3();
    expect(trash(g, 1)).toEqual(['Hate 5', 'Light 5']);
    // War 3: "After your opponent discards cards: You may play 1 card face-down."
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
    let r = actWithEvents(g, accept, play('Fire 1', 0, 'down'));
    expect(story(r.events)).toEqual(['seat 0 plays a card face-down in line 0']);
    expect(stack(r.state, 0, 0)).toEqual(['Peace 1', 'Fire 1 down']);
    expect(hand(r.state, 0)).toEqual(['Fire 2', 'War 5']);
    expect(trash(r.state, 0)).toEqual([]);
    expect(deck(r.state, 0)).toEqual(['Fire 3']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });

    // Played in another line, Peace 1 goes on: seat 0 discards the rest, then its End draws 1.
    r = actWithEvents(atWar3(), accept, play('Fire 1', 2, 'down'));
    expect(story(r.events)).toEqual([
      'seat 0 plays a card face-down in line 2',
      'seat 0 discards Fire 2, War 5',
      "seat 0's Peace 1 (bottom)",
      'seat 0 draws 1 card',
    ]);
    expect(hand(r.state, 0)).toEqual(['Fire 3']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Peace 1 with its owner\'s hand empty: the order still matters (their Plague 1 draws after the opponent\'s discard), so the owner is asked — "you discard first" keeps the drawn card (Codex, Peace 1: "The owner decides which player discards their hand first")', () => {
    const g = position({ unplaced: 'absent', players: [
      { protocols: ['Peace', 'Plague', 'Fire'], hand: ['Peace 1'], stacks: [[], ['Plague 1'], []], deck: ['Fire 1', 'Fire 2'] },
      { protocols: ['Hate', 'Light', 'Speed'], hand: ['Hate 5', 'Light 5'], deck: ['Speed 1'] },
    ] });
    let r = actWithEvents(g, play('Peace 1', 0));
    // Both orders change the game (the opponent's hand goes either way), and they end differently:
    // the owner decides. (Opponent first, Plague 1's card would be discarded by the second discard.)
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'option' });
    r = actWithEvents(r.state, optionNamed('you discard first'));
    // Then the End: Peace 1's "If your hand is empty, draw 1 card." finds Fire 1 in hand.
    expect(story(r.events)).toEqual([
      'seat 1 discards Hate 5, Light 5',
      "seat 0's Plague 1 (top)",
      'seat 0 draws 1 card',
      "seat 0's Peace 1 (bottom)",
    ]);
    expect(hand(r.state, 0)).toEqual(['Fire 1']);
    expect(trash(r.state, 0)).toEqual([]);
    expect(deck(r.state, 0)).toEqual(['Fire 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Peace 4 and War 3 against the opponent\'s Luck 3 on their turn: the discard from my deck is theirs — War 3 ("your opponent discards") answers, Peace 4 ("you discard") does not (Codex FAQ, discarding from a deck; community rulings, Luck 3 and Plague 1)', () => {
    let g = position({ unplaced: 'absent', turn: 1, useControl: false, players: [
      { protocols: ['Peace', 'War', 'Fire'], hand: ['Fire 1'], stacks: [['Peace 4'], ['War 3'], []], deck: ['Fire 2', 'Fire 3'] },
      { protocols: ['Luck', 'Hate', 'Light'], hand: ['Luck 3', 'Hate 5'], deck: ['Light 1'] },
    ] });
    g = act(g, play('Luck 3', 0));
    let r = actWithEvents(g, stateProtocol('Light'));
    expect(story(r.events)).toEqual(['seat 1 states Light', "seat 1 discards Fire 2 from the top of seat 0's deck into seat 0's trash", "seat 0's War 3 (bottom)"]);
    expect(trash(r.state, 0)).toEqual(['Fire 2']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'confirm' });
    r = actWithEvents(r.state, accept, play('Fire 1', 2, 'down'));
    // Fire 2 did not match Light: nothing is deleted; Peace 4 never drew.
    expect(story(r.events)).toEqual(['seat 0 plays a card face-down in line 2']);
    expect(stack(r.state, 0, 2)).toEqual(['Fire 1 down']);
    expect(hand(r.state, 0)).toEqual([]);
    expect(deck(r.state, 0)).toEqual(['Fire 3']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('Smoke', () => {
  it('Smoke 0: a line that gets its first face-down card while the noted lines are processed (Life 3\'s play) was not noted and gets no card (Codex FAQ, "each": note, then process; community rulings, Life 0: lines that gain a card do not qualify)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Smoke', 'Life', 'Peace'], hand: ['Smoke 0'], stacks: [[], ['Life 3'], []], deck: ['Life 1', 'Peace 1', 'Life 2'] },
      { protocols: ['Hate', 'Light', 'Speed'], hand: ['Hate 5'], stacks: [[], ['Light 5 down'], []] },
    ] });
    // Only line 1 holds a face-down card: noted alone, no question. Life 1 goes onto Life 3, which
    // first plays Peace 1 face-down in another line.
    g = act(g, play('Smoke 0', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(0), line(2)]);
    const r = actWithEvents(g, line(2));
    expect(only(r.events, 'played')).toEqual([{ type: 'played', player: 0, line: 2, face: 'down', card: null, from: 'deck' }]);
    expect(stack(r.state, 0, 1)).toEqual(['Life 3', 'Life 1 down']);
    expect(stack(r.state, 0, 2)).toEqual(['Peace 1 down']);
    expect(deck(r.state, 0)).toEqual(['Life 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Smoke 0: a noted line whose only face-down card is flipped face-up meanwhile (Fire 0\'s "would be covered" flip) still gets its card — the lines were noted (Codex, Life 0 and Water 1 clarifications: note the lines, then play in each)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Smoke', 'Fire', 'Peace'], hand: ['Smoke 0'], stacks: [[], ['Fire 0'], []], deck: ['Fire 1', 'Peace 1', 'Fire 2', 'Peace 2'] },
      { protocols: ['Hate', 'Light', 'Speed'], hand: ['Hate 5'], stacks: [[], ['Light 1 down'], ['Hate 3 down']] },
    ] });
    g = act(g, play('Smoke 0', 0));
    expect(legalActions(g)).toEqual([line(1), line(2)]);
    // Line 1 first: Fire 1 onto Fire 0, which first draws Peace 1 and flips 1 other card — not Fire 1, committed.
    g = act(g, line(1));
    expect(hand(g, 0)).toEqual(['Peace 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    expect(legalActions(g)).toEqual([card(0, 0, 0), card(1, 1, 0), card(1, 2, 0)]);
    const r = actWithEvents(g, choose('Hate 3'));
    // Line 2 now has no face-down card, but it was noted: Fire 2 is played there.
    expect(only(r.events, 'flipped', 'played')).toEqual([
      { type: 'flipped', side: 1, by: 0, line: 2, card: 'Hate 3', face: 'up' },
      { type: 'played', player: 0, line: 2, face: 'down', card: null, from: 'deck' },
    ]);
    expect(stack(r.state, 0, 1)).toEqual(['Fire 0', 'Fire 1 down']);
    expect(stack(r.state, 0, 2)).toEqual(['Fire 2 down']);
    expect(stack(r.state, 1, 2)).toEqual(['Hate 3']);
    expect(deck(r.state, 0)).toEqual(['Peace 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });

    // Fire 0 flipping Smoke 0 face-down instead stops its text: line 2 gets nothing.
    const s2 = actWithEvents(g, choose('Smoke 0'));
    expect(only(s2.events, 'flipped', 'played')).toEqual([{ type: 'flipped', side: 0, by: 0, line: 0, card: 'Smoke 0', face: 'down' }]);
    expect(stack(s2.state, 0, 0)).toEqual(['Smoke 0 down']);
    expect(stack(s2.state, 0, 2)).toEqual([]);
    expect(deck(s2.state, 0)).toEqual(['Fire 2', 'Peace 2']);
    expect(awaiting(s2.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Smoke 3 uncovered by a shift: the face-down card on its way to line 2 is not yet in the field, so line 2 is not "a line with a face-down card" — the only card goes to line 1, unasked (Codex, "Committed Cards"; Codex, Smoke 0 and 3)', () => {
    const r = actWithEvents(position({ unplaced: 'absent', players: [
      { protocols: ['Smoke', 'Darkness', 'Peace'], hand: ['Darkness 4', 'Peace 5'], stacks: [['Smoke 3', 'Peace 1 down'], [], []] },
      { protocols: ['Hate', 'Light', 'Speed'], hand: ['Hate 5'], stacks: [[], ['Light 2 down'], []] },
    ] }), play('Darkness 4', 1), choose('Peace 1'), line(2));
    expect(story(r.events).slice(2)).toEqual([
      'a face-down card of seat 0 is shifted from line 0 to line 2 by seat 0',
      "seat 0's Smoke 3 (middle)",
      'seat 0 plays a card face-down in line 1',
    ]);
    expect(stack(r.state, 0, 1)).toEqual(['Darkness 4', 'Peace 5 down']);
    expect(stack(r.state, 0, 2)).toEqual(['Peace 1 down']);
    expect(stack(r.state, 0, 0)).toEqual(['Smoke 3']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Smoke 1: "You may shift that card" follows the card after its own middle moved it — Ice 1 shifted itself to line 2, so it may go to line 0 or 1 (Codex, "Selecting and Targeting": "that card")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Smoke', 'Ice', 'Peace'], hand: ['Smoke 1'], stacks: [[], ['Ice 1 down'], []] },
      { protocols: ['Hate', 'Light', 'Speed'], hand: ['Hate 5'], stacks: [['Hate 2'], [], []] },
    ] });
    g = act(g, play('Smoke 1', 0), choose('Ice 1'));
    // Ice 1 face-up: "You may shift this card."
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(0), line(2), pass]);
    g = act(g, line(2));
    expect(stack(g, 0, 2)).toEqual(['Ice 1']);
    // Smoke 1: "You may shift that card." — from line 2 now.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(0), line(1), pass]);
    const r = actWithEvents(g, line(1));
    expect(only(r.events, 'shifted')).toEqual([{ type: 'shifted', side: 0, by: 0, from: 2, to: 1, card: 'Ice 1' }]);
    expect(stack(r.state, 0, 1)).toEqual(['Ice 1']);
    expect(stack(r.state, 0, 2)).toEqual([]);
    expect(stack(r.state, 0, 0)).toEqual(['Smoke 1']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Time', () => {
  it('Time 0 uncovered by a delete: the deleted card is committed to the trash, not in it yet — Time 0 cannot play it and does not shuffle it into the deck; it arrives afterwards (Codex, "Committed Cards"; community rulings, "Each Zone Has Its Own Commit Queue")', () => {
    let g = position({ unplaced: 'absent', turn: 1, useControl: false, players: [
      { protocols: ['Time', 'Speed', 'Death'], hand: ['Death 5'], stacks: [['Time 0', 'Time 5'], [], []], trash: ['Speed 5'], deck: ['Speed 1', 'Death 1'] },
      { protocols: ['Hate', 'Spirit', 'Light'], hand: ['Hate 0', 'Light 5'] },
    ] });
    g = act(g, play('Hate 0', 0));
    expect(legalActions(g)).toEqual([card(0, 0, 1), card(1, 0, 0)]);
    let r = actWithEvents(g, choose('Time 5'));
    // Time 0's owner plays from their trash: only Speed 5 is there.
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'play' });
    expect(trash(r.state, 0)).toEqual(['Speed 5']);
    expect(legalActions(r.state)).toEqual([
      { type: 'play', index: 0, line: 0, face: 'down', from: 'trash' },
      { type: 'play', index: 0, line: 1, face: 'up', from: 'trash' },
      { type: 'play', index: 0, line: 1, face: 'down', from: 'trash' },
      { type: 'play', index: 0, line: 2, face: 'down', from: 'trash' },
    ]);
    r = actWithEvents(r.state, playFromTrash('Speed 5', 2, 'down'));
    // "Shuffle your trash into your deck": the trash is empty, the deck of 2 is shuffled; Time 5 lands after.
    expect(only(r.events, 'shuffled')).toEqual([{ type: 'shuffled', player: 0, count: 2, trash: true }]);
    expect(trash(r.state, 0)).toEqual(['Time 5']);
    expect([...deck(r.state, 0)].sort()).toEqual(['Death 1', 'Speed 1']);
    expect(stack(r.state, 0, 0)).toEqual(['Time 0']);
    expect(stack(r.state, 0, 2)).toEqual(['Speed 5 down']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('Time 1 flipped up on the opponent\'s turn: "Discard your entire deck" is my discard, so Peace 4 draws; that draw refills the deck from the trash — my shuffle, so the covered Time 2 draws too (Codex FAQ, discarding from a deck, "When do I refill my deck?"; community rulings, Time 2)', () => {
    let g = position({ unplaced: 'absent', turn: 1, useControl: false, players: [
      { protocols: ['Time', 'Peace', 'Water'], stacks: [['Time 2', 'Time 1 down'], ['Peace 4'], []], deck: ['Water 1', 'Water 2'], trash: ['Water 3'] },
      { protocols: ['Darkness', 'Hate', 'Light'], hand: ['Darkness 1', 'Light 5'], stacks: [[], ['Hate 1', 'Hate 5'], []] },
    ] });
    // Darkness 1: "Flip 1 of your opponent's cards. You may shift that card."
    g = act(g, play('Darkness 1', 0));
    expect(legalActions(g)).toEqual([card(0, 0, 1), card(0, 1, 0)]);
    g = act(g, choose('Time 1'));
    // Time 1's owner flips 1 covered card: their Time 2 or the opponent's Hate 1.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    expect(legalActions(g)).toEqual([card(0, 0, 0), card(1, 1, 0)]);
    let r = actWithEvents(g, choose('Hate 1'));
    expect(story(r.events)).toEqual([
      "seat 1's Hate 1 in line 1 is flipped face-down by seat 0",
      'seat 0 discards Water 1, Water 2 from the top of a deck',
      "seat 0's Peace 4 (bottom)",
      'seat 0 shuffles 3 cards from trash into a new deck',
      'seat 0 draws 1 card',
      "seat 0's Time 2 (top)",
      'seat 0 draws 1 card',
    ]);
    expect(hand(r.state, 0)).toHaveLength(2);
    expect(deck(r.state, 0)).toHaveLength(1);
    expect(trash(r.state, 0)).toEqual([]);
    // "Then, you may shift this card" (Time 2, covered): declined; then Darkness 1's "You may shift that card".
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'line' });
    r = actWithEvents(r.state, pass);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'line' });
    g = act(r.state, pass);
    expect(stack(g, 0, 0)).toEqual(['Time 2', 'Time 1']);
    expect(stack(g, 1, 1)).toEqual(['Hate 1 down', 'Hate 5']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('Time 0 plays a card of the opponent\'s protocol from its owner\'s trash face-up into the opponent\'s matching line; it is then the player\'s card, its End fires in their End (Codex, "Changing Ownership")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Time', 'Speed', 'Death'], hand: ['Time 0'], trash: ['Light 1'], deck: ['Speed 1', 'Death 1'] },
      { protocols: ['Spirit', 'Light', 'Hate'], hand: ['Hate 5'] },
    ] });
    g = act(g, play('Time 0', 0));
    expect(legalActions(g)).toEqual([
      { type: 'play', index: 0, line: 0, face: 'down', from: 'trash' },
      { type: 'play', index: 0, line: 1, face: 'up', from: 'trash' },
      { type: 'play', index: 0, line: 1, face: 'down', from: 'trash' },
      { type: 'play', index: 0, line: 2, face: 'down', from: 'trash' },
    ]);
    const r = actWithEvents(g, playFromTrash('Light 1', 1));
    expect(story(r.events).filter((l) => l.includes('Light 1'))).toEqual([
      'seat 0 plays Light 1 face-up in line 1 from their trash',
      "seat 0's Light 1 (bottom)",
    ]);
    expect(stack(r.state, 0, 1)).toEqual(['Light 1']);
    expect(hand(r.state, 0)).toHaveLength(1);
    expect(deck(r.state, 0)).toHaveLength(1);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('War', () => {
  it('War 2: the opponent\'s compile shifts my Speed 2 onto War 2 — covered when the "After your opponent compiles" window opens, War 2 does not answer; shifted elsewhere, it does (community rulings, "After triggers check status at the end"; Codex, Speed 2)', () => {
    const atShift = () => act(position({ useControl: false, players: [
      { protocols: ['War', 'Speed', 'Water'], hand: ['Water 5'], stacks: [['War 2'], ['Speed 2'], []] },
      { protocols: ['Metal', 'Fire', 'Life'], hand: ['Metal 1', 'Life 2'], stacks: [[], ['Fire 5', 'Fire 4', 'Life 4 down'], []] },
    ] }), play('Water 5', 2, 'down'));
    // Seat 1 compiles line 1 (11 against 2): Speed 2's owner shifts it instead of its deletion.
    let g = atShift();
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(0), line(2)]);
    let r = actWithEvents(g, line(0));
    expect(only(r.events, 'triggered').map((e) => e.card)).toEqual([]);
    expect(stack(r.state, 0, 0)).toEqual(['War 2', 'Speed 2']);
    expect(r.state.players[1]!.protocols[1]).toEqual({ name: 'Fire', compiled: true });
    expect(hand(r.state, 1)).toEqual(['Metal 1', 'Life 2']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });

    r = actWithEvents(atShift(), line(2));
    expect(story(r.events).slice(-2)).toEqual(["seat 0's War 2 (bottom)", 'seat 1 discards Metal 1, Life 2']);
    expect(stack(r.state, 0, 2)).toEqual(['Water 5 down', 'Speed 2']);
    expect(hand(r.state, 1)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('War 0 answers the opponent\'s Luck 0 draw by deleting Luck 0: its text has left the field, so nothing is revealed or played; War 0\'s owner never sees the cards drawn (rulebook, "Cards & Effects"; Codex, "Public and Private Information")', () => {
    const atWar0 = () => act(position({ unplaced: 'absent', players: [
      { protocols: ['Luck', 'Time', 'Peace'], hand: ['Luck 0'], deck: ['Time 5', 'Peace 5', 'Peace 1'] },
      { protocols: ['War', 'Hate', 'Light'], hand: ['Hate 5'], stacks: [['War 0'], [], []] },
    ] }), play('Luck 0', 0), stateNumber(5));
    let g = atWar0();
    expect(hand(g, 0)).toEqual(['Time 5', 'Peace 5', 'Peace 1']);
    // War 0: "After your opponent draws cards: You may delete 1 card."
    expect(awaiting(g)).toEqual({ player: 1, kind: 'card' });
    expect(legalActions(g)).toEqual([card(0, 0, 0), card(1, 0, 0), pass]);
    expect(JSON.stringify(viewFor(g, 1))).not.toMatch(/Time 5|Peace 5|Peace 1/);
    const r = actWithEvents(g, choose('Luck 0'));
    expect(only(r.events, 'revealed', 'played')).toEqual([]);
    expect(trash(r.state, 0)).toEqual(['Luck 0']);
    expect(hand(r.state, 0)).toEqual(['Time 5', 'Peace 5', 'Peace 1']);
    expect(JSON.stringify(eventsFor([...r.events], 1))).not.toMatch(/Time 5|Peace 5|Peace 1/);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });

    // Declining the delete, Luck 0 goes on: two drawn 5s, its owner reveals one.
    g = act(atWar0(), pass);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    expect(legalActions(g)).toEqual([{ type: 'hand', index: 0 }, { type: 'hand', index: 1 }]);
  });
});
