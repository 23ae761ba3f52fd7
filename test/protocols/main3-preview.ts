/**
 * The three Main 3 cards known from preview images (/work/shared/reference/cards-main3-preview.json:
 * Envy 1, Lust 0, Pride 0; unreleased, transcribed by eye, see the rulings page), as data. Each
 * sits in a test protocol of its own whose five other cards are plain (no text), so that a
 * scenario isolates its card. Not in the official sets nor in any default game.
 */
import { createEngine, defineProtocol, OFFICIAL_PROTOCOLS } from '../../src/index.js';
import type { CardSpec } from '../../src/index.js';

/** The plain cards of a protocol: every value of 0–5 but the given ones, with no text. */
const plain = (...except: number[]): CardSpec[] => [0, 1, 2, 3, 4, 5].filter((v) => !except.includes(v)).map((value) => ({ value }));

export const envy = defineProtocol({ name: 'Envy', set: 'Main 3 (preview)', cards: [
  { value: 1,
    middle: { text: 'If your opponent has control, you may flip 1 card.',
      run: [{ op: 'if', cond: { control: 'opponent' }, run: [{ op: 'flip', target: {}, may: true }] }] },
    bottom: { text: 'Start: If your opponent has control, gain control.',
      on: 'start', run: [{ op: 'if', cond: { control: 'opponent' }, run: [{ op: 'gainControl' }] }] } },
  ...plain(1),
] });

export const lust = defineProtocol({ name: 'Lust', set: 'Main 3 (preview)', cards: [
  { value: 0,
    top: { text: "Each player's total value in this line is increased by 10.", passive: [{ scope: 'line', whose: 'any', total: 10 }] },
    middle: { text: 'Gain control.', run: [{ op: 'gainControl' }] },
    bottom: { text: "Your opponent can't compile if you have control.",
      passive: [{ scope: 'field', whose: 'opponent', when: { control: 'self' }, forbid: 'compile' }] } },
  ...plain(0),
] });

export const pride = defineProtocol({ name: 'Pride', set: 'Main 3 (preview)', cards: [
  { value: 0,
    top: { text: 'After you compile: Refresh.', on: { after: 'compile' }, run: [{ op: 'refresh' }] },
    middle: { text: 'If you have control, shift 1 other card. Else, shift 1 of your cards.',
      run: [{ op: 'if', cond: { control: 'self' }, run: [{ op: 'shift', target: { other: true } }], else: [{ op: 'shift', target: { side: 'self' } }] }] } },
  ...plain(0),
] });

export const PREVIEW = [envy, lust, pride];

/** An engine knowing the official protocols and the three preview protocols. */
export const previewEngine = createEngine({ protocols: [...OFFICIAL_PROTOCOLS, ...PREVIEW] });
