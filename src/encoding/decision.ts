/**
 * One decision as numbers, for a bot outside JavaScript (a JSON Lines process bot, a Python
 * learner): the ids of the legal actions in the engine's order, the mask, and the observation,
 * all plain arrays, ready for `JSON.stringify`.
 * @module
 */
import type { GameState, PlayerId } from '../state/types.js';
import type { PlayerViewState } from '../view/view.js';
import { type Engine, defaultEngine } from '../api.js';
import { legalIds, spaceOf } from './actions.js';
import { fill, layoutOf } from './observation.js';

/**
 * A decision in the encoding's terms. `actionIds[i]` is the id of `view.legalActions[i]`, so a
 * process bot that answers with an index into the legal actions can pick by id and answer
 * `actionIds.indexOf(id)`.
 * @category Encoding
 */
export interface EncodedDecision {
  /** The ids of the seat's legal actions, in the engine's order (empty when the seat is not to act). */
  actionIds: number[];
  /** The legal-action mask: `actionSpaceSize` entries, 1 at each legal id, else 0. */
  mask: number[];
  /** The seat's observation tensor (see {@link ObservationLayout}), as plain numbers. */
  observation: number[];
}

/**
 * The encoding of what `view`'s seat sees and may do: {@link encodeDecision} for a bot that holds
 * only its view (a `Decision`'s `view`).
 * @category Encoding
 * @throws {@link "compile-engine"!CompileEngineError | CompileEngineError} as {@link observe}.
 */
export function encodeView(view: PlayerViewState, engine: Engine = defaultEngine()): EncodedDecision {
  const space = spaceOf(engine);
  const actionIds = legalIds(space, view);
  const mask = new Array<number>(space.size).fill(0);
  for (const id of actionIds) mask[id] = 1;
  return { actionIds, mask, observation: plainNumbers(fill(layoutOf(engine), view)) };
}

/** A typed array as a plain array (by an indexed loop: `Array.from` iterates, several times slower). */
function plainNumbers(t: Float32Array): number[] {
  const out = new Array<number>(t.length);
  for (let i = 0; i < t.length; i++) out[i] = t[i]!;
  return out;
}

/**
 * The hook for process bots: `seat`'s decision in `state`, computed from `engine.viewFor(state,
 * seat)` only, so it carries nothing the seat may not know. Pure: `state` is not changed.
 * @category Encoding
 * @throws {@link "compile-engine"!CompileEngineError | CompileEngineError} as {@link "compile-engine"!viewFor | viewFor}
 * (`INVALID_SEAT`, `INVALID_STATE`) and {@link observe}.
 */
export function encodeDecision(engine: Engine, state: GameState, seat: PlayerId): EncodedDecision {
  return encodeView(engine.viewFor(state, seat), engine);
}
