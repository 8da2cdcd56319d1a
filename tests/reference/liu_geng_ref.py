#!/usr/bin/env python3
"""Reference values for the Liu et al. (seed 003) quantities of privbound, by an independent route.

Needs python3 and mpmath only; uses no privbound code. At 100 digits:
- tau: the sum of the eigenvalues of Q_nu^{-1} is referenced by the trace of the inverse of the d_1 x d_1
  matrix printed at L138 (mpmath's LU inverse, d_1 <= 60) and, for larger d_1, by the sum evaluated with
  mpmath's own cos; Remark 1's closed form by the same sum (and vice versa); ||Q_nu||_2 by the largest
  eigenvalue of the printed matrix (mpmath.eigsy) for d_1 <= 40 and by a max over all i otherwise;
- Theorem 2's eps_min and set by scanning theta on a fine grid of its own (10^5 points) and T exactly;
- the accountant's eps by Wang-Balle-Kasiviswanathan's Theorem 9 written out here, minimised over every
  integer order in [2, 256];
- everything else straight from the printed formulas.

Output (stdout, deterministic): lines `<id> k=v k=v ... = <value, 45 significant digits>`.
    python3 tests/reference/liu_geng_ref.py > tests/reference/liu_geng_ref.txt
"""
from mpmath import mp, mpf, sqrt, log, exp, nstr, fsum, cos, pi, matrix, inverse, eigsy, binomial, floor, ceil

mp.dps = 100


def out(qid, params, value):
    ps = " ".join(f"{k}={v}" for k, v in params)
    print(f"{qid} {ps} = {nstr(value, 45, strip_zeros=False, min_fixed=-5, max_fixed=5)}")


def frac(s):
    if "/" in s:
        a, b = s.split("/")
        return mpf(a) / mpf(b)
    return mpf(s)


# Lemma 1, Lemma 2(a), Lemma 2(b), Lemma 3
for a in ["1.5", "2", "10", "100"]:
    for r in ["0", "0.5", "3"]:
        for d in ["0.0005", "1e-10"]:
            out("liu_geng.lemma1.rdp_to_dp", [("alpha", a), ("rdp", r), ("delta", d)],
                mpf(r) + log(1 / mpf(d)) / (mpf(a) - 1))
for a in ["1.5", "10"]:
    for s in ["0", "1", "2.5"]:
        for sig in ["0.5", "2"]:
            out("liu_geng.lemma2a.gaussian_rdp", [("alpha", a), ("sensitivity", s), ("sigma", sig)],
                mpf(a) * mpf(s) ** 2 / (2 * mpf(sig) ** 2))
for rate in ["50/290506", "0.001", "0.01"]:
    for s in ["1", "0.04"]:
        for ratio in ["1.5", "2", "10"]:
            if ratio == "1.5" and s != "1":
                continue  # sigma^2/Delta^2 = 1.5 exactly is decidable only when Delta is a dyadic
            s2 = mpf(ratio) * mpf(s) ** 2
            s2s = nstr(s2, 20)
            s2 = mpf(s2s)
            q = frac(rate)
            cap = log(1 / (q * (1 + s2 / mpf(s) ** 2)))
            out("liu_geng.lemma2b.alpha_max", [("rate", rate), ("sensitivity", s), ("sigma2", s2s)], cap)
            for a in ["1.5", "2", "3"]:
                if mpf(a) <= cap and s2 / mpf(s) ** 2 >= mpf("1.5"):
                    out("liu_geng.lemma2b.subsampled_rdp",
                        [("alpha", a), ("rate", rate), ("sensitivity", s), ("sigma2", s2s)],
                        5 * q**2 * mpf(a) * mpf(s) ** 2 / s2)
for rs in ["0", "0.1,0.2,0.3", "1e-9,5"]:
    out("liu_geng.lemma3.composition", [("rdps", rs)], fsum(mpf(x) for x in rs.split(",")))


# Theorem 2
def alpha2(e, d, th):
    return log(1 / d) / ((1 - th) * e) + 1


def conditions(e, d, th, T, n, b):
    a = alpha2(e, d, th)
    cap = log(th * e * n**3 / (5 * a * b**3 * T + th * e * b * n**2))
    ratio = 5 * a * b**2 * T / (th * e * n**2)
    return a, cap, ratio


