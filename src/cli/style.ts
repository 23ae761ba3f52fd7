/**
 * Colour for the terminal, only where it helps reading and only when the output is a terminal
 * that wants it: never when piped or redirected, never with `NO_COLOR` or `TERM=dumb`; forced with
 * `FORCE_COLOR` (not "0"). A handful of ANSI codes; no library needed.
 * @module
 */

/** The styles the command line uses. */
export type Style = 'bold' | 'dim' | 'red' | 'green' | 'yellow' | 'blue' | 'magenta' | 'cyan';

const CODES: Readonly<Record<Style, [number, number]>> = {
  bold: [1, 22], dim: [2, 22], red: [31, 39], green: [32, 39], yellow: [33, 39], blue: [34, 39], magenta: [35, 39], cyan: [36, 39],
};

/** Applies a style to a text, or leaves it plain. */
export type Paint = (style: Style, text: string) => string;

/** Plain text: styles ignored. */
export const plain: Paint = (_style, text) => text;

/** ANSI colours. */
export const ansi: Paint = (style, text) => `\u001b[${CODES[style][0]}m${text}\u001b[${CODES[style][1]}m`;

/** Whether to colour a stream, from whether it is a terminal and the environment's wishes. */
export function wantsColour(stream: { isTTY?: boolean }, env: Readonly<Record<string, string | undefined>>): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined) return env.FORCE_COLOR !== '0';
  return stream.isTTY === true && env.TERM !== 'dumb';
}
