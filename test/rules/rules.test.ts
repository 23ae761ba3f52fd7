/**
 * Turn flow and the rules outside card text: setup, draft, compile, control, action, cache.
 */
import { describe, expect, it } from 'vitest';
import { act, actWithEvents, awaiting, hand, pass, phase, pickHand, position, rearrange, refresh, stack, trash } from '../../src/testing.js';
import { applyAction, createGame, legalActions, viewFor } from '../../src/index.js';
import type { GameState } from '../../src/index.js';

const census = (g: GameState) => g.players.reduce((n, p) => n + p.hand.length + p.deck.length + p.trash.length + p.stacks.flat().length, 0);

describe('setup (rulebook, "Setup")', () => {
  it('deals 18-card decks and 5-card hands; the first player acts first', () => {
    const g = createGame({ seed: 'setup', protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] });
    expect(g.players.map((p) => [p.hand.length, p.deck.length])).toEqual([[5, 13], [5, 13]]);
    expect(census(g)).toBe(36);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
    expect(phase(g)).toEqual({ turn: 0, phase: 'action', turnNumber: 1 });
    const second = createGame({ seed: 'setup', first: 1, protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] });
    expect(awaiting(second)).toEqual({ player: 1, kind: 'action' });
  });

  it('each player\'s deck holds the six cards of each of their protocols', () => {
    const g = createGame({ seed: 3, protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] });
    const protocolsOf = (p: 0 | 1) => [...g.players[p]!.hand, ...g.players[p]!.deck].map((c) => g.cards[c]!.split(' ')[0]).sort();
    expect(new Set(protocolsOf(0))).toEqual(new Set(['Death', 'Fire', 'Water']));
    expect(protocolsOf(1)).toHaveLength(18);
  });

  it('the 1-2-2-1 draft places each pick from the drafter\'s own left (Codex, "The Draft")', () => {
    let g = createGame({ seed: 'draft', draftPool: ['Fire', 'Water', 'Death', 'Light', 'Metal', 'Speed', 'Life'] });
    const picks: [number, string][] = [[0, 'Fire'], [1, 'Water'], [1, 'Death'], [0, 'Light'], [0, 'Metal'], [1, 'Speed']];
    for (const [seat, protocol] of picks) {
      expect(awaiting(g)).toEqual({ player: seat, kind: 'draft' });
      g = applyAction(g, { type: 'draft', protocol }).state;
    }
    // Seat 0 fills lines 0, 1, 2; seat 1's left is line 2, so its picks fill lines 2, 1, 0.
    expect(g.players[0]!.protocols.map((p) => p.name)).toEqual(['Fire', 'Light', 'Metal']);
    expect(g.players[1]!.protocols.map((p) => p.name)).toEqual(['Speed', 'Death', 'Water']);
    expect(viewFor(g, 1).linesFromMyLeft).toEqual([2, 1, 0]);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
    expect(census(g)).toBe(36);
  });

  it('the draft offers every implemented protocol by default, or those of the chosen sets', () => {
    expect(legalActions(createGame({ seed: 1 }))).toHaveLength(30); // all four sets (issue 8)
    const aux = createGame({ seed: 1, sets: ['Aux 1', 'Main 1'] });
    expect(legalActions(aux)).toHaveLength(15);
    const main = createGame({ seed: 1, sets: ['Main 1'] });
    expect(legalActions(main).map((a) => (a as { protocol: string }).protocol)).not.toContain('Love');
    expect(legalActions(main)).toHaveLength(12);
    expect(() => createGame({ seed: 1, sets: ['Main 9'] })).toThrow(/unknown set/);
  });

  it('with seat 1 first, seat 1 drafts first (from its own left, line 2) and plays first', () => {
    let g = createGame({ seed: 'draft', first: 1, draftPool: ['Fire', 'Water', 'Death', 'Light', 'Metal', 'Speed'] });
    for (const [seat, protocol] of [[1, 'Fire'], [0, 'Water'], [0, 'Death'], [1, 'Light'], [1, 'Metal'], [0, 'Speed']] as const) {
      expect(awaiting(g)).toEqual({ player: seat, kind: 'draft' });
      g = applyAction(g, { type: 'draft', protocol }).state;
    }
    expect(g.players[1]!.protocols.map((p) => p.name)).toEqual(['Metal', 'Light', 'Fire']);
    expect(g.players[0]!.protocols.map((p) => p.name)).toEqual(['Water', 'Death', 'Speed']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a drafted protocol leaves the pool', () => {
    const g = applyAction(createGame({ seed: 1 }), { type: 'draft', protocol: 'Fire' }).state;
    expect(legalActions(g)).not.toContainEqual({ type: 'draft', protocol: 'Fire' });
    expect(legalActions(g)).toHaveLength(29);
  });
});

