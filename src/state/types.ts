/**
 * The game state: plain JSON, no classes, no Maps, no `undefined` fields (absent or `null`).
 * @module
 */
import type { AfterEventName, CardFilter, SectionName } from '../cards/schema.js';

/**
 * A seat: 0 or 1. Seat 0 sits on the side from whose left lines are numbered (see {@link Line});
 * which seat plays first is a setting (`first`), not a seat number.
 * @category Game API
 */
export type PlayerId = 0 | 1;

/**
 * A line, 0–2, counted from **seat 0's left**. Players sit facing each other and each places
 * protocols from their own left (Codex, "The Draft"), so seat 1's leftmost protocol is in line 2.
 * Every index in states, actions, prompts and events uses this one numbering.
 * @category Game API
 */
export type Line = 0 | 1 | 2;

/**
 * Turn phases in order (rulebook, "Player Turn"), plus the draft before the first turn and `over`.
 * @category Game API
 */
export type Phase = 'draft' | 'start' | 'control' | 'compile' | 'action' | 'cache' | 'end' | 'over';

/**
 * One protocol card on the table.
 * @category Game API
 */
export interface ProtocolSlot {
  /** The protocol's name (`"Fire"`); empty only for a space not yet filled during the draft. */
  name: string;
  /** Whether it shows its compiled side. */
  compiled: boolean;
}

/**
 * Everything one seat has. Cards are numeric ids into {@link GameState.cards}.
 * @category Game API
 */
export interface PlayerState {
  /** Protocol in each line (index = line). Empty names only during the draft. */
  protocols: ProtocolSlot[];
  /** The player's stack in each line, bottom → top. */
  stacks: number[][];
  /** The hand, in the order cards arrived (hand actions and prompts index into it). */
  hand: number[];
  /** Deck, **top first**. */
  deck: number[];
  /** Trash, oldest first (the last card is on top). */
  trash: number[];
}

/**
 * The text of one section of one card, as the machine refers to it.
 * @category Handler authoring
 */
export interface TextRef {
  /** The card, by its id in {@link GameState.cards}. */
  card: number;
  /** Which of its printed sections. */
  section: SectionName;
}

/**
 * Values a running text remembers between its sentences, its cards named by `C`: `VarsOf<number>`
 * ({@link Vars}) in the state, `VarsOf<CardRef>` in a view's pending resolution.
 * @category Views and events
 */
export interface VarsOf<C> {
  /** "that card": the card the last selecting command chose. */
  that: C | null;
  /** "If you do": whether the previous command did something. */
  did: boolean;
  /** How many cards the last discard of this text discarded. */
  discarded: number;
  /** The line bound by an enclosing "each line" (or by `flipProtocol`: "that line"). */
  line: number | null;
  /** What this text stated ("State a number / a protocol"). */
  stated: number | string | null;
  /** The cards the text's owner drew in its last draw by this text ("Reveal 1 card drawn …", Luck 0); a draw by the opponent is not kept. */
  drawn: C[];
}

/**
 * Values a running text remembers between its sentences (cards by id).
 * @category Handler authoring
 */
export type Vars = VarsOf<number>;

/**
 * A trigger waiting to resolve: a section of a card, and who controls it, the card named by `C`
 * (`TriggerOf<number>`, {@link PendingTrigger}, in the state).
 * @category Views and events
 */
export interface TriggerOf<C> {
  /** The card. */
  card: C;
  /** Which of its printed sections. */
  section: SectionName;
  /** The seat whose text it is: "you" in it, and the chooser of its prompts. */
  owner: PlayerId;
}

/**
 * A trigger waiting to resolve: a section of a card (by id), and who controls it.
 * @category Handler authoring
 */
export type PendingTrigger = TriggerOf<number>;

