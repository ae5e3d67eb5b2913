// The engine's result records, as plain data (every field of every call's answer): the half of
// dlx_engine.d.ts that describes what comes back. Line, PuzzleText, Level and the classes are there.
import type { EngineErrorCode, Level, Line, Symmetry } from './dlx_engine';

/** Board shape: side N = boxRows * boxCols. */
export interface Shape {
  size: number;
  boxRows: number;
  boxCols: number;
}

/** DLX1's counters: nodes = entries into a search level (+1 per solution); updates = unlinks. */
export interface SearchCounters {
  nodes: number;
  updates: number;
}

/** parse(): what was recognised and the puzzle in line form. */
export interface ParseResult extends Shape {
  /**
   * "line", "grid", "boxed", "sdk", "sudoku-exchange", "qqwing-csv", "test-line", "sudokuwiki",
   * "sudokuwiki-candidates", "sudoku-exchange-link", "share-link" or "solo".
   */
  format: string;
  puzzle: Line;
  /** Number of givens. */
  clues: number;
  /** Trailing "# ..." text or extra fields, if any ('' otherwise). */
  comment: string;
  /** .sdk "#A"-style headers ("author", "description", ...), Sudoku Exchange "id", "rating", CSV columns. */
  metadata: Record<string, string>;
  /** From a "puzzle:count:solution" test line, else null. */
  expectedCount: number | null;
  /** From a test line or a qqwing CSV row, else ''. */
  expectedSolution: Line;
  /** Candidate bitmasks per cell (bit d-1 = digit d) when the source carried them; else []. */
  candidates: number[];
  /** The rules beyond rows, columns and boxes (X, Windoku, jigsaw, killer); classic: all empty. */
  variant: Variant;
  /** The same as the line form's fields ("rules=x regions=… cages=11:r1c1.r2c1,…"), '' for classic. */
  variantFields: string;
}

/**
 * The kind of a house as the engine names it (engine/include/dlx/sudoku/sudoku_grid.hpp HouseKind):
 * every record that names a house or a killer cage carries it with houseIndex, 0-based within its
 * kind (row 0 = the top row; diagonal 0 = the main one, r1c1 to rNcN, 1 = the anti-diagonal, r1cN
 * to rNc1; a cage's index is its index in the puzzle's cages). The page names houses from these
 * two fields, in its own language: never from the engine's English.
 */
export type HouseKind = 'row' | 'column' | 'box' | 'region' | 'window' | 'diagonal' | 'cage';

/** A killer cage as a variant's rules give it. */
export interface VariantCage {
  sum: number;
  /** Row-major indices, ascending: distinct digits that add up to sum. */
  cells: number[];
  houseKind: 'cage';
  houseIndex: number;
}

/** A house a variant adds beside rows, columns and boxes (or regions), as the engine's rules make it. */
export interface VariantHouse {
  houseKind: 'diagonal' | 'window';
  houseIndex: number;
  /** Its N cells, row-major indices, ascending. */
  cells: number[];
}

/** A puzzle's variant rules (engine/include/dlx/sudoku_grid.hpp Variant). */
export interface Variant {
  /** "classic", "X-Sudoku", "Windoku", "jigsaw", "killer", "killer X", ... */
  name: string;
  /** X-Sudoku: both main diagonals are houses. */
  diagonals: boolean;
  /** Windoku: the windows one cell in from the edge and one apart are houses. */
  windows: boolean;
  /** Jigsaw: the region (0..N-1) of each cell, replacing the boxes; [] for boxes. */
  regions: number[];
  /** Killer: cells (row-major indices, ascending) holding distinct digits that add up to sum. */
  cages: VariantCage[];
  /**
   * The diagonals (X: houseIndex 0 and 1), then the windows (Windoku), with their cells: the page
   * draws and checks these houses and never computes them (web/game/variant.js keeps them with a
   * saved game). [] for neither, and always [] from the core module (classic rules only).
   */
  houses: VariantHouse[];
}

