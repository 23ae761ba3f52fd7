/**
 * Design a protocol: protocol JSON checked by `validate` (the JSON Schema and the engine's own
 * load checks), every problem at its JSON path; each card's printed text beside the text
 * `describeCard` generates from its data; the conformance kit and a quick balance simulation in
 * workers; then a game against the bot with it. The engine is loaded when this screen opens.
 */
import type { CardText, ProtocolDef } from 'compile-engine';
import { useEffect, useRef, useState } from 'preact/hooks';
import { locate } from './locate.js';
import type { Setup } from '../table/protocol.js';
import type { DesignReply, DesignRequest } from './design.worker.js';
import { randomProtocols } from '../table/pick.js';
import { download } from '../ui/download.js';

type Lib = typeof import('compile-engine');
type SchemaEntry = typeof import('compile-engine/schema');
type Problem = { path: string; message: string };

export interface DesignerProps {
  onPlay(setup: Setup): void;
  onError(message: string): void;
}

function startWorker(): Worker {
  return new Worker(new URL('./design.worker.ts', import.meta.url), { type: 'module', name: 'designer' });
}

/** Runs `req` in `n` workers (the games split between them), reporting summed progress. */
function inWorkers(reqs: DesignRequest[], onProgress: (done: number, of: number) => void): Promise<DesignReply[]> {
  const progress = reqs.map(() => ({ done: 0, of: 1 }));
  return Promise.all(reqs.map((req, i) => new Promise<DesignReply>((resolve) => {
    const w = startWorker();
    w.onmessage = (e: MessageEvent<DesignReply>) => {
      if (e.data.type === 'progress') {
        progress[i] = { done: e.data.done, of: e.data.of };
        onProgress(progress.reduce((s, p) => s + p.done, 0), progress.reduce((s, p) => s + p.of, 0));
        return;
      }
      w.terminate();
      resolve(e.data);
    };
    w.postMessage(req);
  })));
}

