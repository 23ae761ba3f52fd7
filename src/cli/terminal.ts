/**
 * The keyboard of a real terminal, read through Node's readline in raw mode. Ctrl-C then arrives
 * as a key (readline's `SIGINT` event), not as a signal from the terminal driver: the game's
 * offer to save never depends on a signal reaching the process, and line editing (backspace,
 * arrows, history) works as in any prompt.
 * @module
 */
import { type Interface, createInterface } from 'node:readline';

/** What the bin gives a command when stdin is a terminal. */
export interface TerminalInput {
  /** Typed lines (each ending in a newline), read from the first time a command asks. */
  stdin: AsyncIterable<string> & { isTTY: true };
  /** Ctrl-C goes to `handler` while it is registered; otherwise it ends the process, as usual. */
  onInterrupt(handler: () => void): () => void;
  /** What the bin writes: through here, so that readline redraws the prompt a command printed. */
  write(text: string): boolean;
  /** Gives the terminal back (out of raw mode), ending a read still waiting. */
  close(): void;
}

export function terminalInput(input: NodeJS.ReadStream, output: NodeJS.WriteStream): TerminalInput {
  let rl: Interface | null = null;
  const handlers: (() => void)[] = [];
  // Readline redraws "prompt + line" from the left edge when the line is edited: its prompt must be
  // what the command printed after its last newline, or a backspace would erase it.
  let partialLine = '';
  const open = (): Interface => {
    if (rl) return rl;
    rl = createInterface({ input, output, terminal: true, prompt: '', historySize: 100 });
    rl.setPrompt(partialLine);
    rl.on('SIGINT', () => {
      const handler = handlers[handlers.length - 1];
      if (handler) return handler();
      // Nobody listens: Ctrl-C ends the program, with the shell's code for an interrupt.
      rl?.close();
      process.exit(130);
    });
    return rl;
  };
  return {
    stdin: {
      isTTY: true,
      async *[Symbol.asyncIterator]() {
        for await (const line of open()) yield `${line}\n`;
      },
    },
    onInterrupt(handler) {
      handlers.push(handler);
      return () => void handlers.splice(handlers.lastIndexOf(handler), 1);
    },
    close() {
      rl?.close();
    },
    write(text) {
      const lastNewline = text.lastIndexOf('\n');
      partialLine = lastNewline < 0 ? partialLine + text : text.slice(lastNewline + 1);
      rl?.setPrompt(partialLine);
      return output.write(text);
    },
  };
}
