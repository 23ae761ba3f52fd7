/**
 * Explicit positions at any moment of a turn, cards out of the game, the events of the opening,
 * and events that say whose card moved and whose effect moved it.
 */
import { describe, expect, it } from 'vitest';
import { accept, act, actWithEvents, awaiting, choose, hand, optionNamed, pass, phase, play, refresh, stack, trash } from '../../src/testing.js';
import { createGameWithEvents, describeEvent, fromPosition, fromPositionWithEvents, legalActions, validateState, viewFor } from '../../src/index.js';
import type { GameEvent, GameState, Position, PositionPhase } from '../../src/index.js';

const kinds = (events: GameEvent[]) => events.filter((e) => e.type !== 'promptRaised').map((e) => e.type);

/** Every card of the table is in exactly one zone, the absent cards included (nothing is committed between decisions here). */
function census(g: GameState): number[] {
  const seen = new Array<number>(g.cards.length).fill(0);
  for (const p of g.players) for (const zone of [...p.stacks, p.hand, p.deck, p.trash]) for (const c of zone) seen[c]!++;
  for (const c of g.absent) seen[c]!++;
  for (const f of g.frames) if (f.k === 'land' || f.k === 'arrive') seen[f.card]!++;
  return seen;
}

/**
 * Seat 0 holds Psychic 1 ("Start: Flip this card.") in line 0 and Light 1 ("End: Draw 1 card.")
 * in line 2, so it leads in two lines; which of them resolve shows which phases ran.
 */
const at = (p: PositionPhase, extra: Partial<Position> = {}): Position => ({
  seed: 'phases', phase: p, ...extra, players: [
    { protocols: ['Psychic', 'Fire', 'Light'], stacks: [['Psychic 1'], [], ['Light 1']], hand: ['Fire 5', 'Fire 4'], deck: ['Fire 3', 'Fire 2'] },
    { protocols: ['Metal', 'Water', 'Death'], hand: ['Water 5'] },
  ],
});

describe('a position may start in each of the six phases', () => {
  it('start: the turn runs from its start — Start effects, Check Control, then the action', () => {
    const { state, events } = fromPositionWithEvents(at('start'));
    expect(stack(state, 0, 0)).toEqual(['Psychic 1 down']);
    // Check Control comes after the Start effect: seat 0 leads in two lines and gains the component.
    expect(kinds(events)).toEqual(['turnStarted', 'triggered', 'flipped', 'controlGained']);
    expect(awaiting(state)).toEqual({ player: 0, kind: 'action' });
    validateState(state);
  });

  it('control: Start effects already ran; Check Control gives seat 0 the component', () => {
    const { state, events } = fromPositionWithEvents(at('control'));
    expect(stack(state, 0, 0)).toEqual(['Psychic 1']);
    expect(kinds(events)).toEqual(['turnStarted', 'controlGained']);
    expect(state.control).toBe(0);
    expect(awaiting(state)).toEqual({ player: 0, kind: 'action' });
  });

  it('compile: Check Control is over (no component gained); a line of 10 or more is compiled', () => {
    const plain = fromPositionWithEvents(at('compile'));
    expect(kinds(plain.events)).toEqual(['turnStarted']);
    expect(plain.state.control).toBeNull();
    const ten: Position = { ...at('compile'), players: [{ ...at('compile').players[0], stacks: [['Psychic 1'], ['Water 4', 'Water 3', 'Water 2', 'Water 1'], ['Light 1']] }, at('compile').players[1]] };
    const { state, events } = fromPositionWithEvents(ten);
    expect(kinds(events)).toContain('compiled');
    expect(state.players[0]!.protocols[1]).toEqual({ name: 'Fire', compiled: true });
    // The compile took the action; Light 1's End draw ran; the turn passed.
    expect(hand(state, 0)).toEqual(['Fire 5', 'Fire 4', 'Fire 3']);
    expect(phase(state)).toEqual({ turn: 1, phase: 'action', turnNumber: 2 });
  });

  it('action: seat 0 decides at once; nothing ran before', () => {
    const { state, events } = fromPositionWithEvents(at('action'));
    expect(kinds(events)).toEqual(['turnStarted']);
    expect(legalActions(state)).toContainEqual({ type: 'play', index: 0, line: 1, face: 'up' });
  });

  it('action after a compile this turn: the action is skipped, the turn goes on to its End', () => {
    const { state, events } = fromPositionWithEvents(at('action', { compiledThisTurn: true }));
    expect(kinds(events)).toEqual(['turnStarted', 'cacheChecked', 'triggered', 'drew', 'secret', 'turnStarted']);
    expect(phase(state)).toEqual({ turn: 1, phase: 'action', turnNumber: 2 });
  });

  it('cache: with seven cards, seat 0 discards down to five — there is no action', () => {
    const big = at('cache');
    big.players[0].hand = ['Fire 5', 'Fire 4', 'Fire 3', 'Fire 2', 'Fire 1', 'Fire 0', 'Light 0'];
    big.players[0].deck = [];
    const { state, events } = fromPositionWithEvents(big);
    expect(kinds(events)).toEqual(['turnStarted']);
    expect(awaiting(state)).toEqual({ player: 0, kind: 'hand' });
    expect(viewFor(state, 0).prompt?.text).toBe('Clear cache: discard down to 5 cards.');
  });

  it('end: End effects run (Light 1 draws), then the turn passes', () => {
    const { state, events } = fromPositionWithEvents(at('end'));
    expect(kinds(events)).toEqual(['turnStarted', 'triggered', 'drew', 'secret', 'turnStarted']);
    expect(hand(state, 0)).toEqual(['Fire 5', 'Fire 4', 'Fire 3']);
    expect(phase(state)).toEqual({ turn: 1, phase: 'action', turnNumber: 2 });
  });
});

