/**
 * compile-engine — an unofficial rules engine for the card game *Compile* (Michael Yang; the game
 * and its card texts belong to their publisher).
 *
 * Start with {@link createGame}, {@link legalActions}, {@link applyAction} and {@link viewFor}. The
 * exports are grouped by task: the game API; views and events; card data and the card language.
 * This is the client API; the other entry points each serve one task: the primitives a new effect
 * handler is built from in `compile-engine/authoring`, bots in `compile-engine/bots`, many games
 * between bots in `compile-engine/sim`, checking a protocol file in `compile-engine/schema`,
 * scenario-test helpers in `compile-engine/testing`.
 *
 * @categoryDescription Game API
 * Create a game, list the legal actions, apply one: pure functions over a plain JSON state, and
 * the engine, configs, positions, actions, prompts and errors they use.
 * @categoryDescription Views and events
 * What one seat may know ({@link viewFor}), what happened ({@link GameEvent}, filtered per seat
 * with {@link eventsFor}), and readable English for both.
 * @categoryDescription Card data and the card language
 * Protocols as data: the official and fan-made libraries, and the types a rules designer writes
 * a protocol in (see the card-language guide).
 * @module compile-engine
 */
export {
  createGame, createGameWithEvents, fromPosition, fromPositionWithEvents, legalActions, applyAction, viewFor, describeAction,
  currentPlayer, cloneState, validateState, createEngine, defaultEngine, CompileEngineError, resign, timeOut,
} from './api.js';
export type { ActOptions, Engine, EngineOptions, GameConfig, StepResult } from './api.js';
export type { ErrorCode } from './errors.js';
export type { Action } from './state/actions.js';
export type * from './state/actions.js';
export type { GameEvent, EventBase, CardMove, CardSpot } from './state/events.js';
export { describeEvent, eventsFor } from './state/events.js';
export type { GameState, PlayerState, Frame, FrameOf, TriggerOf, TriggerSource, VarsOf, Prompt, PlayOption, PlayerId, Line, Phase, Result, ProtocolSlot, Vars, TextRef, PendingTrigger, AfterEvent } from './state/types.js';
export type { Position, PlayerPosition, FieldCardSpec, PositionPhase, CompileBan } from './state/position.js';
export type { PlayerViewState, SideView, CardView, PromptView } from './view/view.js';
export type { CardRef, PendingView, PendingFrame, PendingPrompt, PromptOf } from './view/pending.js';
export type * from './cards/schema.js';
export { defineProtocol, discardOne } from './cards/define.js';
export { describeCard, describeSection, cardText } from './cards/text.js';
export type { CardText, DescribeOptions } from './cards/text.js';
export type { CardSpec } from './cards/define.js';
export { OFFICIAL_PROTOCOLS, MAIN_1, AUX_1, MAIN_2, AUX_2 } from './cards/index.js';
export { FAN_MADE } from './cards/fan/index.js';
// Game records: a game as its config and actions, replayed byte for byte; JSON Lines for many.
export { recordGame, replayRecord, readRecord, formatRecord, RecordError, RECORD_FORMAT } from './records/record.js';
export type { GameRecord, RecordOptions, ReplayOptions, ReplayStep, Replayed } from './records/record.js';
export { readRecords, recordLines, toJsonLine } from './records/jsonl.js';
export { ENGINE_VERSION } from './version.js';
