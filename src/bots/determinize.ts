/**
 * Determinisation: a full game state consistent with everything one seat knows, for search bots
 * (OpenSpiel's "resample from infostate"). It is built from the seat's view and the events it
 * saw — never from the real state — so it cannot leak what the seat may not know:
 *
 * - every card the view shows is where the view shows it: the field's face-up cards, the seat's
 *   own face-down cards and hand, both trashes, the cards of effects in progress (`view.pending`);
 * - the opponent's hand, both decks and the opponent's face-down cards get the cards nobody has
 *   shown where they are, each drawn among the zones the seat's history leaves possible for it
 *   ({@link Whereabouts}): a revealed hand stays revealed until a card may have left it unseen, a
 *   trash shuffled into a deck is in that deck, a card flipped face-down is where it was flipped;
 * - card numbers are the determiniser's own (by seat, line and value, as at setup), and the
 *   random generator's state is fresh, so nothing about the real state's numbering or future
 *   shuffles carries over.
 *
 * Why from the view and the history rather than a tracker the bot keeps: the pair is exactly what
 * `playGame` gives a bot at each decision, any bot can rebuild it, and a determinisation is then a
 * pure function of what the seat knows — testable against the real game at every step.
 * @module
 */
import type { Engine } from '../api.js';
import { defaultEngine } from '../api.js';
import { fail, readingInput, rethrowTyped } from '../errors.js';
import type { GameEvent } from '../state/events.js';
import type { GameState, PlayerId, PlayerState, Frame, Prompt } from '../state/types.js';
import type { PlayerViewState } from '../view/view.js';
import { type CardRef, type PendingFrame, mapFrame, mapPrompt } from '../view/pending.js';
import { type Zones, whereabouts, zone } from './whereabouts.js';
import { Dealer } from './matching.js';

/**
 * A random integer in [0, n): a bot's generator (see `seededRng`).
 * @category Bots
 */
export type Rng = (n: number) => number;

/** The zones of a sample, by name (`null`: a place still to deal), and the card of each pending `land`/`arrive` frame by frame number. */
interface Zoned {
  players: { stacks: (string | null)[][]; hand: (string | null)[]; deck: (string | null)[]; trash: (string | null)[] }[];
  transit: (string | null)[];
}

/** A place still to deal: which list of {@link Zoned}, which index, and the zone it is in. */
interface Slot {
  zone: Zones;
  list: (z: Zoned) => (string | null)[];
  index: number;
}

/**
 * What a seat knows, read once; {@link InformationSet.sample} then draws states from it.
 * @category Bots
 */
export class InformationSet {
  /** Every card of the game, by number in the states this set builds. */
  private cards!: string[];
  private numberOf!: ReadonlyMap<string, number>;
  /** The zones as the view shows them, the named cards of pending effects placed. */
  private known!: Zoned;
  /** The cards nobody has shown where they are, and the places they are dealt into, by zone. */
  private unknown!: string[];
  private readonly slots = new Map<Zones, Slot[]>();
  /** Where each hidden token of the view stands. */
  private readonly tokens = new Map<number, Slot>();
  private dealer!: Dealer;
  /** Whether the dealer ignores the history (see {@link InformationSet.relaxed}). */
  private loose!: boolean;
  /**
   * How many samples had to place some card outside the zones its history leaves possible, because
   * the possibilities did not fit together (none should, on the engine's own events).
   */
  relaxed = 0;

  /**
   * `view`: the seat's view (it must be that seat's decision, or the game must be over);
   * `history`: every event the seat saw since the game began, oldest first.
   */
  constructor(
    private readonly view: PlayerViewState,
    history: readonly GameEvent[],
    private readonly engine: Engine = defaultEngine(),
  ) {
    try {
      this.read(view, history, engine);
    } catch (e) {
      rethrowTyped(e, 'INVALID_ARGUMENT', 'an information set takes a seat\'s view and the events it saw');
    }
  }

