/**
 * The pending resolution as a seat may know it: the stack of frames (`state.frames`), the prompt
 * of the seat that must answer, and the turn's bookkeeping, with every card named by a place the
 * seat can see — a field position, an index of its own hand, of a trash, of its own deck while it
 * is revealed to it — or by an opaque token for a card in a hidden zone. Card ids never appear:
 * the engine numbers cards by protocol and value at setup, so an id would name a hidden card.
 *
 * The structure itself (which text resolves, where it stands, what it noted) is public: every text
 * that starts is announced with its card (the `triggered` event), and every move a frame waits on
 * was announced by the event that committed it. A text's card is named by its place like any other
 * card: once it is face-down or in a hidden hand, the view no longer names it (the seat's events
 * did, when it saw them). This is what a search bot needs to rebuild a full
 * state for a decision taken in the middle of an effect (see `compile-engine/bots`, `determinize`).
 * @module
 */
import type { Frame, FrameOf, Line, PlayerId, Prompt, TriggerOf, VarsOf } from '../state/types.js';
import { type Board, commandsAt } from '../machine/context.js';
import { locate } from '../machine/board.js';
import { copyPlain } from '../state/clone.js';

/**
 * A card named by where the viewer may find it. `card` (the card's name) is present exactly when
 * the viewer may know which card it is.
 * @category Views and events
 */
export type CardRef =
  /** On the field: seat `player`'s stack in `line`, `index` counted from the bottom (0). */
  | {
      /** Where it is. */
      at: 'field';
      /** Whose side. */
      player: PlayerId;
      /** Its line. */
      line: Line;
      /** Its place in the stack, 0 at the bottom. */
      index: number;
      /** The card, when the viewer may know it. */
      card?: string;
    }
  /** In a trash (oldest first), in the viewer's own hand, or in the viewer's own deck (top first) while it is revealed to them for a choice. */
  | {
      /** Where it is. */
      at: 'hand' | 'deck' | 'trash';
      /** Whose zone. */
      player: PlayerId;
      /** Its index there (deck: 0 the top; trash: 0 the oldest). */
      index: number;
      /** The card, when the viewer may know it. */
      card?: string;
    }
  /** Committed, between zones: the card of pending frame number `frame` (a `land` or `arrive` frame); `up`: its face as it left its zone. */
  | {
      /** Where it is. */
      at: 'transit';
      /** The index of the pending frame that carries it. */
      frame: number;
      /** Its face as it left its zone. */
      up: boolean;
      /** The card, when the viewer may know it. */
      card?: string;
    }
  /** In `player`'s hand or deck, where the viewer cannot tell it apart: the same `token` is the same card throughout one view. */
  | {
      /** Where it is. */
      at: 'hidden';
      /** The hidden zone. */
      zone: 'hand' | 'deck';
      /** Whose zone. */
      player: PlayerId;
      /** The same token is the same card throughout one view. */
      token: number;
      /** The card, when the viewer may know it. */
      card?: string;
    }
  /** Out of the game (a position that leaves cards out). */
  | {
      /** Where it is. */
      at: 'absent';
    }
  /**
   * A card the viewer may not place: one of the cards a text drew (`vars.drawn`) when the viewer is
   * not the text's owner, who drew them. The viewer knows how many were drawn, not which, nor where
   * they went since; each such reference stands for itself.
   */
  | {
      /** Where it is: unknown to the viewer. */
      at: 'unknown';
      /** The seat whose text drew it. */
      player: PlayerId;
    };

/**
 * A prompt (see {@link Prompt}) with its cards named by `C`.
 * @category Views and events
 */
export type PromptOf<C> =
  | Exclude<Prompt, {
      /** The kinds whose cards are renamed below. */
      kind: 'card' | 'hand' | 'trash' | 'deck' | 'play' | 'order';
    }>
  | (Omit<Extract<Prompt, {
      /** The kind of decision. */
      kind: 'card';
    }>, 'cards'> & {
      /** The selectable cards. */
      cards: C[];
    })
  | (Omit<Extract<Prompt, {
      /** The kind of decision. */
      kind: 'hand';
    }>, 'cards'> & {
      /** The selectable cards. */
      cards: C[];
    })
  | (Omit<Extract<Prompt, {
      /** The kind of decision. */
      kind: 'trash';
    }>, 'cards'> & {
      /** The selectable cards. */
      cards: C[];
    })
  | (Omit<Extract<Prompt, {
      /** The kind of decision. */
      kind: 'deck';
    }>, 'cards'> & {
      /** The selectable cards. */
      cards: C[];
    })
  | (Omit<Extract<Prompt, {
      /** The kind of decision. */
      kind: 'play';
    }>, 'options'> & {
      /** Every legal play. */
      options: {
        /** The card. */
        card: C;
        /** The line it goes into. */
        line: number;
        /** Face-up (`true`) or face-down. */
        up: boolean;
        /** The seat whose stack receives it. */
        side: PlayerId;
      }[];
    })
  | (Omit<Extract<Prompt, {
      /** The kind of decision. */
      kind: 'order';
    }>, 'triggers'> & {
      /** The triggers waiting, by option index. */
      triggers: TriggerOf<C>[];
    });

