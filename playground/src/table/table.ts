/**
 * The table: the one place that holds the game's state. It runs in a worker (`table.worker.ts`),
 * so the page never has a state in its memory — only the {@link Snapshot}s made here from
 * `viewFor(state, viewer)`, `legalActions` + `describeAction` and `eventsFor(events, viewer)`.
 *
 * The game is a line of actions from a config (or a position); the cursor may stand anywhere on
 * it (replay). A what-if branch copies the line up to the cursor and plays on from there; leaving
 * it brings the game's own line back.
 */
import {
  CompileEngineError, FAN_MADE, OFFICIAL_PROTOCOLS, createEngine, currentPlayer, describeEvent, eventsFor, formatRecord, recordGame,
} from 'compile-engine';
import type { Action, CardDef, Engine, GameEvent, GameState, PlayerId, PlayerViewState, ProtocolDef } from 'compile-engine';
import type { CardInfo, Controller, ExportKind, LogLine, Offer, ProtocolInfo, Reply, Request, Setup, Snapshot, Viewer } from './protocol.js';
import { encodeShare } from './share.js';
import { positionOf, positionRefusal } from './position.js';

/** What the table asks a bot: only what the bot's seat may know (see `compile-engine/bots`' `Decision`). */
export interface BotRequest {
  ticket: number;
  /** Changes with every new game, branch or jump, so that a bot's memory is of one line of play. */
  game: number;
  seat: PlayerId;
  controller: Extract<Controller, { kind: 'bot' }>;
  seed: number;
  protocols: ProtocolDef[];
  view: unknown;
  legal: Action[];
  history: GameEvent[];
}

/** How the table reaches its bots (a port to the bot worker) and the page. */
export interface TableIo {
  reply(r: Reply): void;
  askBot(r: BotRequest): void;
  /** Replaces the bot worker (one that stopped answering cannot be interrupted, only ended). */
  restartBots(): void;
  /** Schedules `f` after `ms` (a timer in the worker; tests may run it at once). */
  later(f: () => void, ms: number): void;
}

/** The engine for a setup: the official protocols, the fan-made ones, and a designer's (which replace same-named ones). */
export function engineWith(mine: readonly ProtocolDef[] = []): Engine {
  const names = new Set(mine.map((p) => p.name));
  const base = [...OFFICIAL_PROTOCOLS, ...FAN_MADE].filter((p) => !names.has(p.name));
  return createEngine({ protocols: [...base, ...mine] });
}

const cardInfo = (c: CardDef): CardInfo => ({
  id: c.id,
  value: c.value,
  text: Object.fromEntries((['top', 'middle', 'bottom'] as const).flatMap((s) => (c[s]?.text ? [[s, c[s]!.text]] : []))),
});

export function catalog(engine: Engine): { protocols: ProtocolInfo[]; sets: string[] } {
  const protocols = engine.protocols.map((p) => ({ name: p.name, set: p.set, ...(p.summary ? { summary: p.summary } : {}), cards: p.cards.map(cardInfo) }));
  return { protocols, sets: [...new Set(protocols.map((p) => p.set))] };
}

/** Every card id named anywhere in `x` (a view): the cards the viewer can see. */
function cardsNamed(engine: Engine, x: unknown, into: Set<string>): Set<string> {
  if (typeof x === 'string') {
    if (Object.hasOwn(engine.cards, x)) into.add(x);
  } else if (Array.isArray(x)) for (const y of x) cardsNamed(engine, y, into);
  else if (x && typeof x === 'object') for (const y of Object.values(x)) cardsNamed(engine, y, into);
  return into;
}

/**
 * The printed texts of the cards the viewer can see: those its view names, the cards of the
 * protocols still in the draft pool, and those its log names.
 */