/**
 * One entry of the pending-resolution stack. The machine always works on the top frame; a frame
 * that starts something pushes new frames above itself, which resolve first (Codex: a newly
 * revealed middle command interrupts and resolves fully before the current effect continues).
 * Frames are internal to resolution: a client reads prompts and events, never frames; a handler
 * reads its own text frame ({@link "compile-engine/authoring"!TextFrame | TextFrame}). Its cards are named by `C`: `FrameOf<number>`
 * ({@link Frame}) in the state, card ids; `FrameOf<CardRef>` in a view's pending resolution, places
 * the viewer can see. A text's `tmp` holds cards or plain numbers, as its handler declares; an
 * "each" frame's `items` are cards or lines, as its `mode` says.
 * @category Views and events
 */
export type FrameOf<C> =
  /**
   * A running list of commands from a card's text, or a nested body of it. `path` locates the list
   * inside the section's commands (see `commandsAt`), so card data is never copied into the state.
   */
  | {
      /** The kind of frame: a running text. */
      k: 'text';
      /** The section whose commands run (for a copied text, Mirror 1, the copied card's). */
      src: TriggerSource<C>;
      /** "This card": the card the text is on, which differs from `src.card` for a copied text. */
      host: C;
      /** The seat whose text it is ("you"). */
      owner: PlayerId;
      /** Where the running list lies in the section: pairs of (command index, branch), branch -1 for a `run`. */
      path: number[];
      /** The index of the command running now in that list. */
      pc: number;
      /** The running command's own progress: 0 when it starts; its handler sets it between prompts (-1: the machine's "you may?" question). */
      stage: number;
      /** What the text remembers between its sentences. */
      vars: VarsOf<C>;
      /** Scratch entries of the running command, cards or numbers as its handler declares (cleared when the next command starts). */
      tmp: (C | number)[];
      /** Whether the running command has passed its "if you do" and "you may" gates. */
      ok: boolean;
      /** The text was interrupted (its card covered, flipped face-down or gone): it stops when reached. */
      dead: boolean;
    }
  /** "Each": noted lines or cards still to process, one at a time in the owner's order. */
  | {
      /** The kind of frame: an "each" loop. */
      k: 'each';
      /** The section the loop belongs to. */
      src: TriggerSource<C>;
      /** "This card" for the loop's body (see the `text` frame). */
      host: C;
      /** The seat whose text it is; it picks the next item when several remain. */
      owner: PlayerId;
      /** Whether the loop runs over lines or over cards. */
      mode: 'line' | 'card';
      /** The lines or cards still to process. */
      items: (C | number)[];
      /** For cards: the filter they were noted with, re-checked before each one is reached. */
      filter: CardFilter | null;
      /** Where the loop's body lies in the section (see the `text` frame). */
      path: number[];
      /** The variables each pass starts with (plus the bound line or "that card"). */
      vars: VarsOf<C>;
      /** The text was interrupted: the loop stops when reached. */
      dead: boolean;
    }
  /** A committed card on its way into a stack (played or shifted). */
  | {
      /** The kind of frame: a card landing in a stack. */
      k: 'land';
      /** The card landing. */
      card: C;
      /** The seat whose stack receives it. */
      player: PlayerId;
      /** The line of that stack. */
      line: number;
      /** Whether it lands face-up. */
      up: boolean;
      /** The card it slips under instead of landing on top (Gravity 0), or `null`. */
      under: C | null;
      /** Cards whose "would be covered" text already resolved for this landing. */
      fired: C[];
      /** Whether its middle resolves if it lands face-up and uncovered (a play, not a shift). */
      reveal: boolean;
      /**
       * Who may know the card while it travels face-down: the seat that played it from their hand
       * or trash, or the owner of the side it shifts on; `null` when no one may, for a card played
       * face-down from the top of a deck (Codex, "Public and Private Information": "you may not look
       * at the face of that card before committing it to a line … only … after they are in the
       * field"). Absent in states written before this field existed: then the seat whose stack
       * receives it.
       */
      knownTo?: PlayerId | null;
    }
  /** A committed card on its way to a hand, a trash, or the top of a deck (Corruption 1). */
  | {
      /** The kind of frame: a card arriving off the field. */
      k: 'arrive';
      /** The card arriving. */
      card: C;
      /** The seat whose zone receives it. */
      player: PlayerId;
      /** The zone. */
      zone: 'hand' | 'trash' | 'deckTop';
      /**
       * The seat whose side it left, when that is not the receiving seat (Assimilation 0 takes an
       * opponent's card): that seat may know it on the way too. Absent otherwise.
       */
      from?: PlayerId;
    }
  /**
   * An "After …:" window: opens once everything above it has resolved. `line`: where the event
   * happened, for events in a line (a play).
   */
  | {
      /** The kind of frame: an "After …" window. */
      k: 'after';
      /** What happened. */
      event: AfterEvent;
      /** The seat that did it ("After you …" texts of this seat fire; "After your opponent …" texts of the other). */
      player: PlayerId;
      /** The line it happened in, or `null`. */
      line: number | null;
    }
  /** Several triggers at once: the current player picks the order, one at a time. */
  | {
      /** The kind of frame: simultaneous triggers. */
      k: 'triggers';
      /** The triggers not yet resolved. */
      items: TriggerOf<C>[];
      /** The Start or End phase they belong to, or `null` for triggers of an event. */
      phase: 'start' | 'end' | null;
    }
  /** A compile in progress. */
  | {
      /** The kind of frame: a compile. */
      k: 'compile';
      /** The compiling seat. */
      player: PlayerId;
      /** The line compiled. */
      line: number;
      /** Progress: 0 before the control component is spent, 1 before the deletion (and its replacements, Speed 2), 2 after them. */
      stage: number;
      /** Whether the deletion deleted any card (then an "After you delete" window opens). */
      deleted: boolean;
    }
  /** A refresh in progress (the action, or a card's "Refresh."). */
  | {
      /** The kind of frame: a refresh. */
      k: 'refresh';
      /** The refreshing seat. */
      player: PlayerId;
      /** Progress: 0 before the control component is spent, 1 after (the draw comes next). */
      stage: number;
    }
  /** Check Cache: discarding down to five. */
  | {
      /** The kind of frame: Check Cache. */
      k: 'cache';
      /** The seat discarding. */
      player: PlayerId;
      /** The cards chosen so far; they are discarded together, as one discard. */
      chosen: C[];
    };