  /** The constructor's work, on the caller's values (a bad one is a typed error, see the constructor). */
  private read(view: PlayerViewState, history: readonly GameEvent[], engine: Engine): void {
    if (view.seat === 'spectator') fail('INVALID_SEAT', 'determinize needs a seat\'s view, not a spectator\'s');
    if (!view.result && (!view.prompt || view.prompt.player !== view.seat || !view.pending.prompt)) {
      fail('NOT_YOUR_TURN', `determinize needs the view of the seat that must decide (seat ${view.prompt?.player} decides, this is seat ${view.seat}'s view)`);
    }
    const owners = ownersOf(view, engine);
    this.cards = Object.freeze([...owners.keys()]) as string[];
    this.numberOf = new Map(this.cards.map((c, i) => [c, i]));
    this.known = shownZones(view);
    for (const ref of refsOf(view)) this.placeNamed(ref);
    this.openSlots(view.seat);
    const placed = namesIn(this.known);
    this.unknown = this.cards.filter((c) => !placed.has(c));
    const where = whereabouts(owners, history);
    const zonesOf = this.unknown.map((c) => where.of(c));
    this.keepTextsWhole(engine, history, zonesOf);
    const places = new Map([...this.slots].map(([z, list]) => [z, list.length]));
    if (this.unknown.length < [...places.values()].reduce((a, b) => a + b, 0)) fail('INVALID_STATE', 'determinize: the view shows more hidden cards than the game has');
    const dealer = new Dealer(zonesOf, places);
    // Should the history's possibilities not fit together, any hidden card may go to any hidden place.
    this.loose = !dealer.possible;
    this.dealer = this.loose ? new Dealer(this.unknown.map(() => -1), places) : dealer;
  }

  /** Opens a slot for each unnamed hidden place: the opponent's hand, the decks, face-down cards, cards in transit. */
  private openSlots(seat: PlayerId): void {
    const open = (z: Zones, list: (k: Zoned) => (string | null)[]) => {
      list(this.known).forEach((c, index) => {
        if (c === null && ![...this.tokens.values()].some((t) => t.list === list && t.index === index)) this.slotsOf(z).push({ zone: z, list, index });
      });
    };
    for (const p of [0, 1] as const) {
      for (const line of [0, 1, 2]) open(zone.field(p, line), this.lister(p, 'stacks', line));
      if (p !== seat) open(zone.hand(p), this.lister(p, 'hand'));
      open(zone.deck(p), this.lister(p, 'deck'));
    }
    this.view.pending.frames.forEach((f, i) => {
      if ((f.k === 'land' || f.k === 'arrive') && this.known.transit[i] === null) this.slotsOf(transitZone(f)).push({ zone: transitZone(f), list: TRANSIT, index: i });
    });
    // A hidden token's place is dealt like any other place of its zone.
    for (const t of this.tokens.values()) if (t.list(this.known)[t.index] === null) this.slotsOf(t.zone).push(t);
  }

  /**
   * A text still resolving whose card the view no longer names (flipped face-down, or gone into the
   * opponent's hand, while it resolved): its place gets a zone of its own, open only to the cards
   * that have the commands the frame stands at and that the history allows there — among them,
   * preferably, the cards the seat saw start that section (`triggered`), which it saw named. So a
   * sample always resolves a text a real card has, as the seat knows it.
   */
  private keepTextsWhole(engine: Engine, history: readonly GameEvent[], zonesOf: Zones[]): void {
    let bit = 0;
    // One card can hold several texts still resolving (its middle and its bottom, say): the zone made
    // for the first is narrowed by each next one, so the card dealt there has every one of them.
    const ownZoneOf = new Map<string, Zones>();
    for (const f of this.view.pending.frames) {
      if (f.k !== 'text' && f.k !== 'each') continue;
      const ref = f.src.card;
      if ('card' in ref && ref.card !== undefined) continue;
      const fitsToo = (c: string) => runs(engine, c, f.src.section, f.path, f.k === 'text' ? f.pc : 0);
      const made = ownZoneOf.get(refKey(ref));
      if (made !== undefined) {
        this.unknown.forEach((c, i) => {
          if ((zonesOf[i]! & made) !== 0 && !fitsToo(c)) zonesOf[i] = zonesOf[i]! & ~made;
        });
        continue;
      }
      const slot = this.slotAt(ref);
      if (!slot || bit >= OWN_ZONES) continue;
      const own = 1 << (OWN_ZONE_FIRST + bit++);
      ownZoneOf.set(refKey(ref), own);
      const fits = this.unknown.map((c, i) => (zonesOf[i]! & slot.zone) !== 0 && fitsToo(c));
      const seen = new Set(history.flatMap((e) => (e.type === 'triggered' && e.section === f.src.section ? [e.card] : [])));
      const preferred = fits.map((ok, i) => ok && seen.has(this.unknown[i]!));
      const chosen = preferred.some(Boolean) ? preferred : fits;
      chosen.forEach((ok, i) => {
        if (ok) zonesOf[i] = zonesOf[i]! | own;
      });
      const from = this.slotsOf(slot.zone);
      from.splice(from.indexOf(slot), 1);
      const moved: Slot = { ...slot, zone: own };
      this.slotsOf(own).push(moved);
      for (const [token, t] of this.tokens) if (t === slot) this.tokens.set(token, moved);
    }
  }