for e in ["0.05", "1", "3"]:
    for d in ["0.0005", "1e-8"]:
        for th in ["0.01", "0.5", "0.99"]:
            out("liu_geng.thm2.alpha", [("eps", e), ("delta", d), ("theta", th)], alpha2(mpf(e), mpf(d), mpf(th)))
TABLE2 = [("covtype", 290506, 50), ("w8a", 24875, 20), ("bio-train", 72876, 20), ("mushrooms", 4062, 10)]
for name, n, b in TABLE2:
    for d in ["0.0005", "1e-6"]:
        out("liu_geng.thm2.eps_min", [("delta", d), ("n", n), ("b", b)], log(1 / mpf(d)) / (log(mpf(n) / (mpf("2.5") * b)) - 1))


def admissible(e, d, n, b):
    """1 if some theta on a 10^5 grid and an integer T >= 1 meet both conditions, 0 if the real relaxation is
    empty (alpha(theta) > log(n/(2.5 b)) for every theta), None otherwise."""
    if log(1 / d) / e + 1 >= log(mpf(n) / (mpf("2.5") * b)):
        return 0
    for j in range(1, 100000):
        th = mpf(j) / 100000
        a = alpha2(e, d, th)
        scale = th * e * mpf(n) ** 2 / (5 * a * b**2)
        lo, hi = mpf("1.5") * scale, scale * (n * exp(-a) - b) / b
        T = max(1, int(ceil(lo)))
        if T <= hi:
            a2, cap, ratio = conditions(e, d, th, mpf(T), mpf(n), mpf(b))
            assert a2 <= cap and ratio >= mpf("1.5")
            return 1
    return None


mp.dps = 30
for name, n, b in TABLE2:
    for e in ["0.05", "1", "2", "5"]:
        v = admissible(mpf(e), mpf("0.0005"), n, b)
        if v is not None:
            out("liu_geng.thm2.admissible", [("eps", e), ("delta", "0.0005"), ("n", n), ("b", b)], mpf(v))
mp.dps = 100
# sigma^2 where the conditions hold (a witness found by the scan above, then checked exactly here)
for e, th, T, n, b in [("2", "1/4096", 5000, 290506, 50), ("5", "1/4096", 1000, 24875, 20), ("5", "1/4096", 100, 4062, 10),
                        ("5", "1/64", 100000, 290506, 50)]:
    a, cap, ratio = conditions(mpf(e), mpf("0.0005"), frac(th), mpf(T), mpf(n), mpf(b))
    if a <= cap and ratio >= mpf("1.5"):
        for l in ["1", "0.25"]:
            out("liu_geng.thm2.sigma2",
                [("eps", e), ("delta", "0.0005"), ("theta", th), ("T", T), ("n", n), ("b", b), ("l", l)],
                20 * a * T * mpf(l) ** 2 / (frac(th) * mpf(e) * mpf(n) ** 2))


# the accountant: Wang-Balle-Kasiviswanathan Theorem 9 for the Gaussian (eps(j) = j/(2 s^2), min{2, .} = 2), the
# minimum over every integer order in [2, 256] (the library searches; this scans)
def wbk(alpha, g, s):
    e2 = 2 / (2 * s**2)
    terms = [mpf(1), g**2 * binomial(alpha, 2) * min(4 * (exp(e2) - 1), 2 * exp(e2))]
    for j in range(3, alpha + 1):
        terms.append(2 * g**j * binomial(alpha, j) * exp((j - 1) * j / (2 * s**2)))
    return log(fsum(terms)) / (alpha - 1)


mp.dps = 60
for s2, T, n, b, l, d in [("0.01", 10000, 290506, 50, "1", "0.0005"), ("1", 100, 4062, 10, "1", "0.0005"),
                          ("0.05", 2000, 24875, 20, "0.5", "1e-6"), ("0.2502", 100, 4062, 10, "1", "0.0005"),
                          ("0.01165", 5000, 290506, 50, "1", "0.0005"), ("4", 1, 100, 50, "1", "0.1"),
                          ("0.001", 100000, 72876, 20, "1", "1e-10"), ("100", 10, 1000, 1, "1", "0.5")]:
    g = mpf(b) / n
    s = sqrt(mpf(s2)) * b / (2 * mpf(l))
    best = min(T * wbk(a, g, s) + log(1 / mpf(d)) / (a - 1) for a in range(2, 257))
    out("liu_geng.thm2.eps_accountant", [("sigma2", s2), ("T", T), ("n", n), ("b", b), ("l", l), ("delta", d)], best)