/**
 * The section a running text comes from: its card (named by `C`) and which section.
 * @category Views and events
 */
export interface TriggerSource<C> {
  /** Its card. */
  card: C;
  /** Which of its printed sections. */
  section: SectionName;
}

/**
 * One entry of the pending-resolution stack, cards by id (see {@link FrameOf}). The machine always
 * works on the top frame; a frame that starts something pushes new frames above itself, which
 * resolve first. Frames are internal to resolution: a client reads prompts and events, never
 * frames; a handler reads its own text frame ({@link "compile-engine/authoring"!TextFrame | TextFrame}).
 * @category Handler authoring
 */
export type Frame = FrameOf<number>;

/**
 * Events that open an "After …:" window.
 * @category Handler authoring
 */
export type AfterEvent = AfterEventName;

/**
 * Who must choose, what kind of choice it is, and the legal options. `kind` tells which actions
 * answer it (see {@link Action}); every prompt has `player`, the seat that must answer — not always
 * the seat whose turn it is. Card ids in a prompt index {@link GameState.cards}: they are for the
 * engine and handlers; clients read {@link PromptView} and {@link legalActions}, which name cards by
 * place.
 * @category Game API
 */
export type Prompt =
  /** Draft a protocol: answered by `draft`. */
  | {
      /** The kind of decision. */
      kind: 'draft';
      /** The seat that must answer. */
      player: PlayerId;
      /** The protocols still available. */
      options: string[];
    }
  /** The action phase: answered by `play` (a card from the hand) or `refresh`. */
  | {
      /** The kind of decision. */
      kind: 'action';
      /** The seat that must answer. */
      player: PlayerId;
    }
  /** Several lines can be compiled: answered by `compile`. */
  | {
      /** The kind of decision. */
      kind: 'compile';
      /** The seat that must answer. */
      player: PlayerId;
      /** The lines that may be compiled. */
      lines: number[];
    }
  /** The control component is spent: answered by `rearrange` (either player's protocols) or `pass`. */
  | {
      /** The kind of decision. */
      kind: 'control';
      /** The seat that must answer. */
      player: PlayerId;
    }
  /** Select a card on the field: answered by `card`. */
  | {
      /** The kind of decision. */
      kind: 'card';
      /** The seat that must answer. */
      player: PlayerId;
      /** The selectable cards. */
      cards: number[];
      /** Whether `pass` declines (a "you may"). */
      optional: boolean;
      /** The card and text that ask ("Fire 1: Discard 1 card. If you do, delete 1 card."). */
      text: string;
    }
  /** Select a card of the answering seat's hand: answered by `hand`. */
  | {
      /** The kind of decision. */
      kind: 'hand';
      /** The seat that must answer. */
      player: PlayerId;
      /** The selectable cards. */
      cards: number[];
      /** Whether `pass` declines (a "you may", or stopping a "1 or more"). */
      optional: boolean;
      /** The card and text that ask, or the rule (Check Cache). */
      text: string;
    }
  /** Select a line: answered by `line`. */
  | {
      /** The kind of decision. */
      kind: 'line';
      /** The seat that must answer. */
      player: PlayerId;
      /** The selectable lines. */
      lines: number[];
      /** Whether `pass` declines. */
      optional: boolean;
      /** The card and text that ask. */
      text: string;
    }
  /** A "you may": answered by `accept` or `pass`. */
  | {
      /** The kind of decision. */
      kind: 'confirm';
      /** The seat that must answer. */
      player: PlayerId;
      /** The card and text that ask. */
      text: string;
    }
  /** Pick one of several labelled options (an "either … or …"): answered by `option`. */
  | {
      /** The kind of decision. */
      kind: 'option';
      /** The seat that must answer. */
      player: PlayerId;
      /** The options, by index. */
      labels: string[];
      /** Whether `pass` declines. */
      optional: boolean;
      /** The card and text that ask. */
      text: string;
    }
  /** Several triggers at once: the current player picks which resolves next, answered by `option`. */
  | {
      /** The kind of decision. */
      kind: 'order';
      /** The seat that must answer. */
      player: PlayerId;
      /** The triggers waiting, by option index. */
      triggers: PendingTrigger[];
    }
  /** A card's "rearrange" or "swap": answered by `rearrange`. */
  | {
      /** The kind of decision. */
      kind: 'rearrange';
      /** The seat that must answer. */
      player: PlayerId;
      /** Whose protocols are rearranged. */
      whose: PlayerId;
      /** Every order that may be chosen (protocol names by line). */
      orders: string[][];
      /** Whether `pass` declines. */
      optional: boolean;
      /** The card and text that ask. */
      text: string;
    }
  /** A play a card's text asks for: every legal (card, line, face, side), precomputed. Answered by `play`. */
  | {
      /** The kind of decision. */
      kind: 'play';
      /** The seat that must answer. */
      player: PlayerId;
      /** The card and text that ask. */
      text: string;
      /** Which zone the card comes from (`play` actions index it). */
      from: 'hand' | 'trash';
      /** Every legal play. */
      options: PlayOption[];
      /** Whether `pass` declines. */
      optional: boolean;
    }
  /** "State a number" (Luck 0): answered by `number`. */
  | {
      /** The kind of decision. */
      kind: 'number';
      /** The seat that must answer. */
      player: PlayerId;
      /** The numbers that may be stated. */
      options: number[];
      /** The card and text that ask. */
      text: string;
    }
  /** "State a protocol" (Luck 3): answered by `protocol`. */
  | {
      /** The kind of decision. */
      kind: 'protocol';
      /** The seat that must answer. */
      player: PlayerId;
      /** The protocols that may be stated. */
      options: string[];
      /** The card and text that ask. */
      text: string;
    }
  /** Pick a card of your own trash (Time 3): answered by `trash`. */
  | {
      /** The kind of decision. */
      kind: 'trash';
      /** The seat that must answer. */
      player: PlayerId;
      /** The selectable cards. */
      cards: number[];
      /** Whether `pass` declines. */
      optional: boolean;
      /** The card and text that ask. */
      text: string;
    }
  /** Pick a card of your own (revealed) deck (Clarity 2): answered by `deck`. */
  | {
      /** The kind of decision. */
      kind: 'deck';
      /** The seat that must answer. */
      player: PlayerId;
      /** The selectable cards. */
      cards: number[];
      /** Whether `pass` declines. */
      optional: boolean;
      /** The card and text that ask. */
      text: string;
    };

