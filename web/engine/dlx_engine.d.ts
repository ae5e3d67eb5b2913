// Hand-written types for the engine's JavaScript API (its result records: engine_records.d.ts): dlx_engine.js (the engine on the current
// thread, used by Node tests and tools) and engine_client.js (the same calls as Promises, run in
// worker.js). Both wrap the embind module of engine/bindings/embind.cpp, whose results are plain
// objects: nothing to .delete(), everything survives structuredClone and JSON.
//
// Puzzle text ("PuzzleText" below) is any format parse() recognises (docs: formats.md): an
// 81-character line, 9 lines of 9, a boxed ASCII grid, .sdk / .sdm, a Sudoku Exchange line or link,
// a qqwing CSV row, a "puzzle:count:solution" test line, a SudokuWiki link, this app's own share
// link (#puzzle=...), or a Simon Tatham's Solo game ID. Boards from 4x4 to 25x25.
//
// The line form ("Line" below) is what results give back: N*N symbols, row by row, '.' for an
// empty cell, digits 1-9 then letters A-P for 10-25. Cells are numbered 0..N*N-1 row by row.

/** A puzzle in any supported format (see the header comment). */
export type PuzzleText = string;
/** N*N symbols, row by row: '.' empty, '1'-'9' then 'A'-'P'. An empty string means "none". */
export type Line = string;

/**
 * Why a call failed. `code` is stable and meant for programs; `message` is a sentence for people
 * that says what, where (line, column, cell as "r3c7") and why.
 *
 * Codes from the engine (EngineErrorCode):
 * - "parse"       the text is not a puzzle in any supported format
 * - "conflict"    two givens break a rule directly ("digit 5 appears twice in row 1: r1c2 and r1c7")
 * - "size"        a board size or box shape the engine does not support, or input over 1 MB
 * - "argument"    a wrong argument (type, range, unknown option), e.g. limit -1
 * - "budget"      generate could not finish within its internal search budget, or did not reach
 *                 the asked difficulty within its attempts / time budget (the message says how far it got);
 *                 rate / solutionPath / hintFor: the uniqueness check ran out of nodes first
 *                 ("undecided: ...": the puzzle may well be unique; it is not "not_unique")
 * - "not_unique"  rate, solutionPath and hintFor need a puzzle with exactly one solution
 * - "no_solution" the same calls, for a puzzle with none
 * - "needs_full_engine"  the core module read variant rules it leaves to the full module; worker.js
 *                 then asks the full module, so EngineClient callers never see it
 * - "internal"    an exception inside WebAssembly (a bug); the client restarts the worker
 * - "engine_load" the WebAssembly module could not be loaded (missing file, HTTP error)
 * Codes from EngineClient only:
 * - "cancelled"   the request's AbortSignal fired, or cancelAll() was called
 * - "timeout"     the call's deadline (timeoutMs, by default DEFAULT_TIMEOUTS[name]) passed before
 *                 the answer; a search stops itself there, anything else is stopped by a restart;
 *                 or it waited longer than its waitMs (default: its timeoutMs) behind another call
 * - "worker"      the worker died or stopped answering (the watchdog) while running this request,
 *                 or could not start at all
 * - "closed"      the client was terminate()d
 */
export type EngineErrorCode =
  | 'parse' | 'conflict' | 'size' | 'argument' | 'budget' | 'not_unique' | 'no_solution' | 'needs_full_engine'
  | 'internal' | 'engine_load'
  | 'cancelled' | 'timeout' | 'worker' | 'closed';

export class EngineError extends Error {
  constructor(code: EngineErrorCode | string, message: string);
  readonly name: 'EngineError';
  /** One of EngineErrorCode; typed as string too so a newer engine's codes are not rejected. */
  readonly code: EngineErrorCode | string;
}

