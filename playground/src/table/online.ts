/**
 * The online table: one seat of a match on a boardgame.io server (`compile-engine/boardgameio`),
 * speaking the same {@link Request}s and {@link Snapshot}s as the local table, so the page is the
 * same page. It runs in a worker (`online.worker.ts`) around a boardgame.io client with the
 * SocketIO transport.
 *
 * The server holds the game; the client's `G` is already `viewFor` this seat (the game's
 * `playerView`), and its `legalActions` are the moves offered. A move is the integration's `act`
 * move with the chosen action. The engine's events do not travel through boardgame.io (only the
 * view does), so the log names this seat's own moves as `describeAction` read them and the other
 * seat's as "moved" (boardgame.io redacts their arguments). A server is not trusted: a state that
 * is not a view of this seat is refused with a message and the last good one stays on screen.
 */
import { CompileEngineError, describeAction } from 'compile-engine';
import type { Action, Engine, GameState, PlayerId, PlayerViewState } from 'compile-engine';
import { determinize, seededRng } from 'compile-engine/bots';
import type { LogLine, Offer, OnlineClock, OnlineSeat, OnlineStatus, Reply, Request, Snapshot } from './protocol.js';
import { readClock } from './clock.js';
import { timeLeft } from './clock-face.js';
import { cardsSeen, engineWith, errorReply } from './table.js';
import { viewProblem } from './view-check.js';

/** The parts of a boardgame.io client (`boardgame.io/client`'s `Client`) the table uses. */
export interface BgioClient {
  start(): void;
  stop(): void;
  subscribe(listener: (state: unknown) => void): () => void;
  moves: Record<string, ((...args: unknown[]) => void) | undefined>;
  /** The players the server knows of: `{ id, name?, isConnected? }` by seat. */
  matchData?: unknown;
}

/** How the table reaches the server (a client for a seat) and the page. */
export interface OnlineIo {
  reply(r: Reply): void;
  connect(seat: OnlineSeat): BgioClient;
  /** Schedules `f` after `ms`. */
  later(f: () => void, ms: number): void;
  /** The page's clock, in ms since the epoch (default `Date.now`): what a match's clock is read against. */
  now?(): number;
}

/** How long the server may take to send the match's first state, or to answer a move. */
export const SERVER_PATIENCE = 15_000;

/** A boardgame.io log entry, as far as the log needs it. */
interface LogEntry {
  stateID: number;
  player: string | null;
  move: string;
}

function logEntries(log: unknown): LogEntry[] {
  if (!Array.isArray(log)) return [];
  return log.flatMap((e: { _stateID?: unknown; action?: { type?: unknown; payload?: { type?: unknown; playerID?: unknown } } }) => {
    const p = e?.action?.payload;
    if (e?.action?.type !== 'MAKE_MOVE' || typeof p?.type !== 'string' || !Number.isInteger(e._stateID)) return [];
    return [{ stateID: e._stateID as number, player: typeof p.playerID === 'string' ? p.playerID : null, move: p.type }];
  });
}

/** The other seat's player in boardgame.io's `matchData`. */
function opponentIn(matchData: unknown, seat: PlayerId): OnlineStatus['opponent'] {
  const other = Array.isArray(matchData) ? matchData.find((p: { id?: unknown }) => p?.id === 1 - seat) as { name?: unknown; isConnected?: unknown } | undefined : undefined;
  const name = typeof other?.name === 'string' ? other.name.slice(0, 40) : null;
  return { joined: name !== null, name, connected: other?.isConnected === true };
}

/** What the integration's moves other than `act` say in the log. */
const MOVE_LABELS: Readonly<Record<string, string>> = { resign: 'resigned', claimTimeout: 'claimed the win on time' };

/** An action the engine cannot describe from what this seat knows: its type and fields. */
const plainLabel = (a: Action) => `${a.type} ${JSON.stringify(a).slice(0, 80)}`;

export class OnlineTable {
  private engine: Engine = engineWith();
  private seat: OnlineSeat | null = null;
  private client: BgioClient | null = null;
  private view: PlayerViewState | null = null;
  private stateID = -1;
  private gameover = false;
  private connection: OnlineStatus['connection'] = 'connecting';
  private log: LogEntry[] = [];
  /** The labels of this seat's own moves, by the stateID they were made at. */
  private mine = new Map<number, string>();
  private moveSent = false;
  /** The match's clock as the last state had it, or `null` when it has none. */
  private clock: OnlineClock | null = null;
  /** One full state consistent with the view, per stateID: what `describeAction` reads. */
  private sample: { stateID: number; state: GameState | null } | null = null;

