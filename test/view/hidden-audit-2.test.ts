/**
 * Second hidden-information audit, aimed at what changed: `knownTo` on land frames, `from` on
 * arrive frames, `vars.drawn` as `{ at: 'unknown' }` for every seat but the text's owner, the
 * per-line and per-zone commit queues, After windows waiting for queued cards.
 *
 * Each scenario stops at a prompt while a card travels (or after) and checks, for seat 0, seat 1
 * and a spectator, that `viewFor` and `eventsFor` name a card exactly to those the Codex lets know
 * it ("Public and Private Information"; FAQ, "reveal"). The "worlds" blocks compare two states that
 * differ only in what a seat may not know: that seat's view and events must be equal (a failure is
 * a leak of the engine). The determinize block builds states from views holding `{ at: 'unknown' }`.
 */
import { describe, expect, it } from 'vitest';
import { defaultEngine, eventsFor, viewFor } from '../../src/index.js';
import type { GameState } from '../../src/index.js';
import { InformationSet, seededRng } from '../../src/bots.js';
import type { Step } from '../../src/testing.js';
import { choose, hand, line, pass, pickHand, play, playFromTrash, stack } from '../../src/testing.js';
import { ALL, begin, expectKnowledge, expectSameFor, next, NOBODY, OTHERS, SEATS, walkWorlds, who } from './knowledge.js';
import type { Moment } from './knowledge.js';

const engine = defaultEngine();

/** The pending frames of kind `k`. */
const framesOf = (g: GameState, k: string) => g.frames.filter((f) => f.k === k);

// ─── Paths that create land and arrive frames, at a prompt while the card waits ───────────────

