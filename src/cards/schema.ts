/**
 * The card data format. A card is plain JSON: its printed text plus, for each section, the
 * commands that text means, as data naming effect handlers (see `src/effects/`).
 *
 * A rules designer adds a protocol by writing data in this format; a new handler is needed
 * only when no existing command fits.
 * @module
 */

/**
 * The three command sections printed on a card (rulebook, "Card Anatomy").
 * @category Card data and the card language
 */
export type SectionName = 'top' | 'middle' | 'bottom';

/**
 * A player relative to the card whose text is resolving: its owner or the owner's opponent.
 * @category Card data and the card language
 */
export type Who = 'self' | 'opponent';

/**
 * A player relative to a card, or either player.
 * @category Card data and the card language
 */
export type WhoAny = Who | 'any';

/**
 * A comparison between two amounts.
 * @category Card data and the card language
 */
export type Comparison = '<' | '<=' | '=' | '>=' | '>' | '!=';

/**
 * Which cards a command selects, a count counts, or a continuous effect concerns. Defaults follow
 * the Codex ("Selecting and Targeting Cards for Effects"): either player's cards, uncovered only,
 * either face. Every field narrows the set; all given fields must hold.
 * @category Card data and the card language
 */
export interface CardFilter {
  /** Whose side: `any` (default), the text owner's (`self`) or the opponent's. */
  side?: WhoAny;
  /** `uncovered` (default), `covered` (text says "covered"), or `any` (text says "all", or "covered or uncovered"). */
  cover?: 'uncovered' | 'covered' | 'any';
  /** Only face-up or only face-down cards. */
  face?: 'up' | 'down';
  /** "other": never the card whose text it is. */
  other?: boolean;
  /**
   * Relative to the card whose text it is: its line (`this`), another line (`other`), the line bound
   * by an enclosing "each line" (`bound`), or the line of "that card" (`that`: "in the same line").
   */
  line?: 'this' | 'other' | 'bound' | 'that';
  /** Only cards whose current value is one of these. */
  values?: number[];
  /** Only cards whose current value compares so with an amount ("a value greater than …"). */
  value?: {
    /** Less than this. */
    lt?: Amount;
    /** Greater than this. */
    gt?: Amount;
    /** Equal to this. */
    eq?: Amount;
  };
  /** Only cards of this protocol. A face-down card on the field has no protocol (rulebook, "Face-down"). */
  protocol?: string;
  /** Only cards that are not of this protocol (a face-down card on the field is of none). */
  notProtocol?: string;
  /** Only cards whose protocol matches (`true`) or matches neither (`false`) protocol of their line. */
  matching?: boolean;
  /** Only cards in a line that satisfies this. */
  lineWhere?: LineCond;
  /** Only the highest / lowest valued of the cards that pass the rest of the filter (ties: the chooser picks). */
  extreme?: 'highest' | 'lowest';
}

/**
 * A card a command acts on: a selection, or an implied card that needs no selection.
 * @category Card data and the card language
 */
export type Target =
  /** "this card": the card whose text is resolving, covered or not (Codex). */
  | 'this'
  /** "that card": the card the previous command of this text selected, covered or not. */
  | 'that'
  | CardFilter;

/**
 * A number, read when a command resolves or a continuous effect is read. Counts of cards use the
 * same filters as selection (so "all" or "covered or uncovered" must say `cover: 'any'`).
 * @category Card data and the card language
 */
