// Issue 30's exact-cover rows for bench/table.mjs: count all 9,356 covers of the 6×10 pentominoes,
// our `bits` engine beside Knuth's SSXC1 and our `dlx` beside his DLX1 (whose node and update
// counters ours must equal), interleaved, best of runs by CPU time, whole process.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { skipReason } from './table_peers.mjs';
import { interleaved, once, s, yes } from './table_timing.mjs';

const COVERS = '9356';

/** Our engine's count, checked: { cpu, wall, nodes, updates }. */
function ours(cli, engine, file) {
  const r = once(cli, ['exact-cover', '--count', '--engine', engine, file]);
  const m = /solutions=(\d+) nodes=(\d+) updates=(\d+)/.exec(r.stdout);
  if (!m || m[1] !== COVERS) throw new Error(`pentomino (${engine}): ${r.stdout}`);
  return { ...r, nodes: m[2], updates: m[3] };
}

/** Knuth's program on the same file (stdin), checked: his closing line on stderr. */
function knuth(peer, input) {
  const r = once(peer.path, [], { input });
  const m = /Altogether (\d+) solutions, .* (\d+) updates, .* (\d+) nodes/.exec(r.stderr);
  if (!m || m[1] !== COVERS) throw new Error(`${peer.name}: ${r.stderr.slice(-300)}`);
  return { ...r, nodes: m[3], updates: m[2] };
}

export function pentominoRows({ cli, runs, root, peers, row, log }) {
  const file = join(root, 'bench/pentomino_6x10.dlx');
  const input = readFileSync(file);
  const pairs = [
    { engine: 'bits', peer: peers.ssxc1, sameCounters: false },
    { engine: 'dlx', peer: peers.dlx1, sameCounters: true },
  ];
  for (const { engine, peer, sameCounters } of pairs) {
    const work = `6×10 pentominoes, count all 9,356 covers: \`${engine}\` beside ${peer.name} (CPU, whole process, best of runs)`;
    const goal = sameCounters ? `≤ ${peer.name}, ${peer.name}'s counters` : `≤ ${peer.name}`;
    const skipped = skipReason(peer);
    if (skipped) {
      row(work, skipped, '—', '—', goal, '—');
      continue;
    }
    const r = interleaved(runs, { ours: () => ours(cli, engine, file), peer: () => knuth(peer, input) });
    const same = r.ours.nodes === r.peer.nodes && r.ours.updates === r.peer.updates;
    const ratio = r.ours.cpu / r.peer.cpu;
    log(`  pentomino ${engine} cpu ${s(r.ours.cpu)} wall ${s(r.ours.wall)} nodes ${r.ours.nodes} updates ${r.ours.updates}; ` +
      `${peer.name} cpu ${s(r.peer.cpu)} wall ${s(r.peer.wall)} nodes ${r.peer.nodes} updates ${r.peer.updates}`);
    const counters = sameCounters ? `; nodes ${r.ours.nodes}, updates ${r.ours.updates} ${same ? '= DLX1\'s' : '≠ DLX1\'s'}` : '';
    row(work, `${s(r.ours.cpu)}${counters}`, `${peer.name} ${s(r.peer.cpu)}`, ratio.toFixed(2), goal, yes(ratio <= 1 && (!sameCounters || same)));
  }
}