  /** The open slot standing for an unnamed field card or hidden token, if any. */
  private slotAt(ref: CardRef): Slot | undefined {
    if (ref.at === 'hidden') return this.tokens.get(ref.token);
    if (ref.at !== 'field') return undefined;
    const list = this.lister(ref.player, 'stacks', ref.line);
    return this.slots.get(zone.field(ref.player, ref.line))?.find((t) => t.list === list && t.index === ref.index);
  }

  private slotsOf(z: Zones): Slot[] {
    let list = this.slots.get(z);
    if (!list) this.slots.set(z, (list = []));
    return list;
  }

  /** The same list of any sample (one function per list, so that slots can be compared). */
  private readonly listers = new Map<string, (z: Zoned) => (string | null)[]>();
  private lister(p: PlayerId, zoneName: 'stacks' | 'hand' | 'deck', line = 0): (z: Zoned) => (string | null)[] {
    const key = `${p}${zoneName}${line}`;
    let f = this.listers.get(key);
    if (!f) this.listers.set(key, (f = zoneName === 'stacks' ? (z) => z.players[p]!.stacks[line]! : (z) => z.players[p]![zoneName]));
    return f;
  }

  /** A reference that names its card fixes the card at its place (a text's card, a revealed deck card, a transit card). */
  private placeNamed(ref: CardRef): void {
    if (ref.at === 'hidden') {
      const slot = this.tokenSlot(ref);
      if (ref.card !== undefined) slot.list(this.known)[slot.index] = ref.card;
      return;
    }
    if (ref.at === 'absent' || ref.at === 'unknown' || ref.card === undefined) return;
    if (ref.at === 'transit') this.known.transit[ref.frame] = ref.card;
    else if (ref.at === 'field') this.known.players[ref.player]!.stacks[ref.line]![ref.index] = ref.card;
    else this.known.players[ref.player]![ref.at][ref.index] = ref.card;
  }

  /** The place a hidden token stands for: the first place of its zone no other token took. Dealing is random, so any place will do. */
  private tokenSlot(ref: Extract<CardRef, { at: 'hidden' }>): Slot {
    const known = this.tokens.get(ref.token);
    if (known) return known;
    const list = this.lister(ref.player, ref.zone);
    const taken = new Set([...this.tokens.values()].filter((t) => t.list === list).map((t) => t.index));
    const index = list(this.known).findIndex((c, i) => !taken.has(i) && c === null);
    const slot = { zone: ref.zone === 'hand' ? zone.hand(ref.player) : zone.deck(ref.player), list, index };
    this.tokens.set(ref.token, slot);
    return slot;
  }

  /** A full state consistent with what the seat knows, hidden cards drawn with `rng`. */
  sample(rng: Rng): GameState {
    const v = this.view;
    const { z, out } = this.deal(rng);
    const num = (name: string | null): number => this.numberOf.get(name!)!;
    const numbers = (list: (string | null)[]): number[] => list.map(num);
    const players = z.players.map((p, i): PlayerState => ({
      protocols: v.players[i as PlayerId].protocols.map((x) => ({ name: x.name, compiled: x.compiled })),
      stacks: p.stacks.map(numbers),
      hand: numbers(p.hand),
      deck: numbers(p.deck),
      trash: numbers(p.trash),
    }));
    const card = (ref: CardRef): number => {
      switch (ref.at) {
        case 'field': return players[ref.player]!.stacks[ref.line]![ref.index]!;
        case 'hand': case 'deck': case 'trash': return players[ref.player]![ref.at][ref.index]!;
        case 'transit': return num(z.transit[ref.frame]!);
        case 'hidden': {
          const t = this.tokens.get(ref.token)!;
          return num(t.list(z)[t.index]!);
        }
        case 'absent': return fail('INVALID_STATE', 'determinize: an effect refers to a card out of the game');
        // A card another seat drew for its text: any of that seat's cards stands for it in a sample.
        case 'unknown': {
          const p = players[ref.player]!;
          return p.hand[0] ?? p.deck[0] ?? p.trash[0] ?? p.stacks.flat()[0] ?? 0;
        }
      }
    };
    const pending = v.pending;
    return {
      format: 2,
      rng: [0, 1, 2, 3].map(() => rng(0x10000) * 0x10000 + rng(0x10000)),
      cards: this.cards,
      up: faces(v, players, card, this.cards.length),
      absent: out.map(num),
      players,
      control: v.control,
      useControl: pending.useControl,
      turn: v.turn,
      turnNumber: v.turnNumber,
      maxTurns: pending.maxTurns,
      phase: v.phase,
      draft: pending.draft && v.draftPool ? { pool: [...v.draftPool], picks: [...pending.draft.picks], first: pending.draft.first } : null,
      frames: pending.frames.map((f) => mapFrame<CardRef, number>(f, card, (t) => (typeof t === 'number' ? t : card(t))) as Frame),
      prompt: pending.prompt ? withText(mapPrompt<CardRef, number>(pending.prompt, card) as Prompt, pending.frames.at(-1), (ref) => this.cards[card(ref)]!, (c) => this.textOf(c)) : null,
      noCompile: pending.noCompile.map((n) => ({ player: n.player, turn: n.turn, card: card(n.card) })),
      compiledThisTurn: pending.compiledThisTurn,
      result: v.result ? { winner: v.result.winner, reason: v.result.reason } : null,
    };
  }

