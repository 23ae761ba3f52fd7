/**
 * compile-engine/boardgameio — the engine as a [boardgame.io](https://boardgame.io) game, for
 * online play on boardgame.io's server, lobby, storage adapters and clients.
 *
 * ```ts
 * import { Server } from 'boardgame.io/dist/cjs/server.js'; // boardgame.io 0.50 has no exports map
 * import { compileGame } from 'compile-engine/boardgameio';
 *
 * const server = Server({ games: [compileGame()] });
 * server.run(8000);
 * ```
 *
 * - {@link compileGame}: the `Game` — setup from `setupData`, one move (`act`) taking a legal
 *   action by index or by value, run on the server only, a `resign` move open to both seats at
 *   any moment, turns and active players that follow the engine, `playerView` = `viewFor`,
 *   `endIf` from the result, `ai.enumerate` from what a client holds, undo and redo off;
 * - {@link seatOfPlayer} / {@link playerOfSeat}: boardgame.io's player ids ("0", "1") and seats;
 * - {@link clockOf}: a match's clock (`compileGame({ clock })`) as a client shows it;
 * - {@link reliableTransport}: a server's storage and SocketIO transport, made to tell the clients
 *   only what the storage holds and to bring every connecting client up to date.
 *
 * boardgame.io is an optional peer dependency, used here for its types only: this module loads
 * nothing of it at run time, so it works the same from ES modules and CommonJS.
 * @module compile-engine/boardgameio
 */
export { compileGame, INVALID_MOVE, GAME_NAME } from './game.js';
export type { CompileGameOptions, CompileSetupData, CompileGameOver, CompileBgioGame } from './game.js';
export { seatOfPlayer, playerOfSeat, activePlayersFor } from './seats.js';
export { reliableTransport } from './reliable.js';
export { durableFlatFile } from './flatfile.js';
export type { ReliableTransportParts } from './reliable.js';
export { clockOf } from './clock.js';
export type { CompileClock, ClockData, ClockReading } from './clock.js';
