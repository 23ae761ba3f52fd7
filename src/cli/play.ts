/**
 * `compile-engine play`: a human against a bot in the terminal. The human sees exactly what their
 * seat may know: the table from their side, their hand with each card's text, and their legal
 * moves in English, numbered. They may take back their last decision, and save or load the game
 * as a game record.
 * @module
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Action } from '../state/actions.js';
import type { GameConfig } from '../state/config.js';
import { type GameEvent, describeEvent, eventsFor } from '../state/events.js';
import type { GameState, PlayerId } from '../state/types.js';
import type { Bot } from '../bots/bot.js';
import { type Engine, defaultEngine } from '../api.js';
import { formatRecord, makeRecord, readRecord, recordGame, replayRecord } from '../records/record.js';
import { textLines } from '../records/jsonl.js';
import { botByName, botNames } from '../sim/bots.js';
import { seedFrom } from '../sim/plan.js';
import { type Parsed, readArgs, readProtocols, readSeat, readSeed, readSets } from './args.js';
import { type SeatNames, drawHand, drawMoves, drawTable } from './board.js';
import { type Io, type Printer, printer } from './io.js';

export const PLAY_HELP = `Usage: compile-engine play [options]

A game of Compile against a bot, in the terminal. You see the table from your side: both seats'
protocols by line with their compiled state, every stack with its cards' faces and values (covered
cards, then the top card), each line's totals and who leads, and the control component. Below it:
your hand with each card's text, and your legal moves in English, numbered.

Options:
  --protocols <A,B,C/D,E,F>  each seat's protocols by line, seat 0's before the "/"
  --draft                    draft the protocols with the bot, 1-2-2-1 (the default)
  --bot <name>               your opponent: ${botNames().join(', ')} (default ismcts)
  --seed <seed>              the game's seed (default: from the clock, printed so the game can be replayed)
  --seat <0|1>               your seat (default 0: you play first)
  --sets <A,B>               the card sets in play, e.g. "Main 1,Aux 1" (default: every set)
  -h, --help                 this text

At the prompt:
  <number>     make that move
  undo         take back your last decision (and the bot's moves after it)
  save FILE    save the game as a game record (JSON)
  load FILE    load a game record and go on from where it stops
  help         this list of commands
  quit         leave (also at the end of the input)`;

const PROMPT_HELP = 'Type a move\'s number, or: undo, save FILE, load FILE, help, quit.';

/** What `play` was asked to do. */
export interface PlayOptions {
  config: GameConfig;
  bot: string;
  seat: PlayerId;
}

/** Reads `play`'s options; `now` seeds a game when no seed is given. */
export function parsePlayArgs(argv: string[], now: () => number = Date.now): Parsed<PlayOptions> {
  const args = readArgs(argv, {
    protocols: { type: 'string' }, draft: { type: 'boolean' }, bot: { type: 'string' }, seed: { type: 'string' }, seat: { type: 'string' }, sets: { type: 'string' },
  }, 0);
  if (!('values' in args)) return args;
  const v = args.values;
  if (v.draft && v.protocols !== undefined) return { kind: 'error', message: 'give either --protocols or --draft' };
  const bot = (v.bot as string | undefined) ?? 'ismcts';
  if (!botNames().includes(bot)) return { kind: 'error', message: `unknown bot "${bot}" (known: ${botNames().join(', ')})` };
  const seat = v.seat === undefined ? 0 : readSeat(v.seat as string);
  if (seat === null) return { kind: 'error', message: '--seat must be 0 or 1' };
  const config: GameConfig = { seed: v.seed === undefined ? now() : readSeed(v.seed as string) };
  if (v.protocols !== undefined) {
    const protocols = readProtocols(v.protocols as string);
    if (typeof protocols === 'string') return { kind: 'error', message: protocols };
    config.protocols = protocols;
  }
  if (v.sets !== undefined) config.sets = readSets(v.sets as string);
  return { kind: 'run', options: { config, bot, seat } };
}

/** A game in progress: how it started and every decision since, with the state they lead to. */
interface Table {
  config: GameConfig;
  state: GameState;
  actions: Action[];
  /** The seat that made each decision. */
  deciders: PlayerId[];
  /** Every event each seat has seen, from the start. */
  history: [GameEvent[], GameEvent[]];
}