export function cardsSeen(engine: Engine, view: PlayerViewState | null, log: readonly LogLine[]): Record<string, CardInfo> {
  const seen = view ? cardsNamed(engine, view, new Set()) : new Set<string>();
  if (view?.draftPool) for (const name of view.draftPool) for (const c of engine.protocols.find((p) => p.name === name)?.cards ?? []) seen.add(c.id);
  for (const l of log) for (const id of l.text.match(/\b[A-Z][a-z]+ \d\b/g) ?? []) if (Object.hasOwn(engine.cards, id)) seen.add(id);
  return Object.fromEntries([...seen].map((id) => [id, cardInfo(engine.cards[id]!)]));
}

/**
 * The viewer's log: `describeEvent` of `eventsFor(events, viewer)`. A `triggered` event names the
 * card text that resolves; what follows it in the same step, up to the next text or phase, is
 * what that text caused.
 */
export function logFor(steps: readonly GameEvent[][], viewer: Viewer, upTo: number): LogLine[] {
  const out: LogLine[] = [];
  for (let step = 0; step <= upTo && step < steps.length; step++) {
    let inText = false;
    for (const e of eventsFor(steps[step]!, viewer)) {
      if (e.type === 'promptRaised') continue;
      if (e.type === 'triggered') inText = true;
      else if (e.type === 'turnStarted' || e.type === 'phase' || e.type === 'played') inText = false;
      out.push({ step, text: describeEvent(e), caused: inText && e.type !== 'triggered', trigger: e.type === 'triggered' });
    }
  }
  return out;
}

/** A refusal as the page reads it: the message, and the engine's code when there is one. */
export function errorReply(e: unknown): Reply {
  const code = e instanceof CompileEngineError ? e.code : undefined;
  return { type: 'error', message: e instanceof Error ? e.message : String(e), ...(code ? { code } : {}) };
}

/** How long a bot may think about one decision (ISMCTS at 300 iterations takes seconds, not minutes). */
export const BOT_TIMEOUT = 120_000;

const REQUESTS = new Set<string>(['catalog', 'setup', 'act', 'viewAs', 'goto', 'branch', 'unbranch', 'botMove', 'autoplay', 'export']);

export class Table {
  private engine: Engine = engineWith();
  private setup: Setup | null = null;
  private seats: [Controller, Controller] = [{ kind: 'human' }, { kind: 'human' }];
  private viewer: Viewer = 0;
  private states: GameState[] = [];
  private events: GameEvent[][] = [];
  private actions: Action[] = [];
  private cursor = 0;
  private main: { states: GameState[]; events: GameEvent[][]; actions: Action[]; seats: [Controller, Controller]; viewer: Viewer } | null = null;
  private branchFrom: number | null = null;
  private autoplay = false;
  private ticket = 0;
  private thinking: PlayerId | null = null;
  private botFailed = false;
  private botSeed = 1;
  private game = 0;

  constructor(private readonly io: TableIo) {}

  handle(req: Request): void {
    try {
      this.dispatch(req);
    } catch (e) {
      this.io.reply(errorReply(e));
      if (this.setup) this.publish();
    }
  }

  private dispatch(req: Request): void {
    if (!req || typeof req !== 'object' || !REQUESTS.has((req as { type?: unknown }).type as string)) {
      throw new CompileEngineError('MALFORMED_ACTION', `unknown request ${JSON.stringify((req as { type?: unknown } | null)?.type ?? req)?.slice(0, 40)}`);
    }
    if (req.type !== 'catalog' && req.type !== 'setup' && !this.setup) throw new CompileEngineError('ILLEGAL_ACTION', 'no game is set up yet');
    switch (req.type) {
      case 'catalog': return this.io.reply({ type: 'catalog', ...catalog(engineWith(req.protocols)) });
      case 'setup': return this.start(req.setup);
      case 'act': return this.act(req.index);
      case 'viewAs': return this.viewAs(req.viewer);
      case 'goto': return this.goto(req.step);
      case 'branch': return this.branch();
      case 'unbranch': return this.unbranch();
      case 'botMove': return this.botMove();
      case 'autoplay':
        this.autoplay = req.on;
        if (req.delay !== undefined && this.setup) this.setup.botDelay = req.delay;
        return this.publish();
      case 'export': return void this.export(req.what).catch((e: unknown) => this.io.reply(errorReply(e)));
    }
  }

