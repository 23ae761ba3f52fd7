/**
 * describeAction: readable English for a legal action, from the acting seat's side of the table.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction, CompileEngineError, createGame, describeAction, legalActions, OFFICIAL_PROTOCOLS } from '../../src/index.js';
import type { Action, GameState, PlayerId } from '../../src/index.js';
import { act, play, position } from '../../src/testing.js';

// Failures print fast-check's seed and path: PROPERTY_SEED and PROPERTY_PATH replay one.
const RUNS = Number(process.env.PROPERTY_RUNS ?? 30);
const SEED = Number(process.env.PROPERTY_SEED ?? 20261201);
const PATH = process.env.PROPERTY_PATH;

/** The descriptions of every legal action now, keyed by the action. */
const described = (g: GameState) => legalActions(g).map((a) => [JSON.stringify(a), describeAction(g, a)] as const);

describe('one sentence per kind of decision', () => {
  it('plays, face-up or face-down, into a line', () => {
    const g = position({ players: [{ protocols: ['Fire', 'Water', 'Death'], hand: ['Fire 3', 'Water 2'] }, { protocols: ['Light', 'Metal', 'Speed'] }] });
    expect(describeAction(g, { type: 'play', index: 0, line: 0, face: 'up' })).toBe('Play Fire 3 face-up in line 0');
    expect(describeAction(g, { type: 'play', index: 1, line: 2, face: 'down' })).toBe('Play Water 2 face-down in line 2');
    expect(describeAction(g, { type: 'refresh' })).toBe('Refresh');
  });

  it('a card pick reads with the verb of the command asking for it (Light 0 flips Metal 6)', () => {
    let g = position({ players: [
      { protocols: ['Light', 'Fire', 'Water'], hand: ['Light 0'] },
      { protocols: ['Metal', 'Death', 'Life'], stacks: [[], [], ['Metal 6']] },
    ] });
    g = act(g, play('Light 0', 0));
    expect(described(g).map(([, d]) => d)).toEqual(expect.arrayContaining(["Flip seat 1's Metal 6 in line 2"]));
  });

  it('a hand pick reads with its verb: "Discard Water 2" (Fire 1)', () => {
    let g = position({ players: [
      { protocols: ['Fire', 'Water', 'Death'], hand: ['Fire 1', 'Water 2', 'Death 3'] },
      { protocols: ['Light', 'Metal', 'Speed'], stacks: [['Light 2'], [], []] },
    ] });
    g = act(g, play('Fire 1', 0));
    expect(describeAction(g, { type: 'hand', index: 0 })).toBe('Discard Water 2');
  });

  it('the opponent\'s face-down cards stay anonymous, placed in their stack when covered (Darkness 0 shifts)', () => {
    let g = position({ players: [
      { protocols: ['Darkness', 'Water', 'Death'], hand: ['Darkness 0'] },
      { protocols: ['Light', 'Metal', 'Speed'], stacks: [['Light 1 down', 'Light 0 down', 'Light 2'], [], []] },
    ] });
    g = act(g, play('Darkness 0', 0));
    const texts = described(g).map(([, d]) => d);
    expect(texts).toEqual([
      "Shift seat 1's face-down card (covered, 1st from the bottom) in line 0",
      "Shift seat 1's face-down card (covered, 2nd from the bottom) in line 0",
    ]);
  });

  it('the actor\'s own face-down cards are named to it (Death 3 deletes a face-down card)', () => {
    let g = position({ players: [
      { protocols: ['Fire', 'Water', 'Death'], hand: ['Death 3'], stacks: [['Fire 0 down'], [], []] },
      { protocols: ['Light', 'Metal', 'Speed'], stacks: [[], ['Metal 1 down'], []] },
    ] });
    g = act(g, play('Death 3', 2));
    expect(described(g).map(([, d]) => d).sort()).toEqual(["Delete seat 0's face-down Fire 0 in line 0", "Delete seat 1's face-down card in line 1"]);
  });

  it('control: rearranging protocols, and passing (on refresh, with the control component)', () => {
    let g = position({ controlHolder: 0, players: [
      { protocols: ['Fire', 'Water', 'Death'], stacks: [['Fire 3'], [], []], hand: ['Death 0'] },
      { protocols: ['Love', 'Speed', 'Light'] },
    ] });
    g = act(g, { type: 'refresh' });
    const texts = described(g).map(([, d]) => d);
    expect(texts).toContain("Rearrange seat 1's protocols: Light, Speed, Love");
    expect(texts).toContain('Pass');
  });

  it('a line (where Darkness 0 shifts the card to)', () => {
    let g = position({ players: [
      { protocols: ['Darkness', 'Water', 'Death'], hand: ['Darkness 0'] },
      { protocols: ['Light', 'Metal', 'Speed'], stacks: [['Light 1 down', 'Light 2'], [], []] },
    ] });
    g = act(g, play('Darkness 0', 0)); // the only covered card is chosen without a question
    expect(described(g).map(([, d]) => d)).toEqual(['Choose line 1', 'Choose line 2']);
  });

  it('the draft', () => {
    const g = createGame({ seed: 3 });
    expect(describeAction(g, legalActions(g)[0]!)).toMatch(/^Draft [A-Z][a-z]+$/);
  });

  it('refuses an action that is not legal now, like applyAction', () => {
    const g = createGame({ seed: 3, protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] });
    expect(() => describeAction(g, { type: 'compile', line: 0 })).toThrow(CompileEngineError);
    expect(() => describeAction(g, { type: 'teleport' } as unknown as Action)).toThrow(/MALFORMED_ACTION/);
  });
});

