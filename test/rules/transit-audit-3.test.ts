/**
 * Transit audit, third hunt: cards committed and not yet landed (Codex, "Committed Cards") meeting
 * the Main 2 and Aux 2 cards that read or move things — plays from the trash and shuffles while a
 * deleted card is on its way to the trash (Time 0, Time 2, Clarity 4), "Flip that card" of a play
 * that waits in a line queue (Luck 1), lines "with a face-down card" while a face-down card is
 * still on its way (Smoke 0), line totals (Courage 1), covered cards (Chaos 0), protocols in "this
 * line" with a shifted card waiting (Diversity 1), Unity cards in the field (Unity 3), a hand a
 * returned card has not reached yet (Peace 2), an "After your opponent plays a card in this line"
 * window whose card moved before the play landed (Ice 1), and an "After your opponent draws"
 * window opened inside a "would be covered" text (War 0). Each title states the claim and the
 * source that decides it; a failing test is an engine bug (see the comment on it).
 */
import { describe, expect, it } from 'vitest';
import {
  accept, act, actWithEvents, awaiting, choose, deck, hand, line, pass, play, playFromTrash, position, stack, trash,
} from '../../src/testing.js';
import { legalActions } from '../../src/index.js';
import type { GameEvent } from '../../src/index.js';
import { census } from '../../src/testing/conformance.js';
import { only } from '../cards/events.js';

/** Every text that started resolving, as "card section", in order. */
const started = (events: readonly GameEvent[]): string[] => only(events, 'triggered').map((e) => `${e.card} ${e.section}`);

describe('the trash while a deleted card is on its way there', () => {
  it('Hate 0 deletes my Metal 5, uncovering my Time 0: "Play 1 card from your trash" offers only Metal 2, already there — not Metal 5, still on its way; the shuffle then finds the trash empty, and Metal 5 arrives in the trash afterwards (Codex, "Committed Cards": the card lands "when the consequences of them leaving their current zone are done (e.g. uncovering a card and triggering its middle command)"; community, "Committed Cards Are Not on the Field")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Hate', 'Time', 'Metal'], hand: ['Hate 0'], stacks: [[], ['Time 0', 'Metal 5'], []], trash: ['Metal 2'], deck: ['Metal 1'] },
      { protocols: ['Water', 'Plague', 'Life'], hand: ['Water 1'] },
    ] });
    g = act(g, play('Hate 0', 0), choose('Metal 5'));
    // Time 0: "Play 1 card from your trash."
    expect(awaiting(g)?.player).toBe(0);
    const fromTrash = legalActions(g).filter((a) => a.type === 'play' && 'from' in a && a.from === 'trash');
    expect(fromTrash.length).toBeGreaterThan(0);
    expect(new Set(fromTrash.map((a) => (a as { index: number }).index))).toEqual(new Set([0]));
    expect(trash(g, 0)).toEqual(['Metal 2']);
    g = act(g, playFromTrash('Metal 2', 2, 'down'));
    expect(stack(g, 0, 2)).toEqual(['Metal 2 down']);
    expect(stack(g, 0, 1)).toEqual(['Time 0']);
    expect(trash(g, 0)).toEqual(['Metal 5']);
    expect(deck(g, 0)).toEqual(['Metal 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
    expect(() => census(g)).not.toThrow();
  });

  it('Hate 0 deletes my Metal 5, uncovering my Time 2 with an empty trash: "If there are any cards in your trash" is false while Metal 5 travels — no shuffle is offered, Metal 5 arrives afterwards (Time 2 text; Codex, "Committed Cards"; community, "Committed Cards Are Not on the Field")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Hate', 'Time', 'Metal'], hand: ['Hate 0'], stacks: [[], ['Time 2', 'Metal 5'], []], deck: ['Metal 1', 'Metal 2'] },
      { protocols: ['Water', 'Plague', 'Life'], hand: ['Water 1'] },
    ] });
    const r = actWithEvents(act(g, play('Hate 0', 0)), choose('Metal 5'));
    g = r.state;
    expect(started(r.events)).toContain('Time 2 middle');
    expect(only(r.events, 'shuffled')).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
    expect(trash(g, 0)).toEqual(['Metal 5']);
    expect(deck(g, 0)).toEqual(['Metal 1', 'Metal 2']);
    expect(hand(g, 0)).toEqual([]);
  });

  it('Hate 0 deletes my Metal 5, uncovering my Clarity 4: the shuffle takes Metal 2 and Metal 3 into the deck; Metal 5, still on its way, is not shuffled in and arrives in the trash afterwards (Clarity 4 text; Codex, "Committed Cards")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Hate', 'Clarity', 'Metal'], hand: ['Hate 0'], stacks: [[], ['Clarity 4', 'Metal 5'], []], trash: ['Metal 2', 'Metal 3'], deck: ['Metal 1'] },
      { protocols: ['Water', 'Plague', 'Life'], hand: ['Water 1'] },
    ] });
    g = act(g, play('Hate 0', 0), choose('Metal 5'));
    // Clarity 4: "You may shuffle your trash into your deck."
    expect(awaiting(g)?.player).toBe(0);
    expect(trash(g, 0)).toEqual(['Metal 2', 'Metal 3']);
    g = act(g, accept);
    expect(trash(g, 0)).toEqual(['Metal 5']);
    expect([...deck(g, 0)].sort()).toEqual(['Metal 1', 'Metal 2', 'Metal 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
    expect(() => census(g)).not.toThrow();
  });
});

