#include "privbound/numeric/team.hpp"

#include <cstring>

namespace privbound::numeric {

void Packer::u64(std::uint64_t v) {
  for (int i = 0; i < 8; ++i) out_.push_back(static_cast<char>((v >> (8 * i)) & 0xffU));
}

void Packer::f64(double v) {
  std::uint64_t bits = 0;
  std::memcpy(&bits, &v, sizeof bits);
  u64(bits);
}

void Packer::longs(const std::vector<long>& v) {
  u64(v.size());
  for (long x : v) i64(x);
}

std::uint64_t Unpacker::u64() {
  std::uint64_t v = 0;
  for (int i = 0; i < 8 && pos_ < in_.size(); ++i, ++pos_)
    v |= static_cast<std::uint64_t>(static_cast<unsigned char>(in_[pos_])) << (8 * i);
  return v;
}

double Unpacker::f64() {
  const std::uint64_t bits = u64();
  double v = 0;
  std::memcpy(&v, &bits, sizeof v);
  return v;
}

std::vector<long> Unpacker::longs() {
  const std::uint64_t n = u64();
  std::vector<long> v;
  for (std::uint64_t i = 0; i < n && !done(); ++i) v.push_back(static_cast<long>(i64()));
  return v;
}

std::vector<std::string> gather(const Team* team, const std::string& mine) {
  return team ? team->all_gather(mine) : std::vector<std::string>{mine};
}

}  // namespace privbound::numeric