  private start(setup: Setup): void {
    const engine = engineWith(setup.protocols);
    const opening = setup.position ? engine.fromPositionWithEvents(setup.position) : engine.createGameWithEvents(setup.config!);
    const states = [opening.state];
    const events = [opening.events];
    for (const [i, a] of (setup.actions ?? []).entries()) {
      const step = (() => {
        try {
          return engine.applyAction(states[i]!, a);
        } catch (e) {
          if (e instanceof CompileEngineError) e.message = `action ${i + 1} of ${setup.actions!.length} is refused: ${e.message}`;
          throw e;
        }
      })();
      states.push(step.state);
      events.push(step.events);
    }
    // Everything checked: only now does the new game replace the old one.
    this.engine = engine;
    this.setup = { ...setup };
    this.seats = setup.seats;
    this.viewer = setup.viewer;
    this.states = states;
    this.events = events;
    this.actions = [...(setup.actions ?? [])];
    this.cursor = Math.max(0, Math.min(setup.step ?? this.actions.length, this.actions.length));
    this.main = null;
    this.branchFrom = null;
    this.autoplay = false;
    this.thinking = null;
    this.ticket++;
    this.game++;
    this.botSeed = typeof setup.config?.seed === 'number' ? setup.config.seed : 1;
    this.publish();
  }

  private get state(): GameState {
    return this.states[this.cursor]!;
  }

  private atEnd(): boolean {
    return this.cursor === this.actions.length;
  }

  private deciding(): PlayerId | null {
    return this.setup ? currentPlayer(this.state) : null;
  }

  /** The seat the page looks through right now: in a what-if, or a hot seat, the deciding human. */
  private effectiveViewer(): Viewer {
    return this.viewer;
  }

  private viewerLocked(): boolean {
    return this.setup?.mode === 'vsBot' && !this.state.result;
  }

  private handoff(): PlayerId | null {
    const d = this.deciding();
    if (this.setup?.mode !== 'hotseat' || d === null || this.viewer === d) return null;
    return this.seats[d]!.kind === 'human' ? d : null;
  }

  private act(index: number): void {
    const d = this.deciding();
    if (d === null) throw new CompileEngineError('GAME_OVER', 'the game is over');
    if (this.seats[d]!.kind !== 'human' || this.viewer !== d || this.handoff() !== null) throw new CompileEngineError('NOT_YOUR_TURN', `seat ${d} decides now, and not from this screen`);
    if (!this.atEnd()) throw new CompileEngineError('ILLEGAL_ACTION', 'step to the end of the game (or branch a what-if) to play on from here');
    const legal = this.engine.legalActions(this.state);
    if (!Number.isInteger(index) || index < 0 || index >= legal.length) throw new CompileEngineError('MALFORMED_ACTION', `no legal action has index ${index} (there are ${legal.length})`);
    this.push(legal[index]!, d);
  }

  private push(action: Action, seat: PlayerId): void {
    const step = this.engine.applyAction(this.state, action, { seat });
    this.states.push(step.state);
    this.events.push(step.events);
    this.actions.push(action);
    this.cursor = this.actions.length;
    this.afterMove();
  }

  /** In a what-if, the page follows whoever decides, so that both sides can be tried out. */
  private afterMove(): void {
    const d = this.deciding();
    if (this.branchFrom !== null && d !== null) this.viewer = d;
    this.ticket++;
    this.thinking = null;
    this.publish();
  }

  private viewAs(viewer: Viewer): void {
    if (viewer !== 0 && viewer !== 1 && viewer !== 'spectator') throw new CompileEngineError('INVALID_SEAT', `no seat ${String(viewer)}`);
    if (this.viewerLocked() && viewer !== this.viewer) throw new CompileEngineError('NOT_YOUR_TURN', "the bot's view opens when the game is over");
    if (this.setup?.mode === 'hotseat' && !this.state.result && viewer !== this.deciding()) throw new CompileEngineError('NOT_YOUR_TURN', 'only the seat that decides may take the screen');
    this.viewer = viewer;
    this.publish();
  }

