/**
 * Running a command of the command line in the test's own process: input lines in, what it printed
 * and its exit code out. Input is piped (not a terminal) unless said otherwise.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { runCli } from '../../src/cli/run.js';
import type { Io } from '../../src/cli/io.js';

export interface Ran {
  code: number;
  out: string;
  err: string;
}

/** A fresh directory for files a command reads and writes, removed when the test that made it ends. */
export function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'compile-engine-cli-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Runs `argv` with `input` (lines) on stdin. */
export async function cli(argv: string[], options: { input?: string[]; env?: Record<string, string>; cwd?: string; tty?: boolean } = {}): Promise<Ran> {
  let out = '';
  let err = '';
  const lines = (options.input ?? []).map((l) => `${l}\n`);
  const stdin = Object.assign((async function* () {
    yield* lines;
  })(), { isTTY: options.tty ?? false });
  const io: Io = {
    stdin,
    stdout: { write: (t: string) => (out += t), isTTY: options.tty ?? false },
    stderr: { write: (t: string) => (err += t), isTTY: options.tty ?? false },
    env: options.env ?? {},
    cwd: options.cwd ?? scratch(),
  };
  const code = await runCli(argv, io);
  return { code, out, err };
}
