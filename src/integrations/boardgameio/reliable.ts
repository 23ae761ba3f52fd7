/**
 * Two gaps of boardgame.io 0.50's server, closed from the outside (boardgame.io itself is not
 * loaded here): it tells the clients of a move *before* it stores it, and it subscribes a
 * connecting client to its match's updates only *after* reading the state it syncs the client to.
 * @module
 */
import { CompileEngineError } from '../../errors.js';

/** A stored boardgame.io state, the parts read here. */
interface StoredState {
  _stateID: number;
}

/** What of a boardgame.io storage (`StorageAPI.Async` or `Sync`: FlatFile, bgio-postgres, …) is used here. */
interface Storage {
  fetch(matchID: string, opts: { state: true }): { state?: StoredState } | Promise<{ state?: StoredState }>;
  setState(matchID: string, state: StoredState, deltalog?: unknown): unknown;
}

/** boardgame.io's pub/sub (`GenericPubSub`: in memory, or @boardgame.io/redis-pubsub). */
interface PubSub {
  publish(channel: string, payload: Published): void;
  subscribe(channel: string, callback: (payload: Published) => void): void;
  unsubscribeAll(channel: string): void;
}

/** A message the server's Master publishes to a match's clients. */
interface Published {
  type: string;
  args: unknown[];
}

/** The parts of boardgame.io 0.50's `SocketIO` server transport (protected there) used here. */
interface SocketTransport {
  pubSub: PubSub;
  addClient(client: { matchID: string }, game: unknown): void;
}

/**
 * What {@link reliableTransport} takes and gives back: boardgame.io's storage (`db`) and its
 * `SocketIO` server transport, to pass on to `Server`.
 * @category boardgame.io
 */
export interface ReliableTransportParts<Db extends object, Transport extends object> {
  /** The storage (FlatFile, bgio-postgres' `PostgresStore`, …); an object of the same shape comes back. */
  db: Db;
  /** boardgame.io's `SocketIO` server transport (`new SocketIO({ pubSub })`); the same object comes back. */
  transport: Transport;
}

/** boardgame.io's pub/sub channel of a match (`getPubSubChannelId` of its SocketIO transport). */
const channelOf = (matchID: string) => `MATCH-${matchID}`;

/** The new state a published update carries (`update` or, with `deltaState`, `patch`), if it is one. */
function stateOf(payload: Published): { matchID: string; state: StoredState } | null {
  if (payload.type === 'update') return { matchID: payload.args[0] as string, state: payload.args[1] as StoredState };
  if (payload.type === 'patch') return { matchID: payload.args[0] as string, state: payload.args[3] as StoredState };
  return null;
}

/** Whether two stored states are the same (the storage's JSON keeps the keys' order). */
const sameState = (a: StoredState | undefined, b: StoredState) => a !== undefined && a._stateID === b._stateID && JSON.stringify(a) === JSON.stringify(b);

/**
 * Makes a boardgame.io 0.50 server tell its clients only what its storage holds, and never leave a
 * connecting client behind. Pass its `db` and `transport` to `Server`:
 *
 * - **a move is stored before any client hears of it.** boardgame.io's Master publishes a move's
 *   new state and only then writes it; a server killed between the two has told the clients of a
 *   move the storage never got, and with several servers a client could answer an update before
 *   the storage (which the other server reads) held it, and see its move refused. Here the update
 *   is held back until the write has finished and the storage, read back, holds exactly that state
 *   (two servers racing on one match: only the state that was kept is published);
 * - **a client that connects gets the latest state.** boardgame.io reads the state it syncs a
 *   connecting client to, and only then adds the client to its match's audience: an update
 *   published in between never reaches it, and that client waits forever for a move already made.
 *   Here, once the client is in the audience, the stored state is read again and sent to the
 *   match's clients on this server (a client ignores a state older than its own).
 *
 * Both rely on boardgame.io 0.50's `SocketIO` transport (its `pubSub` and `addClient`); anything
 * else is refused with `INVALID_ARGUMENT`.
 * @example
 * ```ts no-run
 * import { createRequire } from 'node:module';
 * import { compileGame, reliableTransport } from 'compile-engine/boardgameio';
 *
 * const require = createRequire(import.meta.url);
 * const { Server, FlatFile, SocketIO } = require('boardgame.io/dist/cjs/server.js') as typeof import('boardgame.io/dist/types/packages/server');
 * const server = Server({
 *   games: [compileGame()],
 *   ...reliableTransport({ db: new FlatFile({ dir: './matches' }), transport: new SocketIO() }),
 * });
 * await server.run(8000);
 * ```
 * @category boardgame.io
 */
