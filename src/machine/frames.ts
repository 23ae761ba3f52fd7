/**
 * Stepping the pending-resolution stack: each frame kind either finishes (and is popped),
 * pushes frames that resolve first, or raises a prompt.
 * @module
 */
import type { Command, Trigger } from '../cards/schema.js';
import type { Action } from '../state/actions.js';
import type { Frame, PendingTrigger } from '../state/types.js';
import { type CommandStep, type Ctx, type Handler, type TextFrame, commandsAt, emit, metaOf, stepsAt } from './context.js';
import { fieldLoc, isVisible, noteInStack, other, topOf } from './board.js';
import { matchesAt, subjectOf, suppressed } from './expressions.js';
import { enterCardText, firstLandingIn, interrupt, landsIn, pushText, triggeredSections, windowTriggers } from './moves.js';
import { ask } from './prompts.js';
import { copyVars } from '../state/clone.js';
import { withCardAt, withCardOnTop } from '../state/grown.js';
import { stillSelectable } from './targets.js';
import { runCouldAct } from './couldAct.js';

/** The top frame. */
export function top(x: Ctx): Frame | undefined {
  const frames = x.s.frames;
  // Never `frames[-1]`: on an empty list that is a slow lookup of the property "-1".
  return frames.length === 0 ? undefined : frames[frames.length - 1];
}

const pop = (x: Ctx): void => {
  x.s.frames.pop();
};

/** The handler of a step: one registered for its op (data is checked when an engine is made). */
function handlerOf(st: CommandStep): Handler {
  if (st.h === null) throw new Error(`no handler registered for "${st.cmd.op}"`);
  return st.h;
}

/** Moves a text to its next command. */
export function advance(f: TextFrame): void {
  f.pc++;
  f.stage = 0;
  f.tmp = [];
  f.ok = false;
}

function finishStep(f: TextFrame, r: 'done' | 'wait' | 'push'): void {
  if (r === 'done') advance(f);
}

/** One step of a running text. */
export function stepText(x: Ctx, f: TextFrame): void {
  const steps = stepsAt(x, f.src, f.path);
  if (f.dead || f.pc >= steps.length) return pop(x);
  const st = steps[f.pc]!;
  if (f.stage === 0 && !f.ok) {
    // "If you do": the benefit needs the instruction completed (Codex, "Card Text").
    if (st.ifDid && !f.vars.did) {
      f.vars.did = false;
      return advance(f);
    }
    if (st.asks) {
      if (!st.h!.possible!(x, f, st.cmd)) {
        f.vars.did = false;
        return advance(f);
      }
      f.stage = -1;
      ask(x, { kind: 'confirm', player: chooserOf(f, st.cmd), text: textOf(x, f) });
      return;
    }
    f.ok = true;
  }
  finishStep(f, handlerOf(st).start(x, f, st.cmd));
}

/** Who answers a text's prompts: its owner, unless the command names the opponent as chooser. */
export function chooserOf(f: TextFrame, cmd: Command): 0 | 1 {
  const who = (cmd as { chooser?: string; who?: string }).chooser ?? (cmd.op === 'discard' || cmd.op === 'play' ? (cmd as { who?: string }).who : undefined);
  return who === 'opponent' ? other(f.owner) : f.owner;
}

/** The printed text of the section a frame is resolving, for prompts (the card id, then the text: read once per engine). */
export function textOf(x: Ctx, f: { src: { card: number; section: 'top' | 'middle' | 'bottom' } }): string {
  const meta = x.m[f.src.card]!;
  switch (f.src.section) {
    case 'top': return meta.topText;
    case 'middle': return meta.middleText;
    case 'bottom': return meta.bottomText;
  }
}

/** Feeds an answer to the text on top. */
export function answerText(x: Ctx, f: TextFrame, a: Action): void {
  const st = stepsAt(x, f.src, f.path)[f.pc]!;
  const h = handlerOf(st);
  if (f.stage === -1) {
    if (a.type === 'pass') {
      f.vars.did = false;
      return advance(f);
    }
    f.stage = 0;
    f.ok = true;
    return finishStep(f, h.start(x, f, st.cmd));
  }
  if (!h.answer) throw new Error(`handler "${st.cmd.op}" raised a prompt but takes no answer`);
  finishStep(f, h.answer(x, f, st.cmd, a));
}

type EachFrame = Extract<Frame, { k: 'each' }>;

function eachTextFrame(f: EachFrame): TextFrame {
  return { k: 'text', src: f.src, host: f.host, owner: f.owner, path: f.path, pc: 0, stage: 0, vars: f.vars, tmp: [], ok: false, dead: false };
}