export type Amount =
  | number
  /** The number of cards the previous discard in this text discarded, plus `plus` (may be negative; never below 0). */
  | {
      /** What is counted. */
      count: 'discarded';
      /** Added to the count. */
      plus?: number;
    }
  /** The current value of "that card" (Light 0; Codex ruling: read after the flip, wherever the card is). */
  | {
      /** What is counted. */
      count: 'valueOfThat';
    }
  /** One for every `per` cards in the card's line, both stacks (Gravity 0). */
  | {
      /** What is counted. */
      count: 'cardsInLine';
      /** How many cards make one. */
      per: number;
    }
  /** The number of field cards matching a filter, divided by `per` (rounded down). */
  | {
      /** What is counted. */
      count: 'cards';
      /** Which cards count. */
      filter: CardFilter;
      /** How many cards make one (default 1). */
      per?: number;
    }
  /** The number of cards in a player's hand (default: the text owner's). */
  | {
      /** What is counted. */
      count: 'hand';
      /** Whose hand (default `self`). */
      who?: Who;
    }
  /** The number of cards in a player's deck or trash. */
  | {
      /** What is counted. */
      count: 'deck' | 'trash';
      /** Whose (default `self`). */
      who?: Who;
    }
  /** The number of different protocols among the matching field cards (face-down cards have none). */
  | {
      /** What is counted. */
      count: 'protocols';
      /** Which cards count. */
      filter: CardFilter;
    }
  /** The number of lines satisfying a condition. */
  | {
      /** What is counted. */
      count: 'lines';
      /** The condition, read for each line. */
      where: LineCond;
    }
  /** A player's total value in the card's line (`this`), or in the line a line condition is looking at (`bound`). */
  | {
      /** What is counted. */
      count: 'total';
      /** Whose total. */
      who: Who;
      /** Which line. */
      line: 'this' | 'bound';
    };

/**
 * A condition on a line, read with that line bound: filters with `line: 'bound'` and amounts with
 * `line: 'bound'` look at it.
 * @category Card data and the card language
 */
export type LineCond =
  /** The line holds a card matching the filter (the filter is read with `line: 'bound'`). */
  | {
      /** The filter a card of the line must match. */
      has: CardFilter;
    }
  /** A comparison of two amounts read for the line. */
  | {
      /** Left amount, comparison, right amount. */
      compare: [Amount, Comparison, Amount];
    }
  /** The line (or tied lines) where the amount is highest, among all three lines. */
  | {
      /** The amount, read for each line. */
      highest: Amount;
    }
  /** The line (or tied lines) where the amount is lowest, among all three lines. */
  | {
      /** The amount, read for each line. */
      lowest: Amount;
    }
  /** Either protocol in the line is this one. */
  | {
      /** The protocol's name. */
      protocol: string;
    }
  /** A protocol of the line matches "that card" (`true`), or neither does (`false`). */
  | {
      /** Whether a protocol must match. */
      matchesThat: boolean;
    }
  /** The condition does not hold. */
  | {
      /** The condition negated. */
      not: LineCond;
    };

/**
 * A condition checked when a command resolves, a trigger fires or a continuous effect is read.
 * @category Card data and the card language
 */
export type Cond =
  /** The card whose text it is, is covered (Life 0). */
  | 'thisCovered'
  /** The card whose text it is, covers a card (Life 4). */
  | 'thisCovering'
  /** It is the turn of the text's owner ("During your turn"). */
  | 'ownTurn'
  /** It is the opponent's turn ("during your opponent's turn"). */
  | 'opponentTurn'
  /** "That card" matches what this text stated: its value (a number) or protocol (Luck 3). */
  | 'thatMatchesStated'
  /** A comparison of two amounts ("If you have more than 1 card in your hand"). */
  | {
      /** Left amount, comparison, right amount. */
      compare: [Amount, Comparison, Amount];
    }
  /** The line of the card whose text it is satisfies this. */
  | {
      /** The condition on that line. */
      thisLine: LineCond;
    }
  /** Who holds the control component: `self` ("If you have control"), `opponent`, `any` (either player), or `none` (neutral). */
  | {
      /** Who holds it. */
      control: WhoAny | 'none';
    }
  /** The condition does not hold. */
  | {
      /** The condition negated. */
      not: Cond;
    }
  /** Every condition holds. */
  | {
      /** The conditions. */
      all: Cond[];
    };

/**
 * Where a moved or played card may go, relative to the resolving card.
 * @category Card data and the card language
 */
