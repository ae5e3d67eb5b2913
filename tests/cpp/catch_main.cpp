// Catch2's main, alone in its translation unit: it is the slow one to compile, and changes
// to the tests never touch it.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
