/**
 * Rearrange and swap — move a player's protocols (only the protocols: the cards stay in their
 * lines, rulebook "Playing With Control"). A rearrangement must end in a different order (Codex,
 * "Rearranging Protocols"); a swap exchanges exactly two.
 * @module
 */
import type { RearrangeCommand, SwapCommand } from '../cards/schema.js';
import type { Ctx, Handler, Step, TextFrame } from '../machine/context.js';
import type { PlayerId } from '../state/types.js';
import { other } from '../machine/board.js';
import { ask } from '../machine/prompts.js';
import { applyOrder, rearrangements, swaps } from '../machine/protocols.js';
import { textOf } from '../machine/frames.js';

function handler<C extends RearrangeCommand | SwapCommand>(orders: (x: Ctx, p: PlayerId) => string[][]): Handler<C> {
  const whose = (f: TextFrame, cmd: C): PlayerId => (cmd.whose === 'opponent' ? other(f.owner) : f.owner);
  return {
    check: (c) => (c.whose === 'self' || c.whose === 'opponent' ? null : 'whose must be "self" or "opponent"'),
    start(x, f, cmd): Step {
      const p = whose(f, cmd);
      const options = orders(x, p);
      if (options.length === 0) return 'done';
      return ask(x, { kind: 'rearrange', player: f.owner, whose: p, orders: options, optional: !!cmd.may, text: textOf(x, f) });
    },
    answer(x, f, cmd, a): Step {
      if (a.type === 'pass') return 'done';
      if (a.type !== 'rearrange') throw new Error('expected a rearrangement');
      applyOrder(x, f.owner, a.whose, a.order);
      f.vars.did = true;
      return 'done';
    },
  };
}

export const rearrange = handler<RearrangeCommand>(rearrangements);
export const swap = handler<SwapCommand>(swaps);
