#!/usr/bin/env node
/**
 * The `compile-engine` bin: the command line on the process's own streams.
 * @module
 */
import type { Io, Output } from './io.js';
import { runCli } from './run.js';
import { terminalInput } from './terminal.js';

// `compile-engine replay game.json | head` closes the pipe early: that is the reader's choice, not an error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EPIPE') throw e;
  process.exit(0);
});

/** Ctrl-C goes to the command while it listens (play offers to save), and ends the process otherwise. */
function onSignal(handler: () => void): () => void {
  process.on('SIGINT', handler);
  return () => void process.off('SIGINT', handler);
}

/** The process's streams; on a terminal, the keyboard through readline (see terminal.ts for why). */
function processIo(): Io & { close(): void } {
  const base = { stderr: process.stderr, env: process.env, cwd: process.cwd() };
  if (!process.stdin.isTTY) return { ...base, stdin: process.stdin, stdout: process.stdout, onInterrupt: onSignal, close: () => {} };
  const keyboard = terminalInput(process.stdin, process.stdout);
  const stdout: Output = {
    write: keyboard.write,
    isTTY: process.stdout.isTTY,
    get columns() {
      return process.stdout.columns;
    },
    get rows() {
      return process.stdout.rows;
    },
  };
  return { ...base, stdin: keyboard.stdin, stdout, onInterrupt: keyboard.onInterrupt, close: keyboard.close };
}

const io = processIo();
runCli(process.argv.slice(2), io).then(
  (code) => {
    io.close();
    process.exitCode = code;
  },
  (e: unknown) => {
    // Not the user's input (that is always answered above): a bug, shown in full.
    io.close();
    console.error(e);
    process.exitCode = 70;
  },
);
