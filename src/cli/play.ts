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
import type { GameState, Line, PlayerId } from '../state/types.js';
import type { PlayerViewState } from '../view/view.js';
import type { Bot } from '../bots/bot.js';
import { type Engine, defaultEngine } from '../api.js';
import { formatRecord, makeRecord, readRecord, recordGame, replayRecord } from '../records/record.js';
import { textLines } from '../records/jsonl.js';
import { botByName, botNames } from '../sim/bots.js';
import { seedFrom } from '../sim/plan.js';
import { type Parsed, readArgs, readProtocols, readSeat, readSeed, readSets } from './args.js';
import type { SeatNames } from './board.js';
import { type Size, STANDARD, cardRows, drawScreen, lookRows, sectionTexts } from './screen.js';
import { toPlayer } from './voice.js';
import { type Io, type Printer, printer, usageError } from './io.js';

export const PLAY_HELP = `Usage: compile-engine play [options]

A game of Compile against a bot, in the terminal. Each decision gets one screen that fits the
terminal (80 × 24 or larger): the table from your side, line by line, with every card you can see
and its text; what happened since your last decision; your hand with each card's text; and your
moves, numbered (plays grouped by card: ↑ face-up, ↓ face-down, L0–L2 the line).

Options:
  --protocols <A,B,C/D,E,F>  each seat's protocols by line, seat 0's before the "/" (any case)
  --draft                    draft the protocols with the bot, 1-2-2-1 (the default)
  --bot <name>               your opponent: ${botNames().join(', ')} (default ismcts)
  --seed <seed>              the game's seed (default: from the clock, printed so the game can be replayed)
  --seat <0|1>               your seat (default 0: you play first)
  --sets <A,B>               the card sets in play, e.g. "Main 1,Aux 1" (default: every set)
  -h, --help                 this text

At the prompt:
  <number>     make that move
  board        draw the table again
  log          everything that happened so far
  moves        every move, in full
  hand         your hand, each card's full text
  look LINE    both stacks of a line, every card with its full text (look 0)
  card NAME    a card's text (card fire 3), or a protocol's six cards (card fire)
  undo         take back your last decision (and the bot's moves after it)
  save FILE    save the game as a game record (JSON)
  load FILE    load a game record and go on from where it stops
  help         this list of commands
  quit         leave, offering to save first (also Ctrl-C; the end of the input leaves at once)`;

const PROMPT_HELP = 'Type a move\'s number, or: board, log, moves, hand, look LINE, card NAME, undo, save FILE, load FILE, help, quit.';

/** What `play` was asked to do. */
export interface PlayOptions {
  config: GameConfig;
  bot: string;
  seat: PlayerId;
}