export type LineChoice =
  /** The resolving card's own line. */
  | 'this'
  /** Any line but the resolving card's line. */
  | 'other'
  /** Any line (but never the line the card is already in, for a shift). */
  | 'any'
  /** "either to or from this line" (Gravity 1). */
  | 'toOrFromThis'
  /** The line bound by an enclosing "each line" loop (or set by `flipProtocol`). */
  | 'bound'
  /** The lines among `in` (default `any`) that satisfy a condition ("a line with a face-down card"). */
  | {
      /** The lines considered (default `any`). */
      in?: 'this' | 'other' | 'any' | 'bound';
      /** The condition a line must satisfy. */
      where: LineCond;
    };

/** Common fields of every command. */
interface CommandBase {
  /** "you may": the chooser may decline. */
  may?: boolean;
  /** "If you do": resolve only if the previous command of this text did something. */
  if?: 'did';
}

/**
 * Draw cards. Refills from the trash when the deck runs out (Codex FAQ, "draw"). With `pick`, the
 * drawer takes cards matching the filter out of their revealed deck instead of from the top, and
 * the deck is never refilled ("Draw 1 card with a value of 1 revealed this way", Clarity 2).
 * @category Card data and the card language
 */
export interface DrawCommand extends CommandBase {
  /** The op name: `draw`, the handler that runs this command. */
  op: 'draw';
  /** How many; `all` only with `pick` ("draw all Unity cards from it"). */
  n: Amount | 'all';
  /** Who draws (default `self`). */
  who?: Who;
  /** Whose deck, relative to the drawer (default their own): "Draw the top card of your opponent's deck" (Love 1). */
  from?: Who;
  /** Take matching cards from the deck rather than the top card(s); printed values (the deck is revealed). */
  pick?: CardFilter;
}

/**
 * Discard cards: from a hand (the discarding player chooses which, or at random) or from the top
 * of a deck (Clarity 1, Luck 2–4; still a discard, FAQ). They go to the discarding player's trash,
 * or the opponent's with `into: 'opponent'` (Assimilation 1: the card becomes theirs).
 * @category Card data and the card language
 */
export interface DiscardCommand extends CommandBase {
  /** The op name: `discard`, the handler that runs this command. */
  op: 'discard';
  /** How many; `oneOrMore` ("Discard 1 or more cards"), `any` ("any number": 0 or more), `all` ("your hand", "your entire deck"). */
  n: Amount | 'oneOrMore' | 'any' | 'all';
  /** Who discards (default `self`). */
  who?: Who;
  /** From the hand (default), or the top of a deck. */
  from?: 'hand' | 'deckTop';
  /** Whose deck, relative to the discarding player, for `from: 'deckTop'` (Luck 3: the opponent's). */
  deck?: Who;
  /** "discards 1 random card" (Fear 4): picked by the game's PRNG. */
  random?: boolean;
  /** Whose trash, relative to the discarding player (default their own). */
  into?: Who;
}

/**
 * Flip one card.
 * @category Card data and the card language
 */
export interface FlipCommand extends CommandBase {
  /** The op name: `flip`, the handler that runs this command. */
  op: 'flip';
  /** The card to flip. */
  target: Target;
  /** "ignoring its middle command" (Luck 1): its middle does not resolve for this flip. */
  ignoreMiddle?: boolean;
}

/**
 * Flip every card matching the filter at once ("Flip all …").
 * @category Card data and the card language
 */
export interface FlipAllCommand extends CommandBase {
  /** The op name: `flipAll`, the handler that runs this command. */
  op: 'flipAll';
  /** The cards flipped. */
  filter: CardFilter;
}

/**
 * Shift one card to another line on the same side.
 * @category Card data and the card language
 */
export interface ShiftCommand extends CommandBase {
  /** The op name: `shift`, the handler that runs this command. */
  op: 'shift';
  /** The card to shift. */
  target: Target;
  /** Destination constraint (default `any`). */
  to?: LineChoice;
}

