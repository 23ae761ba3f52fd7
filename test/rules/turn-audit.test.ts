/**
 * An adversarial audit of the turn itself (src/rules/turn.ts, compile.ts, control.ts, refresh.ts,
 * cache.ts, setup.ts, legal.ts): the six phases, the control component, compiling, the action,
 * the game's end and the draft. Each claim of the rules documents was matched to the test that
 * pins it; this file holds a scenario for each claim (or variant of one) that no other test really
 * pinned, the neighbours it was told apart from named in the comments. Titles state the claim and
 * cite their source. A test that fails here is a place where the engine departs from the rules:
 * src/ is not changed by this file.
 */
import { describe, expect, it } from 'vitest';
import { accept, act, actWithEvents, awaiting, choose, deck, hand, line, optionNamed, pass, phase, pickHand, play, position, rearrange, refresh, stack, trash } from '../../src/testing.js';
import { CompileEngineError, applyAction, cloneState, createGame, currentPlayer, defaultEngine, fromPositionWithEvents, legalActions } from '../../src/index.js';
import type { Action, GameEvent, GameState, Position } from '../../src/index.js';

/** The code of the error `f` throws (fails the test if it throws none, or another kind). */
function refusal(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(CompileEngineError);
    return (e as CompileEngineError).code;
  }
  throw new Error('expected a refusal, but the action was accepted');
}
const types = (events: GameEvent[]) => events.map((e) => e.type);
const protocolsOf = (g: GameState, p: 0 | 1) => g.players[p]!.protocols.map((s) => `${s.name}${s.compiled ? ' (compiled)' : ''}`);
const orderPromptCards = (g: GameState) => (g.prompt?.kind === 'order' ? g.prompt.triggers.map((t) => g.cards[t.card]!).sort() : null);