/**
 * One legal way to play a card: which card, into which line, which face, onto whose side.
 * @category Game API
 */
export interface PlayOption {
  /** The card, by its id in {@link GameState.cards}. */
  card: number;
  /** The line it goes into. */
  line: number;
  /** Face-up (`true`) or face-down. */
  up: boolean;
  /** The seat whose stack receives it (the opponent's only for Corruption 0, Assimilation 6). */
  side: PlayerId;
}

/**
 * How the game ended.
 * @category Game API
 */
export interface Result {
  /** The winner, or `null` for a game stopped at the turn limit. */
  winner: PlayerId | null;
  /**
   * `compiled`: the winner compiled their third protocol; `turnLimit`: the engine's safeguard
   * stopped the game (`maxTurns`); `resigned`: the other seat resigned (a `resign` action);
   * `timeout`: the other seat lost on time (a `timeout` action).
   */
  reason: 'compiled' | 'turnLimit' | 'resigned' | 'timeout';
}

/**
 * The whole game: JSON-serialisable, versioned, with its own PRNG state. Treat it as opaque and
 * read-only: what a seat may know is {@link viewFor}'s; what may happen next is
 * {@link legalActions}'s. The fields are documented for tools (a debugger, a saved-game checker)
 * and handler authors.
 * @category Game API
 */
