/**
 * The demo: a complete seeded game between two bots, printed as a spectator sees it, the table
 * shown after every decision that changed it. Options are parsed here; `demo.ts` runs it.
 * @module
 */
import { parseArgs } from 'node:util';
import { createGameWithEvents, defaultEngine, describeEvent, eventsFor, viewFor } from '../index.js';
import type { GameEvent, GameState, PlayerId } from '../index.js';
import type { Bot } from '../bots/bot.js';
import { BOTS } from '../bots/registry.js';
import { playGame } from '../bots/play.js';

export const USAGE = `Usage: npm run demo -- [options] [seed]

A complete seeded game between two bots, printed as a spectator sees it.

Options:
  --seed <seed>            the game's seed (default "demo"); a whole number is used as a number.
                           The bots are seeded from it too: another seed, another game.
  --protocols <a,b,c/d,e,f>
                           each seat's protocols by line, seat 0's before the "/"
                           (default: the two bots draft them, 1-2-2-1, from every protocol)
  --bots <bot0,bot1>       which bot plays each seat: ${Object.keys(BOTS).join(', ')} (default greedy,random)
  -h, --help               this text

Example: npm run demo -- --seed 7 --protocols Fire,Water,Death/Light,Metal,Speed --bots greedy,random`;

/** What the demo plays. */
export interface DemoOptions {
  seed: string | number;
  /** Each seat's protocols by line, or `null` to draft. */
  protocols: [string[], string[]] | null;
  bots: [string, string];
}

/** The command line, read: options to play, the help text, or why it cannot be read. */
export type DemoArgs = { kind: 'play'; options: DemoOptions } | { kind: 'help' } | { kind: 'error'; message: string };

/** Reads the demo's command line (`process.argv.slice(2)`); `npm run demo -- 7` is still a seed. */
export function parseDemoArgs(argv: string[]): DemoArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        seed: { type: 'string' },
        protocols: { type: 'string' },
        bots: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (e) {
    return { kind: 'error', message: (e as Error).message };
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  if (positionals.length > 1 || (positionals.length === 1 && values.seed !== undefined)) {
    return { kind: 'error', message: 'give the seed once: --seed <seed>, or a single seed argument' };
  }
  const bots = (values.bots ?? 'greedy,random').split(',');
  if (bots.length !== 2 || bots.some((b) => !BOTS[b])) {
    return { kind: 'error', message: `--bots needs two bot names separated by a comma, each one of ${Object.keys(BOTS).join(', ')}` };
  }
  const protocols = values.protocols === undefined ? null : values.protocols.split('/').map((side) => side.split(',').map((n) => n.trim()));
  if (protocols && (protocols.length !== 2 || protocols.some((side) => side.length !== 3))) {
    return { kind: 'error', message: '--protocols needs three protocols for each seat, like Fire,Water,Death/Light,Metal,Speed' };
  }
  const seed = values.seed ?? positionals[0] ?? 'demo';
  return {
    kind: 'play',
    options: { seed: /^-?\d{1,15}$/.test(seed) ? Number(seed) : seed, protocols: protocols as [string[], string[]] | null, bots: bots as [string, string] },
  };
}

/** A bot's seed from the game's seed and its seat (FNV-1a over the seed's text), so a new game seed gives new bot choices. */
export function botSeed(gameSeed: string | number, seat: PlayerId): number {
  let h = 0x811c9dc5;
  for (const ch of `${gameSeed}/${seat}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}

/** The table as a spectator sees it: each seat's lines, then hand and deck counts and control. */
export function board(g: GameState): string {
  const v = viewFor(g, 'spectator');
  const side = (p: PlayerId) =>
    v.players[p].protocols
      .map((proto, line) => {
        const cards = v.players[p].stacks[line]!.map((c) => (c.face === 'up' ? c.card : '▒')).join(' ');
        return `${proto.name}${proto.compiled ? '✓' : ''}=${v.players[p].totals[line]} [${cards}]`;
      })
      .join(' | ');
  const control = v.control === null ? '' : `, control: seat ${v.control}`;
  return `   seat 0: ${side(0)}\n   seat 1: ${side(1)}\n   hands ${v.players[0].handCount}/${v.players[1].handCount}, decks ${v.players[0].deckCount}/${v.players[1].deckCount}${control}`;
}

/** Events a spectator reads; prompts and phase changes are the engine's bookkeeping. */
const shown = (events: GameEvent[]) => eventsFor(events, 'spectator').filter((e) => e.type !== 'promptRaised' && e.type !== 'phase');

/** Whether the table a spectator sees may have changed (the draft and a new turn's banner do not change it). */
const changesTable = (events: GameEvent[]) => events.some((e) => e.type !== 'turnStarted' && e.type !== 'drafted');

/** Plays the game, printing each line through `print`; returns the final state. */
export function runDemo(options: DemoOptions, print: (line: string) => void): GameState {
  const engine = defaultEngine();
  const bots = [0, 1].map((seat) => BOTS[options.bots[seat]!]!({ seed: botSeed(options.seed, seat as PlayerId), engine })) as [Bot, Bot];
  const start = createGameWithEvents(options.protocols ? { seed: options.seed, protocols: options.protocols } : { seed: options.seed });
  print(`Compile — demo game, seed ${JSON.stringify(options.seed)}: seat 0 ${bots[0].name} bot vs seat 1 ${bots[1].name} bot`);
  print(options.protocols ? `Protocols given: ${options.protocols.map((p) => p.join(', ')).join(' / ')}` : 'Protocols drafted, 1-2-2-1:');
  // With protocols given, the first turn has started inside createGame: show its banner and the deal.
  if (options.protocols) print(`\n${describeEvent({ type: 'turnStarted', player: start.state.turn, turn: start.state.turnNumber })}\n${board(start.state)}`);
  // Each bot sees only its seat's view and events; the demo prints what a spectator sees.
  const game = playGame(engine, start, bots, ({ state, events }) => {
    const visible = shown(events);
    for (const e of visible) print(e.type === 'turnStarted' ? `\n${describeEvent(e)}` : `  ${describeEvent(e)}`);
    if (state.phase !== 'draft' && changesTable(visible)) print(board(state));
  });
  const g = game.final;
  const winner = g.result!.winner;
  print(`\nGame over after ${g.turnNumber} turns and ${game.actions.length} decisions: ${winner === null ? `stopped (${g.result!.reason})` : `seat ${winner} (${bots[winner].name}) wins`}.`);
  return g;
}