/**
 * A pending frame as the viewer sees it.
 * @category Views and events
 */
export type PendingFrame = FrameOf<CardRef>;
/**
 * The prompt as the seat that must answer it sees it.
 * @category Views and events
 */
export type PendingPrompt = PromptOf<CardRef>;

/**
 * What the engine still has to do, and the turn's bookkeeping, as one seat may know it.
 * @category Views and events
 */
export interface PendingView {
  /** The pending-resolution stack, bottom → top (the top frame is the one a prompt answers). */
  frames: PendingFrame[];
  /** The prompt in full — its cards, options, text — for the seat that must answer it (without `text` when the card that asks is hidden from that seat); `null` for the other seat and spectators. */
  prompt: PendingPrompt | null;
  /** Compile bans in force (Metal 1): the player who cannot compile on a turn while the card's text is visible. */
  noCompile: {
    /** The seat that cannot compile. */
    player: PlayerId;
    /** The turn number it applies to. */
    turn: number;
    /** The card whose text bans it. */
    card: CardRef;
  }[];
  /** Whether the current player compiled this turn (then the action phase is skipped). */
  compiledThisTurn: boolean;
  /** While drafting: the seats still to pick, in order, and who picked first (and so plays first). */
  draft: {
    /** The seats of the picks still to come, in order. */
    picks: PlayerId[];
    /** The seat that drafted first. */
    first: PlayerId;
  } | null;
  /** Whether the game uses the control component. */
  useControl: boolean;
  /** The turn after which the engine stops the game as a draw. */
  maxTurns: number;
}

/** The same frame with each card renamed by `card`, and each entry of a text's `tmp` by `tmp`. */
export function mapFrame<A, B>(f: FrameOf<A>, card: (c: A) => B, tmp: (t: A | number) => B | number): FrameOf<B> {
  switch (f.k) {
    case 'text':
      return { ...f, src: { card: card(f.src.card), section: f.src.section }, host: card(f.host), path: [...f.path], vars: mapVars(f.vars, card), tmp: f.tmp.map(tmp) };
    case 'each':
      return {
        ...f, src: { card: card(f.src.card), section: f.src.section }, host: card(f.host), path: [...f.path], vars: mapVars(f.vars, card),
        items: f.mode === 'card' ? f.items.map((c) => card(c as A)) : (f.items as number[]).slice(), filter: copyPlain(f.filter),
      };
    case 'land':
      return { ...f, card: card(f.card), under: f.under === null ? null : card(f.under), fired: f.fired.map(card) };
    case 'arrive':
      return { ...f, card: card(f.card) };
    case 'triggers':
      return { ...f, items: f.items.map((t) => mapTrigger(t, card)) };
    case 'cache':
      return { ...f, chosen: f.chosen.map(card) };
    default:
      return { ...f };
  }
}

/** The same prompt with each card renamed by `card`. */
export function mapPrompt<A, B>(p: PromptOf<A>, card: (c: A) => B): PromptOf<B> {
  switch (p.kind) {
    case 'card': case 'hand': case 'trash': case 'deck':
      return { ...p, cards: p.cards.map(card) } as PromptOf<B>;
    case 'play':
      return { ...p, options: p.options.map((o) => ({ card: card(o.card), line: o.line, up: o.up, side: o.side })) };
    case 'order':
      return { ...p, triggers: p.triggers.map((t) => mapTrigger(t, card)) };
    default:
      return copyPlain(p);
  }
}

const mapTrigger = <A, B>(t: TriggerOf<A>, card: (c: A) => B): TriggerOf<B> => ({ card: card(t.card), section: t.section, owner: t.owner });

function mapVars<A, B>(v: VarsOf<A>, card: (c: A) => B): VarsOf<B> {
  return { that: v.that === null ? null : card(v.that), did: v.did, discarded: v.discarded, line: v.line, stated: v.stated, drawn: v.drawn.map(card) };
}

/**
 * Names cards for one viewer. A card's name goes with its place when the viewer may know it: a
 * face-up card, the viewer's own face-down card, hand or revealed deck, a trash, a card in transit
 * that left face-up, is being played face-up, goes to a trash, arrives in the viewer's hand or deck,
 * or travels face-down known to the viewer (its frame's `knownTo`: never a card played face-down
 * from the top of a deck, which no one may know before it lands).
 * Cards in hidden zones get tokens numbered in the order they are met, which depends on the
 * frames only, never on the hidden order of a hand or deck.
 */
