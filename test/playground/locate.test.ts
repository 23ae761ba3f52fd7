/** The designer's path finder: `validate`'s JSON paths found in the text the designer edits. */
import { describe, expect, it } from 'vitest';
import { FAN_MADE } from '../../src/index.js';
import { validate } from '../../src/schema.js';
import { locate, pathSteps } from '../../playground/src/design/locate.js';

describe('locating a JSON path in the designer\'s text', () => {
  it('reads paths as validate writes them', () => {
    expect(pathSteps('[0].cards[2].middle.run[0]')).toEqual([0, 'cards', 2, 'middle', 'run', 0]);
    expect(pathSteps('cards')).toEqual(['cards']);
    expect(pathSteps('')).toEqual([]);
  });

  it('finds the value of each problem validate reports in a broken file', () => {
    const broken = JSON.parse(JSON.stringify(FAN_MADE)) as { cards: { value: unknown; middle?: { run: { op: string }[] } }[] }[];
    broken[1]!.cards.pop();
    broken[0]!.cards[2]!.middle!.run[0]!.op = 'teleport';
    broken[0]!.cards[4]!.value = 'four';
    const text = JSON.stringify(broken, null, 2);
    const problems = validate(broken).problems;
    expect(problems.length).toBeGreaterThanOrEqual(3);
    for (const p of problems) {
      const span = locate(text, p.path);
      expect(span, p.path).not.toBeNull();
      const steps = p.path ? p.path.replace(/^\./, '') : '';
      const at = steps.split(/\.|(?=\[)/).filter(Boolean).reduce<unknown>((v, s) => (v as Record<string, unknown>)[/^\[(\d+)\]$/.exec(s)?.[1] ?? s], broken);
      expect(JSON.parse(text.slice(span!.start, span!.end))).toEqual(at);
    }
    expect(text.slice(locate(text, '[0].cards[4].value')!.start, locate(text, '[0].cards[4].value')!.end)).toBe('"four"');
  });

  it('answers null for a path the text does not hold, or a text that is not JSON', () => {
    expect(locate('{"a": [1, 2]}', 'a[5]')).toBeNull();
    expect(locate('{"a": [1, 2]}', 'b')).toBeNull();
    expect(locate('{"a": [1, 2', 'a[0]')).toBeNull();
    expect(locate('{"a": [1, 2]}', '')).toEqual({ start: 0, end: 13 });
  });
});
