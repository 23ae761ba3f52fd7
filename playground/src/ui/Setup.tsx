/**
 * The start screen: who plays (a bot of a chosen strength, two humans at one screen, two bots, or
 * two people online through a boardgame.io server: a new match, or one to join by its ID), which
 * protocols (the 1-2-2-1 draft, by hand, at random) from which sets; or a record or a
 * position file to replay.
 */
import type { Action, GameConfig, PlayerId, Position } from 'compile-engine';
import { useEffect, useState } from 'preact/hooks';
import type { Controller, ProtocolInfo, Setup as TableSetup } from '../table/protocol.js';
import { randomProtocols } from '../table/pick.js';

export type Strength = 'random' | 'greedy' | 'ismcts100' | 'ismcts300';
export const STRENGTHS: Record<Strength, { label: string; controller: Controller }> = {
  random: { label: 'Random (weakest)', controller: { kind: 'bot', bot: 'random' } },
  greedy: { label: 'Greedy (quick)', controller: { kind: 'bot', bot: 'greedy' } },
  ismcts100: { label: 'ISMCTS, 100 iterations', controller: { kind: 'bot', bot: 'ismcts', iterations: 100 } },
  ismcts300: { label: 'ISMCTS, 300 iterations (strongest)', controller: { kind: 'bot', bot: 'ismcts', iterations: 300 } },
};

type Mode = 'vsBot' | 'hotseat' | 'watch' | 'online';

/** What the online part of the start screen asks for: a new match on a server, or one to join. */
export type OnlineStart =
  | { kind: 'create'; server: string; config: GameConfig; seat: PlayerId; name: string }
  | { kind: 'join'; server: string; matchID: string };
type Pick = 'draft' | 'hand' | 'random';

export interface SetupProps {
  protocols: ProtocolInfo[];
  sets: string[];
  onStart(setup: TableSetup): void;
  onOnline(start: OnlineStart): void;
  onError(message: string): void;
  /** The server the online mode offers first (`?server=`, else `npm run serve`'s). */
  server: string;
  /** Open with the online mode chosen (`?online=<server>`). */
  online?: boolean;
}

