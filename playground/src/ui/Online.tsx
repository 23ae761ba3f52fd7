/**
 * Online play's own screens: joining a match (from an invitation link `?online=<server>&match=<id>`
 * or a match ID), and the bar over the board that says how the connection and the other seat's
 * player stand. The game itself is the same `Game` as for local play.
 */
import type { PlayerId } from 'compile-engine';
import { useEffect, useState } from 'preact/hooks';
import type { OnlineClock, OnlineSeat, OnlineStatus } from '../table/protocol.js';
import { matchSeats } from '../table/lobby.js';
import { formatTime, timeLeft } from '../table/clock-face.js';

export interface OnlineJoinProps {
  server: string;
  matchID: string;
  /** The seat this tab took in the match before (a reload), with its credentials. */
  remembered: OnlineSeat | null;
  onJoin(seat: PlayerId, name: string): void;
  onRejoin(seat: OnlineSeat): void;
  onCancel(): void;
  onError(message: string): void;
}

/** The seats of a match, the free ones to pick from. */
export function OnlineJoin({ server, matchID, remembered, onJoin, onRejoin, onCancel, onError }: OnlineJoinProps) {
  const [seats, setSeats] = useState<{ seat: PlayerId; name: string | null }[] | null>(null);
  const [seat, setSeat] = useState<PlayerId | null>(null);
  const [name, setName] = useState('');
  useEffect(() => {
    matchSeats(server, matchID).then((s) => {
      setSeats(s);
      setSeat(s.find((x) => x.name === null)?.seat ?? null);
    }, (e: Error) => onError(e.message));
  }, [server, matchID]);
  return (
    <form class="setup online-join" aria-label="Join a match" onSubmit={(e) => { e.preventDefault(); if (seat !== null) onJoin(seat, name); }}>
      <h2>Join match <code>{matchID}</code></h2>
      <p class="muted">on {server}</p>
      {remembered ? <p><button type="button" class="primary" onClick={() => onRejoin(remembered)}>Back to my seat (Seat {remembered.seat})</button></p> : null}
      {seats === null ? <p class="muted">Asking the server about the match…</p> : (
        <fieldset>
          <legend>Your seat</legend>
          {seats.map((s) => (
            <label key={s.seat}>
              <input type="radio" name="seat" disabled={s.name !== null} checked={seat === s.seat} onChange={() => setSeat(s.seat)} />
              {' '}Seat {s.seat}{s.seat === 0 ? ' (first)' : ' (second)'}{s.name !== null ? ` — taken by ${s.name}` : ' — free'}
            </label>
          ))}
          {seats.every((s) => s.name !== null) ? <p class="error">Both seats are taken.</p> : null}
        </fieldset>
      )}
      <label>Your name <input aria-label="Your name" value={name} placeholder="Player" maxLength={40} onInput={(e) => setName((e.target as HTMLInputElement).value)} /></label>
      <button class="primary" type="submit" disabled={seat === null}>Join</button>
      <button type="button" onClick={onCancel}>Back</button>
    </form>
  );
}

const CONNECTION: Record<OnlineStatus['connection'], string> = {
  connecting: 'connecting…',
  connected: 'connected',
  lost: 'connection lost: reconnecting…',
};

/** How often a running clock is redrawn: tenths show under ten seconds. */
const TICK_MS = 100;

/**
 * Both seats' time on a match's chess clock, the running one counted down; once the other seat's
 * time has run out, the claim of the win on time (the server checks it against its own clock).
 */
function Clocks({ clock, seat, over, onClaim }: { clock: OnlineClock; seat: PlayerId; over: boolean; onClaim(): void }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (clock.running === null || over) return undefined;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [clock, over]);
  const other = (1 - seat) as PlayerId;
  const flagged = !over && clock.running === other && timeLeft(clock, other, now) === 0;
  return (
    <span class="clocks" role="timer" aria-label="Clocks">
      {([0, 1] as const).map((s) => {
        const left = timeLeft(clock, s, now);
        return (
          <span key={s} class={`clock${clock.running === s && !over ? ' running' : ''}${left === 0 ? ' out' : ''}`} data-seat={s} data-left={Math.round(left)} aria-label={`Seat ${s}'s time`}>
            Seat {s}{s === seat ? ' (you)' : ''}: {formatTime(left)}
          </span>
        );
      })}
      {flagged ? <button class="primary" onClick={onClaim}>Claim the win on time</button> : null}
    </span>
  );
}

/** Where the online game stands: the match, the connection, the other seat's player, the clock; resigning. */
export function OnlineBar({ status, over, onResign, onClaim }: { status: OnlineStatus; over: boolean; onResign(): void; onClaim(): void }) {
  const other = 1 - status.seat;
  const { opponent } = status;
  const presence = !opponent.joined ? `Seat ${other}: nobody has joined yet`
    : `Seat ${other} (${opponent.name}): ${opponent.connected ? 'here' : 'away'}`;
  return (
    <div class={`online-bar ${status.connection}`} role="status" aria-label="Online status" data-connection={status.connection} data-opponent={!opponent.joined ? 'absent' : opponent.connected ? 'connected' : 'away'}>
      <span>Online match <code>{status.matchID}</code>, you are Seat {status.seat}</span>
      <span class="connection">Server: {CONNECTION[status.connection]}</span>
      <span class="presence">{presence}</span>
      {status.clock ? <Clocks clock={status.clock} seat={status.seat} over={over} onClaim={onClaim} /> : null}
      {status.moveSent ? <span class="muted">sending your move…</span> : null}
      {!over ? <button onClick={() => { if (confirm('Resign this match?')) onResign(); }}>Resign</button> : null}
    </div>
  );
}
