// A tiny authoritative game server. The state lives only here; each seat's client receives only
// what it may know — viewFor(state, seat) and eventsFor(events, seat) — and every message from a
// client is applied with the seat of the connection it came from, so a client can neither act for
// the other seat nor probe its hidden cards. A refused message is answered with its error code.
import { applyAction, CompileEngineError, createGameWithEvents, eventsFor, viewFor } from 'compile-engine';
import type { Action, GameEvent, GameState, PlayerId, PlayerViewState } from 'compile-engine';

/** What the server sends to one client. */
type ToClient =
  | { kind: 'update'; view: PlayerViewState; events: GameEvent[] }
  | { kind: 'refused'; code: string; message: string };

class GameServer {
  private state: GameState;
  /** Messages waiting for each seat's client (a real server writes them to its socket). */
  readonly outbox: [ToClient[], ToClient[]] = [[], []];

  constructor(seed: string) {
    const { state, events } = createGameWithEvents({ seed, protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] });
    this.state = state;
    this.broadcast(events);
  }

  get over(): boolean {
    return this.state.result !== null;
  }

  /** A raw message from the client connected as `seat`: JSON text, trusted for nothing. */
  receive(seat: PlayerId, message: string): void {
    let action: unknown;
    try {
      action = JSON.parse(message);
    } catch {
      this.outbox[seat].push({ kind: 'refused', code: 'MALFORMED_ACTION', message: 'not JSON' });
      return;
    }
    try {
      const { state, events } = applyAction(this.state, action as Action, { seat });
      this.state = state;
      this.broadcast(events);
    } catch (e) {
      if (!(e instanceof CompileEngineError)) throw e;
      this.outbox[seat].push({ kind: 'refused', code: e.code, message: e.message });
    }
  }

  private broadcast(events: GameEvent[]): void {
    for (const seat of [0, 1] as const) this.outbox[seat].push({ kind: 'update', view: viewFor(this.state, seat), events: eventsFor(events, seat) });
  }
}

/** A client: it knows only what the server sent it, and answers from its own legal actions. */
class Client {
  private view: PlayerViewState | null = null;
  get lastView(): PlayerViewState | null {
    return this.view;
  }
  readonly refusals: string[] = [];
  constructor(readonly seat: PlayerId) {}

  read(inbox: ToClient[]): void {
    for (const m of inbox.splice(0)) {
      if (m.kind === 'update') this.view = m.view;
      else this.refusals.push(m.code);
    }
  }

  /** The message to send, or `null` when it is not this seat's decision. */
  next(step: number): string | null {
    const options = this.view?.legalActions ?? [];
    if (options.length === 0) return null;
    return JSON.stringify(options[(step * 7) % options.length]);
  }
}

const server = new GameServer('server-loop');
const clients = [new Client(0), new Client(1)] as const;
for (const c of clients) c.read(server.outbox[c.seat]);

// Seat 1 tries to move first, out of turn; then sends garbage and an action with a smuggled field.
server.receive(1, JSON.stringify({ type: 'refresh' }));
server.receive(0, '{ not json');
server.receive(0, JSON.stringify({ type: 'play', index: 0, line: 0, face: 'down', asSeat: 1 }));

for (let step = 0; !server.over && step < 10_000; step++) {
  for (const c of clients) {
    c.read(server.outbox[c.seat]);
    const message = c.next(step);
    if (message) server.receive(c.seat, message);
  }
}
for (const c of clients) c.read(server.outbox[c.seat]);

const final = clients[0].lastView!;
console.log(`game over after ${final.turnNumber} turns:`, final.result);
console.log('refusals by seat:', clients.map((c) => c.refusals));
if (clients[1].refusals[0] !== 'NOT_YOUR_TURN') throw new Error('the out-of-turn action was not refused with NOT_YOUR_TURN');
if (clients[0].refusals.join() !== 'MALFORMED_ACTION,MALFORMED_ACTION') throw new Error('the bad messages were not refused as malformed');
