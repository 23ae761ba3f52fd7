/**
 * `view.pending`: the effects in progress as each seat may know them. Cards are named by place
 * (field, own hand, trash, in transit) or by an opaque token for a hidden card; a card's name goes
 * with it only where the seat may know it (Codex, "Public and Private Information").
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { validateState, viewFor } from '../../src/index.js';
import type { Frame, FrameOf, GameState, Prompt, PromptOf } from '../../src/index.js';
import { act, play, position, stateNumber } from '../../src/testing.js';

/** Luck 0 has drawn 3 cards and revealed Speed 1 among them; seat 0 is asked whether to play it. */
function luckZeroDrew(): GameState {
  const g = position({ players: [
    { protocols: ['Luck', 'Speed', 'Death'], hand: ['Luck 0'], deck: ['Speed 1', 'Death 2', 'Luck 5', 'Speed 4'] },
    { protocols: ['Hate', 'Spirit', 'Light'] },
  ] });
  return act(g, play('Luck 0', 0), stateNumber(1));
}

const LUCK_0 = { at: 'field', player: 0, line: 0, index: 0, card: 'Luck 0' };

describe('a text in progress', () => {
  it('its owner sees the cards it drew in its hand, by index and name, and its own prompt in full', () => {
    const p = viewFor(luckZeroDrew(), 0).pending;
    expect(p.frames).toHaveLength(1);
    const f = p.frames[0]!;
    expect(f).toMatchObject({ k: 'text', src: { card: LUCK_0, section: 'middle' }, host: LUCK_0, owner: 0, pc: 3, dead: false });
    if (f.k !== 'text') throw new Error('a text frame');
    expect(f.vars.drawn).toEqual([
      { at: 'hand', player: 0, index: 0, card: 'Speed 1' },
      { at: 'hand', player: 0, index: 1, card: 'Death 2' },
      { at: 'hand', player: 0, index: 2, card: 'Luck 5' },
    ]);
    expect(f.vars.that).toEqual({ at: 'hand', player: 0, index: 0, card: 'Speed 1' });
    expect(f.vars.stated).toBe(1);
    expect(p.prompt).toEqual({ kind: 'confirm', player: 0, text: viewFor(luckZeroDrew(), 0).prompt!.text });
  });

  it('the opponent sees the same frame with tokens for the hidden hand cards, the drawn cards as tokens of their own (how many, not which), and no prompt', () => {
    const v = viewFor(luckZeroDrew(), 1);
    const f = v.pending.frames[0]!;
    if (f.k !== 'text') throw new Error('a text frame');
    expect(f.src.card).toEqual(LUCK_0);
    const hidden = (token: number) => ({ at: 'hidden', zone: 'hand', player: 0, token });
    expect(f.vars.that).toEqual(hidden(0));
    // How many, not which: a seat that did not draw them cannot follow them.
    expect(f.vars.drawn).toEqual([0, 1, 2].map(() => ({ at: 'unknown', player: 0 })));
    expect(v.pending.prompt).toBeNull();
    const text = JSON.stringify(v.pending);
    for (const name of ['Death 2', 'Luck 5', 'Speed 4']) expect(text).not.toContain(name);
  });

  it('the text\'s card, once face-down, is named only to the seat that may look at it: its place is enough (rulings, "A resolving card that becomes hidden")', () => {
    const g = JSON.parse(JSON.stringify(luckZeroDrew())) as GameState;
    g.up[g.players[0]!.stacks[0]![0]!] = false;
    const { card: _, ...place } = LUCK_0;
    for (const seat of [1, 'spectator'] as const) {
      const f = viewFor(g, seat).pending.frames[0]!;
      if (f.k !== 'text') throw new Error('a text frame');
      expect(f.src.card).toEqual(place);
      expect(f.host).toEqual(place);
    }
    const own = viewFor(g, 0).pending.frames[0]!;
    if (own.k !== 'text') throw new Error('a text frame');
    expect(own.src.card).toEqual(LUCK_0);
  });
});