describe('the Start phase (Codex, "Start and End Effects During Those Phases")', () => {
  it('the opponent\'s "Start:" commands do not run on my turn; they run on theirs ("note all visible commands in your stacks"; rulebook, "Start": "Perform \'Start\' effects on your side of the field")', () => {
    // Neighbours: corruption.test pins the End case (Corruption 6) and a Corruption 0 played onto the opponent's side.
    let g = position({ phase: 'start', useControl: false, unplaced: 'absent', players: [
      { protocols: ['Fire', 'Water', 'Death'], hand: ['Fire 1'] },
      { protocols: ['Psychic', 'Speed', 'Light'], stacks: [['Psychic 1'], [], []], hand: ['Speed 1'] },
    ] });
    // Psychic 1 (bottom "Start: Flip this card.") is seat 1's: seat 0's Start leaves it face-up.
    expect(stack(g, 1, 0)).toEqual(['Psychic 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
    // Its top still binds seat 0: face-down plays only (no refresh: deck and trash are empty).
    expect(legalActions(g)).toEqual([
      { type: 'play', index: 0, line: 0, face: 'down' },
      { type: 'play', index: 0, line: 1, face: 'down' },
      { type: 'play', index: 0, line: 2, face: 'down' },
    ]);
    const r = actWithEvents(g, play('Fire 1', 1, 'down'));
    g = r.state;
    // Seat 1's Start: now its own Psychic 1 flips itself.
    expect(stack(g, 1, 0)).toEqual(['Psychic 1 down']);
    expect(types(r.events)).toEqual(['played', 'secret', 'cacheChecked', 'turnStarted', 'triggered', 'flipped', 'promptRaised']);
    expect(phase(g)).toEqual({ turn: 1, phase: 'action', turnNumber: 2 });
  });

  it('noted "Start:" commands are chosen one at a time, each resolving fully before the next is chosen, and each reads its condition when its turn comes (Codex: "Perform the commands you noted, one at a time, in the order of your choice"; community, "End/Start Triggers Are Chosen One at a Time")', () => {
    // Neighbours: community-reading pins three End triggers; codex-rules pins a Start order prompt whose second command had left play.
    let g = position({ phase: 'start', useControl: false, unplaced: 'absent', players: [
      { protocols: ['Chaos', 'Courage', 'Psychic'], stacks: [['Chaos 0'], ['Courage 0'], ['Psychic 1']], deck: ['Chaos 1'] },
      { protocols: ['Fire', 'Water', 'Light'], hand: ['Water 1'], deck: ['Fire 1'] },
    ] });
    expect(awaiting(g)).toEqual({ player: 0, kind: 'order' });
    expect(orderPromptCards(g)).toEqual(['Chaos 0', 'Courage 0', 'Psychic 1']);
    // Chaos 0: "Draw the top card of your opponent's deck. Your opponent draws the top card of your deck."
    g = act(g, optionNamed('Chaos 0'));
    expect(hand(g, 0)).toEqual(['Fire 1']);
    expect(hand(g, 1)).toEqual(['Water 1', 'Chaos 1']);
    // The two left are offered again, after Chaos 0 has resolved.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'order' });
    expect(orderPromptCards(g)).toEqual(['Courage 0', 'Psychic 1']);
    // Courage 0: "Start: If you have no cards in hand, draw 1 card." — the hand is no longer empty: nothing.
    g = act(g, optionNamed('Courage 0'));
    // Psychic 1, the last, resolves without a question: "Start: Flip this card."
    expect(hand(g, 0)).toEqual(['Fire 1']);
    expect(stack(g, 0, 2)).toEqual(['Psychic 1 down']);
    expect(stack(g, 0, 1)).toEqual(['Courage 0']);
    expect(deck(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('a noted bottom "Start:" command whose card is covered before its turn does not happen: Unity 1 shifts onto Spirit 1 (Codex: "If a command leaves play, it doesn\'t happen"; rulebook, "Card Anatomy": bottom commands are not visible when covered)', () => {
    // Neighbours: peer-bugs pins the End case (a noted End covered); codex-rules pins a Start flipped face-down.
    let g = position({ phase: 'start', useControl: false, unplaced: 'absent', players: [
      { protocols: ['Unity', 'Spirit', 'Fire'], stacks: [['Unity 1', 'Fire 2 down'], ['Spirit 1'], []], hand: ['Fire 3'] },
      { protocols: ['Metal', 'Water', 'Light'], hand: ['Water 1'] },
    ] });
    // Noted: Unity 1 (top "Start: If this card is covered, you may shift this card.") and Spirit 1
    // (bottom "Start: Either discard 1 card or flip this card.").
    expect(awaiting(g)).toEqual({ player: 0, kind: 'order' });
    expect(orderPromptCards(g)).toEqual(['Spirit 1', 'Unity 1']);
    g = act(g, optionNamed('Unity 1'));
    // "You may shift this card": a line, or pass.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    expect(legalActions(g)).toEqual([line(1), line(2), pass]);
    g = act(g, line(1));
    expect(stack(g, 0, 0)).toEqual(['Fire 2 down']);
    expect(stack(g, 0, 1)).toEqual(['Spirit 1', 'Unity 1']);
    // Spirit 1's Start left play when it was covered: nothing is discarded, nothing flipped, nothing asked.
    expect(hand(g, 0)).toEqual(['Fire 3']);
    expect(trash(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('control case: a noted TOP "Start:" command stays in play when its card is covered — Courage 0 under the shifted Unity 1 still draws (community, "Active Text Interruption": "Top commands remain active when covered"; rulebook, "Card Anatomy")', () => {
    let g = position({ phase: 'start', useControl: false, unplaced: 'absent', players: [
      { protocols: ['Unity', 'Courage', 'Fire'], stacks: [['Unity 1', 'Fire 2 down'], ['Courage 0'], []], deck: ['Fire 3'] },
      { protocols: ['Metal', 'Water', 'Light'], hand: ['Water 1'] },
    ] });
    expect(orderPromptCards(g)).toEqual(['Courage 0', 'Unity 1']);
    g = act(g, optionNamed('Unity 1'), line(1));
    expect(stack(g, 0, 1)).toEqual(['Courage 0', 'Unity 1']);
    // Courage 0's top: "Start: If you have no cards in hand, draw 1 card."
    expect(hand(g, 0)).toEqual(['Fire 3']);
    expect(deck(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('a "Start:" command flipped face-up during the Start phase was not noted, so it does nothing: Metal 0, uncovered by Death 1\'s delete, flips Psychic 1 face-up (Codex: "If a \'Start:\' command is added to the field after the beginning of the Start phase when commands were noted, it doesn\'t do anything"; FAQ, "Is a Start/End effect revealed during the Start/End phase triggered immediately? No")', () => {
    // Neighbours: codex-rules pins a Start uncovered during Start (Spirit 1); codex-reading and community-reading pin an End played during End.
    let g = position({ phase: 'start', useControl: false, unplaced: 'absent', players: [
      { protocols: ['Death', 'Metal', 'Psychic'], stacks: [['Death 1'], ['Metal 0', 'Metal 3 down'], ['Psychic 1 down']], hand: ['Death 3'], deck: ['Death 2'] },
      { protocols: ['Fire', 'Water', 'Light'], hand: ['Water 1'] },
    ] });
    // Death 1: "Start: You may draw 1 card. If you do, delete 1 other card. Then, delete this card."
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
    g = act(g, accept, choose('Metal 3'));
    // Metal 0, uncovered: "Flip 1 card."
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Psychic 1'));
    // Psychic 1 is face-up now, but its "Start: Flip this card." was not noted: it stays face-up.
    expect(stack(g, 0, 2)).toEqual(['Psychic 1']);
    expect(stack(g, 0, 1)).toEqual(['Metal 0']);
    expect(stack(g, 0, 0)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Metal 3', 'Death 1']);
    expect(hand(g, 0)).toEqual(['Death 3', 'Death 2']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('the End phase and the turn passing (Codex, "Start and End Effects During Those Phases"; rulebook, "Player Turn")', () => {
  it('the opponent\'s "End:" commands do not run at the end of my turn; then the turn passes to them, and their action comes (rulebook, "End: Perform \'End\' effects on your side of the field. Your turn ends.")', () => {
    // Neighbours: corruption.test pins Corruption 6 of the other seat (a delete-or-discard End).
    const r = fromPositionWithEvents({ seed: 'end', phase: 'end', useControl: false, unplaced: 'absent', players: [
      { protocols: ['Fire', 'Water', 'Death'], hand: ['Fire 1'] },
      { protocols: ['Light', 'Speed', 'Metal'], stacks: [['Light 1'], [], []], deck: ['Light 2'] },
    ] });
    const g = r.state;
    // Light 1 ("End: Draw 1 card.") is seat 1's: seat 0's End draws nothing for it.
    expect(hand(g, 1)).toEqual([]);
    expect(deck(g, 1)).toEqual(['Light 2']);
    expect(types(r.events)).toEqual(['turnStarted', 'turnStarted', 'promptRaised']);
    expect(phase(g)).toEqual({ turn: 1, phase: 'action', turnNumber: 2 });
    // With an empty hand, seat 1 must refresh.
    expect(legalActions(g)).toEqual([{ type: 'refresh' }]);
  });
});

describe('the End phase notes what is visible when it begins (Codex, "Start and End Effects During Those Phases"; FAQ, "Only End effects that are visible at the beginning of the End phase activate")', () => {
  it('a card uncovered during Check Cache, before the End phase began, has its "End:" noted: Speed 1 draws after the clear cache, the opponent\'s War 0 answers by deleting the card over Light 1, and Light 1 draws at End', () => {
    // Neighbours: peer-bugs and codex-reading pin End commands uncovered or played DURING the End phase (not noted).
    let g = position({ phase: 'cache', useControl: false, unplaced: 'absent', players: [
      { protocols: ['Speed', 'Light', 'Fire'], stacks: [['Speed 1'], ['Light 1', 'Fire 3 down'], []],
        hand: ['Fire 0', 'Fire 1', 'Fire 2', 'Fire 4', 'Fire 5', 'Light 0'], deck: ['Light 2', 'Light 3'] },
      { protocols: ['War', 'Metal', 'Water'], stacks: [['War 0'], [], []], hand: ['Water 1'] },
    ] });
    // Clear cache; Speed 1 ("After you clear cache: Draw 1 card.") draws Light 2; War 0 ("After your opponent draws cards: You may delete 1 card.") asks seat 1.
    g = act(g, pickHand('Light 0'));
    expect(hand(g, 0)).toEqual(['Fire 0', 'Fire 1', 'Fire 2', 'Fire 4', 'Fire 5', 'Light 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'card' });
    g = act(g, choose('Fire 3'));
    expect(stack(g, 0, 1)).toEqual(['Light 1']);
    // End: Light 1 ("End: Draw 1 card.") was visible when the End phase began: it draws Light 3, and War 0 asks again.
    expect(hand(g, 0)).toEqual(['Fire 0', 'Fire 1', 'Fire 2', 'Fire 4', 'Fire 5', 'Light 2', 'Light 3']);
    expect(phase(g)).toEqual({ turn: 0, phase: 'end', turnNumber: 1 });
    expect(awaiting(g)).toEqual({ player: 1, kind: 'card' });
    g = act(g, pass);
    expect(trash(g, 0)).toEqual(['Light 0', 'Fire 3']);
    expect(phase(g)).toEqual({ turn: 1, phase: 'action', turnNumber: 2 });
  });
});

describe('Check Control (rulebook, "Check Control"; Codex, "Control Component")', () => {
  const seat1 = { protocols: ['Light', 'Speed', 'Metal'], stacks: [['Light 5'], ['Speed 2'], ['Metal 5']] };

  it('the totals compared are the modified totals: Darkness 2 makes a face-down card worth 4 and Clarity 0 adds a point per card in hand, and the two leads take the component from the opponent ("If they do, they gain the control component, either from the neutral position or from the other player")', () => {
    // Neighbours: metal.test pins Metal 0's -2 giving a lead; rules.test pins a plain lead from the opponent.
    // Line 0: 2 + 4 = 6 against 5 (printed: 4). Line 1: 0 + 3 cards in hand = 3 against 2 (printed: 0). Line 2: 0 against 5.
    const r = fromPositionWithEvents({ seed: 'ctl', phase: 'start', controlHolder: 1, players: [
      { protocols: ['Darkness', 'Clarity', 'Fire'], stacks: [['Darkness 2', 'Fire 1 down'], ['Clarity 0'], []], hand: ['Fire 2', 'Fire 3', 'Fire 4'] },
      seat1,
    ] });
    expect(r.state.control).toBe(0);
    expect(r.events).toContainEqual({ type: 'controlGained', player: 0 });
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });

  it('control case: with one card fewer in hand, Clarity 0\'s line is a tie (2 against 2): one lead only, and the opponent keeps the component', () => {
    const r = fromPositionWithEvents({ seed: 'ctl', phase: 'start', controlHolder: 1, players: [
      { protocols: ['Darkness', 'Clarity', 'Fire'], stacks: [['Darkness 2', 'Fire 1 down'], ['Clarity 0'], []], hand: ['Fire 2', 'Fire 3'] },
      seat1,
    ] });
    expect(r.state.control).toBe(1);
    expect(types(r.events)).not.toContain('controlGained');
    expect(awaiting(r.state)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('Check Compile (Codex, "Compiling"; rulebook, "Compile")', () => {
  const ten = { protocols: ['Fire', 'Water', 'Death'], stacks: [['Fire 5', 'Fire 4', 'Fire 1'], [], []], hand: ['Water 1'] };

  it('"10 or more" is the total value: the opponent\'s Metal 0 ("Your opponent\'s total value in this line is reduced by 2") leaves 8, so nothing is compiled (rulebook: "a total value of 10 or greater in a line"; community, "Negative Line Values Are Possible")', () => {
    // Neighbours: rules.test pins ties and 9 without modifiers; metal.test pins Metal 0 in Check Control.
    const g = position({ phase: 'start', useControl: false, players: [ten, { protocols: ['Metal', 'Speed', 'Light'], stacks: [['Metal 0'], [], []] }] });
    expect(protocolsOf(g, 0)).toEqual(['Fire', 'Water', 'Death']);
    expect(stack(g, 0, 0)).toEqual(['Fire 5', 'Fire 4', 'Fire 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('control case: Metal 0 face-down has no text (worth 2): 10 against 2, the line is compiled', () => {
    const g = position({ phase: 'start', useControl: false, players: [ten, { protocols: ['Metal', 'Speed', 'Light'], stacks: [['Metal 0 down'], [], []] }] });
    expect(protocolsOf(g, 0)).toEqual(['Fire (compiled)', 'Water', 'Death']);
    expect(trash(g, 0)).toEqual(['Fire 5', 'Fire 4', 'Fire 1']);
    expect(trash(g, 1)).toEqual(['Metal 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('"more value than their opponent" counts the opponent\'s bonuses: Mirror 0 (+1 for each of my cards in its line) brings 7 to 10, a tie, and nothing is compiled (Codex, "Compiling")', () => {
    const g = position({ phase: 'start', useControl: false, players: [
      ten,
      { protocols: ['Mirror', 'Speed', 'Light'], stacks: [['Mirror 0', 'Mirror 3', 'Mirror 4'], [], []] },
    ] });
    expect(protocolsOf(g, 0)).toEqual(['Fire', 'Water', 'Death']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('a stack reaches 10 with Darkness 2\'s face-down cards worth 4 (2 + 4 + 4): it is compiled (Codex, Darkness 2 top; "Compiling")', () => {
    const g = position({ phase: 'start', useControl: false, players: [
      { protocols: ['Darkness', 'Water', 'Death'], stacks: [['Darkness 2', 'Water 1 down', 'Death 1 down'], [], []], hand: ['Water 2'] },
      { protocols: ['Metal', 'Speed', 'Light'], stacks: [['Metal 5', 'Metal 3 down', 'Metal 2 down'], [], []] },
    ] });
    expect(protocolsOf(g, 0)).toEqual(['Darkness (compiled)', 'Water', 'Death']);
    expect(trash(g, 0)).toEqual(['Darkness 2', 'Water 1', 'Death 1']);
    expect(trash(g, 1)).toEqual(['Metal 5', 'Metal 3', 'Metal 2']);
    expect(hand(g, 0)).toEqual(['Water 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with two lines qualifying and the component held: the line is chosen first (no pass, no other line), then the component goes back to neutral and the rearrange is asked, then the compile (Codex, "Compiling": "they choose which line"; "If a player can compile, they must compile"; "first, if the compiling player has the control component…")', () => {
    // Neighbours: rules.test pins the line choice without the component; codex-cards pins the component with one line.
    let g = position({ phase: 'start', controlHolder: 0, players: [
      { protocols: ['Fire', 'Water', 'Death'], stacks: [['Fire 5', 'Fire 4', 'Fire 1'], ['Water 5', 'Water 4', 'Water 3'], []], hand: ['Death 0'] },
      { protocols: ['Love', 'Speed', 'Light'] },
    ] });
    expect(awaiting(g)).toEqual({ player: 0, kind: 'compile' });
    expect(g.control).toBe(0);
    expect(legalActions(g)).toEqual([{ type: 'compile', line: 0 }, { type: 'compile', line: 1 }]);
    expect(refusal(() => applyAction(g, pass))).toBe('ILLEGAL_ACTION');
    expect(refusal(() => applyAction(g, { type: 'compile', line: 2 }))).toBe('ILLEGAL_ACTION');
    expect(refusal(() => applyAction(g, { type: 'play', index: 0, line: 2, face: 'up' }))).toBe('ILLEGAL_ACTION');
    g = act(g, { type: 'compile', line: 1 });
    expect(awaiting(g)).toEqual({ player: 0, kind: 'control' });
    expect(g.control).toBeNull();
    expect(stack(g, 0, 1)).toEqual(['Water 5', 'Water 4', 'Water 3']);
    g = act(g, pass);
    expect(protocolsOf(g, 0)).toEqual(['Fire', 'Water (compiled)', 'Death']);
    expect(stack(g, 0, 0)).toEqual(['Fire 5', 'Fire 4', 'Fire 1']);
    expect(stack(g, 0, 1)).toEqual([]);
    expect(hand(g, 0)).toEqual(['Death 0']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a compile barred by a visible Metal 1 does not spend the component: it is kept, and spent on the refresh the player takes instead (Codex, Metal 1: "they must either play or refresh"; "When the player with the control component compiles or refreshes")', () => {
    let g = position({ phase: 'start', controlHolder: 0, noCompile: [{ player: 0, card: 'Metal 1' }], players: [
      { protocols: ['Fire', 'Water', 'Death'], stacks: [['Fire 5', 'Fire 4', 'Fire 1'], [], []], hand: ['Water 1'] },
      { protocols: ['Metal', 'Speed', 'Light'], stacks: [[], ['Metal 1'], []] },
    ] });
    expect(protocolsOf(g, 0)).toEqual(['Fire', 'Water', 'Death']);
    expect(g.control).toBe(0);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
    g = act(g, refresh);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'control' });
    expect(g.control).toBeNull();
    g = act(g, pass);
    expect(hand(g, 0)).toHaveLength(5);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Metal 1 covered when the barred turn comes: its text is not visible, so the compile happens (Codex, Metal 1 clarification: "provided the text is visible"; rulebook, "Card Anatomy": middle commands "are not visible when the card is covered")', () => {
    // Neighbours: metal.test pins Metal 1 deleted before that turn; positions.test pins it face-down.
    const r = fromPositionWithEvents({ seed: 'ban', phase: 'start', useControl: false, noCompile: [{ player: 0, card: 'Metal 1' }], players: [
      { protocols: ['Fire', 'Water', 'Death'], stacks: [['Fire 5', 'Fire 4', 'Fire 1'], [], []], hand: ['Water 1'] },
      { protocols: ['Metal', 'Speed', 'Light'], stacks: [[], ['Metal 1', 'Metal 2'], []] },
    ] });
    expect(types(r.events)).not.toContain('cannotCompile');
    expect(protocolsOf(r.state, 0)).toEqual(['Fire (compiled)', 'Water', 'Death']);
    expect(awaiting(r.state)).toEqual({ player: 1, kind: 'action' });
  });

  it('recompiling with the opponent\'s deck and trash both empty draws nothing; the compile still took the action (Codex, "Compiling"; FAQ, "When do I refill my deck?")', () => {
    const r = fromPositionWithEvents({ seed: 're', phase: 'start', useControl: false, unplaced: 'absent', players: [
      { protocols: [{ name: 'Fire', compiled: true }, 'Water', 'Death'], stacks: [['Fire 5', 'Fire 4', 'Fire 1'], [], []], hand: ['Water 1'] },
      { protocols: ['Metal', 'Speed', 'Light'], hand: ['Speed 1'] },
    ] });
    const g = r.state;
    expect(protocolsOf(g, 0)).toEqual(['Fire (compiled)', 'Water', 'Death']);
    expect(types(r.events)).toContain('recompiled');
    expect(types(r.events)).not.toContain('stole');
    expect(types(r.events)).not.toContain('drew');
    expect(hand(g, 0)).toEqual(['Water 1']);
    expect(trash(g, 0)).toEqual(['Fire 5', 'Fire 4', 'Fire 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('the rearrange before a compile changes which protocol is in the line (Codex, "Compiling": "Finally, flip that player\'s protocol in that line")', () => {
  it('rearranging my last uncompiled protocol into the compiling line compiles it: the third compiled protocol wins', () => {
    // Neighbours: codex-cards and codex-rules pin the rearranged flip and a rearrange into a recompile, neither with a win.
    const g0 = position({ phase: 'start', controlHolder: 0, players: [
      { protocols: [{ name: 'Fire', compiled: true }, { name: 'Water', compiled: true }, 'Death'], stacks: [['Fire 5', 'Fire 4', 'Fire 1'], [], []], hand: ['Death 1'] },
      { protocols: ['Metal', 'War', 'Light'], deck: ['Light 1'] },
    ] });
    let g = g0;
    expect(awaiting(g)).toEqual({ player: 0, kind: 'control' });
    g = act(g, rearrange(0, ['Death', 'Water', 'Fire']));
    expect(protocolsOf(g, 0)).toEqual(['Death (compiled)', 'Water (compiled)', 'Fire (compiled)']);
    expect(g.result).toEqual({ winner: 0, reason: 'compiled' });
    // A recompile would have taken the top of seat 1's deck.
    expect(hand(g, 0)).toEqual(['Death 1']);
    expect(trash(g, 0)).toEqual(['Fire 5', 'Fire 4', 'Fire 1']);
    expect(awaiting(g)).toBeNull();
    // The simulation path ends the game the same way, and refuses what follows.
    const engine = defaultEngine();
    const sim = cloneState(g0);
    expect(types(engine.applyInPlace(sim, rearrange(0, ['Death', 'Water', 'Fire'])))).toEqual(['rearranged', 'deleted', 'compiled', 'gameOver']);
    expect(sim.result).toEqual({ winner: 0, reason: 'compiled' });
    expect(engine.legalActions(sim)).toEqual([]);
    expect(refusal(() => engine.applyInPlace(sim, pass))).toBe('GAME_OVER');
  });

  it('rearranging a compiled protocol into the line of my last uncompiled one makes the compile a recompile: no win, the top of the opponent\'s deck is drawn', () => {
    let g = position({ phase: 'start', controlHolder: 0, players: [
      { protocols: ['Fire', { name: 'Water', compiled: true }, { name: 'Death', compiled: true }], stacks: [['Fire 5', 'Fire 4', 'Fire 1'], [], []], hand: ['Death 1'] },
      { protocols: ['Metal', 'War', 'Light'], deck: ['Light 1'] },
    ] });
    g = act(g, rearrange(0, ['Water', 'Fire', 'Death']));
    expect(protocolsOf(g, 0)).toEqual(['Water (compiled)', 'Fire', 'Death (compiled)']);
    expect(g.result).toBeNull();
    expect(hand(g, 0)).toEqual(['Death 1', 'Light 1']);
    expect(stack(g, 0, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('victory (rulebook, "Victory": "The first player to flip all 3 of their protocols to their \'compiled\' side wins")', () => {
  const winning = (): Position => ({ seed: 'win', phase: 'start', useControl: false, players: [
    { protocols: ['Fire', { name: 'Hate', compiled: true }, { name: 'Death', compiled: true }], stacks: [['Fire 5', 'Fire 4', 'Fire 1'], ['Hate 3'], []], hand: ['Death 1', 'Death 2'] },
    { protocols: ['Metal', 'War', 'Light'], stacks: [['Metal 5'], ['War 2'], []], hand: ['Light 1'] },
  ] });

  it('the third compile wins at once: the compile\'s "After" windows never open — the opponent\'s War 2 ("After your opponent compiles: Your opponent discards their hand") discards nothing, my Hate 3 ("After you delete cards: Draw 1 card") draws nothing; the deleted cards are in the trashes', () => {
    // Neighbours: rules.test pins the result alone; patterns-audit pins wins by Diversity 0 and Unity 1 mid-effect.
    const r = fromPositionWithEvents(winning());
    const g = r.state;
    expect(g.result).toEqual({ winner: 0, reason: 'compiled' });
    expect(protocolsOf(g, 0)).toEqual(['Fire (compiled)', 'Hate (compiled)', 'Death (compiled)']);
    expect(hand(g, 0)).toEqual(['Death 1', 'Death 2']);
    expect(hand(g, 1)).toEqual(['Light 1']);
    expect(trash(g, 0)).toEqual(['Fire 5', 'Fire 4', 'Fire 1']);
    expect(trash(g, 1)).toEqual(['Metal 5']);
    expect(stack(g, 0, 1)).toEqual(['Hate 3']);
    expect(stack(g, 1, 1)).toEqual(['War 2']);
    expect(types(r.events)).toEqual(['turnStarted', 'deleted', 'deleted', 'compiled', 'gameOver']);
    expect(g.phase).toBe('over');
    expect(g.frames).toEqual([]);
  });

  it('a win by the opponent in the middle of MY compile ends the game at once: my Speed 2, shifted onto Fire 0, lets Fire 0 flip the opponent\'s Unity 1 face-up, which compiles their third protocol — my protocol is never flipped, the line\'s cards stay deleted, Speed 2 is put where it was going (rulebook, "Victory"; rulings, "A win in the middle of a move")', () => {
    // Neighbours: patterns-audit pins mid-effect wins on a play and a delete, not inside a compile.
    let g = position({ phase: 'start', useControl: false, players: [
      { protocols: ['Water', 'Fire', 'Speed'], stacks: [['Water 5', 'Water 4', 'Speed 2'], ['Fire 0'], []], hand: ['Water 1'], deck: ['Fire 1'] },
      { protocols: [{ name: 'Light', compiled: true }, { name: 'Metal', compiled: true }, 'Unity'], stacks: [[], ['Unity 0', 'Unity 2', 'Unity 3', 'Unity 4'], ['Unity 1 down']] },
    ] });
    // Water 5 and Water 4 are deleted at once; Speed 2 ("When this card would be deleted by compiling: Shift this card") asks for a line.
    expect(trash(g, 0)).toEqual(['Water 5', 'Water 4']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    // Fire 0 ("When this card would be covered: First, draw 1 card. Then, flip 1 other card.").
    g = act(g, line(1));
    expect(hand(g, 0)).toEqual(['Water 1', 'Fire 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    // Unity 1 face-up: "If there are 5 or more Unity cards in the field, flip the Unity protocol to the compiled side and delete all cards in that line."
    g = act(g, choose('Unity 1'));
    expect(g.result).toEqual({ winner: 1, reason: 'compiled' });
    expect(protocolsOf(g, 1)).toEqual(['Light (compiled)', 'Metal (compiled)', 'Unity (compiled)']);
    expect(protocolsOf(g, 0)).toEqual(['Water', 'Fire', 'Speed']);
    expect(stack(g, 0, 0)).toEqual([]);
    expect(stack(g, 0, 1)).toEqual(['Fire 0', 'Speed 2']);
    expect(stack(g, 1, 2)).toEqual(['Unity 1']);
    expect(trash(g, 0)).toEqual(['Water 5', 'Water 4']);
    expect(g.phase).toBe('over');
    expect(legalActions(g)).toEqual([]);
  });

  it('once the game is over: no action is legal, nobody is to act, and every action is refused with GAME_OVER — before the seat or the action\'s shape is looked at, on a JSON copy too (engine API)', () => {
    const g = fromPositionWithEvents(winning()).state;
    expect(legalActions(g)).toEqual([]);
    expect(awaiting(g)).toBeNull();
    expect(currentPlayer(g)).toBeNull();
    expect(refusal(() => applyAction(g, pass))).toBe('GAME_OVER');
    expect(refusal(() => applyAction(g, { type: 'refresh' }, { seat: 1 }))).toBe('GAME_OVER');
    expect(refusal(() => applyAction(g, { type: 'nonsense' } as unknown as Action))).toBe('GAME_OVER');
    const copy = JSON.parse(JSON.stringify(g)) as GameState;
    expect(legalActions(copy)).toEqual([]);
    expect(currentPlayer(copy)).toBeNull();
    expect(refusal(() => applyAction(copy, { type: 'play', index: 0, line: 1, face: 'down' }))).toBe('GAME_OVER');
  });

  it('a win on the last turn the engine allows is a win, not a turn-limit draw', () => {
    const g = position({ ...winning(), turnNumber: 3, maxTurns: 3 });
    expect(g.result).toEqual({ winner: 0, reason: 'compiled' });
  });
});

describe('the engine\'s turn limit (docs/rulings.md, "A game that cannot end": a draw after maxTurns turns)', () => {
  it('the last turn is played to the end of its End phase; the next turn never starts; the game is then a draw, with nothing legal and every action refused', () => {
    // Neighbours: rules.test pins the draw and the turn number after random play.
    const r = fromPositionWithEvents({ seed: 'limit', phase: 'end', maxTurns: 1, useControl: false, unplaced: 'absent', players: [
      { protocols: ['Light', 'Water', 'Death'], stacks: [['Light 1'], [], []], deck: ['Water 1'] },
      { protocols: ['Metal', 'War', 'Fire'], hand: ['Fire 1'] },
    ] });
    const g = r.state;
    // Light 1's "End: Draw 1 card." ran in the last turn.
    expect(hand(g, 0)).toEqual(['Water 1']);
    expect(types(r.events)).toEqual(['turnStarted', 'triggered', 'drew', 'secret', 'gameOver']);
    expect(g.result).toEqual({ winner: null, reason: 'turnLimit' });
    expect(g.phase).toBe('over');
    expect(legalActions(g)).toEqual([]);
    expect(currentPlayer(g)).toBeNull();
    expect(refusal(() => applyAction(g, { type: 'play', index: 0, line: 2, face: 'up' }))).toBe('GAME_OVER');
  });
});

describe('Check Cache (Codex, "Clear Cache"; rulebook, "Check Cache")', () => {
  it('clearing two cards is one discard: the opponent\'s Plague 1 ("After your opponent discards cards: Draw 1 card.") draws once; every hand card may be chosen, none may be kept by passing; the opponent\'s Spirit 0 ("Skip your check cache phase") skips only its owner\'s (Codex FAQ, "discard 2 cards" is not "discard 1 card, discard 1 card")', () => {
    // Neighbours: rules.test counts the discarded events; war.test pins War 3 on a clear cache; spirit.test pins Spirit 0 covered.
    let g = position({ phase: 'cache', useControl: false, unplaced: 'absent', players: [
      { protocols: ['Fire', 'Water', 'Death'], hand: ['Fire 0', 'Fire 1', 'Fire 2', 'Fire 3', 'Water 0', 'Water 1', 'Water 2'] },
      { protocols: ['Plague', 'Spirit', 'Light'], stacks: [['Plague 1'], ['Spirit 0'], []], hand: ['Light 1'], deck: ['Plague 2', 'Plague 3'] },
    ] });
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    expect(legalActions(g)).toEqual([0, 1, 2, 3, 4, 5, 6].map((index) => ({ type: 'hand', index })));
    expect(refusal(() => applyAction(g, pass))).toBe('ILLEGAL_ACTION');
    g = act(g, pickHand('Water 2'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    // Nothing is discarded before the clear cache is complete.
    expect(trash(g, 0)).toEqual([]);
    expect(hand(g, 1)).toEqual(['Light 1']);
    const r = actWithEvents(g, pickHand('Fire 0'));
    g = r.state;
    expect(hand(g, 0)).toEqual(['Fire 1', 'Fire 2', 'Fire 3', 'Water 0', 'Water 1']);
    expect(trash(g, 0)).toEqual(['Water 2', 'Fire 0']);
    expect(hand(g, 1)).toEqual(['Light 1', 'Plague 2']);
    expect(deck(g, 1)).toEqual(['Plague 3']);
    expect(r.events.filter((e) => e.type === 'discarded')).toHaveLength(1);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('the draft (Codex, "The Draft")', () => {
  it('a protocol already drafted cannot be drafted again, nothing but a draft pick is legal, and only the drafter may pick', () => {
    // Neighbours: rules.test pins the 1-2-2-1 order, the spaces from each drafter's left, and who plays first.
    let g = createGame({ seed: 'draft', draftPool: ['Fire', 'Water', 'Death', 'Light', 'Metal', 'Speed', 'Life'] });
    g = applyAction(g, { type: 'draft', protocol: 'Fire' }).state;
    expect(awaiting(g)).toEqual({ player: 1, kind: 'draft' });
    expect(refusal(() => applyAction(g, { type: 'draft', protocol: 'Fire' }))).toBe('ILLEGAL_ACTION');
    expect(refusal(() => applyAction(g, { type: 'draft', protocol: 'Love' }))).toBe('ILLEGAL_ACTION');
    expect(refusal(() => applyAction(g, { type: 'refresh' }))).toBe('ILLEGAL_ACTION');
    expect(refusal(() => applyAction(g, { type: 'draft', protocol: 'Water' }, { seat: 0 }))).toBe('NOT_YOUR_TURN');
    expect(legalActions(g).map((a) => (a as { protocol: string }).protocol)).toEqual(['Water', 'Death', 'Light', 'Metal', 'Speed', 'Life']);
    g = applyAction(g, { type: 'draft', protocol: 'Water' }, { seat: 1 }).state;
    // Seat 1's second pick in a row.
    expect(awaiting(g)).toEqual({ player: 1, kind: 'draft' });
  });
});
