/**
 * `compile-engine/encoding`: the game as numbers, for learning bots (OpenSpiel, gym-style
 * environments) and bots in any language.
 *
 * - a fixed-size integer action space per engine ({@link actionSpace}): {@link encodeAction},
 *   {@link decodeAction}, {@link legalActionMask};
 * - an observation tensor of a seat ({@link observe}, laid out by {@link observationLayout}),
 *   computed from its view only, so it cannot leak what the seat may not know;
 * - {@link CompileEnv}: `reset(seed)` and `step(actionId)` over the simulation path;
 * - {@link encodeDecision}: one decision's ids, mask and observation as plain arrays, for JSON
 *   Lines process bots.
 *
 * Everything takes an optional engine last (default: the official cards): the layout is the
 * engine's, the same in every game it plays.
 * @example
 * ```ts
 * import { viewFor, createGame, applyAction } from 'compile-engine';
 * import { decodeAction, legalActionMask, observe } from 'compile-engine/encoding';
 * const state = createGame({ seed: 1 });
 * const view = viewFor(state, state.prompt!.player);
 * const mask = legalActionMask(view);          // 1 at each legal id
 * const x = observe(view);                     // Float32Array, observationLayout().size floats
 * const next = applyAction(state, decodeAction(view, mask.indexOf(1))).state;
 * console.log(next.draft?.pool.length, x.length);
 * ```
 * @module compile-engine/encoding
 */
export type { ActionKind, ActionSpace } from './encoding/actions.js';
export { actionSpace, actionSpaceSize, encodeAction, decodeAction, legalActionMask, describeActionId } from './encoding/actions.js';
export type { ObservationBlock, ObservationLayout } from './encoding/observation.js';
export { observationLayout, observe } from './encoding/observation.js';
export type { Segment } from './encoding/segments.js';
export type { EncodedDecision } from './encoding/decision.js';
export { encodeDecision, encodeView } from './encoding/decision.js';
export type { EnvOptions, TimeStep } from './encoding/env.js';
export { CompileEnv } from './encoding/env.js';
