/**
 * What a command talks to: input, output and error streams and the environment. The bin passes the
 * process's own; tests pass strings in and collect what comes out.
 * @module
 */
import { type Paint, ansi, plain, wantsColour } from './style.js';

/** A stream a command writes to. */
export interface Output {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
  /** The terminal's height in rows, when it is one. */
  rows?: number;
}

/** The command's surroundings. */
export interface Io {
  /** Lines of input, read as they come (`play` reads its moves here). */
  stdin: AsyncIterable<string | Uint8Array> & { isTTY?: boolean };
  stdout: Output;
  stderr: Output;
  env: Readonly<Record<string, string | undefined>>;
  /** The working directory files are read from and written to. */
  cwd: string;
  /**
   * Calls `handler` on Ctrl-C (SIGINT) until the returned function is called; absent, Ctrl-C is the
   * process's default (it ends). `play` uses it to offer to save before leaving.
   */
  onInterrupt?: (handler: () => void) => () => void;
}

/** A command's printer: lines to stdout or stderr, coloured when the stream wants it. */
export interface Printer {
  out(line?: string): void;
  err(line?: string): void;
  /** Colour for stdout. */
  paint: Paint;
}

export function printer(io: Io): Printer {
  return {
    out: (line = '') => void io.stdout.write(`${line}\n`),
    err: (line = '') => void io.stderr.write(`${line}\n`),
    paint: wantsColour(io.stdout, io.env) ? ansi : plain,
  };
}

/**
 * A usage error: what is wrong, the command's usage line and where the rest is, not the whole help
 * (which would push the reason off the screen).
 */
export function usageError(p: Printer, command: string, message: string, help: string): void {
  const usage = help.split('\n', 1)[0]!;
  const name = command ? `compile-engine ${command}` : 'compile-engine';
  p.err(`${name}: ${message}`);
  p.err(usage);
  p.err(`Run "${name} --help" for ${command ? 'every option' : 'the commands'}.`);
}
