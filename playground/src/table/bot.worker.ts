/// <reference lib="webworker" />
/**
 * The bot worker: the library's bots (`compile-engine/bots`), thinking off the page's thread.
 * Each request carries what the bot's seat may know — its view, its legal actions, the events it
 * saw — exactly a bot `Decision`; it answers with the index of its choice. It listens on the port
 * the table worker holds.
 */
import { BOTS, type Bot } from 'compile-engine/bots';
import { ismctsBot } from 'compile-engine/bots';
import type { PlayerViewState } from 'compile-engine';
import { type BotRequest, engineWith } from './table.js';

declare const self: DedicatedWorkerGlobalScope;

/** One bot per seat and line of play, so that a bot keeps its memory between the decisions of a game. */
const seated = new Map<string, Bot>();

function botFor(r: BotRequest): Bot {
  const key = `${r.game}/${r.seat}/${JSON.stringify(r.controller)}/${r.seed}/${r.protocols.map((p) => p.name).join()}`;
  let bot = seated.get(key);
  if (!bot) {
    const engine = engineWith(r.protocols);
    const c = r.controller;
    bot = c.bot === 'ismcts' && c.iterations ? ismctsBot({ seed: r.seed, engine, iterations: c.iterations }) : BOTS[c.bot]!({ seed: r.seed, engine });
    seated.set(key, bot);
  }
  return bot;
}

self.onmessage = (e: MessageEvent<{ type: 'port' }>) => {
  const port = e.ports[0]!;
  port.onmessage = (m: MessageEvent<BotRequest>) => {
    const r = m.data;
    try {
      const action = botFor(r).choose({ seat: r.seat, view: r.view as PlayerViewState, legal: r.legal, history: r.history });
      port.postMessage({ ticket: r.ticket, index: r.legal.indexOf(action) });
    } catch (e) {
      // The table reports it to the page and stops waiting: a failing bot never leaves the game hanging.
      port.postMessage({ ticket: r.ticket, index: -1, error: e instanceof Error ? e.message : String(e) });
    }
  };
};
