// Result<T>: a value or an Error, returned by every public function that validates input.
// No exception crosses the public API for bad input; messages follow one format
// (STYLE.md): "<function>: <param> must be in <domain>, but is <value>."
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

namespace privbound::numeric {

enum class ErrorKind {
  invalid_input,     // a parameter is NaN, outside its domain or inconsistent (CLI exit 2)
  accuracy_not_met,  // the requested accuracy could not be reached (CLI exit 3)
  internal,          // a certified computation could not be completed (e.g. divergence)
  time_limit,        // the deadline (deadline.hpp) passed before the result (CLI exit 3)
};

// An error: its kind, one line of text, and, for a domain error, the same facts as fields
// ({function, parameter, domain, value}; empty otherwise) for programs that read them (the CLI's
// --json error object). domain_error() below is the one place that formats them into the message.
struct Error {
  Error() = default;
  Error(ErrorKind k, std::string m) : kind(k), message(std::move(m)) {}
  ErrorKind kind = ErrorKind::invalid_input;
  std::string message;
  std::string function, parameter, domain, value;
};

// Text made one line: control characters (a newline in an echoed id or value, say) escaped as
// \n, \r, \t or \xNN. Error messages quote user input through it, so every message is one line.
inline std::string one_line(std::string_view s) {
  static const char* hex = "0123456789abcdef";
  std::string o;
  o.reserve(s.size());
  for (const char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    if (c == '\n') {
      o += "\\n";
    } else if (c == '\r') {
      o += "\\r";
    } else if (c == '\t') {
      o += "\\t";
    } else if (c < 0x20 || c == 0x7f) {
      o += "\\x";
      o += hex[c >> 4];
      o += hex[c & 15];
    } else {
      o += ch;
    }
  }
  return o;
}

// User input quoted in a message: one line, and at most `max` characters of it, then
// "… (N characters)" (a 100 KB argument was echoed in full).
inline std::string shown_input(std::string_view s, std::size_t max = 80) {
  if (s.size() <= max) return one_line(s);
  std::size_t cut = max;
  while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut;  // not inside a UTF-8 character
  return one_line(s.substr(0, cut)) + "… (" + std::to_string(s.size()) + " characters)";
}

// The one message format for domain errors.
inline Error domain_error(const std::string& function, const std::string& param, const std::string& domain,
                          const std::string& value) {
  const std::string v = shown_input(value, 160);
  Error e(ErrorKind::invalid_input,
          one_line(function + ": " + param + " must be in " + domain + ", but is " + v + "."));
  e.function = one_line(function);
  e.parameter = one_line(param);
  e.domain = one_line(domain);
  e.value = v;
  return e;
}

// The same error with `prefix: ` in front of its message (the registry names the quantity id this
// way); the structured fields stay as they are.
inline Error prefixed(std::string prefix, Error e) {
  e.message = one_line(prefix) + ": " + e.message;
  return e;
}

// An error for a violated hypothesis that is not a simple range (e.g. consistency).
inline Error hypothesis_error(const std::string& function, const std::string& what) {
  return Error{ErrorKind::invalid_input, one_line(function + ": " + what)};
}

template <class T>
class [[nodiscard]] Result {
 public:
  Result(T value) : v_(std::move(value)) {}      // NOLINT(google-explicit-constructor)
  Result(Error error) : v_(std::move(error)) {}  // NOLINT(google-explicit-constructor)

  bool ok() const { return v_.index() == 0; }
  explicit operator bool() const { return ok(); }
  const T& value() const& { return std::get<0>(v_); }
  T& value() & { return std::get<0>(v_); }
  T&& value() && { return std::get<0>(std::move(v_)); }
  const T& operator*() const& { return value(); }
  T& operator*() & { return value(); }
  const T* operator->() const { return &value(); }
  T* operator->() { return &value(); }
  const Error& error() const { return std::get<1>(v_); }

 private:
  std::variant<T, Error> v_;
};

// A check with no value: success, or an Error.
template <>
class [[nodiscard]] Result<void> {
 public:
  Result() = default;
  Result(Error error) : error_(std::move(error)) {}  // NOLINT(google-explicit-constructor)

  bool ok() const { return !error_.has_value(); }
  explicit operator bool() const { return ok(); }
  const Error& error() const { return *error_; }

 private:
  std::optional<Error> error_;
};

// Propagate the error of a Result<void> check: PB_CHECK(expr);
#define PB_CHECK(expr)                             \
  do {                                             \
    auto pb_check_ = (expr);                       \
    if (!pb_check_.ok()) return pb_check_.error(); \
  } while (0)

// Propagate an error: PB_TRY(auto x, expr);  (x is the value of expr when ok)
#define PB_CONCAT_INNER(a, b) a##b
#define PB_CONCAT(a, b) PB_CONCAT_INNER(a, b)
#define PB_TRY(decl, expr) PB_TRY_IMPL(PB_CONCAT(pb_try_, __LINE__), decl, expr)
#define PB_TRY_IMPL(tmp, decl, expr) \
  auto tmp = (expr);                 \
  if (!tmp.ok()) return tmp.error(); \
  decl = std::move(tmp).value()

}  // namespace privbound::numeric