describe('a play made by a text, waiting in a line queue', () => {
  it('Luck 1 (flipped up by Fire 0\'s cover text) plays the top of my deck face-down into line 0, where my played Metal 5 still waits: "Flip that card" finds a committed card and does nothing — both land face-down, in commit order (Codex, "Committed Cards": a committed card "cannot be manipulated in any way by another game effect"; "They will enter the line in the order they were committed"; Codex, "Invalid Effects": "Cards not in a stack can\'t be flipped"; docs/rulings.md, "Several cards committed to one line")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Fire', 'Luck', 'Metal'], hand: ['Metal 5'], stacks: [['Fire 0'], ['Luck 1 down'], []], deck: ['Metal 1', 'Metal 3'] },
      { protocols: ['Water', 'Plague', 'Life'], hand: ['Water 1'] },
    ] });
    g = act(g, play('Metal 5', 0, 'down'));
    // Fire 0 drew Metal 1 and flipped Luck 1 (the only other card): "Play the top card of your deck face-down."
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    const r = actWithEvents(g, line(0));
    g = r.state;
    expect(only(r.events, 'flipped')).toEqual([]);
    expect(stack(g, 0, 0)).toEqual(['Fire 0', 'Metal 5 down', 'Metal 3 down']);
    expect(stack(g, 0, 1)).toEqual(['Luck 1']);
    expect(hand(g, 0)).toEqual(['Metal 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
    expect(() => census(g)).not.toThrow();
  });
});

