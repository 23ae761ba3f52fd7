/**
 * The playground: a start screen, a game (play, watch, replay, online), the protocol designer. One
 * table holds the game — the local worker, or for online play a worker with a boardgame.io client
 * — and the page keeps only the latest snapshot it sent.
 */
import type { PlayerId } from 'compile-engine';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { type TableConnection, localTable, onlineTable } from '../table/client.js';
import { createMatch, inviteLink, joinMatch, rememberSeat, rememberedSeat, serverUrl } from '../table/lobby.js';
import type { OnlineSeat, ProtocolInfo, Reply, Setup as TableSetup, Snapshot } from '../table/protocol.js';
import { decodeShare } from '../table/share.js';
import { Game } from './Game.js';
import { type OnlineStart, Setup, STRENGTHS } from './Setup.js';
import { OnlineJoin } from './Online.js';
import { randomProtocols } from '../table/pick.js';
import { Designer } from '../design/Designer.js';
import { download } from './download.js';

type Screen = 'home' | 'game' | 'design' | 'join';

/** `npm run serve`'s address, the online mode's first offer unless `?server=` names another. */
export const DEFAULT_SERVER = 'http://127.0.0.1:8000';

/** `?online=<server>&match=<id>` (an invitation: the join screen), `?online=<server>` or `?server=<server>` (the server offered). */
export function onlineParams(search: string): { server: string; match: string | null; online: boolean } {
  const q = new URLSearchParams(search);
  return { server: q.get('online') || q.get('server') || DEFAULT_SERVER, match: q.get('match'), online: q.has('online') };
}

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
  const local = useMemo(() => localTable(), []);
  const [online, setOnline] = useState<TableConnection | null>(null);
  const table = online ?? local;
  const params = useMemo(() => onlineParams(location.search), []);
  const [joining, setJoining] = useState<{ server: string; matchID: string } | null>(params.match ? { server: params.server, matchID: params.match } : null);
  const [screen, setScreen] = useState<Screen>(location.hash === '#design' ? 'design' : joining ? 'join' : 'home');
  const [catalog, setCatalog] = useState<{ protocols: ProtocolInfo[]; sets: string[] } | null>(null);
  const [snap, setSnap] = useState<Snapshot | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [shared, setShared] = useState<string | null>(null);
  const [invite, setInvite] = useState<string | null>(null);

  const onReply = (r: Reply) => {
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
  };
  useEffect(() => local.listen(onReply), [local]);
  useEffect(() => local.send({ type: 'catalog' }), [local]);
  // A shared link or `?play=bot` opens at once.
  useEffect(() => {
    if (!catalog) return;
    const link = /^#g=(.+)$/.exec(location.hash)?.[1];
    if (link) {
      decodeShare(link).then((s) => local.send({ type: 'setup', setup: {
        mode: 'watch', seats: [{ kind: 'human' }, { kind: 'human' }], viewer: s.viewer, actions: s.actions, step: s.step,
        ...(s.config ? { config: s.config } : { position: s.position! }), ...(s.protocols ? { protocols: s.protocols } : {}),
      } }), (e: Error) => setError(e.message));
      return;
    }
    const quick = quickStart(location.search, catalog.protocols, catalog.sets);
    if (quick) local.send({ type: 'setup', setup: quick });
  }, [catalog, local]);

  /** The online table for a seat; it replaces any before it (listened to at once: its first reply may come before a render). */
  const play = (seat: OnlineSeat) => {
    rememberSeat(seat);
    online?.close();
    const t = onlineTable(seat);
    t.listen(onReply);
    setOnline(t);
  };
  const fail = (e: unknown) => setError(e instanceof Error ? e.message : String(e));
  async function goOnline(start: OnlineStart) {
    setError(null);
    try {
      const server = serverUrl(start.server);
      if (start.kind === 'join') {
        setJoining({ server, matchID: start.matchID });
        return setScreen('join');
      }
      const matchID = await createMatch(server, start.config);
      const credentials = await joinMatch(server, matchID, start.seat, start.name);
      const link = inviteLink(location.href, server, matchID);
      setInvite(link);
      // The page's own address becomes the match's: a reload finds the seat again (see rememberSeat).
      history.replaceState(null, '', link);
      play({ server, matchID, seat: start.seat, credentials });
    } catch (e) {
      fail(e);
    }
  }
  async function join(seat: PlayerId, name: string) {
    setError(null);
    try {
      const credentials = await joinMatch(joining!.server, joining!.matchID, seat, name);
      play({ ...joining!, seat, credentials });
    } catch (e) {
      fail(e);
    }
  }
  const leave = () => {
    // An invitation's address would bring the join screen back on a reload: the page is home again.
    if (online || joining) history.replaceState(null, '', location.pathname);
    online?.close();
    setOnline(null);
    setInvite(null);
    setJoining(null);
    setSnap(null);
    setScreen('home');
  };

  const start = (setup: TableSetup) => { leave(); setError(null); setShared(null); local.send({ type: 'setup', setup }); };
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
      {invite && screen === 'game' ? <p class="shared">Invite the other player with this link: <input readOnly aria-label="Invitation link" value={invite} onFocus={(e) => (e.target as HTMLInputElement).select()} /></p> : null}
      {screen === 'design' ? <Designer onPlay={start} onError={setError} />
        : screen === 'game' && snap ? <Game snap={snap} send={(r) => { setError(null); table.send(r); }} onExport={(what) => table.send({ type: 'export', what })} onLeave={leave} />
        : screen === 'join' && joining ? <OnlineJoin server={joining.server} matchID={joining.matchID} remembered={rememberedSeat(joining.server, joining.matchID)} onJoin={join} onRejoin={play} onCancel={leave} onError={setError} />
        : catalog ? <Setup protocols={catalog.protocols} sets={catalog.sets} onStart={start} onOnline={goOnline} onError={setError} server={params.server} online={params.online} />
        : <p class="muted">Loading the engine…</p>}
    </div>
  );
}
