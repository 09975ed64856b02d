//===- CPythonBridgeTest.cpp - The CPython bridge from a C program --------===//
//
// Runs as a deployed C program does: no interpreter until the bridge's first
// call starts one, the module's namespace made by running its source, the
// GIL released between calls. Fallback sites are built by hand as compiled
// code emits them; checks on Python values run as expression sites, so the
// test needs nothing from the bridge but its C API.
//
//===----------------------------------------------------------------------===//
#include "pyrite/CPythonBridge.h"
#include "pyrite/Runtime.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstddef>
#include <cstring>
#include <deque>
#include <memory>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace {

// The layout compiled code emits: {ptr x 4} and {ptr x 5, i32 x 6}.
static_assert(sizeof(PyriteModule) == 32 && offsetof(PyriteModule, source) == 24);
static_assert(sizeof(PyriteFallbackSite) == 64 && offsetof(PyriteFallbackSite, reads) == 40 &&
              offsetof(PyriteFallbackSite, line) == 48 &&
              offsetof(PyriteFallbackSite, form) == 56);

const char kSource[] = R"PY(import math
K = {'a': 1}


def helper(x):
    return x * 2


class MyError(Exception):
    pass
)PY";

PyriteModule demo = {nullptr, "/pyrite-bridge-test/bridge_demo.py", "bridge_demo", kSource};

/// A site and the strings it points to, kept for the whole run (the bridge
/// caches the site's function in it).
struct Site {
  std::string source, names, function;
  PyriteFallbackSite site{};
};
std::deque<std::unique_ptr<Site>> sites;

PyriteFallbackSite *makeSite(std::string source, const std::vector<std::string> &reads,
                             const std::vector<std::string> &writes, int line = 20,
                             int column = 5, bool expression = false,
                             PyriteModule *module = &demo, const char *function = "compute") {
  auto s = std::make_unique<Site>();
  s->source = std::move(source);
  for (const auto &name : reads)
    s->names += name + '\0';
  for (const auto &name : writes)
    s->names += name + '\0';
  s->function = function;
  s->site.module = module;
  s->site.source = s->source.c_str();
  s->site.names = s->names.c_str();
  s->site.function_name = s->function.c_str();
  s->site.reads = (int32_t)reads.size();
  s->site.writes = (int32_t)writes.size();
  s->site.line = line;
  s->site.column = column;
  s->site.form = expression ? PYRITE_SITE_EXPRESSION : PYRITE_SITE_STATEMENT;
  sites.push_back(std::move(s));
  return &sites.back()->site;
}

/// Moves what CPython raised into the runtime, as compiled code does.
void moveError() {
  pyrite_raise_foreign(pyrite_cpython_error_name(), pyrite_cpython_error_message(),
                       pyrite_cpython_error_take(),
                       (void (*)(void *))pyrite_cpython_error_release_function());
}

/// "Class: message" of what the last bridge call raised (then cleared).
std::string raised() {
  moveError();
  std::string text = std::string(pyrite_error_name()) + ": " + pyrite_error_message();
  pyrite_error_clear();
  return text;
}

/// Evaluates `expression` with `bindings` as its variables; the caller owns
/// the result. Fails the test (and returns NULL) when it raises.
void *eval(const std::string &expression,
           const std::vector<std::pair<std::string, void *>> &bindings = {}) {
  std::vector<std::string> names;
  std::vector<void *> values;
  for (const auto &[name, value] : bindings) {
    names.push_back(name);
    values.push_back(value);
  }
  PyriteFallbackSite *site = makeSite(expression, names, {}, 1, 1, true, &demo, "check");
  void *result = nullptr;
  if (pyrite_fallback_run(site, values.data(), &result) != 0)
    ADD_FAILURE() << expression << " raised " << raised();
  return result;
}

/// Whether `expression` is true (exactly True) with `bindings`.
bool holds(const std::string &expression,
           const std::vector<std::pair<std::string, void *>> &bindings = {}) {
  void *result = eval(expression, bindings);
  int8_t truth = 0;
  if (result && pyrite_object_to_bool(result, "check", &truth) != 0)
    ADD_FAILURE() << expression << ": " << raised();
  pyrite_object_decref(result);
  return truth;
}

int64_t toInt(void *object) {
  int64_t value = -1;
  EXPECT_EQ(pyrite_object_to_int(object, "value", &value), 0);
  return value;
}

