/**
 * A game on screen: the controls (view, replay, what-if, share), the board (or the draft, or a
 * hand-off screen), the moves as a list, the card text panel, the log and the inspect panel.
 */
import type { PlayerId } from 'compile-engine';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { CardInfo, ExportKind, Snapshot, Viewer, Request } from '../table/protocol.js';
import { Board, cardTitle } from './Board.js';
import { OnlineBar } from './Online.js';

export interface GameProps {
  snap: Snapshot;
  send(req: Request): void;
  onExport(what: ExportKind): void;
  onLeave(): void;
}

const viewerName = (v: Viewer) => (v === 'spectator' ? 'Spectator' : `Seat ${v}`);

export function Game({ snap, send, onExport, onLeave }: GameProps) {
  const [shown, setShown] = useState<string | null>(null);
  const [tab, setTab] = useState<'log' | 'inspect'>('log');
  const act = (index: number) => send({ type: 'act', index });
  const view = snap.view;
  const over = !!view?.result;
  // An online game's line lives on the server: no replay here, even once it is over.
  const watching = snap.mode === 'watch' || (over && snap.mode !== 'online');
  return (
    <div class="game" data-mode={snap.mode} data-step={snap.step} data-steps={snap.steps} data-viewer={String(snap.viewer)} data-over={over}>
      <div class="controls" role="toolbar" aria-label="Game controls">
        <button onClick={onLeave}>← New game</button>
        {snap.canChangeViewer ? (
          <label>
            View{' '}
            <select aria-label="View as" value={String(snap.viewer)} onChange={(e) => { const v = (e.target as HTMLSelectElement).value; send({ type: 'viewAs', viewer: v === 'spectator' ? 'spectator' : (Number(v) as PlayerId) }); }}>
              <option value="0">Seat 0</option>
              <option value="1">Seat 1</option>
              <option value="spectator">Spectator</option>
            </select>
          </label>
        ) : <span class="muted">{viewerName(snap.viewer)}</span>}
        {watching ? (
          <>
            <button aria-label="First step" onClick={() => send({ type: 'goto', step: 0 })}>«</button>
            <button aria-label="Step back" disabled={snap.step === 0} onClick={() => send({ type: 'goto', step: snap.step - 1 })}>◀</button>
            <input class="scrubber" type="range" min={0} max={snap.steps} value={snap.step} aria-label="Move number" onInput={(e) => send({ type: 'goto', step: Number((e.target as HTMLInputElement).value) })} />
            <button aria-label="Step forward" disabled={snap.step === snap.steps} onClick={() => send({ type: 'goto', step: snap.step + 1 })}>▶</button>
            <button aria-label="Last step" onClick={() => send({ type: 'goto', step: snap.steps })}>»</button>
            <span class="muted" aria-live="polite">{snap.step} / {snap.steps}</span>
            {!over ? (
              <>
                <button onClick={() => send({ type: 'autoplay', on: !snap.autoplay })}>{snap.autoplay ? 'Pause' : 'Autoplay'}</button>
                <label>Speed <select aria-label="Speed" onChange={(e) => send({ type: 'autoplay', on: snap.autoplay, delay: Number((e.target as HTMLSelectElement).value) })}>
                  <option value="600">slow</option><option value="250" selected>normal</option><option value="30">fast</option>
                </select></label>
              </>
            ) : null}
            <button onClick={() => send({ type: 'botMove' })} disabled={snap.step !== snap.steps || over || snap.thinking !== null}>Bot move</button>
            {snap.branchFrom === null
              ? <button onClick={() => send({ type: 'branch' })}>What-if from here</button>
              : <button onClick={() => send({ type: 'unbranch' })}>Back to the game (move {snap.branchFrom})</button>}
          </>
        ) : null}
        <button onClick={() => onExport('link')} disabled={snap.saveRefusal !== null} title={snap.saveRefusal ?? 'A link to this moment'}>Share link</button>
        <button onClick={() => onExport('record')} disabled={snap.saveRefusal !== null} title={snap.saveRefusal ?? 'The game as a record file'}>Save record</button>
        <button onClick={() => onExport('position')} disabled={snap.positionRefusal !== null} title={snap.positionRefusal ?? 'This moment as a position file (fromPosition)'}>Save position</button>
      </div>
      {snap.online ? <OnlineBar status={snap.online} over={over} onResign={() => send({ type: 'resign' })} onClaim={() => send({ type: 'claimTimeout' })} /> : null}
      {snap.branchFrom !== null ? <div class="banner">What-if: playing on from move {snap.branchFrom}. Both seats are yours.</div> : null}
      {snap.handoff !== null ? (
        <div class="handoff" role="dialog" aria-label="Hand-off">
          <p>Pass the screen to <strong>Seat {snap.handoff}</strong>.</p>
          <p class="muted">The other seat's hand stays hidden until they take it.</p>
          <button class="primary" autoFocus data-handoff={snap.handoff} onClick={() => send({ type: 'viewAs', viewer: snap.handoff! })}>I am Seat {snap.handoff}: show my side</button>
        </div>
      ) : view ? (
        <div class="table">
          <Status snap={snap} />
          {snap.botFailed && !watching ? <p class="banner">The bot did not move. <button onClick={() => send({ type: 'botMove' })}>Ask the bot again</button></p> : null}
          {view.phase === 'draft' ? <Draft snap={snap} onAct={act} onShowCard={setShown} /> : <Board view={view} offers={snap.offers} cards={snap.cards} onAct={act} onShowCard={setShown} />}
          <aside class="panel">
            <CardPanel info={shown ? snap.cards[shown] : undefined} />
            <Moves snap={snap} onAct={act} />
            <div class="tabs" role="tablist">
              <button role="tab" aria-selected={tab === 'log'} onClick={() => setTab('log')}>Log</button>
              <button role="tab" aria-selected={tab === 'inspect'} onClick={() => setTab('inspect')}>Inspect</button>
            </div>
            {tab === 'log' ? <Log snap={snap} /> : <Inspect snap={snap} />}
          </aside>
        </div>
      ) : null}
    </div>
  );
}