function namer(b: Board, seat: PlayerId | 'spectator'): (card: number) => CardRef {
  const s = b.s;
  const tokens = new Map<number, number>();
  const prompt = s.prompt;
  const shownDeck = prompt?.kind === 'deck' && prompt.player === seat ? seat : null;
  const named = <R extends CardRef>(ref: R, card: number, known: boolean): R => (known ? { ...ref, card: s.cards[card]! } : ref);
  return (card: number): CardRef => {
    if (s.absent.includes(card)) return { at: 'absent' };
    const loc = locate(b, card);
    switch (loc.zone) {
      case 'field':
        return named({ at: 'field', player: loc.player, line: loc.line as Line, index: loc.index }, card, s.up[card]! || seat === loc.player);
      case 'trash':
        return named({ at: 'trash', player: loc.player, index: loc.index }, card, true);
      case 'hand':
      case 'deck':
        if (loc.zone === 'hand' ? seat === loc.player : shownDeck === loc.player) return named({ at: loc.zone, player: loc.player, index: loc.index }, card, true);
        if (!tokens.has(card)) tokens.set(card, tokens.size);
        return { at: 'hidden', zone: loc.zone, player: loc.player, token: tokens.get(card)! };
      case 'transit': {
        const frame = s.frames.findIndex((f) => (f.k === 'land' || f.k === 'arrive') && f.card === card);
        if (frame < 0) return { at: 'absent' };
        const f = s.frames[frame] as Extract<Frame, { k: 'land' | 'arrive' }>;
        const known = s.up[card]! || (f.k === 'land' ? f.up || seat === (f.knownTo === undefined ? f.player : f.knownTo) : seat === f.player || seat === f.from || f.zone === 'trash');
        return named({ at: 'transit', frame, up: s.up[card]! }, card, known);
      }
    }
  };
}

/** Whether a text frame's handler keeps cards in `tmp` (see `Handler.tmp`). */
function tmpHoldsCards(b: Board, f: Extract<Frame, { k: 'text' }>): boolean {
  const cmd = commandsAt(b, f.src, f.path)[f.pc];
  return !cmd || b.lib.handlers[cmd.op]?.tmp !== 'numbers';
}

/** The pending resolution as `seat` may know it. */
export function pendingView(b: Board, seat: PlayerId | 'spectator'): PendingView {
  const s = b.s;
  const ref = namer(b, seat);
  const frames = s.frames.map((f): PendingFrame => {
    const keepsCards = f.k === 'text' && tmpHoldsCards(b, f);
    // The cards a text drew (`vars.drawn`) are followed only by the text's owner, who drew them
    // (the draws that keep them are "Draw …" texts). Anyone else knows how many were drawn, not
    // which, so where they went since is not linked to them: a card discarded, played face-down or
    // picked later is not shown to be one of them (Codex, "Public and Private Information").
    const hidesDrawn = (f.k === 'text' || f.k === 'each') && seat !== f.owner && f.vars.drawn.length > 0;
    const mapped = mapFrame<number, CardRef>(hidesDrawn ? { ...f, vars: { ...f.vars, drawn: [] } } : f, ref, (t) => (keepsCards ? ref(t) : t));
    // A text's card and host are named like every other card, by their place now: a card flipped
    // face-down (or returned to a hidden hand) while its text resolves is no longer named, although
    // its `triggered` and `flipped` events named it — what a seat saw is in its events, the view
    // shows what it may see now (Codex, "Public and Private Information": "Face-down cards in the
    // field are all private information"; rulings, "A resolving card that becomes hidden").
    if (hidesDrawn && (mapped.k === 'text' || mapped.k === 'each')) {
      const g = f as Extract<Frame, { k: 'text' | 'each' }>;
      mapped.vars.drawn = g.vars.drawn.map((): CardRef => ({ at: 'unknown', player: g.owner }));
    }
    return mapped;
  });
  return {
    frames,
    prompt: s.prompt && s.prompt.player === seat ? answererPrompt(b, seat, ref) : null,
    noCompile: s.noCompile.map((n) => ({ player: n.player, turn: n.turn, card: ref(n.card) })),
    compiledThisTurn: s.compiledThisTurn,
    draft: s.draft ? { picks: [...s.draft.picks], first: s.draft.first } : null,
    useControl: s.useControl,
    maxTurns: s.maxTurns,
  };
}

/**
 * The prompt in full for the seat that answers it, but for the question's text when the card that
 * asks is hidden from that seat ("Your opponent discards 1 card" from a face-down card): the text
 * names its card (see {@link askerKnown}).
 */
function answererPrompt(b: Board, seat: PlayerId, ref: (card: number) => CardRef): PendingPrompt {
  const p = mapPrompt<number, CardRef>(b.s.prompt!, ref);
  if ('text' in p && !askerKnown(b, seat)) delete (p as { text?: string }).text;
  return p;
}

/**
 * Whether `seat` may know the card whose text asks the current question, by its place now: face-up,
 * in a trash, its own face-down card, in its own hand or revealed deck. A rule's question (no text
 * on top) has no card to hide.
 */
export function askerKnown(b: Board, seat: PlayerId | 'spectator'): boolean {
  const f = b.s.frames[b.s.frames.length - 1];
  if (f?.k !== 'text' && f?.k !== 'each') return true;
  const ref = namer(b, seat)(f.src.card);
  return 'card' in ref && ref.card !== undefined;
}
