//===- RuntimeTest.cpp - The C runtime against CPython's answers ----------===//
#include "pyrite/Runtime.h"

#include <dlpack/dlpack.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <cmath>
#include <iterator>
#include <limits>
#include <random>
#include <set>
#include <string>
#include <vector>

namespace {

std::string repr(double v) {
  char buffer[40];
  pyrite_format_float(v, buffer);
  return buffer;
}

TEST(Runtime, FloatReprMatchesCPython) {
  // Expected strings are CPython 3.11's repr() of the same doubles.
  EXPECT_EQ(repr(0.0), "0.0");
  EXPECT_EQ(repr(-0.0), "-0.0");
  EXPECT_EQ(repr(1.0), "1.0");
  EXPECT_EQ(repr(0.1), "0.1");
  EXPECT_EQ(repr(0.1 + 0.2), "0.30000000000000004");
  EXPECT_EQ(repr(1e16), "1e+16");
  EXPECT_EQ(repr(1e15), "1000000000000000.0");
  EXPECT_EQ(repr(123456789012345678.0), "1.2345678901234568e+17");
  EXPECT_EQ(repr(0.0001), "0.0001");
  EXPECT_EQ(repr(0.00001), "1e-05");
  EXPECT_EQ(repr(1.5e-7), "1.5e-07");
  EXPECT_EQ(repr(-2.5), "-2.5");
  EXPECT_EQ(repr(1e300 * 10), "1e+301");
  EXPECT_EQ(repr(5e-324), "5e-324");
  EXPECT_EQ(repr(1.7976931348623157e308), "1.7976931348623157e+308");
  EXPECT_EQ(repr(std::numeric_limits<double>::infinity()), "inf");
  EXPECT_EQ(repr(-std::numeric_limits<double>::infinity()), "-inf");
  EXPECT_EQ(repr(std::nan("")), "nan");
  EXPECT_EQ(repr(100.0), "100.0");
  EXPECT_EQ(repr(3.141592653589793), "3.141592653589793");
}

TEST(Runtime, IntTrueDivisionIsCorrectlyRounded) {
  EXPECT_EQ(pyrite_int_truediv(1, 3), 1.0 / 3.0);
  EXPECT_EQ(pyrite_int_truediv(-7, 2), -3.5);
  // (2**63 - 1) / 3: CPython gives 3.0744573456182584e+18.
  EXPECT_EQ(pyrite_int_truediv(INT64_MAX, 3), 3.0744573456182584e+18);
  // (2**53 + 1) / 1 rounds to even: 9007199254740992.0.
  EXPECT_EQ(pyrite_int_truediv((int64_t(1) << 53) + 1, 1), 9007199254740992.0);
  // (2**53 + 3) / 1 rounds to even upward: 9007199254740996.0.
  EXPECT_EQ(pyrite_int_truediv((int64_t(1) << 53) + 3, 1), 9007199254740996.0);
  EXPECT_EQ(pyrite_int_truediv(INT64_MIN, -1), 9.223372036854775808e18);
  EXPECT_EQ(pyrite_int_truediv(1, INT64_MIN), -1.0842021724855044e-19);
  EXPECT_TRUE(std::signbit(pyrite_int_truediv(0, -5))) << "0 / -5 is -0.0 in CPython";
}

TEST(Runtime, IntPowChecksOverflow) {
  int64_t r = 0;
  EXPECT_EQ(pyrite_int_pow(3, 39, &r), 0);
  EXPECT_EQ(r, 4052555153018976267);
  EXPECT_EQ(pyrite_int_pow(3, 40, &r), -1);
  EXPECT_EQ(pyrite_error_kind(), PYRITE_OVERFLOW_ERROR);
  pyrite_error_clear();
  EXPECT_EQ(pyrite_int_pow(-2, 63, &r), 0);
  EXPECT_EQ(r, INT64_MIN);
  EXPECT_EQ(pyrite_int_pow(2, -1, &r), -1);
  EXPECT_EQ(pyrite_error_kind(), PYRITE_VALUE_ERROR);
  pyrite_error_clear();
  EXPECT_EQ(pyrite_int_pow(0, 0, &r), 0);
  EXPECT_EQ(r, 1);
}

TEST(Runtime, IntFloatComparisonIsExact) {
  double two53 = 9007199254740992.0;
  EXPECT_EQ(pyrite_compare_int_float((int64_t(1) << 53) + 1, two53), 1);
  EXPECT_EQ(pyrite_compare_int_float(int64_t(1) << 53, two53), 0);
  EXPECT_EQ(pyrite_compare_int_float(INT64_MAX, 9.223372036854775808e18), -1);
  EXPECT_EQ(pyrite_compare_int_float(INT64_MIN, -9.223372036854775808e18), 0);
  EXPECT_EQ(pyrite_compare_int_float(0, std::nan("")), 2);
  EXPECT_EQ(pyrite_compare_int_float(3, 2.5), 1);
}

TEST(Runtime, FloatPowErrors) {
  double r;
  EXPECT_EQ(pyrite_float_pow(0.0, -1.0, &r), -1);
  EXPECT_EQ(pyrite_error_kind(), PYRITE_ZERO_DIVISION_ERROR);
  EXPECT_EQ(pyrite_float_pow(10.0, 400.0, &r), -1);
  EXPECT_EQ(pyrite_error_kind(), PYRITE_OVERFLOW_ERROR);
  pyrite_error_clear();
  EXPECT_EQ(pyrite_float_pow(-8.0, 3.0, &r), 0);
  EXPECT_EQ(r, -512.0);
  EXPECT_EQ(pyrite_error_kind(), PYRITE_NO_ERROR);
}

TEST(Runtime, ErrorStateRoundTrip) {
  pyrite_raise(PYRITE_ASSERTION_ERROR, "boom");
  EXPECT_STREQ(pyrite_error_name(), "AssertionError");
  EXPECT_STREQ(pyrite_error_message(), "boom");
  pyrite_error_clear();
  EXPECT_EQ(pyrite_error_kind(), PYRITE_NO_ERROR);
  EXPECT_STREQ(pyrite_error_message(), "");
}

// A payload's release calls, counted per payload.
std::vector<void *> released;
void countRelease(void *payload) { released.push_back(payload); }

TEST(Runtime, ForeignExceptionOfABuiltinClassHasItsKind) {
  released.clear();
  pyrite_raise_foreign("KeyError", "'b'", nullptr, countRelease);
  EXPECT_EQ(pyrite_error_kind(), PYRITE_KEY_ERROR);
  EXPECT_STREQ(pyrite_error_name(), "KeyError");
  EXPECT_STREQ(pyrite_error_message(), "'b'");
  pyrite_raise_foreign("ZeroDivisionError", "division by zero", nullptr, nullptr);
  EXPECT_EQ(pyrite_error_kind(), PYRITE_ZERO_DIVISION_ERROR);
  pyrite_error_clear();
  EXPECT_TRUE(released.empty()) << "no payload, nothing to release";
}

TEST(Runtime, ForeignExceptionOfAnotherClassKeepsItsName) {
  pyrite_raise_foreign("MyError", "custom", nullptr, nullptr);
  pyrite_traceback_add("m.py", "f", 3);
  EXPECT_EQ(pyrite_error_kind(), PYRITE_FOREIGN_ERROR);
  EXPECT_STREQ(pyrite_error_name(), "MyError");
  EXPECT_STREQ(pyrite_error_message(), "custom");
  EXPECT_EQ(pyrite_error_frame_count(), 1);
  // A builtin raise afterwards names its own class, and a clear names none.
  pyrite_raise(PYRITE_VALUE_ERROR, "bad");
  EXPECT_STREQ(pyrite_error_name(), "ValueError");
  EXPECT_EQ(pyrite_error_frame_count(), 0) << "a raise starts a new trace";
  pyrite_raise_foreign("MyError", "again", nullptr, nullptr);
  pyrite_error_clear();
  EXPECT_EQ(pyrite_error_kind(), PYRITE_NO_ERROR);
  EXPECT_STREQ(pyrite_error_name(), "");
  // Long names are cut to the buffer, never overrun.
  std::string longName(300, 'E');
  pyrite_raise_foreign(longName.c_str(), "", nullptr, nullptr);
  EXPECT_EQ(std::string(pyrite_error_name()), longName.substr(0, 127));
  pyrite_error_clear();
}

TEST(Runtime, ForeignPayloadIsReleasedOnceWhenClearedOrReplaced) {
  int a = 0, b = 0, c = 0;
  released.clear();
  pyrite_raise_foreign("MyError", "", &a, countRelease);
  pyrite_error_clear();
  EXPECT_EQ(released, std::vector<void *>{&a});
  pyrite_error_clear(); // nothing left to release
  EXPECT_EQ(released.size(), 1u);

  released.clear();
  pyrite_raise_foreign("MyError", "", &a, countRelease);
  pyrite_raise_foreign("KeyError", "", &b, countRelease); // replaced by a foreign one
  EXPECT_EQ(released, std::vector<void *>{&a});
  pyrite_raise(PYRITE_TYPE_ERROR, "t"); // and by a builtin one
  EXPECT_EQ(released, (std::vector<void *>{&a, &b}));
  pyrite_raise_foreign("MyError", "", &c, countRelease);
  pyrite_error_clear();
  EXPECT_EQ(released, (std::vector<void *>{&a, &b, &c}));
}

TEST(Runtime, TakenPayloadIsNotReleased) {
  int a = 0;
  released.clear();
  EXPECT_EQ(pyrite_error_take_payload(), nullptr);
  pyrite_raise_foreign("IndexError", "list index out of range", &a, countRelease);
  pyrite_traceback_add("m.py", "f", 9);
  EXPECT_EQ(pyrite_error_take_payload(), &a);
  EXPECT_EQ(pyrite_error_take_payload(), nullptr) << "taken once";
  // The rest of the exception stays.
  EXPECT_EQ(pyrite_error_kind(), PYRITE_INDEX_ERROR);
  EXPECT_STREQ(pyrite_error_name(), "IndexError");
  EXPECT_STREQ(pyrite_error_message(), "list index out of range");
  EXPECT_EQ(pyrite_error_frame_count(), 1);
  pyrite_error_clear();
  pyrite_raise(PYRITE_VALUE_ERROR, "v");
  pyrite_error_clear();
  EXPECT_TRUE(released.empty());
}

// Big arrays' blocks are kept for the next big array (up to four), so an
// array after NumPy work does not fault its pages in again; small, much
// smaller and zeroed arrays get blocks of their own.
TEST(Runtime, TracebackFramesInnermostFirstAndResetByARaise) {
  pyrite_raise(PYRITE_KEY_ERROR, "stale");
  pyrite_traceback_add("m.py", "stale", 1);
  pyrite_raise(PYRITE_VALUE_ERROR, "bad");
  EXPECT_EQ(pyrite_error_frame_count(), 0);
  pyrite_traceback_add("m.py", "inner", 7);
  pyrite_traceback_add("m.py", "outer", 12);
  ASSERT_EQ(pyrite_error_frame_count(), 2);
  const char *file = nullptr, *function = nullptr;
  EXPECT_EQ(pyrite_error_frame(0, &file, &function), 7);
  EXPECT_STREQ(file, "m.py");
  EXPECT_STREQ(function, "inner");
  EXPECT_EQ(pyrite_error_frame(1, &file, &function), 12);
  EXPECT_STREQ(function, "outer");
  EXPECT_EQ(pyrite_error_frame(2, &file, &function), 0);
  // Deep recursion keeps the innermost 64 frames.
  for (int i = 0; i < 100; ++i)
    pyrite_traceback_add("m.py", "deep", 100 + i);
  EXPECT_EQ(pyrite_error_frame_count(), 64);
  EXPECT_EQ(pyrite_error_frame(63, &file, &function), 161);
  pyrite_error_clear();
  EXPECT_EQ(pyrite_error_frame_count(), 0);
}

TEST(Runtime, BigArrayBlocksAreReused) {
#if defined(__SANITIZE_ADDRESS__)
  GTEST_SKIP() << "under AddressSanitizer every block is freed at once";
#endif
  pyrite_array_cache_release();
  const int64_t big = 16 << 20;
  int64_t mark = pyrite_arena_mark();
  void *first = pyrite_array_alloc(big, 0);
  ASSERT_NE(first, nullptr);
  pyrite_arena_release(mark);
  void *again = pyrite_array_alloc(big - 4096, 0);
  EXPECT_EQ(again, first); // a block with at most half to spare
  pyrite_array_release(again);
  void *quarter = pyrite_array_alloc(big / 4, 0); // would waste three quarters
  EXPECT_NE(quarter, first);
  void *zeroed = pyrite_array_alloc(big, 1); // calloc's pages, zero
  EXPECT_NE(zeroed, first);
  EXPECT_EQ(static_cast<char *>(zeroed)[big - 1], 0);
  void *small = pyrite_array_alloc(4096, 0);
  pyrite_arena_release(mark);
  // Four kept at most: six big arrays released, the next four arrays take
  // four different of their blocks.
  void *blocks[6];
  for (void *&block : blocks)
    block = pyrite_array_alloc(big, 0);
  pyrite_arena_release(mark);
  std::set<void *> reused;
  for (int i = 0; i < 4; ++i) {
    void *block = pyrite_array_alloc(big, 0);
    if (std::find(std::begin(blocks), std::end(blocks), block) != std::end(blocks))
      reused.insert(block);
  }
  EXPECT_EQ(reused.size(), 4u);
  pyrite_arena_release(mark);
  pyrite_array_cache_release();
  void *fresh = pyrite_array_alloc(big, 0);
  EXPECT_NE(fresh, nullptr);
  pyrite_arena_release(mark);
  pyrite_array_cache_release();
  (void)small;
}

TEST(Runtime, ArraysThatOverlapThemselves) {
  struct Layout {
    std::vector<int64_t> sizes, strides;
    int32_t overlaps;
  };
  const Layout layouts[] = {
      {{4}, {1}, 0},           {{4}, {-2}, 0},       {{4}, {0}, 1},  // a row, reversed, broadcast
      {{1}, {0}, 0},           {{0}, {0}, 0},                         // one element, none
      {{3, 4}, {4, 1}, 0},     {{3, 4}, {1, 3}, 0},  {{3, 4}, {-4, -1}, 0}, // C, F, reversed
      {{3, 4}, {8, 2}, 0},     {{3, 1}, {1, 7}, 0},                   // strided, size-1 axis
      {{3, 4}, {2, 1}, 1},     {{3, 4}, {1, 1}, 1},  {{3, 4}, {0, 1}, 1}, // interleaved, stretched
      {{2, 3, 4}, {12, 1, 3}, 0}, {{2, 3, 4}, {6, 4, 1}, 1}};
  for (const Layout &l : layouts)
    EXPECT_EQ(pyrite_array_overlaps_itself((int32_t)l.sizes.size(), l.sizes.data(), l.strides.data()),
              l.overlaps)
        << "sizes " << l.sizes[0] << "... strides " << l.strides[0] << "...";
}

TEST(Runtime, AxisReductionsWriteByTheResultsStrides) {
  // x[i][j][k] = 100 i + 10 j + k, C-ordered (2, 3, 4), reduced along axis
  // 1 into a (2, 4) result laid out F-ordered: item i + 2 k.
  std::vector<int64_t> ints(24);
  std::vector<double> floats(24);
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 3; ++j)
      for (int k = 0; k < 4; ++k)
        floats[i * 12 + j * 4 + k] = ints[i * 12 + j * 4 + k] = 100 * i + 10 * j + k;
  auto descriptor = [](const void *data) {
    return std::vector<int64_t>{0, (int64_t)(intptr_t)data, 0, 2, 3, 4, 12, 4, 1};
  };
  const int64_t fOrder[] = {1, 0, 2}; // items per input axis; axis 1's unused
  std::vector<int64_t> f = descriptor(floats.data()), i = descriptor(ints.data());
  double sums[8];
  ASSERT_EQ(pyrite_np_reduce(PYRITE_REDUCE_SUM, kDLFloat, 64, f.data(), 3, 1, sums, fOrder), 0);
  int64_t maxima[8], argmaxima[8];
  ASSERT_EQ(pyrite_np_reduce(PYRITE_REDUCE_MAX, kDLInt, 64, i.data(), 3, 1, maxima, fOrder), 0);
  ASSERT_EQ(pyrite_np_reduce(PYRITE_REDUCE_ARGMAX, kDLInt, 64, i.data(), 3, 1, argmaxima, fOrder),
            0);
  // The layout NumPy gives an F-ordered input's reduction along axis 1:
  // axis 0 fastest, then the reduced axis (one element), then axis 2.
  const int64_t fDescriptor[] = {0, 0, 0, 2, 3, 4, 1, 2, 6};
  int64_t laidOut[3];
  pyrite_reduce_layout(fDescriptor, 3, 1, laidOut);
  EXPECT_EQ(laidOut[0], 1);
  EXPECT_EQ(laidOut[1], 2);
  EXPECT_EQ(laidOut[2], 2);
  double rowMajor[8];
  ASSERT_EQ(pyrite_np_reduce(PYRITE_REDUCE_SUM, kDLFloat, 64, f.data(), 3, 1, rowMajor, nullptr),
            0);
  for (int a = 0; a < 2; ++a)
    for (int k = 0; k < 4; ++k) {
      EXPECT_EQ(sums[a + 2 * k], 300.0 * a + 30 + 3 * k) << a << ", " << k;
      EXPECT_EQ(rowMajor[a * 4 + k], 300.0 * a + 30 + 3 * k) << a << ", " << k;
      EXPECT_EQ(maxima[a + 2 * k], 100 * a + 20 + k) << a << ", " << k;
      EXPECT_EQ(argmaxima[a + 2 * k], 2) << a << ", " << k;
    }
}

} // namespace

