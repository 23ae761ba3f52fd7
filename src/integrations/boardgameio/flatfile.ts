/**
 * boardgame.io's FlatFile storage made safe to kill. Its node-persist writes each match's file in
 * place, so a server killed mid-write leaves a half-written file that the next start cannot read
 * ("does not look like a valid storage file"): the whole match is lost, and the server crashes on
 * it. Here each file is written beside its folder and renamed over the old one (a rename is atomic
 * on POSIX file systems): a file is always the old state or the new, whole.
 *
 * Node's file system is imported only when a write happens: this entry is also bundled into
 * browser clients (for `compileGame`), which never write.
 * @module
 */
import { fail } from '../../errors.js';

/** node-persist's module, as boardgame.io's FlatFile keeps it (`games`): `init` makes the instance that writes. */
interface PersistModule {
  init(options: object): Promise<unknown>;
  defaultInstance?: PersistStorage;
}

/** The node-persist storage that writes the files. */
interface PersistStorage {
  writeFile(file: string, content: unknown): Promise<unknown>;
  stringify(content: unknown): string;
  options?: { encoding?: BufferEncoding };
}

/**
 * Makes a boardgame.io 0.50 `FlatFile` storage survive a server killed at any instant, and play at
 * the speed of its writes; pass the result to `Server` (or to {@link reliableTransport}):
 *
 * - **whole files only**: node-persist writes a match's file in place, so a kill during a write
 *   left a file the restarted server could not read. Each write now goes to a file in a sibling
 *   folder (`<dir>.writing/`, outside the folder node-persist lists) and is renamed over the old;
 * - **no write queue**: node-persist 3.1+ batches writes once a second, and boardgame.io waits for
 *   each move's write, so a match would play a move a second.
 *
 * Not an fsync: a file survives the process being killed, not necessarily a power cut.
 * @example
 * ```ts no-run
 * import { createRequire } from 'node:module';
 * import { compileGame, durableFlatFile, reliableTransport } from 'compile-engine/boardgameio';
 *
 * const require = createRequire(import.meta.url);
 * const { Server, FlatFile, SocketIO } = require('boardgame.io/dist/cjs/server.js') as typeof import('boardgame.io/dist/types/packages/server');
 * const db = durableFlatFile(new FlatFile({ dir: './matches' }));
 * const server = Server({ games: [compileGame()], ...reliableTransport({ db, transport: new SocketIO() }) });
 * await server.run(8000);
 * ```
 * @category boardgame.io
 */
export function durableFlatFile<Db extends object>(db: Db): Db {
  const games = (db as { games?: PersistModule }).games;
  const dir = (db as { dir?: unknown }).dir;
  if (typeof games?.init !== 'function' || typeof dir !== 'string') {
    fail('INVALID_ARGUMENT', "durableFlatFile takes boardgame.io 0.50's FlatFile storage (new FlatFile({ dir }))");
  }
  const init = games.init.bind(games);
  games.init = async (options) => {
    const ready = await init({ ...options, writeQueue: false });
    // node-persist's own calls go through the instance `init` made, not the module's bound copies.
    if (games.defaultInstance) writeWhole(games.defaultInstance, `${dir.replace(/\/+$/, '')}.writing`);
    return ready;
  };
  return db;
}

/** Each write of `storage` to a temporary file in `writing`, then renamed over the file. */
function writeWhole(storage: PersistStorage, writing: string): void {
  let made: Promise<unknown> | null = null;
  let serial = 0;
  storage.writeFile = async (file, content) => {
    const fs = await import('node:fs/promises');
    made ??= fs.mkdir(writing, { recursive: true });
    await made;
    // One name a write: two writes of one match in flight must not share a temporary file.
    const temporary = `${writing}/${file.slice(file.lastIndexOf('/') + 1)}.${process.pid}.${serial++}`;
    await fs.writeFile(temporary, storage.stringify(content), storage.options?.encoding ?? 'utf8');
    await fs.rename(temporary, file);
    return { file, content };
  };
}
