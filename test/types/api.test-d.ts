/**
 * The public API's types, pinned: a change to any of them fails here first (run by `vitest run`
 * in typecheck mode, see vitest.config.ts).
 */
import { describe, expectTypeOf, it } from 'vitest';
import {
  applyAction, CompileEngineError, createEngine, createGame, currentPlayer, defaultEngine, describeAction, describeEvent,
  eventsFor, fromPosition, legalActions, viewFor,
} from '../../src/index.js';
import type {
  ActOptions,
  Action, Engine, ErrorCode, GameConfig, GameEvent, GameState, Line, PlayerId, PlayerViewState, Position, Prompt, PromptView, StepResult,
} from '../../src/index.js';
import { act, actWithEvents, awaiting, play, position, testingFor } from '../../src/testing.js';
import type { EngineHelpers, Step, TestingHelpers, TestPosition } from '../../src/testing.js';

describe('the four core functions', () => {
  it('createGame and fromPosition return a GameState', () => {
    expectTypeOf(createGame).parameters.toEqualTypeOf<[GameConfig]>();
    expectTypeOf(createGame).returns.toEqualTypeOf<GameState>();
    expectTypeOf(fromPosition).parameters.toEqualTypeOf<[Position]>();
    expectTypeOf(fromPosition).returns.toEqualTypeOf<GameState>();
  });

  it('legalActions lists Actions; applyAction returns the next state and the events', () => {
    expectTypeOf(legalActions).toEqualTypeOf<(state: GameState) => Action[]>();
    expectTypeOf(applyAction).toEqualTypeOf<(state: GameState, action: Action, options?: ActOptions) => StepResult>();
    expectTypeOf<StepResult>().toEqualTypeOf<{ state: GameState; events: GameEvent[] }>();
  });

  it('viewFor takes a seat or "spectator", nothing else', () => {
    expectTypeOf(viewFor).toEqualTypeOf<(state: GameState, seat: PlayerId | 'spectator') => PlayerViewState>();
    // @ts-expect-error seats are 0 and 1
    viewFor(createGame({ seed: 1 }), 2);
  });

  it('currentPlayer, describeAction, describeEvent, eventsFor', () => {
    expectTypeOf(currentPlayer).returns.toEqualTypeOf<PlayerId | null>();
    expectTypeOf(describeAction).toEqualTypeOf<(state: GameState, action: Action) => string>();
    expectTypeOf(describeEvent).returns.toEqualTypeOf<string>();
    expectTypeOf(eventsFor).toEqualTypeOf<(events: readonly GameEvent[], seat: PlayerId | 'spectator') => GameEvent[]>();
  });
});

describe('values', () => {
  it('seats and lines are small literal unions', () => {
    expectTypeOf<PlayerId>().toEqualTypeOf<0 | 1>();
    expectTypeOf<Line>().toEqualTypeOf<0 | 1 | 2>();
  });

  it('actions are a union discriminated by type', () => {
    expectTypeOf<Action['type']>().toEqualTypeOf<
      'draft' | 'play' | 'refresh' | 'compile' | 'rearrange' | 'card' | 'hand' | 'line' | 'option' | 'accept' | 'pass'
      | 'number' | 'protocol' | 'trash' | 'deck'
    >();
    expectTypeOf<Extract<Action, { type: 'play' }>>().toMatchTypeOf<{ index: number; line: Line; face: 'up' | 'down' }>();
    expectTypeOf<Extract<Action, { type: 'card' }>>().toMatchTypeOf<{ player: PlayerId; line: Line; index: number }>();
  });

  it('a prompt view\'s kind is the union of prompt kinds', () => {
    expectTypeOf<PromptView['kind']>().toEqualTypeOf<Prompt['kind']>();
    expectTypeOf<PlayerViewState['prompt']>().toEqualTypeOf<PromptView | null>();
  });

  it('errors carry a code from a closed list', () => {
    expectTypeOf<CompileEngineError>().toMatchTypeOf<Error>();
    expectTypeOf<CompileEngineError['code']>().toEqualTypeOf<ErrorCode>();
    expectTypeOf<ErrorCode>().toEqualTypeOf<
      'ILLEGAL_ACTION' | 'MALFORMED_ACTION' | 'GAME_OVER' | 'NOT_YOUR_TURN' | 'INVALID_CONFIG' | 'INVALID_POSITION' | 'INVALID_CARD_DATA'
      | 'INVALID_STATE' | 'INVALID_SEAT' | 'FROZEN_STATE' | 'INVALID_RECORD' | 'INVALID_ARGUMENT'
    >();
  });
});

describe('engines', () => {
  it('an engine has the whole API', () => {
    expectTypeOf(createEngine).returns.toEqualTypeOf<Engine>();
    expectTypeOf(defaultEngine).returns.toEqualTypeOf<Engine>();
    expectTypeOf<Engine['applyInPlace']>().toEqualTypeOf<(state: GameState, action: Action, options?: ActOptions) => GameEvent[]>();
    expectTypeOf<Engine['describeAction']>().toEqualTypeOf<(state: GameState, action: Action) => string>();
  });
});

describe('compile-engine/testing', () => {
  it('the default helpers and testingFor(engine) share their shapes', () => {
    expectTypeOf(testingFor).toEqualTypeOf<(engine: Engine) => TestingHelpers>();
    expectTypeOf<TestingHelpers>().toMatchTypeOf<EngineHelpers>();
    expectTypeOf<TestingHelpers['play']>().toEqualTypeOf<typeof play>();
    expectTypeOf(act).toEqualTypeOf<(s: GameState, ...list: Step[]) => GameState>();
    expectTypeOf(actWithEvents).returns.toEqualTypeOf<{ state: GameState; events: GameEvent[] }>();
    expectTypeOf(position).parameters.toEqualTypeOf<[TestPosition, (Engine | undefined)?]>();
    expectTypeOf(awaiting).returns.toEqualTypeOf<{ player: PlayerId; kind: Prompt['kind'] } | null>();
  });
});
