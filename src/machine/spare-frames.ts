/**
 * One list for the pending-resolution stack of whichever game is resolving. A game at rest with
 * nothing pending holds an empty list with no room (a list the frames of its last action grew
 * keeps room for sixteen more, and a server holds thousands of games at rest: issue 23); the
 * grown list is kept here, and the next action of any game, if it starts with nothing pending,
 * resolves in it. So a list is grown once, not once an action: a new list per rest cost about 1 %
 * of the simulation path (callgrind), this costs nothing measurable. It is never in two states:
 * taken, it is no longer kept here; kept, no state holds it.
 * @module
 */
import type { Frame, GameState } from '../state/types.js';

let spare: Frame[] | null = null;

/** Before an action: an empty pending stack becomes the kept list. */
export function takeSpareFrames(s: GameState): void {
  if (spare !== null && s.frames.length === 0) {
    s.frames = spare;
    spare = null;
  }
}

/** At rest: an empty pending stack is kept for the next action, and the state holds a list with no room. */
export function keepSpareFrames(s: GameState): void {
  if (s.frames.length === 0) {
    spare = s.frames;
    s.frames = [];
  }
}