// CPython sharing an arena buffer: adopted once (by the data of any array
// in it), then the arena drops its reference to the owner where it would
// have freed the block: the call's end, an early release, a result's deleter.
namespace {
struct FakeOwner {
  void *raw;
  void (*freeBlock)(void *);
  int references;
};
std::vector<FakeOwner *> adopted;
void *adoptBlock(void *raw, void (*freeBlock)(void *), const int64_t *, int32_t, int32_t,
                 int32_t) {
  adopted.push_back(new FakeOwner{raw, freeBlock, 1});
  return adopted.back();
}
void releaseOwner(void *owner) {
  auto *o = static_cast<FakeOwner *>(owner);
  if (--o->references == 0)
    o->freeBlock(o->raw); // as the real owner frees the block: the arena's way
}
const PyriteArrayOwnership fakeOwnership = {adoptBlock, releaseOwner};
} // namespace

TEST(Runtime, SharedArenaBuffersAreReleasedThroughTheirOwner) {
  adopted.clear();
  int64_t mark = pyrite_arena_mark();
  char *data = static_cast<char *>(pyrite_array_alloc(80, 0));
  ASSERT_NE(data, nullptr);
  int64_t whole[5] = {0, (int64_t)(intptr_t)data, 0, 10, 1};
  int64_t row[5] = {0, (int64_t)(intptr_t)data, 4, 3, 2}; // a view: same block
  EXPECT_EQ(pyrite_arena_shared(), 0);
  void *owner = pyrite_array_owner(row, 1, 2, 64, &fakeOwnership);
  ASSERT_EQ(adopted.size(), 1u);
  EXPECT_EQ(owner, adopted[0]);
  EXPECT_EQ(pyrite_array_owner(whole, 1, 2, 64, &fakeOwnership), owner); // once
  EXPECT_EQ(adopted.size(), 1u);
  EXPECT_EQ(pyrite_arena_shared(), 1);
  int64_t argument[5] = {0, (int64_t)(intptr_t)&mark, 0, 1, 1}; // not the arena's
  EXPECT_EQ(pyrite_array_owner(argument, 1, 0, 64, &fakeOwnership), nullptr);
  adopted[0]->references = 2; // CPython keeps it past the call
  pyrite_arena_release(mark);
  EXPECT_EQ(adopted[0]->references, 1);
  EXPECT_EQ(pyrite_arena_shared(), 0);
  releaseOwner(adopted[0]);
  delete adopted[0];

  // An early release, then a result's deleter.
  adopted.clear();
  data = static_cast<char *>(pyrite_array_alloc(16, 0));
  whole[1] = (int64_t)(intptr_t)data;
  whole[3] = 2;
  pyrite_array_owner(whole, 1, 2, 64, &fakeOwnership);
  pyrite_array_release(data);
  EXPECT_EQ(adopted[0]->references, 0);
  EXPECT_EQ(pyrite_arena_shared(), 0);
  delete adopted[0];
  adopted.clear();
  data = static_cast<char *>(pyrite_array_alloc(16, 0));
  whole[1] = (int64_t)(intptr_t)data;
  pyrite_array_owner(whole, 1, 2, 64, &fakeOwnership);
  auto *tensor = static_cast<DLManagedTensor *>(pyrite_array_export(whole, 1, 2, 64));
  ASSERT_NE(tensor, nullptr);
  EXPECT_EQ(pyrite_arena_shared(), 0); // the result took it over
  pyrite_arena_release(mark);
  EXPECT_EQ(adopted[0]->references, 1);
  tensor->deleter(tensor);
  EXPECT_EQ(adopted[0]->references, 0);
  delete adopted[0];
}