/**
 * Shift every card matching the filter to one chosen line, keeping relative order (Light 3).
 * @category Card data and the card language
 */
export interface ShiftAllCommand extends CommandBase {
  /** The op name: `shiftAll`, the handler that runs this command. */
  op: 'shiftAll';
  /** The cards shifted. */
  filter: CardFilter;
  /** The line they go to. */
  to: LineChoice;
}

/**
 * Delete one card. `chooser: 'opponent'` when the text says "Your opponent deletes".
 * @category Card data and the card language
 */
export interface DeleteCommand extends CommandBase {
  /** The op name: `delete`, the handler that runs this command. */
  op: 'delete';
  /** The card to delete. */
  target: Target;
  /** Who chooses and deletes (default `self`; `opponent`: "Your opponent deletes …"). */
  chooser?: Who;
}

/**
 * Delete every card matching the filter in one chosen line, simultaneously ("Delete all cards in
 * 1 line …"). `minCards`: only lines holding at least that many cards (Metal 3).
 * @category Card data and the card language
 */
export interface DeleteAllCommand extends CommandBase {
  /** The op name: `deleteAll`, the handler that runs this command. */
  op: 'deleteAll';
  /** The cards deleted in the chosen line. */
  filter: CardFilter;
  /** The lines that may be chosen. */
  line: LineChoice;
  /** Only lines holding at least this many cards (Metal 3). */
  minCards?: number;
}

/**
 * Return one card to its owner's hand.
 * @category Card data and the card language
 */
export interface ReturnCommand extends CommandBase {
  /** The op name: `return`, the handler that runs this command. */
  op: 'return';
  /** The card to return. */
  target: Target;
}

/**
 * Return every card matching the filter in one chosen line, simultaneously (Water 3).
 * @category Card data and the card language
 */
export interface ReturnAllCommand extends CommandBase {
  /** The op name: `returnAll`, the handler that runs this command. */
  op: 'returnAll';
  /** The cards returned in the chosen line. */
  filter: CardFilter;
  /** The lines that may be chosen. */
  line: LineChoice;
}

/**
 * Put a card from the field into the text owner's hand; it becomes theirs (Assimilation 0). Not a return.
 * @category Card data and the card language
 */
export interface TakeCardCommand extends CommandBase {
  /** The op name: `takeCard`, the handler that runs this command. */
  op: 'takeCard';
  /** The card taken. */
  target: Target;
}

/**
 * Play a card. From the hand (the player picks card, line and face within the rules and the
 * text), the top of a deck (face-down, unseen), the trash (the player picks), or "that card" (a
 * card this text revealed in a hand or trash: "You may play it", Luck 0; Time 3).
 * @category Card data and the card language
 */
export interface PlayCommand extends CommandBase {
  /** The op name: `play`, the handler that runs this command. */
  op: 'play';
  /** Who plays (default `self`). */
  who?: Who;
  /** Where the card comes from. */
  from: 'hand' | 'deckTop' | 'trash' | 'that';
  /** For `deckTop`: whose deck, relative to the player (Assimilation 2: the opponent's). */
  deck?: Who;
  /** Forced orientation; omitted: the player chooses, face-up only where the rules allow. */
  face?: 'down';
  /** Which line (default `any`). */
  line?: LineChoice;
  /** Whose side the card goes to, relative to the player (default their own; Assimilation 6). */
  side?: Who;
  /** "under this card" (Gravity 0): the card goes directly beneath the resolving card. */
  under?: boolean;
  /** Only cards matching this, read as the card would be once played ("a card with a value of 1", "non-Diversity"). */
  filter?: CardFilter;
}

/**
 * Reveal: a hand, one card from a hand, one face-down field card, the top card of a deck, a whole
 * deck, or one card from a trash (the revealed card becomes "that card").
 * @category Card data and the card language
 */