/** The table after replaying `actions` from `config` (a record that does not replay is refused). */
function tableFrom(engine: Engine, config: GameConfig, actions: readonly Action[]): Table {
  const deciders: PlayerId[] = [];
  const replayed = replayRecord(makeRecord(config, [...actions]), { engine, onStep: (s) => deciders.push(s.seat) });
  const all = replayed.events.flat();
  return { config, state: replayed.state, actions: [...actions], deciders, history: [eventsFor(all, 0), eventsFor(all, 1)] };
}

/** Plays `action` for the seat that must decide; returns the events it caused. */
function apply(engine: Engine, t: Table, action: Action): GameEvent[] {
  const seat = t.state.prompt!.player;
  const { state, events } = engine.applyAction(t.state, action, { seat });
  t.state = state;
  t.actions.push(action);
  t.deciders.push(seat);
  for (const p of [0, 1] as const) t.history[p].push(...eventsFor(events, p));
  return events;
}

/** The events worth narrating to `seat`: what it may see, without the engine's bookkeeping. */
const narrated = (events: readonly GameEvent[], seat: PlayerId) => eventsFor(events, seat).filter((e) => e.type !== 'promptRaised' && e.type !== 'phase');

/** Runs `play`: returns the exit code. */
export async function runPlay(argv: string[], io: Io): Promise<number> {
  const p = printer(io);
  const parsed = parsePlayArgs(argv);
  if (parsed.kind === 'help') return p.out(PLAY_HELP), 0;
  if (parsed.kind === 'error') return p.err(`compile-engine play: ${parsed.message}\n\n${PLAY_HELP}`), 2;
  const { config, bot: botName, seat: human } = parsed.options;
  const engine = defaultEngine();
  const names: SeatNames = human === 0 ? ['you', botName] : [botName, 'you'];
  const opponent: PlayerId = human === 0 ? 1 : 0;

  let table: Table;
  try {
    const start = engine.createGameWithEvents(config);
    table = { config, state: start.state, actions: [], deciders: [], history: [eventsFor(start.events, 0), eventsFor(start.events, 1)] };
  } catch (e) {
    return p.err(`compile-engine play: ${(e as Error).message}`), 2;
  }
  // A bot is remade after an undo or a load: its memory of the game no longer holds.
  let generation = 0;
  const newBot = (): Bot => botByName(botName)({ seed: seedFrom(`${String(config.seed)}/bot/${generation++}`), engine });
  let bot = newBot();

  p.out(p.paint('bold', `Compile — you (seat ${human}) against the ${botName} bot, seed ${JSON.stringify(config.seed)}.`));
  p.out(`The same deal again: --seed ${String(config.seed)}${config.protocols ? ` --protocols ${config.protocols.map((s) => s.join(',')).join('/')}` : ''}. ${PROMPT_HELP}`);
  for (const e of narrated(table.history[human], human)) p.out(`  ${describeEvent(e)}`);

  const input = textLines(io.stdin)[Symbol.asyncIterator]();
  let shown: GameState | null = null;
  try {
    for (;;) {
      if (!table.state.result && table.state.prompt!.player === opponent) {
        const view = engine.viewFor(table.state, opponent);
        const action = bot.choose({ seat: opponent, view, legal: view.legalActions, history: table.history[opponent] });
        for (const e of narrated(apply(engine, table, action), human)) p.out(`  ${describeEvent(e)}`);
        continue;
      }
      // The table again only when it changed: a save or a typo does not redraw it.
      if (shown !== table.state) show(engine, table, human, names, p);
      shown = table.state;
      const line = await ask(input, io, p);
      if (line === null) return p.out('(end of input: the game is left as it is)'), 0;
      const outcome = obey(line, { engine, table, human, names, players: human === 0 ? ['human', botName] : [botName, 'human'], p, cwd: io.cwd });
      if (outcome === 'quit') return 0;
      if (outcome !== 'same') {
        table = outcome;
        bot = newBot();
      }
    }
  } finally {
    await input.return?.(undefined);
  }
}