  constructor(private readonly io: OnlineIo) {}

  handle(req: Request): void {
    try {
      this.dispatch(req);
    } catch (e) {
      this.io.reply(errorReply(e));
      if (this.view) this.publish();
    }
  }

  private dispatch(req: Request): void {
    switch (req?.type) {
      case 'connect': return this.connect(req.seat);
      case 'act': return this.act(req.index);
      case 'resign': return this.resign();
      case 'claimTimeout': return this.claimTimeout();
      case 'catalog': return this.io.reply({ type: 'error', message: 'the online table has no catalog: the local one does' });
      default: throw new CompileEngineError('ILLEGAL_ACTION', `an online game cannot do that (${JSON.stringify((req as { type?: unknown } | null)?.type ?? req)?.slice(0, 40)}): replay, what-if and saving open on the server's side, not here`);
    }
  }

  private connect(seat: OnlineSeat): void {
    if (this.client) throw new CompileEngineError('ILLEGAL_ACTION', 'this table is already connected to a match');
    this.seat = seat;
    this.client = this.io.connect(seat);
    this.client.subscribe((s) => {
      try {
        this.receive(s);
      } catch (e) {
        this.io.reply({ type: 'error', code: 'SERVER_ANSWER', message: `the server's state could not be read: ${e instanceof Error ? e.message : String(e)}` });
      }
    });
    this.client.start();
    this.io.later(() => {
      if (this.stateID < 0) this.io.reply({ type: 'error', code: 'SERVER_SILENT', message: `the server at ${seat.server} has sent no state of match ${seat.matchID} within ${SERVER_PATIENCE / 1000} s: is it running, and are the match ID and the seat right?` });
    }, SERVER_PATIENCE);
  }

  /** A state from the client: the seat's view (checked), the connection, the log. */
  private receive(raw: unknown): void {
    if (!raw || typeof raw !== 'object') return this.publish();
    const s = raw as { G?: unknown; _stateID?: unknown; isConnected?: unknown; log?: unknown; ctx?: { gameover?: unknown }; plugins?: unknown };
    // boardgame.io's client has no state (null) until the server's first sync.
    this.connection = s.isConnected === false ? 'lost' : 'connected';
    const problem = viewProblem(s.G, this.seat!.seat);
    if (problem || !Number.isInteger(s._stateID)) {
      this.io.reply({ type: 'error', code: 'SERVER_ANSWER', message: `the server sent a state this page cannot show (${problem ?? 'no state number'}): the last good one stays on screen` });
      return this.publish();
    }
    const id = s._stateID as number;
    if (id < this.stateID) return this.publish(); // an older state, come late: the newer one stays
    if (id !== this.stateID) this.moveSent = false;
    this.stateID = id;
    this.view = s.G as PlayerViewState;
    this.gameover = s.ctx?.gameover !== undefined || this.view.result !== null;
    this.log = logEntries(s.log);
    this.readClockOf(s);
    this.publish();
  }

  private now(): number {
    return this.io.now ? this.io.now() : Date.now();
  }

  /** The clock of an accepted state: one the page cannot read is reported and not shown (the board is). */
  private readClockOf(s: { plugins?: unknown }): void {
    try {
      this.clock = readClock(s.plugins, this.now());
    } catch (e) {
      this.clock = null;
      this.io.reply({ type: 'error', code: 'SERVER_ANSWER', message: `the server sent a clock this page cannot read (${e instanceof Error ? e.message : String(e)}): no clock is shown` });
    }
  }

  private deciding(): PlayerId | null {
    return this.view?.result ? null : this.view?.prompt?.player ?? null;
  }

  private canAct(): boolean {
    return this.view !== null && !this.gameover && !this.moveSent && this.connection === 'connected' && this.deciding() === this.seat!.seat;
  }

  private act(index: number): void {
    if (!this.view) throw new CompileEngineError('ILLEGAL_ACTION', 'no game yet: the server has not sent the match');
    if (this.gameover) throw new CompileEngineError('GAME_OVER', 'the game is over');
    if (this.connection !== 'connected') throw new CompileEngineError('ILLEGAL_ACTION', 'the connection to the server is down: wait until it is back');
    if (this.moveSent) throw new CompileEngineError('ILLEGAL_ACTION', 'your last move is still on its way to the server');
    if (this.deciding() !== this.seat!.seat) throw new CompileEngineError('NOT_YOUR_TURN', `seat ${this.deciding()} decides now`);
    const action = this.view.legalActions[index];
    if (!Number.isInteger(index) || !action) throw new CompileEngineError('MALFORMED_ACTION', `no legal action has index ${index} (there are ${this.view.legalActions.length})`);
    this.mine.set(this.stateID, this.label(action));
    this.send('act', action);
  }