// Every call's result record (Shape, ParseResult, Variant, Step, GenerateResult, ...).
export * from './engine_records';
import type {
  HouseKind, ParseResult, ParseListResult, SolveResult, CountResult, CountProgress, ValidateResult, GenerateOptions, RateResult,
  SolutionPathResult, HintForResult, GenerateResult, ExactCoverResult, EstimateOptions, EstimateResult,
} from './engine_records';

/**
 * The grader's six levels, easiest first (stable names: saved games and stats use them), as ranges
 * of Sudoku Explainer's rating: easy 1.0-1.5, medium 1.6-2.5, hard 2.6-4.0, expert 4.1-6.4,
 * extreme 6.5-7.9, diabolical 8.0 and up (engine/include/dlx/grader.hpp).
 */
export type Level = 'easy' | 'medium' | 'hard' | 'expert' | 'extreme' | 'diabolical';
/** The clue symmetries generate() takes (engine_names.js: SYMMETRIES). */
export type Symmetry = 'none' | 'rot180' | 'mirror' | 'rot90' | 'diagonal';
/** The engine's stable names, from its own lists (names()); engine_names.js holds the page's copy. */
export interface EngineNames {
  levels: Level[];
  symmetries: Symmetry[];
}


/** The engine's calls (engine_calls.js, re-exported by dlx_engine.js). */
export type EngineCallName =
  | 'parse' | 'solve' | 'count' | 'version'
  | 'validate' | 'parseList' | 'generate' | 'exactCover' | 'exactCoverTrace' | 'sudokuTrace' | 'exactCoverCellsTrace'
  | 'rate' | 'solutionPath' | 'hintFor' | 'names' | 'estimateSearch';
/**
 * The one declaration of the engine's calls, from which DlxEngine's and EngineClient's methods,
 * callModule and the worker's dispatch derive (tests/js/engine_calls.test.mjs checks it against
 * the functions the WebAssembly modules register).
 */
export interface EngineCallSpec {
  /** "core": in the first-load module and the full one; "full": only in the full module. */
  module: 'core' | 'full';
  /** The method's engine arguments (its options object comes after them). */
  arity: number;
  /** The method's arguments -> embind's exact argument list, defaults filled in. */
  args: (...args: any[]) => unknown[];
  /** The engine takes a progress callback as one more argument (solve, count). */
  progress: boolean;
  /** EngineClient's default deadline (DEFAULT_TIMEOUTS). */
  timeoutMs: number;
  /** Set when the embind function returns a plain value (version): the field callModule puts it in. */
  value?: string;
}
export const ENGINE_CALLS: Readonly<Record<EngineCallName, EngineCallSpec>>;
/** Calls that accept onProgress: ["solve", "count"]. */
export const PROGRESS_CALLS: readonly EngineCallName[];

/** { ok: true, ...data } -> data; { ok: false, code, message } -> throws EngineError. */
export function unwrap<T>(result: unknown): T;
/** A random seed of 53 bits (crypto.getRandomValues), exact as a JS number. */
export function randomSeed(): number;
/**
 * Calls one function of a loaded embind module and returns its raw { ok, ... } object; exceptions
 * become { ok: false, code: "internal" }. An exception thrown by onProgress is rethrown.
 */
export function callModule(module: object, name: string, args: unknown[],
  onProgress?: ((progress: CountProgress) => boolean | void) | null): { ok: boolean; [field: string]: unknown };

/**
 * The engine on the current thread: every call is synchronous, returns plain data and throws
 * EngineError. In a page, use EngineClient instead, so long searches never block the UI.
 */