int64_t refcount(void *object) {
  void *args[] = {object};
  void *count = pyrite_object_call("sys.getrefcount", args, 1);
  int64_t value = toInt(count);
  pyrite_object_decref(count);
  return value;
}

TEST(CPythonBridge, StatementReadsAndWrites) {
  PyriteFallbackSite *site = makeSite("y = helper(x) + K['a']", {"x"}, {"y"});
  void *x = pyrite_object_from_int(20);
  void *reads[] = {x}, *results[1] = {nullptr};
  ASSERT_EQ(pyrite_fallback_run(site, reads, results), 0) << raised();
  EXPECT_EQ(toInt(results[0]), 41);
  pyrite_object_decref(results[0]);
  pyrite_object_decref(x);
  EXPECT_NE(demo.globals, nullptr) << "the first fallback made the module's namespace";
}

TEST(CPythonBridge, LeavingStatementHandsBackHowItEnded) {
  // Line 2: the site's prologue renumbers (the AST path for early lines).
  for (int32_t line : {2, 40}) {
    PyriteFallbackSite *site = makeSite(
        "for k in d:\n"
        "        def inner():\n"
        "            return 'not this one'\n"
        "        if d[k] > n:\n"
        "            return k\n"
        "        last = k",
        {"d", "n"}, {"k", "inner", "last"}, line, 5);
    site->form = PYRITE_SITE_LEAVING;
    void *d = eval("{'a': 1, 'b': 5}");
    for (int64_t limit : {3, 9}) {
      void *n = pyrite_object_from_int(limit);
      void *reads[] = {d, n}, *results[5] = {};
      ASSERT_EQ(pyrite_fallback_run(site, reads, results), 0) << raised();
      if (limit == 3) { // returned 'b': nothing written
        EXPECT_EQ((intptr_t)results[4], PYRITE_SITE_RETURNED);
        EXPECT_TRUE(holds("r == 'b'", {{"r", results[3]}}));
        EXPECT_EQ(results[0], nullptr);
        EXPECT_EQ(results[2], nullptr);
      } else { // ran to its end: the writes, no value
        EXPECT_EQ((intptr_t)results[4], PYRITE_SITE_ENDED);
        EXPECT_EQ(results[3], nullptr);
        EXPECT_TRUE(holds("k == 'b' and last == 'b'", {{"k", results[0]}, {"last", results[2]}}));
      }
      for (void *r : {results[0], results[1], results[2], results[3]})
        pyrite_object_decref(r);
      pyrite_object_decref(n);
    }
    pyrite_object_decref(d);
  }
  // A break of the loop around the statement (not of its own loop) keeps
  // what the statement wrote before it; a continue likewise.
  PyriteFallbackSite *site = makeSite(
      "try:\n"
      "        v = d[k]\n"
      "        for i in range(3):\n"
      "            break\n"
      "        if v < 0:\n"
      "            continue\n"
      "    except KeyError:\n"
      "        break",
      {"d", "k"}, {"v", "i"}, 30, 5);
  site->form = PYRITE_SITE_LEAVING;
  void *d = eval("{'a': 1, 'b': -1}");
  for (auto [key, how] : {std::pair<const char *, intptr_t>{"'a'", PYRITE_SITE_ENDED},
                          {"'b'", PYRITE_SITE_CONTINUED},
                          {"'c'", PYRITE_SITE_BROKE}}) {
    void *k = eval(key);
    void *reads[] = {d, k}, *results[4] = {};
    ASSERT_EQ(pyrite_fallback_run(site, reads, results), 0) << raised();
    EXPECT_EQ((intptr_t)results[3], how) << key;
    EXPECT_EQ(results[2], nullptr);
    if (how != PYRITE_SITE_BROKE)
      EXPECT_TRUE(holds("v == d[k] and i == 0", {{"v", results[0]}, {"i", results[1]},
                                                 {"d", d}, {"k", k}}));
    else
      EXPECT_EQ(results[0], nullptr);
    pyrite_object_decref(results[0]);
    pyrite_object_decref(results[1]);
    pyrite_object_decref(k);
  }
  pyrite_object_decref(d);
}

