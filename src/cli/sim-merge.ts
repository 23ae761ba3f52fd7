/**
 * `compile-engine sim-merge`: the shards of a run (`sim --shard K/N --json`, played anywhere) added
 * up into the whole run's result, printed as `sim` prints it: a table, or JSON.
 * @module
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CompileEngineError } from '../api.js';
import { mergeResults } from '../sim/merge.js';
import { type Parsed, readArgs } from './args.js';
import { type Io, printer } from './io.js';
import { summaryTable } from './sim.js';

export const SIM_MERGE_HELP = `Usage: compile-engine sim-merge SHARD.json… [--json]

Adds up the results of every shard of a run — the --json outputs of compile-engine sim --shard K/N,
played on any machines — into exactly the whole run's figures, and prints them as sim does: a
table, or JSON with --json. Decision times are summed (they are a clock's, not reproduced). The
files must be all N shards of one run (the same seed, bots and settings), in any order.

Options:
  --json                     print the result as JSON instead of a table
  -h, --help                 this text

Example: compile-engine sim-merge shard-1.json shard-2.json shard-3.json`;

/** Reads `sim-merge`'s options. */
export function parseSimMergeArgs(argv: string[]): Parsed<{ files: string[]; json: boolean }> {
  const args = readArgs(argv, { json: { type: 'boolean' } }, Infinity);
  if (!('values' in args)) return args;
  if (args.positionals.length === 0) return { kind: 'error', message: 'which files? compile-engine sim-merge shard-1.json shard-2.json …' };
  return { kind: 'run', options: { files: args.positionals, json: args.values.json === true } };
}

/** Runs `sim-merge`: returns the exit code. */
export function runSimMerge(argv: string[], io: Io): number {
  const p = printer(io);
  const parsed = parseSimMergeArgs(argv);
  if (parsed.kind === 'help') return p.out(SIM_MERGE_HELP), 0;
  if (parsed.kind === 'error') return p.err(`compile-engine sim-merge: ${parsed.message}\n\n${SIM_MERGE_HELP}`), 2;
  const results: unknown[] = [];
  for (const file of parsed.options.files) {
    try {
      results.push(JSON.parse(readFileSync(resolve(io.cwd, file), 'utf8')));
    } catch (e) {
      return p.err(`compile-engine sim-merge: ${file}: ${(e as Error).message}`), 2;
    }
  }
  try {
    const merged = mergeResults(results);
    if (parsed.options.json) p.out(JSON.stringify(merged, null, 2));
    else for (const line of summaryTable(merged, null)) p.out(line);
    return 0;
  } catch (e) {
    if (!(e instanceof CompileEngineError)) throw e;
    // "result 2" is the second file: name it.
    const message = e.message.replace(/result (\d+)/, (_, k: string) => parsed.options.files[Number(k) - 1] ?? `result ${k}`);
    return p.err(`compile-engine sim-merge: ${message}`), 2;
  }
}