export interface RevealCommand extends CommandBase {
  /** The op name: `reveal`, the handler that runs this command. */
  op: 'reveal';
  /** What is revealed. */
  what: 'hand' | 'handCard' | 'fieldCard' | 'deckTop' | 'deck' | 'trashCard';
  /** Whose hand, deck or trash (default the text owner's). */
  who?: Who;
  /** Which cards may be revealed (`fieldCard`; `handCard` also accepts `drawn` below). */
  filter?: CardFilter;
  /** For `handCard`: only among the cards this text drew ("Reveal 1 card drawn …", Luck 0). */
  drawn?: boolean;
  /** For `handCard`: only cards of this value, or of the number this text stated (Luck 0). */
  value?: number | 'stated';
}

/**
 * Rearrange a player's protocols into a different order.
 * @category Card data and the card language
 */
export interface RearrangeCommand extends CommandBase {
  /** The op name: `rearrange`, the handler that runs this command. */
  op: 'rearrange';
  /** Whose protocols. */
  whose: Who;
  /** Orders that put this protocol in this card's line are not allowed ("Anarchy cannot be on this line"). */
  notHere?: string;
}

/**
 * Swap the positions of two of a player's protocols.
 * @category Card data and the card language
 */
export interface SwapCommand extends CommandBase {
  /** The op name: `swap`, the handler that runs this command. */
  op: 'swap';
  /** Whose protocols. */
  whose: Who;
}

/**
 * Swap all the cards of two of the owner's non-empty stacks, keeping their order (Mirror 2).
 * @category Card data and the card language
 */
export interface SwapStacksCommand extends CommandBase {
  /** The op name: `swapStacks`, the handler that runs this command. */
  op: 'swapStacks';
}

/**
 * Refresh, as the action of the same name, control component included (Codex, Spirit 0).
 * @category Card data and the card language
 */
export interface RefreshCommand extends CommandBase {
  /** The op name: `refresh`, the handler that runs this command. */
  op: 'refresh';
}

/**
 * Shuffle the owner's deck, or (`trash: true`) their trash into their deck.
 * @category Card data and the card language
 */
export interface ShuffleCommand extends CommandBase {
  /** The op name: `shuffle`, the handler that runs this command. */
  op: 'shuffle';
  /** Shuffle the trash into the deck ("Shuffle your trash into your deck"). */
  trash?: boolean;
}

/**
 * Give cards from your hand to your opponent.
 * @category Card data and the card language
 */
export interface GiveCommand extends CommandBase {
  /** The op name: `give`, the handler that runs this command. */
  op: 'give';
  /** How many cards. */
  n: number;
}

/**
 * Take random cards from your opponent's hand.
 * @category Card data and the card language
 */
export interface TakeCommand extends CommandBase {
  /** The op name: `take`, the handler that runs this command. */
  op: 'take';
  /** How many cards. */
  n: number;
}

/**
 * "Gain control." — the text's owner takes the control component (Main 3 preview: Lust 0, Envy 1);
 * nothing happens in a game played without it, or when they hold it already.
 * @category Card data and the card language
 */
export interface GainControlCommand extends CommandBase {
  /** The op name: `gainControl`, the handler that runs this command. */
  op: 'gainControl';
}

/**
 * "Return the control component to neutral." — whoever holds it loses it, with no rearrange
 * (that belongs to spending it on a compile or refresh).
 * @category Card data and the card language
 */
export interface ReturnControlCommand extends CommandBase {
  /** The op name: `returnControl`, the handler that runs this command. */
  op: 'returnControl';
}

/**
 * "Your opponent cannot compile on their next turn" (Metal 1).
 * @category Card data and the card language
 */
export interface PreventCompileCommand extends CommandBase {
  /** The op name: `preventCompile`, the handler that runs this command. */
  op: 'preventCompile';
}

/**
 * State a number (a card value, or one no card has) or a protocol (any the engine knows); the text remembers it.
 * @category Card data and the card language
 */
