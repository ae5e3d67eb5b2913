// The front door of the engine: the headers a user needs first, and where the rest lives. One
// namespace, dlx; no I/O, no globals; errors are values (Result<T>, dlx/base/result.hpp).
//
//   read a puzzle   parse_puzzle(text) -> Result<ParsedPuzzle>{grid, variant, format, ...}
//                   (every format the engine reads, exactly: dlx/formats/puzzle_format.hpp);
//                   format_line / format_grid write one back
//   solve, count    SudokuSolver solver(Rules::make(grid.shape(), variant).value());
//                   solver.solve(grid), solver.count(grid, 2) (dlx/sudoku/sudoku_solver.hpp;
//                   Shape, Rules, Grid: dlx/sudoku/sudoku_grid.hpp; budgets: dlx/base/budget.hpp)
//   rate            rate(puzzle) -> Rating{level, score, hardest technique}, grade(puzzle) for the
//                   steps (dlx/grader/grader.hpp); a player's next hint: dlx/grader/player_hint.hpp
//   generate        generate(GenerateOptions{...}) -> Result<Generated>, seeded, by level or
//                   variant (dlx/generator/generator.hpp)
//
// Below these: exact cover itself, which knows nothing of Sudoku (dlx/cover/: Dancing Links in
// exact_cover.hpp, dancing cells and bitsets beside it, one search driver for the three in
// search_driver.hpp, Knuth's DLX1 text format, the visualizer's trace), and variant rules (X,
// Windoku, jigsaw, killer: dlx/variants/variant.hpp).
#pragma once

#include "dlx/base/result.hpp"
#include "dlx/formats/puzzle_format.hpp"
#include "dlx/generator/generator.hpp"
#include "dlx/grader/grader.hpp"
#include "dlx/sudoku/sudoku_grid.hpp"
#include "dlx/sudoku/sudoku_solver.hpp"