# Algorithm 1's accountant: S m steps of [WBK's subsampled Gaussian (multiplier sqrt((1 - w) s2) b/(4l), rate b/n) +
# the plain Gaussian of the snapshot (RDP a (2l/n)^2/(2 w s2))], Mironov's conversion, minimised over the library's
# grid of orders and shares (the library must return this minimum: the grid is its definition of "best")
ORDERS = [2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24, 32, 40, 48, 64, 80, 96, 128, 160, 192, 256]
SHARES = [mpf(1) / 100, mpf(1) / 10, mpf(1) / 2]
for s2, S, m, n, b, l, d in [("1", 3, 812, 4062, 10, "1", "0.0005"), ("0.5", 2, 2000, 20000, 20, "1", "0.0005"),
                             ("40", 3, 2400, 60000, 50, "7", "0.0005"), ("1e-3", 1, 10, 1000, 10, "0.5", "1e-6"),
                             ("300", 5, 100, 500, 10, "2", "0.01")]:
    g = mpf(b) / n
    best = None
    for w in SHARES:
        s = sqrt((1 - w) * mpf(s2)) * b / (4 * mpf(l))
        for a in ORDERS:
            r = S * m * (min(wbk(a, g, s), a / (2 * s**2)) + a * (2 * mpf(l) / n) ** 2 / (2 * w * mpf(s2)))
            e = r + log(1 / mpf(d)) / (a - 1)
            best = e if best is None or e < best else best
    out("liu_geng.alg1.eps_accountant",
        [("sigma2", s2), ("S", S), ("m", m), ("n", n), ("b", b), ("l", l), ("delta", d)], best)
# Algorithm 2's: T steps of min(WBK, the unsampled a/(2 s^2)) at multiplier s = sqrt(s2) b/(2l)
for s2, T, n, b, l, d in [("1e4", 180, 600, 50, "7", "0.0005"), ("1", 100, 4062, 10, "1", "0.0005"),
                          ("0.05", 2000, 24875, 20, "0.5", "1e-6"), ("30", 3000, 60000, 50, "7", "0.0005")]:
    g = mpf(b) / n
    s = sqrt(mpf(s2)) * b / (2 * mpf(l))
    best = min(T * min(wbk(a, g, s), a / (2 * s**2)) + log(1 / mpf(d)) / (a - 1) for a in ORDERS)
    out("liu_geng.alg2.eps_accountant", [("sigma2", s2), ("T", T), ("n", n), ("b", b), ("l", l), ("delta", d)], best)
mp.dps = 100
for e, d, th, T, n, l in [("1", "0.0005", "1/2", 29050, 290506, "1"), ("0.05", "0.0005", "1/2", 6000, 4062, "3"),
                          ("0.4", "1e-5", "1/10", 1, 10, "0.25")]:
    out("liu_geng.thm2.sigma2_printed", [("eps", e), ("delta", d), ("theta", th), ("T", T), ("n", n), ("l", l)],
        20 * alpha2(mpf(e), mpf(d), frac(th)) * T * mpf(l) ** 2 / (frac(th) * mpf(e) * mpf(n) ** 2))


# Laplacian smoothing
def q_matrix(d1, nu):
    Q = matrix(d1, d1)
    for i in range(d1):
        Q[i, i] += 1 + 2 * nu
        Q[i, (i + 1) % d1] += -nu
        Q[i, (i - 1) % d1] += -nu
    return Q


def tau_sum(d1, nu):
    return fsum(1 / (1 + 2 * nu - 2 * nu * cos(2 * pi * i / d1)) for i in range(1, d1 + 1))/d1


for d1 in [1, 2, 3, 7, 16, 40]:
    for nus in ["0", "0.5", "2", "3"]:
        nu = mpf(nus)
        Q = q_matrix(d1, nu) if d1 >= 3 else None
        if d1 >= 3:
            tr = fsum(inverse(Q)[i, i] for i in range(d1)) / d1
            ev = eigsy(Q, eigvals_only=True)
            norm = max(ev[i] for i in range(d1))
        else:
            tr = tau_sum(d1, nu)
            norm = max(1 + 2 * nu - 2 * nu * cos(2 * pi * i / d1) for i in range(d1))
        out("liu_geng.ls.tau", [("d1", d1), ("nu", nus)], tr)
        out("liu_geng.ls.tau_closed", [("d1", d1), ("nu", nus)], tr)
        out("liu_geng.ls.norm", [("d1", d1), ("nu", nus)], norm)