TEST(Runtime, ComplexPowFollowsCPython) {
  double r[2];
  // Integral exponents up to 100 by repeated products, as CPython's c_powi.
  ASSERT_EQ(pyrite_complex_pow(1.0, 1.0, 101.0, 0.0, r), 0);
  EXPECT_EQ(r[0], -1125899906842634.5);
  EXPECT_EQ(r[1], -1125899906842629.5);
  ASSERT_EQ(pyrite_complex_pow(0.5, 0.5, -3.0, 0.0, r), 0);
  EXPECT_EQ(r[0], -2.0);
  EXPECT_EQ(r[1], -2.0);
  // A product that overflows to nan+nanj is no error (CPython's answer).
  ASSERT_EQ(pyrite_complex_pow(1e200, 1e200, 2.0, 0.0, r), 0);
  EXPECT_TRUE(std::isnan(r[0]) && std::isnan(r[1]));
  EXPECT_EQ(pyrite_complex_pow(1e200, 1e200, 2.5, 0.0, r), -1);
  EXPECT_EQ(pyrite_error_kind(), PYRITE_OVERFLOW_ERROR);
  EXPECT_STREQ(pyrite_error_message(), "complex exponentiation");
  EXPECT_EQ(pyrite_complex_pow(0.0, 0.0, -1.0, 0.0, r), -1);
  EXPECT_EQ(pyrite_error_kind(), PYRITE_ZERO_DIVISION_ERROR);
  EXPECT_STREQ(pyrite_error_message(), "0.0 to a negative or complex power");
  pyrite_error_clear();
}