export function Designer({ onPlay, onError }: DesignerProps) {
  const [lib, setLib] = useState<Lib | null>(null);
  const [schema, setSchema] = useState<SchemaEntry | null>(null);
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<Problem[] | null>(null);
  const [parsed, setParsed] = useState<ProtocolDef[]>([]);
  const [progress, setProgress] = useState<{ done: number; of: number; what: string } | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [balance, setBalance] = useState<Record<string, { games: number; wins: number }> | null>(null);
  const [games, setGames] = useState(8);
  const editor = useRef<HTMLTextAreaElement>(null);
  /** Selects the value a problem's path names, in the editor. */
  const show = (path: string) => {
    const span = locate(text, path);
    const area = editor.current;
    if (!span || !area) return;
    area.focus();
    area.setSelectionRange(span.start, span.end);
    // Scroll the selection into view: the line it starts on, at the line height of the editor.
    const line = text.slice(0, span.start).split('\n').length - 1;
    area.scrollTop = Math.max(0, line * parseFloat(getComputedStyle(area).lineHeight || '16') - area.clientHeight / 3);
  };

  useEffect(() => {
    void Promise.all([import('compile-engine'), import('compile-engine/schema')]).then(([m, sch]) => {
      setLib(m);
      setSchema(sch);
      setText((t) => t || JSON.stringify(m.FAN_MADE, null, 2));
    });
  }, []);
  useEffect(() => {
    if (!schema || !text) return;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (e) {
      setProblems([{ path: '', message: `not JSON: ${(e as Error).message}` }]);
      setParsed([]);
      return;
    }
    // `compile-engine/schema`'s validate: the JSON Schema, then the checks the engine makes when it loads the cards.
    const report = schema.validate(json);
    setProblems(report.problems);
    setParsed(report.ok ? (Array.isArray(json) ? json : [json]) as ProtocolDef[] : []);
  }, [schema, text]);

  if (!lib || !schema) return <p class="muted">Loading the engine…</p>;
  const ok = problems?.length === 0 && parsed.length > 0;

  async function conformance() {
    setResult(null);
    setProgress({ done: 0, of: games, what: 'Conformance kit' });
    const half = Math.ceil(games / 2);
    const replies = await inWorkers(
      [{ type: 'conformance', protocols: parsed, games: half, seed: 1 }, { type: 'conformance', protocols: parsed, games: games - half, seed: 1 + half }].filter((r) => r.games > 0) as DesignRequest[],
      (done, of) => setProgress({ done, of, what: 'Conformance kit' }),
    );
    const bad = replies.find((r) => r.type === 'error' || (r.type === 'conformance' && !r.ok));
    const played = replies.reduce((s, r) => s + (r.type === 'conformance' ? r.games : 0), 0);
    const actions = replies.reduce((s, r) => s + (r.type === 'conformance' ? r.actions : 0), 0);
    setResult(bad ? (bad.type === 'error' ? `Error: ${bad.message}` : `Failed: ${bad.type === 'conformance' ? `${bad.failure!.check} (game seed ${bad.failure!.seed}): ${bad.failure!.message}` : ''}`) : `Passed: ${played} games, ${actions} actions, every check kept.`);
  }

  async function simulate() {
    setBalance(null);
    const seeds = Array.from({ length: games }, (_, i) => i + 1);
    const replies = await inWorkers(
      [seeds.filter((s) => s % 2), seeds.filter((s) => !(s % 2))].filter((g) => g.length).map((g) => ({ type: 'balance', protocols: parsed, games: g, bot: 'random' })),
      (done, of) => setProgress({ done, of, what: 'Balance simulation' }),
    );
    const sum: Record<string, { games: number; wins: number }> = {};
    for (const r of replies) {
      if (r.type === 'error') return onError(r.message);
      if (r.type !== 'balance') continue;
      for (const [n, w] of Object.entries(r.wins)) {
        const s = (sum[n] ??= { games: 0, wins: 0 });
        s.games += w.games;
        s.wins += w.wins;
      }
    }
    setBalance(sum);
  }

  function play(name: string) {
    const others = lib!.OFFICIAL_PROTOCOLS.map((p) => p.name).filter((n) => n !== name);
    const seed = Math.floor(Math.random() * 1e6);
    const [a, b] = randomProtocols(others, seed);
    onPlay({ mode: 'vsBot', config: { seed, protocols: [[name, a[0]!, a[1]!], b] }, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }], viewer: 0, protocols: parsed });
  }

  return (
    <section class="designer" aria-label="Protocol designer">
      <div class="design-tools">
        <button onClick={() => setText(JSON.stringify(lib.FAN_MADE, null, 2))}>Load the fan-made protocols</button>
        <label class="file">Open a protocol file <input type="file" accept=".json" aria-label="Protocol file" onChange={async (e) => { const f = (e.target as HTMLInputElement).files?.[0]; if (f) setText(await f.text()); }} /></label>
        <button onClick={() => download('protocols.json', text)}>Save</button>
        <button onClick={() => download('protocol-file.schema.json', `${JSON.stringify(schema.protocolFileSchema, null, 2)}\n`)} title="For an editor's completion and checks">JSON Schema</button>
      </div>
      <div class="design-body">
        <textarea ref={editor} aria-label="Protocol JSON" spellcheck={false} value={text} onInput={(e) => setText((e.target as HTMLTextAreaElement).value)} />
        <div class="design-side">
          <h3>Checks</h3>
          {problems === null ? null : problems.length === 0
            ? <p class="ok" data-valid="true">Valid: {parsed.map((p) => p.name).join(', ')}</p>
            : <ul class="problems" data-valid="false">{problems.map((p, i) => <li key={i} data-path={p.path}><button class="link" title="Show it in the editor" onClick={() => show(p.path)}><code>{p.path || '(top)'}</code></button> {p.message}</li>)}</ul>}
          {ok ? (
            <>
              <div class="run">
                <label>Games <input type="number" min={1} max={200} value={games} aria-label="Games" onInput={(e) => setGames(Math.max(1, Number((e.target as HTMLInputElement).value) || 1))} /></label>
                <button onClick={conformance} disabled={progress !== null && progress.done < progress.of}>Run the conformance kit</button>
                <button onClick={simulate} disabled={progress !== null && progress.done < progress.of}>Quick balance simulation</button>
                {parsed.map((p) => <button key={p.name} class="primary" onClick={() => play(p.name)}>Play with {p.name}</button>)}
              </div>
              {progress ? <p>{progress.what}: <progress max={progress.of} value={progress.done} aria-label={progress.what} /> {progress.done}/{progress.of}</p> : null}
              {result ? <p class={result.startsWith('Passed') ? 'ok' : 'error'} data-conformance={result.startsWith('Passed') ? 'passed' : 'failed'}>{result}</p> : null}
              {balance ? <Balance wins={balance} mine={parsed.map((p) => p.name)} /> : null}
            </>
          ) : null}
          {parsed.map((p) => <Cards key={p.name} lib={lib} protocol={p} />)}
        </div>
      </div>
    </section>
  );
}

function Cards({ lib, protocol }: { lib: Lib; protocol: ProtocolDef }) {
  return (
    <div class="design-cards">
      <h3>{protocol.name} <span class="muted">{protocol.set}{protocol.summary ? ` — ${protocol.summary}` : ''}</span></h3>
      <table>
        <thead><tr><th>Card</th><th>Printed text</th><th>Generated from the data (describeCard)</th></tr></thead>
        <tbody>
          {protocol.cards.map((c) => {
            let generated: CardText = {};
            try {
              generated = lib.describeCard(c);
            } catch (e) {
              generated = { middle: `(cannot describe: ${(e as Error).message})` };
            }
            return (
              <tr key={c.id}>
                <td>{c.id}</td>
                <td>{(['top', 'middle', 'bottom'] as const).map((s) => (c[s]?.text ? <div key={s}>{c[s]!.text}</div> : null))}</td>
                <td data-generated={c.id}>{(['top', 'middle', 'bottom'] as const).map((s) => (generated[s] ? <div key={s}>{generated[s]}</div> : null))}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Balance({ wins, mine }: { wins: Record<string, { games: number; wins: number }>; mine: string[] }) {
  const rows = Object.entries(wins).sort((a, b) => b[1].wins / b[1].games - a[1].wins / a[1].games);
  return (
    <table class="balance" aria-label="Win rates">
      <thead><tr><th>Protocol</th><th>Games</th><th>Win rate</th></tr></thead>
      <tbody>{rows.map(([n, w]) => <tr key={n} class={mine.includes(n) ? 'mine' : ''}><td>{n}</td><td>{w.games}</td><td>{Math.round((100 * w.wins) / w.games)}%</td></tr>)}</tbody>
    </table>
  );
}
