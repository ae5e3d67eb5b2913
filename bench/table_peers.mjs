// Where bench/table.mjs finds each peer program, and what a row says when one is missing. Peers
// are never in the repo: the seeds' DLX is built by bench/run.sh from ../shared/peers into
// PEERS_DIR, Knuth's and tdoku's are built by hand in PEERS_DIR from their own repositories (the
// project commits no recipe that builds another project's code), Solo comes from Debian.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const HOW = {
  solo: 'apt-get install sgt-puzzles (or set SGT_SOLO)',
  seeds: 'PEERS_DIR/dlx002_first: `PEERS_DIR=… bash bench/run.sh` builds it from ../shared/peers/seed002_dlx.cpp as ../shared/peers/README.md says',
  dlx1: 'PEERS_DIR/knuth/dlx1: Knuth\'s dlx1.w (ascherer/cwebtest) built by hand, see bench/README.md',
  ssxc1: 'PEERS_DIR/knuth/ssxc1: Knuth\'s ssxc1.w (ascherer/cwebtest) built by hand, see bench/README.md',
  tdoku: 'PEERS_DIR/tdoku/solve: tdoku\'s own example/solve.c (t-dillon/tdoku) built by hand, see bench/README.md',
};
const NAMES = { solo: 'Solo', seeds: 'the seeds\' DLX', dlx1: 'DLX1', ssxc1: 'SSXC1', tdoku: 'tdoku' };

/**
 * The peers as { path, missing }: `path` is the program when it exists, else null, and `missing`
 * the sentence a row prints instead ("skipped: <peer> (<how to get it>)").
 */
export function findPeers(env = process.env) {
  const dir = env.PEERS_DIR ? resolve(env.PEERS_DIR) : null;
  const where = {
    solo: env.SGT_SOLO || '/usr/games/sgt-solo',
    seeds: dir && join(dir, 'dlx002_first'),
    dlx1: dir && join(dir, 'knuth/dlx1'),
    ssxc1: dir && join(dir, 'knuth/ssxc1'),
    tdoku: dir && join(dir, 'tdoku/solve'),
  };
  const peers = { dir };
  for (const [key, path] of Object.entries(where)) {
    const found = Boolean(path) && existsSync(path);
    const why = key !== 'solo' && !dir ? 'PEERS_DIR not set; ' : '';
    peers[key] = { name: NAMES[key], path: found ? path : null, missing: found ? null : `skipped: ${NAMES[key]} not found (${why}${HOW[key]})` };
  }
  return peers;
}

/** The skip sentence for the first missing peer of a row, or null when all are there. */
export const skipReason = (...needed) => needed.find((p) => !p.path)?.missing ?? null;