export interface StateCommand extends CommandBase {
  /** The op name: `state`, the handler that runs this command. */
  op: 'state';
  /** A number or a protocol. */
  what: 'number' | 'protocol';
}

/**
 * Flip a protocol of the owner to its compiled side without compiling (Diversity 0, Unity 1): no
 * control component, no deletion, not a compile for "after … compiles". Its line becomes the
 * bound line ("that line"). A third compiled protocol wins.
 * @category Card data and the card language
 */
export interface FlipProtocolCommand extends CommandBase {
  /** The op name: `flipProtocol`, the handler that runs this command. */
  op: 'flipProtocol';
  /** The protocol, by name, or `this` for this card's protocol. */
  protocol: string;
}

/**
 * Resolve the middle command of a chosen card as if it were on this card (Mirror 1).
 * @category Card data and the card language
 */
export interface CopyMiddleCommand extends CommandBase {
  /** The op name: `copyMiddle`, the handler that runs this command. */
  op: 'copyMiddle';
  /** The cards whose middle command may be copied. */
  target: CardFilter;
}

/**
 * "Either … or …": the chooser picks one branch (Spirit 1).
 * @category Card data and the card language
 */
export interface EitherCommand extends CommandBase {
  /** The op name: `either`, the handler that runs this command. */
  op: 'either';
  /** The branches, in printed order. */
  options: {
    /** The branch as the prompt shows it ("Discard 1 card"). */
    label: string;
    /** Its commands. */
    run: Command[];
  }[];
}

/**
 * Resolve `run` only if a condition holds when the command resolves.
 * @category Card data and the card language
 */
export interface IfCommand extends CommandBase {
  /** The op name: `if`, the handler that runs this command. */
  op: 'if';
  /** The condition. */
  cond: Cond;
  /** The commands resolved when it holds. */
  run: Command[];
  /** "Else, …": the commands resolved when it does not (Main 3 preview: Pride 0). */
  else?: Command[];
}

/**
 * "… in each line …" / "each … card": note the lines or cards when the command starts, then
 * resolve `run` once per noted object, one at a time, in the order the text's owner chooses
 * (Codex FAQ, "All" vs "Each").
 * @category Card data and the card language
 */
export interface EachLineCommand extends CommandBase {
  /** The op name: `eachLine`, the handler that runs this command. */
  op: 'eachLine';
  /** Which lines are noted. */
  lines: 'all' | 'other' | 'withOwnCard';
  /** Only lines satisfying this ("each line with a face-down card", Smoke 0). */
  where?: LineCond;
  /** The commands resolved for each line (in them, `line: 'bound'` is that line). */
  run: Command[];
}

/**
 * "Each … card": note the cards that match, then resolve `run` for each (as "that card").
 * @category Card data and the card language
 */
export interface EachCardCommand extends CommandBase {
  /** The op name: `eachCard`, the handler that runs this command. */
  op: 'eachCard';
  /** The cards noted. */
  filter: CardFilter;
  /** The commands resolved for each card (in them, `target: 'that'` is that card). */
  run: Command[];
}

/**
 * Repeat `run` a number of times read when the command starts (Gravity 0).
 * @category Card data and the card language
 */
export interface RepeatCommand extends CommandBase {
  /** The op name: `repeat`, the handler that runs this command. */
  op: 'repeat';
  /** How many times. */
  times: Amount;
  /** The commands repeated. */
  run: Command[];
}

/**
 * Any command of the card language. Handlers registered under other names may add more.
 * @category Card data and the card language
 */
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
  | TakeCardCommand
  | PlayCommand
  | RevealCommand
  | RearrangeCommand
  | SwapCommand
  | SwapStacksCommand
  | RefreshCommand
  | ShuffleCommand
  | GiveCommand
  | TakeCommand
  | PreventCompileCommand
  | GainControlCommand
  | ReturnControlCommand
  | StateCommand
  | FlipProtocolCommand
  | CopyMiddleCommand
  | EitherCommand
  | IfCommand
  | EachLineCommand
  | EachCardCommand
  | RepeatCommand
  | CustomCommand;