describe('compile bans in a position (Metal 1)', () => {
  const ten = (metal: string): Position => ({ seed: 'ban', phase: 'start', useControl: false, noCompile: [{ player: 0, card: 'Metal 1' }], players: [
    { protocols: ['Fire', 'Water', 'Death'], stacks: [['Fire 5', 'Fire 4', 'Fire 1'], [], []], hand: ['Water 1'] },
    { protocols: ['Metal', 'Light', 'Speed'], stacks: [[metal], [], []] },
  ] });

  it('a ban from a visible Metal 1 bars this turn\'s compile (the banned seat\'s next Check Compile)', () => {
    const g = fromPosition(ten('Metal 1'));
    expect(g.noCompile).toEqual([{ player: 0, turn: 1, card: g.cards.indexOf('Metal 1') }]);
    expect(g.players[0]!.protocols[0]!.compiled).toBe(false);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('Metal 1 face-down: its text is not visible, so the compile happens (rulings page)', () => {
    expect(fromPosition(ten('Metal 1 down')).players[0]!.protocols[0]!.compiled).toBe(true);
  });

  it('by default a ban on the other seat is for their next turn', () => {
    const g = fromPosition({ ...ten('Metal 1'), phase: 'action', noCompile: [{ player: 1, card: 'Metal 1' }] });
    expect(g.noCompile).toEqual([{ player: 1, turn: 2, card: g.cards.indexOf('Metal 1') }]);
  });
});

describe('cards out of the game', () => {
  const small = (): Position => ({ seed: 'absent', phase: 'action', unplaced: 'absent', players: [
    { protocols: ['Fire', 'Water', 'Death'], hand: ['Fire 1', 'Water 2'], deck: ['Death 3'], absent: [] },
    { protocols: ['Light', 'Metal', 'Speed'], hand: ['Light 4'], stacks: [['Metal 2'], [], []] },
  ] });

  it('unplaced cards can be left out of the game: the census is still exact', () => {
    const g = fromPosition(small());
    expect(census(g).every((n) => n === 1)).toBe(true);
    expect(g.cards).toHaveLength(36);
    expect(g.absent).toHaveLength(36 - 5);
    expect(g.players.map((p) => p.deck.length)).toEqual([1, 0]);
    expect(viewFor(g, 0).players[0].deckCount).toBe(1);
    validateState(JSON.parse(JSON.stringify(g)));
  });

  it('a seat may list its absent cards; the rest go to the deck as usual', () => {
    const g = fromPosition({ seed: 'absent', phase: 'action', players: [
      { protocols: ['Fire', 'Water', 'Death'], absent: ['Fire 0', 'Water 0'] },
      { protocols: ['Light', 'Metal', 'Speed'], absent: ['Light 0'] },
    ] });
    expect(g.absent.map((c) => g.cards[c])).toEqual(['Fire 0', 'Water 0', 'Light 0']);
    expect(g.players.map((p) => p.deck.length)).toEqual([16, 17]);
    expect(census(g).every((n) => n === 1)).toBe(true);
  });

  it('no rule reaches them: an empty deck and trash are not refilled from them, and refresh then has nothing to draw', () => {
    let g = fromPosition(small());
    g = act(g, refresh); // draws Death 3, the only card left to draw
    expect(hand(g, 0)).toEqual(['Fire 1', 'Water 2', 'Death 3']);
    g = act(g, play('Light 4', 1, 'down'));
    expect(legalActions(g)).not.toContainEqual({ type: 'refresh' });
    expect(census(g).every((n) => n === 1)).toBe(true);
    expect(g.absent).toHaveLength(31);
  });
});

describe('the events of the opening', () => {
  it('createGameWithEvents reports the first turn\'s start', () => {
    const { state, events } = createGameWithEvents({ seed: 'open', protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] });
    expect(events).toEqual([{ type: 'turnStarted', player: 0, turn: 1 }, { type: 'promptRaised', player: 0, kind: 'action' }]);
    expect(awaiting(state)).toEqual({ player: 0, kind: 'action' });
  });

  it('fromPositionWithEvents reports what ran before the first decision, as applyAction would', () => {
    const { events } = fromPositionWithEvents(at('start'));
    expect(events.map(describeEvent)).toEqual([
      '— turn 1: seat 0 —',
      "seat 0's Psychic 1 (bottom)",
      "seat 0's Psychic 1 in line 0 is flipped face-down by seat 0",
      'seat 0 gains the control component',
      'seat 0 to choose (action)',
    ]);
  });
});

describe('events say whose card moved (side) and whose effect moved it (by)', () => {
  it('Hate 0 deletes the opponent\'s card: side 1, by 0', () => {
    const g = fromPosition({ seed: 'by', phase: 'action', players: [
      { protocols: ['Hate', 'Water', 'Death'], hand: ['Hate 0'] },
      { protocols: ['Light', 'Metal', 'Speed'], stacks: [['Light 3'], [], []] },
    ] });
    const { events } = actWithEvents(g, play('Hate 0', 0), choose('Light 3'));
    const deleted = events.find((e) => e.type === 'deleted')!;
    expect(deleted).toEqual({ type: 'deleted', side: 1, by: 0, line: 0, cards: ['Light 3'] });
    expect(describeEvent(deleted)).toBe("seat 1's Light 3 in line 0 is deleted by seat 0");
  });

  it('"Your opponent deletes 1 of their face-down cards" (Plague 4): the chooser deleted it', () => {
    const g = fromPosition({ seed: 'by', phase: 'action', players: [
      { protocols: ['Plague', 'Life', 'Light'], hand: ['Life 5'], stacks: [['Plague 4'], [], []] },
      { protocols: ['Metal', 'Fire', 'Water'], stacks: [[], ['Fire 5 down'], []] },
    ] });
    const { events } = actWithEvents(g, play('Life 5', 1, 'down'), pass);
    expect(events.find((e) => e.type === 'deleted')).toEqual({ type: 'deleted', side: 1, by: 1, line: 1, cards: ['Fire 5'] });
  });

  it('a compile deletes both sides\' cards by the compiling player; a flip and a face-down return name the actor', () => {
    const { events } = fromPositionWithEvents({ seed: 'by', phase: 'compile', useControl: false, players: [
      { protocols: ['Fire', 'Water', 'Death'], stacks: [['Fire 5', 'Fire 4', 'Fire 1'], [], []] },
      { protocols: ['Light', 'Metal', 'Speed'], stacks: [['Light 3 down'], [], []] },
    ] });
    expect(events.filter((e) => e.type === 'deleted').map(describeEvent)).toEqual([
      "seat 0's Fire 5, Fire 4, Fire 1 in line 0 are deleted by seat 0",
      "seat 1's Light 3 in line 0 is deleted by seat 0",
    ]);
    const g = fromPosition({ seed: 'by', phase: 'action', players: [
      { protocols: ['Water', 'Fire', 'Death'], hand: ['Water 4'] },
      { protocols: ['Light', 'Metal', 'Speed'] },
    ] });
    const returned = actWithEvents(g, play('Water 4', 0)).events.filter((e) => e.type === 'returned');
    expect(returned.map(describeEvent)).toEqual(["seat 0's Water 4 in line 0 is returned to hand by seat 0"]);
  });
});

describe('a recompile opens its "after delete" and "after draw" windows together (Codex: simultaneous triggers)', () => {
  it('the current player orders Hate 3 and Spirit 3 in one prompt', () => {
    const { state } = fromPositionWithEvents({ seed: 'recompile', phase: 'start', useControl: false, players: [
      { protocols: [{ name: 'Fire', compiled: true }, 'Hate', 'Spirit'], stacks: [['Fire 5', 'Fire 4', 'Fire 1'], ['Hate 3'], ['Spirit 3']], deck: ['Hate 1'] },
      { protocols: ['Love', 'Speed', 'Light'], deck: ['Speed 3'] },
    ] });
    expect(awaiting(state)).toEqual({ player: 0, kind: 'order' });
    expect(viewFor(state, 0).prompt?.labels).toEqual(['Spirit 3 (top)', 'Hate 3 (top)']);
    // Hate 3 first: it draws, which opens another "after you draw" for Spirit 3 — each resolves in turn.
    let g = act(state, optionNamed('Hate 3'));
    expect(hand(g, 0)).toEqual(['Speed 3', 'Hate 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' }); // Spirit 3 (the new window): you may shift this card
    g = act(g, pass);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' }); // Spirit 3 (the recompile's window)
    g = act(g, pass);
    expect(stack(g, 0, 2)).toEqual(['Spirit 3']);
    expect(trash(g, 0)).toEqual(['Fire 5', 'Fire 4', 'Fire 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
    void accept;
  });
});