  private resign(): void {
    if (!this.view || this.gameover) throw new CompileEngineError('GAME_OVER', 'there is no game to resign');
    this.send('resign');
  }

  /**
   * A claim of the win on time, sent only once the other seat's time has run out on this page's
   * count: the server checks it against its own clock (a claim it finds early changes nothing).
   */
  private claimTimeout(): void {
    if (!this.view || this.gameover) throw new CompileEngineError('GAME_OVER', 'there is no game to claim');
    if (!this.clock) throw new CompileEngineError('ILLEGAL_ACTION', 'this match has no clock: there is no time to run out');
    const other = (1 - this.seat!.seat) as PlayerId;
    if (this.clock.running !== other || timeLeft(this.clock, other, this.now()) > 0) {
      throw new CompileEngineError('ILLEGAL_ACTION', `seat ${other}'s time has not run out: a claim is for when it has`);
    }
    if (this.connection !== 'connected') throw new CompileEngineError('ILLEGAL_ACTION', 'the connection to the server is down: wait until it is back');
    if (this.moveSent) throw new CompileEngineError('ILLEGAL_ACTION', 'your last move is still on its way to the server');
    this.send('claimTimeout');
  }

  /** Sends a move; one the server does not answer (it refused it, or the line is slow) is offered again. */
  private send(move: 'act' | 'resign' | 'claimTimeout', ...args: unknown[]): void {
    const at = this.stateID;
    this.moveSent = true;
    this.client!.moves[move]!(...args);
    this.publish();
    this.io.later(() => {
      if (this.stateID !== at || !this.moveSent) return;
      this.moveSent = false;
      this.io.reply({ type: 'error', code: 'MOVE_UNANSWERED', message: `the server did not answer your move within ${SERVER_PATIENCE / 1000} s (it refused it, or the connection is slow): it is offered again` });
      this.publish();
    }, SERVER_PATIENCE);
  }

  /** `describeAction` on a full state consistent with the view: it names only what this seat knows. */
  private label(action: Action): string {
    if (this.sample?.stateID !== this.stateID) {
      let state: GameState | null = null;
      try {
        state = determinize(this.view!, [], seededRng(this.stateID + 1), this.engine);
      } catch {
        state = null;
      }
      this.sample = { stateID: this.stateID, state };
    }
    try {
      return this.sample.state ? describeAction(this.sample.state, action) : plainLabel(action);
    } catch {
      return plainLabel(action);
    }
  }

  private logLines(): LogLine[] {
    const me = String(this.seat!.seat);
    return this.log.map((e) => ({
      step: e.stateID + 1,
      text: e.player === me ? `You: ${this.mine.get(e.stateID) ?? MOVE_LABELS[e.move] ?? e.move}` : `Seat ${e.player ?? '?'} ${MOVE_LABELS[e.move] ?? 'moved'}`,
      caused: false,
      trigger: false,
    }));
  }

  private status(): OnlineStatus {
    const { server, matchID, seat } = this.seat!;
    return { server, matchID, seat, connection: this.connection, opponent: opponentIn(this.client?.matchData, seat), moveSent: this.moveSent, clock: this.clock };
  }

  private publish(): void {
    if (!this.view) return;
    const offers: Offer[] = this.canAct() ? this.view.legalActions.map((action, index) => ({ index, action, label: this.label(action) })) : [];
    const log = this.logLines();
    const seat = this.seat!.seat;
    const refusal = 'an online game stays on its server: nothing of it is saved here';
    const snapshot: Snapshot = {
      mode: 'online', seats: [{ kind: 'human' }, { kind: 'human' }], viewer: seat, handoff: null, view: this.view,
      deciding: this.deciding(), offers, log, cards: cardsSeen(this.engine, this.view, log), pending: this.view.pending,
      step: this.stateID, steps: this.stateID, branchFrom: null, thinking: null, botFailed: false, autoplay: false,
      saveRefusal: refusal, positionRefusal: refusal, canChangeViewer: false, online: this.status(),
    };
    this.io.reply({ type: 'snapshot', snapshot });
  }

  close(): void {
    try {
      this.client?.stop();
    } catch {
      // boardgame.io 0.50's SocketIO transport throws when its socket is already gone.
    }
  }
}
