/**
 * boardgame.io's Lobby API over `fetch`: create a match with a setup, see which seats are taken,
 * join one for its credentials. Every answer is checked: a server that is down, refuses, or
 * answers nonsense gives a {@link LobbyError} that says so.
 */
import type { GameConfig, PlayerId } from 'compile-engine';
import type { OnlineSeat } from './protocol.js';
import { GAME_NAME } from 'compile-engine/boardgameio';

export class LobbyError extends Error {}

/** `http://127.0.0.1:8000` as a base URL, or a clear refusal of what is not an http(s) URL. */
export function serverUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new LobbyError(`"${text}" is not a server URL (for example http://127.0.0.1:8000)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new LobbyError(`the server URL must start with http:// or https://, not ${url.protocol}`);
  return url.href.replace(/\/+$/, '');
}

async function call(server: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const url = `${serverUrl(server)}/games/${GAME_NAME}${path}`;
  let res: Response;
  try {
    res = await fetch(url, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  } catch {
    throw new LobbyError(`cannot reach a boardgame.io server at ${server} (is it running? \`npm run serve\` starts one)`);
  }
  const text = await res.text();
  if (!res.ok) throw new LobbyError(`the server refused (${res.status}): ${text.slice(0, 300) || res.statusText}`);
  try {
    const data = JSON.parse(text) as unknown;
    if (data && typeof data === 'object' && !Array.isArray(data)) return data as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new LobbyError(`the server's answer to ${path} is not what boardgame.io's lobby answers`);
}

const ID = /^[\w-]{1,100}$/;

/** A new match of two seats, set up with `setup`; its ID. */
export async function createMatch(server: string, setup: GameConfig): Promise<string> {
  const { matchID } = await call(server, '/create', { numPlayers: 2, setupData: setup });
  if (typeof matchID !== 'string' || !ID.test(matchID)) throw new LobbyError('the server created a match without a usable ID');
  return matchID;
}

/** Each seat of a match, and the name of its player once one joined. */
export async function matchSeats(server: string, matchID: string): Promise<{ seat: PlayerId; name: string | null }[]> {
  if (!ID.test(matchID)) throw new LobbyError(`"${matchID}" is not a match ID`);
  const { players } = await call(server, `/${matchID}`);
  if (!Array.isArray(players) || players.length !== 2) throw new LobbyError(`match ${matchID} is not a two-seat match of this game`);
  return players.map((p: { id?: unknown; name?: unknown }, i) => ({ seat: i as PlayerId, name: typeof p?.name === 'string' ? p.name.slice(0, 40) : null }));
}

/** Takes `seat` in the match under `name`; the credentials its moves are sent with. */
export async function joinMatch(server: string, matchID: string, seat: PlayerId, name: string): Promise<string> {
  if (!ID.test(matchID)) throw new LobbyError(`"${matchID}" is not a match ID`);
  const { playerCredentials } = await call(server, `/${matchID}/join`, { playerID: String(seat), playerName: name.trim().slice(0, 40) || `Seat ${seat}` });
  if (typeof playerCredentials !== 'string' || !playerCredentials) throw new LobbyError('the server let the seat be taken but sent no credentials');
  return playerCredentials;
}

/** The link that opens the join screen of a match: `?online=<server>&match=<id>`. */
export function inviteLink(base: string, server: string, matchID: string): string {
  const url = new URL(base);
  url.search = new URLSearchParams({ online: server, match: matchID }).toString();
  url.hash = '';
  return url.href;
}

const memoryKey = (server: string, matchID: string) => `compile-online ${server} ${matchID}`;

/** Keeps a seat's credentials for this tab, so that a reload can take the seat again. */
export function rememberSeat(seat: OnlineSeat): void {
  try {
    sessionStorage.setItem(memoryKey(seat.server, seat.matchID), JSON.stringify({ seat: seat.seat, credentials: seat.credentials }));
  } catch {
    // No storage (a private window may refuse it): a reload then joins like anyone else.
  }
}

/** The seat this tab took in the match, if it did. */
export function rememberedSeat(server: string, matchID: string): OnlineSeat | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(memoryKey(server, matchID)) ?? 'null') as { seat?: unknown; credentials?: unknown } | null;
    if ((kept?.seat === 0 || kept?.seat === 1) && typeof kept.credentials === 'string') return { server, matchID, seat: kept.seat, credentials: kept.credentials };
  } catch {
    // Unreadable: as if nothing was kept.
  }
  return null;
}