/** One line of parseList(): a puzzle, or the error for that line. */
export type ParseListEntry =
  | (ParseResult & { line: number; ok: true })
  | { line: number; ok: false; code: EngineErrorCode; message: string };

export interface ParseListResult {
  /** One entry per non-blank, non-comment line, in order; `line` is 1-based. */
  entries: ParseListEntry[];
}

export interface SolveResult extends Shape, SearchCounters {
  /**
   * "solved": solution holds the first solution in DLX order (deterministic). "cancelled": the
   * progress callback stopped the search (the worker turns that into a "timeout" error).
   */
  status: 'solved' | 'no_solution' | 'budget_exhausted' | 'cancelled';
  puzzle: Line;
  /** '' unless status is "solved". */
  solution: Line;
}

export interface CountResult extends Shape, SearchCounters {
  /** Solutions found; equals `limit` when the search stopped at the limit. */
  count: number;
  /** True when `count` is exact: the whole search tree was explored. */
  complete: boolean;
  /** The node budget ran out first (count is then a lower bound). */
  budgetExhausted: boolean;
  /** onProgress returned false (or threw, on DlxEngine) and the search stopped early. */
  cancelled: boolean;
  puzzle: Line;
  /** The first two solutions found ('' when fewer): where they differ is where a puzzle is not unique. */
  first: Line;
  second: Line;
}

/** Sent to onProgress about every 20,000 search nodes of a solve or a count. */
export interface CountProgress {
  nodes: number;
  updates: number;
  /** Solutions found so far. */
  solutions: number;
}

export interface Conflict {
  digit: number;
  /** The two cells (0-based) holding the same digit. */
  cells: [number, number];
  /** The same cells as "r1c2". */
  cellNames: [string, string];
  /** The house both lie in. */
  houseKind: Exclude<HouseKind, 'cage'>;
  houseIndex: number;
  /** A sentence: "digit 5 appears twice in row 1: r1c2 and r1c7". */
  text: string;
}

/** A killer cage whose digits repeat or miss its sum. */
export interface CageProblem {
  /** Index into the puzzle's cages (also houseIndex). */
  cage: number;
  cells: number[];
  /** A sentence: "cage r1c1–r2c1 sums to 11, but 2 + 3 cannot reach it". */
  text: string;
  houseKind: 'cage';
  houseIndex: number;
}

export interface ValidateResult extends Shape {
  puzzle: Line;
  conflicts: Conflict[];
  cageProblems: CageProblem[];
  /** No empty cell. */
  complete: boolean;
  /** No conflicts and at least one completion. */
  solvable: boolean;
  /**
   * False when the search for a completion ran out of its budget first (boards over 9x9 search at
   * most 2,000,000 nodes: an empty 16x16 Windoku finds none in any time a page can wait); solvable
   * is then false and unknown, and message says so.
   */
  decided: boolean;
  /** One line for people: "2 conflicts: ...", "solved: ...", "no conflicts; 51 cells to go". */
  message: string;
}

/** Any other key is refused by name (a misspelt one would make another puzzle than asked); size with boxRows and boxCols must agree. */
export interface GenerateOptions {
  /** 0 to 2^53. The same seed (and options) gives the same puzzle, natively and in WebAssembly. Random when omitted. */
  seed?: number;
  /** rot90 and diagonal need square boxes (9x9, 4x4, 16x16, 25x25). */
  symmetry?: Symmetry;
  /** Stop digging at this many clues (0 or omitted: dig as far as uniqueness allows). */
  clues?: number;
  /** Dig until no clue can be removed; refused together with a symmetry. */
  minimal?: boolean;
  /** Box shape; give both, or `size` alone (the most square shape), or neither (9x9). */
  boxRows?: number;
  boxCols?: number;
  size?: number;
  /** Generate until the puzzle rates exactly this level (within maxAttempts / timeBudgetMs). */
  difficulty?: Level;
  /** Attempts for `difficulty` (0 or omitted: the engine's default per level). */
  maxAttempts?: number;
  /** Time limit for `difficulty`, whole milliseconds (0 or omitted: attempts only). */
  timeBudgetMs?: number;
  /** A variant: "x", "windoku", "jigsaw", "killer", or several joined by '+' ("killer+x"); with a difficulty, rated at that level by the variant's own grader (docs/grader.md, "Levels per variant"). */
  variant?: string;
}

