/**
 * Rearrange and swap — move a player's protocols (only the protocols: the cards stay in their
 * lines, rulebook "Playing With Control"). A rearrangement must end in a different order (Codex,
 * "Rearranging Protocols"); a swap exchanges exactly two. A text may rule out orders that put a
 * protocol in its own line ("Anarchy cannot be on this line", fan-made Anarchy 3).
 * @module
 */
import type { RearrangeCommand, SwapCommand } from '../cards/schema.js';
import type { Ctx, Handler, Step, TextFrame } from '../machine/context.js';
import type { PlayerId } from '../state/types.js';
import { other } from '../machine/board.js';
import { hostLine } from '../machine/expressions.js';
import { ask } from '../machine/prompts.js';
import { applyOrder, rearrangements, swaps } from '../machine/protocols.js';
import { textOf } from '../machine/frames.js';

type Command = RearrangeCommand | SwapCommand;

/** The orders the text allows. */
function allowed(x: Ctx, f: TextFrame, cmd: Command, orders: string[][]): string[][] {
  const banned = 'notHere' in cmd ? cmd.notHere : undefined;
  if (banned === undefined) return orders;
  const here = hostLine(x, f);
  return here === null ? orders : orders.filter((o) => o[here] !== banned);
}

function handler<C extends Command>(orders: (x: Ctx, p: PlayerId) => string[][]): Handler<C> {
  const whose = (f: TextFrame, cmd: C): PlayerId => (cmd.whose === 'opponent' ? other(f.owner) : f.owner);
  return {
    check: (c) => (c.whose === 'self' || c.whose === 'opponent' ? ('notHere' in c && c.notHere !== undefined && typeof c.notHere !== 'string' ? 'notHere must be a protocol name' : null) : 'whose must be "self" or "opponent"'),
    start(x, f, cmd): Step {
      const p = whose(f, cmd);
      const options = allowed(x, f, cmd, orders(x, p));
      f.vars.did = false;
      if (options.length === 0) return 'done';
      return ask(x, { kind: 'rearrange', player: f.owner, whose: p, orders: options, optional: !!cmd.may, text: textOf(x, f) });
    },
    answer(x, f, _cmd, a): Step {
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
