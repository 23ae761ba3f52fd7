/**
 * The game state: plain JSON, no classes, no Maps, no `undefined` fields (absent or `null`).
 * @module
 */
import type { AfterEventName, CardFilter, SectionName } from '../cards/schema.js';

/** A seat: 0 or 1. */
export type PlayerId = 0 | 1;

/**
 * A line, 0–2, counted from **seat 0's left**. Players sit facing each other and each places
 * protocols from their own left (Codex, "The Draft"), so seat 1's leftmost protocol is in line 2.
 * Every index in states, actions, prompts and events uses this one numbering.
 */
export type Line = 0 | 1 | 2;

/** Turn phases in order (rulebook, "Player Turn"), plus the draft before the first turn and `over`. */
export type Phase = 'draft' | 'start' | 'control' | 'compile' | 'action' | 'cache' | 'end' | 'over';

/** One protocol card on the table. */
export interface ProtocolSlot {
  name: string;
  compiled: boolean;
}

/** Everything one seat has. Cards are numeric ids into {@link GameState.cards}. */
export interface PlayerState {
  /** Protocol in each line (index = line). Empty names only during the draft. */
  protocols: ProtocolSlot[];
  /** The player's stack in each line, bottom → top. */
  stacks: number[][];
  hand: number[];
  /** Deck, **top first**. */
  deck: number[];
  /** Trash, oldest first (the last card is on top). */
  trash: number[];
}

/** The text of one section of one card, as the machine refers to it. */
export interface TextRef {
  card: number;
  section: SectionName;
}

/** Values a running text remembers between its sentences. */
export interface Vars {
  /** "that card": the card the last selecting command chose. */
  that: number | null;
  /** "If you do": whether the previous command did something. */
  did: boolean;
  /** How many cards the last discard of this text discarded. */
  discarded: number;
  /** The line bound by an enclosing "each line" (or by `flipProtocol`: "that line"). */
  line: number | null;
  /** What this text stated ("State a number / a protocol"). */
  stated: number | string | null;
  /** The cards the last draw of this text drew ("Reveal 1 card drawn …", Luck 0). */
  drawn: number[];
}

/** A trigger waiting to resolve: a section of a card, and who controls it. */
export interface PendingTrigger extends TextRef {
  owner: PlayerId;
}

/**
 * One entry of the pending-resolution stack. The machine always works on the top frame; a frame
 * that starts something pushes new frames above itself, which resolve first (Codex: a newly
 * revealed middle command interrupts and resolves fully before the current effect continues).
 */
export type Frame =
  /**
   * A running list of commands from a card's text, or a nested body of it. `path` locates the list
   * inside the section's commands (see `commandsAt`), so card data is never copied into the state.
   */
  | { k: 'text'; src: TextRef; host: number; owner: PlayerId; path: number[]; pc: number; stage: number; vars: Vars; tmp: number[]; ok: boolean; dead: boolean }
  /** "Each": noted lines or cards still to process, one at a time in the owner's order. */
  | { k: 'each'; src: TextRef; host: number; owner: PlayerId; mode: 'line' | 'card'; items: number[]; filter: CardFilter | null; path: number[]; vars: Vars; dead: boolean }
  /** A committed card on its way into a stack (played or shifted). */
  | { k: 'land'; card: number; player: PlayerId; line: number; up: boolean; under: number | null; fired: number[]; reveal: boolean }
  /** A committed card on its way to a hand, a trash, or the top of a deck (Corruption 1). */
  | { k: 'arrive'; card: number; player: PlayerId; zone: 'hand' | 'trash' | 'deckTop' }
  /**
   * An "After …:" window: opens once everything above it has resolved. `line`: where the event
   * happened, for events in a line (a play).
   */
  | { k: 'after'; event: AfterEvent; player: PlayerId; line: number | null }
  /** Several triggers at once: the current player picks the order, one at a time. */
  | { k: 'triggers'; items: PendingTrigger[]; phase: 'start' | 'end' | null }
  /** A compile in progress. */
  | { k: 'compile'; player: PlayerId; line: number; stage: number; deleted: boolean }
  /** A refresh in progress (the action, or a card's "Refresh."). */
  | { k: 'refresh'; player: PlayerId; stage: number }
  /** Check Cache: discarding down to five. */
  | { k: 'cache'; player: PlayerId; chosen: number[] };

