#!/usr/bin/env python3
"""Independent reference for accounting::rdp_poisson_replace_one / eps_poisson_replace_one (issue 29).

r(a) = log(1 + q (exp(a (a - 1) rho^2 / 2) - 1)) / (a - 1) in mpmath at 200 digits, and the (eps, delta)
optimum over the integer orders 2..256 of T r(a) + log(1/delta)/(a - 1) (Mironov's Prop. 3). Run:
python3 tests/reference/poisson_replace_one_ref.py  (the values are pinned in bounds/test/accounting/)."""
import mpmath as mp

mp.mp.dps = 200


def r(a, q, rho):
    a, q, rho = mp.mpf(a), mp.mpf(q), mp.mpf(rho)
    return mp.log1p(q * mp.expm1(a * (a - 1) * rho**2 / 2)) / (a - 1)


def eps(q, rho, T, delta):
    best = None
    for a in range(2, 257):
        e = T * r(a, q, rho) + mp.log(1 / mp.mpf(delta)) / (a - 1)
        if best is None or e < best[0]:
            best = (e, a)
    return best


for a, q, rho in [(2, "0.1", "0.5"), (7, "0.1", "0.05"), (256, "0.01", "1"), ("1.5", "0.3", "2")]:
    print("r", a, q, rho, mp.nstr(r(a, q, rho), 40))
for q, rho, T, delta in [("0.1", "0.05", 1000, "1e-6"), ("0.1", "0.01", 1000, "1e-6"), ("0.1", "0.2", 1000, "1e-6")]:
    e, a = eps(q, rho, T, delta)
    print("eps", q, rho, T, delta, a, mp.nstr(e, 40))