/**
 * A command for a handler a rules designer registered: any op name, any JSON parameters.
 * @category Card data and the card language
 */
export interface CustomCommand extends CommandBase {
  /** The op name the designer registered the handler under (`createEngine({ handlers })`). */
  op: string;
  [param: string]: unknown;
}

/**
 * Events that open an "After …:" window.
 * @category Card data and the card language
 */
export type AfterEventName = 'discard' | 'delete' | 'draw' | 'clearCache' | 'refresh' | 'compile' | 'play' | 'shuffle' | 'flip' | 'shift' | 'return';

/**
 * "After … :" — resolves once the event and all its consequences are done (Codex, effects
 * happening "after"), if the section is visible then (community rulings).
 * @category Card data and the card language
 */
export interface AfterTrigger {
  /** The event. */
  after: AfterEventName;
  /** Who did it, relative to this card's owner: "After you …" (`self`, default), "After your opponent …", "After a player …" (`any`). */
  by?: WhoAny;
  /** Only events in this card's line ("After your opponent plays a card in this line", Ice 1). */
  line?: 'this';
  /** Only during this player's turn ("during your opponent's turn", Peace 4). */
  during?: Who;
}

/**
 * When a triggered section resolves.
 * @category Card data and the card language
 */
export type Trigger =
  /** "Start:" — noted at the start of its owner's Start phase. */
  | 'start'
  /** "End:" — noted at the start of its owner's End phase. */
  | 'end'
  /** "When this card would be covered: First, …" */
  | 'wouldBeCovered'
  /** "When this card would be covered by a … card: First, …" (Unity 0): only by a card matching the filter, as it lands. */
  | {
      /** The cards that trigger it by covering this one. */
      wouldBeCoveredBy: CardFilter;
    }
  /** "When this card would be flipped: First, …" */
  | 'wouldBeFlipped'
  /** "When this card would be deleted by compiling: …" — replaces the deletion (Speed 2). */
  | 'wouldBeDeletedByCompile'
  | AfterTrigger;

/**
 * What a rule may forbid.
 * @category Card data and the card language
 */
export type Verb =
  /** Playing cards (any face); `playFaceUp` / `playFaceDown` one face only. Concerns the player who plays, into the scope. */
  | 'play' | 'playFaceUp' | 'playFaceDown'
  /** Flipping cards in the scope (either way, or only face-up / face-down as the result). */
  | 'flip' | 'flipUp' | 'flipDown'
  /** Shifting cards from or to the scope. */
  | 'shift'
  /** Drawing cards (the player who would draw). */
  | 'draw'
  /** Rearranging or swapping a player's protocols (also the control component's rearrange). */
  | 'rearrange'
  /** Compiling (the player who would compile, in the scope's lines). */
  | 'compile'
  /** A card in the scope being deleted, or returned, by an effect (`by`: only by that player). */
  | 'delete' | 'return'
  /** A card being discarded from a hand by an effect (the scope is the field; `cards` reads it as it is printed). */
  | 'discard';

/**
 * A continuous effect: a rule change in force while its section is visible (top: face-up; bottom:
 * face-up and uncovered). It names where it applies, whose things it concerns, and exactly one
 * change. `scope: 'card'` play permissions apply to the card itself wherever it is played from
 * ("This card may be played without matching protocols", Chaos 3).
 * @category Card data and the card language
 */