  private goto(step: number): void {
    if (this.setup?.mode !== 'watch' && !this.state.result) throw new CompileEngineError('ILLEGAL_ACTION', 'replay opens when the game is over');
    if (!Number.isInteger(step)) throw new CompileEngineError('MALFORMED_ACTION', `step must be a whole number, not ${step}`);
    this.cursor = Math.max(0, Math.min(step, this.actions.length));
    this.ticket++;
    this.game++;
    this.thinking = null;
    this.publish();
  }

  private branch(): void {
    if (this.branchFrom !== null) throw new CompileEngineError('ILLEGAL_ACTION', 'already in a what-if: go back to the game first');
    if (this.setup?.mode !== 'watch' && !this.state.result) throw new CompileEngineError('ILLEGAL_ACTION', 'a what-if opens when the game is over');
    this.main = { states: this.states, events: this.events, actions: this.actions, seats: this.seats, viewer: this.viewer };
    this.branchFrom = this.cursor;
    this.states = this.states.slice(0, this.cursor + 1);
    this.events = this.events.slice(0, this.cursor + 1);
    this.actions = this.actions.slice(0, this.cursor);
    this.seats = [{ kind: 'human' }, { kind: 'human' }];
    if (this.setup) this.setup.mode = 'watch';
    this.autoplay = false;
    this.game++;
    this.afterMove();
  }

  private unbranch(): void {
    if (!this.main || this.branchFrom === null) throw new CompileEngineError('ILLEGAL_ACTION', 'not in a what-if');
    ({ states: this.states, events: this.events, actions: this.actions, seats: this.seats, viewer: this.viewer } = this.main);
    this.cursor = this.branchFrom;
    this.main = null;
    this.branchFrom = null;
    this.ticket++;
    this.game++;
    this.thinking = null;
    this.publish();
  }

  /** One bot move for whoever decides (watch and what-if: the "bot move" button). */
  private botMove(): void {
    const d = this.deciding();
    if (d === null || !this.atEnd()) return this.publish();
    const c = this.seats[d]!;
    this.askBot(d, c.kind === 'bot' ? c : { kind: 'bot', bot: 'greedy' });
  }

  private askBot(seat: PlayerId, controller: Extract<Controller, { kind: 'bot' }>): void {
    const ticket = ++this.ticket;
    this.thinking = seat;
    this.botFailed = false;
    const s = this.state;
    this.io.askBot({
      ticket, seat, controller, game: this.game,
      seed: this.botSeed * 2 + seat,
      protocols: this.setup?.protocols ?? [],
      view: this.engine.viewFor(s, seat),
      legal: this.engine.legalActions(s),
      history: this.events.slice(0, this.cursor + 1).flatMap((e) => eventsFor(e, seat)),
    });
    // A bot that never answers must not leave the game waiting for ever.
    const limit = this.setup?.botTimeout ?? BOT_TIMEOUT;
    this.io.later(() => {
      if (ticket !== this.ticket || this.thinking !== seat) return;
      this.thinking = null;
      this.botFailed = true;
      this.ticket++;
      this.io.restartBots();
      this.io.reply({ type: 'error', code: 'BOT_TIMEOUT', message: `the bot of seat ${seat} did not answer within ${limit / 1000} s: it was stopped (Bot move asks a fresh one)` });
      this.publish(false);
    }, limit);
    this.publish(false);
  }

  /** The bot worker's answer; a stale one (the game moved on meanwhile) is dropped. */
  botChose(ticket: number, index: number, error?: string): void {
    if (ticket !== this.ticket || this.thinking === null) return;
    const seat = this.thinking;
    if (error !== undefined) {
      this.thinking = null;
      this.botFailed = true;
      this.io.reply({ type: 'error', message: `the bot of seat ${seat} failed: ${error}` });
      return this.publish(false);
    }
    const legal = this.engine.legalActions(this.state);
    const action = legal[index];
    if (!action) {
      this.thinking = null;
      this.io.reply({ type: 'error', message: `the bot chose no legal action (index ${index})` });
      return this.publish(false);
    }
    this.push(action, seat);
  }

