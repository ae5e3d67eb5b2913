// Issue 30's classic-solving rows for bench/table.mjs: the first 1,000 forum-hardest puzzles beside
// the seeds' DLX, and the first 10,000 17-clue puzzles beside tdoku; first solution, whole process
// each, ours and the peer interleaved, best of runs by CPU time. Both sides' answers are compared.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { skipReason } from './table_peers.mjs';
import { interleaved, lines, once, us, yes } from './table_timing.mjs';

/**
 * Ours (`dlx-sudoku solve FILE`) beside a peer that reads the same puzzles on stdin; `peerArgs`
 * and `solutionOf` (a peer's output line → its 81-digit solution) describe the peer.
 */
function sideBySide({ cli, runs, file, count, tmp, peer, peerArgs, solutionOf, work, goal, limit, row, log }) {
  const skipped = (!existsSync(file) && `skipped: ${file} not found`) || skipReason(peer);
  if (skipped) {
    row(work, skipped, '—', '—', goal, '—');
    return;
  }
  const puzzles = lines(file).slice(0, count);
  const sample = join(tmp, `sample-${count}.txt`);
  // Both read '.' for an empty cell (tdoku's SolveSudoku takes nothing else).
  writeFileSync(sample, puzzles.map((p) => p.trim().slice(0, 81).replace(/0/g, '.')).join('\n') + '\n');
  const input = readFileSync(sample);
  const r = interleaved(runs, {
    ours: () => once(cli, ['solve', sample]),
    peer: () => once(peer.path, peerArgs, { input }),
  });
  const ourSolutions = r.ours.stdout.trim().split('\n');
  const theirs = r.peer.stdout.trim().split('\n').map(solutionOf);
  const differ = ourSolutions.filter((x, i) => x.slice(0, 81) !== theirs[i]).length + Math.abs(ourSolutions.length - theirs.length);
  if (differ) throw new Error(`table: ${peer.name} and ours disagree on ${differ} of ${puzzles.length} puzzles of ${file}`);
  const per = (x) => (x.cpu / puzzles.length) * 1e6;
  const ratio = per(r.ours) / per(r.peer);
  log(`  ${work}: ours cpu ${us(per(r.ours))} wall ${us((r.ours.wall / puzzles.length) * 1e6)}; ` +
    `${peer.name} cpu ${us(per(r.peer))} wall ${us((r.peer.wall / puzzles.length) * 1e6)} a puzzle; answers equal`);
  row(work, `${us(per(r.ours))} a puzzle`, `${peer.name} ${us(per(r.peer))}`, ratio.toFixed(2), goal, yes(ratio <= limit));
}

export function hardestRow({ cli, runs, data, tmp, peers, row, log }) {
  sideBySide({
    cli, runs, tmp, row, log,
    file: join(data, 'forum_hardest_1905_sample5k.txt'),
    count: 1000,
    peer: peers.seeds,
    peerArgs: [],
    solutionOf: (line) => line.slice(0, 81),  // "<solution> 1"
    work: '1,000 forum-hardest, first solution, whole process (CPU µs a puzzle, best of runs)',
    goal: '≤ 0.5 × the seeds\' DLX',
    limit: 0.5,
  });
}

export function seventeenRow({ cli, runs, data, tmp, peers, row, log }) {
  sideBySide({
    cli, runs, tmp, row, log,
    file: join(data, '17clue.txt'),
    count: 10000,
    peer: peers.tdoku,
    peerArgs: ['1'],  // tdoku's example/solve.c: limit 1 = first solution
    solutionOf: (line) => line.split(':')[2],  // "<puzzle>:<count>:<solution>"
    work: '10,000 17-clue, first solution, whole process (CPU µs a puzzle, best of runs)',
    goal: '≤ 3 × tdoku',
    limit: 3,
  });
}