describe('playing a card (Codex, "Playing a Card")', () => {
  it('face-up only where either player\'s protocol in the line matches; face-down anywhere (line 2 = seat 0\'s Death, seat 1\'s Light)', () => {
    const g = position({ players: [
      { protocols: ['Fire', 'Water', 'Death'], hand: ['Light 5'] },
      { protocols: ['Metal', 'Speed', 'Light'] },
    ] });
    expect(legalActions(g)).toEqual([
      { type: 'play', index: 0, line: 0, face: 'down' },
      { type: 'play', index: 0, line: 1, face: 'down' },
      { type: 'play', index: 0, line: 2, face: 'up' },
      { type: 'play', index: 0, line: 2, face: 'down' },
      { type: 'refresh' },
    ]);
  });

  it('a face-down card has value 2 and no text', () => {
    let g = position({ players: [
      { protocols: ['Love', 'Water', 'Death'], hand: ['Love 6'] },
      { protocols: ['Metal', 'Speed', 'Light'] },
    ] });
    g = act(g, { type: 'play', index: 0, line: 1, face: 'down' });
    expect(stack(g, 0, 1)).toEqual(['Love 6 down']);
    expect(viewFor(g, 0).players[0].totals).toEqual([0, 2, 0]);
    expect(hand(g, 1)).toHaveLength(0);
  });
});

describe('the action (rulebook, "Actions")', () => {
  it('with an empty hand, refresh is the only action', () => {
    const g = position({ players: [{ protocols: ['Fire', 'Water', 'Death'] }, { protocols: ['Metal', 'Speed', 'Light'] }] });
    expect(legalActions(g)).toEqual([{ type: 'refresh' }]);
    const after = act(g, refresh);
    expect(hand(after, 0)).toHaveLength(5);
  });

  it('no refresh with 5 or more cards in hand (Codex FAQ)', () => {
    const g = position({ players: [
      { protocols: ['Fire', 'Water', 'Death'], hand: ['Fire 0', 'Fire 1', 'Fire 2', 'Fire 3', 'Fire 4'] },
      { protocols: ['Metal', 'Speed', 'Light'] },
    ] });
    expect(legalActions(g)).not.toContainEqual({ type: 'refresh' });
  });

  it('refresh draws up to 5, refilling the deck from the trash only when it runs out (Codex FAQ, "When do I refill my deck?")', () => {
    const g = position({ unplaced: 'trash', players: [
      { protocols: ['Fire', 'Water', 'Death'], hand: ['Fire 0'], deck: ['Fire 1', 'Fire 2'] },
      { protocols: ['Metal', 'Speed', 'Light'] },
    ] });
    expect(g.players[0]!.trash).toHaveLength(15);
    const { state, events } = actWithEvents(g, refresh);
    expect(hand(state, 0).slice(0, 3)).toEqual(['Fire 0', 'Fire 1', 'Fire 2']);
    expect(hand(state, 0)).toHaveLength(5);
    expect(state.players[0]!.deck).toHaveLength(13);
    expect(trash(state, 0)).toEqual([]);
    expect(events.filter((e) => e.type === 'reshuffled')).toHaveLength(1);
  });

  it('with nothing to play and nothing to draw, the action is skipped (Codex, "Running Out of Cards")', () => {
    const fire = ['Fire 0', 'Fire 1', 'Fire 2', 'Fire 3', 'Fire 4', 'Fire 5'];
    const water = ['Water 0', 'Water 1', 'Water 2', 'Water 3', 'Water 4', 'Water 5'];
    const death = ['Death 0', 'Death 1', 'Death 2', 'Death 3', 'Death 4', 'Death 5'];
    const g = position({ phase: 'start', maxTurns: 4, players: [
      { protocols: ['Fire', 'Water', 'Death'], stacks: [fire.map((c) => `${c} down`), water.map((c) => `${c} down`), death.map((c) => `${c} down`)] },
      { protocols: ['Metal', 'Speed', 'Light'], stacks: [
        ['Metal 0 down', 'Metal 1 down', 'Metal 2 down', 'Metal 3 down', 'Metal 5 down', 'Metal 6 down'],
        ['Speed 0 down', 'Speed 1 down', 'Speed 2 down', 'Speed 3 down', 'Speed 4 down', 'Speed 5 down'],
        ['Light 0 down', 'Light 1 down', 'Light 2 down', 'Light 3 down', 'Light 4 down', 'Light 5 down']] },
    ] });
    // Neither seat can compile (12 vs 12 in every line), play or refresh: every turn passes without
    // a decision, until the engine's turn limit stops the stalemate (FAQ, "I can't compile, play cards, or refresh").
    expect(g.result).toEqual({ winner: null, reason: 'turnLimit' });
    expect(g.turnNumber).toBe(5);
    expect(stack(g, 0, 0)).toHaveLength(6);
  });
});