export class DlxEngine {
  constructor(module: object);
  /** Reads a puzzle in any supported format. Throws "parse" (with line and column), "size". */
  parse(text: PuzzleText): ParseResult;
  /** One puzzle per line (collections, files); bad lines are entries with ok: false, not errors. */
  parseList(text: string): ParseListResult;
  /**
   * First solution in DLX order. nodeBudget 0 = unlimited. Throws "conflict" for clashing givens.
   * onProgress as for count (returning false stops the search: status "cancelled").
   */
  solve(text: PuzzleText, nodeBudget?: number,
    options?: { onProgress?: ((progress: CountProgress) => boolean | void) | null }): SolveResult;
  /**
   * Counts solutions up to `limit` (default 2: enough to tell unique from not; 0 = no limit) and
   * within `nodeBudget` nodes (0 = unlimited). onProgress is called about every 20,000 nodes;
   * returning false stops the search (result.cancelled), and an exception it throws stops the
   * search and is rethrown by count.
   */
  count(text: PuzzleText, limit?: number, nodeBudget?: number,
    options?: { onProgress?: ((progress: CountProgress) => boolean | void) | null }): CountResult;
  /** Every rule conflict, and whether the grid is complete and still solvable. */
  validate(text: PuzzleText): ValidateResult;
  /** A new puzzle with a unique solution. Throws "argument" for bad options, "budget" rarely. */
  generate(options?: GenerateOptions): GenerateResult;
  /** A generic exact-cover problem in Knuth's DLX1 text format. limit 0 = all covers. */
  exactCover(text: string, limit?: number, nodeBudget?: number): ExactCoverResult;
  rate(text: PuzzleText): RateResult;
  solutionPath(text: PuzzleText): SolutionPathResult;
  /** entries: line form (givens + the player's digits); notes: N*N masks, bit d-1 = digit d. */
  hintFor(puzzle: PuzzleText, entries: Line, notes: ArrayLike<number>): HintForResult;
  /** The visualizer's trace of a DLX1 problem (links detail by default). Throws "parse", "argument". */
  exactCoverTrace(text: string, options?: TraceOptions): ExactCoverTraceResult;
  /** The trace of a Sudoku's exact-cover search (decisions detail by default). Throws "parse", "conflict". */
  sudokuTrace(text: PuzzleText, options?: TraceOptions): SudokuTraceResult;
  /**
   * The Dancing Cells search's trace of a DLX1 problem (links detail by default). Throws "parse", "argument".
   * This and estimateSearch are the visualizer's own calls (engine_calls_teach.js): not on the class
   * itself, which the game's first load carries, but added by addTeachMethods (withTeachCalls for a client).
   */
  exactCoverCellsTrace(text: string, options?: CellsTraceOptions): CellsTraceResult;
  /** Knuth's estimate of the search tree's size by random probes. Throws "parse", "conflict", "argument". */
  estimateSearch(text: string, options?: EstimateOptions): EstimateResult;
  /** The levels and symmetries, from the engine's own lists. */
  names(): EngineNames;
  /** "dlx-sudoku 0.1.0". */
  version(): string;
  /** Low level: one call by name with its full embind argument list (see ENGINE_CALLS). */
  call<T = unknown>(name: EngineCallName, args: unknown[], options?: { onProgress?: ((progress: CountProgress) => boolean | void) | null }): T;
}

/**
 * Loads the module and wraps it. `factory` is createDlxSudoku (a global after importScripts, or
 * require()'d from web/wasm/dlx_sudoku.js in Node); moduleOptions go to it unchanged (in Node pass
 * { wasmBinary: fs.readFileSync('web/wasm/dlx_sudoku.wasm') }). Throws EngineError "engine_load".
 */
export function loadEngine(factory?: (options: object) => Promise<object>, moduleOptions?: object): Promise<DlxEngine>;

/** Per-request options of EngineClient. */
export interface CallOptions {
  /**
   * Aborting rejects the request with "cancelled": a request still waiting its turn is struck
   * off the worker's queue; one that may be running restarts the worker.
   */
  signal?: AbortSignal;
  /**
   * The call's deadline in ms, counted from when the worker starts it (default
   * DEFAULT_TIMEOUTS[name]); then it rejects with "timeout". A search (solve, count) stops itself
   * in the engine at the deadline; any call still running 1.5 s later is stopped by a restart.
   */
  timeoutMs?: number;
}

