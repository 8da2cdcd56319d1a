#!/usr/bin/env python3
"""Independent reference for the slow corner of the fractional-order RDP of the Poisson-subsampled
Gaussian (issue 33, item 6): orders alpha = 1 + 1e-40 at small sigma.

Route (not the code under test's): the limit of r(alpha) = log A_alpha / (alpha - 1) as alpha -> 1.
A_alpha = E_P[g^t], t = alpha - 1, with P = (1 - q) N(0, s^2) + q N(1, s^2) and g = 1 - q + q exp(u),
u = (2z - 1)/(2 s^2), the likelihood ratio of P to N(0, s^2). K(t) = log E_P[g^t] is convex with
K(0) = 0 and K'(0) = KL = E_P[log g], so by Taylor's theorem
    KL <= r(alpha) = K(t)/t <= KL + t/2 * max K'' on [0, t],
    K''(t') = Var_{P_t'}(log g) <= E_P[(log g)^2 g^t'] / E_P[g^t'] <= E_P[(log g)^2 g^t']
(E_P[g^t'] >= exp(t' KL) >= 1 by Jensen). With t = 1e-40, g^t' <= exp(1e-40 |log g|) exceeds 1 + 1e-30
only where |log g| > 1e10, i.e. |z| > ~1e10 s^2, whose mass under either Gaussian is below e^-1e13
even against the growth of (log g)^2 g^t' there; so max K'' <= M2 (1 + 1e-30) + 1e-1000,
M2 = E_P[(log g)^2]. KL and M2 by mpmath.quad at 60 digits (the two Gaussians in their own shifted
variables, breakpoints at +-40 and where u = 0), and KL again by its small-sigma closed form
q/(2 s^2) + q log q + (1 - q) log(1 - q), whose neglected terms are O(exp(-1/(8 s^2))) (below 1e-40
relative for s <= 0.01; the two routes are printed side by side). Run:
python3 tests/reference/rdp_next_to_one_ref.py (values pinned in bounds/test/accounting/soundness_test.cpp)."""
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
        qq, ss = mp.mpf(q), mp.mpf(s)
        closed = qq / (2 * ss * ss) + qq * mp.log(qq) + (1 - qq) * mp.log1p(-qq)
        print("q=%s sigma=%s  KL=%s  r_hi-KL=%s  closed form rel. diff %s"
              % (q, s, mp.nstr(kl, 40), mp.nstr(hi - kl, 5), mp.nstr(abs(closed - kl) / kl, 3)))
