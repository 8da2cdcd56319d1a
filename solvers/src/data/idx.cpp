// The IDX format (readers.hpp): header 0 0 <type> <rank>, rank big-endian uint32 sizes, then the
// elements big-endian, row-major. parse_idx decodes bytes in memory; read_idx decompresses a
// file with zlib (gzip or plain, transparently), reading the header first and then no more than
// the elements the header asks for, so neither allocates more than the data present.
#include <zlib.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <limits>
#include <memory>
#include <string>
#include <string_view>
#include <system_error>

#include "common.hpp"
#include "privbound/solvers/data/readers.hpp"

namespace privbound::solvers::data {
namespace {

using detail::at_byte;

constexpr std::size_t kMaxRank = 8;

struct IdxHeader {
  unsigned type = 0;
  std::size_t element_size = 0;
  std::vector<std::size_t> dims;
  std::size_t header_size = 0;  // 4 + 4 × rank: the offset of the first element
  std::size_t count = 0;        // elements: the product of dims (when !overflow)
  bool overflow = false;        // the product, in bytes, exceeds 2^64 - 1
  std::size_t bytes() const { return count * element_size; }
};

std::size_t idx_element_size(unsigned type) {
  switch (type) {
    case 0x08:
    case 0x09:
      return 1;
    case 0x0B:
      return 2;
    case 0x0C:
    case 0x0D:
      return 4;
    case 0x0E:
      return 8;
    default:
      return 0;
  }
}

std::string hex2(unsigned v) {
  static const char* digits = "0123456789ABCDEF";
  return std::string("0x") + digits[(v >> 4) & 15] + digits[v & 15];
}

std::string dims_text(const std::vector<std::size_t>& dims) {
  std::string o;
  for (std::size_t k = 0; k < dims.size(); ++k) o += (k ? " × " : "") + std::to_string(dims[k]);
  return o;
}

// The header from the file's first bytes (`head`: all of them, or at least the 4 + 4 × rank of the header).
// An error names the byte where the header goes wrong, or where the file ends inside it.
numeric::Result<IdxHeader> idx_header(std::string_view head, const std::string& source) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(head[i]); };
  const auto ends = [&](std::string_view inside) {
    return at_byte(source, head.size(), "the file ends inside " + std::string(inside));
  };
  IdxHeader h;
  for (std::size_t i = 0; i < 2; ++i) {
    if (head.size() <= i) return ends("the magic number (0 0 <type> <rank>)");
    if (byte(i) != 0)
      return at_byte(source, i,
                     "a bad magic number: byte " + std::to_string(i) + " is " + hex2(byte(i)) +
                         ", not 0 (an IDX file starts 0 0 <type> <rank>)");
  }
  if (head.size() <= 2) return ends("the magic number (0 0 <type> <rank>)");
  h.type = byte(2);
  h.element_size = idx_element_size(h.type);
  if (h.element_size == 0)
    return at_byte(source, 2,
                   "an unknown element type " + hex2(h.type) + " (expected 0x08, 0x09, 0x0B, 0x0C, 0x0D or 0x0E)");
  if (head.size() <= 3) return ends("the magic number (0 0 <type> <rank>)");
  const std::size_t rank = byte(3);
  if (rank == 0 || rank > kMaxRank) return at_byte(source, 3, "the rank " + std::to_string(rank) + " is not in 1..8");
  h.header_size = 4 + 4 * rank;
  for (std::size_t k = 0; k < rank; ++k) {
    const std::size_t o = 4 + 4 * k;
    if (head.size() < o + 4)
      return ends("the size of dimension " + std::to_string(k + 1) + " of " + std::to_string(rank));
    h.dims.push_back((std::size_t{byte(o)} << 24) | (std::size_t{byte(o + 1)} << 16) | (std::size_t{byte(o + 2)} << 8) |
                     std::size_t{byte(o + 3)});
  }
  // The product, checked for overflow at every step (a zero size makes it zero whatever the rest).
  h.count = 1;
  for (const std::size_t d : h.dims) {
    if (d == 0) {
      h.count = 0;
      h.overflow = false;
      break;
    }
    if (h.count > std::numeric_limits<std::size_t>::max() / h.element_size / d)
      h.overflow = true;
    else
      h.count *= d;
  }
  return h;
}

// The element count against the bytes after the header (`data`: how many the file has).
numeric::Result<void> idx_sizes(const IdxHeader& h, std::size_t data, const std::string& source) {
  if (h.overflow || h.bytes() > data)
    return at_byte(source, h.header_size,
                   "the sizes " + dims_text(h.dims) + " need " +
                       (h.overflow ? std::string("more than 2^64") : std::to_string(h.bytes())) +
                       " bytes of elements, but " + std::to_string(data) + " follow the header");
  if (h.bytes() < data)
    return at_byte(source, h.header_size + h.bytes(),
                   std::to_string(data - h.bytes()) + (data - h.bytes() == 1 ? " byte" : " bytes") +
                       " after the last element (the sizes " + dims_text(h.dims) + " need " +
                       std::to_string(h.bytes()) + ")");
  return {};
}