describe('compiling (Codex, "Compiling")', () => {
  const ten = { protocols: ['Fire', 'Water', 'Death'], stacks: [['Fire 5', 'Fire 4', 'Fire 1'], [], []], hand: ['Water 0'] };

  it('10 or more and strictly more than the opponent: compile is mandatory, deletes the whole line without triggers, flips the protocol and skips the action', () => {
    const g = position({ phase: 'start', players: [ten, { protocols: ['Love', 'Speed', 'Light'], stacks: [['Love 6', 'Light 1 down'], [], []] }] });
    expect(g.players[0]!.protocols[0]).toEqual({ name: 'Fire', compiled: true });
    expect(stack(g, 0, 0)).toEqual([]);
    expect(stack(g, 1, 0)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Fire 5', 'Fire 4', 'Fire 1']);
    expect(trash(g, 1)).toEqual(['Love 6', 'Light 1']);
    expect(hand(g, 0)).toEqual(['Water 0']); // no action was taken
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('no compile on a tie, nor below 10', () => {
    const tie = position({ phase: 'start', players: [ten, { protocols: ['Love', 'Speed', 'Light'], stacks: [['Love 6', 'Light 4'], [], []] }] });
    expect(tie.players[0]!.protocols[0]!.compiled).toBe(false);
    expect(awaiting(tie)).toEqual({ player: 0, kind: 'action' });
    const nine = position({ phase: 'start', players: [
      { protocols: ['Fire', 'Water', 'Death'], stacks: [['Fire 5', 'Fire 4'], [], []], hand: ['Water 0'] },
      { protocols: ['Love', 'Speed', 'Light'] },
    ] });
    expect(nine.players[0]!.protocols[0]!.compiled).toBe(false);
  });

  it('with two lines qualifying, the player chooses one; the other waits for a later turn', () => {
    let g = position({ phase: 'start', useControl: false, players: [
      { protocols: ['Fire', 'Water', 'Death'], stacks: [['Fire 5', 'Fire 4', 'Fire 1'], ['Water 5', 'Water 4', 'Water 3'], []], hand: ['Death 0'] },
      { protocols: ['Love', 'Speed', 'Light'] },
    ] });
    expect(awaiting(g)).toEqual({ player: 0, kind: 'compile' });
    expect(legalActions(g)).toEqual([{ type: 'compile', line: 0 }, { type: 'compile', line: 1 }]);
    g = act(g, { type: 'compile', line: 1 });
    expect(g.players[0]!.protocols.map((p) => p.compiled)).toEqual([false, true, false]);
    expect(stack(g, 0, 0)).toEqual(['Fire 5', 'Fire 4', 'Fire 1']);
  });

  it('recompiling takes the top card of the opponent\'s deck, which becomes yours (Codex, "Compiling"; "Changing Ownership")', () => {
    const g = position({ phase: 'start', players: [
      { ...ten, protocols: [{ name: 'Fire', compiled: true }, 'Water', 'Death'] },
      { protocols: ['Love', 'Speed', 'Light'], deck: ['Speed 3'] },
    ] });
    expect(hand(g, 0)).toEqual(['Water 0', 'Speed 3']);
    expect(g.players[0]!.protocols[0]).toEqual({ name: 'Fire', compiled: true });
  });

  it('recompiling from an empty deck first shuffles the opponent\'s trash into their deck: it is a draw (community, "Recompiling is a draw")', () => {
    const g = position({ phase: 'start', unplaced: 'trash', players: [
      { ...ten, protocols: [{ name: 'Fire', compiled: true }, 'Water', 'Death'] },
      { protocols: ['Love', 'Speed', 'Light'], hand: ['Love 1', 'Love 2', 'Love 3', 'Love 4', 'Love 5', 'Love 6', 'Speed 0', 'Speed 1', 'Speed 2', 'Speed 3', 'Speed 4', 'Speed 5', 'Light 0', 'Light 1', 'Light 2', 'Light 3', 'Light 4'], trash: ['Light 5'] },
    ] });
    expect(hand(g, 0)).toEqual(['Water 0', 'Light 5']);
    expect(g.players[1]!.deck).toEqual([]);
    expect(trash(g, 1)).toEqual([]);
  });

  it('the third compiled protocol wins at once', () => {
    const g = position({ phase: 'start', players: [
      { ...ten, protocols: ['Fire', { name: 'Water', compiled: true }, { name: 'Death', compiled: true }] },
      { protocols: ['Love', 'Speed', 'Light'] },
    ] });
    expect(g.result).toEqual({ winner: 0, reason: 'compiled' });
    expect(g.phase).toBe('over');
    expect(legalActions(g)).toEqual([]);
    expect(awaiting(g)).toBeNull();
  });
});

describe('the control component (rulebook, "Playing With Control")', () => {
  it('is gained with a higher total in at least two lines', () => {
    const g = position({ phase: 'start', players: [
      { protocols: ['Fire', 'Water', 'Death'], stacks: [['Fire 3'], ['Water 2'], []], hand: ['Death 0'] },
      { protocols: ['Love', 'Speed', 'Light'], stacks: [[], [], ['Light 5']] },
    ] });
    expect(g.control).toBe(0);
  });

  it('is taken from the other player, not only from neutral', () => {
    const g = position({ phase: 'start', controlHolder: 1, players: [
      { protocols: ['Fire', 'Water', 'Death'], stacks: [['Fire 3'], ['Water 2'], []], hand: ['Death 0'] },
      { protocols: ['Love', 'Speed', 'Light'], stacks: [[], [], ['Light 5']] },
    ] });
    expect(g.control).toBe(0);
  });

  it('is not gained with a lead in only one line', () => {
    const g = position({ phase: 'start', players: [
      { protocols: ['Fire', 'Water', 'Death'], stacks: [['Fire 3'], ['Water 2'], []], hand: ['Death 0'] },
      { protocols: ['Love', 'Speed', 'Light'], stacks: [[], ['Speed 3'], ['Light 5']] },
    ] });
    expect(g.control).toBeNull();
  });

  it('on refresh it returns to neutral first and its holder may rearrange either player\'s protocols', () => {
    let g = position({ controlHolder: 0, players: [
      { protocols: ['Fire', 'Water', 'Death'], stacks: [['Fire 3'], [], []], hand: ['Death 0'] },
      { protocols: ['Love', 'Speed', 'Light'] },
    ] });
    g = act(g, refresh);
    expect(g.control).toBeNull();
    expect(awaiting(g)).toEqual({ player: 0, kind: 'control' });
    // pass, then five orders for each side
    expect(legalActions(g)).toHaveLength(11);
    g = act(g, rearrange(1, ['Light', 'Speed', 'Love']));
    expect(g.players[1]!.protocols.map((p) => p.name)).toEqual(['Light', 'Speed', 'Love']);
    // Only the protocols moved: the stacks stay in their lines.
    expect(stack(g, 0, 0)).toEqual(['Fire 3']);
    expect(hand(g, 0)).toHaveLength(5);
  });

  it('returns to neutral even when its holder declines to rearrange', () => {
    let g = position({ controlHolder: 0, players: [
      { protocols: ['Fire', 'Water', 'Death'], hand: ['Death 0'] },
      { protocols: ['Love', 'Speed', 'Light'] },
    ] });
    g = act(g, refresh, pass);
    expect(g.control).toBeNull();
    expect(g.players[0]!.protocols.map((p) => p.name)).toEqual(['Fire', 'Water', 'Death']);
  });
});

describe('check cache (Codex, "Clear Cache")', () => {
  it('discards down to 5, the player choosing, as one discard', () => {
    let g = position({ players: [
      { protocols: ['Fire', 'Water', 'Death'], hand: ['Water 1', 'Fire 0', 'Fire 1', 'Fire 2', 'Fire 3', 'Fire 4', 'Death 0', 'Death 1'] },
      { protocols: ['Love', 'Speed', 'Light'] },
    ] });
    g = act(g, { type: 'play', index: 0, line: 0, face: 'down' });
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    const r = actWithEvents(g, pickHand('Fire 3'), pickHand('Death 0'));
    expect(hand(r.state, 0)).toEqual(['Fire 0', 'Fire 1', 'Fire 2', 'Fire 4', 'Death 1']);
    expect(trash(r.state, 0)).toEqual(['Fire 3', 'Death 0']);
    expect(r.events.filter((e) => e.type === 'discarded')).toHaveLength(1);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('engine safeguard', () => {
  it('a game reaching maxTurns stops as a draw', () => {
    let g = createGame({ seed: 5, maxTurns: 2, protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] });
    while (!g.result) g = applyAction(g, legalActions(g).find((a) => a.type === 'refresh') ?? legalActions(g)[0]!).state;
    expect(g.result).toEqual({ winner: null, reason: 'turnLimit' });
    expect(g.turnNumber).toBe(3);
  });
});