  /** The printed text of a card's section, as the engine's prompts quote it. */
  private textOf({ card, section }: { card: string; section: 'top' | 'middle' | 'bottom' }): string {
    return `${card}: ${defOf(this.engine, card)?.[section]?.text ?? ''}`;
  }

  /**
   * The zones with every hidden place dealt a card (each into a zone its history allows), and the
   * cards left out of the game.
   */
  private deal(rng: Rng): { z: Zoned; out: string[] } {
    const z: Zoned = {
      players: this.known.players.map((p) => ({ stacks: p.stacks.map((st) => [...st]), hand: [...p.hand], deck: [...p.deck], trash: [...p.trash] })),
      transit: [...this.known.transit],
    };
    const dealt = this.dealer.deal(rng)!;
    if (this.loose) this.relaxed++;
    [...this.slots.values()].forEach((slots, i) => slots.forEach((s, k) => (s.list(z)[s.index] = this.unknown[dealt.into[i]![k]!]!)));
    return { z, out: dealt.out.map((i) => this.unknown[i]!) };
  }
}

/** Which cards are face-up: the field's as the view shows them, trashes, and cards in transit as they left. */
function faces(v: PlayerViewState, players: PlayerState[], card: (ref: CardRef) => number, n: number): boolean[] {
  const up = new Array<boolean>(n).fill(false);
  players.forEach((p, i) => {
    p.trash.forEach((c) => (up[c] = true));
    p.stacks.forEach((st, line) => st.forEach((c, k) => (up[c] = v.players[i as PlayerId].stacks[line]![k]!.face === 'up')));
  });
  for (const f of v.pending.frames) if ((f.k === 'land' || f.k === 'arrive') && f.card.at === 'transit') up[card(f.card)] = f.card.up;
  return up;
}

/** Zone bits past the table's twelve, one for each resolving text whose card the view does not name. */
const OWN_ZONE_FIRST = 12;
const OWN_ZONES = 18;

/** The place a card reference stands for, as a key (two frames of one card give the same). */
const refKey = (ref: CardRef): string => (ref.at === 'hidden' ? `hidden ${ref.token}` : ref.at === 'field' ? `field ${ref.player} ${ref.line} ${ref.index}` : JSON.stringify(ref));

/** Whether `card`'s `section` has a command list at `path`, at least `pc` long (a text frame standing at `pc` there is valid on it). */
function runs(engine: Engine, card: string, section: 'top' | 'middle' | 'bottom', path: readonly number[], pc: number): boolean {
  let cmds: unknown = defOf(engine, card)?.[section]?.run;
  for (let i = 0; i < path.length && Array.isArray(cmds); i += 2) {
    const c = cmds[path[i]!] as { run?: unknown; options?: { run?: unknown }[] } | undefined;
    cmds = path[i + 1] === -1 ? c?.run : c?.options?.[path[i + 1]!]?.run;
  }
  // The frame stands at command `pc` of that list: a shorter list (another card's text with the
  // same path) is not the text that resolves, and a state holding it is refused (INVALID_STATE).
  return Array.isArray(cmds) && cmds.length >= pc;
}

/** A card's definition in the engine, by its id. */
const defOf = (engine: Engine, card: string) => engine.protocols.flatMap((p) => p.cards).find((c) => c.id === card);

