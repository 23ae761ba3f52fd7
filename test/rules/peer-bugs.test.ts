/**
 * Scenarios from rules bugs that other Compile implementations reported publicly, so that this
 * engine is pinned against each of them. The reports are the issue tracker of TheApo/compile
 * (https://github.com/TheApo/compile/issues); each `describe` names the issue it comes from. Only the
 * rules content of a report was used — no code. Each ruling is decided from our references
 * (shared/reference/rules: the Codex first, then the rulebook, the FAQ and the community
 * clarifications) and, where they leave room for doubt, from docs/rulings.md; each `it` title cites
 * its source.
 *
 * Reports covered: #3 Water 4, #5 Spirit 4, #6 End commands uncovered during the End phase, #7
 * recompile, #8/#24 the control component, #9/#11 Light 2 and "reveal", #12 Death 3, #13 Death 4,
 * #15/#20 playing face-up/face-down (cards of the opponent's protocols, Spirit 1), #18 Hate 3 on a
 * compile, #21 Life 1, #23 Plague 3, #28 Hate 2, #29 Hate 0 with an empty opposing field, #33 middle
 * commands on the opponent's turn, #39 Speed 1, #41 Plague 4.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/state/types.js';
import {
  accept, act, actWithEvents, awaiting, choose, deck, hand, line, optionNamed, pass, pickHand, play, position,
  rearrange, refresh, stack, trash,
} from '../../src/testing.js';
import { legalActions } from '../../src/index.js';

const protocolsOf = (g: GameState, seat: 0 | 1) => g.players[seat]!.protocols.map((p) => p.name);
const cardTargets = (g: GameState) => legalActions(g).filter((a) => a.type === 'card');

describe('Light 2 and "reveal" (TheApo/compile #9, #11)', () => {
  it('Light 2 reveals only an uncovered face-down card: a face-up card is never offered (Codex FAQ, "reveal": "chooses an uncovered face-down card in play") — #9', () => {
    let g = position({ players: [
      { protocols: ['Light', 'Fire', 'Water'], hand: ['Light 2'], deck: ['Fire 1', 'Fire 2'] },
      { protocols: ['Darkness', 'Metal', 'Death'], stacks: [['Darkness 3'], ['Metal 1 down'], ['Death 5 down', 'Death 4 down']] },
    ] });
    g = act(g, play('Light 2', 0));
    expect(hand(g, 0)).toEqual(['Fire 1', 'Fire 2']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    // Metal 1 and the uncovered Death 4 only: not the face-up Darkness 3, not the covered Death 5.
    expect(cardTargets(g)).toEqual([
      { type: 'card', player: 1, line: 1, index: 0 },
      { type: 'card', player: 1, line: 2, index: 1 },
    ]);
    g = act(g, choose('Metal 1'), pass);
    expect(stack(g, 1, 0)).toEqual(['Darkness 3']);
    expect(stack(g, 1, 1)).toEqual(['Metal 1 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a revealed card goes back face-down and its middle text does not run; only a flip afterwards lets it enter play (Codex FAQ, "reveal") — #11', () => {
    const start = () => position({ players: [
      { protocols: ['Light', 'Fire', 'Water'], hand: ['Light 2'], stacks: [[], ['Fire 4'], []], deck: ['Water 1', 'Water 2'] },
      { protocols: ['Darkness', 'Hate', 'Death'], stacks: [[], ['Hate 2 down'], ['Death 5']] },
    ] });
    const { state, events } = actWithEvents(start(), play('Light 2', 0));
    expect(events).toContainEqual({ type: 'revealed', player: 0, cards: ['Hate 2'], what: 'fieldCard', side: 1, line: 1 });
    // Revealed, not flipped: Hate 2 is face-down again and has deleted nothing.
    expect(stack(state, 1, 1)).toEqual(['Hate 2 down']);
    expect(stack(state, 1, 2)).toEqual(['Death 5']);
    expect(stack(state, 0, 1)).toEqual(['Fire 4']);
    expect(trash(state, 0)).toEqual([]);
    expect(trash(state, 1)).toEqual([]);
    expect(awaiting(state)).toEqual({ player: 0, kind: 'option' });
    // Doing neither leaves everything as it was.
    const neither = act(state, pass);
    expect(stack(neither, 1, 1)).toEqual(['Hate 2 down']);
    expect(trash(neither, 0)).toEqual([]);
    expect(trash(neither, 1)).toEqual([]);
    expect(awaiting(neither)).toEqual({ player: 1, kind: 'action' });
    // Flipping it is what lets its text enter play, for its owner: seat 1's highest uncovered card
    // (Death 5), then seat 0's (Fire 4).
    const flipped = act(state, optionNamed('flip'));
    expect(stack(flipped, 1, 1)).toEqual(['Hate 2']);
    expect(trash(flipped, 1)).toEqual(['Death 5']);
    expect(trash(flipped, 0)).toEqual(['Fire 4']);
    expect(awaiting(flipped)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Light 2: shifting the revealed card, and nothing to reveal (TheApo/compile #9, #11)', () => {
  it('shifting the revealed card moves it face-down: its text still does not enter play (Codex FAQ, "reveal": "shift it to another line in its face-down orientation")', () => {
    let g = position({ players: [
      { protocols: ['Light', 'Fire', 'Water'], hand: ['Light 2'], stacks: [[], ['Fire 4'], []], deck: ['Water 1', 'Water 2'] },
      { protocols: ['Darkness', 'Hate', 'Death'], stacks: [[], ['Hate 2 down'], ['Death 5']] },
    ] });
    g = act(g, play('Light 2', 0), optionNamed('shift'));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'line' });
    g = act(g, line(0));
    expect(stack(g, 1, 0)).toEqual(['Hate 2 down']);
    expect(stack(g, 1, 1)).toEqual([]);
    expect(stack(g, 1, 2)).toEqual(['Death 5']);
    expect(stack(g, 0, 1)).toEqual(['Fire 4']);
    expect(trash(g, 0)).toEqual([]);
    expect(trash(g, 1)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('with face-down cards only under other cards, nothing is revealed: Light 2 only draws (Codex, "Selecting and Targeting Cards for Effects": "reveal" targets uncovered cards)', () => {
    const { state, events } = actWithEvents(position({ players: [
      { protocols: ['Light', 'Fire', 'Water'], hand: ['Light 2'], deck: ['Water 1', 'Water 2'] },
      { protocols: ['Darkness', 'Hate', 'Death'], stacks: [[], ['Hate 2 down', 'Hate 5'], []] },
    ] }), play('Light 2', 0));
    expect(events.some((e) => e.type === 'revealed')).toBe(false);
    expect(hand(state, 0)).toEqual(['Water 1', 'Water 2']);
    expect(stack(state, 1, 1)).toEqual(['Hate 2 down', 'Hate 5']);
    expect(awaiting(state)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('default targeting: only uncovered cards (Codex, "Selecting and Targeting Cards for Effects")', () => {
  it('Plague 3 flips each other uncovered face-up card; covered face-up cards stay face-up (Codex, Plague 3 errata 9/2025 and clarification) — #23', () => {
    let g = position({ players: [
      { protocols: ['Plague', 'Fire', 'Water'], hand: ['Plague 3'], stacks: [[], ['Fire 5', 'Fire 3'], []] },
      { protocols: ['Speed', 'Light', 'Gravity'], stacks: [['Speed 5', 'Speed 3'], [], ['Gravity 5 down', 'Gravity 4']] },
    ] });
    g = act(g, play('Plague 3', 0));
    // The owner orders the noted cards: only the three uncovered face-up ones are offered.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    expect(cardTargets(g)).toEqual([
      { type: 'card', player: 0, line: 1, index: 1 },
      { type: 'card', player: 1, line: 0, index: 1 },
      { type: 'card', player: 1, line: 2, index: 1 },
    ]);
    g = act(g, choose('Fire 3'), choose('Speed 3'));
    expect(stack(g, 0, 0)).toEqual(['Plague 3']);
    expect(stack(g, 0, 1)).toEqual(['Fire 5', 'Fire 3 down']);
    expect(stack(g, 1, 0)).toEqual(['Speed 5', 'Speed 3 down']);
    expect(stack(g, 1, 2)).toEqual(['Gravity 5 down', 'Gravity 4 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Death 3 deletes an uncovered face-down card, never a covered one ("Delete 1 face-down card" reads "1 uncovered face-down card") — #12', () => {
    let g = position({ players: [
      { protocols: ['Death', 'Fire', 'Water'], hand: ['Death 3'], stacks: [[], [], ['Water 5 down']] },
      { protocols: ['Metal', 'Psychic', 'Light'], stacks: [['Metal 5 down', 'Metal 3'], ['Psychic 5 down'], []] },
    ] });
    g = act(g, play('Death 3', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    expect(cardTargets(g)).toEqual([
      { type: 'card', player: 0, line: 2, index: 0 },
      { type: 'card', player: 1, line: 1, index: 0 },
    ]);
    g = act(g, choose('Psychic 5'));
    expect(trash(g, 1)).toEqual(['Psychic 5']);
    expect(stack(g, 1, 0)).toEqual(['Metal 5 down', 'Metal 3']);
    expect(stack(g, 0, 2)).toEqual(['Water 5 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Death 3 with face-down cards only under other cards deletes nothing (Codex, "Selecting and Targeting Cards for Effects") — #12', () => {
    const g = act(position({ players: [
      { protocols: ['Death', 'Fire', 'Water'], hand: ['Death 3'] },
      { protocols: ['Metal', 'Psychic', 'Light'], stacks: [['Metal 5 down', 'Metal 3'], ['Psychic 5 down', 'Psychic 4'], []] },
    ] }), play('Death 3', 0));
    expect(stack(g, 1, 0)).toEqual(['Metal 5 down', 'Metal 3']);
    expect(stack(g, 1, 1)).toEqual(['Psychic 5 down', 'Psychic 4']);
    expect(trash(g, 1)).toEqual([]);
    expect(stack(g, 0, 0)).toEqual(['Death 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Death 4 deletes an uncovered card of value 0 or 1; a covered Speed 1 is not a target (Codex, "Selecting and Targeting Cards for Effects") — #13', () => {
    let g = position({ players: [
      { protocols: ['Death', 'Fire', 'Water'], hand: ['Death 4'], stacks: [[], ['Fire 1'], []] },
      { protocols: ['Speed', 'Light', 'Metal'], stacks: [['Speed 1', 'Speed 5'], ['Light 0'], []] },
    ] });
    g = act(g, play('Death 4', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    expect(cardTargets(g)).toEqual([
      { type: 'card', player: 0, line: 1, index: 0 },
      { type: 'card', player: 1, line: 1, index: 0 },
    ]);
    g = act(g, choose('Light 0'));
    expect(trash(g, 1)).toEqual(['Light 0']);
    expect(stack(g, 1, 0)).toEqual(['Speed 1', 'Speed 5']);
    expect(stack(g, 0, 1)).toEqual(['Fire 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Hate 2 deletes the highest value *uncovered* card on each side, and its owner picks among tied cards (Codex, Hate 2 errata 10/2024 and clarification) — #28', () => {
    let g = position({ players: [
      { protocols: ['Hate', 'Fire', 'Water'], hand: ['Hate 2'], stacks: [[], ['Fire 5', 'Fire 3'], []] },
      { protocols: ['Speed', 'Light', 'Gravity'], stacks: [['Speed 5', 'Speed 2'], ['Light 4'], ['Gravity 4']] },
    ] });
    g = act(g, play('Hate 2', 0));
    // Own side: Fire 3 (uncovered, 3) beats Hate 2 (2); the covered Fire 5 does not count.
    expect(trash(g, 0)).toEqual(['Fire 3']);
    expect(stack(g, 0, 1)).toEqual(['Fire 5']);
    // Opponent's side: Light 4 and Gravity 4 tie; the covered Speed 5 does not count.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    expect(cardTargets(g)).toEqual([
      { type: 'card', player: 1, line: 1, index: 0 },
      { type: 'card', player: 1, line: 2, index: 0 },
    ]);
    g = act(g, choose('Gravity 4'));
    expect(trash(g, 1)).toEqual(['Gravity 4']);
    expect(stack(g, 1, 0)).toEqual(['Speed 5', 'Speed 2']);
    expect(stack(g, 1, 1)).toEqual(['Light 4']);
    expect(stack(g, 0, 0)).toEqual(['Hate 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Hate 2 deleting itself (TheApo/compile #28)', () => {
  it('if Hate 2 is its owner\'s highest uncovered card it deletes itself, and the second sentence does not happen (Codex, Hate 2 clarification)', () => {
    const g = act(position({ players: [
      { protocols: ['Hate', 'Fire', 'Water'], hand: ['Hate 2'], stacks: [[], ['Fire 1'], []] },
      { protocols: ['Speed', 'Light', 'Gravity'], stacks: [[], ['Light 5'], []] },
    ] }), play('Hate 2', 0));
    expect(stack(g, 0, 0)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Hate 2']);
    expect(stack(g, 0, 1)).toEqual(['Fire 1']);
    expect(stack(g, 1, 1)).toEqual(['Light 5']);
    expect(trash(g, 1)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('"Flip 1 card. Flip 1 card." is two sentences (TheApo/compile #21)', () => {
  it('Life 1 flipping itself face-down with the first sentence stops its text: the second flip does not happen (Codex, Mirror 3 and Hate 2 clarifications; rulebook, "Cards & Effects")', () => {
    let g = position({ players: [
      { protocols: ['Fire', 'Life', 'Water'], hand: ['Life 1'], stacks: [['Fire 5'], [], []] },
      { protocols: ['Speed', 'Light', 'Metal'], stacks: [['Speed 5'], [], []] },
    ] });
    g = act(g, play('Life 1', 1));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Life 1'));
    expect(stack(g, 0, 1)).toEqual(['Life 1 down']);
    expect(stack(g, 0, 0)).toEqual(['Fire 5']);
    expect(stack(g, 1, 0)).toEqual(['Speed 5']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('otherwise each sentence is its own selection: two prompts, the second made after the first flip resolved (Codex, "Treat each sentence separately")', () => {
    let g = position({ players: [
      { protocols: ['Fire', 'Life', 'Water'], hand: ['Life 1'], stacks: [['Fire 5'], [], []] },
      { protocols: ['Speed', 'Light', 'Metal'], stacks: [['Speed 5'], [], []] },
    ] });
    g = act(g, play('Life 1', 1), choose('Speed 5'));
    expect(stack(g, 1, 0)).toEqual(['Speed 5 down']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Fire 5'));
    expect(stack(g, 0, 0)).toEqual(['Fire 5 down']);
    expect(stack(g, 0, 1)).toEqual(['Life 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('middle commands on the opponent\'s turn (TheApo/compile #33)', () => {
  // Seat 1 acts; the text of seat 0's card enters play and resolves for seat 0 (Codex, "Text Entering Play").
  it('a card uncovered by the opponent\'s delete resolves its middle command for its owner', () => {
    let g = position({ turn: 1, players: [
      { protocols: ['Speed', 'Water', 'Light'], stacks: [['Speed 1', 'Water 5'], [], []], deck: ['Water 1', 'Water 2', 'Water 3'] },
      { protocols: ['Hate', 'Metal', 'Darkness'], hand: ['Hate 0'] },
    ] });
    g = act(g, play('Hate 0', 0), choose('Water 5'));
    expect(trash(g, 0)).toEqual(['Water 5']);
    expect(stack(g, 0, 0)).toEqual(['Speed 1']);
    expect(hand(g, 0)).toEqual(['Water 1', 'Water 2']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('a card flipped face-up by the opponent resolves its middle command for its owner, before the rest of the opponent\'s text', () => {
    let g = position({ turn: 1, players: [
      { protocols: ['Fire', 'Water', 'Light'], stacks: [[], ['Metal 1 down'], []], deck: ['Water 1', 'Water 2', 'Water 3'] },
      { protocols: ['Hate', 'Metal', 'Darkness'], hand: ['Darkness 1'] },
    ] });
    // Darkness 1: "Flip 1 of your opponent's cards. You may shift that card." Metal 1 is the only one;
    // face-up, its "Draw 2 cards." resolves for seat 0.
    g = act(g, play('Darkness 1', 2));
    expect(stack(g, 0, 1)).toEqual(['Metal 1']);
    expect(hand(g, 0)).toEqual(['Water 1', 'Water 2']);
    expect(awaiting(g)?.player).toBe(1);
    g = act(g, pass);
    expect(stack(g, 0, 1)).toEqual(['Metal 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('a delete text flipped face-up by the opponent is resolved by its owner, who chooses the card (Codex, "Text Entering Play": "the owner of that card decides how that text resolves")', () => {
    let g = position({ turn: 1, players: [
      { protocols: ['Fire', 'Water', 'Light'], stacks: [[], ['Hate 0 down'], []] },
      { protocols: ['Hate', 'Metal', 'Darkness'], hand: ['Darkness 1'], stacks: [[], ['Metal 5'], []] },
    ] });
    g = act(g, play('Darkness 1', 2));
    // Hate 0 face-up: "Delete 1 card." — seat 0 chooses, on seat 1's turn.
    expect(stack(g, 0, 1)).toEqual(['Hate 0']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Metal 5'));
    expect(trash(g, 1)).toEqual(['Metal 5']);
    expect(stack(g, 1, 1)).toEqual([]);
    expect(awaiting(g)?.player).toBe(1);
    g = act(g, pass);
    expect(stack(g, 0, 1)).toEqual(['Hate 0']);
    expect(stack(g, 1, 2)).toEqual(['Darkness 1']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('a card uncovered when the opponent shifts the card above it resolves its middle command for its owner (Codex, "Shifting a Card")', () => {
    let g = position({ turn: 1, players: [
      { protocols: ['Fire', 'Water', 'Light'], stacks: [[], ['Metal 1', 'Water 5 down'], []], deck: ['Water 1', 'Water 2', 'Water 3'] },
      { protocols: ['Hate', 'Metal', 'Darkness'], hand: ['Darkness 4'] },
    ] });
    // Darkness 4: "Shift 1 face-down card." Water 5 is the only one; seat 1 picks the line.
    g = act(g, play('Darkness 4', 2));
    expect(awaiting(g)).toEqual({ player: 1, kind: 'line' });
    expect(legalActions(g)).toEqual([line(0), line(2)]);
    g = act(g, line(2));
    expect(stack(g, 0, 1)).toEqual(['Metal 1']);
    expect(stack(g, 0, 2)).toEqual(['Water 5 down']);
    expect(hand(g, 0)).toEqual(['Water 1', 'Water 2']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });
});

describe('"End:" commands (TheApo/compile #6)', () => {
  it('an End command uncovered during the End phase does not run: Speed 3\'s shift uncovers Light 1, which draws nothing (Codex FAQ, "Can I use End triggers that are revealed during the End phase? No"; Codex, "Start and End Effects During Those Phases")', () => {
    let g = position({ phase: 'end', players: [
      { protocols: ['Speed', 'Light', 'Fire'], stacks: [['Speed 3'], ['Light 1', 'Light 5'], []], deck: ['Fire 1', 'Fire 2', 'Fire 3'] },
      { protocols: ['Metal', 'Water', 'Death'], deck: ['Water 1', 'Water 2'] },
    ] });
    // Speed 3 End: "You may shift 1 of your cards. If you do, flip this card."
    expect(awaiting(g)?.player).toBe(0);
    g = act(g, choose('Light 5'), line(2));
    expect(stack(g, 0, 1)).toEqual(['Light 1']);
    expect(stack(g, 0, 2)).toEqual(['Light 5']);
    expect(stack(g, 0, 0)).toEqual(['Speed 3 down']);
    // Light 1 ("End: Draw 1 card.") was not visible when the End phase began.
    expect(hand(g, 0)).toEqual([]);
    expect(deck(g, 0).slice(0, 3)).toEqual(['Fire 1', 'Fire 2', 'Fire 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('an End command noted at the start of the End phase but covered before its turn does not run (Codex, "Start and End Effects During Those Phases": "If a command leaves play, it doesn\'t happen")', () => {
    let g = position({ phase: 'end', players: [
      { protocols: ['Speed', 'Light', 'Fire'], stacks: [['Speed 3'], ['Light 1'], ['Fire 5']], deck: ['Fire 1', 'Fire 2', 'Fire 3'] },
      { protocols: ['Metal', 'Water', 'Death'], deck: ['Water 1', 'Water 2'] },
    ] });
    // Both End commands are noted; the current player orders them: Speed 3 first.
    expect(awaiting(g)).toEqual({ player: 0, kind: 'order' });
    g = act(g, optionNamed('Speed 3'), choose('Fire 5'), line(1));
    expect(stack(g, 0, 1)).toEqual(['Light 1', 'Fire 5']);
    expect(stack(g, 0, 0)).toEqual(['Speed 3 down']);
    expect(hand(g, 0)).toEqual([]);
    expect(deck(g, 0).slice(0, 3)).toEqual(['Fire 1', 'Fire 2', 'Fire 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('an End command visible when the End phase begins runs (control case for the test above)', () => {
    const g = position({ phase: 'end', players: [
      { protocols: ['Speed', 'Light', 'Fire'], stacks: [[], ['Light 5', 'Light 1'], []], deck: ['Fire 1', 'Fire 2', 'Fire 3'] },
      { protocols: ['Metal', 'Water', 'Death'], deck: ['Water 1', 'Water 2'] },
    ] });
    expect(hand(g, 0)).toEqual(['Fire 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('compiling (TheApo/compile #7, #18)', () => {
  it('compiling a protocol that is already compiled draws the top card of the opponent\'s deck (Codex, "Compiling": "that player instead draws the top card of their opponent\'s deck") — #7', () => {
    const g = position({ phase: 'compile', useControl: false, players: [
      { protocols: [{ name: 'Fire', compiled: true }, 'Water', 'Death'], stacks: [['Fire 5', 'Fire 4', 'Fire 1'], [], []], deck: ['Water 1', 'Water 2'] },
      { protocols: ['Speed', 'Light', 'Metal'], deck: ['Speed 3', 'Speed 4'] },
    ] });
    expect(stack(g, 0, 0)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Fire 5', 'Fire 4', 'Fire 1']);
    expect(hand(g, 0)).toEqual(['Speed 3']);
    expect(deck(g, 1)[0]).toBe('Speed 4');
    expect(deck(g, 0).slice(0, 2)).toEqual(['Water 1', 'Water 2']);
    expect(g.players[0]!.protocols[0]).toEqual({ name: 'Fire', compiled: true });
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('the recompile draw is a draw: with the opponent\'s deck empty, their trash becomes their deck first (docs/rulings.md, "Recompile"; Codex FAQ, "When do I refill my deck?") — #7', () => {
    const g = position({ phase: 'compile', useControl: false, unplaced: 'absent', players: [
      { protocols: [{ name: 'Fire', compiled: true }, 'Water', 'Death'], stacks: [['Fire 5', 'Fire 4', 'Fire 1'], [], []], deck: ['Water 1'] },
      { protocols: ['Speed', 'Light', 'Metal'], hand: ['Light 5'], deck: [], trash: ['Speed 3'] },
    ] });
    expect(hand(g, 0)).toEqual(['Speed 3']);
    expect(deck(g, 1)).toEqual([]);
    expect(trash(g, 1)).toEqual([]);
    expect(trash(g, 0)).toEqual(['Fire 5', 'Fire 4', 'Fire 1']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Hate 3 ("After you delete cards: Draw 1 card.") draws once for a compile, which deletes all the line\'s cards at once (Codex, "Compiling": an "all" effect; FAQ, "draw"/"discard" keywords) — #18', () => {
    const g = position({ phase: 'compile', useControl: false, players: [
      { protocols: ['Light', 'Hate', 'Fire'], stacks: [['Light 5', 'Light 4', 'Light 3'], ['Hate 3'], []], deck: ['Fire 1', 'Fire 2', 'Fire 3'] },
      { protocols: ['Speed', 'Water', 'Metal'], deck: ['Speed 3', 'Speed 4'] },
    ] });
    expect(trash(g, 0)).toEqual(['Light 5', 'Light 4', 'Light 3']);
    expect(g.players[0]!.protocols[0]).toEqual({ name: 'Light', compiled: true });
    expect(hand(g, 0)).toEqual(['Fire 1']);
    expect(deck(g, 0).slice(0, 2)).toEqual(['Fire 2', 'Fire 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Hate 3 and separate deletes (TheApo/compile #18)', () => {
  it('Hate 1\'s "Delete 1 card. Delete 1 card." is two deletes: Hate 3 draws after each (Codex FAQ: "discard 2 cards" is not "discard 1 card, discard 1 card"; Codex, effects happening "after")', () => {
    let g = position({ players: [
      { protocols: ['Hate', 'Fire', 'Water'], hand: ['Hate 1'], stacks: [[], ['Hate 3'], []], deck: ['Fire 1', 'Fire 2', 'Fire 3'] },
      { protocols: ['Speed', 'Light', 'Metal'], stacks: [[], ['Light 5'], ['Metal 5']] },
    ] });
    g = act(g, play('Hate 1', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Light 5'));
    expect(hand(g, 0)).toEqual(['Fire 1']);
    g = act(g, choose('Metal 5'));
    expect(trash(g, 1)).toEqual(['Light 5', 'Metal 5']);
    expect(hand(g, 0)).toEqual(['Fire 1', 'Fire 2']);
    expect(deck(g, 0)[0]).toBe('Fire 3');
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('the control component (TheApo/compile #8, #24)', () => {
  const holder = () => position({ controlHolder: 0, players: [
    { protocols: ['Fire', 'Water', 'Death'], stacks: [['Fire 5'], ['Water 5'], []], hand: ['Death 5'], deck: ['Fire 1', 'Fire 2', 'Fire 3', 'Fire 4', 'Fire 0'] },
    { protocols: ['Speed', 'Light', 'Metal'], stacks: [['Speed 5'], [], ['Metal 5']] },
  ] });

  it('on refresh it offers a rearrange of either player\'s protocols — any order, not only swaps — or none (Codex, "Control Component"; Codex, "Rearranging Protocols")', () => {
    const g = act(holder(), refresh);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'control' });
    const offered = legalActions(g);
    // 5 new orders for each player, and declining.
    expect(offered).toHaveLength(11);
    expect(offered).toContainEqual({ type: 'pass' });
    expect(offered).toContainEqual(rearrange(1, ['Light', 'Metal', 'Speed']));
    expect(offered).toContainEqual(rearrange(0, ['Death', 'Fire', 'Water']));
    expect(offered).not.toContainEqual(rearrange(0, ['Fire', 'Water', 'Death']));
  });

  it('a rotation of the opponent\'s three protocols moves only protocols, not cards, then the refresh completes and the component is neutral (Codex, "Control Component")', () => {
    const g = act(holder(), refresh, rearrange(1, ['Light', 'Metal', 'Speed']));
    expect(protocolsOf(g, 1)).toEqual(['Light', 'Metal', 'Speed']);
    expect(protocolsOf(g, 0)).toEqual(['Fire', 'Water', 'Death']);
    expect(stack(g, 1, 0)).toEqual(['Speed 5']);
    expect(stack(g, 1, 2)).toEqual(['Metal 5']);
    expect(hand(g, 0)).toEqual(['Death 5', 'Fire 1', 'Fire 2', 'Fire 3', 'Fire 4']);
    expect(g.control).toBeNull();
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('the rearrange is optional, and declining still returns the component to neutral (Codex FAQ, "Do I have to use the control component")', () => {
    const g = act(holder(), refresh, pass);
    expect(protocolsOf(g, 0)).toEqual(['Fire', 'Water', 'Death']);
    expect(protocolsOf(g, 1)).toEqual(['Speed', 'Light', 'Metal']);
    expect(hand(g, 0)).toEqual(['Death 5', 'Fire 1', 'Fire 2', 'Fire 3', 'Fire 4']);
    expect(g.control).toBeNull();
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('playing a card (TheApo/compile #15, #20)', () => {
  it('a card of the opponent\'s protocol may be played face-up only in the line of that protocol; every card may be played face-down in any line, its own line included (Codex, "Playing a Card", "Changing Ownership")', () => {
    let g = position({ players: [
      { protocols: ['Fire', 'Water', 'Death'], hand: ['Speed 1', 'Fire 1'], deck: ['Water 1', 'Water 2', 'Water 3'] },
      { protocols: ['Light', 'Speed', 'Metal'] },
    ] });
    const plays = legalActions(g).filter((a) => a.type === 'play');
    expect(plays).toEqual([
      { type: 'play', index: 0, line: 0, face: 'down' },
      { type: 'play', index: 0, line: 1, face: 'up' },
      { type: 'play', index: 0, line: 1, face: 'down' },
      { type: 'play', index: 0, line: 2, face: 'down' },
      { type: 'play', index: 1, line: 0, face: 'up' },
      { type: 'play', index: 1, line: 0, face: 'down' },
      { type: 'play', index: 1, line: 1, face: 'down' },
      { type: 'play', index: 1, line: 2, face: 'down' },
    ]);
    // Face-up in the opponent's Speed line: it lands on seat 0's side and its middle resolves for seat 0.
    g = act(g, play('Speed 1', 1));
    expect(stack(g, 0, 1)).toEqual(['Speed 1']);
    expect(stack(g, 1, 1)).toEqual([]);
    expect(hand(g, 0)).toEqual(['Fire 1', 'Water 1', 'Water 2']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('a card played face-down in its own protocol\'s line is worth 2 and has no text (rulebook, "Face-down"; Codex, "Playing a Card") — #15', () => {
    const g = act(position({ players: [
      { protocols: ['Fire', 'Water', 'Death'], hand: ['Fire 1', 'Water 5'], stacks: [['Fire 5'], [], []] },
      { protocols: ['Light', 'Speed', 'Metal'], stacks: [['Light 5'], [], []] },
    ] }), play('Fire 1', 0, 'down'));
    expect(stack(g, 0, 0)).toEqual(['Fire 5', 'Fire 1 down']);
    // Fire 1 face-up would have asked for a discard; face-down nothing is asked and the hand is kept.
    expect(hand(g, 0)).toEqual(['Water 5']);
    expect(trash(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });
});

describe('Spirit 1 and face-up plays (TheApo/compile #15, comment)', () => {
  it('with Spirit 1 face-up, a card may be played face-up in any line, and still face-down in any line (Codex, Spirit 1 errata 10/2024)', () => {
    const g = position({ players: [
      { protocols: ['Spirit', 'Water', 'Death'], hand: ['Fire 1'], stacks: [['Spirit 1'], [], []] },
      { protocols: ['Fire', 'Speed', 'Metal'] },
    ] });
    expect(legalActions(g).filter((a) => a.type === 'play')).toEqual([
      { type: 'play', index: 0, line: 0, face: 'up' },
      { type: 'play', index: 0, line: 0, face: 'down' },
      { type: 'play', index: 0, line: 1, face: 'up' },
      { type: 'play', index: 0, line: 1, face: 'down' },
      { type: 'play', index: 0, line: 2, face: 'up' },
      { type: 'play', index: 0, line: 2, face: 'down' },
    ]);
  });
});

describe('single cards whose text other engines got wrong', () => {
  it('Water 4 returns the chosen card to its owner\'s hand, not to the trash (card text; Codex, "Card Text") — #3', () => {
    let g = position({ players: [
      { protocols: ['Water', 'Fire', 'Death'], hand: ['Water 4'], stacks: [[], ['Fire 5'], []] },
      { protocols: ['Light', 'Speed', 'Metal'] },
    ] });
    g = act(g, play('Water 4', 0));
    expect(awaiting(g)).toEqual({ player: 0, kind: 'card' });
    g = act(g, choose('Fire 5'));
    expect(hand(g, 0)).toEqual(['Fire 5']);
    expect(stack(g, 0, 1)).toEqual([]);
    expect(trash(g, 0)).toEqual([]);
    expect(stack(g, 0, 0)).toEqual(['Water 4']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Water 4 with no other card of its owner on the field returns itself (Codex, "Card Text": "Water 4 … is the only valid selection, thus it returns itself") — #3', () => {
    const g = act(position({ players: [
      { protocols: ['Water', 'Fire', 'Death'], hand: ['Water 4'] },
      { protocols: ['Light', 'Speed', 'Metal'], stacks: [['Light 5'], [], []] },
    ] }), play('Water 4', 0));
    expect(hand(g, 0)).toEqual(['Water 4']);
    expect(stack(g, 0, 0)).toEqual([]);
    expect(stack(g, 1, 0)).toEqual(['Light 5']);
    expect(trash(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Spirit 4 played by one seat swaps two of *its own* protocols, asked of that seat; cards stay in their lines (card text: "2 of your protocols") — #5', () => {
    let g = position({ turn: 1, players: [
      { protocols: ['Water', 'Fire', 'Death'], stacks: [['Water 5'], [], []] },
      { protocols: ['Spirit', 'Speed', 'Metal'], hand: ['Spirit 4'], stacks: [[], ['Speed 5'], []] },
    ] });
    g = act(g, play('Spirit 4', 0));
    expect(awaiting(g)).toEqual({ player: 1, kind: 'rearrange' });
    const offered = legalActions(g);
    // Three swaps of seat 1's protocols, nothing of seat 0's, no 3-cycle.
    expect(offered).toHaveLength(3);
    expect(offered).toContainEqual(rearrange(1, ['Speed', 'Spirit', 'Metal']));
    expect(offered).toContainEqual(rearrange(1, ['Metal', 'Speed', 'Spirit']));
    expect(offered).toContainEqual(rearrange(1, ['Spirit', 'Metal', 'Speed']));
    g = act(g, rearrange(1, ['Metal', 'Speed', 'Spirit']));
    expect(protocolsOf(g, 1)).toEqual(['Metal', 'Speed', 'Spirit']);
    expect(protocolsOf(g, 0)).toEqual(['Water', 'Fire', 'Death']);
    expect(stack(g, 1, 0)).toEqual(['Spirit 4']);
    expect(stack(g, 1, 1)).toEqual(['Speed 5']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('Hate 0 played when the opponent has no card on the field deletes one of its owner\'s own cards, and the game goes on (Codex, "Card Text": resolve as much as possible) — #29', () => {
    let g = position({ turn: 1, players: [
      { protocols: ['Water', 'Fire', 'Death'] },
      { protocols: ['Hate', 'Speed', 'Metal'], hand: ['Hate 0'], stacks: [[], ['Speed 5'], []] },
    ] });
    g = act(g, play('Hate 0', 0));
    expect(awaiting(g)).toEqual({ player: 1, kind: 'card' });
    expect(cardTargets(g)).toEqual([
      { type: 'card', player: 1, line: 0, index: 0 },
      { type: 'card', player: 1, line: 1, index: 0 },
    ]);
    g = act(g, choose('Speed 5'));
    expect(trash(g, 1)).toEqual(['Speed 5']);
    expect(stack(g, 1, 0)).toEqual(['Hate 0']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('Hate 0 alone on the whole field deletes itself (Codex, "Card Text": "Water 4 … returns itself") — #29', () => {
    const g = act(position({ turn: 1, players: [
      { protocols: ['Water', 'Fire', 'Death'] },
      { protocols: ['Hate', 'Speed', 'Metal'], hand: ['Hate 0'] },
    ] }), play('Hate 0', 0));
    expect(stack(g, 1, 0)).toEqual([]);
    expect(trash(g, 1)).toEqual(['Hate 0']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'action' });
  });

  it('Speed 1 ("After you clear cache: Draw 1 card.") draws exactly 1 card after the clear cache (card text; Codex, "Clear Cache") — #39', () => {
    let g = position({ phase: 'cache', players: [
      { protocols: ['Speed', 'Fire', 'Water'], stacks: [['Speed 1'], [], []],
        hand: ['Fire 0', 'Fire 1', 'Fire 2', 'Fire 3', 'Fire 4', 'Fire 5', 'Water 0'], deck: ['Water 1', 'Water 2', 'Water 3'] },
      { protocols: ['Light', 'Death', 'Metal'], deck: ['Light 1', 'Light 2'] },
    ] });
    expect(awaiting(g)).toEqual({ player: 0, kind: 'hand' });
    g = act(g, pickHand('Water 0'), pickHand('Fire 5'));
    expect(trash(g, 0)).toEqual(['Water 0', 'Fire 5']);
    expect(hand(g, 0)).toEqual(['Fire 0', 'Fire 1', 'Fire 2', 'Fire 3', 'Fire 4', 'Water 1']);
    expect(deck(g, 0).slice(0, 2)).toEqual(['Water 2', 'Water 3']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Speed 1 draws nothing when no clear cache happened (5 cards in hand: nothing is discarded) (Codex, "Clear Cache") — #39', () => {
    const g = position({ phase: 'cache', players: [
      { protocols: ['Speed', 'Fire', 'Water'], stacks: [['Speed 1'], [], []],
        hand: ['Fire 0', 'Fire 1', 'Fire 2', 'Fire 3', 'Fire 4'], deck: ['Water 1', 'Water 2', 'Water 3'] },
      { protocols: ['Light', 'Death', 'Metal'], deck: ['Light 1', 'Light 2'] },
    ] });
    expect(hand(g, 0)).toEqual(['Fire 0', 'Fire 1', 'Fire 2', 'Fire 3', 'Fire 4']);
    expect(deck(g, 0).slice(0, 3)).toEqual(['Water 1', 'Water 2', 'Water 3']);
    expect(trash(g, 0)).toEqual([]);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Plague 4 with no face-down card on the opponent\'s side: nothing is deleted, and the flip is still asked (Codex, "Treat each sentence separately") — #41', () => {
    let g = position({ phase: 'end', players: [
      { protocols: ['Plague', 'Fire', 'Water'], stacks: [['Plague 4'], [], []] },
      { protocols: ['Light', 'Death', 'Metal'], stacks: [[], ['Death 5'], []] },
    ] });
    expect(stack(g, 1, 1)).toEqual(['Death 5']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
    g = act(g, accept);
    expect(stack(g, 0, 0)).toEqual(['Plague 4 down']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
  });

  it('Plague 4\'s "You may flip this card" is asked, and may be declined (card text) — #41', () => {
    const atEnd = () => position({ phase: 'end', players: [
      { protocols: ['Plague', 'Fire', 'Water'], stacks: [['Plague 4'], [], []] },
      { protocols: ['Light', 'Death', 'Metal'], stacks: [[], ['Death 5 down'], []] },
    ] });
    let g = atEnd();
    // Seat 1's only face-down card is deleted; then seat 0 is asked about the flip.
    expect(trash(g, 1)).toEqual(['Death 5']);
    expect(awaiting(g)).toEqual({ player: 0, kind: 'confirm' });
    g = act(g, pass);
    expect(stack(g, 0, 0)).toEqual(['Plague 4']);
    expect(awaiting(g)).toEqual({ player: 1, kind: 'action' });
    const flipped = act(atEnd(), accept);
    expect(stack(flipped, 0, 0)).toEqual(['Plague 4 down']);
    expect(awaiting(flipped)).toEqual({ player: 1, kind: 'action' });
  });
});
