// The three exact-cover engines behind one name each ("dlx", "cells", "bits", as the CLI's --engine spells them), for
// code that lets its user pick one (the CLI's exact-cover and bench commands): with_cover_engine builds the chosen
// engine's matrix from a Dancing Links matrix and hands it to a generic function, which makes its searches with
// SearchFor<that matrix>. Siblings: exact_cover.hpp (Dancing Links), dancing_cells.hpp, bitset_cover.hpp.
#pragma once

#include <string_view>

#include "dlx/cover/bitset_cover.hpp"
#include "dlx/cover/dancing_cells.hpp"
#include "dlx/cover/exact_cover.hpp"

namespace dlx {

// The search type of each engine's matrix.
template <class MatrixType>
struct SearchForMatrix;
template <>
struct SearchForMatrix<Matrix> {
  using type = Search;
};
template <>
struct SearchForMatrix<CellsMatrix> {
  using type = CellsSearch;
};
template <>
struct SearchForMatrix<BitsetMatrix> {
  using type = BitsetSearch;
};
template <class MatrixType>
using SearchFor = typename SearchForMatrix<MatrixType>::type;

// Calls f(engine_matrix) once: `matrix` itself for "dlx" (and any other name: the callers'
// option parsing admits only the three), else a copy of its items and options as dancing cells
// ("cells") or bitsets ("bits"). Returns what f returns.
template <class F>
decltype(auto) with_cover_engine(std::string_view engine, Matrix& matrix, F&& f) {
  if (engine == "cells") {
    CellsMatrix cells;
    cells.assign(matrix);
    return f(cells);
  }
  if (engine == "bits") {
    BitsetMatrix bits;
    bits.assign(matrix);
    return f(bits);
  }
  return f(matrix);
}

}  // namespace dlx
