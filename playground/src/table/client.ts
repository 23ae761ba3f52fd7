/**
 * The page's side of the seam: a {@link TableConnection} sends requests and delivers replies.
 * {@link localTable} starts the table worker and the bot worker and joins them with a
 * `MessageChannel` the page never listens on. An online table (a boardgame.io server) would be
 * another `TableConnection` (not built yet: see the README).
 */
import type { Reply, Request } from './protocol.js';

export interface TableConnection {
  send(req: Request): void;
  /** Calls `listener` with every reply; returns a function that stops it. */
  listen(listener: (r: Reply) => void): () => void;
  close(): void;
}

export function localTable(): TableConnection {
  const table = new Worker(new URL('./table.worker.ts', import.meta.url), { type: 'module', name: 'table' });
  const bots = new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module', name: 'bots' });
  const channel = new MessageChannel();
  table.postMessage({ type: 'bots' }, [channel.port1]);
  bots.postMessage({ type: 'port' }, [channel.port2]);
  const listeners = new Set<(r: Reply) => void>();
  table.onmessage = (e: MessageEvent<Reply>) => {
    for (const l of listeners) l(e.data);
  };
  return {
    send: (req) => table.postMessage(req),
    listen(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    close() {
      table.terminate();
      bots.terminate();
    },
  };
}
