// Decoding of the fuzz inputs. The structured targets read text, one field per line, so that the
// seed corpus is handcrafted and readable and libFuzzer's dictionaries (fuzz/dict/*.dict) splice
// in whole ids, names and edge decimals. See fuzz/README.md for each target's format.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

namespace privbound::fuzz {

// The input split at '\n' (a final newline does not add an empty line).
inline std::vector<std::string_view> split_lines(const std::uint8_t* data, std::size_t size) {
  std::string_view s(reinterpret_cast<const char*>(data), size);
  std::vector<std::string_view> out;
  while (!s.empty()) {
    const auto nl = s.find('\n');
    out.push_back(s.substr(0, nl));
    if (nl == std::string_view::npos) break;
    s.remove_prefix(nl + 1);
  }
  return out;
}

// A decimal integer with optional sign and surrounding blanks, saturating at the long range;
// `fallback` when the text holds no digits.
inline long to_long(std::string_view s, long fallback) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  bool neg = false;
  if (!s.empty() && (s.front() == '-' || s.front() == '+')) {
    neg = s.front() == '-';
    s.remove_prefix(1);
  }
  long v = 0;
  bool any = false;
  for (char c : s) {
    if (c < '0' || c > '9') break;
    any = true;
    const int d = c - '0';
    if (v > (std::numeric_limits<long>::max() - d) / 10) {
      v = std::numeric_limits<long>::max();
      continue;
    }
    v = v * 10 + d;
  }
  if (!any) return fallback;
  return neg ? -v : v;
}

// A non-negative index into a table of n entries (n > 0).
inline std::size_t index_of(long v, std::size_t n) {
  const unsigned long u = v < 0 ? static_cast<unsigned long>(-(v + 1)) : static_cast<unsigned long>(v);
  return static_cast<std::size_t>(u % n);
}

// A selector line: an integer picks entry n mod size; other text picks the entry whose name it
// is (`name_of(i)`), or, if none, the entry at a hash of the text, so that a mutated name still
// reaches a real entry instead of being discarded.
template <class NameOf>
std::size_t select(std::string_view line, std::size_t n, NameOf name_of) {
  std::string_view digits = line;
  if (!digits.empty() && (digits[0] == '-' || digits[0] == '+')) digits.remove_prefix(1);
  bool numeric = !digits.empty();
  for (char c : digits) numeric = numeric && c >= '0' && c <= '9';
  if (numeric) return index_of(to_long(line, 0), n);
  for (std::size_t i = 0; i < n; ++i)
    if (name_of(i) == line) return i;
  std::size_t h = 1469598103934665603ull;  // FNV-1a
  for (unsigned char c : line) h = (h ^ c) * 1099511628211ull;
  return h % n;
}

// A value in [lo, hi] (lo <= hi).
inline long clamp_into(long v, long lo, long hi) {
  return lo + static_cast<long>(index_of(v, static_cast<std::size_t>(hi - lo) + 1));
}

// Precision for an evaluation in 64..256 bits (cheap, and below the 837-bit limit of issue 9
// item 6, which the CLI now caps): v itself when it is in that range, else 64 + (v mod 193).
inline unsigned bits_of(long v) {
  return v >= 64 && v <= 256 ? static_cast<unsigned>(v) : 64u + static_cast<unsigned>(index_of(v, 193));
}

// Escapes in values so one line can carry any byte: \n \r \t \0 \\ \xNN.
inline std::string unescape(std::string_view s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '\\' || i + 1 == s.size()) {
      out += s[i];
      continue;
    }
    const char c = s[++i];
    auto hex = [](char h) -> int {
      if (h >= '0' && h <= '9') return h - '0';
      if (h >= 'a' && h <= 'f') return h - 'a' + 10;
      if (h >= 'A' && h <= 'F') return h - 'A' + 10;
      return -1;
    };
    switch (c) {
      case 'n':
        out += '\n';
        break;
      case 'r':
        out += '\r';
        break;
      case 't':
        out += '\t';
        break;
      case '0':
        out += '\0';
        break;
      case '\\':
        out += '\\';
        break;
      case 'x':
        if (i + 2 < s.size() && hex(s[i + 1]) >= 0 && hex(s[i + 2]) >= 0) {
          out += static_cast<char>(hex(s[i + 1]) * 16 + hex(s[i + 2]));
          i += 2;
        } else {
          out += "\\x";
        }
        break;
      default:
        out += '\\';
        out += c;
    }
  }
  return out;
}

// "key=value" -> {key, value}; no '=' gives {line, ""}.
inline std::pair<std::string_view, std::string_view> split_kv(std::string_view line) {
  const auto eq = line.find('=');
  if (eq == std::string_view::npos) return {line, {}};
  return {line.substr(0, eq), line.substr(eq + 1)};
}

}  // namespace privbound::fuzz
