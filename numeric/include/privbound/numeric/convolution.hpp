// Linear convolution of nonnegative vectors by a radix-2 FFT in binary64, returned with a
// proven bound on the 2-norm of its error. Implemented (with the error argument) in
// numeric/src/convolution.cpp.
#pragma once

#include <cstddef>
#include <vector>

namespace privbound::numeric {

struct BoundedConvolution {
  std::vector<double> values;  // length a.size() + b.size() - 1, every entry finite and >= 0
  double error_l2 = 0;         // || values - a * b ||_2 <= error_l2, a * b the exact convolution
};

// Computes: c ~ a * b, c_k = sum_i a_i b_{k-i}, for vectors of nonnegative doubles, and a bound E
//   with ||c - a * b||_2 <= E for the exact convolution of the given doubles.
// Source: Higham, Accuracy and Stability of Numerical Algorithms (2nd ed., 2002), Thm 24.2 (the
//   radix-2 Cooley-Tukey FFT), Lemma 3.5 (complex products); the rest of the argument is in the .cpp.
// Domain: a, b nonempty, entries finite and >= 0, a.size() + b.size() - 1 <= 2^26 (checked by the
//   caller; larger inputs are a programming error and give an empty result with error_l2 = inf).
// Enclosure: E is computed from the norms of a and b with every term rounded up; underflow is
//   covered by an absolute term. Negative rounding residue is clamped to 0 (c >= 0, so the clamp
//   does not increase any entry's error).
// Safe side: none (c is a value with a two-sided error bound). Cost: 3 FFTs of length
//   N = 2^ceil(log2(len)) (2 when a and b are the same object), O(N log N); twiddle factors are
//   computed once per N with MPFR and cached.
BoundedConvolution convolve_nonnegative(const std::vector<double>& a, const std::vector<double>& b);

// Upper bounds on ||v||_1 and ||v||_2 of a vector of nonnegative doubles (sums rounded up by a
// relative margin that covers the summation error).
double norm1_upper(const std::vector<double>& v);
double norm2_upper(const std::vector<double>& v);

}  // namespace privbound::numeric
