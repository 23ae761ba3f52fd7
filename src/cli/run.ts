/**
 * The `compile-engine` command line: `play`, `sim`, `sim-merge`, `replay` and `validate`, each with `--help`.
 * @module
 */
import { ENGINE_VERSION } from '../version.js';
import { type Io, printer, usageError } from './io.js';
import { PLAY_HELP, runPlay } from './play.js';
import { REPLAY_HELP, runReplay } from './replay.js';
import { SIM_HELP, runSim } from './sim.js';
import { SIM_MERGE_HELP, runSimMerge } from './sim-merge.js';
import { VALIDATE_HELP, runValidate } from './validate.js';

export const HELP = `Usage: compile-engine <command> [options]

An unofficial rules engine for the card game Compile, on the command line.

Commands:
  play       play a game against a bot in the terminal
  sim        play many seeded games between bots and sum them up (on every core)
  sim-merge  add up the shards of a run played with sim --shard K/N
  replay     print a recorded game turn by turn, from one seat's point of view
  validate   check a designer's protocol file

  help <command>, <command> --help   a command's options
  --version                          the engine's version

Exit codes: 0 done; 1 the file's content is refused (an invalid protocol file, a record that does
not replay); 2 the command line is wrong or a file cannot be read; 70 a bug of the engine.
Output that is data has --json (sim, replay, validate). NO_COLOR turns colour off.

Examples:
  compile-engine play --bot random --seed 7 --protocols Fire,Water,Death/Light,Metal,Speed
  compile-engine sim --games 10000 --bots random,random --seed 7 --workers 2 --json
  compile-engine replay game.json --seat 0
  compile-engine validate my-protocol.json`;

/** Each command: how to run it, and its help. */
const COMMANDS: Readonly<Record<string, { run: (argv: string[], io: Io) => number | Promise<number>; help: string }>> = {
  play: { run: runPlay, help: PLAY_HELP },
  sim: { run: runSim, help: SIM_HELP },
  'sim-merge': { run: runSimMerge, help: SIM_MERGE_HELP },
  replay: { run: runReplay, help: REPLAY_HELP },
  validate: { run: runValidate, help: VALIDATE_HELP },
};

/** Runs the command line `argv` (without `node` and the script): returns the exit code. */
export async function runCli(argv: string[], io: Io): Promise<number> {
  const p = printer(io);
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h') return p.out(HELP), 0;
  if (name === '--version' || name === '-v') return p.out(ENGINE_VERSION), 0;
  if (name === 'help') {
    const topic = rest[0] === undefined ? undefined : COMMANDS[rest[0]];
    if (rest[0] !== undefined && !topic) return usageError(p, '', `no command "${rest[0]}" (commands: ${Object.keys(COMMANDS).join(', ')})`, HELP), 2;
    return p.out(topic ? topic.help : HELP), 0;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) return usageError(p, '', `no command "${name}" (commands: ${Object.keys(COMMANDS).join(', ')})`, HELP), 2;
  return command.run(rest, io);
}