/** The table, the viewer's hand and what they may do now. */
function show(engine: Engine, t: Table, human: PlayerId, names: SeatNames, p: Printer): void {
  const view = engine.viewFor(t.state, human);
  p.out();
  for (const line of drawTable(view, names, p.paint)) p.out(line);
  for (const line of drawHand(view, engine.cards, p.paint)) p.out(line);
  if (view.result) {
    const w = view.result.winner;
    p.out(p.paint('bold', w === null ? `The game stops at the turn limit: a draw.` : w === human ? 'You win!' : `The ${names[w]} bot wins.`));
    p.out('The game is over: undo, save FILE, load FILE or quit.');
    return;
  }
  if (view.prompt?.text) p.out(`${p.paint('bold', 'Asked:')} ${view.prompt.text}`);
  p.out(p.paint('bold', 'Your moves:'));
  for (const line of drawMoves(view.legalActions.map((a) => engine.describeAction(t.state, a)))) p.out(line);
}

/** The next line typed, or `null` at the end of the input. Piped input is echoed, so that a transcript reads as a session. */
async function ask(input: AsyncIterator<string>, io: Io, p: Printer): Promise<string | null> {
  io.stdout.write('> ');
  const next = await input.next();
  if (next.done) return p.out(), null;
  if (!io.stdin.isTTY) p.out(next.value);
  return next.value.trim();
}

/** What a command at the prompt may read and change. */
interface Context {
  engine: Engine;
  table: Table;
  human: PlayerId;
  names: SeatNames;
  /** Who sat where, for a saved record: "human" and the bot's name. */
  players: [string, string];
  p: Printer;
  cwd: string;
}

/** Carries out one line typed at the prompt: the same table, a new one (undo, load), or quit. */
function obey(line: string, c: Context): Table | 'same' | 'quit' {
  const [word = '', ...rest] = line.split(/\s+/);
  const arg = rest.join(' ');
  const { p, table } = c;
  if (/^\d+$/.test(word)) return move(Number(word), c);
  switch (word.toLowerCase()) {
    case '': return 'same';
    case 'quit': case 'exit': case 'q': return 'quit';
    case 'help': case '?': return p.out(PROMPT_HELP), 'same';
    case 'undo': case 'u': return undo(c);
    case 'save': {
      if (!arg) return p.out('save needs a file name: save FILE'), 'same';
      const record = recordGame(table.config, table.actions, { engine: c.engine, players: c.players });
      attempt(p, () => writeFileSync(resolve(c.cwd, arg), formatRecord(record)), `Saved ${table.actions.length} decisions to ${arg}.`);
      return 'same';
    }
    case 'load': {
      if (!arg) return p.out('load needs a file name: load FILE'), 'same';
      return attempt(p, () => {
        const record = readRecord(JSON.parse(readFileSync(resolve(c.cwd, arg), 'utf8')));
        return tableFrom(c.engine, record.config, record.actions);
      }, `Loaded ${arg}.`) ?? 'same';
    }
    default: return p.out(`Unknown command "${word}". ${PROMPT_HELP}`), 'same';
  }
}

/** Plays move `n` (counted from 1) of the list shown. */
function move(n: number, c: Context): 'same' {
  const legal = c.table.state.result ? [] : c.engine.legalActions(c.table.state);
  if (legal.length === 0) return c.p.out('The game is over: no move can be made.'), 'same';
  if (n < 1 || n > legal.length) return c.p.out(`There is no move ${n}: choose from 1 to ${legal.length}.`), 'same';
  for (const e of narrated(apply(c.engine, c.table, legal[n - 1]!), c.human)) c.p.out(`  ${describeEvent(e)}`);
  return 'same';
}

/** Takes back the human's last decision and every decision after it. */
function undo(c: Context): Table | 'same' {
  const last = c.table.deciders.lastIndexOf(c.human);
  if (last < 0) return c.p.out('Nothing to undo: you have not decided anything yet.'), 'same';
  const after = c.table.actions.length - last - 1;
  c.p.out(`Took back your last decision${after > 0 ? ` (and the ${after} decision${after === 1 ? '' : 's'} after it)` : ''}.`);
  return tableFrom(c.engine, c.table.config, c.table.actions.slice(0, last));
}

/** Runs a file operation, saying what was done or why it failed; its result, or `null` if it failed. */
function attempt<T>(p: Printer, step: () => T, done: string): T | null {
  try {
    const result = step();
    p.out(done);
    return result;
  } catch (e) {
    p.out(`Could not do that: ${(e as Error).message}`);
    return null;
  }
}
