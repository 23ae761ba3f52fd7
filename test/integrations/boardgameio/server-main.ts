/**
 * One boardgame.io server process for the integration tests and the load benchmark: the engine's
 * game on 127.0.0.1, with the storage and pub/sub the environment names.
 *
 * - `PORT`: the port (0: a free one); the process prints `{"port":N}` on its first line once it listens;
 * - `STORAGE`: `flatfile:<dir>` (boardgame.io's FlatFile) or `postgres:<url>` (bgio-postgres);
 * - `REDIS_PORT`: when set, the SocketIO transport's pub/sub goes through Redis on 127.0.0.1
 *   (@boardgame.io/redis-pubsub over ioredis), so that servers sharing the storage share matches;
 * - `STORAGE_DELAY_MS`: every read of the storage answers this long after it was made, as a
 *   distant database does (widening the gaps between reading and answering);
 * - `CLOCK_MS`: when set, each seat has this many milliseconds for the whole game (`compileGame({ clock })`);
 * - `RELIABLE=off`: boardgame.io's storage and transport as they come, without `reliableTransport`
 *   (to measure, or to see the tests fail, without it).
 *
 * boardgame.io 0.50 has no exports map: its CommonJS files are loaded by path.
 */
import { createRequire } from 'node:module';
import { PostgresStore } from 'bgio-postgres';
import { RedisPubSub } from '@boardgame.io/redis-pubsub';
import { Redis } from 'ioredis';
import type { Server as HttpServer } from 'node:http';
import { compileGame, durableFlatFile, reliableTransport } from '../../../src/integrations/boardgameio/index.js';

const require = createRequire(import.meta.url);
const { Server, FlatFile, SocketIO, Origins } = require('boardgame.io/dist/cjs/server.js') as typeof import('boardgame.io/dist/types/packages/server');

/** FlatFile as a server should run it: whole files only, and no write queue (see durableFlatFile). */
function flatFile(dir: string) {
  return durableFlatFile(new FlatFile({ dir, logging: false }));
}

/** `db` whose reads answer `ms` after they were made. */
function slowReads<T extends object>(db: T, ms: number): T {
  return new Proxy(db, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (typeof value !== 'function') return value;
      if (prop !== 'fetch') return value.bind(target);
      return async (...args: unknown[]) => {
        const read = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        await new Promise((r) => setTimeout(r, ms));
        return read;
      };
    },
  });
}

const storage = process.env.STORAGE ?? '';
const delay = Number(process.env.STORAGE_DELAY_MS ?? 0);
const stored = storage.startsWith('flatfile:')
  ? flatFile(storage.slice('flatfile:'.length))
  : storage.startsWith('postgres:')
    ? new PostgresStore(storage.slice('postgres:'.length), { logging: false })
    : undefined;
const db = stored && delay > 0 ? slowReads(stored, delay) : stored;

const redisPort = process.env.REDIS_PORT ? Number(process.env.REDIS_PORT) : null;
const pubSub = redisPort === null ? undefined : new RedisPubSub(new Redis(redisPort, '127.0.0.1'), new Redis(redisPort, '127.0.0.1'));

const transport = new SocketIO(pubSub ? { pubSub: pubSub as never } : {});
const parts = process.env.RELIABLE === 'off' || !db ? { db, transport } : reliableTransport({ db, transport });
const server = Server({
  games: [compileGame(process.env.CLOCK_MS ? { clock: { initialMs: Number(process.env.CLOCK_MS) } } : {})],
  ...(parts.db ? { db: parts.db } : {}),
  transport: parts.transport,
  origins: [Origins.LOCALHOST],
});

// boardgame.io listens on every interface; the tests' servers listen on 127.0.0.1 only.
const app = server.app as unknown as { server: HttpServer; listen: (port: number, cb: () => void) => HttpServer };
app.listen = (port, cb) => app.server.listen(port, '127.0.0.1', cb);

const { appServer } = await server.run({ port: Number(process.env.PORT ?? 0) });
const address = appServer.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : null })}\n`);
process.on('SIGTERM', () => process.exit(0));