/**
 * "Each": the next noted object, chosen by the text's owner among those where the text can still
 * do something (Codex FAQ, "each"; community rulings, "Mandatory choices must have effect"). With
 * one such object it comes next unasked; objects where nothing can happen now wait until last, in
 * the order noted, so that one a card reached meanwhile is still processed (rulings page, "each").
 */
export function stepEach(x: Ctx, f: EachFrame): void {
  if (f.dead) return pop(x);
  // A noted card that can no longer be selected the same way (covered, flipped or gone meanwhile)
  // is passed over: "each" only reaches the objects its text describes (rulings page, "each").
  if (f.mode === 'card' && f.filter) {
    const probe = eachTextFrame(f);
    f.items = f.items.filter((c) => stillSelectable(x, probe, f.filter!, c));
  }
  if (f.items.length === 0) return pop(x);
  const run = commandsAt(x, f.src, f.path);
  const live = f.items.length === 1 ? f.items : f.items.filter((item) => runCouldAct(x, itemFrame(f, item), run));
  if (live.length <= 1) return beginEachItem(x, f, live[0] ?? f.items[0]!);
  if (f.mode === 'line') ask(x, { kind: 'line', player: f.owner, lines: [...live], optional: false, text: `${textOf(x, f)} — which line next?` });
  else ask(x, { kind: 'card', player: f.owner, cards: [...live], optional: false, text: `${textOf(x, f)} — which card next?` });
}

/** The text frame that processes one noted object: the line bound, or the card as "that card". */
function itemFrame(f: EachFrame, item: number): TextFrame {
  const t = eachTextFrame(f);
  t.vars = copyVars(f.vars);
  if (f.mode === 'line') t.vars.line = item;
  else t.vars.that = item;
  return t;
}

function beginEachItem(x: Ctx, f: EachFrame, item: number): void {
  f.items = f.items.filter((i) => i !== item);
  x.s.frames.push(itemFrame(f, item));
}

/** The owner picked the next "each" object. */
export function answerEach(x: Ctx, f: EachFrame, item: number): void {
  beginEachItem(x, f, item);
}


type LandFrame = Extract<Frame, { k: 'land' }>;

/**
 * A committed card lands. First, the card it would cover resolves any "When this card would be
 * covered: First, …" text, with all consequences (Codex, "Committed Cards"); then it lands.
 */
export function stepLand(x: Ctx, f: LandFrame): void {
  // Cards committed to a line land in the order they were committed, a card slipping under another
  // (Gravity 0) too (Codex, "Committed Cards"). A card committed while an earlier one still waits
  // (other frames lie between them; cards of one batch are pushed together in landing order) goes
  // below every waiting one, to land after them.
  const frames = x.s.frames;
  if (waitsForEarlierLanding(frames, f)) {
    frames.pop();
    frames.splice(firstLandingIn(frames, f.line), 0, f);
    return;
  }
  // A card bound under another (Gravity 0) that has left its stack meanwhile lands on top, as any
  // committed card does, and so first lets the card it covers answer (Codex, "Committed Cards").
  if (slipsUnder(x, f) === null) {
    const below = topOf(x, f.player, f.line);
    if (below !== null && !f.fired.includes(below)) {
      f.fired.push(below);
      if (coverTriggered(x, f, below)) return;
    }
  }
  pop(x);
  if (!putDown(x, f)) return;
  const stack = x.s.players[f.player]!.stacks[f.line]!; // a new list (`putDown`)
  const covered = stack.length < 2 ? null : stack[stack.length - 2]!;
  if (covered !== null) interrupt(x, covered, 'covered');
  if (f.reveal && f.up) enterCardText(x, f.card);
}

/**
 * Where a card bound under another (Gravity 0) slips in: that card's index, if it is still in the
 * stack the card was committed to; else `null` (and the card lands on top). A committed card keeps
 * the zone it is moving to (Codex, "Committed Cards"): it does not follow a card shifted away.
 */
function slipsUnder(x: Ctx, f: LandFrame): number | null {
  if (f.under === null) return null;
  const at = fieldLoc(x, f.under);
  return at && at.player === f.player && at.line === f.line ? at.index : null;
}

/**
 * Puts a landing card into its stack, face as committed: under the card it slips under (Gravity 0)
 * if that one is still in that stack, and then `false`; else on top of the stack, and `true`.
 */
export function putDown(x: Ctx, f: LandFrame): boolean {
  x.s.up[f.card] = f.up;
  // A card that travelled face-down unknown to the owner of the side it lands on (from the top of a
  // deck, Assimilation 2; onto the opponent's side, Assimilation 6): that seat may look at it now
  // (Codex, "Public and Private Information"), so its view names it, and so must its events.
  if (!x.quiet && !f.up && f.knownTo !== undefined && f.knownTo !== f.player) emit(x, { type: 'secret', about: 'landed', player: f.player, cards: [x.s.cards[f.card]!], visibleTo: [f.player] });
  const stacks = x.s.players[f.player]!.stacks;
  const stack = stacks[f.line]!;
  const under = slipsUnder(x, f);
  const index = under ?? stack.length;
  stacks[f.line] = withCardAt(stack, index, f.card);
  noteInStack(x, f.card, f.player, f.line, index);
  return under === null;
}

