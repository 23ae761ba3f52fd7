/**
 * The page's side of the seam: a {@link TableConnection} sends requests and delivers replies.
 * {@link localTable} starts the table worker and the bot worker and joins them with a
 * `MessageChannel` the page never listens on. {@link onlineTable} starts the online table's
 * worker, a boardgame.io client connected to a server, which answers the same requests.
 */
import type { OnlineSeat, Reply, Request } from './protocol.js';

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

/**
 * A seat of a match on a boardgame.io server. The worker is named `table` as the local one is: it
 * is the page's table, and it sends the page nothing but snapshots of this seat's view.
 */
export function onlineTable(seat: OnlineSeat): TableConnection {
  const worker = new Worker(new URL('./online.worker.ts', import.meta.url), { type: 'module', name: 'table' });
  const listeners = new Set<(r: Reply) => void>();
  const emit = (r: Reply) => {
    for (const l of listeners) l(r);
  };
  worker.onmessage = (e: MessageEvent<Reply>) => emit(e.data);
  // Whatever fails in the worker (a server's answer boardgame.io's client chokes on) is a message, never a broken page.
  worker.onerror = (e) => {
    e.preventDefault();
    emit({ type: 'error', code: 'ONLINE_TABLE', message: `the online table failed: ${e.message || 'unknown error'}` });
  };
  worker.postMessage({ type: 'connect', seat } satisfies Request);
  return {
    send: (req) => worker.postMessage(req),
    listen(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    close() {
      listeners.clear();
      worker.postMessage({ type: 'close' });
      setTimeout(() => worker.terminate(), 500);
    },
  };
}