for d1 in [100, 1001, 2000]:
    for nus in ["0.5", "2", "3"]:
        nu = mpf(nus)
        t = tau_sum(d1, nu)
        out("liu_geng.ls.tau", [("d1", d1), ("nu", nus)], t)
        out("liu_geng.ls.tau_closed", [("d1", d1), ("nu", nus)], t)
        out("liu_geng.ls.norm", [("d1", d1), ("nu", nus)],
            max(1 + 2 * nu - 2 * nu * cos(2 * pi * i / d1) for i in range(d1 // 2 - 1, d1 // 2 + 2)))
for nus in ["0", "0.5", "2", "3", "1000"]:
    out("liu_geng.ls.tau_limit", [("nu", nus)], 1 / sqrt(4 * mpf(nus) + 1))
for d1, nus, i in [(100, "2", 50), (7, "0.5", 3), (16, "3", 0), (1000, "1e-6", 1)]:
    out("liu_geng.ls.eigenvalue", [("d1", d1), ("nu", nus), ("i", i)],
        1 / (1 + 2 * mpf(nus) - 2 * mpf(nus) * cos(2 * pi * i / d1)))

# (12): tau d_1 sigma^2 by the trace of the inverse of the printed matrix (d_1 >= 3) or the sum
for d1 in [2, 5, 16]:
    for nus in ["0", "2"]:
        for s2 in ["1", "0.25"]:
            nu = mpf(nus)
            tr = fsum(inverse(q_matrix(d1, nu))[i, i] for i in range(d1)) if d1 >= 3 else tau_sum(d1, nu) * d1
            out("liu_geng.ls.noise_energy", [("d1", d1), ("nu", nus), ("sigma2", s2)], tr * mpf(s2))
# Theorem 1 and Algorithm 1: c l^2 S m ln(1/delta)/(n^2 eps^2); c_1 >= eps n^2/(S m)
for c, l, S, m, n, e, d in [("1", "1", 10, 11620, 290506, "1", "0.0005"), ("3.5", "0.5", 2, 100, 4062, "0.05", "1e-6")]:
    v = mpf(c) * mpf(l) ** 2 * S * m * log(1 / mpf(d)) / (mpf(n) ** 2 * mpf(e) ** 2)
    out("liu_geng.thm1.sigma2", [("c2", c), ("l", l), ("S", S), ("m", m), ("n", n), ("eps", e), ("delta", d)], v)
    out("liu_geng.alg1.sigma2", [("c1", c), ("l", l), ("S", S), ("m", m), ("n", n), ("eps", e), ("delta", d)], v)
    out("liu_geng.thm1.c1_min", [("eps", e), ("S", S), ("m", m), ("n", n)], mpf(e) * mpf(n) ** 2 / (S * m))
# step sizes and Lemma 5's factor
for t, ga, q, mu in [(0, "1", "13", "0.0001"), (99, "1.5", "1", "0.5"), (10**6, "2", "9", "1e-3")]:
    out("liu_geng.sc_step", [("t", t), ("gamma", ga), ("Qnorm", q), ("mu", mu)], 2 * mpf(ga) * mpf(q) / (mpf(mu) * (t + 1)))
for eta, g in [("1", "0.25"), ("0.01", "10"), ("0.5", "1.99")]:
    out("liu_geng.lemma5.factor", [("eta", eta), ("g", g)], mpf(eta) / (2 * (1 - mpf(eta) * mpf(g))))

# integer answers by bisection on the printed predicates in exact fractions (not by the floor formulas)
from fractions import Fraction as Fr


def first_true(pred, hi):
    lo = 0
    if pred(0):
        return 0
    while not pred(hi):
        hi *= 2
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if pred(mid):
            hi = mid
        else:
            lo = mid
    return hi


for ga, q, g, mu in [("1", "13", "0.2501", "0.0001"), ("1", "1", "1", "1"), ("1.125", "5", "0.75", "0.25"),
                     ("2", "9", "3", "0.001")]:
    G, Q, Gs, M = Fr(ga), Fr(q), Fr(g), Fr(mu)
    t = first_true(lambda t: 2 * G * Q / (M * (t + 1)) * Gs < 1, 16)
    out("liu_geng.lemma5.sc_first_t", [("gamma", ga), ("Qnorm", q), ("g", g), ("mu", mu)], mpf(t))
for g in ["0.2501", "0.5", "10", "3.3"]:
    G = Fr(g)
    # 1/sqrt(t + 1) <= 1/(2 g) <=> t + 1 >= 4 g^2 (both sides positive)
    t = first_true(lambda t: (t + 1) >= 4 * G * G, 16)
    out("liu_geng.thm5.first_t", [("g", g)], mpf(t))


def m_lhs(ga, q, mu, eta, g, ab, beta, rmin, m):
    rho = 1 - 4 * g * eta * ab
    return ga * q / (mu * rho * m * eta) + 4 * g * eta * (m + 1) * ab / (rho * m) + g / (beta * rho * rmin * m)


for ps in [("1", "13", "0.0001", "0.125", "0.25", "1", "1", "1"), ("2", "5", "0.5", "0.01", "2", "3", "0.5", "0.25"),
           ("1", "1", "1", "0.2", "0.25", "1.3", "1", "1"), ("1", "1", "1", "0.2", "0.25", "2", "1", "1")]:
    x = [Fr(v) for v in ps]
    names = ["gamma", "Qnorm", "mu", "eta", "g", "alpha_b", "beta", "rho_min"]
    rho = 1 - 4 * x[4] * x[3] * x[5]
    if 12 * x[4] * x[3] * x[5] >= 1:
        m = 0  # no m works: the left side decreases to 4 g eta alpha_b/rho >= 1/2
    else:
        m = first_true(lambda m: m >= 1 and m_lhs(*x, m) < Fr(1, 2), 16)
    out("liu_geng.thm4.m_min", list(zip(names, ps)), mpf(m))

# rates with O-constants 1, written out from the printed expressions; tau by the sum of the printed eigenvalues
# (tau_sum, not the closed form the quantities use), L = log(1/delta)
for n, d1, nu, e, g, mu in [(290506, 54, "2", "1", "0.2501", "0.0001"), (24875, 300, "3", "0.05", "0.25001", "0.00001"),
                            (10**9, 7, "0.5", "2", "1", "0.5")]:
    nuv = mpf(nu)
    tau = tau_sum(d1, nuv)
    L = log(1 / mpf("0.0005"))
    E, N, G, MU = mpf(e), mpf(n), mpf(g), mpf(mu)
    base = [("eps", e), ("delta", "0.0005"), ("n", n), ("d1", d1), ("nu", nu), ("l", "1")]
    out("liu_geng.rates.thm3.utility", base, sqrt(tau * d1 * L) / (E * N))
    out("liu_geng.rates.thm3.complexity", base + [("g", g)], G * N * E / (sqrt(tau * d1) * L))
    out("liu_geng.rates.remark1.vr_complexity", base + [("g", g)], G * N * E / sqrt(tau * d1 * L))
    out("liu_geng.rates.remark1.sadmm_complexity", base, (N * E) ** 2 / (tau * d1 * L))
    out("liu_geng.rates.cor1.utility", base, sqrt(d1 * L) / (E * N))
    out("liu_geng.rates.thm4.utility", base + [("mu", mu)], tau * d1 * log(N) * L / (MU * (E * N) ** 2))
    if N * E * MU / d1 > 1:
        out("liu_geng.rates.thm4.complexity", base + [("g", g), ("mu", mu)], (N + G / MU) * log(N * E * MU / d1))
    # ||Q_nu||_2 by the largest printed eigenvalue over all i
    qn = max(1 + 2 * nuv - 2 * nuv * cos(2 * pi * i / d1) for i in range(d1))
    out("liu_geng.rates.thm6.T", base + [("mu", mu), ("gamma", "1.5")], MU * (E * N) ** 2 / (mpf("1.5") * qn * tau * d1 * L))
# gradient counts (exact integers, counted step by step as Algorithm 1 lists its gradient evaluations)
for S, m, n, b in [(1, 11620, 290506, 50), (7, 3, 10, 10), (100, 2487, 24875, 20)]:
    c = 0
    for s in range(S):
        c += n  # p~ = grad f(x~^{s-1}) (L206)
        for t in range(m):
            c += 2 * b  # grad f_i(x_t) and grad f_i(x~) for each i in B_t (L210)
    out("liu_geng.alg1.grad_evals", [("S", S), ("m", m), ("n", n), ("b", b)], mpf(c))
for T, n, b in [(1000, 290506, 50), (1, 1, 1), (123456, 4062, 10)]:
    out("liu_geng.alg2.grad_evals", [("T", T), ("n", n), ("b", b)], mpf(sum(b for _ in range(T))))
# alpha(b): the variance of a without-replacement mini-batch mean, by enumerating every b-subset of a small
# population (exact fractions) and dividing by the population variance
from itertools import combinations

for n, b in [(5, 2), (6, 3), (7, 1), (4, 4), (1, 1)]:
    if n == 1:
        out("liu_geng.lemma4.alpha_b", [("n", n), ("b", b)], mpf(0))
        continue
    v = [Fr(k * k) for k in range(n)]  # any non-constant population
    mean = sum(v) / n
    pop = sum((x - mean) ** 2 for x in v) / n
    subs = list(combinations(v, b))
    var = sum((sum(s) / b - mean) ** 2 for s in subs) / len(subs)
    r = var / pop
    out("liu_geng.lemma4.alpha_b", [("n", n), ("b", b)], mpf(r.numerator) / r.denominator)
for n, b in [(290506, 50), (24875, 20), (72876, 20), (4062, 10)]:  # Table II, by the formula (large populations)
    out("liu_geng.lemma4.alpha_b", [("n", n), ("b", b)], mpf(n - b) / (b * (n - 1)))
for g, eta, ab in [("0.25", "0.25", "1"), ("2", "0.01", "0.375"), ("1", "0.1", "0")]:
    out("liu_geng.lemma4.varrho", [("g", g), ("eta", eta), ("alpha_b", ab)], 1 - 4 * mpf(g) * mpf(eta) * mpf(ab))
# the framework matrices: eigenvalues of the exact matrices by mpmath's eigsy (not privbound's certified bounds)
for At, nu, eta, beta in [("1,-1;1,0;0,1", "2", "0.5", "1"), ("0.5,1,-1;1,0,0;0,1,0;0,0,1", "0", "0.25", "2"),
                          ("1,-1,0,0;0,1,-1,0;1,0,0,-1;1,0,0,0;0,1,0,0;0,0,1,0;0,0,0,1", "3", "0.125", "0.5"),
                          ("3", "1", "1", "1")]:
    rows = [[mpf(v) for v in r.split(",")] for r in At.split(";")]
    A = matrix(rows)
    AtA = A.T * A
    ev, _ = eigsy(AtA)
    nrm = max(ev[i] for i in range(AtA.rows))
    out("liu_geng.framework.norm_AtA", [("A", At)], nrm)
    ga = 1 + mpf(eta) * mpf(beta) * nrm
    out("liu_geng.framework.gamma", [("A", At), ("eta", eta), ("beta", beta)], ga)
    d = AtA.rows
    Q = q_matrix(d, mpf(nu))  # the printed circulant; for d = 1, 2 its two off-diagonal -nu fall on one entry
    for name, g in [("liu_geng.framework.g_hat_min_eig", ga), ("liu_geng.framework.g_hat_min_eig_experiments", mpf(1))]:
        Gh = g * Q - mpf(eta) * mpf(beta) * AtA
        e2, _ = eigsy(Gh)
        out(name, [("A", At), ("nu", nu), ("eta", eta), ("beta", beta)], min(e2[i] for i in range(d)))
for eta, g, l, b, d1, nu, s2 in [("1", "0.25", "1", 50, 54, "2", "1"), ("0.1", "5", "2.5", 1, 7, "0", "0.3"),
                                 ("0.001", "100", "1", 20, 300, "3", "1e3")]:
    f = mpf(eta) / (2 * (1 - mpf(eta) * mpf(g)))
    out("liu_geng.lemma5.noise_term", [("eta", eta), ("g", g), ("l", l), ("b", b), ("d1", d1), ("nu", nu), ("sigma2", s2)],
        f * (mpf(l) ** 2 / b + d1 * tau_sum(d1, mpf(nu)) * mpf(s2)))