export function Setup({ protocols, sets, onStart, onOnline, onError, server: defaultServer, online = false }: SetupProps) {
  const [mode, setMode] = useState<Mode>(online ? 'online' : 'vsBot');
  const [server, setServer] = useState(defaultServer);
  const [name, setName] = useState('');
  const [matchID, setMatchID] = useState('');
  const [strength, setStrength] = useState<Strength>('greedy');
  const [strength2, setStrength2] = useState<Strength>('greedy');
  const [seat, setSeat] = useState<0 | 1>(0);
  const [pick, setPick] = useState<Pick>('draft');
  const [chosenSets, setChosenSets] = useState<string[]>(sets.filter((s) => s !== 'Fan-made'));
  const [seed, setSeed] = useState(() => Math.floor(Math.random() * 1e6));
  const inSets = protocols.filter((p) => chosenSets.includes(p.set)).map((p) => p.name);
  const [byHand, setByHand] = useState<string[]>(() => [...randomProtocols(inSets, seed).flat()]);
  // A protocol picked by hand from a set unticked since is replaced by one of the sets still chosen.
  useEffect(() => {
    if (byHand.some((n) => !inSets.includes(n))) setByHand([...randomProtocols(inSets, seed).flat()]);
  }, [chosenSets.join()]);

  function start(e: Event) {
    e.preventDefault();
    const config: GameConfig = { seed, sets: chosenSets };
    if (pick === 'random') config.protocols = randomProtocols(inSets, seed);
    if (pick === 'hand') {
      if (new Set(byHand).size !== 6) return onError('Pick six different protocols.');
      config.protocols = [byHand.slice(0, 3), byHand.slice(3, 6)];
    }
    if (mode === 'online') return onOnline({ kind: 'create', server, config, seat, name });
    const bot = STRENGTHS[strength].controller;
    const seats: [Controller, Controller] =
      mode === 'vsBot' ? (seat === 0 ? [{ kind: 'human' }, bot] : [bot, { kind: 'human' }])
      : mode === 'hotseat' ? [{ kind: 'human' }, { kind: 'human' }]
      : [bot, STRENGTHS[strength2].controller];
    onStart({ mode, config, seats, viewer: mode === 'vsBot' ? seat : mode === 'watch' ? 'spectator' : 0 });
  }

  return (
    <form class="setup" onSubmit={start} aria-label="New game">
      <fieldset>
        <legend>Who plays</legend>
        <label><input type="radio" name="mode" checked={mode === 'vsBot'} onChange={() => setMode('vsBot')} /> You against a bot</label>
        <label><input type="radio" name="mode" checked={mode === 'hotseat'} onChange={() => setMode('hotseat')} /> Two players at this screen (hot seat)</label>
        <label><input type="radio" name="mode" checked={mode === 'watch'} onChange={() => setMode('watch')} /> Watch two bots</label>
        <label><input type="radio" name="mode" checked={mode === 'online'} onChange={() => setMode('online')} /> Online against another person (a boardgame.io server: <code>npm run serve</code>)</label>
      </fieldset>
      {mode === 'online' ? (
        <fieldset>
          <legend>Online</legend>
          <label>Server <input type="url" aria-label="Server URL" value={server} onInput={(e) => setServer((e.target as HTMLInputElement).value)} /></label>
          <label>Your name <input aria-label="Your name" value={name} placeholder="Player" maxLength={40} onInput={(e) => setName((e.target as HTMLInputElement).value)} /></label>
          <label>You are <select aria-label="Your seat" value={seat} onChange={(e) => setSeat(Number((e.target as HTMLSelectElement).value) as 0 | 1)}>
            <option value="0">Seat 0 (first)</option><option value="1">Seat 1 (second)</option>
          </select></label>
          <p class="muted">A new match is created with the protocols and seed below; or join one:</p>
          <label>Match ID <input aria-label="Match ID" value={matchID} onInput={(e) => setMatchID((e.target as HTMLInputElement).value.trim())} /></label>
          <button type="button" disabled={!matchID} onClick={() => onOnline({ kind: 'join', server, matchID })}>Join the match</button>
        </fieldset>
      ) : null}
      {mode === 'vsBot' || mode === 'watch' ? (
        <fieldset>
          <legend>Bot strength</legend>
          <select aria-label="Bot strength" value={strength} onChange={(e) => setStrength((e.target as HTMLSelectElement).value as Strength)}>
            {Object.entries(STRENGTHS).map(([k, v]) => <option key={k} value={k}>{v.label}</option>)}
          </select>
          {mode === 'watch' ? (
            <select aria-label="Second bot strength" value={strength2} onChange={(e) => setStrength2((e.target as HTMLSelectElement).value as Strength)}>
              {Object.entries(STRENGTHS).map(([k, v]) => <option key={k} value={k}>{v.label}</option>)}
            </select>
          ) : null}
          {mode === 'vsBot' ? (
            <label>You are <select aria-label="Your seat" value={seat} onChange={(e) => setSeat(Number((e.target as HTMLSelectElement).value) as 0 | 1)}>
              <option value="0">Seat 0 (first)</option><option value="1">Seat 1 (second)</option>
            </select></label>
          ) : null}
        </fieldset>
      ) : null}
      <fieldset>
        <legend>Protocols</legend>
        <label><input type="radio" name="pick" checked={pick === 'draft'} onChange={() => setPick('draft')} /> 1-2-2-1 draft</label>
        <label><input type="radio" name="pick" checked={pick === 'hand'} onChange={() => setPick('hand')} /> By hand</label>
        <label><input type="radio" name="pick" checked={pick === 'random'} onChange={() => setPick('random')} /> At random (from the seed)</label>
        <div class="sets">
          Sets:{' '}
          {sets.map((s) => (
            <label key={s}><input type="checkbox" checked={chosenSets.includes(s)} onChange={(e) => setChosenSets((e.target as HTMLInputElement).checked ? [...chosenSets, s] : chosenSets.filter((x) => x !== s))} /> {s}</label>
          ))}
        </div>
        {pick === 'hand' ? (
          <div class="by-hand">
            {byHand.map((name, i) => (
              <label key={i}>Seat {i < 3 ? 0 : 1}, line {i % 3}{' '}
                <select aria-label={`Seat ${i < 3 ? 0 : 1} line ${i % 3}`} value={name} onChange={(e) => setByHand(byHand.map((x, j) => (j === i ? (e.target as HTMLSelectElement).value : x)))}>
                  {inSets.map((n) => <option key={n} value={n}>{n}</option>)}
                </select>
              </label>
            ))}
          </div>
        ) : null}
      </fieldset>
      <label>Seed <input type="number" aria-label="Seed" value={seed} onInput={(e) => setSeed(Number((e.target as HTMLInputElement).value) || 0)} /></label>
      <button class="primary" type="submit">{mode === 'online' ? 'Create the match' : 'Start'}</button>
      <ReplayLoader onStart={onStart} onError={onError} />
    </form>
  );
}

/** A record (`compile-engine/record@1`) or a position file, opened in watch mode. */
export function setupFromFile(text: string): TableSetup {
  const data = JSON.parse(text) as { format?: string; config?: GameConfig; actions?: Action[]; position?: Position; players?: unknown };
  const seats: [Controller, Controller] = [{ kind: 'human' }, { kind: 'human' }];
  if (data.format === 'compile-engine/record@1') return { mode: 'watch', config: data.config!, actions: data.actions ?? [], step: 0, seats, viewer: 'spectator' };
  if (data.format === 'compile-engine/playground-position@1') return { mode: 'watch', position: data.position!, actions: data.actions ?? [], step: 0, seats, viewer: 'spectator' };
  if (data && typeof data === 'object' && 'players' in data && !('format' in data)) return { mode: 'watch', position: data as Position, actions: [], seats, viewer: 'spectator' };
  throw new Error('not a record (compile-engine/record@1) nor a position');
}

function ReplayLoader({ onStart, onError }: { onStart(s: TableSetup): void; onError(m: string): void }) {
  const open = (text: string) => {
    try {
      onStart(setupFromFile(text));
    } catch (e) {
      onError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <fieldset>
      <legend>Replay a record or open a position</legend>
      <input type="file" accept=".json,application/json" aria-label="Record or position file" onChange={async (e) => { const f = (e.target as HTMLInputElement).files?.[0]; if (f) open(await f.text()); }} />
    </fieldset>
  );
}