export interface CountOptions extends CallOptions {
  /** Called about every 20,000 search nodes while the solve or count runs in the worker. */
  onProgress?: (progress: CountProgress) => void;
}

/** The default deadline of every call, in ms (from its start in the worker). */
export const DEFAULT_TIMEOUTS: Readonly<Record<string, number>>;

/**
 * The engine in a Web Worker (worker.js). Same calls as DlxEngine, returning Promises that reject
 * with EngineError. Requests run one at a time in the order sent. The worker starts on the first
 * call (or warmUp()). Every call has a deadline (CallOptions.timeoutMs). Cancelling a running call
 * terminates the worker, because a running WebAssembly call cannot be interrupted; the other
 * pending requests are re-sent to a new worker. A worker that dies rejects only the request it
 * was running ("worker"), unless it died before loading the engine, which rejects all pending
 * requests; the next call always starts a new worker. A watchdog finds a worker that dies
 * silently or stops answering (an idle worker is pinged and answers at once; a search sends a
 * heartbeat about twice a second) and replaces it the same way; after two silent workers in a
 * row the pending requests fail with "worker" instead of waiting.
 */
export class EngineClient {
  constructor(options?: {
    /** Defaults to worker.js next to engine_client.js (relative, so any sub-path works). */
    workerUrl?: URL | string;
    /** Defaults to url => new Worker(url). */
    createWorker?: (url: URL | string) => Worker;
    /** The watchdog: ping an idle worker after this much silence (1000 ms) ... */
    pingMs?: number;
    /** ... and give up on it this long after an unanswered ping, or a search without a heartbeat (5000 ms) ... */
    silenceMs?: number;
    /** ... or this long while it is still loading the engine, which blocks it (30000 ms). */
    startMs?: number;
    /** How long a call past its deadline may take to stop by itself before the restart (1500 ms). */
    graceMs?: number;
    now?: () => number;
  });
  /** Requests sent and not yet answered. */
  readonly pendingCount: number;
  /** Workers started so far (1 + one per restart after a cancel, timeout or crash). */
  readonly workersStarted: number;
  /** Starts the worker (and the engine download) now instead of on the first call. */
  warmUp(): void;
  parse(text: PuzzleText, options?: CallOptions): Promise<ParseResult>;
  parseList(text: string, options?: CallOptions): Promise<ParseListResult>;
  solve(text: PuzzleText, nodeBudget?: number, options?: CallOptions): Promise<SolveResult>;
  count(text: PuzzleText, limit?: number, nodeBudget?: number, options?: CountOptions): Promise<CountResult>;
  validate(text: PuzzleText, options?: CallOptions): Promise<ValidateResult>;
  generate(generateOptions?: GenerateOptions, options?: CallOptions): Promise<GenerateResult>;
  exactCover(text: string, limit?: number, nodeBudget?: number, options?: CallOptions): Promise<ExactCoverResult>;
  rate(text: PuzzleText, options?: CallOptions): Promise<RateResult>;
  solutionPath(text: PuzzleText, options?: CallOptions): Promise<SolutionPathResult>;
  hintFor(puzzle: PuzzleText, entries: Line, notes: ArrayLike<number>, options?: CallOptions): Promise<HintForResult>;
  exactCoverTrace(text: string, traceOptions?: TraceOptions, options?: CallOptions): Promise<ExactCoverTraceResult>;
  sudokuTrace(text: PuzzleText, traceOptions?: TraceOptions, options?: CallOptions): Promise<SudokuTraceResult>;
  /** With withTeachCalls(client) (engine_calls_teach.js), as estimateSearch. */
  exactCoverCellsTrace(text: string, traceOptions?: CellsTraceOptions, options?: CallOptions): Promise<CellsTraceResult>;
  estimateSearch(text: string, estimateOptions?: EstimateOptions, options?: CallOptions): Promise<EstimateResult>;
  names(options?: CallOptions): Promise<EngineNames>;
  version(options?: CallOptions): Promise<string>;
  /** The same calls, all with `signal`: aborting it cancels every one of them still pending. */
  scoped(signal: AbortSignal): Omit<EngineClient, 'scoped' | 'call' | 'cancelAll' | 'terminate' | 'warmUp' | 'pendingCount' | 'workersStarted'>;
  /** Low level: one call by name with its full argument list (see ENGINE_CALLS). */
  call<T = unknown>(name: string, args: unknown[], options?: CountOptions): Promise<T>;
  /** Rejects every pending request with "cancelled" and stops the worker. */
  cancelAll(): void;
  /** Stops for good: pending and later calls reject with "closed". */
  terminate(): void;
}

