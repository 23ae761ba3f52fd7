#!/usr/bin/env node
// `npm run serve`: a local boardgame.io server for online play (the playground's "Online" mode),
// the engine's game from `compile-engine/boardgameio` with the official and the fan-made
// protocols (every set the playground offers). It listens on 127.0.0.1 only, on `--port N` (or
// `PORT`; default 8000; 0 picks a free port), keeps its matches in memory or, with `--dir <folder>`,
// in boardgame.io's FlatFile storage (node-persist, a dev dependency here), and lets pages from
// http://localhost and http://127.0.0.1 on any port (the playground's dev and preview servers)
// and each `--origin <url>` call it. `--clock 10+5` gives each seat a chess clock of 10 minutes for
// the game plus 5 seconds a decision (`compileGame({ clock })`; docs/online-play.md, "Clocks").
// Ctrl-C (or SIGTERM) stops it.
//
// The package's own built entries are used (`compile-engine/boardgameio` resolves to dist/ through
// the exports map): build them first (`npm run build`; `npm ci` does it). boardgame.io 0.50 has no
// exports map, so its server's CommonJS file is loaded by path.
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

const USAGE = 'usage: npm run serve -- [--port N] [--dir <folder>] [--clock <minutes>[+<seconds>]] [--origin <url>]...';

/** `--clock 10+5`: 10 minutes a seat for the game, 5 seconds more after each decision (minutes and seconds may have decimals). */
function clockOption(raw) {
  if (raw === undefined) return undefined;
  const m = /^(\d+(?:\.\d+)?)(?:\+(\d+(?:\.\d+)?))?$/.exec(raw);
  if (!m || Number(m[1]) <= 0) throw new Error(`--clock is minutes a seat, with an optional +seconds a decision (such as 10+5), not ${JSON.stringify(raw)}`);
  return { initialMs: Math.round(Number(m[1]) * 60_000), incrementMs: Math.round(Number(m[2] ?? 0) * 1000) };
}

/** Pages of these origins may use the server: localhost and 127.0.0.1, any port, http or https. */
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

function options(argv) {
  const { values } = parseArgs({
    args: argv,
    options: { port: { type: 'string' }, dir: { type: 'string' }, clock: { type: 'string' }, origin: { type: 'string', multiple: true }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const raw = values.port ?? process.env.PORT ?? '8000';
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) throw new Error(`--port must be a port number (0-65535), not ${JSON.stringify(raw)}`);
  return { port, dir: values.dir, clock: clockOption(values.clock), origins: values.origin ?? [] };
}

function load(require, id, install) {
  try {
    return require(id);
  } catch (e) {
    if (e?.code === 'MODULE_NOT_FOUND') throw new Error(`${id} is missing: ${install}`);
    throw e;
  }
}

async function main() {
  const { port, dir, clock, origins } = options(process.argv.slice(2));
  const require = createRequire(import.meta.url);
  const { Server, FlatFile, SocketIO } = load(require, 'boardgame.io/dist/cjs/server.js', 'install boardgame.io (`npm install boardgame.io@0.50`)');
  if (dir) load(require, 'node-persist', 'the FlatFile storage (--dir) needs node-persist (`npm install node-persist`)');
  const { compileGame, durableFlatFile, reliableTransport } = await import('compile-engine/boardgameio');
  const { createEngine, FAN_MADE, OFFICIAL_PROTOCOLS } = await import('compile-engine');

  const games = [compileGame({ engine: createEngine({ protocols: [...OFFICIAL_PROTOCOLS, ...FAN_MADE] }), ...(clock && { clock }) })];
  // In memory, boardgame.io's own InMemory storage (not exported: taken from a server never run).
  const db = dir ? durableFlatFile(new FlatFile({ dir, logging: false })) : Server({ games }).db;
  // reliableTransport: a player who connects while the other moves still hears of that move, and
  // with --dir no client hears of a move before it is stored (docs/online-play.md).
  const server = Server({ games, ...reliableTransport({ db, transport: new SocketIO() }), origins: [LOCAL_ORIGIN, ...origins] });
  // boardgame.io listens on every interface: this server is for this machine only.
  server.app.listen = (p, cb) => server.app.server.listen(p, '127.0.0.1', cb);
  const running = await server.run({ port });
  const { port: actual } = running.appServer.address();
  console.log(`compile-engine boardgame.io server listening on http://127.0.0.1:${actual} (game "compile", ${dir ? `FlatFile storage in ${dir}` : 'matches in memory'}${clock ? `, a clock of ${clock.initialMs / 1000} s a seat + ${clock.incrementMs / 1000} s a decision` : ''})`);

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('stopping the server');
    running.appServer.once('close', () => process.exit(0));
    // Socket.IO (koa-socket-2 keeps it as `app._io`) ends the open sockets, which would keep the
    // HTTP server from closing, and closes that server.
    server.app._io.close();
    running.appServer.closeAllConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e) => {
  console.error(`serve: ${e instanceof Error ? e.message : String(e)}\n${USAGE}`);
  process.exit(1);
});
