/**
 * A game or a position as a link: its setup and actions as JSON, deflated (the platform's
 * `CompressionStream`, no library) and written in base64url, for the `#g=` part of a URL.
 */
import type { Action, GameConfig, Position, ProtocolDef } from 'compile-engine';
import type { Viewer } from './protocol.js';

/** What a link holds. */
export interface Shared {
  config?: GameConfig;
  position?: Position;
  actions: Action[];
  /** The cursor: how many of the actions have been played at the shared moment. */
  step: number;
  viewer: Viewer;
  /** A designer's protocols the game is played with. */
  protocols?: ProtocolDef[];
}

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

const toBase64Url = (bytes: Uint8Array): string => {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (text: string): Uint8Array => {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('a shared link holds only the characters A–Z, a–z, 0–9, - and _');
  const s = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
};

export async function encodeShare(shared: Shared): Promise<string> {
  return toBase64Url(await through(new TextEncoder().encode(JSON.stringify(shared)), new CompressionStream('deflate-raw')));
}

/** The link's content, checked for its shape (the table checks that the game plays). */
export async function decodeShare(text: string): Promise<Shared> {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(await through(fromBase64Url(text), new DecompressionStream('deflate-raw'))));
  } catch (e) {
    throw new Error(`this link is damaged (${e instanceof Error ? e.message : String(e)})`);
  }
  const s = json as Partial<Shared>;
  if (!s || typeof s !== 'object' || !Array.isArray(s.actions) || typeof s.step !== 'number' || (!s.config && !s.position)) throw new Error('this link holds no game');
  return s as Shared;
}