/**
 * Worker protocol (worker.js <-> engine_client.js), for other hosts of worker.js:
 *   page -> worker: { id, name, args, progress?, timeoutMs? }   progress: true asks solve/count for
 *                                                      reports; timeoutMs: the call's deadline
 *                   { id, name: "loadFull", args: [] } loads the full module ahead of need
 *                   { ping }                           answered at once with { pong } (the watchdog)
 *                   { cancel: id }                     a queued call the page no longer wants
 *   worker -> page: { ready: true, version }           once the core module has loaded
 *                   { ready: false, ok: false, code: "engine_load", message }   if it cannot load
 *                   { full: "loading" | "ready" }      the full module's loading (see below)
 *                   { id, started: true }              the engine begins the call (its deadline runs)
 *                   { id, progress: CountProgress }    during a solve or count that asked for it
 *                   { beat: id }                       a search is alive (about twice a second)
 *                   { pong }                           the answer to a ping
 *                   { id, result: { ok: true, ... } | { ok: false, code, message } }
 *
 * Two modules (code splitting, for the page's first-load budget): the worker loads the small CORE
 * module (wasm/dlx_sudoku_core.*) at start; it answers parse, solve, count and version. Every
 * other call is LAZY: validate, parseList, generate, rate, solutionPath, hintFor, exactCover,
 * exactCoverTrace, sudokuTrace and estimateSearch make the worker download the FULL module (wasm/dlx_sudoku.*)
 * once, which then answers every call. The core also leaves out variant rules: for a puzzle with
 * X, Windoku, jigsaw or killer rules it answers code "needs_full_engine", and
 * the worker sends that call again to the full module, so the page sees the full module's answer.
 * Results are the same either way; the first lazy call only
 * takes longer (one download and compile). If the full module cannot load, that call fails with
 * code "engine_load" (the core keeps working) and the next lazy call tries again. Calls still run
 * one at a time, in order. DlxEngine (Node, same thread) uses the full module directly.
 */
export type WorkerRequest =
  | { id: number; name: string; args: unknown[]; progress?: boolean; timeoutMs?: number }
  | { ping: number }
  | { cancel: number };
export type WorkerMessage =
  | { ready: true; version: string }
  | { ready: false; ok: false; code: 'engine_load'; message: string }
  | { full: 'loading' | 'ready' }
  | { id: number; started: true }
  | { id: number; progress: CountProgress }
  | { beat: number }
  | { pong: number }
  | { id: number; result: { ok: boolean; [field: string]: unknown } };

/** Options of the visualizer's traces (engine/include/dlx/exact_cover_trace.hpp). */
export interface TraceOptions {
  /** "fewest" (Knuth's MRV rule, the default) or "leftmost". */
  branching?: 'fewest' | 'leftmost';
  /** "links": every hide/unhide and link write; "decisions": covers and per-step size changes. */
  detail?: 'links' | 'decisions';
  /**
   * The order of cover and uncover: "paper" (the default; Dancing Links, 2000: unlink the item,
   * then hide its options) or "taocp" (TAOCP 7.2.2.1: hide, then unlink; with unlink and relink
   * records). The same links, choices and counters either way.
   */
  order?: 'paper' | 'taocp';
  /** Stop after this many solutions; 0 (default) = all. */
  solutionLimit?: number;
  /** Stop (truncated: true) once the trace holds this many records (default 2,000,000). */
  maxRecords?: number;
}