/** A puzzle's rating (engine/include/dlx/grader.hpp). */
export interface Rating {
  level: Level;
  /** The largest step weight on the path: Sudoku Explainer 1.2.1's rating (ER), one decimal. */
  score: number;
  /** The stable name of the technique of the step that set the score ("naked pair", ...), or null. */
  hardest: string | null;
}

export interface RateResult extends Shape, Rating {
  puzzle: Line;
}

/** A house a step reasons about: { house, houseKind, houseIndex }, nothing else. */
export interface HouseRecord {
  /**
   * Index into the rules' houses: rows 0..N-1, columns N..2N-1, boxes (or a jigsaw's regions)
   * 2N..3N-1, then a variant's diagonals and windows (as web/game/geometry.js, and sudokuTrace's houses).
   */
  house: number;
  houseKind: Exclude<HouseKind, 'cage'>;
  houseIndex: number;
}

/**
 * A link of a chain (engine/include/dlx/grader.hpp, LinkKind): "strong" (if `from` is false, `to`
 * is true: "=" in chain notation), "weak" (if `from` is true, `to` is false: "-"), or "implies"
 * (`from`, together with the other links into `to`, forces `to` on the step's position).
 */
export interface StepLink {
  from: number;
  to: number;
  kind: 'strong' | 'weak' | 'implies';
}

/** One logical step of the grader, as plain data. Cells are 0-based row-major indices. */
export interface Step {
  /** Stable technique name: "full house", "hidden single box", "naked pair", "x-wing", ... */
  technique: string;
  /** This step's weight on the score scale: the technique's, plus a length bonus for chains. */
  weight: number;
  /** The cells that prove the step. */
  cells: number[];
  /** House indices it reasons about, and the same houses as records. */
  houses: number[];
  houseRecords: HouseRecord[];
  /**
   * [cell, digit] candidates that prove it; for chains in chain order. In a step with several
   * branches (forcing nets, cell and region forcing chains) a candidate appears once per branch.
   */
  candidates: Array<[number, number]>;
  /**
   * Empty, or one number per entry of `candidates`: simple colouring's two colours (0/1); in a chain
   * the truth value each candidate takes under the chain's assumption (0 false, 1 true).
   */
  colours: number[];
  /**
   * Empty, or the chain's links: `from` and `to` index `candidates`; `from`'s truth value forces
   * `to`'s. A plain chain is a line; nets and dynamic chains form a DAG rooted at their assumptions.
   */
  links: StepLink[];
  /** [cell, digit] the step places, and the candidates it removes. */
  placements: Array<[number, number]>;
  eliminations: Array<[number, number]>;
  /** The engine's English sentence (the page builds its own, localised, from the fields above). */
  text: string;
  /**
   * Killer steps: the cages they reason about (a cage combination's or overlap's cage; the cages a
   * rule of 45 adds up), empty otherwise; `name` is the engine's English ("cage r1c1–r2c1"), for
   * logs; houseIndex equals cage.
   */
  cages: Array<{ cage: number; sum: number; cells: number[]; name: string; houseKind: 'cage'; houseIndex: number }>;
  /** Killer steps: the sum the step's cells make (a cage's sum, the innies'/outies' total, or for an innie-outie difference the innies' total less the outies'); else 0. */
  sum: number;
  /** Killer steps: the digit sets still possible (masks, bit d-1 = digit d); else empty. */
  combinations: number[];
}

