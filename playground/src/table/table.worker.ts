/// <reference lib="webworker" />
/**
 * The table worker: holds the game (see `table.ts`). The page talks to it with {@link Request}s
 * and gets {@link Reply}s; the bots are reached through a `MessagePort` to the bot worker that the
 * page hands over at start and never reads from, so no bot's view passes through the page.
 */
import type { Reply, Request } from './protocol.js';
import { type BotRequest, Table } from './table.js';

declare const self: DedicatedWorkerGlobalScope;

let bots: MessagePort | null = null;
const table = new Table({
  reply: (r) => self.postMessage(r),
  askBot: (r: BotRequest) => bots?.postMessage(r),
  restartBots: () => {
    bots?.close();
    bots = null;
    self.postMessage({ type: 'restartBots' } satisfies Reply);
  },
  later: (f, ms) => void setTimeout(f, ms),
});

self.onmessage = (e: MessageEvent<Request | { type: 'bots' }>) => {
  if (e.data?.type === 'bots' && e.ports[0]) {
    bots = e.ports[0]!;
    bots.onmessage = (m: MessageEvent<{ ticket: number; index: number; error?: string }>) => table.botChose(m.data.ticket, m.data.index, m.data.error);
    return;
  }
  table.handle(e.data as Request);
};
