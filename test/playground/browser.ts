/**
 * What the playground's browser tests need: the built site, a static server for it on a free
 * 127.0.0.1 port, and Debian's Chromium driven by Playwright (no browser download). Chromium is
 * installed from Debian when it is missing and the tests run as root; otherwise they fail saying
 * what to install.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext } from 'playwright-core';
import { APT_WAIT, installOnce } from '../debian.js';
import { withDirLock } from '../dir-lock.js';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const SITE = join(ROOT, 'playground', 'dist');
export const ARTEFACTS = join(ROOT, 'test-results', 'playground');

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/lib/chromium/chromium'];

/** Where to look, who we are, and how to install: the parts of {@link findChromium} a test may replace. */
export interface ChromiumLookup {
  candidates?: readonly string[];
  uid?: number | undefined;
  install?: () => boolean;
  /** The install lock (a directory path; default: the tests' machine-wide one, see `test/debian.ts`). */
  installLock?: string;
}

const aptInstall = (): boolean =>
  spawnSync('sh', ['-c', `apt-get ${APT_WAIT.join(' ')} update && DEBIAN_FRONTEND=noninteractive apt-get ${APT_WAIT.join(' ')} install -y chromium`], { stdio: 'inherit' }).status === 0;

/** The system Chromium, installed from Debian's packages first if missing and we are root; else an error saying what to install. */
export function findChromium({ candidates = CANDIDATES, uid = process.getuid?.(), install = aptInstall, installLock }: ChromiumLookup = {}): string {
  const found = () => candidates.find((p) => existsSync(p));
  let path = found();
  if (!path && uid === 0) {
    // One install at a time: the playground's and the online tests' files look at once.
    if (!installOnce(() => found() !== undefined, install, installLock)) throw new Error('installing Chromium failed: run `apt-get update && apt-get install -y chromium` as root');
    path = found();
  }
  if (!path) throw new Error(`the playground tests need Chromium (looked at ${candidates.join(', ')}): install it with \`sudo apt-get install -y chromium\` (Debian/Ubuntu)`);
  return path;
}

/** Builds the site as `npm run playground:build` does, from the package's dist/ (which must exist: `npm run build`, or `npm ci`). */
export function buildSite(): void {
  if (!existsSync(join(ROOT, 'dist', 'index.js'))) throw new Error('dist/ is missing: run `npm run build` first');
  // The site is built from dist/, so a dist/ older than the sources would test yesterday's engine.
  const stale = newestSource(join(ROOT, 'src'));
  if (stale.mtimeMs > statSync(join(ROOT, 'dist', 'index.js')).mtimeMs) throw new Error(`dist/ is older than ${stale.path}: run \`npm run build\` first (the playground is built from the package's dist/)`);
  // Two test files build the site (the playground's and the online one), at once in a full run: a
  // build empties playground/dist/ while the other file's browser reads it (the docs page was once
  // a 404). So one build at a time, and none when the site was built from these very files.
  withSiteLock(() => {
    const stamp = siteStamp();
    const marker = join(SITE, '.built-from');
    if (existsSync(marker) && readFileSync(marker, 'utf8') === stamp) return;
    const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-playground.mjs'), '--quiet'], { cwd: ROOT, stdio: 'inherit' });
    if (r.status !== 0) throw new Error('the playground build failed');
    writeFileSync(marker, stamp);
  });
}

/** What the site is built from: dist/, the playground's sources and the guides, by their newest change. */
function siteStamp(): string {
  const newest = (dir: string) => String(newestSource(dir).mtimeMs);
  return [statSync(join(ROOT, 'dist', 'index.js')).mtimeMs, newest(join(ROOT, 'playground', 'src')), statSync(join(ROOT, 'playground', 'index.html')).mtimeMs, newest(join(ROOT, 'docs')), statSync(join(ROOT, 'README.md')).mtimeMs].join(' ');
}

/** Runs `build` while holding a lock of this checkout's site, waiting up to 10 minutes for it. */
function withSiteLock(build: () => void): void {
  const lock = join(tmpdir(), `compile-engine-site-${createHash('sha256').update(ROOT).digest('hex').slice(0, 12)}.lock`);
  // A lock left by a run that was killed mid-build: no build takes 15 minutes.
  withDirLock(lock, { waitMs: 10 * 60_000, staleMs: 15 * 60_000, what: 'the playground site' }, build);
}

/** The most recently changed file under `dir`. */
function newestSource(dir: string): { path: string; mtimeMs: number } {
  let newest = { path: dir, mtimeMs: 0 };
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const { mtimeMs } = statSync(path);
    if (mtimeMs > newest.mtimeMs) newest = { path, mtimeMs };
  }
  return newest;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8',
};

/** A static server for `dir` on a free 127.0.0.1 port, as any static host would serve the site. */
export async function serve(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir)) return void res.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) return void res.writeHead(404).end('not found');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((ok) => server.close(() => ok())) };
}

export const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Chromium with a fresh profile; `close` also removes the profile. */
export async function launch(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'compile-playground-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: findChromium(), headless: true, args: FLAGS, viewport: { width: 1280, height: 860 }, acceptDownloads: true });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