TEST(CPythonBridge, ExpressionSite) {
  PyriteFallbackSite *site = makeSite("[i * i for i in range(n)]", {"n"}, {}, 20, 12, true);
  void *n = pyrite_object_from_int(5);
  void *reads[] = {n}, *result = nullptr;
  ASSERT_EQ(pyrite_fallback_run(site, reads, &result), 0) << raised();
  EXPECT_TRUE(holds("r == [0, 1, 4, 9, 16]", {{"r", result}}));
  void *args[] = {result};
  void *length = pyrite_object_call("len", args, 1);
  EXPECT_EQ(toInt(length), 5);
  pyrite_object_decref(length);
  pyrite_object_decref(result);
  pyrite_object_decref(n);
}

TEST(CPythonBridge, WriteThatStaysUnboundIsNull) {
  PyriteFallbackSite *site = makeSite("if flag: z = 1", {"flag"}, {"z"});
  void *no = pyrite_object_from_bool(0), *yes = pyrite_object_from_bool(1);
  void *reads[] = {no}, *results[1] = {nullptr};
  ASSERT_EQ(pyrite_fallback_run(site, reads, results), 0) << raised();
  EXPECT_EQ(results[0], nullptr);
  reads[0] = yes;
  ASSERT_EQ(pyrite_fallback_run(site, reads, results), 0) << raised();
  EXPECT_EQ(toInt(results[0]), 1);
  pyrite_object_decref(results[0]);
  pyrite_object_decref(no);
  pyrite_object_decref(yes);
}

TEST(CPythonBridge, UnboundReadIsUnboundInside) {
  PyriteFallbackSite *site =
      makeSite("try:\n        x += 1\n    except UnboundLocalError:\n        x = 7", {"x"}, {"x"});
  void *reads[] = {nullptr}, *results[1] = {nullptr};
  ASSERT_EQ(pyrite_fallback_run(site, reads, results), 0) << raised();
  EXPECT_EQ(toInt(results[0]), 7);
  pyrite_object_decref(results[0]);
  void *one = pyrite_object_from_int(1);
  reads[0] = one;
  ASSERT_EQ(pyrite_fallback_run(site, reads, results), 0) << raised();
  EXPECT_EQ(toInt(results[0]), 2);
  pyrite_object_decref(results[0]);
  pyrite_object_decref(one);
  // Unhandled, CPython's own message.
  PyriteFallbackSite *reader = makeSite("y = x", {"x"}, {"y"});
  reads[0] = nullptr;
  ASSERT_EQ(pyrite_fallback_run(reader, reads, results), -1);
  EXPECT_EQ(raised(), "UnboundLocalError: cannot access local variable 'x' where it is not "
                      "associated with a value");
}

TEST(CPythonBridge, KeyErrorCarriesItsObject) {
  PyriteFallbackSite *site = makeSite("v = K[key]", {"key"}, {"v"});
  void *key = eval("'b'");
  void *reads[] = {key}, *results[1] = {nullptr};
  ASSERT_EQ(pyrite_fallback_run(site, reads, results), -1);
  moveError();
  EXPECT_EQ(pyrite_error_kind(), PYRITE_KEY_ERROR);
  EXPECT_STREQ(pyrite_error_name(), "KeyError");
  EXPECT_STREQ(pyrite_error_message(), "'b'");
  void *exception = pyrite_error_take_payload();
  ASSERT_NE(exception, nullptr);
  EXPECT_TRUE(holds("type(e) is KeyError and e.args == ('b',)", {{"e", exception}}));
  pyrite_object_decref(exception);
  pyrite_error_clear();
  pyrite_object_decref(key);
}

TEST(CPythonBridge, ExceptionOfTheModulesOwnClass) {
  PyriteFallbackSite *site = makeSite("raise MyError('bad thing')", {}, {});
  ASSERT_EQ(pyrite_fallback_run(site, nullptr, nullptr), -1);
  moveError();
  EXPECT_EQ(pyrite_error_kind(), PYRITE_FOREIGN_ERROR);
  EXPECT_STREQ(pyrite_error_name(), "MyError");
  EXPECT_STREQ(pyrite_error_message(), "bad thing");
  pyrite_error_clear(); // releases the exception object
  // A class's name, without its module's (json.decoder.JSONDecodeError).
  PyriteFallbackSite *decoding = makeSite("__import__('json').loads('{')", {}, {}, 20, 5, true);
  void *result = nullptr;
  ASSERT_EQ(pyrite_fallback_run(decoding, nullptr, &result), -1);
  EXPECT_EQ(raised(), "JSONDecodeError: Expecting property name enclosed in double quotes: "
                      "line 1 column 2 (char 1)");
}

