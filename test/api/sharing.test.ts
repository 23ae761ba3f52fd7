/**
 * The pure path's contract beyond "the input is untouched": the result shares every unchanged part
 * with the input (`===`), and every state the pure API returns is deeply frozen. Also
 * `cloneState`, the simulation path's copy: equal, unfrozen, sharing nothing but the card table.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, cloneState, createGame, defaultEngine, fromPosition, legalActions } from '../../src/index.js';
import type { GameState } from '../../src/index.js';
import { act, play, position, stack } from '../../src/testing.js';

/** Paths of the objects reachable from `value` that are not frozen (none, for a deeply frozen value). */
function unfrozenParts(value: unknown, path = 'state'): string[] {
  if (typeof value !== 'object' || value === null) return [];
  const own = Object.isFrozen(value) ? [] : [path];
  return own.concat(...Object.entries(value).map(([k, v]) => unfrozenParts(v, `${path}.${k}`)));
}

/** Every object reachable from `value`. */
function objectsOf(value: unknown, into = new Set<object>()): Set<object> {
  if (typeof value === 'object' && value !== null && !into.has(value)) {
    into.add(value);
    for (const v of Object.values(value)) objectsOf(v, into);
  }
  return into;
}

// Seat 0 plays a vanilla card face-down into line 0: only seat 0's hand, its line-0 stack and the
// turn machinery change (face-down, the card has no command in play: rulebook, "Face-Down Cards").
const quietPlay = () => {
  const g = position({
    players: [
      { protocols: ['Fire', 'Water', 'Death'], hand: ['Fire 4', 'Water 2'], stacks: [['Fire 1'], ['Water 5'], ['Death 2']] },
      { protocols: ['Light', 'Metal', 'Speed'], hand: ['Light 1'], stacks: [['Light 4'], ['Metal 5'], []], trash: ['Speed 1'] },
    ],
  });
  return { g, next: act(g, play('Water 2', 0, 'down')) };
};

describe('applyAction shares every unchanged part with its input', () => {
  it('a play into one line leaves the other lines and the other player\'s zones === to the input\'s', () => {
    const { g, next } = quietPlay();
    expect(stack(next, 0, 0)).toEqual(['Fire 1', 'Water 2 down']);
    const [mine, theirs] = [next.players[0]!, next.players[1]!];
    expect(mine.stacks[0]).not.toBe(g.players[0]!.stacks[0]);
    expect(mine.hand).not.toBe(g.players[0]!.hand);
    expect(mine.stacks[1]).toBe(g.players[0]!.stacks[1]);
    expect(mine.stacks[2]).toBe(g.players[0]!.stacks[2]);
    expect(mine.deck).toBe(g.players[0]!.deck);
    expect(mine.trash).toBe(g.players[0]!.trash);
    expect(mine.protocols).toBe(g.players[0]!.protocols);
    for (const zone of ['hand', 'deck', 'trash', 'stacks', 'protocols'] as const) expect(theirs[zone]).toBe(g.players[1]![zone]);
    expect(theirs).toBe(g.players[1]);
    expect(next.cards).toBe(g.cards);
  });

  it('over seeded random games, every zone, line and record equal to the input\'s is the input\'s', () => {
    for (let seed = 0; seed < 12; seed++) {
      let g = createGame({ seed, sets: ['Main 1', 'Aux 1'] });
      let r = seed + 1;
      while (!g.result) {
        const options = legalActions(g);
        r = (Math.imul(r, 1103515245) + 12345) >>> 0;
        const next = applyAction(g, options[r % options.length]!).state;
        const pairs: [unknown, unknown][] = [[g.rng, next.rng], [g.up, next.up], [g.cards, next.cards], [g.prompt, next.prompt], [g.frames, next.frames], [g.draft, next.draft]];
        for (const p of [0, 1]) {
          const [a, b] = [g.players[p]!, next.players[p]!];
          pairs.push([a, b], [a.hand, b.hand], [a.deck, b.deck], [a.trash, b.trash], [a.stacks, b.stacks], [a.protocols, b.protocols]);
          for (let l = 0; l < 3; l++) pairs.push([a.stacks[l], b.stacks[l]], [a.protocols[l], b.protocols[l]]);
        }
        for (const [a, b] of pairs) if (JSON.stringify(a) === JSON.stringify(b)) expect(b).toBe(a);
        g = next;
      }
    }
  });
});

describe('every state the pure API returns is deeply frozen', () => {
  it('createGame, fromPosition and applyAction', () => {
    const { g, next } = quietPlay();
    expect(unfrozenParts(createGame({ seed: 3 }))).toEqual([]);
    expect(unfrozenParts(fromPosition({ seed: 3, players: [{ protocols: ['Fire', 'Water', 'Death'] }, { protocols: ['Light', 'Metal', 'Speed'] }] }))).toEqual([]);
    expect(unfrozenParts(g)).toEqual([]);
    expect(unfrozenParts(next)).toEqual([]);
  });

  it('through whole games, draft included, and the input is never changed', () => {
    for (let seed = 0; seed < 6; seed++) {
      let g = createGame({ seed });
      let r = seed + 7;
      while (!g.result) {
        const before = JSON.stringify(g);
        const options = legalActions(g);
        r = (Math.imul(r, 1103515245) + 12345) >>> 0;
        const next = applyAction(g, options[r % options.length]!).state;
        expect(JSON.stringify(g)).toBe(before);
        expect(unfrozenParts(next)).toEqual([]);
        g = next;
      }
    }
  });

  it('an unfrozen input (a state parsed from JSON) is neither changed nor frozen, and the result is frozen', () => {
    const { g } = quietPlay();
    const parsed = JSON.parse(JSON.stringify(g)) as GameState;
    const before = JSON.stringify(parsed);
    const next = applyAction(parsed, legalActions(parsed)[0]!).state;
    expect(JSON.stringify(parsed)).toBe(before);
    expect([...objectsOf(parsed)].filter((o) => Object.isFrozen(o))).toEqual([]);
    expect(unfrozenParts(next)).toEqual([]);
    expect(JSON.stringify(next)).toBe(JSON.stringify(applyAction(g, legalActions(g)[0]!).state));
  });
});

describe('cloneState, the simulation path\'s private copy', () => {
  it('is equal to the state, unfrozen, and shares nothing with it but the card table', () => {
    let g = createGame({ seed: 11 });
    for (let i = 0; i < 40 && !g.result; i++) {
      const copy = cloneState(g);
      expect(JSON.stringify(copy)).toBe(JSON.stringify(g));
      const original = objectsOf(g);
      const shared = [...objectsOf(copy)].filter((o) => original.has(o));
      expect(shared).toHaveLength(1);
      expect(shared[0]).toBe(g.cards);
      expect([...objectsOf(copy)].filter((o) => o !== g.cards && Object.isFrozen(o))).toEqual([]);
      g = applyAction(g, legalActions(g)[i % legalActions(g).length]!).state;
    }
  });

  it('plays on in place exactly as the pure path', () => {
    const { g, next } = quietPlay();
    const copy = cloneState(g);
    defaultEngine().applyInPlace(copy, { type: 'play', index: 1, line: 0, face: 'down' });
    expect(JSON.stringify(copy)).toBe(JSON.stringify(next));
  });
});