/** Reads `play`'s options; `now` seeds a game when no seed is given; `known` protocol names are matched in any case. */
export function parsePlayArgs(argv: string[], now: () => number = Date.now, known?: readonly string[]): Parsed<PlayOptions> {
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
    const protocols = readProtocols(v.protocols as string, known);
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

/** The size to draw for: the terminal's own, or a standard one when the output is not a terminal. */
const sizeOf = (io: Io): Size => ({ rows: Math.max(io.stdout.rows ?? STANDARD.rows, 12), cols: Math.max(io.stdout.columns ?? STANDARD.cols, 60) });

/** Runs `play`: returns the exit code. */
export async function runPlay(argv: string[], io: Io): Promise<number> {
  const p = printer(io);
  const engine = defaultEngine();
  const parsed = parsePlayArgs(argv, Date.now, engine.protocols.map((x) => x.name));
  if (parsed.kind === 'help') return p.out(PLAY_HELP), 0;
  if (parsed.kind === 'error') return usageError(p, 'play', parsed.message, PLAY_HELP), 2;
  const { config, bot: botName, seat: human } = parsed.options;
  const names: SeatNames = human === 0 ? ['you', botName] : [botName, 'you'];
  const opponent: PlayerId = human === 0 ? 1 : 0;
  const say = (text: string) => toPlayer(text, human, names);
  const tell = (events: readonly GameEvent[]) => narrated(events, human).map((e) => say(describeEvent(e)));

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

  p.out(p.paint('bold', `Compile: you against the ${botName} bot, seed ${JSON.stringify(config.seed)}.`));
  p.out(`The same deal again: --seed ${String(config.seed)}${config.protocols ? ` --protocols ${config.protocols.map((s) => s.join(',')).join('/')}` : ''}${human === 1 ? ' --seat 1' : ''}. Type help for the commands.`);
  let news = tell(table.history[human]);

  const input = interruptible(textLines(io.stdin)[Symbol.asyncIterator](), io);
  let shown: GameState | null = null;
  try {
    for (;;) {
      if (!table.state.result && table.state.prompt!.player === opponent) {
        const view = engine.viewFor(table.state, opponent);
        const action = bot.choose({ seat: opponent, view, legal: view.legalActions, history: table.history[opponent] });
        news = [...news, ...tell(apply(engine, table, action))];
        continue;
      }
      // The screen again only when the game changed: a save or a typo does not redraw it.
      if (shown !== table.state) {
        show({ engine, table, human, names, p, size: sizeOf(io) }, news);
        news = [];
      }
      shown = table.state;
      const line = await ask(input, io, p);
      if (line === null) return p.out('(end of input: the game is left as it is)'), 0;
      const c: Context = { engine, table, human, names, players: human === 0 ? ['human', botName] : [botName, 'human'], p, cwd: io.cwd, size: sizeOf(io), say };
      const outcome = line === INTERRUPTED ? 'quit' : obey(line, c);
      if (outcome === 'quit') return offerToSave(input, io, c);
      if (outcome === 'redraw') shown = null;
      else if (outcome !== 'same') {
        table = outcome.table;
        news = outcome.news;
        bot = newBot();
      } else news = [...news, ...(c.news ?? [])];
    }
  } finally {
    await input.return();
  }
}

/** What a screen is drawn with. */
interface Drawing {
  engine: Engine;
  table: Table;
  human: PlayerId;
  names: SeatNames;
  p: Printer;
  size: Size;
}

/** Each legal action of the state in the player's words. */
const movesOf = (d: Drawing & { say: (t: string) => string }, view: PlayerViewState) => view.legalActions.map((a) => d.say(d.engine.describeAction(d.table.state, a)));

/** One decision's screen: the table, the news since the last one, the hand and the moves, fitted to the terminal. */
function show(d: Drawing, news: readonly string[]): void {
  const view = d.engine.viewFor(d.table.state, d.human);
  const say = (t: string) => toPlayer(t, d.human, d.names);
  const moves = movesOf({ ...d, say }, view);
  d.p.out();
  for (const row of drawScreen({ view, names: d.names, cards: d.engine.cards, protocols: d.engine.protocols, moves, news, size: d.size }, d.p.paint)) d.p.out(row);
}

/** A line that stands for Ctrl-C at the prompt. */
const INTERRUPTED = '\u0003';

/** Input lines, and {@link INTERRUPTED} when the user presses Ctrl-C while the command waits for one. */
interface Lines {
  next(): Promise<IteratorResult<string>>;
  return(): Promise<unknown>;
}

function interruptible(lines: AsyncIterator<string>, io: Io): Lines {
  let pending: Promise<IteratorResult<string>> | null = null;
  return {
    async next() {
      pending ??= lines.next();
      const read = pending.then((r) => ((pending = null), r));
      if (!io.onInterrupt) return read;
      let stop: () => void = () => {};
      const interrupted = new Promise<IteratorResult<string>>((done) => (stop = io.onInterrupt!(() => done({ done: false, value: INTERRUPTED }))));
      try {
        return await Promise.race([read, interrupted]);
      } finally {
        stop();
      }
    },
    // A read still waiting holds the generator: its return would wait for a line that may never come
    // (the bin closes the keyboard once the command has answered, which ends that read).
    return: async () => {
      const closing = lines.return?.(undefined);
      if (!pending) await closing;
    },
  };
}

/** The next line typed, or `null` at the end of the input. Piped input is echoed, so that a transcript reads as a session. */
async function ask(input: Lines, io: Io, p: Printer, prompt = '> '): Promise<string | null> {
  io.stdout.write(prompt);
  const next = await input.next();
  if (next.done) return p.out(), null;
  if (next.value === INTERRUPTED) return p.out(), INTERRUPTED;
  if (!io.stdin.isTTY) p.out(next.value);
  return next.value.trim();
}

/** Before leaving: a file name saves the game there, an empty line (or Ctrl-C, or the end of the input) leaves without saving. */
async function offerToSave(input: Lines, io: Io, c: Context): Promise<number> {
  if (c.table.actions.length === 0) return 0;
  for (;;) {
    const answer = await ask(input, io, c.p, 'Save the game before you leave? A file name saves it, Enter leaves: ');
    if (answer === null || answer === INTERRUPTED || answer === '') return c.p.out('Left without saving.'), 0;
    if (save(c, answer)) return 0;
  }
}

/** What a command at the prompt may read and change. */
interface Context extends Drawing {
  /** Who sat where, for a saved record: "human" and the bot's name. */
  players: [string, string];
  cwd: string;
  say: (text: string) => string;
  /** News a command adds to the next screen. */
  news?: string[];
}

/** A new table (undo, load) with what to tell of it. */
interface NewTable {
  table: Table;
  news: string[];
}

/** Carries out one line typed at the prompt: the same table, a new one (undo, load), a redraw, or quit. */
function obey(line: string, c: Context & { news?: string[] }): NewTable | 'same' | 'redraw' | 'quit' {
  c.news = [];
  const [word = '', ...rest] = line.split(/\s+/);
  const arg = rest.join(' ');
  const { p } = c;
  if (/^\d+$/.test(word)) return move(Number(word), c);
  switch (word.toLowerCase()) {
    case '': return 'same';
    case 'quit': case 'exit': case 'q': return 'quit';
    case 'help': case '?': return p.out(PROMPT_HELP), 'same';
    case 'board': case 'b': return 'redraw';
    case 'log': case 'l': return printAll(p, tellAll(c)), 'same';
    case 'moves': case 'm': return printAll(p, allMoves(c)), 'same';
    case 'hand': case 'h': return printAll(p, fullHand(c)), 'same';
    case 'look': return printAll(p, look(c, arg)), 'same';
    case 'card': case 'c': {
      if (!arg) return p.out('card needs a card or protocol name: card fire 3, card fire'), 'same';
      const rows = cardRows(arg, c.engine.cards, c.engine.protocols);
      return printAll(p, rows ?? [`No card or protocol is called "${arg}".`]), 'same';
    }
    case 'undo': case 'u': return undo(c);
    case 'save': {
      if (!arg) return p.out('save needs a file name: save FILE'), 'same';
      save(c, arg);
      return 'same';
    }
    case 'load': {
      if (!arg) return p.out('load needs a file name: load FILE'), 'same';
      const loaded = attempt(p, () => {
        const record = readRecord(JSON.parse(readFileSync(resolve(c.cwd, arg), 'utf8')));
        return tableFrom(c.engine, record.config, record.actions);
      }, `Loaded ${arg}.`);
      return loaded ? { table: loaded, news: [] } : 'same';
    }
    default: return p.out(`Unknown command "${word}". ${PROMPT_HELP}`), 'same';
  }
}

const printAll = (p: Printer, rows: readonly string[]) => rows.forEach((r) => p.out(r));

/** Saves the game as a record at `file`; whether it worked. */
function save(c: Context, file: string): boolean {
  const record = recordGame(c.table.config, c.table.actions, { engine: c.engine, players: c.players });
  return attempt(c.p, () => writeFileSync(resolve(c.cwd, file), formatRecord(record)), `Saved ${c.table.actions.length} decisions to ${file}.`) !== null;
}

/** The whole game so far, as the human saw it. */
const tellAll = (c: Context) => narrated(c.table.history[c.human], c.human).map((e) => `  ${c.say(describeEvent(e))}`);

/** Every move, numbered, in full. */
function allMoves(c: Context): string[] {
  const view = c.engine.viewFor(c.table.state, c.human);
  if (view.legalActions.length === 0) return ['You have no move to make now.'];
  return movesOf(c, view).map((m, i) => `  ${String(i + 1).padStart(3)}. ${m}`);
}

/** The hand, each card with every section's full text. */
function fullHand(c: Context): string[] {
  const hand = c.engine.viewFor(c.table.state, c.human).players[c.human].hand ?? [];
  if (hand.length === 0) return ['Your hand is empty.'];
  return hand.flatMap((id) => [id, ...sectionTexts(c.engine.cards[id]).map((t) => `  ${t}`)]);
}

/** `look LINE`: both stacks of the line in full. */
function look(c: Context, arg: string): string[] {
  const line = Number(arg.replace(/^l/i, ''));
  if (!/^l?[0-2]$/i.test(arg.trim())) return ['look needs a line: look 0, look 1 or look 2.'];
  return lookRows(c.engine.viewFor(c.table.state, c.human), c.names, c.engine.cards, line as Line);
}

/** Plays move `n` (counted from 1) of the list shown. */
function move(n: number, c: Context): 'same' {
  const legal = c.table.state.result ? [] : c.engine.legalActions(c.table.state);
  if (legal.length === 0) return c.p.out('The game is over: no move can be made.'), 'same';
  if (n < 1 || n > legal.length) return c.p.out(`There is no move ${n}: choose from 1 to ${legal.length}.`), 'same';
  c.news = narrated(apply(c.engine, c.table, legal[n - 1]!), c.human).map((e) => c.say(describeEvent(e)));
  return 'same';
}

/** Takes back the human's last decision and every decision after it. */
function undo(c: Context): NewTable | 'same' {
  const last = c.table.deciders.lastIndexOf(c.human);
  if (last < 0) return c.p.out('Nothing to undo: you have not decided anything yet.'), 'same';
  const after = c.table.actions.length - last - 1;
  const said = `Took back your last decision${after > 0 ? ` (and the ${after} decision${after === 1 ? '' : 's'} after it)` : ''}.`;
  c.p.out(said);
  return { table: tableFrom(c.engine, c.table.config, c.table.actions.slice(0, last)), news: [said] };
}

/** Runs a file operation, saying what was done or why it failed; its result, or `null` if it failed. */
function attempt<T>(p: Printer, step: () => T, done: string): T | null {
  try {
    const result = step();
    p.out(done);
    return result ?? (true as T);
  } catch (e) {
    p.out(`Could not do that: ${(e as Error).message}`);
    return null;
  }
}