TEST(CPythonBridge, SiteFunctionIsBuiltOnceOverTheModuleNamespace) {
  PyriteFallbackSite *site = makeSite("K[name] = value", {"name", "value"}, {});
  void *name = eval("'c'"), *value = pyrite_object_from_int(3);
  void *reads[] = {name, value};
  EXPECT_EQ(site->function, nullptr);
  ASSERT_EQ(pyrite_fallback_run(site, reads, nullptr), 0) << raised();
  void *function = site->function;
  ASSERT_NE(function, nullptr);
  ASSERT_EQ(pyrite_fallback_run(site, reads, nullptr), 0) << raised();
  EXPECT_EQ(site->function, function);
  // It wrote the module's own dict, which it reads live, and added nothing.
  EXPECT_TRUE(holds("K == {'a': 1, 'c': 3}"));
  EXPECT_TRUE(holds("f.__name__ == 'compute' and f.__globals__ is globals()",
                    {{"f", function}}));
  EXPECT_TRUE(holds("not any(n.startswith('__pyrite') for n in globals())"));
  EXPECT_TRUE(holds("__name__ == 'bridge_demo' and __import__('sys').modules[__name__].K is K"));
  EXPECT_TRUE(holds("__file__ == '/pyrite-bridge-test/bridge_demo.py'"));
  EXPECT_TRUE(holds("__import__('sys').path[0] == '/pyrite-bridge-test'"));
  EXPECT_TRUE(holds("K.pop('c') == 3"));
  pyrite_object_decref(name);
  pyrite_object_decref(value);
}

TEST(CPythonBridge, MultiLineStatementIsReindented) {
  // As it stands in the file, inside a function: `for` at column 5.
  const char *loop = "for i in range(n):\n"
                     "        if i % 2:\n"
                     "            total += i\n"
                     "        else:\n"
                     "            total -= 1\n"
                     "\n"
                     "        # a comment, then a line continued in brackets\n"
                     "        total = (total +\n"
                     "  0)";
  PyriteFallbackSite *site = makeSite(loop, {"n", "total"}, {"total", "i"}, 30, 5);
  void *n = pyrite_object_from_int(5), *total = pyrite_object_from_int(0);
  void *reads[] = {n, total}, *results[2] = {nullptr, nullptr};
  ASSERT_EQ(pyrite_fallback_run(site, reads, results), 0) << raised();
  EXPECT_EQ(toInt(results[0]), 1); // -1, 0, -1, 2, 1
  EXPECT_EQ(toInt(results[1]), 4);
  pyrite_object_decref(results[0]);
  pyrite_object_decref(results[1]);
  pyrite_object_decref(n);
  pyrite_object_decref(total);
}

TEST(CPythonBridge, LinesInsideStringsKeepTheirText) {
  PyriteFallbackSite *site = makeSite("s = \"\"\"a\n        b\nc\"\"\" + 'x\\\n    y'", {}, {"s"}, 30, 9);
  void *results[1] = {nullptr};
  ASSERT_EQ(pyrite_fallback_run(site, nullptr, results), 0) << raised();
  EXPECT_TRUE(holds("s == 'a\\n        b\\ncx    y'", {{"s", results[0]}}));
  pyrite_object_decref(results[0]);
  // An expression over several lines, and one starting mid-line.
  PyriteFallbackSite *expression =
      makeSite("sorted(\n            [3, 1, 2],\n    reverse=True)", {}, {}, 30, 17, true);
  void *result = nullptr;
  ASSERT_EQ(pyrite_fallback_run(expression, nullptr, &result), 0) << raised();
  EXPECT_TRUE(holds("r == [3, 2, 1]", {{"r", result}}));
  pyrite_object_decref(result);
}

/// tb_lineno of the last entry of the exception `e`'s __traceback__,
/// checked to be in `function`.
int64_t innermostLine(void *e, const char *function) {
  void *tb = eval("(lambda last: last(last, e.__traceback__))("
                  "lambda last, tb: tb if tb.tb_next is None else last(last, tb.tb_next))",
                  {{"e", e}});
  EXPECT_TRUE(holds(std::string("tb.tb_next is None and tb.tb_frame.f_code.co_name == '") +
                        function + "'",
                    {{"tb", tb}}));
  void *line = pyrite_object_getattr(tb, "tb_lineno");
  int64_t value = toInt(line);
  pyrite_object_decref(line);
  pyrite_object_decref(tb);
  return value;
}