/**
 * A search trace: `records` holds `width` (7) ints per record, { op, a, b, c, d, nodes, updates };
 * the ops and their fields are listed in exact_cover_trace.hpp. `structure` is the matrix before
 * the search, in Knuth's arrays: prev/next per item (0 = root, n+1 = secondary head), up/down/top
 * per node (1..n are the item headers), size/covered per item.
 */
export interface TraceResult {
  structure: { prev: Int32Array; next: Int32Array; up: Int32Array; down: Int32Array; top: Int32Array;
    size: Int32Array; covered: Int32Array };
  primary: number;
  records: Int32Array;
  width: number;
  /** Item names, item i + 1 of the matrix at index i. */
  items: string[];
  nodes: number;
  updates: number;
  solutions: number;
  status: 'running' | 'complete' | 'solution_limit' | 'budget_exhausted';
  truncated: boolean;
  detail: 'links' | 'decisions';
  order: 'paper' | 'taocp';
}
export interface ExactCoverTraceResult extends TraceResult {
  /** Each option as its item names ("C E F"), option k at index k. */
  options: string[];
  /** The problem in DLX1 text. */
  dlx1: string;
}
/** exactCoverTrace's options (order does not apply), and the engine's arrays after every step. */
export interface CellsTraceOptions extends TraceOptions {
  states?: boolean;
}
/**
 * The Dancing Cells search (SSXC1's loop and counters), every event and every write to its arrays:
 * records of `width` ints {op, a, b, c, d, nodes, updates}; ops and arrays as cells_trace.hpp lists
 * them (0 choose, 1 dead_end, 2 try_option, 3 deactivate, 4 hide_item, 5 hide, 6 restore, 7 write,
 * 8 solution, 9 solution_option, 10 backtrack, 11 step, 12 mark; write arrays 0 set, 1 loc, 2 item,
 * 3 scalar (0 active count, 1 trail top), 4 trail).
 */
export interface CellsTraceResult {
  structure: {
    /** Knuth's SET: per item a header {number, pos, size}, then its set of nodes. */
    set: Int32Array;
    /** Per node: its item's handle, or minus the option's length in a spacer. */
    itm: Int32Array;
    /** Per node: its index in SET; a spacer holds its option's number. */
    loc: Int32Array;
    /** The ITEM list (handles); the first `active` are active. */
    item: Int32Array;
    active: number;
    /** handle[i] is item number i's handle (index 0 unused). */
    handle: Int32Array;
    /** Handles below it are primary items'. */
    second: number;
    /** The trail's length. */
    trail: number;
  };
  primary: number;
  records: Int32Array;
  width: number;
  nodes: number;
  updates: number;
  solutions: number;
  status: 'running' | 'complete' | 'solution_limit' | 'budget_exhausted';
  truncated: boolean;
  detail: 'links' | 'decisions';
  /** With states: the arrays after each step record: SET, LOC, ITEM, active count, trail top, trail. */
  states?: Int32Array;
  stateWidth?: number;
  statesTruncated?: boolean;
  items: string[];
  options: string[];
  dlx1: string;
}
export interface SudokuTraceResult extends TraceResult {
  size: number;
  boxRows: number;
  boxCols: number;
  puzzle: string;
  /** Option k is the candidate (cell candidates[2k], digit candidates[2k+1]). */
  candidates: Int32Array;
  /** The solver's houses in its order: house h's "holds digit d" is item N*N + h*N + d. */
  houses: Array<{ cells: Int32Array; houseKind: Exclude<HouseKind, 'cage'>; houseIndex: number }>;
  /**
   * Killer cages, one primary item each after the houses; then N secondary "cage holds d" items for
   * every cage encoded by its digit combinations (byCombinations), in cage order.
   */
  cages: Array<{ sum: number; cells: Int32Array; byCombinations: boolean; houseKind: 'cage'; houseIndex: number }>;
}
