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

/** A bot worker, joined to the table by a channel the page never listens on. */
function startBots(table: Worker): Worker {
  const bots = new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module', name: 'bots' });
  const channel = new MessageChannel();
  table.postMessage({ type: 'bots' }, [channel.port1]);
  bots.postMessage({ type: 'port' }, [channel.port2]);
  return bots;
}

export function localTable(): TableConnection {
  const table = new Worker(new URL('./table.worker.ts', import.meta.url), { type: 'module', name: 'table' });
  let bots = startBots(table);
  const listeners = new Set<(r: Reply) => void>();
  table.onmessage = (e: MessageEvent<Reply>) => {
    if (e.data.type === 'restartBots') {
      bots.terminate();
      bots = startBots(table);
      return;
    }
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