// The elements (`data`: exactly h.bytes() bytes, which start at h.header_size in the file).
numeric::Result<IdxArray> idx_values(const IdxHeader& h, std::string_view data, const std::string& source) {
  IdxArray a;
  a.dims = h.dims;
  a.values.resize(h.count);
  const auto* p = reinterpret_cast<const unsigned char*>(data.data());
  for (std::size_t i = 0; i < h.count; ++i) {
    const unsigned char* e = p + i * h.element_size;
    std::uint64_t u = 0;
    for (std::size_t b = 0; b < h.element_size; ++b) u = (u << 8) | e[b];
    double v = 0;
    switch (h.type) {
      case 0x08:
        v = static_cast<double>(u);
        break;
      case 0x09:
        v = static_cast<std::int8_t>(static_cast<std::uint8_t>(u));
        break;
      case 0x0B:
        v = static_cast<std::int16_t>(static_cast<std::uint16_t>(u));
        break;
      case 0x0C:
        v = static_cast<std::int32_t>(static_cast<std::uint32_t>(u));
        break;
      case 0x0D: {
        const auto bits = static_cast<std::uint32_t>(u);
        float f = 0;
        std::memcpy(&f, &bits, sizeof f);
        v = f;
        break;
      }
      default: {
        double f = 0;
        std::memcpy(&f, &u, sizeof f);
        v = f;
      }
    }
    if (!std::isfinite(v))
      return at_byte(source, h.header_size + i * h.element_size,
                     "element " + std::to_string(i) + " is " + (std::isnan(v) ? "NaN" : "infinite") +
                         " (only finite values are accepted)");
    a.values[i] = v;
  }
  return a;
}

}  // namespace

numeric::Result<IdxArray> parse_idx(std::string_view bytes, const std::string& source) {
  PB_TRY(const IdxHeader h, idx_header(bytes, source));
  PB_CHECK(idx_sizes(h, bytes.size() - h.header_size, source));
  return idx_values(h, bytes.substr(h.header_size, h.bytes()), source);
}

numeric::Result<IdxArray> read_idx(const std::string& path) {
  std::error_code ec;
  const auto status = std::filesystem::status(path, ec);
  if (ec) return detail::cannot_open(path, ec.value());
  if (status.type() == std::filesystem::file_type::not_found) return detail::cannot_open(path, ENOENT);
  if (status.type() == std::filesystem::file_type::directory) return detail::cannot_open(path, EISDIR);
  if (status.type() != std::filesystem::file_type::regular)
    return detail::located(path, {}, "cannot open (not a regular file)");
  errno = 0;
  const std::unique_ptr<gzFile_s, int (*)(gzFile)> f(gzopen(path.c_str(), "rb"), &gzclose);
  if (!f) return detail::cannot_open(path, errno != 0 ? errno : ENOMEM);

  std::size_t offset = 0;  // decompressed bytes read so far
  // Reads up to `want` more bytes onto `out` (nullptr: counts them only); false on a zlib error.
  char buf[1 << 16];
  std::string zlib_error;
  // zlib may flag an error (a truncated stream) while data before it is still to be read, so the
  // error is looked at only when a read comes back short.
  const auto read = [&](std::string* out, std::size_t want) {
    while (want > 0) {
      const auto chunk = static_cast<unsigned>(std::min<std::size_t>(want, sizeof buf));
      const int got = gzread(f.get(), buf, chunk);
      if (got < 0) break;
      if (out) out->append(buf, static_cast<std::size_t>(got));
      offset += static_cast<std::size_t>(got);
      want -= static_cast<std::size_t>(got);
      if (static_cast<unsigned>(got) < chunk) break;
    }
    if (want == 0) return true;
    int err = Z_OK;
    const char* msg = gzerror(f.get(), &err);
    if (err == Z_OK) return true;
    zlib_error = err == Z_BUF_ERROR ? std::string("the gzip stream is truncated")
                 : err == Z_ERRNO   ? std::string(std::strerror(errno))
                                    : std::string(msg ? msg : "zlib error");
    return false;
  };
  const auto read_error = [&] { return at_byte(path, offset, "cannot decompress (" + zlib_error + ")"); };

  std::string head;
  if (!read(&head, 4)) return read_error();
  const std::size_t rank = head.size() == 4 ? static_cast<unsigned char>(head[3]) : 0;
  if (rank >= 1 && rank <= kMaxRank && !read(&head, 4 * rank)) return read_error();
  PB_TRY(const IdxHeader h, idx_header(head, path));
  // The elements, as many as the header asks for and the file has (the buffer grows with the data
  // actually read, never to the size the header claims), then a count of any bytes beyond them
  // (read and dropped). A header whose product overflows is an error whatever follows: only counted.
  constexpr std::size_t kAll = std::numeric_limits<std::size_t>::max();
  std::string data;
  if (!read(h.overflow ? nullptr : &data, h.overflow ? kAll : h.bytes())) return read_error();
  if (!h.overflow && data.size() == h.bytes() && !read(nullptr, kAll)) return read_error();
  PB_CHECK(idx_sizes(h, offset - h.header_size, path));
  return idx_values(h, data, path);
}

}  // namespace privbound::solvers::data
