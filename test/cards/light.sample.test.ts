import { describe, expect, it } from 'vitest';
import { act, awaiting, choose, hand, play, position, trash, stack } from '../../src/testing.js';
import { legalActions } from '../../src/index.js';

describe('Light 0', () => {
  it('on Metal 6 draws 6: the card left play but "that card" still names it (Codex, Light 0 ruling)', () => {
    let g = position({ players: [
      { protocols: ['Light', 'Fire', 'Water'], hand: ['Light 0'] },
      { protocols: ['Metal', 'Death', 'Life'], stacks: [['Metal 6'], [], []] },
    ] });
    g = act(g, play('Light 0', 0));
    expect(legalActions(g)).toHaveLength(2); // Light 0 itself or Metal 6
    g = act(g, choose('Metal 6'));
    expect(hand(g, 0)).toHaveLength(6);
    expect(trash(g, 1)).toEqual(['Metal 6']);
    expect(stack(g, 0, 0)).toEqual(['Light 0']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' }); // clear cache: discard down to 5
  });
});
