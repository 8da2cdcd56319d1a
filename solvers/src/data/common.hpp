// What the data readers share (solvers/src/data/*.cpp; not installed): the one place their error
// messages are built, the number parser, file reading, and the dense-size limit.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>

#include "privbound/numeric/result.hpp"
#include "privbound/solvers/data/readers.hpp"

namespace privbound::solvers::data::detail {

// The one builder of the readers' messages: `<source><where>: <what>`, made one line, as an
// invalid_input error. The helpers below give `where` (":12:3", ": byte 16" or nothing).
numeric::Error located(const std::string& source, std::string_view where, std::string_view what);
// `<source>:<line>:<column>: <what>` (line and column 1-based; the column counts bytes).
numeric::Error at(const std::string& source, std::size_t line, std::size_t column, std::string_view what);
// `<source>: byte <offset>: <what>` (offset 0-based, in the uncompressed bytes).
numeric::Error at_byte(const std::string& source, std::size_t offset, std::string_view what);
// `<source>: <what>` (an error about the whole input: a table that has no position).
numeric::Error whole(const std::string& source, std::string_view what);
// `<path>: cannot open (<strerror(err)>)`.
numeric::Error cannot_open(const std::string& path, int err);

// The first line of `rest` without its "\n" or "\r\n", removed from `rest` (ARFF's and LIBSVM's line loop).
std::string_view next_line(std::string_view& rest);

// The position just past the end of `text`: its last line and the column after that line's bytes.
std::pair<std::size_t, std::size_t> end_position(std::string_view text);

// User text quoted in a message: "…", one line, at most 80 characters (numeric::shown_input).
std::string quoted(std::string_view s);

// A decimal number: [+|-] digits [. digits] [(e|E) [+|-] digits] as std::from_chars reads it
// (also ".5" and "5."), the whole of `s`, finite. A value below the smallest subnormal reads as
// ±0 (the correctly rounded result); one beyond the largest double is an error.
enum class NumberStatus { ok, not_a_number, not_finite, out_of_range };
NumberStatus parse_number(std::string_view s, double& value);
// The message for a status other than ok: `"<s>" is not a number`, ….
std::string number_problem(std::string_view s, NumberStatus st);

// The whole of a regular file (FIFOs and devices are refused: /dev/zero would be read forever).
numeric::Result<std::string> read_file(const std::string& path);

// The largest dense matrix (entries) a reader builds from `units` units of input (bytes of text,
// fields of a table): 64 per unit, and at least 2^20 (8 MiB), so that a short input cannot ask
// for gigabytes (a LIBSVM index of 10^9 in a 20-byte file; a one-hot column with a level per row).
std::size_t dense_limit(std::size_t units);

// Column c's kind and levels from t's rows (t.missing filled): numerical when allow_numerical and
// every non-missing field is a finite number (so also when none is present), else categorical with
// the distinct non-missing values in order of first appearance. CSV's columns; ARFF's string ones.
void infer_column(Table& t, std::size_t c, bool allow_numerical);

}  // namespace privbound::solvers::data::detail