export interface SolutionPathResult extends Shape, Rating {
  puzzle: Line;
  solution: Line;
  /** The grader's steps from the givens, easiest step first each time. */
  steps: Step[];
  /** True: every puzzle with one solution gets a path to the end (steps above 8.5 are dynamic forcing chains, trials said as logic). */
  solvedLogically: boolean;
  /** The board where the steps ended. */
  finalGrid: Line;
}

/**
 * hintFor(): the next step from the player's own state, or the mistake that blocks one. Candidates
 * used: a cell's notes (less digits a peer already shows), or, in a cell without notes, every
 * digit no peer shows. Wrong digits are reported before wrong notes; `cells` lists every such cell.
 */
export type HintForResult =
  | { kind: 'mistake'; reason: 'entry' | 'note'; cell: number; cellName: string; cells: number[] }
  | { kind: 'step'; step: Step }
  | { kind: 'none'; reason: 'solved' | 'stuck' }; // 'stuck' only past a safety-net budget: boards far larger than 9x9

export interface GenerateResult extends Shape {
  /** A puzzle with exactly one solution. */
  puzzle: Line;
  solution: Line;
  /** The seed used (the one given, or the random one picked), to make the puzzle again. */
  seed: number;
  clues: number;
  /** Full grids the generator tried before one met the difficulty (1 without a difficulty). */
  attempts: number;
  symmetry: Symmetry;
  /** The puzzle's rating (boards up to 9x9, or when a difficulty was asked for); else level is null. Null for a variant (the grader rates classic puzzles only). */
  level: Level | null;
  /** The rules the puzzle is unique under (classic: all empty), and the same as the line form's fields. */
  variant: Variant;
  variantFields: string;
  score?: number;
  hardest?: string | null;
}

export interface ExactCoverResult extends SearchCounters {
  /** Each cover as the texts of its options, in the order the search chose them (at most 1,000 returned). */
  solutions: string[][];
  /** Covers found (may exceed solutions.length: see truncated). */
  count: number;
  complete: boolean;
  budgetExhausted: boolean;
  truncated: boolean;
  status: 'complete' | 'solution_limit' | 'budget_exhausted';
}

/** estimateSearch's options: which problem the text is, how many probes, from which seed. */
export interface EstimateOptions {
  /** "dlx1" (the default): the text is Knuth's DLX1 format; "sudoku": a puzzle in any format parse reads. */
  kind?: 'dlx1' | 'sudoku';
  /** 1 to 10,000 (default 100); 0 only with run: true. */
  probes?: number;
  /** The probes' random choices (default 1): the same seed gives the same probes everywhere. */
  seed?: number;
  /** The search's rule for the item to branch on (default "fewest", Knuth's MRV). */
  branching?: 'fewest' | 'leftmost';
  /** Also run the whole search (all solutions), within nodeBudget (0 = none): the `real` field. */
  run?: boolean;
  nodeBudget?: number;
}
/** DLX1's figures of a whole search tree (estimates are means, so not whole numbers). */
export interface TreeFigures {
  nodes: number;
  updates: number;
  solutions: number;
}
/** One level of a probe: the item branched on, its size d there, the option taken (-1 when d = 0). */
export interface ProbeStep {
  item: string;
  size: number;
  option: number;
}
/** One probe: its estimate of the whole tree, its path, and the running mean and standard error after it. */
export interface EstimateProbe extends TreeFigures {
  path: ProbeStep[];
  mean: TreeFigures;
  stderr: TreeFigures;
}
/** Knuth's estimate of the search tree's size by random probes (engine/include/dlx/cover/estimate.hpp). */
export interface EstimateResult {
  probes: EstimateProbe[];
  mean: TreeFigures;
  /** The standard error of the mean (0 with fewer than two probes). */
  stderr: TreeFigures;
  /** With run: true, the real search's counters. */
  real?: TreeFigures & { complete: boolean; status: 'complete' | 'budget_exhausted' };
}
