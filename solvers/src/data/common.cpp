#include "common.hpp"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <limits>
#include <memory>
#include <system_error>

namespace privbound::solvers::data::detail {

numeric::Error located(const std::string& source, std::string_view where, std::string_view what) {
  std::string m = source;
  m += where;
  m += ": ";
  m += what;
  return numeric::Error{numeric::ErrorKind::invalid_input, numeric::one_line(m)};
}

numeric::Error at(const std::string& source, std::size_t line, std::size_t column, std::string_view what) {
  return located(source, ":" + std::to_string(line) + ":" + std::to_string(column), what);
}

numeric::Error at_byte(const std::string& source, std::size_t offset, std::string_view what) {
  return located(source, ": byte " + std::to_string(offset), what);
}

numeric::Error whole(const std::string& source, std::string_view what) { return located(source, {}, what); }

numeric::Error cannot_open(const std::string& path, int err) {
  return located(path, {}, "cannot open (" + std::string(std::strerror(err)) + ")");
}

std::string_view next_line(std::string_view& rest) {
  const std::size_t nl = rest.find('\n');
  std::string_view s = rest.substr(0, nl);
  rest.remove_prefix(nl == std::string_view::npos ? rest.size() : nl + 1);
  if (!s.empty() && s.back() == '\r') s.remove_suffix(1);
  return s;
}

std::pair<std::size_t, std::size_t> end_position(std::string_view text) {
  const auto lines = static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n'));
  const std::size_t last = text.rfind('\n');
  return {lines + 1, (last == std::string_view::npos ? text.size() : text.size() - last - 1) + 1};
}

std::string quoted(std::string_view s) { return "\"" + numeric::shown_input(s) + "\""; }

namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// For a decimal that std::from_chars found out of range (its correctly rounded value is 0 or
// infinite): whether it is below 1 in magnitude, i.e. an underflow. The decimal exponent of the
// leading nonzero digit decides; the exponent saturates, so any length is fine.
bool below_one(std::string_view s) {
  std::size_t i = 0;
  if (i < s.size() && (s[i] == '-' || s[i] == '+')) ++i;
  long long int_digits = 0;  // integer digits from the first nonzero one
  long long lead_zeros = 0;  // zeros after the point before the first nonzero digit
  bool nonzero = false;
  for (; i < s.size() && is_digit(s[i]); ++i) {
    if (s[i] != '0') nonzero = true;
    if (nonzero) ++int_digits;
  }
  const bool int_nonzero = nonzero;
  if (i < s.size() && s[i] == '.') {
    for (++i; i < s.size() && is_digit(s[i]); ++i) {
      if (!nonzero && s[i] == '0') ++lead_zeros;
      if (s[i] != '0') nonzero = true;
    }
  }
  long long e = 0;
  if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
    ++i;
    bool neg = false;
    if (i < s.size() && (s[i] == '-' || s[i] == '+')) neg = s[i++] == '-';
    for (; i < s.size() && is_digit(s[i]); ++i) e = std::min<long long>(e * 10 + (s[i] - '0'), 1'000'000'000'000LL);
    if (neg) e = -e;
  }
  const long long magnitude = int_nonzero ? int_digits - 1 + e : -(lead_zeros + 1) + e;
  return magnitude < 0;
}

}  // namespace

NumberStatus parse_number(std::string_view s, double& value) {
  std::string_view body = s;
  if (!body.empty() && body.front() == '+') {  // std::from_chars reads no '+'
    body.remove_prefix(1);
    if (body.empty() || body.front() == '-' || body.front() == '+') return NumberStatus::not_a_number;
  }
  if (body.empty()) return NumberStatus::not_a_number;
  double v = 0;
  const auto [ptr, ec] = std::from_chars(body.data(), body.data() + body.size(), v);
  if (ec == std::errc::invalid_argument || ptr != body.data() + body.size()) return NumberStatus::not_a_number;
  if (ec == std::errc::result_out_of_range) {
    if (!below_one(body)) return NumberStatus::out_of_range;
    value = body.front() == '-' ? -0.0 : 0.0;
    return NumberStatus::ok;
  }
  if (ec != std::errc{}) return NumberStatus::not_a_number;
  if (!std::isfinite(v)) return NumberStatus::not_finite;
  value = v;
  return NumberStatus::ok;
}

std::string number_problem(std::string_view s, NumberStatus st) {
  switch (st) {
    case NumberStatus::not_finite:
      return quoted(s) + " is not a finite number";
    case NumberStatus::out_of_range:
      return quoted(s) + " is beyond the range of double";
    default:
      return quoted(s) + " is not a number";
  }
}

numeric::Result<std::string> read_file(const std::string& path) {
  std::error_code ec;
  const auto status = std::filesystem::status(path, ec);
  if (ec) return cannot_open(path, ec.value());
  if (status.type() == std::filesystem::file_type::not_found) return cannot_open(path, ENOENT);
  if (status.type() == std::filesystem::file_type::directory) return cannot_open(path, EISDIR);
  if (status.type() != std::filesystem::file_type::regular)
    return located(path, {}, "cannot open (not a regular file)");
  errno = 0;
  const std::unique_ptr<std::FILE, int (*)(std::FILE*)> f(std::fopen(path.c_str(), "rb"), &std::fclose);
  if (!f) return cannot_open(path, errno != 0 ? errno : EIO);
  std::string text;
  char buf[1 << 16];
  for (;;) {
    const std::size_t got = std::fread(buf, 1, sizeof buf, f.get());
    text.append(buf, got);
    if (got < sizeof buf) break;
  }
  if (std::ferror(f.get())) return located(path, {}, "cannot read (" + std::string(std::strerror(errno)) + ")");
  return text;
}

std::size_t dense_limit(std::size_t units) {
  constexpr std::size_t kFloor = std::size_t{1} << 20, kPerUnit = 64;
  if (units > std::numeric_limits<std::size_t>::max() / kPerUnit) return std::numeric_limits<std::size_t>::max();
  return std::max(kFloor, units * kPerUnit);
}

}  // namespace privbound::solvers::data::detail