describe('a card in transit', () => {
  // Water 1 played face-down onto Fire 0: Fire 0's "When this card would be covered" resolves
  // first (draw 1, then flip 1 other card) while Water 1 waits, committed, to land.
  const g = act(position({ players: [
    { protocols: ['Fire', 'Water', 'Death'], hand: ['Water 1'], stacks: [['Fire 0'], [], []], deck: ['Death 1', 'Death 2'] },
    { protocols: ['Metal', 'Light', 'Speed'], stacks: [['Metal 6'], ['Light 1'], []] },
  ] }), play('Water 1', 0, 'down'));

  it('is named to the seat that played it face-down, and only its place is public', () => {
    const mine = viewFor(g, 0).pending;
    const theirs = viewFor(g, 1).pending;
    expect(mine.frames[0]).toEqual({ k: 'land', card: { at: 'transit', frame: 0, up: false, card: 'Water 1' }, player: 0, line: 0, up: false, under: null, fired: [{ at: 'field', player: 0, line: 0, index: 0, card: 'Fire 0' }], reveal: false, knownTo: 0 });
    expect(theirs.frames[0]).toMatchObject({ k: 'land', card: { at: 'transit', frame: 0, up: false }, player: 0, line: 0 });
    expect(JSON.stringify(theirs)).not.toContain('Water 1');
    expect(mine.frames[1]).toMatchObject({ k: 'text', src: { card: { at: 'field', card: 'Fire 0' }, section: 'bottom' } });
    expect(mine.prompt).toMatchObject({ kind: 'card', cards: [{ at: 'field', player: 1, line: 0, index: 0, card: 'Metal 6' }, { at: 'field', player: 1, line: 1, index: 0, card: 'Light 1' }] });
  });

  it('played face-down from the top of a deck, it is named to no one until it lands, its player included (Codex, "Public and Private Information")', () => {
    // Gravity 6: "Your opponent plays the top card of their deck face-down in this line." Metal 5 is
    // committed onto seat 1's Fire 0, whose "would be covered" text asks seat 1 for a flip.
    const h = act(position({ players: [
      { protocols: ['Gravity', 'Water', 'Death'], hand: ['Gravity 6'], stacks: [[], ['Water 5'], []] },
      { protocols: ['Fire', 'Metal', 'Speed'], stacks: [['Fire 0'], [], []], deck: ['Metal 5', 'Metal 3', 'Speed 3'] },
    ] }), play('Gravity 6', 0));
    expect(h.prompt).toMatchObject({ kind: 'card', player: 1 });
    const at = h.frames.findIndex((f) => f.k === 'land');
    const land = { k: 'land', card: { at: 'transit', frame: at, up: false }, player: 1, line: 0, up: false, knownTo: null };
    for (const seat of [0, 1, 'spectator'] as const) {
      expect(viewFor(h, seat).pending.frames[at]).toEqual({ ...land, under: null, fired: [{ at: 'field', player: 1, line: 0, index: 0, card: 'Fire 0' }], reveal: false });
      expect(JSON.stringify(viewFor(h, seat))).not.toContain('Metal 5');
    }
  });

  it('a state written before `knownTo` existed is still read: the card is named to the seat whose stack receives it', () => {
    const older = JSON.parse(JSON.stringify(g)) as GameState;
    delete (older.frames[0] as { knownTo?: unknown }).knownTo;
    expect(() => validateState(older)).not.toThrow();
    expect(viewFor(older, 0).pending.frames[0]).toMatchObject({ k: 'land', card: { at: 'transit', card: 'Water 1' } });
    expect(JSON.stringify(viewFor(older, 1))).not.toContain('Water 1');
  });
});

describe('the types', () => {
  it('a state\'s frames and prompts are FrameOf<number> and PromptOf<number>, and back', () => {
    expectTypeOf<Frame>().toEqualTypeOf<FrameOf<number>>();
    expectTypeOf<Prompt>().toMatchTypeOf<PromptOf<number>>();
    expectTypeOf<PromptOf<number>>().toMatchTypeOf<Prompt>();
    expect(viewFor(luckZeroDrew(), 0).pending.frames).toHaveLength(1);
  });
});