TEST(CPythonBridge, TracebacksShowTheFilesLine) {
  struct Case {
    int line;
    std::vector<std::string> reads;
  } cases[] = {{40, {"d"}}, {3, {"d"}}, {3, {"d", "e"}}, {2, {"d", "e", "f"}}, {1, {"d"}}};
  for (const Case &c : cases) {
    // Lines 1 to 3 leave no room above for the def and one line per read.
    PyriteFallbackSite *site =
        makeSite("x = 1\n    r = x // d", c.reads, {"r"}, c.line, 5, false, &demo, "divide");
    void *zero = pyrite_object_from_int(0);
    std::vector<void *> reads(c.reads.size(), zero);
    void *results[1] = {nullptr};
    ASSERT_EQ(pyrite_fallback_run(site, reads.data(), results), -1);
    moveError();
    EXPECT_EQ(pyrite_error_kind(), PYRITE_ZERO_DIVISION_ERROR);
    void *exception = pyrite_error_take_payload();
    ASSERT_NE(exception, nullptr);
    EXPECT_EQ(innermostLine(exception, "divide"), c.line + 1) << "site at line " << c.line;
    pyrite_object_decref(exception);
    pyrite_error_clear();
    pyrite_object_decref(zero);
  }
}

TEST(CPythonBridge, SyntaxErrorIsReported) {
  PyriteFallbackSite *site = makeSite("y = (1 +", {}, {"y"}, 40, 5);
  void *results[1] = {nullptr};
  ASSERT_EQ(pyrite_fallback_run(site, nullptr, results), -1);
  EXPECT_EQ(raised(), "SyntaxError: '(' was never closed (bridge_demo.py, line 40)");
  PyriteFallbackSite *early = makeSite("y = (1 +", {"a", "b"}, {"y"}, 2, 5);
  void *reads[] = {nullptr, nullptr};
  ASSERT_EQ(pyrite_fallback_run(early, reads, results), -1);
  EXPECT_EQ(raised(), "SyntaxError: '(' was never closed (bridge_demo.py, line 2)");
  EXPECT_EQ(early->function, nullptr);
}

TEST(CPythonBridge, BoxAndUnbox) {
  void *i = pyrite_object_from_int(INT64_MIN);
  EXPECT_EQ(toInt(i), INT64_MIN);
  void *f = pyrite_object_from_float(0.1);
  double d = 0;
  EXPECT_EQ(pyrite_object_to_float(f, "x", &d), 0);
  EXPECT_EQ(d, 0.1);
  EXPECT_EQ(pyrite_object_to_float(i, "x", &d), 0) << "an int is a float";
  EXPECT_EQ(d, -9223372036854775808.0);
  void *t = pyrite_object_from_bool(7), *none = pyrite_object_none();
  EXPECT_TRUE(holds("t is True and n is None", {{"t", t}, {"n", none}}));
  int8_t b = 0;
  EXPECT_EQ(pyrite_object_to_bool(t, "flag", &b), 0);
  EXPECT_EQ(b, 1);
  EXPECT_EQ(toInt(t), 1) << "a bool is an int";

  void *big = eval("2 ** 70");
  int64_t n = 0;
  EXPECT_EQ(pyrite_object_to_int(big, "variable 'n'", &n), -1);
  EXPECT_EQ(raised(), "OverflowError: Python int too large to convert to C long");
  void *text = eval("'12'");
  EXPECT_EQ(pyrite_object_to_int(text, "variable 'n'", &n), -1);
  EXPECT_EQ(raised(), "TypeError: variable 'n' must be int, not str");
  EXPECT_EQ(pyrite_object_to_float(text, "variable 'x'", &d), -1);
  EXPECT_EQ(raised(), "TypeError: variable 'x' must be float, not str");
  EXPECT_EQ(pyrite_object_to_bool(i, "variable 'flag'", &b), -1);
  EXPECT_EQ(raised(), "TypeError: variable 'flag' must be bool, not int");
  EXPECT_EQ(pyrite_object_to_float(f, "variable 'x'", &d), 0);
  EXPECT_EQ(pyrite_object_to_int(f, "variable 'n'", &n), -1);
  EXPECT_EQ(raised(), "TypeError: variable 'n' must be int, not float");
  EXPECT_EQ(pyrite_object_to_int(nullptr, "variable 'n'", &n), -1);
  EXPECT_EQ(raised(), "UnboundLocalError: cannot access local variable 'n' where it is not "
                      "associated with a value");
  EXPECT_EQ(pyrite_object_to_float(nullptr, "the result", &d), -1);
  EXPECT_EQ(raised(), "UnboundLocalError: the result is unbound");
  // __index__ and __float__ count.
  void *fraction = eval("__import__('fractions').Fraction(1, 4)");
  EXPECT_EQ(pyrite_object_to_float(fraction, "x", &d), 0);
  EXPECT_EQ(d, 0.25);
  for (void *o : {i, f, t, none, big, text, fraction})
    pyrite_object_decref(o);
}