describe('Main 2 decisions', () => {
  it('stating a number or a protocol, picking from the trash or the revealed deck', () => {
    let g = position({ players: [{ protocols: ['Luck', 'Fire', 'Water'], hand: ['Luck 0'] }, { protocols: ['Light', 'Metal', 'Speed'] }] });
    g = act(g, play('Luck 0', 0));
    expect(describeAction(g, { type: 'number', value: 3 })).toBe('State 3');
    let t = position({ players: [{ protocols: ['Time', 'Fire', 'Water'], hand: ['Time 3'], trash: ['Fire 3', 'Water 4'] }, { protocols: ['Light', 'Metal', 'Speed'] }] });
    t = act(t, play('Time 3', 0));
    expect(describeAction(t, { type: 'trash', index: 1 })).toBe('Reveal Water 4 from the trash');
    let c = position({ players: [{ protocols: ['Clarity', 'Fire', 'Water'], hand: ['Clarity 2'], deck: ['Fire 1', 'Water 1', 'Fire 3'] }, { protocols: ['Light', 'Metal', 'Speed'] }] });
    c = act(c, play('Clarity 2', 0));
    expect(describeAction(c, { type: 'deck', index: 1 })).toBe('Draw Water 1 from the deck');
  });

  it('a play on the opponent\'s side says so', () => {
    const g = position({ players: [{ protocols: ['Corruption', 'Fire', 'Water'], hand: ['Corruption 0'] }, { protocols: ['Light', 'Metal', 'Speed'] }] });
    expect(describeAction(g, { type: 'play', index: 0, line: 1, face: 'up', side: 1 })).toBe("Play Corruption 0 face-up in line 1 on seat 1's side");
  });
});

/** Names of cards the acting seat cannot see: the opponent's hand and face-down cards, both decks. */
function hiddenFrom(g: GameState, seat: PlayerId): string[] {
  const opp = g.players[1 - seat]!;
  // A deck is hidden from everyone — but its owner's while they pick from it revealed (Clarity 2).
  const ownDeckShown = g.prompt?.kind === 'deck' && g.prompt.player === seat;
  const cards = [...opp.hand, ...opp.stacks.flat().filter((c) => !g.up[c]), ...opp.deck, ...(ownDeckShown ? [] : g.players[seat]!.deck)];
  return cards.map((c) => g.cards[c]!);
}

describe('in random games', () => {
  it(`${RUNS} seeded games: every legal action has its own sentence, naming no card hidden from the actor`, () => {
    const names = OFFICIAL_PROTOCOLS.map((p) => p.name);
    fc.assert(
      fc.property(fc.shuffledSubarray(names, { minLength: 6, maxLength: 6 }), fc.integer({ min: 0, max: 1_000_000 }), (protocols, seed) => {
        let g = createGame({ seed, protocols: [protocols.slice(0, 3), protocols.slice(3)] });
        for (let step = 0; !g.result && step < 400; step++) {
          const texts = described(g).map(([, d]) => d);
          expect(new Set(texts).size).toBe(texts.length);
          const hidden = hiddenFrom(g, g.prompt!.player);
          for (const t of texts) {
            expect(t).not.toMatch(/undefined|null|NaN/);
            for (const name of hidden) expect(t).not.toContain(name);
          }
          const legal = legalActions(g);
          g = applyAction(g, legal[(seed + step * 7) % legal.length]!).state;
        }
      }),
      { seed: SEED, numRuns: RUNS, ...(PATH ? { path: PATH } : {}) },
    );
  }, 120_000);
});
