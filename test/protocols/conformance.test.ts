/**
 * The new test protocols through `runConformance`: the project's property checks (census, hand
 * limit, JSON round trip, hidden information, simulation path, illegal actions, termination …) after
 * every action of seeded random games that mix them with the official protocols.
 */
import { describe, expect, it } from 'vitest';
import { runConformance } from '../../src/testing.js';
import { wardEngine } from './ward.js';
import { previewEngine } from './main3-preview.js';

const GAMES = 40;

describe('runConformance on the test protocols', () => {
  it(`Ward and Hex (custom handlers, a custom kind of effect, custom events) keep every check over ${GAMES} games`, () => {
    const report = runConformance(wardEngine, ['Ward', 'Hex'], { games: GAMES, seed: 18 });
    expect(report.failure).toBeUndefined();
    expect(report.ok).toBe(true);
    expect(report.protocolGames.Ward).toBeGreaterThan(GAMES / 4);
    expect(report.protocolGames.Hex).toBeGreaterThan(GAMES / 4);
  }, 300_000);

  it(`the Main 3 preview protocols (Envy, Lust, Pride) keep every check over ${GAMES} games`, () => {
    const report = runConformance(previewEngine, ['Envy', 'Lust', 'Pride'], { games: GAMES, seed: 3 });
    expect(report.failure).toBeUndefined();
    expect(report.ok).toBe(true);
    for (const p of ['Envy', 'Lust', 'Pride']) expect(report.protocolGames[p]).toBeGreaterThan(GAMES / 5);
  }, 300_000);
});
