/**
 * The card data format. A card is plain JSON: its printed text plus, for each section, the
 * commands that text means, as data naming effect handlers (see `src/effects/`).
 *
 * A rules designer adds a protocol by writing data in this format; a new handler is needed
 * only when no existing command fits.
 * @module
 */

/** The three command sections printed on a card (rulebook, "Card Anatomy"). */
export type SectionName = 'top' | 'middle' | 'bottom';

/** A player relative to the card whose text is resolving: its owner or the owner's opponent. */
export type Who = 'self' | 'opponent';

/**
 * Which cards on the field a command may select. Defaults follow the Codex ("Selecting and
 * Targeting Cards for Effects"): either player's cards, uncovered only, either face.
 */
export interface CardFilter {
  /** Whose side: `any` (default), the text owner's (`self`) or the opponent's. */
  side?: 'any' | Who;
  /** `uncovered` (default), `covered` (text says "covered"), or `any` (text says "all"). */
  cover?: 'uncovered' | 'covered' | 'any';
  /** Only face-up or only face-down cards. */
  face?: 'up' | 'down';
  /** "other": never the card whose text is resolving. */
  other?: boolean;
  /** Relative to the resolving card's line: `this` line, an `other` line, or the `bound` line of an "each line" loop. */
  line?: 'this' | 'other' | 'bound';
  /** Only cards whose current value is one of these. */
  values?: number[];
  /** Only the highest / lowest valued of the cards that pass the rest of the filter (ties: the chooser picks). */
  extreme?: 'highest' | 'lowest';
}

/** A card a command acts on: a selection, or an implied card that needs no selection. */
export type Target =
  /** "this card": the card whose text is resolving, covered or not (Codex). */
  | 'this'
  /** "that card": the card the previous command of this text selected, covered or not. */
  | 'that'
  | CardFilter;

/** A number a command uses: a constant, or a quantity read when the command resolves. */
export type Amount =
  | number
  /** The number of cards the previous discard in this text discarded, plus `plus`. */
  | { count: 'discarded'; plus?: number }
  /** The current value of "that card" (Light 0; Codex ruling: read after the flip). */
  | { count: 'valueOfThat' }
  /** One for every `per` cards in the resolving card's line, both stacks (Gravity 0). */
  | { count: 'cardsInLine'; per: number };

/** Where a moved or played card may go, relative to the resolving card. */
export type LineChoice =
  /** The resolving card's own line. */
  | 'this'
  /** Any line but the resolving card's line. */
  | 'other'
  /** Any line (but never the line the card is already in, for a shift). */
  | 'any'
  /** "either to or from this line" (Gravity 1). */
  | 'toOrFromThis'
  /** The line bound by an enclosing "each line" loop. */
  | 'bound';

/** Common fields of every command. */
interface CommandBase {
  /** "you may": the chooser may decline. */
  may?: boolean;
  /** "If you do": resolve only if the previous command of this text did something. */
  if?: 'did';
}

/** Draw cards. Refills from the trash when the deck runs out (Codex FAQ, "draw"). */
export interface DrawCommand extends CommandBase {
  op: 'draw';
  n: Amount;
  /** Who draws (default `self`). */
  who?: Who;
  /** "Draw the top card of your opponent's deck" (Love 1): draw from the opponent's deck. */
  from?: Who;
}

/** Discard cards from hand; the discarding player chooses which. */
export interface DiscardCommand extends CommandBase {
  op: 'discard';
  /** How many, or `oneOrMore` ("Discard 1 or more cards"). */
  n: Amount | 'oneOrMore';
  who?: Who;
}

/** Flip one card. */
export interface FlipCommand extends CommandBase {
  op: 'flip';
  target: Target;
}

/** Flip every card matching the filter at once ("Flip all …"). */
export interface FlipAllCommand extends CommandBase {
  op: 'flipAll';
  filter: CardFilter;
}

/** Shift one card to another line on the same side. */
export interface ShiftCommand extends CommandBase {
  op: 'shift';
  target: Target;
  /** Destination constraint (default `any`). */
  to?: LineChoice;
}

