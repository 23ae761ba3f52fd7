/**
 * The playground: a start screen, a game (play, watch, replay), the protocol designer. One table
 * worker holds the game; the page keeps only the latest snapshot it sent.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { localTable } from '../table/client.js';
import type { ProtocolInfo, Reply, Setup as TableSetup, Snapshot } from '../table/protocol.js';
import { decodeShare } from '../table/share.js';
import { Game } from './Game.js';
import { Setup, STRENGTHS } from './Setup.js';
import { randomProtocols } from '../table/pick.js';
import { Designer } from '../design/Designer.js';
import { download } from './download.js';

type Screen = 'home' | 'game' | 'design';

/**
 * `?play=bot&seed=N`: a game against the bot at once (`&bot=random|greedy|ismcts100|ismcts300`, default
 * greedy; `&delay=ms` between bot moves; `&botTimeout=ms` for one decision), the protocols a seeded
 * random pick from the official sets.
 */
export function quickStart(search: string, catalog: ProtocolInfo[], sets: string[]): TableSetup | null {
  const q = new URLSearchParams(search);
  if (q.get('play') !== 'bot') return null;
  const seed = Number(q.get('seed') ?? 1) || 1;
  const official = sets.filter((s) => s !== 'Fan-made');
  const names = catalog.filter((p) => official.includes(p.set)).map((p) => p.name);
  const bot = STRENGTHS[(q.get('bot') as keyof typeof STRENGTHS) ?? 'greedy']?.controller ?? STRENGTHS.greedy.controller;
  const ms = (name: string) => (q.has(name) ? Math.max(0, Number(q.get(name)) || 0) : undefined);
  const [botDelay, botTimeout] = [ms('delay'), ms('botTimeout')];
  return {
    mode: 'vsBot', config: { seed, sets: official, protocols: randomProtocols(names, seed) }, seats: [{ kind: 'human' }, bot], viewer: 0,
    ...(botDelay !== undefined ? { botDelay } : {}), ...(botTimeout !== undefined ? { botTimeout } : {}),
  };
}

export function App() {
  const table = useMemo(() => localTable(), []);
  const [screen, setScreen] = useState<Screen>(location.hash === '#design' ? 'design' : 'home');
  const [catalog, setCatalog] = useState<{ protocols: ProtocolInfo[]; sets: string[] } | null>(null);
  const [snap, setSnap] = useState<Snapshot | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [shared, setShared] = useState<string | null>(null);

  useEffect(() => table.listen((r: Reply) => {
    if (r.type === 'catalog') setCatalog({ protocols: r.protocols, sets: r.sets });
    else if (r.type === 'snapshot') { setSnap(r.snapshot); setScreen('game'); }
    else if (r.type === 'error') setError(r.code ? `${r.code}: ${r.message}` : r.message);
    else if (r.type === 'export') {
      if (r.what === 'link') {
        const url = `${location.origin}${location.pathname}#g=${r.text}`;
        history.replaceState(null, '', url);
        setShared(url);
        void navigator.clipboard?.writeText(url).catch(() => undefined);
      } else download(r.what === 'position' ? 'compile-position.json' : 'compile-game.json', r.text);
    }
  }), [table]);
  useEffect(() => table.send({ type: 'catalog' }), [table]);
  // A shared link or `?play=bot` opens at once.
  useEffect(() => {
    if (!catalog) return;
    const link = /^#g=(.+)$/.exec(location.hash)?.[1];
    if (link) {
      decodeShare(link).then((s) => table.send({ type: 'setup', setup: {
        mode: 'watch', seats: [{ kind: 'human' }, { kind: 'human' }], viewer: s.viewer, actions: s.actions, step: s.step,
        ...(s.config ? { config: s.config } : { position: s.position! }), ...(s.protocols ? { protocols: s.protocols } : {}),
      } }), (e: Error) => setError(e.message));
      return;
    }
    const quick = quickStart(location.search, catalog.protocols, catalog.sets);
    if (quick) table.send({ type: 'setup', setup: quick });
  }, [catalog, table]);

  const start = (setup: TableSetup) => { setError(null); setShared(null); table.send({ type: 'setup', setup }); };
  return (
    <div class="app">
      <header>
        <h1>Compile <span class="muted">playground</span></h1>
        <nav>
          <button aria-current={screen !== 'design'} onClick={() => { setScreen(snap ? 'game' : 'home'); if (location.hash === '#design') history.replaceState(null, '', location.pathname + location.search); }}>Play</button>
          <button aria-current={screen === 'design'} onClick={() => { setScreen('design'); history.replaceState(null, '', '#design'); }}>Design a protocol</button>
          <a href="docs/index.html">Docs &amp; API</a>
        </nav>
      </header>
      {error ? <p class="error" role="alert">{error} <button aria-label="Dismiss" onClick={() => setError(null)}>×</button></p> : null}
      {shared ? <p class="shared">Link to this moment: <input readOnly aria-label="Shared link" value={shared} onFocus={(e) => (e.target as HTMLInputElement).select()} /></p> : null}
      {screen === 'design' ? <Designer onPlay={start} onError={setError} />
        : screen === 'game' && snap ? <Game snap={snap} send={(r) => { setError(null); table.send(r); }} onExport={(what) => table.send({ type: 'export', what })} onLeave={() => { setSnap(null); setScreen('home'); }} />
        : catalog ? <Setup protocols={catalog.protocols} sets={catalog.sets} onStart={start} onError={setError} />
        : <p class="muted">Loading the engine…</p>}
    </div>
  );
}