export function reliableTransport<Db extends object, Transport extends object>(parts: ReliableTransportParts<Db, Transport>): ReliableTransportParts<Db, Transport> {
  const transport = parts.transport as unknown as SocketTransport;
  const storage = parts.db as unknown as Storage;
  if (typeof transport?.addClient !== 'function' || typeof transport.pubSub?.publish !== 'function') {
    throw new CompileEngineError('INVALID_ARGUMENT', 'reliableTransport needs boardgame.io 0.50\'s SocketIO server transport (its pubSub and addClient)');
  }
  if (typeof storage?.setState !== 'function' || typeof storage.fetch !== 'function') {
    throw new CompileEngineError('INVALID_ARGUMENT', 'reliableTransport needs a boardgame.io storage (setState and fetch)');
  }

  /** Writes under way, by match and stateID: whether the storage holds the state once written. */
  const writes = new Map<string, Promise<boolean>>();
  const writeKey = (matchID: string, stateID: number) => `${stateID}:${matchID}`;
  const readState = async (matchID: string) => (await storage.fetch(matchID, { state: true })).state;

  const setState = (matchID: string, state: StoredState, deltalog?: unknown) => {
    const written = Promise.resolve(storage.setState(matchID, state, deltalog));
    // A failed write or read-back counts as not stored (and never rejects: nothing awaits it but the publish).
    const held = written.then(async () => sameState(await readState(matchID), state)).catch(() => false);
    const key = writeKey(matchID, state._stateID);
    writes.set(key, held);
    // Taken by its publish a microtask after the write starts; one that no publish takes is dropped once done.
    void held.finally(() => setTimeout(() => writes.get(key) === held && writes.delete(key), 0));
    return written;
  };
  const db = new Proxy(parts.db, {
    get(target, prop, receiver) {
      if (prop === 'setState') return setState;
      const value = Reflect.get(target, prop, receiver) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

  const inner = transport.pubSub;
  /** Each channel's publishes, in the order the Master made them. */
  const queues = new Map<string, Promise<void>>();
  /** This server's broadcast of each channel it listens to (boardgame.io's, to its clients). */
  const audiences = new Map<string, (payload: Published) => void>();
  /** The write of an update's state, taken once the Master has started it (it publishes first and writes right after, in one go). */
  const writeOf = async (payload: Published): Promise<Promise<boolean> | undefined> => {
    const update = stateOf(payload);
    if (!update) return undefined;
    await Promise.resolve();
    const key = writeKey(update.matchID, update.state._stateID);
    const write = writes.get(key);
    writes.delete(key);
    return write;
  };
  const publishInOrder = (channel: string, payload: Published) => {
    const write = writeOf(payload);
    const next = (queues.get(channel) ?? Promise.resolve()).then(async () => {
      const held = await write;
      if (held && !(await held)) return; // not stored, or another server's state kept instead: the clients hear of what was stored
      inner.publish(channel, payload);
    }).catch(() => undefined);
    queues.set(channel, next);
    void next.then(() => queues.get(channel) === next && queues.delete(channel));
  };
  transport.pubSub = {
    publish: publishInOrder,
    subscribe(channel, callback) {
      audiences.set(channel, callback);
      inner.subscribe(channel, callback);
    },
    unsubscribeAll(channel) {
      audiences.delete(channel);
      inner.unsubscribeAll(channel);
    },
  };

  const addClient = transport.addClient.bind(transport);
  transport.addClient = (client, game) => {
    addClient(client, game);
    void catchUp(client.matchID);
  };
  /** Sends the stored state to the match's clients on this server, read after the new client joined them. */
  async function catchUp(matchID: string): Promise<void> {
    try {
      const state = await readState(matchID);
      const audience = audiences.get(channelOf(matchID));
      if (state && audience) audience({ type: 'update', args: [matchID, state] });
    } catch {
      // A failed read leaves the client with its sync, as boardgame.io alone would.
    }
  }
  return { db, transport: parts.transport };
}