TEST(CPythonBridge, InPlaceAddExtendsTheList) {
  void *list = eval("[1, 2]"), *more = eval("[3]");
  void *sum = pyrite_object_binary(PYRITE_OBJ_ADD, 0, list, more);
  EXPECT_NE(sum, list);
  void *extended = pyrite_object_binary(PYRITE_OBJ_ADD, 1, list, more);
  EXPECT_EQ(extended, list);
  EXPECT_TRUE(holds("a == [1, 2, 3] and b == [1, 2, 3]", {{"a", list}, {"b", sum}}));
  void *seven = pyrite_object_from_int(7), *two = pyrite_object_from_int(2);
  struct {
    int32_t op;
    const char *expected;
  } ops[] = {{PYRITE_OBJ_SUB, "5"},     {PYRITE_OBJ_MUL, "14"},     {PYRITE_OBJ_TRUEDIV, "3.5"},
             {PYRITE_OBJ_FLOORDIV, "3"}, {PYRITE_OBJ_MOD, "1"},      {PYRITE_OBJ_POW, "49"},
             {PYRITE_OBJ_LSHIFT, "28"}, {PYRITE_OBJ_RSHIFT, "1"},   {PYRITE_OBJ_AND, "2"},
             {PYRITE_OBJ_OR, "7"},      {PYRITE_OBJ_XOR, "5"}};
  for (auto op : ops) {
    void *r = pyrite_object_binary(op.op, 0, seven, two);
    EXPECT_TRUE(holds(std::string("r == ") + op.expected, {{"r", r}})) << op.op;
    pyrite_object_decref(r);
  }
  EXPECT_EQ(pyrite_object_binary(PYRITE_OBJ_MATMUL, 0, seven, two), nullptr);
  EXPECT_EQ(raised().rfind("TypeError: unsupported operand type(s) for @", 0), 0u);
  for (void *o : {list, more, sum, extended, seven, two})
    pyrite_object_decref(o);
}

TEST(CPythonBridge, CompareTruthUnary) {
  void *two = pyrite_object_from_int(2), *three = pyrite_object_from_float(3.0);
  void *lt = pyrite_object_compare(PYRITE_OBJ_LT, two, three);
  void *eq = pyrite_object_compare(PYRITE_OBJ_EQ, two, three);
  EXPECT_TRUE(holds("lt is True and eq is False", {{"lt", lt}, {"eq", eq}}));
  EXPECT_EQ(pyrite_object_truth(lt), 1);
  EXPECT_EQ(pyrite_object_truth(eq), 0);
  void *empty = eval("[]");
  EXPECT_EQ(pyrite_object_truth(empty), 0);
  void *negative = pyrite_object_unary(PYRITE_OBJ_NEG, two);
  void *inverted = pyrite_object_unary(PYRITE_OBJ_INVERT, two);
  void *notEmpty = pyrite_object_unary(PYRITE_OBJ_NOT, empty);
  EXPECT_TRUE(holds("a == -2 and b == -3 and c is True",
                    {{"a", negative}, {"b", inverted}, {"c", notEmpty}}));
  EXPECT_EQ(pyrite_object_truth(nullptr), -1);
  EXPECT_EQ(raised(), "UnboundLocalError: local variable is unbound");
  EXPECT_EQ(pyrite_object_compare(PYRITE_OBJ_LT, two, nullptr), nullptr);
  EXPECT_EQ(raised(), "UnboundLocalError: local variable is unbound");
  EXPECT_EQ(pyrite_object_compare(PYRITE_OBJ_LT, two, empty), nullptr);
  EXPECT_EQ(raised(), "TypeError: '<' not supported between instances of 'int' and 'list'");
  for (void *o : {two, three, lt, eq, empty, negative, inverted, notEmpty})
    pyrite_object_decref(o);
}

