/**
 * Timing audit (third hunt): End-phase noting while a text moves its own card, a Start command
 * that uncovers Diversity 0 (a flip to the compiled side is not a compile), "After" windows of
 * deletes by both seats on the opponent's turn reached together, a refresh (with the control
 * component) while a returned card is still committed to the hand, an "After" trigger of a card
 * that is itself committed, and "that card" after the card shifted itself. Each title states the
 * claim and the source that decides it; a failing test is an engine bug (see the comment on it).
 */
import { describe, expect, it } from 'vitest';
import {
  accept, act, actWithEvents, awaiting, choose, hand, line, pass, play, position, stack, trash,
} from '../../src/testing.js';
import type { GameState } from '../../src/index.js';
import { only } from '../cards/events.js';

/** How many times a card's section started resolving. */
const resolutions = (events: Parameters<typeof only>[0], card: string, section: string): number =>
  only(events, 'triggered').filter((e) => e.card === card && e.section === section).length;

const compiledOf = (g: GameState, p: 0 | 1): string[] => g.players[p]!.protocols.filter((x) => x.compiled).map((x) => x.name);

describe('End phase: a text moving its own card, and a command turned up after the noting', () => {
  it('Speed 3\'s End shifts Speed 3 itself onto Fire 0: Fire 0\'s cover text resolves first and cannot pick the committed Speed 3, so it flips up Light 1 — whose End, added after the noting, does nothing; then Speed 3 lands and "flip this card" turns it face-down (Codex, "Committed Cards": the committed card "IS NOT a valid selection"; "Start and End Effects": a command "added to the field after the beginning of the … phase … doesn\'t do anything"; rulings, "Text interrupted": shifting does not stop a text)', () => {
    const g0 = position({ phase: 'end', unplaced: 'absent', players: [
      { protocols: ['Speed', 'Fire', 'Light'], stacks: [['Speed 3'], ['Fire 0'], ['Light 1 down']], deck: ['Fire 1', 'Fire 2'] },
      { protocols: ['Metal', 'Water', 'Plague'], hand: ['Metal 5'], deck: ['Metal 1'] },
    ] });
    // "You may shift 1 of your cards": an optional card prompt — Speed 3, Fire 0 or Light 1.
    expect(g0.prompt).toMatchObject({ kind: 'card', player: 0, optional: true });
    let r = actWithEvents(g0, choose('Speed 3'));
    const events = [...r.events];
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'line' });
    r = actWithEvents(r.state, line(1));
    events.push(...r.events);
    const g = r.state;
    expect(resolutions(events, 'Fire 0', 'bottom')).toBe(1);
    expect(resolutions(events, 'Light 1', 'bottom')).toBe(0);
    expect(stack(g, 0, 0)).toEqual([]);
    expect(stack(g, 0, 1)).toEqual(['Fire 0', 'Speed 3 down']);
    expect(stack(g, 0, 2)).toEqual(['Light 1']);
    expect(hand(g, 0)).toEqual(['Fire 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Start phase: a flip to the compiled side is not a compile', () => {
  it('Death 1\'s Start deletes Death 1, uncovering Diversity 0, which flips Diversity to its compiled side: the turn goes on to the action — it was not a compile, so the action is not skipped (community rulings, Diversity 0: not a compile; rulebook, "Check Compile": only a compile skips the action; Codex, "Committed Cards")', () => {
    const g0 = position({ phase: 'start', unplaced: 'absent', players: [
      { protocols: ['Death', 'Diversity', 'Fire'], hand: ['Fire 1'], stacks: [['Death 5'], ['Diversity 0', 'Death 1'], ['Fire 5']], deck: ['Fire 2'] },
      { protocols: ['Speed', 'Plague', 'Hate'], hand: ['Plague 1'], stacks: [['Speed 5'], ['Plague 5'], ['Hate 5']], deck: ['Speed 1'] },
    ] });
    // Death 1: "Start: You may draw 1 card. If you do, delete 1 other card. Then, delete this card."
    expect(awaiting(g0)).toEqual({ player: 0, kind: 'confirm' });
    const r = actWithEvents(g0, pass);
    const g = r.state;
    // Death (Death 5), Diversity, Fire, Speed, Plague, Hate: six protocols face-up in the field.
    expect(compiledOf(g, 0)).toEqual(['Diversity']);
    expect(only(r.events, 'compiled').map((e) => e.byEffect)).toEqual([true]);
    expect(stack(g, 0, 1)).toEqual(['Diversity 0']);
    expect(trash(g, 0)).toEqual(['Death 1']);
    expect(g.result).toBeNull();
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('Start phase: a Start command uncovered after the noting', () => {
  it('Death 1\'s Start deletes Death 1, uncovering Psychic 1: its "Start: Flip this card." was covered when the Start commands were noted, so it does nothing this turn — Psychic 1 stays face-up (Codex, "Start and End Effects": "If a \'Start:\' command is added to the field after the beginning of the Start phase when commands were noted, it doesn\'t do anything")', () => {
    const g0 = position({ phase: 'start', unplaced: 'absent', players: [
      { protocols: ['Death', 'Psychic', 'Fire'], hand: ['Fire 1'], stacks: [[], ['Psychic 1', 'Death 1'], []], deck: ['Fire 2'] },
      { protocols: ['Speed', 'Plague', 'Hate'], hand: ['Plague 1'], stacks: [['Speed 5'], [], []], deck: ['Speed 1'] },
    ] });
    expect(awaiting(g0)).toEqual({ player: 0, kind: 'confirm' });
    const r = actWithEvents(g0, pass);
    expect(resolutions(r.events, 'Psychic 1', 'bottom')).toBe(0);
    expect(only(r.events, 'flipped')).toEqual([]);
    expect(stack(r.state, 0, 1)).toEqual(['Psychic 1']);
    expect(trash(r.state, 0)).toEqual(['Death 1']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('"After" windows of a delete whose acting seat is not the current player', () => {
  it('the opponent\'s Hate 0 deletes my Diversity 5, uncovering my Unity 1, whose "delete all cards in that line" is my delete: my Hate 3 ("After you delete cards") answers it on their turn — once, not for their Hate 0 delete — after the line\'s cards, queued behind Diversity 5, reached my trash (rulings, "After" windows and who "you" is: the player who performs the delete; Codex, effects happening "after"; community, "Each Zone Has Its Own Commit Queue")', () => {
    const g0 = position({ turn: 1, unplaced: 'absent', players: [
      // My Hate 3 is a card I own (taken earlier): protocols are unique, cards may change sides.
      { protocols: ['Speed', 'Diversity', 'Unity'], stacks: [['Speed 5', 'Hate 3'], ['Unity 0', 'Unity 4'], ['Unity 2', 'Unity 3', 'Unity 1', 'Diversity 5']], deck: ['Speed 1', 'Speed 3'] },
      { protocols: ['Hate', 'Plague', 'Fire'], hand: ['Hate 0'], stacks: [['Hate 5'], ['Plague 5'], ['Fire 5']], deck: ['Fire 1', 'Fire 2'] },
    ] });
    let r = actWithEvents(g0, play('Hate 0', 0));
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'card' });
    r = actWithEvents(r.state, choose('Diversity 5'));
    const g = r.state;
    expect(compiledOf(g, 0)).toEqual(['Unity']);
    expect(trash(g, 0)).toEqual(['Diversity 5', 'Unity 2', 'Unity 3', 'Unity 1']);
    expect(trash(g, 1)).toEqual(['Fire 5']);
    expect(resolutions(r.events, 'Hate 3', 'top')).toBe(1);
    const triggeredAt = r.events.findIndex((e) => e.type === 'triggered' && e.card === 'Hate 3');
    const lastDelete = r.events.map((e) => e.type).lastIndexOf('deleted');
    expect(triggeredAt).toBeGreaterThan(lastDelete);
    expect(only(r.events, 'drew').map((e) => e.player)).toEqual([0]);
    expect(hand(g, 0)).toEqual(['Speed 1']);
    expect(hand(g, 1)).toEqual([]);
    expect(g.result).toBeNull();
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('a refresh in the middle of an effect while a card is committed to the hand', () => {
  it('Water 4 returns my face-down Life 2, uncovering Love 2: its refresh first spends my control component (a rearrange question while Life 2 is in transit), then counts my hand without Life 2 — 1 card, so it draws 4; Life 2 then arrives: 6 cards, and Check Cache discards one (Codex, "Committed Cards"; Codex, Spirit 0: a refresh by a card is "a normal refresh action, including spending the control component"; rulebook, "Refresh"; Codex, "Clear Cache")', () => {
    const g0 = position({ unplaced: 'absent', controlHolder: 0, players: [
      { protocols: ['Water', 'Love', 'Life'], hand: ['Water 4', 'Life 5'], stacks: [[], ['Love 2', 'Life 2 down'], []], deck: ['Water 0', 'Water 1', 'Water 2', 'Water 3', 'Water 5'] },
      { protocols: ['Metal', 'Spirit', 'Plague'], hand: ['Metal 1'], stacks: [['Metal 5'], [], []], deck: ['Metal 2', 'Metal 3'] },
    ] });
    let g = act(g0, play('Water 4', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Life 2'));
    // Love 2: "Your opponent draws 1 card. Refresh." — the component is spent first.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'control' });
    expect(hand(g, 1)).toEqual(['Metal 1', 'Metal 2']);
    expect(hand(g, 0)).toEqual(['Life 5']);
    expect(g.control).toBeNull();
    g = act(g, pass);
    expect(hand(g, 0)).toEqual(['Life 5', 'Water 0', 'Water 1', 'Water 2', 'Water 3', 'Life 2']);
    // Check Cache: six cards — discard down to five.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
  });
});

describe('a card whose own "After" trigger comes while it is committed', () => {
  it('Spirit 3 ("After you draw cards: You may shift this card") shifts itself onto Fire 0, whose cover text draws: Spirit 3, committed, is not in the field and does not answer that draw; Fire 0\'s flip cannot pick it either; it then lands on Fire 0 (Codex, "Committed Cards": a committed card "cannot be manipulated in any way"; "Invalid Effects": cards not in a stack can\'t be shifted)', () => {
    const g0 = position({ unplaced: 'absent', players: [
      { protocols: ['Spirit', 'Fire', 'Speed'], hand: ['Speed 1'], stacks: [['Spirit 3'], ['Fire 0'], []], deck: ['Fire 1', 'Fire 2', 'Fire 3', 'Fire 4'] },
      { protocols: ['Metal', 'Water', 'Plague'], hand: ['Metal 1'] },
    ] });
    let r = actWithEvents(g0, play('Speed 1', 2));
    const events = [...r.events];
    // Speed 1 drew 2: Spirit 3 may shift itself.
    if (awaiting(r.state)?.kind === 'confirm') {
      r = actWithEvents(r.state, accept);
      events.push(...r.events);
    }
    expect(awaiting(r.state)?.kind).toBe('line');
    r = actWithEvents(r.state, line(1));
    events.push(...r.events);
    const g = r.state;
    expect(resolutions(events, 'Spirit 3', 'top')).toBe(1);
    expect(resolutions(events, 'Fire 0', 'bottom')).toBe(1);
    // Fire 0's "flip 1 other card": only Speed 1 (Spirit 3 is committed).
    expect(stack(g, 0, 2)).toEqual(['Speed 1 down']);
    expect(stack(g, 0, 1)).toEqual(['Fire 0', 'Spirit 3']);
    expect(stack(g, 0, 0)).toEqual([]);
    expect(hand(g, 0)).toEqual(['Fire 1', 'Fire 2', 'Fire 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('"that card" after the card shifted itself', () => {
  it('Gravity 2 flips up Ice 1, whose middle shifts Ice 1 to line 2; "Shift that card to this line" then finds Ice 1 in line 2 and brings it to Gravity 2\'s line 0 (Codex, "Selecting and Targeting": "that card" is implied and can be manipulated wherever it is; Codex, Gravity 2 clarification; Codex, Light 0 ruling: the chosen card "is still referred to directly")', () => {
    const g0 = position({ unplaced: 'absent', players: [
      { protocols: ['Gravity', 'Ice', 'Fire'], hand: ['Gravity 2'], stacks: [[], ['Ice 1 down'], ['Fire 5']], deck: ['Fire 1'] },
      { protocols: ['Metal', 'Water', 'Plague'], hand: ['Metal 1'] },
    ] });
    let r = actWithEvents(g0, play('Gravity 2', 0));
    const events = [...r.events];
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'card' });
    r = actWithEvents(r.state, choose('Ice 1'));
    events.push(...r.events);
    // Ice 1: "You may shift this card."
    if (awaiting(r.state)?.kind === 'confirm') {
      r = actWithEvents(r.state, accept);
      events.push(...r.events);
    }
    expect(awaiting(r.state)?.kind).toBe('line');
    r = actWithEvents(r.state, line(2));
    events.push(...r.events);
    const g = r.state;
    expect(only(events, 'shifted').map((e) => `${e.card} ${e.from}->${e.to}`)).toEqual(['Ice 1 1->2', 'Ice 1 2->0']);
    expect(stack(g, 0, 0)).toEqual(['Gravity 2', 'Ice 1']);
    expect(stack(g, 0, 2)).toEqual(['Fire 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