/** Shift every card matching the filter to one chosen line, keeping relative order (Light 3). */
export interface ShiftAllCommand extends CommandBase {
  op: 'shiftAll';
  filter: CardFilter;
  to: LineChoice;
}

/** Delete one card. `chooser: 'opponent'` when the text says "Your opponent deletes". */
export interface DeleteCommand extends CommandBase {
  op: 'delete';
  target: Target;
  chooser?: Who;
}

/**
 * Delete every card matching the filter in one chosen line, simultaneously ("Delete all cards in
 * 1 line …"). `minCards`: only lines holding at least that many cards (Metal 3).
 */
export interface DeleteAllCommand extends CommandBase {
  op: 'deleteAll';
  filter: CardFilter;
  line: LineChoice;
  minCards?: number;
}

/** Return one card to its owner's hand. */
export interface ReturnCommand extends CommandBase {
  op: 'return';
  target: Target;
}

/** Return every card matching the filter in one chosen line, simultaneously (Water 3). */
export interface ReturnAllCommand extends CommandBase {
  op: 'returnAll';
  filter: CardFilter;
  line: LineChoice;
}

/** Play a card: from the player's hand (their choice) or the top of their deck. */
export interface PlayCommand extends CommandBase {
  op: 'play';
  /** Who plays (default `self`). */
  who?: Who;
  from: 'hand' | 'deckTop';
  /** Forced orientation; omitted: the player chooses, face-up only where the rules allow. */
  face?: 'down';
  /** Which line (default `any`). */
  line?: LineChoice;
  /** "under this card" (Gravity 0): the card goes directly beneath the resolving card. */
  under?: boolean;
}

/** Reveal: the opponent's or your hand, one card from your hand, or one face-down field card. */
export interface RevealCommand extends CommandBase {
  op: 'reveal';
  what: 'hand' | 'handCard' | 'fieldCard';
  /** Whose hand (for `hand`/`handCard`). */
  who?: Who;
  /** For `fieldCard`: which cards may be revealed. */
  filter?: CardFilter;
}

/** Rearrange a player's protocols into a different order. */
export interface RearrangeCommand extends CommandBase {
  op: 'rearrange';
  whose: Who;
}

/** Swap the positions of two of a player's protocols. */
export interface SwapCommand extends CommandBase {
  op: 'swap';
  whose: Who;
}

/** Refresh, as the action of the same name, control component included (Codex, Spirit 0). */
export interface RefreshCommand extends CommandBase {
  op: 'refresh';
}

/** Give cards from your hand to your opponent. */
export interface GiveCommand extends CommandBase {
  op: 'give';
  n: number;
}

/** Take random cards from your opponent's hand. */
export interface TakeCommand extends CommandBase {
  op: 'take';
  n: number;
}

/** "Your opponent cannot compile on their next turn" (Metal 1). */
export interface PreventCompileCommand extends CommandBase {
  op: 'preventCompile';
}

/** "Either … or …": the chooser picks one branch (Spirit 1). */
export interface EitherCommand extends CommandBase {
  op: 'either';
  options: { label: string; run: Command[] }[];
}

/** Resolve `run` only if a condition about the resolving card holds. */
export interface IfCommand extends CommandBase {
  op: 'if';
  cond: 'thisCovered' | 'thisCovering';
  run: Command[];
}

/**
 * "… in each line …" / "each … card": note the lines or cards when the command starts, then
 * resolve `run` once per noted object, one at a time, in the order the text's owner chooses
 * (Codex FAQ, "All" vs "Each").
 */
export interface EachLineCommand extends CommandBase {
  op: 'eachLine';
  /** Which lines are noted. */
  lines: 'all' | 'other' | 'withOwnCard';
  run: Command[];
}

/** "Each … card": note the cards that match, then resolve `run` for each (as "that card"). */
export interface EachCardCommand extends CommandBase {
  op: 'eachCard';
  filter: CardFilter;
  run: Command[];
}

/** Repeat `run` a number of times read when the command starts (Gravity 0). */
export interface RepeatCommand extends CommandBase {
  op: 'repeat';
  times: Amount;
  run: Command[];
}

