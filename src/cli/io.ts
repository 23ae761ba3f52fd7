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