TEST(CPythonBridge, CallsBuiltinsAndModuleFunctions) {
  void *list = eval("[1, 2, 3]");
  void *args[] = {list};
  void *length = pyrite_object_call("len", args, 1);
  EXPECT_EQ(toInt(length), 3);
  void *two = pyrite_object_from_float(2.0);
  args[0] = two;
  void *root = pyrite_object_call("math.sqrt", args, 1);
  double d = 0;
  EXPECT_EQ(pyrite_object_to_float(root, "x", &d), 0);
  EXPECT_EQ(d, std::sqrt(2.0));
  void *joined = pyrite_object_call("os.path.join", nullptr, 0);
  EXPECT_EQ(joined, nullptr);
  EXPECT_EQ(raised().rfind("TypeError: join() missing 1 required positional argument", 0), 0u);
  EXPECT_EQ(pyrite_object_call("no_such_builtin", nullptr, 0), nullptr);
  EXPECT_EQ(raised(), "NameError: name 'no_such_builtin' is not defined");
  EXPECT_EQ(pyrite_object_call("no_such_module.f", nullptr, 0), nullptr);
  EXPECT_EQ(raised(), "ModuleNotFoundError: No module named 'no_such_module'");
  args[0] = nullptr;
  EXPECT_EQ(pyrite_object_call("len", args, 1), nullptr);
  EXPECT_EQ(raised(), "UnboundLocalError: local variable is unbound");
  // The callee is looked up at each call: a rebinding counts.
  void *before = eval("math.sqrt");
  pyrite_object_decref(eval("setattr(math, 'sqrt', lambda x: -1.0)"));
  args[0] = two;
  void *patched = pyrite_object_call("math.sqrt", args, 1);
  EXPECT_EQ(pyrite_object_to_float(patched, "x", &d), 0);
  EXPECT_EQ(d, -1.0);
  pyrite_object_decref(eval("setattr(math, 'sqrt', f)", {{"f", before}}));
  for (void *o : {list, length, two, root, before, patched})
    pyrite_object_decref(o);
}

TEST(CPythonBridge, Subscripts) {
  void *dict = eval("{'a': 1}");
  void *key = eval("'b'");
  void *value = pyrite_object_from_int(7);
  EXPECT_EQ(pyrite_object_setitem(dict, key, value), 0);
  void *read = pyrite_object_getitem(dict, key);
  EXPECT_EQ(read, value); // the stored object itself
  void *missing = pyrite_object_from_int(3);
  EXPECT_EQ(pyrite_object_getitem(dict, missing), nullptr);
  EXPECT_EQ(raised(), "KeyError: 3");
  void *list = eval("[1, 2]");
  EXPECT_EQ(pyrite_object_setitem(list, key, value), -1);
  EXPECT_EQ(raised(), "TypeError: list indices must be integers or slices, not str");
  EXPECT_EQ(pyrite_object_setitem(dict, key, nullptr), -1);
  EXPECT_EQ(raised(), "UnboundLocalError: local variable is unbound");
  EXPECT_EQ(pyrite_object_getitem(nullptr, key), nullptr);
  EXPECT_EQ(raised(), "UnboundLocalError: local variable is unbound");
  for (void *o : {dict, key, value, read, missing, list})
    pyrite_object_decref(o);
}

