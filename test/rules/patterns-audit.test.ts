/**
 * Patterns audit. Part 1: places where the engine notes something (cards, lines, triggers) and
 * acts on it later, after other things may have resolved in between, and "After" windows opened
 * before the move they wait for is complete. Part 2: an adversarial reading of Assimilation,
 * Diversity and Unity (Aux 2): ownership changes, plays onto the opponent's side, hidden
 * information, the commit queues, wins in the middle of effects.
 *
 * Each failing test here is a rules bug of the engine (see the comment on each); the others pin
 * behaviour that the reading found right.
 */
import { describe, expect, it } from 'vitest';
import {
  accept, act, actWithEvents, awaiting, choose, deck, hand, line, optionNamed, pass, play, position, stack, trash,
} from '../../src/testing.js';
import { viewFor } from '../../src/index.js';
import type { GameState, PendingFrame } from '../../src/index.js';
import { only } from '../cards/events.js';
import { story } from '../cards/story.js';

/** How many times a card's section started resolving. */
const resolutions = (events: Parameters<typeof only>[0], card: string, section: string): number =>
  only(events, 'triggered').filter((e) => e.card === card && e.section === section).length;

/** The pending text frame of a card's section, as `seat` sees it. */
function pendingText(g: GameState, seat: 0 | 1, card: string): Extract<PendingFrame, { k: 'text' }> | undefined {
  return viewFor(g, seat).pending.frames.find((f): f is Extract<PendingFrame, { k: 'text' }> =>
    f.k === 'text' && (f.src.card as { card?: string }).card === card);
}

// ─── Part 1 ──────────────────────────────────────────────────────────────────────────────────────

