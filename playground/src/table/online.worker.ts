/// <reference lib="webworker" />
/**
 * The online table's worker: an {@link OnlineTable} around boardgame.io's client with the SocketIO
 * transport. The page talks to it as to the local table, and only ever receives snapshots.
 *
 * boardgame.io 0.50 has no `exports` map: `boardgame.io/client` and `boardgame.io/multiplayer`
 * are folders with their own package.json, whose `module` field Vite follows to the ES build.
 */
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { compileGame } from 'compile-engine/boardgameio';
import type { Request } from './protocol.js';
import { type BgioClient, OnlineTable } from './online.js';

declare const self: DedicatedWorkerGlobalScope;

// The client never runs a move itself (the game's moves are `client: false`): the game is here
// for its move names and its `playerView`, which leaves a client's view as the server sent it.
const game = compileGame();

const table = new OnlineTable({
  reply: (r) => self.postMessage(r),
  connect: (s) => Client({
    game,
    // A worker has no XMLHttpRequest for Socket.IO's long-polling: WebSocket only.
    multiplayer: SocketIO({ server: s.server, socketOpts: { transports: ['websocket'], reconnectionDelayMax: 2000 } }),
    matchID: s.matchID,
    playerID: String(s.seat),
    credentials: s.credentials,
    numPlayers: 2,
    debug: false,
  }) as unknown as BgioClient,
  later: (f, ms) => void setTimeout(f, ms),
});

self.onmessage = (e: MessageEvent<Request | { type: 'close' }>) => {
  if (e.data?.type === 'close') return table.close();
  table.handle(e.data as Request);
};