TEST(Runtime, ComplexAbsFollowsCPython) {
  double r;
  const double inf = std::numeric_limits<double>::infinity();
  ASSERT_EQ(pyrite_complex_abs(3.0, 4.0, &r), 0);
  EXPECT_EQ(r, 5.0);
  ASSERT_EQ(pyrite_complex_abs(std::nan(""), -inf, &r), 0); // an infinity wins over a NaN
  EXPECT_EQ(r, inf);
  EXPECT_EQ(pyrite_complex_abs(1.5e308, 1.5e308, &r), -1);
  EXPECT_EQ(pyrite_error_kind(), PYRITE_OVERFLOW_ERROR);
  EXPECT_STREQ(pyrite_error_message(), "absolute value too large");
  pyrite_error_clear();
}

// np.sort of values through the quicksort, with and without the AVX-512
// partitions (where the CPU has none, both runs take the scalar path): the
// stable sort's answer bit for bit, -0.0, 0.0 and NaNs in input order.
extern "C" void pyrite_sort_use_vectors(int enabled);

namespace {
template <typename T> std::vector<T> sortedByRuntime(const std::vector<T> &in, int code) {
  std::vector<T> out(in.size() + 1); // + 1: never an empty allocation
  const int64_t inDesc[] = {(int64_t)(intptr_t)in.data(), (int64_t)(intptr_t)in.data(), 0,
                            (int64_t)in.size(), 1};
  const int64_t outDesc[] = {(int64_t)(intptr_t)out.data(), (int64_t)(intptr_t)out.data(), 0,
                             (int64_t)in.size(), 1};
  EXPECT_EQ(pyrite_np_sort(0, code, 8 * sizeof(T), inDesc, 1, 0, outDesc, 1), 0);
  out.pop_back();
  return out;
}

template <typename T> std::vector<T> stablySorted(std::vector<T> v) {
  std::stable_sort(v.begin(), v.end(), [](T a, T b) { return a < b || (b != b && a == a); });
  return v;
}

template <typename T> void expectSortsLikeStableSort(int code, const std::vector<T> &pool) {
  std::mt19937_64 random(7);
  for (int vectors = 0; vectors < 2; ++vectors) {
    pyrite_sort_use_vectors(vectors);
    for (size_t n : {0, 1, 2, 5, 8, 9, 15, 16, 17, 31, 100, 1000, 4099}) {
      for (int form = 0; form < 4; ++form) {
        std::vector<T> in(n);
        for (size_t i = 0; i < n; ++i)
          in[i] = form == 0   ? pool[random() % pool.size()]                // many repeats
                  : form == 1 ? static_cast<T>(random() >> 8)               // distinct
                  : form == 2 ? static_cast<T>(n - i)                       // descending
                              : static_cast<T>(i % 7 == 3 ? 0 : i);         // nearly sorted
        std::vector<T> got = sortedByRuntime(in, code), expected = stablySorted(in);
        EXPECT_EQ(0, std::memcmp(got.data(), expected.data(), n * sizeof(T)))
            << "n " << n << " form " << form << " vectors " << vectors;
      }
    }
  }
  pyrite_sort_use_vectors(1);
}
} // namespace

TEST(Runtime, ValueSortsEqualTheStableSort) {
  const double nan = std::numeric_limits<double>::quiet_NaN(),
               inf = std::numeric_limits<double>::infinity();
  expectSortsLikeStableSort<double>(kDLFloat, {0.0, -0.0, nan, -nan, 1.5, -1.5, inf, -inf, 3.0});
  expectSortsLikeStableSort<float>(kDLFloat, {0.0f, -0.0f, (float)nan, -(float)nan, 1.5f, -(float)inf});
  expectSortsLikeStableSort<int64_t>(kDLInt, {0, -1, 5, INT64_MIN, INT64_MAX});
  expectSortsLikeStableSort<uint64_t>(kDLUInt, {0, 1, UINT64_MAX, 1ull << 63});
  expectSortsLikeStableSort<int32_t>(kDLInt, {0, -1, INT32_MIN, INT32_MAX});
  expectSortsLikeStableSort<uint32_t>(kDLUInt, {0, 3, UINT32_MAX, 1u << 31});
  expectSortsLikeStableSort<int16_t>(kDLInt, {0, -1, INT16_MIN, INT16_MAX});
  expectSortsLikeStableSort<uint8_t>(kDLUInt, {0, 1, 255});
}