describe('Part 1: triggers noted, then resolved one at a time', () => {
  // At bcadac3, stepTriggers (src/machine/frames.ts) re-checks only that a waiting command is
  // visible *now*: a command that left play (its card flipped face-down or covered) and came back
  // before its turn still resolves — though "If a command leaves play, it doesn't happen" and a
  // command added to the field after the noting "doesn't do anything". The first three tests fail
  // there; 3d3f6fa (`interrupt`, src/machine/moves.ts: a card leaving play drops its waiting
  // triggers) makes them pass — they pin that fix for a middle, an End and an "After" trigger.

  it('a middle command waiting its turn whose card is flipped face-down and face-up again resolves once, not twice: Water 3 uncovers Life 1 and Speed 1, Life 1 flips Speed 1 down and up (Codex, "Processing Multiple Cards Triggering Simultaneously"; "Start and End Effects": "If a command leaves play, it doesn\'t happen")', () => {
    const g0 = position({ players: [
      { protocols: ['Water', 'Life', 'Fire'], hand: ['Water 3'], stacks: [[], ['Life 1', 'Fire 5 down'], []] },
      { protocols: ['Metal', 'Speed', 'Hate'], stacks: [[], ['Speed 1', 'Metal 5 down'], []] },
    ] });
    // Water 3: "Return all cards with a value of 2 in 1 line" — the two face-down cards of line 1.
    let r = actWithEvents(g0, play('Water 3', 0));
    expect(story(r.events)).toEqual([
      'seat 0 plays Water 3 face-up in line 0',
      "seat 0's Water 3 (middle)",
      'a face-down card of seat 0 in line 1 is returned to hand by seat 0',
      'a face-down card of seat 1 in line 1 is returned to hand by seat 0',
    ]);
    // Life 1 and Speed 1 were uncovered together: seat 0, the current player, orders them.
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'order' });
    r = actWithEvents(r.state, optionNamed('Life 1'), choose('Speed 1'));
    expect(stack(r.state, 1, 1)).toEqual(['Speed 1 down']);
    // Speed 1's waiting middle command has left play. Flipped face-up again while uncovered, its
    // middle enters play afresh and resolves ("Draw 2 cards") — once.
    r = actWithEvents(r.state, choose('Speed 1'));
    expect(story(r.events).slice(0, 3)).toEqual([
      "seat 1's Speed 1 in line 1 is flipped face-up by seat 0",
      "seat 1's Speed 1 (middle)",
      'seat 1 draws 2 cards',
    ]);
    // At bcadac3 the old waiting trigger resolves too: Speed 1 draws 2 more.
    expect(resolutions(r.events, 'Speed 1', 'middle')).toBe(1);
    expect(hand(r.state, 1)).toHaveLength(3); // Metal 5 (returned) and the 2 cards drawn
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('an End command noted at the start of the End phase, flipped face-down and face-up again before its turn, does nothing: Light 1 draws no card (Codex, "Start and End Effects During Those Phases": a command that leaves play "doesn\'t happen"; one added after the noting "doesn\'t do anything")', () => {
    const g0 = position({ phase: 'end', players: [
      { protocols: ['Fire', 'Life', 'Light'], hand: ['Fire 5'], stacks: [['Fire 3'], ['Life 1 down'], ['Light 1']] },
      { protocols: ['Metal', 'Speed', 'Hate'] },
    ] });
    // Noted: Fire 3 ("End: You may discard 1 card. If you do, flip 1 card.") and Light 1 ("End: Draw 1 card.").
    expect(awaiting(g0)).toEqual({ player: 0, kind: 'order' });
    let r = actWithEvents(g0, optionNamed('Fire 3'), accept, choose('Life 1'));
    // Life 1, flipped face-up: "Flip 1 card. Flip 1 card." — Light 1 down, then up again.
    expect(story(r.events).slice(-2)).toEqual(["seat 0's Life 1 in line 1 is flipped face-up by seat 0", "seat 0's Life 1 (middle)"]);
    r = actWithEvents(r.state, choose('Light 1'), choose('Light 1'));
    expect(stack(r.state, 0, 2)).toEqual(['Light 1']);
    // At bcadac3 Light 1's End, which left play with its card, still draws 1.
    expect(resolutions(r.events, 'Light 1', 'bottom')).toBe(0);
    expect(only(r.events, 'drew')).toEqual([]);
    expect(hand(r.state, 0)).toEqual([]);
    expect(trash(r.state, 0)).toEqual(['Fire 5']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('an "After" trigger waiting in the same window, whose card is flipped face-down and face-up again before its turn, does not happen: Mirror 4 draws nothing (Codex, "Processing Multiple Cards Triggering Simultaneously"; "If a command leaves play, it doesn\'t happen", the rule stepTriggers applies to every waiting trigger)', () => {
    const g0 = position({ players: [
      { protocols: ['Speed', 'Life', 'Fire'], hand: ['Speed 1'], stacks: [[], ['Life 1', 'Fire 5 down'], []] },
      { protocols: ['War', 'Mirror', 'Hate'], stacks: [['War 0'], ['Mirror 4'], []] },
    ] });
    // Speed 1 draws 2: seat 1's War 0 and Mirror 4 both answer "After your opponent draws cards".
    let r = actWithEvents(g0, play('Speed 1', 0));
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'order' });
    // War 0 first: seat 1 deletes Fire 5, uncovering seat 0's Life 1, which flips Mirror 4 down and up.
    r = actWithEvents(r.state, optionNamed('War 0'), choose('Fire 5'), choose('Mirror 4'), choose('Mirror 4'));
    expect(stack(r.state, 1, 1)).toEqual(['Mirror 4']);
    // At bcadac3 Mirror 4's trigger, whose text left play in between, still draws 1.
    expect(resolutions(r.events, 'Mirror 4', 'bottom')).toBe(0);
    expect(hand(r.state, 1)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('control: a waiting middle command whose card was flipped face-down (and stays so) is dropped — Speed 1 draws nothing', () => {
    const g0 = position({ players: [
      { protocols: ['Water', 'Life', 'Fire'], hand: ['Water 3'], stacks: [[], ['Life 1', 'Fire 5 down'], []] },
      { protocols: ['Metal', 'Speed', 'Hate'], stacks: [[], ['Speed 1', 'Metal 5 down'], []] },
    ] });
    const r = actWithEvents(g0, play('Water 3', 0), optionNamed('Life 1'), choose('Speed 1'), choose('Water 3'));
    expect(stack(r.state, 1, 1)).toEqual(['Speed 1 down']);
    expect(stack(r.state, 0, 0)).toEqual(['Water 3 down']);
    expect(resolutions(r.events, 'Speed 1', 'middle')).toBe(0);
    expect(hand(r.state, 1)).toEqual(['Metal 5']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Part 1: "After" windows and the commit queue', () => {
  // ENGINE BUG (next test): docs/rulings.md says of the zone queues "As for stacks, an 'After'
  // window of the later move opens when its own consequences are done, before a card still queued
  // behind an earlier one lands" — for a play that contradicts the community ruling on its steps.
  it('a card played into a line where a card committed earlier still waits: "After your opponent plays" (Ice 1) waits until it has landed and its middle has resolved (community, "The Play Action Has Distinct Steps": the window "only opens after all four steps are complete"; rulings, Ice 1: "it resolves after the whole play")', () => {
    const g0 = position({ players: [
      { protocols: ['Speed', 'Fire', 'Water'], hand: ['Water 5', 'Speed 1', 'Fire 5', 'Water 4'], stacks: [['Fire 0'], [], ['Speed 0 down']], deck: ['Water 0', 'Water 1', 'Water 2', 'Water 3'] },
      { protocols: ['Ice', 'Metal', 'Light'], stacks: [['Ice 1'], [], []] },
    ] });
    // Water 5 is committed onto Fire 0; Fire 0 draws 1 and flips Speed 0 face-up, whose "Play 1
    // card" commits Speed 1 to line 0 while Water 5 still waits there.
    let r = actWithEvents(g0, play('Water 5', 0, 'down'), choose('Speed 0'));
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'play' });
    r = actWithEvents(r.state, play('Speed 1', 0));
    // Speed 1's play is complete only once it has landed (after Water 5) and drawn 2.
    const told = story(r.events);
    // Ice 1 did not answer while Speed 1 was in transit (it used to: the window was opened on top of
    // the frames and the card's landing queued below it).
    expect(told).toEqual(['seat 0 plays Speed 1 face-up in line 0', "seat 0's Speed 1 (middle)", 'seat 0 draws 2 cards']);
    expect(stack(r.state, 0, 0)).toEqual(['Fire 0', 'Water 5 down', 'Speed 1']);
    // Both plays are now complete, and their windows open together: Ice 1 answers each, in the order
    // the current player chooses (Codex, "Processing Multiple Cards Triggering Simultaneously").
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'order' });
    r = actWithEvents(r.state, optionNamed('Ice 1'));
    expect(story(r.events)).toContain("seat 1's Ice 1 (bottom)");
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'hand' });
  });

  it('"each line with a face-down card" (Smoke 0): the lines are noted when it resolves; a noted line still gets its card though its face-down card was flipped meanwhile (Codex FAQ, "All" vs "Each": "note the valid objects … then process each of them"; community, Life 0: "Lines are noted at activation")', () => {
    const g0 = position({ unplaced: 'absent', players: [
      { protocols: ['Smoke', 'Fire', 'Water'], hand: ['Smoke 0'], stacks: [[], ['Water 5 down', 'Fire 0'], []], deck: ['Water 1', 'Water 2', 'Water 3'] },
      { protocols: ['Metal', 'Light', 'Speed'], hand: ['Light 5'], stacks: [[], [], ['Metal 5 down']] },
    ] });
    let r = actWithEvents(g0, play('Smoke 0', 0));
    expect(g0.players[0]!.stacks[0]).toEqual([]);
    expect(r.state.prompt).toMatchObject({ kind: 'line', player: 0, lines: [1, 2] });
    // Line 1 first: the card covers Fire 0, which draws and flips line 2's only face-down card up.
    r = actWithEvents(r.state, line(1), choose('Metal 5'));
    expect(stack(r.state, 0, 1)).toEqual(['Water 5 down', 'Fire 0', 'Water 1 down']);
    expect(stack(r.state, 1, 2)).toEqual(['Metal 5']);
    // Line 2 was noted: it is processed (the engine's reading; no source re-checks a noted line).
    expect(stack(r.state, 0, 2)).toEqual(['Water 3 down']);
    expect(deck(r.state, 0)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

// ─── Part 2 ──────────────────────────────────────────────────────────────────────────────────────

const AUX2 = ['Assimilation', 'Diversity', 'Unity'];

describe('Assimilation', () => {
  it('Assimilation 0: the taken card is committed to my hand; a card of mine returned meanwhile (Fear 2, uncovered) arrives after it (community, "Each Zone Has Its Own Commit Queue": FIFO)', () => {
    const g0 = position({ players: [
      { protocols: AUX2, hand: ['Assimilation 0'], stacks: [[], ['Diversity 3'], []] },
      { protocols: ['Fear', 'Plague', 'Hate'], stacks: [['Fear 2', 'Hate 5 down'], [], []] },
    ] });
    let r = actWithEvents(g0, play('Assimilation 0', 0));
    // Fear 2 ("Return 1 of your opponent's cards") resolves for seat 1 while Hate 5 travels.
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'card' });
    expect(hand(r.state, 0)).toEqual([]);
    r = actWithEvents(r.state, choose('Assimilation 0'));
    expect(hand(r.state, 0)).toEqual(['Hate 5', 'Assimilation 0']);
    expect(hand(r.state, 1)).toEqual([]);
    expect(stack(r.state, 1, 0)).toEqual(['Fear 2']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Assimilation 0: while the uncovered Plague 0 makes me discard, the taken card is not in my hand yet (Codex, "Committed Cards")', () => {
    const g0 = position({ players: [
      { protocols: AUX2, hand: ['Assimilation 0', 'Unity 5'] },
      { protocols: ['Plague', 'Fear', 'Hate'], stacks: [['Plague 0', 'Hate 5 down'], [], []] },
    ] });
    const r = actWithEvents(g0, play('Assimilation 0', 0));
    // One card in hand: discarded without a question.
    expect(story(r.events).slice(-2)).toEqual(["seat 1's Plague 0 (middle)", 'seat 0 discards Unity 5']);
    expect(hand(r.state, 0)).toEqual(['Hate 5']);
    expect(trash(r.state, 0)).toEqual(['Unity 5']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Assimilation 2: the card played from the opponent\'s deck is mine — deleted later, it goes to my trash (Codex, "Changing Ownership"; rulebook, "Card ownership")', () => {
    const g0 = position({ phase: 'end', players: [
      { protocols: AUX2, stacks: [['Assimilation 2'], [], []] },
      { protocols: ['Fire', 'Hate', 'Light'], hand: ['Hate 0'], deck: ['Fire 3', 'Fire 4'] },
    ] });
    expect(stack(g0, 0, 0)).toEqual(['Assimilation 2', 'Fire 3 down']);
    const g = act(g0, play('Hate 0', 1), choose('Fire 3'));
    expect(trash(g, 0)).toEqual(['Fire 3']);
    expect(trash(g, 1)).toEqual([]);
    expect(stack(g, 0, 0)).toEqual(['Assimilation 2']);
  });

  it('Assimilation 2 plays into my stack of a line where the opponent\'s Ice 1 is uncovered: Ice 1 makes me discard (rulings, Ice 1: every play by the opponent into its line, by an effect too)', () => {
    const g = position({ phase: 'end', players: [
      { protocols: AUX2, hand: ['Unity 5'], stacks: [['Assimilation 2'], [], []] },
      { protocols: ['Ice', 'Plague', 'Hate'], stacks: [['Ice 1'], [], []], deck: ['Hate 0', 'Hate 1'] },
    ] });
    expect(stack(g, 0, 0)).toEqual(['Assimilation 2', 'Hate 0 down']);
    expect(trash(g, 0)).toEqual(['Unity 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Assimilation 6 plays onto the opponent\'s Ice 1: covered when the window is reached, Ice 1 does not answer (community, "After triggers check status at the end")', () => {
    const g0 = position({ phase: 'end', players: [
      { protocols: AUX2, hand: ['Unity 5'], stacks: [['Assimilation 6'], [], []], deck: ['Unity 0'] },
      { protocols: ['Ice', 'Plague', 'Hate'], stacks: [['Ice 1'], [], []] },
    ] });
    const r = actWithEvents(g0, line(0));
    expect(stack(r.state, 1, 0)).toEqual(['Ice 1', 'Unity 0 down']);
    expect(resolutions(r.events, 'Ice 1', 'bottom')).toBe(0);
    expect(hand(r.state, 0)).toEqual(['Unity 5']);
  });

  it('Assimilation 6: a card I play into my stack of the same line while its card still waits on the opponent\'s side lands after it — so my Speed 4 finds it there to shift (Codex, "Committed Cards": cards committed to a line enter it in commit order)', () => {
    const g0 = position({ phase: 'end', players: [
      { protocols: ['Speed', 'Hate', 'Assimilation'], hand: ['Speed 4'], stacks: [['Speed 0 down'], [], ['Assimilation 6']], deck: ['Hate 1', 'Hate 2', 'Hate 3'] },
      { protocols: ['Fire', 'Metal', 'Light'], stacks: [['Fire 0'], [], []], deck: ['Metal 0', 'Metal 1'] },
    ] });
    expect(awaiting(g0)).toEqual({ player: 0, kind: 'line' });
    // Hate 1 goes onto seat 1's Fire 0, whose owner draws, then flips my Speed 0 up: "Play 1 card".
    let r = actWithEvents(g0, line(0), choose('Speed 0'), play('Speed 4', 0));
    // Hate 1 landed first; Speed 4 then landed and resolves: "Shift 1 of your opponent's face-down cards".
    expect(stack(r.state, 1, 0)).toEqual(['Fire 0', 'Hate 1 down']);
    expect(stack(r.state, 0, 0)).toEqual(['Speed 0', 'Speed 4']);
    expect(r.state.prompt).toMatchObject({ kind: 'line', player: 0, lines: [1, 2] });
    r = actWithEvents(r.state, line(2));
    // Shifted off Fire 0, which is uncovered and resolves its middle for seat 1 while Hate 1 travels.
    expect(story(r.events)).toEqual(['a face-down card of seat 1 is shifted from line 0 to line 2 by seat 0', "seat 1's Fire 0 (middle)"]);
    expect(stack(r.state, 1, 0)).toEqual(['Fire 0']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'card' });
  });

  it('Assimilation 4 deleted between its sentences (the opponent\'s War 0 answers my draw): the opponent draws nothing (community, "Active Text Interruption")', () => {
    const g0 = position({ players: [
      { protocols: AUX2, hand: ['Assimilation 4'], deck: ['Unity 0', 'Unity 1'] },
      { protocols: ['War', 'Plague', 'Hate'], stacks: [['War 0'], [], []], deck: ['Hate 0', 'Hate 1'] },
    ] });
    const r = actWithEvents(g0, play('Assimilation 4', 0), choose('Assimilation 4'));
    expect(hand(r.state, 0)).toEqual(['Hate 0']);
    expect(hand(r.state, 1)).toEqual([]);
    expect(deck(r.state, 0)).toEqual(['Unity 0', 'Unity 1', ...deck(g0, 0).slice(2)]);
    expect(trash(r.state, 0)).toEqual(['Assimilation 4']);
  });

  it('Assimilation 4: the card the OPPONENT drew from my deck is not linked for me to where it went — played face-down, I must not learn which of their face-down cards it is (Codex, "Public and Private Information"; rulings: vars.drawn is placed only for the seat who drew)', () => {
    const g0 = position({ players: [
      { protocols: ['Assimilation', 'War', 'Ice'], hand: ['Assimilation 4'], stacks: [[], ['War 0'], ['Ice 1']], deck: ['Ice 5', 'Ice 2'] },
      { protocols: ['Darkness', 'Plague', 'Hate'], hand: ['Hate 0', 'Plague 5'], stacks: [['Darkness 3', 'Hate 5 down'], [], []], deck: ['Darkness 0', 'Darkness 1'] },
    ] });
    // I draw Darkness 0 from seat 1's deck; seat 1 draws Ice 5 from mine; my War 0 answers.
    let r = actWithEvents(g0, play('Assimilation 4', 0));
    expect(hand(r.state, 0)).toEqual(['Darkness 0']);
    expect(hand(r.state, 1)).toEqual(['Hate 0', 'Plague 5', 'Ice 5']);
    // War 0 deletes Hate 5; seat 1's Darkness 3, uncovered: "Play 1 card face-down in another line".
    r = actWithEvents(r.state, choose('Hate 5'), play('Ice 5', 2, 'down'));
    // My Ice 1 answers that play: seat 1 discards, a prompt while Assimilation 4's text still waits.
    expect(stack(r.state, 1, 2)).toEqual(['Ice 5 down']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'hand' });
    const mine = pendingText(r.state, 0, 'Assimilation 4');
    expect(mine).toBeDefined();
    // "Cards drawn" are the owner's own (Darkness 0): the card seat 1 drew is not kept, so nothing
    // places it at seat 1's line 2 (it was: the view told me that face-down card came from my deck).
    expect(mine!.vars.drawn).toEqual([{ at: 'hand', player: 0, index: 0, card: 'Darkness 0' }]);
    expect(JSON.stringify(mine)).not.toContain('"player":1,"line":2');
  });
});

describe('Diversity and Unity', () => {
  it('Diversity 0 uncovered on the opponent\'s turn wins for me at once; the card deleted off it still reaches my trash (rulebook, "Victory"; rulings, a win in the middle of a move)', () => {
    const g0 = position({ turn: 1, players: [
      { protocols: [{ name: 'Assimilation', compiled: true }, 'Diversity', { name: 'Unity', compiled: true }], stacks: [['Assimilation 5'], ['Diversity 0', 'Diversity 5'], ['Unity 5']] },
      { protocols: ['Fire', 'Hate', 'Light'], hand: ['Hate 0'], stacks: [['Fire 1'], [], ['Light 1']] },
    ] });
    const r = actWithEvents(g0, play('Hate 0', 1), choose('Diversity 5'));
    expect(story(r.events).slice(-3)).toEqual([
      "seat 0's Diversity 0 (middle)",
      "seat 0's Diversity (line 1) is flipped to its compiled side",
      'seat 0 wins',
    ]);
    expect(r.state.result).toEqual({ winner: 0, reason: 'compiled' });
    expect(trash(r.state, 0)).toEqual(['Diversity 5']);
    expect(stack(r.state, 0, 1)).toEqual(['Diversity 0']);
  });

  it('Unity 1 flipping the third protocol wins at once: "and delete all cards in that line" never happens (rulebook, "Victory")', () => {
    const g0 = position({ players: [
      { protocols: [{ name: 'Assimilation', compiled: true }, { name: 'Diversity', compiled: true }, 'Unity'], hand: ['Unity 1'], stacks: [['Unity 0'], ['Unity 2'], ['Unity 3', 'Unity 4']] },
      { protocols: ['Fear', 'Plague', 'Hate'], stacks: [[], [], ['Hate 2']] },
    ] });
    const r = actWithEvents(g0, play('Unity 1', 2));
    expect(r.state.result).toEqual({ winner: 0, reason: 'compiled' });
    expect(only(r.events, 'deleted')).toEqual([]);
    expect(stack(r.state, 0, 2)).toEqual(['Unity 3', 'Unity 4', 'Unity 1']);
    expect(stack(r.state, 1, 2)).toEqual(['Hate 2']);
  });

  it('Unity 1 uncovered by a delete: the deleted card, committed first, reaches my trash before the cards "delete all cards in that line" takes (community, "Each Zone Has Its Own Commit Queue")', () => {
    const g0 = position({ players: [
      { protocols: ['Hate', 'Diversity', 'Unity'], hand: ['Hate 0'], stacks: [['Unity 0'], ['Unity 2'], ['Unity 3', 'Unity 4', 'Unity 1', 'Diversity 5']] },
      { protocols: ['Fire', 'Plague', 'Light'], stacks: [[], [], ['Fire 5']] },
    ] });
    const r = actWithEvents(g0, play('Hate 0', 0), choose('Diversity 5'));
    expect(story(r.events).slice(2)).toEqual([
      "seat 0's Diversity 5 in line 2 is deleted by seat 0",
      "seat 0's Unity 1 (middle)",
      "seat 0's Unity (line 2) is flipped to its compiled side",
      "seat 0's Unity 3, Unity 4, Unity 1 in line 2 are deleted by seat 0",
      "seat 1's Fire 5 in line 2 is deleted by seat 0",
    ]);
    expect(trash(r.state, 0)).toEqual(['Diversity 5', 'Unity 3', 'Unity 4', 'Unity 1']);
    expect(trash(r.state, 1)).toEqual(['Fire 5']);
    expect(r.state.result).toBeNull();
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Unity 0\'s bottom answers a face-up Unity card shifted onto it (Diversity 1) before it lands; Diversity 1 then counts its line (rulings, Unity 0: "played or shifted")', () => {
    const g0 = position({ players: [
      { protocols: AUX2, hand: ['Diversity 1'], stacks: [['Unity 3'], [], ['Unity 0']], deck: ['Unity 2', 'Unity 4', 'Unity 5'] },
      { protocols: ['War', 'Plague', 'Hate'] },
    ] });
    let r = actWithEvents(g0, play('Diversity 1', 1), choose('Unity 3'), line(2));
    expect(story(r.events).slice(-2)).toEqual(["seat 0's Unity 3 is shifted from line 0 to line 2 by seat 0", "seat 0's Unity 0 (bottom)"]);
    // Unity 3 is committed: the either/or is asked before it lands.
    expect(stack(r.state, 0, 2)).toEqual(['Unity 0']);
    r = actWithEvents(r.state, optionNamed('draw'));
    expect(stack(r.state, 0, 2)).toEqual(['Unity 0', 'Unity 3']);
    // Unity 2 drawn by Unity 0; Diversity 1's line 1 holds only Diversity: 1 more card.
    expect(hand(r.state, 0)).toEqual(['Unity 2', 'Unity 4']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Unity 1 shifted by its own Start onto Unity 0: Unity 0\'s bottom resolves first, then Unity 1 lands uncovered and its middle resolves (Codex, "Committed Cards")', () => {
    const g0 = position({ phase: 'start', players: [
      { protocols: AUX2, stacks: [['Unity 1', 'Assimilation 5'], [], ['Unity 0']], deck: ['Unity 2', 'Unity 4'] },
      { protocols: ['War', 'Plague', 'Hate'] },
    ] });
    // "Start: If this card is covered, you may shift this card." — the line prompt carries the "no".
    expect(g0.prompt).toMatchObject({ kind: 'line', player: 0 });
    let r = actWithEvents(g0, line(2));
    expect(story(r.events).slice(-1)).toEqual(["seat 0's Unity 0 (bottom)"]);
    r = actWithEvents(r.state, optionNamed('draw'));
    expect(story(r.events).slice(0, 2)).toEqual(['seat 0 draws 1 card', "seat 0's Unity 1 (middle)"]);
    // Only 2 Unity cards face-up in the field: Unity 1's middle does nothing.
    expect(stack(r.state, 0, 2)).toEqual(['Unity 0', 'Unity 1']);
    expect(stack(r.state, 0, 0)).toEqual(['Assimilation 5']);
    expect(hand(r.state, 0)).toEqual(['Unity 2']);
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('Unity 4 deleted after its draw (the opponent\'s War 0): the rest of its text stops — the deck is not shuffled (community, "Active Text Interruption")', () => {
    const g0 = position({ phase: 'end', players: [
      { protocols: AUX2, stacks: [[], [], ['Unity 4']], deck: ['Unity 2', 'Diversity 1', 'Unity 3', 'Assimilation 1'] },
      { protocols: ['War', 'Plague', 'Hate'], stacks: [['War 0'], [], []] },
    ] });
    expect(g0.prompt).toMatchObject({ kind: 'card', player: 1, optional: true });
    expect(hand(g0, 0)).toEqual(['Unity 2', 'Unity 3', 'Unity 5', 'Unity 0', 'Unity 1']);
    const before = deck(g0, 0);
    const r = actWithEvents(g0, choose('Unity 4'));
    expect(only(r.events, 'shuffled')).toEqual([]);
    expect(deck(r.state, 0)).toEqual(before);
    expect(before.slice(0, 2)).toEqual(['Diversity 1', 'Assimilation 1']);
    expect(trash(r.state, 0)).toEqual(['Unity 4']);
  });

  it('Diversity 6\'s End condition is read when its turn comes: Diversity 0\'s End, resolved first, plays a fourth protocol face-up, and Diversity 6 stays (community, Ice 3: the condition "is checked when you choose to resolve" the trigger)', () => {
    const g0 = position({ phase: 'end', players: [
      { protocols: AUX2, hand: ['Light 1'], stacks: [[], ['Diversity 0'], ['Diversity 6']] },
      { protocols: ['Fire', 'Light', 'Hate'], hand: ['Fire 5'], stacks: [['Fire 1'], [], ['Hate 2']] },
    ] });
    // Face-up protocols: Diversity, Fire, Hate — fewer than 4 when the End phase begins.
    expect(awaiting(g0)).toEqual({ player: 0, kind: 'order' });
    const r = actWithEvents(g0, optionNamed('Diversity 0'), accept, play('Light 1', 1));
    expect(stack(r.state, 0, 1)).toEqual(['Diversity 0', 'Light 1']);
    expect(resolutions(r.events, 'Diversity 6', 'top')).toBe(1);
    expect(stack(r.state, 0, 2)).toEqual(['Diversity 6']);
    expect(trash(r.state, 0)).toEqual([]);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('Unity 0 covered by a Unity card: a second Unity card played into the line meanwhile lands after the first has landed and resolved — Unity 3 does not see it, Unity 2 then counts 3 (Codex, "Committed Cards")', () => {
    const g0 = position({ players: [
      { protocols: ['Speed', 'Diversity', 'Unity'], hand: ['Unity 3', 'Unity 2'], stacks: [['Speed 0 down'], [], ['Unity 0']], deck: ['Diversity 1', 'Diversity 3', 'Diversity 4', 'Diversity 5'] },
      { protocols: ['Fire', 'Light', 'Hate'], hand: ['Fire 5'] },
    ] });
    // Unity 3 is committed onto Unity 0, whose bottom flips Speed 0 up: "Play 1 card" — Unity 2, face-up, into line 2.
    let r = actWithEvents(g0, play('Unity 3', 2), optionNamed('flip'), choose('Speed 0'), play('Unity 2', 2));
    expect(story(r.events).slice(-2)).toEqual(['seat 0 plays Unity 2 face-up in line 2', "seat 0's Unity 3 (middle)"]);
    // Unity 3 has landed and resolves ("you may flip 1 face-up card"); Unity 2 is still committed.
    expect(stack(r.state, 0, 2)).toEqual(['Unity 0', 'Unity 3']);
    expect(r.state.prompt).toMatchObject({ kind: 'card', player: 0, optional: true });
    expect((r.state.prompt as { cards: number[] }).cards.map((c) => r.state.cards[c])).toEqual(['Speed 0', 'Unity 3']);
    r = actWithEvents(r.state, pass);
    expect(stack(r.state, 0, 2)).toEqual(['Unity 0', 'Unity 3', 'Unity 2']);
    expect(story(r.events)).toEqual(["seat 0's Unity 2 (middle)", 'seat 0 draws 3 cards']);
    expect(hand(r.state, 0)).toEqual(['Diversity 1', 'Diversity 3', 'Diversity 4']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('a middle command ignored when it enters play', () => {
  it('never entered play: Fear 0 flipped face-down by a middle that entered play with it does not bring it back (docs/rulings.md, Apathy 2 "Middle commands waiting their turn"; Fear 0: the opponent\'s cards "do not have middle commands")', () => {
    // Water 3 returns the two face-down cards of line 1, uncovering my Water 0 and the opponent's
    // Metal 1 at once. During my turn, my Fear 0 leaves Metal 1 without a middle command: only Water 0
    // enters play. It flips Fear 0 face-down, then itself; Metal 1's "Draw 2 cards" never happens.
    let g = position({ unplaced: 'absent', players: [
      { protocols: ['Fear', 'Light', 'Water'], hand: ['Water 3'], stacks: [['Fear 0'], ['Water 0', 'Light 5 down'], []] },
      { protocols: ['Hate', 'Metal', 'Death'], hand: ['Hate 5'], stacks: [[], ['Metal 1', 'Metal 5 down'], []], deck: ['Death 1', 'Death 2'] },
    ] });
    g = act(g, play('Water 3', 2));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Fear 0'));
    expect(stack(g, 0, 0)).toEqual(['Fear 0 down']);
    expect(stack(g, 0, 1)).toEqual(['Water 0 down']);
    expect(stack(g, 1, 1)).toEqual(['Metal 1']);
    expect(hand(g, 1)).toEqual(['Hate 5', 'Metal 5']);
    expect(deck(g, 1)).toEqual(['Death 1', 'Death 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});