describe('cards in transit, named to exactly who may know them', () => {
  it('Darkness 4 shifts my own face-down card onto my Fire 0: named to me only while it waits', () => {
    let m = begin({ players: [
      { protocols: ['Darkness', 'Fire', 'Water'], hand: ['Darkness 4'], stacks: [[], ['Fire 0'], ['Water 4 down']], deck: ['Fire 1', 'Fire 2'] },
      { protocols: ['Metal', 'Light', 'Speed'], stacks: [['Metal 0'], [], []] },
    ] });
    m = next(m, play('Darkness 4', 0), line(1));
    expect(m.state.prompt).toMatchObject({ kind: 'card', player: 0 });
    expect(framesOf(m.state, 'land')).toHaveLength(1);
    expectKnowledge(m, { 'Water 4': who([0], NOBODY), 'Fire 1': who([0]), 'Fire 2': who(NOBODY) });
    m = next(m, choose('Metal 0'));
    expect(stack(m.state, 0, 1)).toEqual(['Fire 0', 'Water 4 down']);
    expectKnowledge(m, { 'Water 4': who([0], NOBODY) });
  });

  it('Gravity 4 shifts the opponent\'s face-down card to this line, onto their Fire 0: named to them only', () => {
    let m = begin({ players: [
      { protocols: ['Gravity', 'Water', 'Death'], hand: ['Gravity 4'], stacks: [[], ['Water 5'], []] },
      { protocols: ['Fire', 'Metal', 'Speed'], stacks: [['Fire 0'], [], ['Metal 3 down']], deck: ['Speed 1', 'Speed 2'] },
    ] });
    m = next(m, play('Gravity 4', 0));
    if (m.state.prompt?.kind === 'card' && m.state.prompt.player === 0) m = next(m, choose('Metal 3'));
    expect(m.state.prompt).toMatchObject({ kind: 'card', player: 1 });
    expect(framesOf(m.state, 'land')).toHaveLength(1);
    expectKnowledge(m, { 'Metal 3': who([1], NOBODY), 'Speed 1': who([1]), 'Speed 2': who(NOBODY) });
    m = next(m, choose('Water 5'));
    expect(stack(m.state, 1, 0)).toEqual(['Fire 0', 'Metal 3 down']);
    expectKnowledge(m, { 'Metal 3': who([1], NOBODY) });
  });

  it('Water 4 returns my own face-down card; my Spirit 2, uncovered, asks me while it travels: named to me only', () => {
    let m = begin({ players: [
      { protocols: ['Water', 'Spirit', 'Death'], hand: ['Water 4'], stacks: [[], ['Spirit 2', 'Death 3 down'], []] },
      { protocols: ['Metal', 'Light', 'Speed'], stacks: [['Metal 0'], [], []] },
    ] });
    m = next(m, play('Water 4', 0));
    if (m.state.prompt?.kind === 'card' && m.state.prompt.player === 0 && framesOf(m.state, 'arrive').length === 0) m = next(m, choose('Death 3'));
    expect(framesOf(m.state, 'arrive')).toHaveLength(1);
    expect(m.state.prompt).toMatchObject({ player: 0 });
    expectKnowledge(m, { 'Death 3': who([0], [0]) });
    const done = next(m, pass);
    expect(hand(done.state, 0)).toEqual(['Death 3']);
    expectKnowledge(done, { 'Death 3': who([0], [0]) });
  });

  it('Corruption 1 played face-up returns the opponent\'s face-down card to the top of their deck: named to them only, while it waits and after', () => {
    let m = begin({ players: [
      { protocols: ['Corruption', 'Water', 'Death'], hand: ['Corruption 1'], stacks: [[], ['Water 3'], []] },
      { protocols: ['Spirit', 'Metal', 'Speed'], stacks: [['Spirit 2', 'Metal 3 down'], [], []], deck: ['Speed 3'] },
    ] });
    m = next(m, play('Corruption 1', 0));
    if (m.state.prompt?.kind === 'card' && m.state.prompt.player === 0) m = next(m, choose('Metal 3'));
    expect(framesOf(m.state, 'arrive')).toMatchObject([{ zone: 'deckTop', player: 1 }]);
    expect(m.state.prompt).toMatchObject({ kind: 'card', player: 1 });
    expectKnowledge(m, { 'Metal 3': who([1]), 'Speed 3': who(NOBODY) });
    const done = next(m, pass);
    expect(done.state.players[1]!.deck.map((c) => done.state.cards[c])).toEqual(['Metal 3', 'Speed 3']);
    expectKnowledge(done, { 'Metal 3': who(NOBODY, [1]), 'Speed 3': who(NOBODY) });
  });

  it('Fire 0 flips my face-down Mirror 2 up; its swap asks me while my face-down Water 1 waits; Water 1 lands where it was committed', () => {
    let m = begin({ players: [
      { protocols: ['Fire', 'Water', 'Mirror'], hand: ['Water 1', 'Water 2'], stacks: [['Fire 0'], ['Water 5'], ['Mirror 2 down']], deck: ['Fire 3', 'Fire 4'] },
      { protocols: ['Metal', 'Light', 'Speed'], hand: ['Speed 0'], stacks: [['Metal 0'], [], []] },
    ] });
    m = next(m, play('Water 1', 0, 'down'));
    expect(m.state.prompt).toMatchObject({ kind: 'card', player: 0 });
    m = next(m, choose('Mirror 2'));
    expect(framesOf(m.state, 'land')).toHaveLength(1);
    expect(m.state.prompt).toMatchObject({ kind: 'line', player: 0 });
    expectKnowledge(m, { 'Water 1': who([0]), 'Water 2': who([0], NOBODY), 'Fire 3': who([0]), 'Fire 4': who(NOBODY), 'Mirror 2': who(ALL) });
    m = next(m, line(0));
    if (m.state.prompt?.kind === 'line' && m.state.prompt.player === 0) m = next(m, line(2));
    expect(framesOf(m.state, 'land')).toHaveLength(0);
    expect(stack(m.state, 0, 0)).toEqual(['Mirror 2', 'Water 1 down']);
    expectKnowledge(m, { 'Water 1': who([0]), 'Water 2': who([0], NOBODY), 'Fire 4': who(NOBODY) });
  });

  it('Time 0 plays a trash card face-down onto my Fire 0 (it left the public trash): named in transit to everyone (it left the public trash), to its player only once landed', () => {
    const m = next(begin({ players: [
      { protocols: ['Time', 'Fire', 'Death'], hand: ['Time 0'], stacks: [[], ['Fire 0'], []], trash: ['Death 4', 'Death 1'], deck: ['Death 2'] },
      { protocols: ['Metal', 'Light', 'Speed'], stacks: [['Metal 0'], [], []] },
    ] }), play('Time 0', 0), playFromTrash('Death 4', 1, 'down'));
    expect(m.state.prompt).toMatchObject({ kind: 'card', player: 0 });
    expect(framesOf(m.state, 'land')).toHaveLength(1);
    // It left the public trash (everyone saw the trash before): naming it in transit tells no
    // seat anything new, though the events give `card: null` (noted in the report, not a leak).
    expectKnowledge(m, { 'Death 4': who(ALL, [0]), 'Death 2': who([0]) });
    const landed = next(m, choose('Metal 0'));
    expect(stack(landed.state, 0, 1)).toEqual(['Fire 0', 'Death 4 down']);
    for (const seat of OTHERS) expect(JSON.stringify(viewFor(landed.state, seat)), `view of ${seat} once landed`).not.toContain('Death 4');
  });
});

