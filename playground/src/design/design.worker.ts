/// <reference lib="webworker" />
/**
 * The designer's worker: the conformance kit (`runConformance` from `compile-engine/testing`), one
 * game at a time so the page can show progress, and a share of a quick balance simulation (seeded
 * games between two bots with `playGameInPlace` from `compile-engine/bots`).
 */
import type { ProtocolDef } from 'compile-engine';
import { runConformance } from 'compile-engine/testing';
import { BOTS, playGameInPlace } from 'compile-engine/bots';
import { engineWith } from '../table/table.js';
import { randomProtocols } from '../table/pick.js';

declare const self: DedicatedWorkerGlobalScope;

export type DesignRequest =
  | { type: 'conformance'; protocols: ProtocolDef[]; games: number; seed: number }
  | { type: 'balance'; protocols: ProtocolDef[]; games: number[]; bot: 'random' | 'greedy' };

export type DesignReply =
  | { type: 'progress'; done: number; of: number }
  | { type: 'conformance'; ok: boolean; games: number; actions: number; failure?: { check: string; message: string; seed: number } }
  | { type: 'balance'; wins: Record<string, { games: number; wins: number }>; draws: number }
  | { type: 'error'; message: string };

function conformance(r: Extract<DesignRequest, { type: 'conformance' }>): void {
  const engine = engineWith(r.protocols);
  const names = r.protocols.map((p) => p.name);
  let actions = 0;
  for (let i = 0; i < r.games; i++) {
    const report = runConformance(engine, names, { games: 1, seed: r.seed + i });
    actions += report.actions;
    self.postMessage({ type: 'progress', done: i + 1, of: r.games } satisfies DesignReply);
    if (!report.ok) {
      const f = report.failure!;
      return self.postMessage({ type: 'conformance', ok: false, games: i + 1, actions, failure: { check: f.check, message: f.message, seed: f.seed } } satisfies DesignReply);
    }
  }
  self.postMessage({ type: 'conformance', ok: true, games: r.games, actions } satisfies DesignReply);
}

/** Game `seed`: one of the designer's protocols (by seed) in seat (seed % 2)'s first line, the other five a seeded pick of official ones. */
function balance(r: Extract<DesignRequest, { type: 'balance' }>): void {
  const engine = engineWith(r.protocols);
  const mine = r.protocols.map((p) => p.name);
  const others = engine.protocols.filter((p) => p.set !== 'Fan-made' && !mine.includes(p.name)).map((p) => p.name);
  const wins: Record<string, { games: number; wins: number }> = {};
  let draws = 0;
  r.games.forEach((seed, i) => {
    const [a, b] = randomProtocols(others, seed);
    const seat = seed % 2;
    const mineNow = mine[seed % mine.length]!;
    const protocols: [string[], string[]] = seat === 0 ? [[mineNow, a[0]!, a[1]!], b] : [a, [mineNow, b[0]!, b[1]!]];
    const start = engine.createGameWithEvents({ seed, protocols });
    const bots = [BOTS[r.bot]!({ seed: seed * 2, engine }), BOTS[r.bot]!({ seed: seed * 2 + 1, engine })] as const;
    const { final } = playGameInPlace(engine, start, bots);
    for (const [p, names] of protocols.entries()) for (const n of names) {
      const w = (wins[n] ??= { games: 0, wins: 0 });
      w.games++;
      if (final.result?.winner === p) w.wins++;
    }
    if (final.result?.winner === null) draws++;
    self.postMessage({ type: 'progress', done: i + 1, of: r.games.length } satisfies DesignReply);
  });
  self.postMessage({ type: 'balance', wins, draws } satisfies DesignReply);
}

self.onmessage = (e: MessageEvent<DesignRequest>) => {
  try {
    if (e.data.type === 'conformance') conformance(e.data);
    else balance(e.data);
  } catch (err) {
    self.postMessage({ type: 'error', message: err instanceof Error ? err.message : String(err) } satisfies DesignReply);
  }
};