export type Passive = PassiveBase & (
  /** Add an amount to `whose` total value in each line of the scope (Metal 0, Apathy 0, Mirror 0). */
  | {
      /** The amount added (may be negative). */
      total: Amount;
    }
  /** Face-down cards in the scope have this value (Darkness 2). */
  | {
      /** The value. */
      faceDownValue: number;
    }
  /** Cards in the scope (those matching `cards`, when given) have a value this much more (negative: less). */
  | {
      /** The amount added to each card's value. */
      addValue: Amount;
    }
  /** `whose` cannot do this in the scope (Plague 0, Metal 2, Psychic 1, Ice 4, Ice 6, Frost 1 and 3). */
  | {
      /** What is forbidden. */
      forbid: Verb;
    }
  /**
   * `whose` may do this: `playUnmatched` — play face-up without matching protocols (Spirit 1,
   * Chaos 3, Unity 1); `playOpponentSide` — play on the opponent's side, face-up only: a face-down
   * card has no text (Corruption 0).
   */
  | {
      /** What is permitted. */
      permit: 'playUnmatched' | 'playOpponentSide';
    }
  /** Face-up plays must be without matching protocols (fan-made Anarchy 1). */
  | {
      /** What is required. */
      require: 'playUnmatched';
    }
  /**
   * Cards in the scope do not have this section's commands (Apathy 2, Fear 0: middle): a suppressed
   * top or bottom has no trigger and no continuous effect, a suppression's own excepted.
   */
  | {
      /** The section suppressed. */
      suppress: 'top' | 'middle' | 'bottom';
    }
  /** `whose` skips this phase (Spirit 0). */
  | {
      /** The phase skipped. */
      skip: 'cache';
    }
  /** A card that would be returned to `whose` hand goes on top of their deck face-down instead (Corruption 1). */
  | {
      /** Where the card goes instead. */
      replaceReturn: 'deckTop';
    }
  | CustomPassive
);

/**
 * A continuous effect of a kind a designer registered (`createEngine({ effects })`): its field and
 * value are the kind's business.
 * @category Card data and the card language
 */
export interface CustomPassive {
  [change: string]: unknown;
}

/**
 * Where and to whom a continuous effect applies.
 * @category Card data and the card language
 */
export interface PassiveBase {
  /** This card, its stack, its line (both stacks), or the whole field. */
  scope: 'card' | 'stack' | 'line' | 'field';
  /** Whose values, plays, cards or protocols, relative to this card's owner (default `any`). */
  whose?: WhoAny;
  /**
   * Who acts, relative to this card's owner, where `whose` says whose cards: "Your opponent cannot
   * shift cards in this line" is `whose: 'any', by: 'opponent'` (default: either player).
   */
  by?: WhoAny;
  /** Only the cards matching this (the cards played, flipped, shifted or valued). */
  cards?: CardFilter;
  /** Only while this holds. */
  when?: Cond;
}

/**
 * One printed section: its text for display, and what it means.
 * @category Card data and the card language
 */
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

/**
 * A card definition: pure data.
 * @category Card data and the card language
 */
export interface CardDef {
  /** Unique name, "Protocol value", e.g. `"Fire 0"`. */
  id: string;
  /** Box or set, e.g. `"Main 1"`. */
  set: string;
  /** The protocol it belongs to. */
  protocol: string;
  /** Its printed value, 0–6. */
  value: number;
  /** The top section: in play while the card is face-up, even covered. */
  top?: Section;
  /** The middle section: resolves when its text enters play (played or flipped face-up while uncovered, or uncovered while face-up). */
  middle?: Section;
  /** The bottom section: in play while the card is face-up and uncovered. */
  bottom?: Section;
}

/**
 * A protocol's metadata and its six cards.
 * @category Card data and the card language
 */
export interface ProtocolDef {
  /** The protocol's name, e.g. `"Fire"`. */
  name: string;
  /** Box or set, e.g. `"Main 1"`. */
  set: string;
  /** The protocol card's summary line, e.g. "Discard, Draw, Flip". */
  summary?: string;
  /** Its cards (six for an official protocol). */
  cards: CardDef[];
}

/**
 * A protocol file as a rules designer writes it in JSON: one protocol, or a list of them. Its JSON
 * Schema is `protocolFileSchema` (`compile-engine/schema`), and `validate` reports every problem in one.
 * @category Card data and the card language
 */
export type ProtocolFile = ProtocolDef | ProtocolDef[];