// ─── Indistinguishable worlds ───────────────────────────────────────────────────────────────

describe('indistinguishable worlds along the way (a failure is a leak)', () => {
  it('which hand card goes face-down onto my Fire 0, with Mirror 2 swapping stacks while it waits', () => {
    const world = (played: string, kept: string): Moment => begin({ players: [
      { protocols: ['Fire', 'Water', 'Mirror'], hand: [played, kept], stacks: [['Fire 0'], ['Water 5'], ['Mirror 2 down']], deck: ['Fire 3', 'Fire 4'] },
      { protocols: ['Metal', 'Light', 'Speed'], hand: ['Speed 0'], stacks: [['Metal 0'], [], []] },
    ] });
    const a = world('Water 1', 'Mirror 4');
    const b = world('Mirror 4', 'Water 1');
    // Each world plays the card it names: step 1 differs, the rest are the same.
    const a1 = next(a, play('Water 1', 0, 'down'));
    const b1 = next(b, play('Mirror 4', 0, 'down'));
    expect(a1.state.prompt).toMatchObject({ kind: 'card', player: 0 });
    walkWorlds(OTHERS, a1, b1, [choose('Mirror 2'), line(0)]);
  });

  it('the order of the opponent\'s deck, Gravity 6 playing its top face-down onto their Fire 0: no seat may tell until it lands', () => {
    const world = (top: string, deep: string): Moment => begin({ players: [
      { protocols: ['Gravity', 'Water', 'Death'], hand: ['Gravity 6'], stacks: [[], ['Water 5'], []] },
      { protocols: ['Fire', 'Metal', 'Speed'], stacks: [['Fire 0'], [], []], deck: [top, 'Metal 3', deep] },
    ] });
    const a = next(world('Metal 5', 'Speed 3'), play('Gravity 6', 0));
    const b = next(world('Speed 3', 'Metal 5'), play('Gravity 6', 0));
    expect(a.state.prompt).toMatchObject({ kind: 'card', player: 1 });
    expectSameFor(SEATS, a, b, 'while it travels:');
    const [a2, b2] = [next(a, choose('Water 5')), next(b, choose('Water 5'))];
    expectSameFor([0, 'spectator'], a2, b2, 'landed:');
  });

  it('the order of my own deck, Water 1 playing face-down in each other line (one onto my Fire 0): not even I may tell while they travel', () => {
    const world = (first: string, second: string): Moment => begin({ players: [
      { protocols: ['Water', 'Fire', 'Death'], hand: ['Water 1'], stacks: [[], ['Fire 0'], []], deck: [first, 'Death 2', second, 'Death 5'] },
      { protocols: ['Metal', 'Light', 'Speed'], stacks: [['Light 1'], [], []] },
    ] });
    const a = next(world('Death 1', 'Fire 4'), play('Water 1', 0), line(1));
    const b = next(world('Fire 4', 'Death 1'), play('Water 1', 0), line(1));
    expect(a.state.prompt).toMatchObject({ kind: 'card', player: 0 });
    expectSameFor(SEATS, a, b, 'while they travel:');
    const [a2, b2] = [next(a, choose('Light 1')), next(b, choose('Light 1'))];
    expectSameFor(OTHERS, a2, b2, 'landed:');
  });

  it('which face-down card of the opponent Speed 4 shifts onto their Fire 0', () => {
    const world = (fd: string, other: string): Moment => begin({ players: [
      { protocols: ['Speed', 'Water', 'Death'], hand: ['Speed 4'], stacks: [[], ['Water 3'], []] },
      { protocols: ['Fire', 'Metal', 'Light'], hand: [other], stacks: [['Fire 0'], [fd + ' down'], []], deck: ['Metal 5', 'Light 0'] },
    ] });
    const a = world('Metal 3', 'Light 4');
    const b = world('Light 4', 'Metal 3');
    walkWorlds([0, 'spectator'], a, b, [play('Speed 4', 0), line(0), choose('Water 3')]);
  });

  it('which face-down card Fear 2 returns to the top of the opponent\'s deck (their Corruption 1 is mine: my Corruption 1 replaces the return)', () => {
    const world = (fd: string, other: string): Moment => begin({ players: [
      { protocols: ['Fear', 'Corruption', 'Death'], hand: ['Fear 2'], stacks: [[], ['Corruption 1'], []] },
      { protocols: ['Spirit', 'Metal', 'Speed'], hand: [other], stacks: [['Spirit 2', fd + ' down'], [], []], deck: ['Speed 3'] },
    ] });
    const a = world('Metal 3', 'Speed 4');
    const b = world('Speed 4', 'Metal 3');
    walkWorlds([0, 'spectator'], a, b, [play('Fear 2', 0), pass]);
  });

  it('which face-down card Assimilation 0 takes: the spectator may not tell', () => {
    const world = (fd: string, other: string): Moment => begin({ players: [
      { protocols: ['Assimilation', 'Diversity', 'Unity'], hand: ['Assimilation 0'], stacks: [[], ['Diversity 3'], []] },
      { protocols: ['Spirit', 'Plague', 'Hate'], hand: [other], stacks: [['Spirit 2', fd + ' down'], [], []] },
    ] });
    const a = world('Plague 3', 'Hate 3');
    const b = world('Hate 3', 'Plague 3');
    walkWorlds(['spectator'], a, b, [play('Assimilation 0', 0), pass]);
  });

  it('Light 3 shifts both sides\' face-down cards onto a Fire 0: neither seat may tell the other\'s card', () => {
    const world = (mine: string, mineHand: string, theirs: string, theirHand: string): Moment => begin({ players: [
      { protocols: ['Light', 'Water', 'Death'], hand: ['Light 3', mineHand], stacks: [[mine + ' down'], [], ['Death 3']] },
      { protocols: ['Fire', 'Metal', 'Speed'], hand: [theirHand], stacks: [[theirs + ' down'], ['Fire 0'], []], deck: ['Metal 5', 'Speed 1'] },
    ] });
    const base = world('Water 4', 'Death 4', 'Metal 3', 'Speed 4');
    const mineSwapped = world('Death 4', 'Water 4', 'Metal 3', 'Speed 4');
    const theirsSwapped = world('Water 4', 'Death 4', 'Speed 4', 'Metal 3');
    const steps: Step[] = [play('Light 3', 0), line(1), choose('Death 3')];
    walkWorlds([1, 'spectator'], base, mineSwapped, steps);
    walkWorlds([0, 'spectator'], base, theirsSwapped, steps);
  });

  it('a face-down Unity card or another landing on my Unity 0 ("covered by a Unity card" reads a face-down card as none)', () => {
    const world = (played: string, kept: string): Moment => begin({ players: [
      { protocols: ['Unity', 'Fire', 'Water'], hand: [played, kept], stacks: [['Unity 0'], [], []], deck: ['Fire 1', 'Fire 2'] },
      { protocols: ['Metal', 'Light', 'Speed'], stacks: [['Metal 0'], [], []] },
    ] });
    const a = next(world('Unity 2', 'Fire 3'), play('Unity 2', 0, 'down'));
    const b = next(world('Fire 3', 'Unity 2'), play('Fire 3', 0, 'down'));
    expectSameFor(OTHERS, a, b);
  });

  it('Gravity 0: the order of my deck, cards played under it face-down', () => {
    const world = (first: string, second: string): Moment => begin({ players: [
      { protocols: ['Gravity', 'Water', 'Death'], hand: ['Gravity 0'], stacks: [['Water 3', 'Death 1'], [], []], deck: [first, second, 'Death 5'] },
      { protocols: ['Metal', 'Light', 'Speed'], stacks: [['Metal 3'], [], []] },
    ] });
    const a = next(world('Death 2', 'Water 4'), play('Gravity 0', 0));
    const b = next(world('Water 4', 'Death 2'), play('Gravity 0', 0));
    expectSameFor(OTHERS, a, b);
  });

  it('Check Cache: which card was chosen first', () => {
    const hand7 = ['Fire 1', 'Fire 2', 'Fire 3', 'Water 1', 'Water 2', 'Death 1', 'Death 2'];
    const g = begin({ phase: 'cache', players: [
      { protocols: ['Fire', 'Water', 'Death'], hand: hand7 },
      { protocols: ['Metal', 'Light', 'Speed'] },
    ] });
    const a = next(g, pickHand('Fire 1'));
    const b = next(g, pickHand('Water 2'));
    expect(a.state.prompt).toMatchObject({ kind: 'hand', player: 0 });
    expectSameFor(OTHERS, a, b);
  });

  it('Gravity 1 "Draw 2 cards. Shift 1 card": which cards were drawn, which were held (the shift prompt)', () => {
    const world = (held: string, d1: string, d2: string): Moment => begin({ players: [
      { protocols: ['Gravity', 'Water', 'Death'], hand: ['Gravity 1', held], stacks: [[], ['Water 3'], []], deck: [d1, d2, 'Death 5'] },
      { protocols: ['Metal', 'Light', 'Speed'], stacks: [['Metal 3'], [], []] },
    ] });
    const a = next(world('Death 1', 'Death 2', 'Water 4'), play('Gravity 1', 0));
    const b = next(world('Water 4', 'Death 1', 'Death 2'), play('Gravity 1', 0));
    expect(a.state.prompt?.player).toBe(0);
    expectSameFor(OTHERS, a, b);
  });
});