/** Whether the landing card on top must wait: a card committed earlier to its line lies below other (not landing) frames. */
function waitsForEarlierLanding(frames: readonly Frame[], f: LandFrame): boolean {
  let near = frames.length - 2;
  while (near >= 0 && !landsIn(frames[near]!, f.line)) near--;
  if (near < 0) return false;
  for (let i = near + 1; i < frames.length - 1; i++) if (frames[i]!.k !== 'land') return true;
  return false;
}

/** "When this card would be covered: First, …" of the card a landing card covers: pushes its texts, if any is in play. */
function coverTriggered(x: Ctx, f: LandFrame, below: number): boolean {
  if (metaOf(x, below).on.wouldBeCovered.length === 0) return false;
  // "… would be covered by a Unity card" (Unity 0): the landing card as it will lie.
  const landing = { player: f.player, line: f.line, covered: false, up: f.up };
  const by = (t: Trigger) =>
    typeof t === 'string' || !('wouldBeCoveredBy' in t) || matchesAt(x, subjectOf(below, f.player), t.wouldBeCoveredBy, f.card, landing);
  const sections = triggeredSections(x, below, 'wouldBeCovered', by);
  for (const section of sections) pushText(x, { card: below, section, owner: f.player });
  return sections.length > 0;
}

type ArriveFrame = Extract<Frame, { k: 'arrive' }>;

/** A committed card reaches a hand, a trash, or the top of a deck (Corruption 1). */
export function stepArrive(x: Ctx, f: ArriveFrame): void {
  pop(x);
  putArrived(x, f);
}

/**
 * Puts an arriving card into its zone: face-up in a trash, face-down in a hand or on a deck.
 */
export function putArrived(x: Ctx, f: ArriveFrame): void {
  x.s.up[f.card] = f.zone === 'trash';
  const ps = x.s.players[f.player]!;
  if (f.zone === 'deckTop') ps.deck = withCardAt(ps.deck, 0, f.card);
  else ps[f.zone] = withCardOnTop(ps[f.zone], f.card);
}

type AfterFrame = Extract<Frame, { k: 'after' }>;

/**
 * An "After …:" window: everything it waited for has resolved. Cards whose trigger is visible
 * *now* fire (community rulings, "After triggers check status at the end"). Windows opened by one
 * event at once — a recompile's delete and draw, a draw and the shuffle that refilled its deck
 * (community rulings, Time 2) — lie next to each other and are reached together: their triggers
 * are simultaneous, and the current player orders them (Codex, "Processing Multiple Cards
 * Triggering Simultaneously").
 */
export function stepAfter(x: Ctx, f: AfterFrame): void {
  const items: PendingTrigger[] = [];
  for (let g = top(x); g && g.k === 'after'; g = top(x)) {
    pop(x);
    windowTriggers(x, g.event, g.player, g.line, items);
  }
  void f;
  if (items.length === 1) pushText(x, items[0]!);
  else if (items.length > 1) x.s.frames.push({ k: 'triggers', items, phase: null });
}

type TriggersFrame = Extract<Frame, { k: 'triggers' }>;

/**
 * Several triggers waiting: those whose text has left play are dropped ("If a command leaves play,
 * it doesn't happen"), and so are middle commands ignored where they now lie (Apathy 2 turned
 * face-up in their line while they waited: each is processed in turn, Codex, "Processing Multiple
 * Cards Triggering Simultaneously"); the current player picks which resolves next, one at a time.
 */
export function stepTriggers(x: Ctx, f: TriggersFrame): void {
  f.items = f.items.filter((t) => isVisible(x, t.card, t.section) && !suppressed(x, t.card, t.section));
  if (f.items.length === 0) return pop(x);
  if (f.items.length === 1) {
    const only = f.items[0]!;
    pop(x);
    return pushText(x, only);
  }
  const triggers: PendingTrigger[] = [];
  for (let i = 0; i < f.items.length; i++) {
    const t = f.items[i]!;
    triggers.push({ card: t.card, section: t.section, owner: t.owner });
  }
  ask(x, { kind: 'order', player: x.s.turn, triggers });
}

/** The current player chose which trigger resolves next. */
export function answerTriggers(x: Ctx, f: TriggersFrame, index: number): void {
  const chosen = f.items[index]!;
  f.items = f.items.filter((_, i) => i !== index);
  pushText(x, chosen);
}
