/**
 * The error of a bot that failed at a decision: it threw, it took longer than the time limit, it
 * returned something that is not an action, or (a process bot) it died or answered garbage. It
 * names the seat, the bot and the decision, so that the game can be replayed to that point.
 * @module
 */
import { CompileEngineError } from '../errors.js';
import type { PlayerId } from '../state/types.js';

/**
 * How a bot failed:
 * - `threw`: its `choose` threw (or its promise rejected); the bot's own error is the `cause`;
 * - `timeout`: it took longer than the decision time limit;
 * - `async`: it returned a promise to a harness that cannot wait (`playGame`; use `playGameAsync`);
 * - `garbage`: it answered something that is not one of the legal actions (a process bot's line
 *   that is not `{"index": i}` with `i` in range);
 * - `died`: a process bot's program exited, or could not be started.
 * @category Bots
 */
export type BotFailure = 'threw' | 'timeout' | 'async' | 'garbage' | 'died';

/**
 * A bot failed at one of its decisions (code `BOT_FAILED`): the game cannot go on, and nothing
 * was applied for that decision. `decision` is the index the decision would have had in the
 * game's list of actions (`PlayedGame.actions`, draft picks included), so a replay of the first
 * `decision` actions reaches the position it failed in.
 * @category Bots
 */
export class BotError extends CompileEngineError {
  /** The seat whose bot failed. */
  readonly seat: PlayerId;
  /** The bot's name. */
  readonly bot: string;
  /** The index of the failed decision among the game's actions (0 for the first). */
  readonly decision: number;
  /** How it failed. */
  readonly reason: BotFailure;
  /** What happened, in words (the message without the seat, bot and decision). */
  readonly detail: string;
  /** In a simulation, the game (its index in the run) it failed in; otherwise `null`. */
  readonly game: number | null;

  constructor(failure: { seat: PlayerId; bot: string; decision: number; reason: BotFailure; detail: string; game?: number | null }, options?: { cause?: unknown }) {
    const game = failure.game ?? null;
    super('BOT_FAILED', `${game === null ? '' : `game ${game}: `}seat ${failure.seat}'s bot ${JSON.stringify(failure.bot)} at decision ${failure.decision}: ${failure.detail}`);
    this.name = 'BotError';
    this.seat = failure.seat;
    this.bot = failure.bot;
    this.decision = failure.decision;
    this.reason = failure.reason;
    this.detail = failure.detail;
    this.game = game;
    if (options && 'cause' in options) Object.defineProperty(this, 'cause', { value: options.cause, writable: true, configurable: true });
  }
}

/**
 * What a bot throws (or rejects with) to say how it failed, for the harness to turn into a
 * {@link BotError} with the seat and the decision: a process bot that died or answered garbage.
 * Not exported from the package.
 */
export class BotTrouble extends Error {
  readonly reason: BotFailure;
  constructor(reason: BotFailure, message: string) {
    super(message);
    this.reason = reason;
  }
}