// ─── `{ at: 'unknown' }` and determinize ──────────────────────────────────────────────────────

describe('drawn cards seen by the other seats, and determinize', () => {
  const corruption = (held: string, top: string): Moment => next(begin({ players: [
    { protocols: ['Corruption', 'Fire', 'Death'], hand: ['Corruption 2', held], deck: [top, 'Death 3'] },
    { protocols: ['Metal', 'Light', 'Speed'], hand: ['Metal 3', 'Light 3'] },
  ] }), play('Corruption 2', 0), pickHand('Death 1'));

  it('Corruption 2: seat 1 decides with seat 0\'s text pending; its worlds are valid and show it the same view', () => {
    const m = corruption('Fire 3', 'Death 1');
    expect(m.state.prompt).toMatchObject({ kind: 'hand', player: 1 });
    const v = viewFor(m.state, 1);
    const text = v.pending.frames.find((f) => f.k === 'text' && f.owner === 0);
    expect(text && text.k === 'text' ? text.vars.drawn : null).toEqual([{ at: 'unknown', player: 0 }]);
    const set = new InformationSet(v, eventsFor(m.events, 1), engine);
    for (let seed = 1; seed <= 20; seed++) {
      const w = set.sample(seededRng(seed));
      expect(() => engine.validateState(w)).not.toThrow();
      expect(JSON.parse(JSON.stringify(viewFor(w, 1)))).toEqual(JSON.parse(JSON.stringify(v)));
    }
    expect(set.relaxed).toBe(0);
  });

  it('Gravity 6: seat 1 decides while the top of its deck travels, named to no one; its worlds are valid and show it the same view', () => {
    const m = next(begin({ players: [
      { protocols: ['Gravity', 'Water', 'Death'], hand: ['Gravity 6'], stacks: [[], ['Water 5'], []] },
      { protocols: ['Fire', 'Metal', 'Speed'], stacks: [['Fire 0'], [], []], deck: ['Metal 5', 'Metal 3', 'Speed 3'] },
    ] }), play('Gravity 6', 0));
    expect(m.state.prompt).toMatchObject({ kind: 'card', player: 1 });
    const v = viewFor(m.state, 1);
    const set = new InformationSet(v, eventsFor(m.events, 1), engine);
    const seen = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const w = set.sample(seededRng(seed));
      expect(() => engine.validateState(w)).not.toThrow();
      expect(JSON.parse(JSON.stringify(viewFor(w, 1)))).toEqual(JSON.parse(JSON.stringify(v)));
      seen.add(w.cards[w.frames.find((f) => f.k === 'land')!.card]!);
    }
    expect(set.relaxed).toBe(0);
    expect(seen.size).toBeGreaterThan(1);
  });

  it('Fire 0 drew for seat 0 while a hand card waits: seat 1 sees how many, not which, and no token links them', () => {
    const m = next(begin({ players: [
      { protocols: ['Fire', 'Water', 'Death'], hand: ['Water 1', 'Death 4'], stacks: [['Fire 0'], [], []], deck: ['Death 1', 'Death 2'] },
      { protocols: ['Metal', 'Light', 'Speed'], stacks: [['Metal 0'], ['Light 1'], []] },
    ] }), play('Water 1', 0, 'down'));
    expect(m.state.prompt).toMatchObject({ kind: 'card', player: 0 });
    const text = viewFor(m.state, 1).pending.frames.find((f) => f.k === 'text')!;
    if (text.k !== 'text') throw new Error('a text frame');
    expect(text.vars.drawn).toEqual([{ at: 'unknown', player: 0 }]);
    for (const seat of OTHERS) expect(JSON.stringify(viewFor(m.state, seat).pending)).not.toContain('"zone":"hand"');
    const mine = viewFor(m.state, 0).pending.frames.find((f) => f.k === 'text')!;
    if (mine.k !== 'text') throw new Error('a text frame');
    expect(mine.vars.drawn).toEqual([{ at: 'hand', player: 0, index: 1, card: 'Death 1' }]);
  });
});

