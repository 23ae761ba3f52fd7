#!/usr/bin/env node
/**
 * The `compile-engine` bin: the command line on the process's own streams.
 * @module
 */
import { runCli } from './run.js';

// `compile-engine replay game.json | head` closes the pipe early: that is the reader's choice, not an error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EPIPE') throw e;
  process.exit(0);
});

/** Ctrl-C goes to the command while it listens (play offers to save), and ends the process otherwise. */
function onInterrupt(handler: () => void): () => void {
  process.on('SIGINT', handler);
  return () => void process.off('SIGINT', handler);
}

runCli(process.argv.slice(2), { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env, cwd: process.cwd(), onInterrupt }).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    // Not the user's input (that is always answered above): a bug, shown in full.
    console.error(e);
    process.exitCode = 70;
  },
);
