/**
 * Playing one planned game of a simulation, and what the summary needs to know about it.
 * @module
 */
import type { GameEvent } from '../state/events.js';
import type { PlayerId, Result } from '../state/types.js';
import type { Engine } from '../api.js';
import type { Bot } from '../bots/bot.js';
import { playGameInPlace } from '../bots/play.js';
import { type GameRecord, makeRecord } from '../records/record.js';
import { botByName } from './bots.js';
import { type GamePlan, type SimSetup, planGame } from './plan.js';

/** How one game ended: what the summary counts. Plain data (it crosses threads). */
export interface GameOutcome {
  index: number;
  winner: PlayerId | null;
  reason: Result['reason'];
  /** The turn the game ended on. */
  turns: number;
  decisions: number;
  /** Each seat's protocols, by line at the end of the game (the control component may have rearranged them). */
  protocols: [string[], string[]];
  /** Which of the run's bots sat at each seat. */
  botAt: [0 | 1, 0 | 1];
}

/** A played game: its outcome, and its record when the run keeps records. */
export interface PlayedResult {
  outcome: GameOutcome;
  record?: GameRecord;
}

/** The protocols a random choice draws from: those of the sets in play. */
export function poolOf(engine: Engine, sets: readonly string[] | undefined): string[] {
  return engine.protocols.filter((p) => !sets || sets.includes(p.set)).map((p) => p.name);
}

/** Plays game `index` of the run described by `setup`. */
export function playPlanned(engine: Engine, setup: SimSetup, index: number): PlayedResult {
  const plan = planGame(setup, index, () => poolOf(engine, setup.sets));
  const start = engine.createGameWithEvents(plan.config);
  const seated = (seat: PlayerId): Bot => botByName(setup.bots[plan.botAt[seat]])({ seed: plan.botSeeds[seat], engine });
  const bots: [Bot, Bot] = [seated(0), seated(1)];
  const steps: GameEvent[][] | undefined = setup.events ? [start.events] : undefined;
  const played = playGameInPlace(engine, start, bots, steps && ((step) => steps.push(step.events)));
  const final = played.final;
  const outcome: GameOutcome = {
    index,
    winner: final.result!.winner,
    reason: final.result!.reason,
    turns: final.turnNumber,
    decisions: played.actions.length,
    protocols: [final.players[0]!.protocols.map((p) => p.name), final.players[1]!.protocols.map((p) => p.name)],
    botAt: plan.botAt,
  };
  if (!setup.records) return { outcome };
  return { outcome, record: makeRecord(plan.config, played.actions, playersOf(setup, plan), steps) };
}

/** The names of the bots at each seat, for the record. */
const playersOf = (setup: SimSetup, plan: GamePlan): [string, string] => [setup.bots[plan.botAt[0]], setup.bots[plan.botAt[1]]];