  /** Sends the page its snapshot, then lets a bot play if one is to. */
  private publish(schedule = true): void {
    this.io.reply({ type: 'snapshot', snapshot: this.snapshot() });
    if (schedule) this.scheduleBot();
  }

  private scheduleBot(): void {
    const d = this.deciding();
    if (d === null || !this.atEnd() || this.thinking !== null || !this.setup) return;
    const c = this.seats[d]!;
    if (c.kind !== 'bot') return;
    if (this.setup.mode === 'watch' && !this.autoplay) return;
    const ticket = this.ticket;
    this.io.later(() => {
      if (ticket === this.ticket && this.thinking === null) this.askBot(d, c);
    }, this.setup.botDelay ?? 250);
  }

  private snapshot(): Snapshot {
    const mode = this.setup!.mode;
    const handoff = this.handoff();
    const viewer = this.effectiveViewer();
    const d = this.deciding();
    const view = handoff === null ? this.engine.viewFor(this.state, viewer) : null;
    const canOffer = view !== null && d !== null && d === viewer && this.seats[d]!.kind === 'human' && this.atEnd() && this.thinking === null;
    const legal = canOffer ? this.engine.legalActions(this.state) : [];
    const offers: Offer[] = legal.map((action, index) => ({ index, action, label: this.engine.describeAction(this.state, action) }));
    const log = handoff === null ? logFor(this.events, viewer, this.cursor) : [];
    return {
      mode, seats: this.seats, viewer, handoff, view, deciding: d, offers, log,
      cards: cardsSeen(this.engine, view, log),
      pending: view?.pending ?? null,
      step: this.cursor, steps: this.actions.length, branchFrom: this.branchFrom,
      thinking: this.thinking, botFailed: this.botFailed && this.thinking === null, autoplay: this.autoplay,
      saveRefusal: this.saveRefusal(),
      positionRefusal: this.saveRefusal() ?? positionRefusal(this.state),
      canChangeViewer: !this.viewerLocked() && !(mode === 'hotseat' && !this.state.result),
    };
  }

  /** A record, a link or a position holds every card: while a human plays against a hidden hand, none leaves the table. */
  private saveRefusal(): string | null {
    const live = !this.states[this.states.length - 1]!.result && this.branchFrom === null;
    return live && (this.setup?.mode === 'vsBot' || this.setup?.mode === 'hotseat') ? 'it would show the other seat\'s hand: save or share once the game is over' : null;
  }

  private async export(what: ExportKind): Promise<void> {
    const s = this.setup!;
    const locked = this.saveRefusal();
    if (locked) throw new CompileEngineError('ILLEGAL_ACTION', locked);
    if (what === 'position') {
      const why = this.snapshot().positionRefusal;
      if (why) throw new CompileEngineError('ILLEGAL_ACTION', why);
      const seed = s.config?.seed ?? s.position?.seed ?? 1;
      return this.io.reply({ type: 'export', what, text: `${JSON.stringify(positionOf(this.state, seed), null, 1)}\n` });
    }
    if (what === 'record') {
      const text = s.config
        ? formatRecord(recordGame(s.config, this.actions, { engine: this.engine, players: this.seats.map(controllerName) as [string, string] }))
        : `${JSON.stringify({ format: 'compile-engine/playground-position@1', position: s.position, actions: this.actions }, null, 1)}\n`;
      return this.io.reply({ type: 'export', what, text });
    }
    const text = await encodeShare({
      ...(s.config ? { config: s.config } : { position: s.position! }),
      actions: this.actions, step: this.cursor, viewer: this.viewer,
      ...(s.protocols?.length ? { protocols: s.protocols } : {}),
    });
    this.io.reply({ type: 'export', what, text });
  }
}

const controllerName = (c: Controller): string => (c.kind === 'human' ? 'human' : c.bot === 'ismcts' && c.iterations ? `ismcts(${c.iterations})` : c.bot);
