/**
 * The prompt in a view: its kind for everyone; its question for the seat that answers, and for
 * the other seat and spectators when it is public (Codex, "Public and Private Information").
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { viewFor } from '../../src/index.js';
import type { GameState, Prompt, PromptView } from '../../src/index.js';
import { act, hand, play, position } from '../../src/testing.js';

/** Light 0 played face-up: its text asks seat 0 which card to flip. */
function lightZeroAsks(): GameState {
  const g = position({ players: [
    { protocols: ['Light', 'Fire', 'Water'], hand: ['Light 0'] },
    { protocols: ['Metal', 'Death', 'Life'], stacks: [[], [], ['Metal 6']] },
  ] });
  return act(g, play('Light 0', 0));
}

const LIGHT_0 = 'Light 0: Flip 1 card. Draw cards equal to that card\'s value.';

describe('the waiting seat sees the public question', () => {
  it('a face-up card\'s text: the waiting seat and spectators read which card asks and what', () => {
    const g = lightZeroAsks();
    expect(viewFor(g, 0).prompt).toEqual({ player: 0, kind: 'card', text: LIGHT_0 });
    expect(viewFor(g, 1).prompt).toEqual({ player: 0, kind: 'card', text: LIGHT_0 });
    expect(viewFor(g, 'spectator').prompt).toEqual({ player: 0, kind: 'card', text: LIGHT_0 });
  });

  it('a rule\'s question (clear cache) is public', () => {
    let g = position({ players: [
      { protocols: ['Light', 'Fire', 'Water'], hand: ['Light 1', 'Light 2', 'Light 3', 'Light 4', 'Fire 1', 'Fire 2', 'Fire 3'] },
      { protocols: ['Metal', 'Death', 'Life'] },
    ] });
    g = act(g, play('Fire 1', 1, 'down'));
    expect(hand(g, 0)).toHaveLength(6);
    expect(viewFor(g, 1).prompt).toEqual({ player: 0, kind: 'hand', text: 'Clear cache: discard down to 5 cards.' });
  });

  it('once the asking card is hidden (face-down here), only the seat that answers reads the question', () => {
    const g = JSON.parse(JSON.stringify(lightZeroAsks())) as GameState;
    g.up[g.players[0]!.stacks[0]![0]!] = false;
    expect(viewFor(g, 0).prompt).toEqual({ player: 0, kind: 'card', text: LIGHT_0 });
    expect(viewFor(g, 1).prompt).toEqual({ player: 0, kind: 'card' });
    // (The pending frames still name the running text's card: it was announced to everyone when it started, see pending-view.test.ts.)
    expect(JSON.stringify(viewFor(g, 'spectator').prompt)).not.toContain('Light 0');
  });
});

describe('PromptView.kind', () => {
  it('is the union of prompt kinds, not any string', () => {
    expectTypeOf<PromptView['kind']>().toEqualTypeOf<Prompt['kind']>();
    expect(viewFor(lightZeroAsks(), 1).prompt?.kind).toBe('card');
  });
});
