/**
 * Playing one planned game of a simulation, and what the summary needs to know about it.
 * @module
 */
import type { GameEvent } from '../state/events.js';
import type { PlayerId, Result } from '../state/types.js';
import type { Engine } from '../api.js';
import type { Action } from '../state/actions.js';
import type { AsyncBot, Decision } from '../bots/bot.js';
import { playGameInPlaceAsync } from '../bots/play.js';
import { type GameRecord, makeRecord } from '../records/record.js';
import { type AsyncBotFactory, type SeatBot, builtinFactory, moduleFactory } from './bots.js';
import { engineFrom } from './content.js';
import { type GamePlan, type SimSetup, planGame } from './plan.js';
import { type ProcessBots, isGameAware, startProcessBots } from './process-bot.js';
import { type TimeTally, addTime, emptyTally } from './stats.js';

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
  botAt: [number, number];
  /** Each seat's decision times. */
  times: [TimeTally, TimeTally];
}

/** A played game: its outcome, and its record when the run keeps records. */
export interface PlayedResult {
  outcome: GameOutcome;
  record?: GameRecord;
}

/** Where a thread says which decision it is waiting for, so that another thread can stop a bot that never answers. */
export interface DecisionWatch {
  /** `allowed`: the decision's time limit in milliseconds (its bot's warm-up included), 0 for none. */
  begin(game: number, decision: number, seat: PlayerId, bot: number, allowed: number): void;
  end(): void;
}

/** What a thread needs to play a run's games: its engine and a factory for each of its bots. */
export interface Seating {
  engine: Engine;
  factories: AsyncBotFactory[];
  /** Stops the run's bot programs (process bots). */
  close(): Promise<void>;
}

/** The protocols a random choice draws from: those of the sets in play. */
export function poolOf(engine: Engine, sets: readonly string[] | undefined): string[] {
  return engine.protocols.filter((p) => !sets || sets.includes(p.set)).map((p) => p.name);
}

/** Builds the engine and the bot factories of `setup` (process bots: their programs started, once each). */
export async function seat(setup: SimSetup): Promise<Seating> {
  const engine = await engineFrom(setup.engine);
  const programs: ProcessBots = startProcessBots(setup.bots, setup.decisionMs);
  try {
    const factories = await Promise.all(setup.bots.map((b, i) => factoryOf(b, i, programs)));
    return { engine, factories, close: () => programs.close() };
  } catch (e) {
    await programs.close();
    throw e;
  }
}

function factoryOf(bot: SeatBot, index: number, programs: ProcessBots): AsyncBotFactory | Promise<AsyncBotFactory> {
  if (bot.kind === 'builtin') return builtinFactory(bot);
  if (bot.kind === 'module') return moduleFactory(bot);
  return programs.factory(index);
}

/** Plays game `index` of the run described by `setup`. */
export async function playPlanned(seating: Seating, setup: SimSetup, index: number, watch?: DecisionWatch): Promise<PlayedResult> {
  const { engine, factories } = seating;
  const plan = planGame(setup, index, () => poolOf(engine, setup.sets));
  const start = engine.createGameWithEvents(plan.config);
  const counter = { n: 0 };
  const made: AsyncBot[] = [0, 1].map((s) => factories[plan.botAt[s]!]!({ seed: plan.botSeeds[s]!, engine, options: optionsOf(setup.bots[plan.botAt[s]!]!) }));
  made.forEach((bot, s) => isGameAware(bot) && bot.begin(index, s as PlayerId, setup.bots[plan.botAt[1 - s]!]!.label));
  // A failure names the bot as the run does (its label), whatever the bot calls itself.
  const bots = made.map((bot, s) => {
    const label = setup.bots[plan.botAt[s]!]!.label;
    const warmup = bot.warmupMs === undefined ? {} : { warmupMs: bot.warmupMs };
    return watch ? watched(bot, label, s as PlayerId, plan.botAt[s]!, index, counter, watch, setup.decisionMs) : { name: label, ...warmup, choose: (d: Decision) => bot.choose(d) };
  }) as [AsyncBot, AsyncBot];
  const times: [TimeTally, TimeTally] = [emptyTally(), emptyTally()];
  const steps: GameEvent[][] | undefined = setup.events ? [start.events] : undefined;
  const played = await playGameInPlaceAsync(engine, start, bots, {
    ...(steps ? { onStep: (step) => void steps.push(step.events) } : {}),
    ...(setup.decisionMs !== undefined ? { decisionMs: setup.decisionMs } : {}),
    onDecisionTime: (s, ms) => addTime(times[s], ms),
  });
  const final = played.final;
  for (const bot of made) if (isGameAware(bot)) bot.end(final.result!);
  const outcome: GameOutcome = {
    index,
    winner: final.result!.winner,
    reason: final.result!.reason,
    turns: final.turnNumber,
    decisions: played.actions.length,
    protocols: [final.players[0]!.protocols.map((p) => p.name), final.players[1]!.protocols.map((p) => p.name)],
    botAt: plan.botAt,
    times,
  };
  if (!setup.records) return { outcome };
  return { outcome, record: makeRecord(plan.config, played.actions, playersOf(setup, plan), steps) };
}

const optionsOf = (bot: SeatBot) => (bot.kind === 'process' ? {} : bot.options);

/** A bot whose every decision is marked on `watch` while it is pending. */
function watched(bot: AsyncBot, label: string, seat: PlayerId, botIndex: number, game: number, counter: { n: number }, watch: DecisionWatch, limit: number | undefined): AsyncBot {
  let first = true;
  return {
    name: label,
    ...(bot.warmupMs === undefined ? {} : { warmupMs: bot.warmupMs }),
    choose(d: Decision) {
      const allowed = limit === undefined ? 0 : limit + (first ? bot.warmupMs ?? 0 : 0);
      first = false;
      watch.begin(game, counter.n++, seat, botIndex, allowed);
      let answer: Action | PromiseLike<Action>;
      try {
        answer = bot.choose(d);
      } catch (e) {
        watch.end();
        throw e;
      }
      if (typeof (answer as PromiseLike<Action>).then !== 'function') {
        watch.end();
        return answer;
      }
      return Promise.resolve(answer).finally(() => watch.end());
    },
  };
}

/** The names of the bots at each seat, for the record. */
const playersOf = (setup: SimSetup, plan: GamePlan): [string, string] => [setup.bots[plan.botAt[0]]!.label, setup.bots[plan.botAt[1]]!.label];