describe('readings of the field while a card waits to land', () => {
  it('Smoke 0 (flipped up by Fire 0\'s cover text) while my face-down Metal 5 waits for line 0: line 0 has no face-down card on the field, only line 2 (the opponent\'s Water 2) does — one card is played, in line 2 (community, "Committed Cards Are Not on the Field"; Smoke 0 text; docs/rulings.md, Smoke 0: "Either player\'s face-down card")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Fire', 'Smoke', 'Metal'], hand: ['Metal 5'], stacks: [['Fire 0'], ['Smoke 0 down'], []], deck: ['Metal 1', 'Metal 3', 'Metal 2'] },
      { protocols: ['Water', 'Plague', 'Life'], stacks: [[], [], ['Water 2 down']], hand: ['Water 1'] },
    ] });
    g = act(g, play('Metal 5', 0, 'down'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Smoke 0'));
    expect(stack(g, 0, 0)).toEqual(['Fire 0', 'Metal 5 down']);
    expect(stack(g, 0, 1)).toEqual(['Smoke 0']);
    expect(stack(g, 0, 2)).toEqual(['Metal 3 down']);
    expect(deck(g, 0)).toEqual(['Metal 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Courage 1 (flipped up by Fire 0\'s cover text) while my face-down Metal 5 waits for line 0: my total there is 0, not 2, so the opponent\'s Water 2 (2) is higher — it is deleted (community, "Committed Cards Are Not on the Field": "They do not count toward line values"; Courage 1 text)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Fire', 'Courage', 'Metal'], hand: ['Metal 5'], stacks: [['Fire 0'], ['Courage 1 down'], []], deck: ['Metal 1'] },
      { protocols: ['Water', 'Plague', 'Life'], stacks: [['Water 2'], [], []], hand: ['Water 1'] },
    ] });
    g = act(g, play('Metal 5', 0, 'down'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Courage 1'));
    if (awaiting(g)?.player === 0 && awaiting(g)?.kind === 'card') g = act(g, choose('Water 2'));
    expect(trash(g, 1)).toEqual(['Water 2']);
    expect(stack(g, 1, 0)).toEqual([]);
    expect(stack(g, 0, 0)).toEqual(['Fire 0', 'Metal 5 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Chaos 0 (flipped up by Fire 0\'s cover text) while my Metal 5 waits to cover Fire 0: Fire 0 is not covered yet, so line 0 has no covered card; only the opponent\'s covered Water 2 in line 2 is flipped — Fire 0 stays face-up (community, "Committed Cards Are Not on the Field"; Codex, "Committed Cards": the card covers only when it "enters the line"; Chaos 0 text)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Fire', 'Chaos', 'Metal'], hand: ['Metal 5'], stacks: [['Fire 0'], ['Chaos 0 down'], []], deck: ['Metal 1'] },
      { protocols: ['Water', 'Plague', 'Life'], stacks: [[], [], ['Water 2', 'Water 3']], hand: ['Water 1'] },
    ] });
    g = act(g, play('Metal 5', 0, 'down'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    const r = actWithEvents(g, choose('Chaos 0'));
    g = r.state;
    // "each" line: the owner orders the three noted lines (docs/rulings.md, Chaos 0) — 0, 1, then 2.
    const events = [...r.events];
    for (let i = 0; i < 6 && awaiting(g)?.player === 0 && awaiting(g)?.kind === 'line'; i++) {
      const next = actWithEvents(g, line(Math.min(...(g.prompt as { lines: number[] }).lines) as 0 | 1 | 2));
      events.push(...next.events);
      g = next.state;
    }
    expect(only(events, 'flipped').map((e) => e.card)).toEqual(['Chaos 0', 'Water 2']);
    expect(stack(g, 0, 0)).toEqual(['Fire 0', 'Metal 5 down']);
    expect(stack(g, 1, 2)).toEqual(['Water 2 down', 'Water 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('the opponent\'s Diversity 1 (flipped up by my Fire 0\'s cover text) shifts their Metal 3 into line 0, where my Ice 5 waits: Metal 3 waits behind Ice 5, so "the number of different protocols on cards in this line" is 2 (Fire, Diversity) — two draws; then Ice 5 lands, then Metal 3 (Codex, "Committed Cards": "They will enter the line in the order they were committed"; community, "Committed Cards Are Not on the Field"; docs/rulings.md, "Several cards committed to one line")', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Ice', 'Fire', 'Metal'], hand: ['Ice 5'], stacks: [['Fire 0'], [], []], deck: ['Metal 1'] },
      { protocols: ['Diversity', 'Water', 'Plague'], stacks: [['Diversity 1 down'], [], ['Metal 3']], hand: ['Plague 1'], deck: ['Water 1', 'Water 2', 'Water 3'] },
    ] });
    g = act(g, play('Ice 5', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Diversity 1'));
    // Diversity 1 (seat 1): "Shift 1 card."
    expect(awaiting(g)).toEqual({ player: 1, kind: 'card' });
    g = act(g, choose('Metal 3'));
    expect(awaiting(g)).toEqual({ player: 1, kind: 'line' });
    const r = actWithEvents(g, line(0));
    g = r.state;
    expect(hand(g, 1)).toEqual(['Plague 1', 'Water 1', 'Water 2']);
    expect(stack(g, 1, 0)).toEqual(['Diversity 1', 'Metal 3']);
    expect(stack(g, 0, 0)).toEqual(['Fire 0', 'Ice 5']);
    // Ice 5: "Discard 1 card." — Metal 1, drawn by Fire 0.
    expect(trash(g, 0)).toEqual(['Metal 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
    expect(() => census(g)).not.toThrow();
  });

  it('Unity 3 (flipped up by Fire 0\'s cover text) while my face-up Unity 1 waits to cover Fire 0: no other Unity card is in the field, so nothing may be flipped — no prompt (community, "Committed Cards Are Not on the Field"; Unity 3 text; docs/rulings.md, "Cards with a protocol": only face-up cards on the field)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Unity', 'Fire', 'Metal'], hand: ['Unity 1'], stacks: [['Fire 0'], ['Unity 3 down'], []], deck: ['Metal 1'] },
      { protocols: ['Water', 'Plague', 'Life'], stacks: [['Water 3'], [], []], hand: ['Water 1'] },
    ] });
    g = act(g, play('Unity 1', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    const r = actWithEvents(g, choose('Unity 3'));
    g = r.state;
    expect(started(r.events)).toEqual(['Unity 3 middle', 'Unity 1 middle']);
    expect(only(r.events, 'flipped').length).toBe(1);
    expect(stack(g, 0, 0)).toEqual(['Fire 0', 'Unity 1']);
    expect(stack(g, 1, 0)).toEqual(['Water 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Fear 2 returns the opponent\'s Metal 5, uncovering their Peace 2: they draw Water 1 and must play it — Metal 5, still on its way to their hand, is not a card they can play; it arrives afterwards (Codex, "Committed Cards"; community, "Each Zone Has Its Own Commit Queue"; Peace 2 text)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Fear', 'Fire', 'Metal'], hand: ['Fear 2'], deck: ['Metal 1'] },
      { protocols: ['Peace', 'Water', 'Plague'], stacks: [['Peace 2', 'Metal 5'], [], []], deck: ['Water 1', 'Water 2'] },
    ] });
    g = act(g, play('Fear 2', 0));
    if (awaiting(g)?.player === 0 && awaiting(g)?.kind === 'card') g = act(g, choose('Metal 5'));
    // Peace 2 (seat 1): "Draw 1 card. Play 1 card face-down."
    expect(awaiting(g)).toEqual({ player: 1, kind: 'play' });
    expect(hand(g, 1)).toEqual(['Water 1']);
    const plays = legalActions(g).filter((a) => a.type === 'play');
    expect(plays.length).toBeGreaterThan(0);
    expect(new Set(plays.map((a) => (a as { index: number }).index))).toEqual(new Set([0]));
    g = act(g, play('Water 1', 1, 'down'));
    expect(stack(g, 1, 1)).toEqual(['Water 1 down']);
    expect(hand(g, 1)).toEqual(['Metal 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('"After" windows whose card moved while the played card waited', () => {
  it('my face-down Light 5 onto Fire 0; Fire 0 flips the opponent\'s Ice 1 in line 0, which shifts itself to line 1 before Light 5 lands: when the play\'s window opens Ice 1 is not in that line — no discard (community, "\'After\' Triggers Check Status at the End, Not the Beginning"; "The Play Action Has Distinct Steps": the window "only opens after all four steps are complete"; Ice 1 text)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Fire', 'Light', 'Metal'], hand: ['Light 5'], stacks: [['Fire 0'], [], []], deck: ['Metal 1'] },
      { protocols: ['Ice', 'Water', 'Plague'], stacks: [['Ice 1 down'], [], []], hand: ['Water 1'] },
    ] });
    g = act(g, play('Light 5', 0, 'down'));
    // Ice 1 (seat 1): "You may shift this card."
    expect(awaiting(g)?.player).toBe(1);
    if (awaiting(g)?.kind !== 'line') g = act(g, accept);
    g = act(g, line(1));
    expect(stack(g, 1, 1)).toEqual(['Ice 1']);
    expect(stack(g, 0, 0)).toEqual(['Fire 0', 'Light 5 down']);
    expect(hand(g, 0)).toEqual(['Metal 1']);
    expect(trash(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('control: the same, Ice 1 declines to shift — face-up in line 0 when the window opens (it was face-down when the play began), so I discard Metal 1 (community, "\'After\' Triggers Check Status at the End, Not the Beginning"; Ice 1 text)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Fire', 'Light', 'Metal'], hand: ['Light 5'], stacks: [['Fire 0'], [], []], deck: ['Metal 1'] },
      { protocols: ['Ice', 'Water', 'Plague'], stacks: [['Ice 1 down'], [], []], hand: ['Water 1'] },
    ] });
    g = act(g, play('Light 5', 0, 'down'));
    expect(awaiting(g)?.player).toBe(1);
    g = act(g, pass);
    expect(stack(g, 1, 0)).toEqual(['Ice 1']);
    expect(stack(g, 0, 0)).toEqual(['Fire 0', 'Light 5 down']);
    expect(hand(g, 0)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Metal 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('War 0 answers Fire 0\'s draw (the "would be covered" text of the card my Light 5 waits to cover) and deletes Fire 0: Light 5 is not selectable, Fire 0\'s text stops before "Then, flip 1 other card", and Light 5 lands in the emptied stack (Codex, "Committed Cards": a committed card "cannot be manipulated"; "Nothing can prevent a committed card from entering the field in the zone that it was committed to"; docs/rulings.md, "Text interrupted": text that leaves the field stops; FAQ: triggered effects resolve after each command)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Fire', 'Light', 'Metal'], hand: ['Light 5'], stacks: [['Fire 0'], [], []], deck: ['Metal 1', 'Metal 2'] },
      { protocols: ['Water', 'War', 'Plague'], stacks: [[], ['War 0'], ['Water 2 down']], hand: ['Water 1'] },
    ] });
    g = act(g, play('Light 5', 0, 'down'));
    // War 0 (seat 1): "After your opponent draws cards: You may delete 1 card."
    expect(awaiting(g)?.player).toBe(1);
    if (awaiting(g)?.kind !== 'card') g = act(g, accept);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'card' });
    const targets = legalActions(g).filter((a) => a.type === 'card') as { player: number; line: number; index: number }[];
    expect(targets.some((a) => a.player === 0 && a.line === 0 && a.index > 0)).toBe(false);
    const r = actWithEvents(g, choose('Fire 0'));
    g = r.state;
    expect(only(r.events, 'flipped')).toEqual([]);
    expect(trash(g, 0)).toEqual(['Fire 0']);
    expect(stack(g, 0, 0)).toEqual(['Light 5 down']);
    expect(stack(g, 1, 1)).toEqual(['War 0']);
    expect(stack(g, 1, 2)).toEqual(['Water 2 down']);
    expect(hand(g, 0)).toEqual(['Metal 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
    expect(() => census(g)).not.toThrow();
  });
});

