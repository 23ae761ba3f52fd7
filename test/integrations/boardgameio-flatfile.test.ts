/**
 * `durableFlatFile`: each match file is written beside its folder and renamed over the old one, so a
 * server killed mid-write leaves every file whole (boardgame.io's FlatFile writes in place: a full
 * CI run once killed a server mid-write, and the restarted server could not read the match). The
 * kill itself is tested by boardgameio-server.test.ts's random kills.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { durableFlatFile } from '../../src/integrations/boardgameio/index.js';

const require = createRequire(import.meta.url);
const { FlatFile } = require('boardgame.io/dist/cjs/server.js') as typeof import('boardgame.io/dist/types/packages/server');

describe('durableFlatFile', () => {
  it('writes each state to a temporary file beside the folder and renames it into place', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'compile-flatfile-'));
    try {
      const db = durableFlatFile(new FlatFile({ dir, logging: false }));
      await db.connect();
      await db.createMatch('m', { initialState: { _stateID: 0, G: {} } as never, metadata: { gameName: 'compile', players: {}, createdAt: 0, updatedAt: 0 } as never });
      for (let n = 1; n <= 5; n++) await db.setState('m', { _stateID: n, G: { n } } as never);
      const { state } = await db.fetch('m', { state: true });
      expect(state?._stateID).toBe(5);
      // Every write went through the sibling folder, and none is left there.
      expect(existsSync(`${dir}.writing`)).toBe(true);
      expect(readdirSync(`${dir}.writing`)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(`${dir}.writing`, { recursive: true, force: true });
    }
  });

  it('refuses what is not a FlatFile storage, with INVALID_ARGUMENT', () => {
    expect(() => durableFlatFile({})).toThrow(/INVALID_ARGUMENT/);
  });
});
