/**
 * The standard rule set: every handler of the card language, wired into one registry, and the
 * official card library. A rules designer extends it with {@link createEngine}.
 * @module
 */
import type { Registry } from './machine/context.js';
import { del } from './effects/delete.js';
import { deleteAll, returnAll } from './effects/lineWide.js';
import { discard } from './effects/discard.js';
import { draw } from './effects/draw.js';
import { eachCard, eachLine } from './effects/each.js';
import { either } from './effects/either.js';
import { flip } from './effects/flip.js';
import { flipAll } from './effects/flipAll.js';
import { give } from './effects/give.js';
import { cond } from './effects/if.js';
import { play } from './effects/play.js';
import { preventCompile } from './effects/preventCompile.js';
import { rearrange, swap } from './effects/rearrange.js';
import { refresh } from './effects/refresh.js';
import { repeat } from './effects/repeat.js';
import { ret } from './effects/return.js';
import { reveal } from './effects/reveal.js';
import { shift } from './effects/shift.js';
import { shiftAll } from './effects/shiftAll.js';
import { take } from './effects/take.js';
import { takeCard } from './effects/takeCard.js';
import { swapStacks } from './effects/swapStacks.js';
import { shuffle } from './effects/shuffle.js';
import { state } from './effects/state.js';
import { flipProtocol } from './effects/flipProtocol.js';
import { copyMiddle } from './effects/copyMiddle.js';
import { gainControl } from './effects/gainControl.js';
import { returnControl } from './effects/returnControl.js';

/**
 * Every standard handler, by the op name card data uses. `createEngine({ handlers })` adds to these
 * (or replaces some); see the protocol guide.
 * @category Handler authoring
 */
export const STANDARD_HANDLERS: Registry = {
  draw, discard, flip, flipAll, shift, shiftAll, delete: del, deleteAll, return: ret, returnAll,
  takeCard, play, reveal, rearrange, swap, swapStacks, refresh, shuffle, give, take, preventCompile, gainControl, returnControl,
  state, flipProtocol, copyMiddle, either, if: cond, eachLine, eachCard, repeat,
};