TEST(CPythonBridge, NumPyScalars) {
  float value = 0.1f;
  void *scalar = pyrite_object_from_npscalar(&value, 2, 32);
  if (!scalar) {
    std::string error = raised();
    if (error.rfind("ModuleNotFoundError", 0) == 0)
      GTEST_SKIP() << error;
    FAIL() << error;
  }
  EXPECT_TRUE(holds("type(v).__name__ == 'float32' and float(v) == 0.10000000149011612",
                    {{"v", scalar}}));
  uint16_t half = 0x3c00; // 1.0
  void *h = pyrite_object_from_npscalar(&half, 2, 16);
  int8_t i8 = -5;
  void *small = pyrite_object_from_npscalar(&i8, 0, 8);
  uint64_t u64 = UINT64_MAX;
  void *large = pyrite_object_from_npscalar(&u64, 1, 64);
  uint8_t truth = 1;
  void *flag = pyrite_object_from_npscalar(&truth, 6, 8);
  EXPECT_TRUE(holds("type(h).__name__ == 'float16' and h == 1.0 and "
                    "type(s).__name__ == 'int8' and s == -5 and "
                    "type(u).__name__ == 'uint64' and u == 2**64 - 1 and "
                    "type(b).__name__ in ('bool', 'bool_') and b",
                    {{"h", h}, {"s", small}, {"u", large}, {"b", flag}}));
  int8_t b = 0;
  EXPECT_EQ(pyrite_object_to_bool(flag, "flag", &b), 0) << "numpy.bool_ is a bool";
  EXPECT_EQ(b, 1);
  EXPECT_EQ(toInt(small), -5);
  EXPECT_EQ(pyrite_object_from_npscalar(&value, 2, 8), nullptr);
  EXPECT_EQ(raised(), "SystemError: no NumPy scalar of DLPack code 2 and 8 bits");
  for (void *o : {scalar, h, small, large, flag})
    pyrite_object_decref(o);
}

TEST(CPythonBridge, ModuleWhoseSourceRaises) {
  static PyriteModule broken = {nullptr, "/pyrite-bridge-test/broken.py", "broken",
                                "X = 1\nraise ValueError('no namespace')\n"};
  PyriteFallbackSite *site = makeSite("y = X", {}, {"y"}, 5, 5, false, &broken);
  void *results[1] = {nullptr};
  ASSERT_EQ(pyrite_fallback_run(site, nullptr, results), -1);
  EXPECT_EQ(raised(), "ValueError: no namespace");
  EXPECT_EQ(broken.globals, nullptr);
  EXPECT_TRUE(holds("'broken' not in __import__('sys').modules"));
}

TEST(CPythonBridge, ThreadsOfTheProgramRunFallbacks) {
  PyriteFallbackSite *site = makeSite("total = sum(range(n))", {"n"}, {"total"});
  std::vector<std::thread> threads;
  std::vector<int64_t> totals(4, -1);
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&, t] {
      for (int k = 0; k < 200; ++k) {
        void *n = pyrite_object_from_int(100 + t);
        void *reads[] = {n}, *results[1] = {nullptr};
        if (pyrite_fallback_run(site, reads, results) != 0)
          return;
        int64_t value = -1;
        pyrite_object_to_int(results[0], "total", &value);
        totals[t] = value;
        pyrite_object_decref(results[0]); // without the GIL: the bridge takes it
        pyrite_object_decref(n);
      }
    });
  for (std::thread &thread : threads)
    thread.join();
  for (int t = 0; t < 4; ++t)
    EXPECT_EQ(totals[t], (100 + t) * (99 + t) / 2);
}

TEST(CPythonBridge, RunsLeakNoReferences) {
  PyriteFallbackSite *site = makeSite("d[k] = v", {"d", "k", "v"}, {});
  void *d = eval("{}"), *k = eval("'key'"), *v = eval("object()");
  void *reads[] = {d, k, v};
  ASSERT_EQ(pyrite_fallback_run(site, reads, nullptr), 0) << raised();
  int64_t dBefore = refcount(d), kBefore = refcount(k), vBefore = refcount(v);
  for (int i = 0; i < 1000000; ++i)
    ASSERT_EQ(pyrite_fallback_run(site, reads, nullptr), 0) << raised();
  EXPECT_EQ(refcount(d), dBefore);
  EXPECT_EQ(refcount(k), kBefore);
  EXPECT_EQ(refcount(v), vBefore);
  // Results handed over, and exceptions stashed, then released.
  PyriteFallbackSite *writer = makeSite("w = v", {"v"}, {"w"});
  PyriteFallbackSite *failing = makeSite("w = d[v]", {"d", "v"}, {"w"});
  for (int i = 0; i < 100000; ++i) {
    void *results[1] = {nullptr};
    ASSERT_EQ(pyrite_fallback_run(writer, &v, results), 0);
    pyrite_object_decref(results[0]);
    void *pair[] = {d, v};
    ASSERT_EQ(pyrite_fallback_run(failing, pair, results), -1);
    moveError();
    pyrite_error_clear();
  }
  EXPECT_EQ(refcount(d), dBefore);
  EXPECT_EQ(refcount(v), vBefore);
  for (void *o : {d, k, v})
    pyrite_object_decref(o);
}

} // namespace
