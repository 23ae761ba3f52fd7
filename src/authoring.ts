/**
 * compile-engine/authoring — for a new command of the card language: the handler interface, the
 * machine's context, the standard handlers and kinds of continuous effect, and the primitives the
 * standard handlers are built from (moves, placement, board reads, expressions, prompts).
 *
 * A protocol written as data needs none of this: `createEngine` (in `compile-engine`) takes
 * card data alone. A handler is needed only where no command of the card language fits; it is
 * passed to `createEngine({ handlers })` and called by the engine with its own context (`x`),
 * which is why these primitives are not part of the client API. See the writing-a-protocol guide.
 *
 * @categoryDescription Handler authoring
 * For a new command of the card language: the handler interface, the machine's context, and the
 * primitives the standard handlers are built from (moves, board reads, expressions, prompts).
 * @module compile-engine/authoring
 */
export type { Handler, Registry, Library, Ctx, Board, TextFrame, Step, CardMeta, CommandStep, TableInfo, Subject, Channel, BuiltinChannel, EffectChange, EffectKind, EffectKinds, TriggerKey, Triggered, PassiveEntry } from './machine/context.js';
export type { Loc } from './machine/board.js';
export type { InForce, Place, Situation } from './machine/expressions.js';
export { STANDARD_HANDLERS } from './standard.js';
export { STANDARD_EFFECTS } from './effects/continuous.js';

// The primitives the standard handlers are built from.
export { drawCards, discardCards, discardFromDeck, deleteCard, returnCard, takeIntoHand, shiftCard, turnOver, enterText, pushText, canDraw, shuffleDeck, openAfter } from './machine/moves.js';
export { markCompiled } from './machine/protocols.js';
export { placeUnder, swapCards, placeOnField, emitEvent } from './machine/place.js';
export type { PlacementEvent } from './machine/place.js';
export { fieldLoc, locate, isVisible, other, topOf, protocolOf } from './machine/board.js';
export { lineTotal, valueOf, selectable as select, amount, holds, lineHolds, inForce, concerns, forbidden, subjectOf, askEffects, mayMove, mayFlip, mayDiscard, suppressed } from './machine/expressions.js';
export { selectable, sourceLine, destinations, linesFor, whoOf } from './machine/targets.js';
export { ask, askCard, askHand, askLine, cardAt, handCardOf } from './machine/prompts.js';
export { defOf, emit } from './machine/context.js';
