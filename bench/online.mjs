/**
 * Load benchmark of online play on boardgame.io (not a test: it measures, it asserts nothing).
 *
 *   node bench/online.mjs [--matches 200] [--seconds 20]
 *
 * 1. One boardgame.io server process (in-memory storage) holding `--matches` concurrent matches,
 *    each played by two SocketIO clients whose random bots choose from their own views, for
 *    `--seconds`: accepted moves per second, the p50 / p99 of a move's latency (a client sends
 *    its move → it receives the state that move led to), and the server's memory per match (its
 *    RSS with the matches in play, less its RSS before them, divided by the matches).
 * 2. The same on one server with PostgreSQL storage (what the storage costs), then on two server
 *    processes sharing PostgreSQL storage and Redis pub/sub, the two seats of each match on
 *    different servers (PostgreSQL and Redis started here as the tests start them). The servers
 *    with a storage run with `reliableTransport`.
 *
 * The clients run in this process, on the same machine as the servers: the figures are what the
 * whole set-up reaches on it, a lower bound for the servers alone.
 */
import { tsImport } from 'tsx/esm/api';

await tsImport('./online-load.ts', import.meta.url);