describe('draws and shifts while a card waits', () => {
  it('Corruption 1 returns the opponent\'s Water 5 to the top of their deck, uncovering their Assimilation 4: I draw their current top card, Water 1 — Water 5 is still on its way — and Water 5 then lands on top of their deck (Codex, "Committed Cards"; community, "Each Zone Has Its Own Commit Queue"; Assimilation 4 and Corruption 1 texts)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Corruption', 'Fire', 'Light'], hand: ['Corruption 1'], deck: ['Fire 1', 'Fire 2'] },
      { protocols: ['Assimilation', 'Water', 'Plague'], stacks: [['Assimilation 4', 'Water 5'], [], []], deck: ['Water 1', 'Water 2'], hand: ['Plague 1'] },
    ] });
    g = act(g, play('Corruption 1', 0));
    if (awaiting(g)?.player === 0 && awaiting(g)?.kind === 'card') g = act(g, choose('Water 5'));
    expect(hand(g, 0)).toEqual(['Water 1']);
    expect(hand(g, 1)).toEqual(['Plague 1', 'Fire 1']);
    expect(deck(g, 1)).toEqual(['Water 5', 'Water 2']);
    expect(deck(g, 0)).toEqual(['Fire 2']);
    expect(stack(g, 1, 0)).toEqual(['Assimilation 4']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
    expect(() => census(g)).not.toThrow();
  });

  it('Chaos 2 (flipped up by Fire 0\'s cover text) while my Metal 5 waits to cover Fire 0: Fire 0 is not one of my covered cards yet — only Metal 3, under Metal 1, may be shifted (community, "Committed Cards Are Not on the Field"; Codex, "Committed Cards"; Chaos 2 text)', () => {
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Fire', 'Chaos', 'Metal'], hand: ['Metal 5'], stacks: [['Fire 0'], ['Chaos 2 down'], ['Metal 3', 'Metal 1']], deck: ['Fire 1'] },
      { protocols: ['Water', 'Plague', 'Life'], hand: ['Water 1'] },
    ] });
    g = act(g, play('Metal 5', 0, 'down'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Chaos 2'));
    // "Shift 1 of your covered cards": Metal 3 is the only one, chosen without a prompt or offered alone.
    if (awaiting(g)?.kind === 'card') {
      const cards = legalActions(g).filter((a) => a.type === 'card') as { player: number; line: number; index: number }[];
      expect(cards).toEqual([{ type: 'card', player: 0, line: 2, index: 0 }]);
      g = act(g, choose('Metal 3'));
    }
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    g = act(g, line(1));
    expect(stack(g, 0, 1)).toEqual(['Chaos 2', 'Metal 3']);
    expect(stack(g, 0, 2)).toEqual(['Metal 1']);
    expect(stack(g, 0, 0)).toEqual(['Fire 0', 'Metal 5 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});