/** The prompts that quote the text asking them (the others are the rules' own questions). */
const TEXT_PROMPTS: ReadonlySet<Prompt['kind']> = new Set(['card', 'hand', 'line', 'confirm', 'option', 'rearrange', 'play', 'number', 'protocol', 'trash', 'deck']);

/**
 * The prompt with its question's text: a seat's view leaves the text out when the card that asks
 * is hidden from it (a card turned face-down while its text resolves, issue 17), and a state
 * without it is refused; the sample's card at that place asks, so its printed text stands in.
 */
function withText(prompt: Prompt, top: PendingFrame | undefined, cardAt: (ref: CardRef) => string, textOf: (src: { card: string; section: 'top' | 'middle' | 'bottom' }) => string): Prompt {
  if (!TEXT_PROMPTS.has(prompt.kind) || 'text' in prompt || !top || (top.k !== 'text' && top.k !== 'each')) return prompt;
  return { ...prompt, text: textOf({ card: cardAt(top.src.card), section: top.src.section }) } as unknown as Prompt;
}

/** The transit list of a sample. */
const TRANSIT = (z: Zoned): (string | null)[] => z.transit;

/**
 * Every card of the game, with the seat whose protocol it is; by seat, line and value, as at
 * setup (none during the draft).
 */
function ownersOf(view: PlayerViewState, engine: Engine): Map<string, PlayerId> {
  const owners = new Map<string, PlayerId>();
  if (view.phase === 'draft') return owners;
  for (const p of [0, 1] as const) {
    for (const slot of view.players[p].protocols) {
      const def = engine.protocols.find((d) => d.name === slot.name);
      if (!def) fail('INVALID_STATE', `determinize: this engine knows no protocol "${slot.name}"`);
      for (const c of [...def.cards].sort((a, b) => a.value - b.value)) owners.set(c.id, p);
    }
  }
  return owners;
}

/** The zones as the view shows them: names where it shows them, `null` for each hidden place. */
function shownZones(view: PlayerViewState): Zoned {
  return {
    players: view.players.map((side) => ({
      stacks: side.stacks.map((st) => st.map((c) => c.card ?? null)),
      hand: side.hand ? [...side.hand] : new Array<string | null>(side.handCount).fill(null),
      deck: new Array<string | null>(side.deckCount).fill(null),
      trash: [...side.trash],
    })),
    transit: view.pending.frames.map((f) => ((f.k === 'land' || f.k === 'arrive') && f.card.at === 'transit' ? (f.card.card ?? null) : null)),
  };
}

/** The names placed in some zones. */
function namesIn(z: Zoned): Set<string> {
  const names = new Set<string>();
  for (const p of z.players) for (const list of [...p.stacks, p.hand, p.deck, p.trash]) for (const c of list) if (c !== null) names.add(c);
  for (const c of z.transit) if (c !== null) names.add(c);
  return names;
}

/**
 * A full state consistent with what `view`'s seat knows (see the module). `history`: every event
 * the seat saw, oldest first (a bot's `decision.history`); `rng` draws the hidden cards. For many
 * samples of one decision, make an {@link InformationSet} once and call `sample`.
 * @category Bots
 */
export function determinize(view: PlayerViewState, history: readonly GameEvent[], rng: Rng, engine: Engine = defaultEngine()): GameState {
  const set = new InformationSet(view, history, engine);
  return readingInput('INVALID_ARGUMENT', 'determinize takes a generator (n) => a whole number below n', () => set.sample(rng));
}

/** The zone a committed card is going to: its stack, or the hand, deck or trash it arrives in. */
function transitZone(f: Extract<PendingFrame, { k: 'land' | 'arrive' }>): Zones {
  if (f.k === 'land') return zone.field(f.player, f.line);
  return f.zone === 'hand' ? zone.hand(f.player) : f.zone === 'trash' ? zone.trash(f.player) : zone.deck(f.player);
}

/** Every card reference of a view's pending part. */
function refsOf(v: PlayerViewState): CardRef[] {
  const out: CardRef[] = [];
  const collect = (r: CardRef): number => {
    out.push(r);
    return 0;
  };
  for (const f of v.pending.frames) mapFrame<CardRef, number>(f, collect, (t) => (typeof t === 'number' ? t : collect(t)));
  if (v.pending.prompt) mapPrompt<CardRef, number>(v.pending.prompt, collect);
  for (const n of v.pending.noCompile) collect(n.card);
  return out;
}
