#!/usr/bin/env python3
"""Independent reference values for bounds/test/chan_xie_zhao (seed 000, Chan-Xie-Zhao).

Only python3 + mpmath + fractions; no privbound code. Every formula is taken from the paper
text (../shared/seeds/000_b309ce2a6781d015.txt) in its PRINTED form:
  phi_T(L)    = (L^-1/2 - L^1/2)/(L^-T/2 - L^T/2)                 (L312)
  lambda_T(L) = (1-L)/(1-L^T)                                     (L320)
  gamma_T(L)  = (T-1) L^(T-2) phi_{T-1}^2 (1-lambda_T)^2 + L^(2(T-1)) lambda_T^2   (L334)
evaluated at 200 digits (the cancellation near L = 1 is absorbed by the precision: 1-1e-30
needs ~30 extra digits, T = 1e9 another ~10). Table 1 uses eta = midpoint of (23) (L1054)
with nu = mu = 2 mu_table, mu_g = 2 c2, ||A^T B|| = 1, and P, Q, R, S as printed (L764-L768).

Run: python3 tests/reference/chan_xie_zhao_ref.py > tests/reference/chan_xie_zhao_ref.txt
"""
from fractions import Fraction as F

import mpmath as mp

mp.mp.dps = 200


def phi(T, L):
    if L == 1:
        return mp.mpf(1) / T
    return (L ** mp.mpf(-0.5) - L ** mp.mpf(0.5)) / (L ** (-mp.mpf(T) / 2) - L ** (mp.mpf(T) / 2))


def lam(T, L):
    if L == 1:
        return mp.mpf(1) / T
    return (1 - L) / (1 - L ** T)


def gamma_printed(T, L):
    return (T - 1) * L ** (T - 2) * phi(T - 1, L) ** 2 * (1 - lam(T, L)) ** 2 + L ** (2 * (T - 1)) * lam(T, L) ** 2


def show(name, x):
    print(f"{name} = {mp.nstr(x, 45)}")


print("# induction functions (printed definitions, 200 digits)")
for Ls, T in [("0.5", 5), ("0.9", 20), ("1e-8", 60), ("0.999999999999999999999999999999", 1000000000),
              ("0.999999999999999999999999999999", 2), ("0.99", 1000000000), ("0.75", 1)]:
    L = mp.mpf(Ls)
    show(f"phi[{Ls},{T}]", phi(T, L))
    show(f"lambda[{Ls},{T}]", lam(T, L))
    if T >= 2:
        show(f"gamma[{Ls},{T}]", gamma_printed(T, L))

L99 = mp.mpf("0.99")
show("ln_phi[0.99,1000000000]", mp.log(phi(1000000000, L99)))
show("ln_gamma[0.99,1000000000]", mp.log(gamma_printed(1000000000, L99)))

print("# Table 1 (midpoint eta, L = max(R/P, S/Q)), mpmath 200 digits")
rows = [("0.25", "0.9"), ("0.09", "0.5"), ("0.0225", "0.3"), ("0.01", "0.15")]
for mt, b in rows:
    nu = mu = 2 * mp.mpf(mt)
    mug = mp.mpf("0.2")
    beta = mp.mpf(b)
    lo1 = 4 / (nu + mu + mp.sqrt((nu + mu) ** 2 + 8 * nu * mu))
    lo2 = 2 / (nu + mu) - 2 * mug / (beta ** 2 * 1)
    up = 2 / (nu + mu)
    eta = (max(lo1, lo2) + up) / 2
    d = 2 / (nu + mu) - eta
    P = 1 - d / eta
    Q = eta / beta + eta / 4 * d
    R = (1 - 2 * eta * nu * mu / (nu + mu)) + d / eta
    S = eta / beta
    show(f"eta[{mt}]", eta)
    show(f"L[{mt}]", max(R / P, S / Q))
    show(f"P[{mt}]", P)
    show(f"Q[{mt}]", Q)
    show(f"R[{mt}]", R)
    show(f"S[{mt}]", S)

print("# Table 1 row 3 and row 1 exactly (Fractions; both rows have a rational midpoint)")
for mt, b in [("0.0225", "0.3"), ("0.25", "0.9")]:
    nu = mu = 2 * F(mt)
    beta = F(b)
    lo2 = F(2) / (nu + mu) - 2 * F(1, 5) / beta ** 2
    up = F(2) / (nu + mu)
    eta = (lo2 + up) / 2  # lower2 binds in rows 1 and 3 (checked in the mpmath block)
    d = up - eta
    P = 1 - d / eta
    Q = eta / beta + eta / 4 * d
    R = (1 - 2 * eta * nu * mu / (nu + mu)) + d / eta
    S = eta / beta
    L = max(R / P, S / Q)
    C = max(2 / R, 3 / (eta * beta)) * (R + eta * beta * 1)  # Thm 7.2 C with ||A|| = 1
    print(f"exact[{mt}] eta={eta} P={P} Q={Q} R={R} S={S} L={L} C72={C}")

print("# harmonic numbers (mpmath)")
for N in [1000, 500, 100000, 10000000]:
    show(f"H[{N}]", mp.harmonic(N))
