/**
 * The messages between the page and the table (the worker that holds the game). This file is the
 * seam of the reference client: the page only ever receives {@link Snapshot}s — one seat's view,
 * that seat's legal actions with their English, the seat's log — never a game state. Any table
 * that speaks these messages can stand behind the page: the local worker (`table.worker.ts`),
 * or the online table (`online.worker.ts`), a boardgame.io client connected to a server.
 */
import type { Action, CardText, GameConfig, PendingView, PlayerId, PlayerViewState, Position, ProtocolDef } from 'compile-engine';

/** Who plays a seat. */
export type Controller = { kind: 'human' } | { kind: 'bot'; bot: BotName; iterations?: number };
/** The library's bots, weakest first. */
export type BotName = 'random' | 'greedy' | 'ismcts';
/** Whose eyes the page looks through. */
export type Viewer = PlayerId | 'spectator';

/**
 * How a table is run:
 * - `play`: humans and bots; the page sees only what a human seat may see (`vsBot`: one human seat,
 *   whose view is fixed until the game ends; `hotseat`: the view follows the deciding seat, behind a
 *   hand-off screen);
 * - `watch`: bots (or a record), any view, step by step;
 * - `online`: one seat of a match on a boardgame.io server, the other seat's player elsewhere.
 */
export type TableMode = 'vsBot' | 'hotseat' | 'watch' | 'online';

/** A seat of an online match: the server, the match, the seat and its credentials (from the lobby's join). */
export interface OnlineSeat {
  /** The boardgame.io server's URL, `http://127.0.0.1:8000` for `npm run serve`. */
  server: string;
  matchID: string;
  seat: PlayerId;
  credentials: string;
}

/** How an online table stands: its connection, and the other seat's player as the server sees them. */
export interface OnlineStatus {
  server: string;
  matchID: string;
  seat: PlayerId;
  /** `connecting` until the server's first state; `lost` while the socket is down (it reconnects by itself). */
  connection: 'connecting' | 'connected' | 'lost';
  /** The other seat: whether a player joined it (and under which name), and whether they are connected now. */
  opponent: { joined: boolean; name: string | null; connected: boolean };
  /** A move was sent and the server has not answered it yet. */
  moveSent: boolean;
  /** The match's chess clock (a server started with `--clock`), or `null` when it has none. */
  clock: OnlineClock | null;
}

/**
 * An online match's chess clock as the table read it: each seat's time left at `at` (the page's
 * `Date.now()`, which the worker shares), and whose time runs (`null` before the first move and
 * once the game is over).
 */
export interface OnlineClock {
  remainingMs: [number, number];
  running: PlayerId | null;
  at: number;
}

/** A game to set up: a config (or a position) and who plays each seat. */
export interface Setup {
  mode: TableMode;
  /** `createGame`'s config; or a position instead. */
  config?: GameConfig;
  position?: Position;
  /** Actions to replay before anything else (a record, a shared link). */
  actions?: Action[];
  /** Where to put the cursor after replaying (default: the end). */
  step?: number;
  seats: [Controller, Controller];
  /** The first view (vsBot: the human's seat). */
  viewer: Viewer;
  /** A designer's protocols, played alongside the official ones. */
  protocols?: ProtocolDef[];
  /** Milliseconds between bot moves when they play on their own. */
  botDelay?: number;
  /** Milliseconds a bot may think about one decision before it is stopped (default 120 000). */
  botTimeout?: number;
}

/** What can be saved: the record of the line on screen, a link to the moment, the moment as a position file. */
export type ExportKind = 'record' | 'link' | 'position';

/** Page → table. */
export type Request =
  | { type: 'catalog'; protocols?: ProtocolDef[] }
  | { type: 'setup'; setup: Setup }
  | { type: 'act'; index: number }
  | { type: 'viewAs'; viewer: Viewer }
  | { type: 'goto'; step: number }
  | { type: 'branch' }
  | { type: 'unbranch' }
  | { type: 'botMove' }
  | { type: 'autoplay'; on: boolean; delay?: number }
  | { type: 'export'; what: ExportKind }
  /** The online table only: connect to a match as a seat. */
  | { type: 'connect'; seat: OnlineSeat }
  /** The online table only: concede the match (the engine's `resign`), at any moment. */
  | { type: 'resign' }
  /** The online table only: claim the win when the other seat's time has run out (a clock's match). */
  | { type: 'claimTimeout' };

/** One protocol as the setup screens show it: public card data. */
export interface ProtocolInfo {
  name: string;
  set: string;
  summary?: string;
  cards: CardInfo[];
}

/** A card's printed text, for hovers and the draft. */
export interface CardInfo {
  id: string;
  value: number;
  /** The printed text of each section. */
  text: CardText;
}

/** One line of the log. */
export interface LogLine {
  /** The step (number of actions played) after which it happened; 0 for the opening. */
  step: number;
  text: string;
  /** `true` when a card's text caused it (it follows that text's `triggered` line). */
  caused: boolean;
  /** The line names a card text resolving. */
  trigger: boolean;
}

/** An offered move: its index in `legalActions`, the action, and how `describeAction` reads it. */
export interface Offer {
  index: number;
  action: Action;
  label: string;
}

/** What the page may show: always one viewer's knowledge, and nothing else. */
export interface Snapshot {
  mode: TableMode;
  seats: [Controller, Controller];
  viewer: Viewer;
  /** Hot seat: the board is hidden until `seat` takes the screen. */
  handoff: PlayerId | null;
  /** `null` while a hand-off screen is up. */
  view: PlayerViewState | null;
  /** The seat that decides now (null when the game is over). */
  deciding: PlayerId | null;
  /** The moves the page may offer: the viewer's, when the viewer is a human seat that decides now. */
  offers: Offer[];
  /** The viewer's log up to the cursor. */
  log: LogLine[];
  /** Printed texts of the cards the viewer can see now (and of the draft pool's protocols). */
  cards: Record<string, CardInfo>;
  /** The pending effects, as the viewer may see them. */
  pending: PendingView | null;
  /** Cursor and length of the line being looked at. */
  step: number;
  steps: number;
  /** Where the what-if branch leaves the game, or `null` on the game's own line. */
  branchFrom: number | null;
  /** A bot is thinking for this seat. */
  thinking: PlayerId | null;
  /** The last bot asked failed or did not answer in time: it waits to be asked again (`botMove`). */
  botFailed: boolean;
  autoplay: boolean;
  /**
   * Why nothing of the game may be saved or shared now (a live game against the bot or at one
   * screen: a record, a link or a position would show the other seat's hand), or `null`.
   */
  saveRefusal: string | null;
  /** Why the moment on screen cannot be saved as a position, or `null` when it can. */
  positionRefusal: string | null;
  /** Whether the viewer may be changed now (vsBot: only once the game is over). */
  canChangeViewer: boolean;
  /** Online play: the connection and the other seat's presence. */
  online?: OnlineStatus;
}

/** Table → page. */
export type Reply =
  | { type: 'catalog'; protocols: ProtocolInfo[]; sets: string[] }
  | { type: 'snapshot'; snapshot: Snapshot }
  | { type: 'export'; what: ExportKind; text: string }
  | { type: 'error'; message: string; code?: string }
  /** The bot worker stopped answering: the page ends it and hands the table a fresh one. */
  | { type: 'restartBots' };
