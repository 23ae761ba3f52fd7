import { describe, expect, it } from 'vitest';
import { accept, act, actWithEvents, awaiting, choose, hand, line, pass, play, position, stack, trash } from '../../src/testing.js';
import { legalActions, viewFor } from '../../src/index.js';
import { census } from '../../src/testing/conformance.js';
import { compiled, discardsOne, ME, ofType, THEM } from './aux2.js';

// Seat 0 plays Diversity in line 1 (Assimilation in line 0, Unity in line 2) unless a test says otherwise.

describe('Diversity 0', () => {
  it('with 6 different protocols on face-up cards, covered or not, flips the Diversity protocol to its compiled side', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Diversity 0'], stacks: [['Assimilation 5', 'Unity 5 down'], [], ['Unity 1']] },
      { protocols: THEM, stacks: [['Speed 5', 'Speed 3 down'], ['Plague 5'], ['Hate 5']] },
    ] });
    // Diversity (itself), Assimilation (covered), Unity, Speed (covered), Plague, Hate.
    const r = actWithEvents(g, play('Diversity 0', 1));
    expect(compiled(r.state, 0)).toEqual(['Diversity']);
    expect(ofType(r.events, 'compiled', 'deleted')).toEqual([{ type: 'compiled', player: 0, line: 1, protocol: 'Diversity', byEffect: true }]);
    // Nothing is deleted: the stacks stay as they were.
    expect(stack(r.state, 0, 1)).toEqual(['Diversity 0']);
    expect(stack(r.state, 1, 0)).toEqual(['Speed 5', 'Speed 3 down']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('face-down cards have no protocol: 5 protocols face-up and a sixth only face-down is not enough (community rulings, Diversity 0)', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Diversity 0'], stacks: [['Assimilation 5'], [], ['Unity 1']] },
      { protocols: THEM, stacks: [['Speed 5'], ['Plague 5'], ['Hate 5 down']] },
    ] });
    const r = actWithEvents(g, play('Diversity 0', 1));
    expect(compiled(r.state, 0)).toEqual([]);
    expect(ofType(r.events, 'compiled')).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('is not a compile: the control component stays, War 2 does not answer, nothing is deleted (community rulings, Diversity 0)', () => {
    const g = position({ controlHolder: 0, players: [
      { protocols: ME, hand: ['Diversity 0', 'Unity 2'], stacks: [['Assimilation 5'], [], ['Unity 1']] },
      { protocols: ['War', 'Plague', 'Hate'], stacks: [['War 2'], ['Plague 5'], ['Hate 5']] },
    ] });
    let r = actWithEvents(g, play('Diversity 0', 1));
    expect(compiled(r.state, 0)).toEqual(['Diversity']);
    expect(r.state.control).toBe(0);
    expect(ofType(r.events, 'controlUsed', 'triggered')).toEqual([
      { type: 'triggered', player: 0, card: 'Diversity 0', section: 'middle' },
      { type: 'triggered', player: 0, card: 'Diversity 0', section: 'bottom' },
    ]);
    // War 2: "After your opponent compiles: Your opponent discards their hand." — not reached.
    expect(hand(r.state, 0)).toEqual(['Unity 2']);
    // Diversity 0's own End comes next ("You may play 1 non-Diversity card in this line"): declined.
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'confirm' });
    r = actWithEvents(r.state, pass);
    expect(hand(r.state, 0)).toEqual(['Unity 2']);
    expect(trash(r.state, 0)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('uncovered by a shift, wins at once; the shifted card still lands where it was going (every card in one place at the end)', () => {
    const g = position({ players: [
      { protocols: [{ name: 'Gravity', compiled: true }, 'Diversity', { name: 'Unity', compiled: true }], hand: ['Gravity 1'],
        stacks: [[], ['Diversity 0', 'Unity 3 down'], ['Unity 5']] },
      { protocols: THEM, stacks: [['Speed 5'], ['Plague 5'], ['Hate 5']] },
    ] });
    let r = actWithEvents(g, play('Gravity 1', 0));
    // Gravity 1: "Draw 2 cards. Shift 1 card either to or from this line." The face-down Unity 3
    // leaves line 1 first, and Diversity 0, uncovered, resolves its middle before Unity 3 lands
    // (Codex, "Shifting"): Diversity, Gravity, Unity, Speed, Plague and Hate face-up → compiled.
    r = actWithEvents(r.state, choose('Unity 3'));
    expect(r.state.result).toEqual({ winner: 0, reason: 'compiled' });
    expect(ofType(r.events, 'shifted', 'compiled', 'gameOver')).toEqual([
      { type: 'shifted', side: 0, by: 0, from: 1, to: 0, card: null },
      { type: 'compiled', player: 0, line: 1, protocol: 'Diversity', byEffect: true },
      { type: 'gameOver', result: { winner: 0, reason: 'compiled' } },
    ]);
    // Nothing more resolves, but the committed card is put down, face-down on top of line 0.
    expect(stack(r.state, 0, 0)).toEqual(['Gravity 1', 'Unity 3 down']);
    expect(stack(r.state, 0, 1)).toEqual(['Diversity 0']);
    expect(() => census(r.state)).not.toThrow();
  });

  it('is not a continuous effect: a sixth protocol arriving later flips nothing (community rulings, Diversity 0)', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Unity 1'], stacks: [['Assimilation 5'], ['Diversity 0'], []] },
      { protocols: THEM, stacks: [['Speed 5'], ['Plague 5'], ['Hate 5']] },
    ] });
    const r = actWithEvents(g, play('Unity 1', 2));
    // Six protocols are now on face-up cards, but Diversity 0's middle is not entering play again.
    expect(compiled(r.state, 0)).toEqual([]);
    expect(ofType(r.events, 'triggered')).toEqual([
      { type: 'triggered', player: 0, card: 'Unity 1', section: 'middle' },
      { type: 'triggered', player: 0, card: 'Diversity 0', section: 'bottom' },
    ]);
    expect(ofType(r.events, 'compiled')).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('uncovered in the Start phase, the player still takes their action that turn (community rulings, Diversity 0)', () => {
    let g = position({ phase: 'start', players: [
      { protocols: ME, hand: ['Unity 3'], stacks: [['Assimilation 5'], ['Diversity 0', 'Death 1'], ['Unity 2']] },
      { protocols: ['Death', 'Plague', 'Hate'], stacks: [['Death 3'], ['Plague 5'], ['Hate 5']] },
    ] });
    // Death 1: "Start: You may draw 1 card. If you do, delete 1 other card. Then, delete this card."
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
    const r = actWithEvents(g, pass);
    g = r.state;
    expect(trash(g, 0)).toEqual(['Death 1']);
    expect(compiled(g, 0)).toEqual(['Diversity']);
    expect(ofType(r.events, 'triggered', 'compiled')).toEqual([
      { type: 'triggered', player: 0, card: 'Diversity 0', section: 'middle' },
      { type: 'compiled', player: 0, line: 1, protocol: 'Diversity', byEffect: true },
    ]);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
    expect(legalActions(g)).toContainEqual({ type: 'play', index: 0, line: 2, face: 'up' });
  });

  it('"the Diversity protocol" is its owner\'s: played by an opponent without one (taken with Assimilation 0), nothing flips (rulings: reading)', () => {
    const r = actWithEvents(position({ turn: 1, players: [
      { protocols: ME, stacks: [['Assimilation 5'], [], ['Unity 1']] },
      { protocols: THEM, hand: ['Diversity 0'], stacks: [['Speed 5'], ['Plague 5'], ['Hate 5']] },
    ] }), play('Diversity 0', 1));
    expect(compiled(r.state, 0)).toEqual([]);
    expect(compiled(r.state, 1)).toEqual([]);
    expect(ofType(r.events, 'compiled')).toEqual([]);
    expect(stack(r.state, 1, 1)).toEqual(['Plague 5', 'Diversity 0']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('the Diversity protocol already compiled stays as it is: no event, no recompile (flipProtocol does not recompile)', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ['Assimilation', { name: 'Diversity', compiled: true }, 'Unity'], hand: ['Diversity 0'], stacks: [['Assimilation 5'], [], ['Unity 1']], deck: ['Unity 0'] },
      { protocols: THEM, stacks: [['Speed 5'], ['Plague 5'], ['Hate 5']], deck: ['Speed 0'] },
    ] }), play('Diversity 0', 1));
    expect(compiled(r.state, 0)).toEqual(['Diversity']);
    expect(ofType(r.events, 'compiled', 'recompiled', 'drew')).toEqual([]);
    expect(hand(r.state, 0)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('a third compiled protocol wins the game at once (rulebook, "Victory")', () => {
    const r = actWithEvents(position({ players: [
      { protocols: [{ name: 'Assimilation', compiled: true }, 'Diversity', { name: 'Unity', compiled: true }], hand: ['Diversity 0'], stacks: [['Assimilation 5'], [], ['Unity 1']] },
      { protocols: THEM, stacks: [['Speed 5'], ['Plague 5'], ['Hate 5']] },
    ] }), play('Diversity 0', 1));
    expect(r.state.result).toEqual({ winner: 0, reason: 'compiled' });
    expect(ofType(r.events, 'gameOver')).toEqual([{ type: 'gameOver', result: { winner: 0, reason: 'compiled' } }]);
    expect(awaiting(r.state)).toBeNull();
  });

  it('End: may play 1 non-Diversity card in its line — face-up only where a protocol matches; a Diversity card only face-down (it then has no protocol)', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Unity 5', 'Plague 3', 'Diversity 4', 'Speed 5'], stacks: [[], ['Diversity 0'], []] },
      { protocols: THEM, stacks: [['Speed 1'], [], []] },
    ] });
    g = act(g, play('Unity 5', 2, 'down'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
    g = act(g, accept);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'play' });
    // Line 1 holds my Diversity and the opponent's Plague: Plague 3 may go face-up; any card face-down.
    expect(legalActions(g)).toEqual([
      { type: 'play', index: 0, line: 1, face: 'up' },
      { type: 'play', index: 0, line: 1, face: 'down' },
      { type: 'play', index: 1, line: 1, face: 'down' },
      { type: 'play', index: 2, line: 1, face: 'down' },
    ]);
    expect(hand(g, 0)).toEqual(['Plague 3', 'Diversity 4', 'Speed 5']);
    // Plague 3 face-up: "Flip each other uncovered face-up card." — Speed 1 (Diversity 0 is now covered).
    const r = actWithEvents(g, play('Plague 3', 1));
    expect(stack(r.state, 0, 1)).toEqual(['Diversity 0', 'Plague 3']);
    expect(stack(r.state, 1, 0)).toEqual(['Speed 1 down']);
    expect(ofType(r.events, 'played', 'flipped')).toEqual([
      { type: 'played', player: 0, line: 1, face: 'up', card: 'Plague 3', from: 'hand' },
      { type: 'flipped', side: 1, by: 0, line: 0, card: 'Speed 1', face: 'down' },
    ]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('End: a Diversity card played face-down satisfies "non-Diversity" (rulings: read as played; community rulings, Diversity 0)', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Unity 5', 'Diversity 4'], stacks: [[], ['Diversity 0'], []] },
      { protocols: THEM },
    ] });
    g = act(g, play('Unity 5', 2, 'down'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
    // Accepted, the single way to play it (one card, this line, face-down) is taken without another
    // question (rulings, "A forced choice with one option").
    g = act(g, accept);
    expect(stack(g, 0, 1)).toEqual(['Diversity 0', 'Diversity 4 down']);
    expect(hand(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('End with an empty hand: nothing to play, nothing asked; covered, no End at all', () => {
    const empty = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Unity 5'], stacks: [[], ['Diversity 0'], []] },
      { protocols: THEM },
    ] }), play('Unity 5', 2, 'down'));
    expect(ofType(empty.events, 'triggered')).toEqual([{ type: 'triggered', player: 0, card: 'Diversity 0', section: 'bottom' }]);
    expect(awaiting(empty.state)).toEqual({ player: 1, kind: 'action' });

    const covered = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Unity 5', 'Plague 3'], stacks: [[], ['Diversity 0', 'Unity 0 down'], []] },
      { protocols: THEM },
    ] }), play('Unity 5', 2, 'down'));
    expect(ofType(covered.events, 'triggered')).toEqual([]);
    expect(hand(covered.state, 0)).toEqual(['Plague 3']);
    expect(awaiting(covered.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Diversity 1', () => {
  it('shifts 1 card, then draws 1 per different protocol on cards in its line (face-up cards, covered or not, both stacks)', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Diversity 1'], stacks: [[], ['Assimilation 5'], []], deck: ['Unity 0', 'Unity 1', 'Unity 2', 'Unity 3'] },
      { protocols: THEM, stacks: [[], ['Plague 5', 'Speed 2 down'], ['Hate 5']] },
    ] });
    g = act(g, play('Diversity 1', 1));
    // Any uncovered card, either side, itself included.
    expect(legalActions(g)).toEqual([
      { type: 'card', player: 0, line: 1, index: 1 },
      { type: 'card', player: 1, line: 1, index: 1 },
      { type: 'card', player: 1, line: 2, index: 0 },
    ]);
    g = act(g, choose('Speed 2'));
    expect(legalActions(g)).toEqual([line(0), line(2)]);
    const r = actWithEvents(g, line(0));
    expect(stack(r.state, 1, 0)).toEqual(['Speed 2 down']);
    expect(stack(r.state, 1, 1)).toEqual(['Plague 5']);
    // Line 1: Diversity, Assimilation (covered), Plague — 3 protocols.
    expect(ofType(r.events, 'shifted', 'drew')).toEqual([
      { type: 'shifted', side: 1, by: 0, from: 1, to: 0, card: null },
      { type: 'drew', player: 0, count: 3, fromOpponent: false },
    ]);
    expect(hand(r.state, 0)).toEqual(['Unity 0', 'Unity 1', 'Unity 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('shifting itself, it counts the line it is in now ("this line" follows the card: shifting does not stop its text)', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Diversity 1'], stacks: [[], [], ['Unity 5']], deck: ['Unity 0', 'Unity 1', 'Unity 2', 'Unity 3'] },
      { protocols: THEM, stacks: [[], [], ['Hate 0', 'Plague 1']] },
    ] });
    g = act(g, play('Diversity 1', 1), choose('Diversity 1'), line(2));
    expect(stack(g, 0, 2)).toEqual(['Unity 5', 'Diversity 1']);
    // Line 2: Diversity, Unity (now covered), Hate (covered), Plague — 4 protocols.
    expect(hand(g, 0)).toEqual(['Unity 0', 'Unity 1', 'Unity 2', 'Unity 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('face-down cards have no protocol: alone with face-down cards it draws 1 (itself)', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Diversity 1'], stacks: [[], ['Unity 5 down'], []], deck: ['Unity 0', 'Unity 1'] },
      { protocols: THEM, stacks: [[], ['Hate 5 down'], ['Speed 1 down']] },
    ] });
    g = act(g, play('Diversity 1', 1), choose('Speed 1'));
    // Speed 1 may go to line 0 or line 1.
    expect(legalActions(g)).toEqual([line(0), line(1)]);
    const r = actWithEvents(g, line(0));
    expect(ofType(r.events, 'drew')).toEqual([{ type: 'drew', player: 0, count: 1, fromOpponent: false }]);
    expect(hand(r.state, 0)).toEqual(['Unity 0']);
    expect(stack(r.state, 1, 0)).toEqual(['Speed 1 down']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Diversity 3', () => {
  const totalsOf = (stacks: string[][], opp: string[][] = [[], [], []]) =>
    viewFor(position({ players: [{ protocols: ME, stacks }, { protocols: THEM, stacks: opp }] }), 0).players;

  it('my total in its line gains 2 while my stack there holds a non-Diversity face-up card, covered or not', () => {
    expect(totalsOf([[], ['Plague 5', 'Diversity 3'], []])[0].totals).toEqual([0, 10, 0]);
    // Covered itself, the top command still applies (rulebook, "Card Anatomy").
    expect(totalsOf([[], ['Diversity 3', 'Unity 1'], []])[0].totals).toEqual([0, 6, 0]);
  });

  it('no bonus with only Diversity cards, or only face-down other cards, in my stack; none when it is face-down', () => {
    expect(totalsOf([[], ['Diversity 5', 'Diversity 3'], []])[0].totals).toEqual([0, 8, 0]);
    expect(totalsOf([[], ['Plague 5 down', 'Diversity 3'], []])[0].totals).toEqual([0, 5, 0]);
    expect(totalsOf([[], ['Unity 5', 'Diversity 3 down'], []])[0].totals).toEqual([0, 7, 0]);
  });

  it('"this stack": the opponent\'s cards in the line do not count, and their total is untouched', () => {
    const players = totalsOf([[], ['Diversity 3'], []], [[], ['Speed 5'], []]);
    expect(players[0].totals).toEqual([0, 3, 0]);
    expect(players[1].totals).toEqual([0, 5, 0]);
  });

  it('the bonus counts for compiling: 5 + 3 + 2 reaches 10', () => {
    const g = position({ phase: 'compile', players: [
      { protocols: ME, stacks: [[], ['Speed 5', 'Diversity 3'], []] },
      { protocols: THEM, stacks: [[], ['Plague 5'], []] },
    ] });
    expect(compiled(g, 0)).toEqual(['Diversity']);
    expect(trash(g, 0)).toEqual(['Speed 5', 'Diversity 3']);
    expect(trash(g, 1)).toEqual(['Plague 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Diversity 4', () => {
  it('flips 1 uncovered card worth less than the number of protocols on face-up field cards (face-down cards are worth 2)', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Diversity 4'], stacks: [['Assimilation 2'], [], ['Unity 4 down']] },
      { protocols: THEM, stacks: [['Speed 3'], ['Speed 1'], ['Speed 5']] },
    ] });
    g = act(g, play('Diversity 4', 1));
    // Protocols: Assimilation, Diversity, Speed — 3. Worth less than 3: Assimilation 2, the face-down Unity 4, Speed 1.
    expect(legalActions(g)).toEqual([
      { type: 'card', player: 0, line: 0, index: 0 },
      { type: 'card', player: 0, line: 2, index: 0 },
      { type: 'card', player: 1, line: 1, index: 0 },
    ]);
    const r = actWithEvents(g, choose('Speed 1'));
    expect(stack(r.state, 1, 1)).toEqual(['Speed 1 down']);
    expect(ofType(r.events, 'flipped')).toEqual([{ type: 'flipped', side: 1, by: 0, line: 1, card: 'Speed 1', face: 'down' }]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('counts itself and can flip itself when enough protocols are out', () => {
    let g = position({ players: [
      { protocols: ME, hand: ['Diversity 4'], stacks: [['Assimilation 5'], [], ['Unity 5']] },
      { protocols: THEM, stacks: [['Speed 5'], ['Plague 5'], []] },
    ] });
    // 5 protocols: only Diversity 4 itself is worth less than 5.
    const r = actWithEvents(g, play('Diversity 4', 1));
    g = r.state;
    expect(stack(g, 0, 1)).toEqual(['Diversity 4 down']);
    expect(ofType(r.events, 'flipped')).toEqual([{ type: 'flipped', side: 0, by: 0, line: 1, card: 'Diversity 4', face: 'down' }]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with nothing worth little enough it flips nothing', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Diversity 4'], stacks: [['Assimilation 4 down'], [], []] },
      { protocols: THEM, stacks: [['Speed 3 down'], ['Plague 0 down'], []] },
    ] }), play('Diversity 4', 1));
    // One protocol (Diversity): nothing is worth less than 1.
    expect(ofType(r.events, 'flipped')).toEqual([]);
    expect(stack(r.state, 1, 1)).toEqual(['Plague 0 down']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Diversity 5', () => discardsOne('Diversity 5', 1));

describe('Diversity 6', () => {
  it('End: with fewer than 4 protocols on face-up cards it deletes itself; the card it uncovers resolves', () => {
    const g = position({ players: [
      { protocols: ME, hand: ['Assimilation 5'], stacks: [[], ['Unity 2', 'Diversity 6'], []], deck: ['Unity 0', 'Unity 1'] },
      { protocols: THEM, stacks: [['Speed 5 down'], [], []] },
    ] });
    const r = actWithEvents(g, play('Assimilation 5', 0, 'down'));
    // Diversity, Unity: 2 protocols (the face-down cards have none).
    expect(trash(r.state, 0)).toEqual(['Diversity 6']);
    // Unity 2 uncovered: "Draw cards equal to the number of Unity cards in the field." — itself.
    expect(stack(r.state, 0, 1)).toEqual(['Unity 2']);
    expect(hand(r.state, 0)).toEqual(['Unity 0']);
    expect(ofType(r.events, 'triggered', 'deleted', 'drew')).toEqual([
      { type: 'triggered', player: 0, card: 'Diversity 6', section: 'top' },
      { type: 'deleted', side: 0, by: 0, line: 1, cards: ['Diversity 6'] },
      { type: 'triggered', player: 0, card: 'Unity 2', section: 'middle' },
      { type: 'drew', player: 0, count: 1, fromOpponent: false },
    ]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('End: a top command, so it deletes itself even when covered (Codex FAQ, "Can a card with a top command delete itself if it is covered?")', () => {
    const r = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Assimilation 5'], stacks: [[], ['Diversity 6', 'Unity 5'], []] },
      { protocols: THEM },
    ] }), play('Assimilation 5', 0, 'down'));
    expect(stack(r.state, 0, 1)).toEqual(['Unity 5']);
    expect(trash(r.state, 0)).toEqual(['Diversity 6']);
    // Unity 5 was uncovered all along: nothing enters play.
    expect(ofType(r.events, 'triggered')).toEqual([{ type: 'triggered', player: 0, card: 'Diversity 6', section: 'top' }]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('End: with 4 protocols it stays; face-down it does nothing', () => {
    const four = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Assimilation 5'], stacks: [[], ['Diversity 6'], ['Unity 5']] },
      { protocols: THEM, stacks: [['Speed 1'], [], ['Hate 0']] },
    ] }), play('Assimilation 5', 0));
    expect(stack(four.state, 0, 1)).toEqual(['Diversity 6']);
    expect(ofType(four.events, 'deleted')).toEqual([]);
    expect(awaiting(four.state)).toEqual({ player: 1, kind: 'action' });

    const down = actWithEvents(position({ players: [
      { protocols: ME, hand: ['Assimilation 5'], stacks: [[], ['Diversity 6 down'], []] },
      { protocols: THEM },
    ] }), play('Assimilation 5', 0, 'down'));
    expect(stack(down.state, 0, 1)).toEqual(['Diversity 6 down']);
    expect(ofType(down.events, 'triggered')).toEqual([]);
    expect(awaiting(down.state)).toEqual({ player: 1, kind: 'action' });
  });
});