/** Events that open an "After …:" window. */
export type AfterEvent = AfterEventName;

/** Who must choose, what kind of choice it is, and the legal options. */
export type Prompt =
  | { kind: 'draft'; player: PlayerId; options: string[] }
  | { kind: 'action'; player: PlayerId }
  | { kind: 'compile'; player: PlayerId; lines: number[] }
  | { kind: 'control'; player: PlayerId }
  | { kind: 'card'; player: PlayerId; cards: number[]; optional: boolean; text: string }
  | { kind: 'hand'; player: PlayerId; cards: number[]; optional: boolean; text: string }
  | { kind: 'line'; player: PlayerId; lines: number[]; optional: boolean; text: string }
  | { kind: 'confirm'; player: PlayerId; text: string }
  | { kind: 'option'; player: PlayerId; labels: string[]; optional: boolean; text: string }
  | { kind: 'order'; player: PlayerId; triggers: PendingTrigger[] }
  | { kind: 'rearrange'; player: PlayerId; whose: PlayerId; orders: string[][]; optional: boolean; text: string }
  /** A play a card's text asks for: every legal (card, line, face, side), precomputed. */
  | { kind: 'play'; player: PlayerId; text: string; from: 'hand' | 'trash'; options: PlayOption[]; optional: boolean }
  /** "State a number" (Luck 0). */
  | { kind: 'number'; player: PlayerId; options: number[]; text: string }
  /** "State a protocol" (Luck 3). */
  | { kind: 'protocol'; player: PlayerId; options: string[]; text: string }
  /** Pick a card of your own trash (Time 3). */
  | { kind: 'trash'; player: PlayerId; cards: number[]; optional: boolean; text: string }
  /** Pick a card of your own (revealed) deck (Clarity 2). */
  | { kind: 'deck'; player: PlayerId; cards: number[]; optional: boolean; text: string };

/** One legal way to play a card: which card, into which line, which face, onto whose side. */
export interface PlayOption {
  card: number;
  line: number;
  up: boolean;
  side: PlayerId;
}

/** How the game ended. */
export interface Result {
  winner: PlayerId | null;
  reason: 'compiled' | 'turnLimit';
}

/** The whole game: JSON-serialisable, versioned, with its own PRNG state. */
export interface GameState {
  /** State format version; bumped on any incompatible change (2: the `absent` zone). */
  format: 2;
  /** PRNG state (sfc32), advanced only by shuffles and random picks. */
  rng: number[];
  /** Card definition id of each card, indexed by card id. */
  cards: string[];
  /** Whether each card is face-up (meaningful on the field; cards elsewhere are face-up in the trash and hidden in hands and decks). */
  up: boolean[];
  players: PlayerState[];
  /**
   * Cards out of the game (a puzzle that uses fewer cards, see `Position.unplaced`): no rule ever
   * reaches them — they are never drawn, shuffled in, counted or shown.
   */
  absent: number[];
  /** Who holds the control component (`null`: neutral). */
  control: PlayerId | null;
  useControl: boolean;
  /** Whose turn it is (during the draft: who picks next). */
  turn: PlayerId;
  /** 1 for the first turn. */
  turnNumber: number;
  /** Turn after which the game is stopped as a draw (an engine safeguard; the rules have no limit). */
  maxTurns: number;
  phase: Phase;
  /** Remaining protocols and pick order while drafting, else `null`. */
  draft: { pool: string[]; picks: PlayerId[]; first: PlayerId } | null;
  /** Pending resolution, bottom → top. */
  frames: Frame[];
  /** The decision the game waits for, or `null` while the game is over. */
  prompt: Prompt | null;
  /** Metal 1: a player who cannot compile on a given turn while the source card's text is visible. */
  noCompile: { player: PlayerId; turn: number; card: number }[];
  /** Did the current player compile this turn (then the action phase is skipped). */
  compiledThisTurn: boolean;
  result: Result | null;
}