function Status({ snap }: { snap: Snapshot }) {
  const v = snap.view!;
  const text = v.result
    ? v.result.winner === null ? `Game over: ${v.result.reason}` : `Seat ${v.result.winner} wins (${v.result.reason})`
    : snap.thinking !== null ? `Seat ${snap.thinking} (bot) is thinking…`
    : v.prompt ? `Turn ${v.turnNumber}, ${v.phase} phase — Seat ${v.prompt.player} to ${v.prompt.kind === 'action' ? 'act' : `choose (${v.prompt.kind})`}${v.prompt.text ? `: ${v.prompt.text}` : ''}` : '';
  return <p class="status" role="status" aria-live="polite" data-result={v.result ? String(v.result.winner) : ''}>{text}</p>;
}

function Draft({ snap, onAct, onShowCard }: { snap: Snapshot; onAct(i: number): void; onShowCard(id: string): void }) {
  const v = snap.view!;
  const pool = v.draftPool ?? [];
  return (
    <section class="draft" aria-label="Draft">
      <p>The 1-2-2-1 draft. Drafted: Seat 0 — {drafted(v.players[0].protocols)}; Seat 1 — {drafted(v.players[1].protocols)}</p>
      <div class="pool">
        {pool.map((name) => {
          const offer = snap.offers.find((o) => o.action.type === 'draft' && o.action.protocol === name);
          const cards = Object.values(snap.cards).filter((c) => c.id.startsWith(`${name} `)).sort((a, b) => a.value - b.value);
          return (
            <div class="protocol-tile" key={name}>
              {offer ? <button class="offer" data-action={offer.index} onClick={() => onAct(offer.index)}>{offer.label}</button> : <strong>{name}</strong>}
              <ul>{cards.map((c) => <li key={c.id} tabIndex={0} title={cardTitle(c)} onMouseEnter={() => onShowCard(c.id)} onFocus={() => onShowCard(c.id)}><b>{c.value}</b> {[c.text.top, c.text.middle, c.text.bottom].filter(Boolean).join(' / ')}</li>)}</ul>
            </div>
          );
        })}
      </div>
    </section>
  );
}

const drafted = (ps: { name: string }[]) => ps.map((p) => p.name).filter(Boolean).join(', ') || 'none yet';

function CardPanel({ info }: { info: CardInfo | undefined }) {
  return (
    <div class="card-panel" aria-live="polite">
      {info ? (
        <>
          <h3>{info.id}</h3>
          {(['top', 'middle', 'bottom'] as const).map((s) => (info.text[s] ? <p key={s}><span class="muted">{s}</span> {info.text[s]}</p> : null))}
        </>
      ) : <p class="muted">Hover, tap or focus a card to read it.</p>}
    </div>
  );
}

function Moves({ snap, onAct }: { snap: Snapshot; onAct(i: number): void }) {
  if (!snap.offers.length) return null;
  return (
    <div class="moves">
      <h3>Your moves ({snap.offers.length})</h3>
      <ol>
        {snap.offers.map((o) => (
          <li key={o.index}><button class="offer" data-action={o.index} onClick={() => onAct(o.index)}>{o.label}</button></li>
        ))}
      </ol>
    </div>
  );
}

function Log({ snap }: { snap: Snapshot }) {
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => end.current?.scrollIntoView({ block: 'nearest' }), [snap.log.length]);
  return (
    <ol class="log" aria-label="Log">
      {snap.log.map((l, i) => <li key={i} class={`${l.caused ? 'caused' : ''} ${l.trigger ? 'trigger' : ''}`} data-step={l.step}>{l.text}</li>)}
      <li ref={end} aria-hidden="true" />
    </ol>
  );
}

function Inspect({ snap }: { snap: Snapshot }) {
  return (
    <div class="inspect">
      <details open><summary>View (as {viewerName(snap.viewer)} may see it)</summary><pre data-inspect="view">{JSON.stringify({ ...snap.view, pending: undefined, legalActions: undefined }, null, 1)}</pre></details>
      <details><summary>Pending effects</summary><pre data-inspect="pending">{JSON.stringify(snap.pending, null, 1)}</pre></details>
      <details><summary>Legal actions</summary><pre data-inspect="legal">{JSON.stringify(snap.offers.map((o) => o.action), null, 1)}</pre></details>
    </div>
  );
}
