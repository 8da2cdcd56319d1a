#!/usr/bin/env python3
"""Independent reference for the slow corner of the fractional-order RDP of the Poisson-subsampled
Gaussian (issue 33, item 6): orders alpha = 1 + 1e-40 at small sigma.

Route (not the code under test's): the limit of r(alpha) = log A_alpha / (alpha - 1) as alpha -> 1.
A_alpha = E_P[g^(alpha - 1)] with P = (1 - q) N(0, s^2) + q N(1, s^2) and g = 1 - q + q exp(u),
u = (2z - 1)/(2 s^2), the likelihood ratio of P to N(0, s^2). So log A_alpha is convex in alpha
with value 0 and slope KL = E_P[log g] at alpha = 1, and
    KL <= r(alpha) <= KL + (alpha - 1) * M2 / 2 * exp((alpha - 1) * L)     (Taylor, remainder),
    M2 = E_P[(log g)^2]
(the second derivative of log E_P[g^t] at t in [0, alpha - 1] is at most E_P[(log g)^2 g^t] /
E_P[g^t] <= M2 * max g^t / min g^t over the bulk; with alpha - 1 = 1e-40 and |log g| <= L = 1e8
over all z that carry mass above 1e-1000, the factor is 1 + 1e-32). KL and M2 by mpmath.quad at
60 digits over breakpoints 0, 1/2, 1 and +-40 s around each, in the shifted variables of the
two Gaussians. Run: python3 tests/reference/rdp_next_to_one_ref.py (values pinned in
bounds/test/accounting/soundness_test.cpp)."""
import mpmath as mp

mp.mp.dps = 60


def moments(q, s):
    q, s = mp.mpf(q), mp.mpf(s)

    def logg(z):
        u = (2 * z - 1) / (2 * s * s)
        if u > 0:  # log(1 - q + q e^u) = u + log q + log1p((1 - q)/q e^-u)
            return u + mp.log(q) + mp.log1p((1 - q) / q * mp.exp(-u))
        return mp.log1p(q * mp.expm1(u))

    out = []
    for power in (1, 2):
        total = mp.mpf(0)
        for weight, mean in ((1 - q, 0), (q, 1)):
            # E over N(mean, s^2) of (log g)^power, in t = (z - mean)/s
            f = lambda t: mp.npdf(t) * logg(mean + s * t) ** power
            cut = (mp.mpf(1) / 2 - mean) / s  # where u = 0
            pts = sorted({-40, 40} | ({cut} if abs(cut) < 40 else set()))
            total += weight * mp.quad(f, [-mp.inf] + [mp.mpf(p) for p in pts] + [mp.inf], maxdegree=10)
        out.append(total)
    return out


if __name__ == "__main__":
    am1 = mp.mpf("1e-40")
    for q, s in [("0.01", "0.01"), ("0.01", "0.003"), ("0.01", "0.001"), ("0.5", "0.001"), ("1e-6", "0.002")]:
        kl, m2 = moments(q, s)
        hi = kl + am1 * m2 / 2 * (1 + mp.mpf("1e-30"))
        print("q=%s sigma=%s  KL=%s  r_hi-KL=%s" % (q, s, mp.nstr(kl, 40), mp.nstr(hi - kl, 5)))