/** Any command of the card language. Handlers registered under other names may add more. */
export type Command =
  | DrawCommand
  | DiscardCommand
  | FlipCommand
  | FlipAllCommand
  | ShiftCommand
  | ShiftAllCommand
  | DeleteCommand
  | DeleteAllCommand
  | ReturnCommand
  | ReturnAllCommand
  | PlayCommand
  | RevealCommand
  | RearrangeCommand
  | SwapCommand
  | RefreshCommand
  | GiveCommand
  | TakeCommand
  | PreventCompileCommand
  | EitherCommand
  | IfCommand
  | EachLineCommand
  | EachCardCommand
  | RepeatCommand
  | CustomCommand;

/** A command for a handler a rules designer registered: any op name, any JSON parameters. */
export interface CustomCommand extends CommandBase {
  op: string;
  [param: string]: unknown;
}

/** When a triggered section resolves. */
export type Trigger =
  /** "Start:" — noted at the start of its owner's Start phase. */
  | 'start'
  /** "End:" — noted at the start of its owner's End phase. */
  | 'end'
  /** "When this card would be covered: First, …" */
  | 'wouldBeCovered'
  /** "When this card would be flipped: First, …" */
  | 'wouldBeFlipped'
  /** "When this card would be deleted by compiling: …" — replaces the deletion (Speed 2). */
  | 'wouldBeDeletedByCompile'
  /** "After your opponent discards cards:" */
  | 'afterOpponentDiscards'
  /** "After you delete cards:" */
  | 'afterYouDelete'
  /** "After you draw cards:" */
  | 'afterYouDraw'
  /** "After you clear cache:" */
  | 'afterYouClearCache';

/** A continuous rule change that holds while its section is visible. */
export type Passive =
  /** "All face-down cards in this stack have a value of N" (Darkness 2). */
  | { kind: 'faceDownValueInStack'; value: number }
  /** "Your opponent's total value in this line is reduced by N" (Metal 0). */
  | { kind: 'opponentLineValue'; delta: number }
  /** "Your total value in this line is increased by N for each face-down card in this line" (Apathy 0). */
  | { kind: 'lineValuePerFaceDown'; delta: number }
  /** "Your opponent cannot play cards face-down in this line" (Metal 2). */
  | { kind: 'opponentCannotPlayFaceDownInLine' }
  /** "Your opponent cannot play cards in this line" (Plague 0). */
  | { kind: 'opponentCannotPlayInLine' }
  /** "Your opponent can only play cards face-down" (Psychic 1). */
  | { kind: 'opponentPlaysFaceDownOnly' }
  /** "When you play cards face-up, they may be played without matching protocols" (Spirit 1). */
  | { kind: 'ownFaceUpPlaysIgnoreProtocols' }
  /** "Ignore all middle commands of cards in this line" (Apathy 2). */
  | { kind: 'ignoreMiddleCommandsInLine' }
  /** "Skip your check cache phase" (Spirit 0). */
  | { kind: 'skipCheckCache' };

/** One printed section: its text for display, and what it means. */
export interface Section {
  /** The printed text (errata applied), kept for display. */
  text: string;
  /** When the commands resolve (one trigger or several, e.g. "covered or flipped"); absent for a middle command. */
  on?: Trigger | Trigger[];
  /** The commands, in printed order. */
  run?: Command[];
  /** Continuous effects while the section is visible. */
  passive?: Passive[];
}

/** A card definition: pure data. */
export interface CardDef {
  /** Unique name, "Protocol value", e.g. `"Fire 0"`. */
  id: string;
  /** Box or set, e.g. `"Main 1"`. */
  set: string;
  protocol: string;
  value: number;
  top?: Section;
  middle?: Section;
  bottom?: Section;
}

/** A protocol's metadata and its six cards. */
export interface ProtocolDef {
  name: string;
  set: string;
  /** The protocol card's summary line, e.g. "Discard, Draw, Flip". */
  summary?: string;
  cards: CardDef[];
}