export interface GameState {
  /** State format version; bumped on any incompatible change (2: the `absent` zone). */
  format: 2;
  /** PRNG state (sfc32), advanced only by shuffles and random picks. */
  rng: number[];
  /**
   * Card definition id of each card, indexed by card id. Card ids are internal: they are numbered
   * by protocol and value at setup, so a client must never show them to a seat (views have none).
   */
  cards: string[];
  /** Whether each card is face-up (meaningful on the field; cards elsewhere are face-up in the trash and hidden in hands and decks). */
  up: boolean[];
  /** Seat 0's and seat 1's cards, by index. */
  players: PlayerState[];
  /**
   * Cards out of the game (a puzzle that uses fewer cards, see `Position.unplaced`): no rule ever
   * reaches them — they are never drawn, shuffled in, counted or shown.
   */
  absent: number[];
  /** Who holds the control component (`null`: neutral). */
  control: PlayerId | null;
  /** Whether this game uses the control component (`GameConfig.useControl`). */
  useControl: boolean;
  /** Whose turn it is (during the draft: who picks next). */
  turn: PlayerId;
  /** 1 for the first turn. */
  turnNumber: number;
  /** Turn after which the game is stopped as a draw (an engine safeguard; the rules have no limit). */
  maxTurns: number;
  /** The phase of the current turn (`draft` before the first turn, `over` after the last). */
  phase: Phase;
  /**
   * While drafting: the protocols still in the pool, the seats of the picks still to come in order,
   * and who drafted first; else `null`.
   */
  draft: {
    /** The protocols still to be drafted. */
    pool: string[];
    /** The seats of the picks still to come, in order. */
    picks: PlayerId[];
    /** The seat that drafted first (and plays first). */
    first: PlayerId;
  } | null;
  /** Pending resolution, bottom → top. */
  frames: Frame[];
  /** The decision the game waits for, or `null` while the game is over. */
  prompt: Prompt | null;
  /**
   * Metal 1: compile bans in force — `player` cannot compile on turn `turn` while the text of card
   * `card` is visible.
   */
  noCompile: {
    /** The seat that cannot compile. */
    player: PlayerId;
    /** The turn number it applies to. */
    turn: number;
    /** The card whose text bans it. */
    card: number;
  }[];
  /** Did the current player compile this turn (then the action phase is skipped). */
  compiledThisTurn: boolean;
  /** How the game ended, or `null` while it goes on. */
  result: Result | null;
}
