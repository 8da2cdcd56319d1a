#!/usr/bin/env python3
"""Reference values for the Ryu & Kim (seed 004) quantities of privbound, by an independent route.

Needs python3 and mpmath only; uses no privbound code. Every closed form is evaluated at 80
digits straight from the paper's printed formulas; the exact epsilon of a composed Gaussian is
the smallest eps >= 0 with Phi(mu/2 - eps/mu) - e^eps Phi(-mu/2 - eps/mu) <= delta, mu = sqrt(2 rho)
(Balle & Wang 2018), found by bisection to 1e-60 relative; the moments accountant is the minimum
of a(tau+1) + ln(1/delta)/tau over the integers tau >= 1, scanned from tau = 1 until the values
start to grow (the sequence is convex), not from the real minimiser privbound starts at; the variance that makes
Theorem 4.6's printed total exact is TE/mu*^2 with mu* the root of delta(eps'; mu) = delta, by bisection.

Output (stdout, deterministic): lines `<id> k=v k=v ... = <value, 45 significant digits>`.
    python3 tests/reference/ryu_kim_ref.py > tests/reference/ryu_kim_ref.txt
"""
from mpmath import mp, mpf, sqrt, log, exp, expm1, erfc, ncdf, pi, nstr

mp.dps = 80


def L(d):
    return log(mpf(5) / (4 * d))


def delta_of(eps, mu):
    return ncdf(-eps / mu + mu / 2) - exp(eps) * ncdf(-eps / mu - mu / 2)


def eps_exact(rho, d):
    mu = sqrt(2 * rho)
    if delta_of(mpf(0), mu) <= d:
        return mpf(0)
    lo, hi = mpf(0), mpf(1)
    while delta_of(hi, mu) > d:
        hi *= 2
    while hi - lo > hi * mpf("1e-62"):
        m = (lo + hi) / 2
        if delta_of(m, mu) > d:
            lo = m
        else:
            hi = m
    return hi


def mu_for(eps_total, d):
    """The mu with delta_of(eps_total, mu) = d (delta_of increases with mu), by bisection to 1e-62 relative."""
    lo, hi = mpf(0), mpf(1)
    while delta_of(eps_total, hi) <= d:
        lo, hi = hi, 2 * hi
    while hi - lo > hi * mpf("1e-62"):
        m = (lo + hi) / 2
        if delta_of(eps_total, m) <= d:
            lo = m
        else:
            hi = m
    return (lo + hi) / 2


def moments(a, d):
    best = None
    lnd = log(1 / d)
    prev = None
    for tau in range(1, 1000001):
        v = a * (tau + 1) + lnd / tau
        if best is None or v < best:
            best = v
        if prev is not None and v > prev:  # past the minimum of a convex sequence: later terms only grow
            break
        prev = v
    return best


def out(qid, params, value):
    ps = " ".join(f"{k}={v}" for k, v in params)
    print(f"{qid} {ps} = {nstr(value, 45, strip_zeros=False, min_fixed=-5, max_fixed=5)}")


settings = [(100, 1, "0.01"), (100, 5, "0.01"), (5000, 1, "1e-6"), (7, 3, "0.3"), (1, 1, "1e-12")]
epss = ["0.05", "0.1", "0.5", "1", "2.5"]
for T, E, ds in settings:
    d = mpf(ds)
    for es in epss:
        e = mpf(es)
        p = [("eps", es), ("delta", ds), ("T", T), ("E", E)]
        a = T * E * e**2 / (4 * L(d))
        out("ryu_kim.thm4_6.a", p, a)
        out("ryu_kim.thm4_6.side_condition", p, 2 * a)
        out("ryu_kim.thm4_6.total", p, e * sqrt(T * E * log(1 / d) / L(d)))
        out("ryu_kim.thm4_6.total_moments", p, moments(a, d))
        out("ryu_kim.thm4_6.total_exact", p, eps_exact(a, d))
        out("ryu_kim.thm4_6.calibrated_variance", p, T * E / mu_for(e * sqrt(T * E * log(1 / d) / L(d)), d) ** 2)
        out("ryu_kim.sec2_2.basic_composition", p, T * E * e)
        pp = [("eps", es), ("delta", ds)]
        t = sqrt(2 * L(d))
        out("ryu_kim.thm4_4.tail_bound", pp, 2 / sqrt(2 * pi) * exp(-((t - e / (2 * t)) ** 2) / 2))
        out("ryu_kim.thm4_4.condition_margin", pp, (t - e / t) ** 2 - 2 * log(2 / (d * sqrt(2 * pi))))
        out("ryu_kim.lemma2_3.gaussian_eps_exact", pp, eps_exact(e**2 / (4 * L(d)), d))
        for s in ["1", "0.02", "3.5"]:
            out("ryu_kim.lemma2_3.gaussian_variance", [("sensitivity", s)] + pp, 2 * L(d) * (mpf(s) / e) ** 2)
            out("ryu_kim.lemma2_2.laplace_variance", [("sensitivity", s), ("eps", es)], 2 * (mpf(s) / e) ** 2)
for alg, mult, gauss in [("ObjG", 2, True), ("ObjL", 2, False), ("OutG", 1, True), ("OutL", 1, False)]:
    for es in epss:
        e, beta, d = mpf(es), mpf("0.01"), mpf("0.01")
        v = (2 * L(d) if gauss else 2) * (mult * beta / e) ** 2
        out("ryu_kim.table1.noise", [("algorithm", alg), ("eps", es)], v)
for rs in ["0", "0.1", "0.3", "0.31", "0.5", "1", "4"]:
    r = mpf(rs)
    out("ryu_kim.thm4_4.normal_tail_exact", [("r", rs)], erfc(r / sqrt(2)))
    out("ryu_kim.thm4_4.normal_tail_printed", [("r", rs)], 2 / sqrt(2 * pi) * exp(-r * r / 2))
for es in ["0.1", "1", "3"]:
    for T, k in [(10, 10), (100, 3)]:
        for dps in ["1e-5", "0.5"]:
            e, dp = mpf(es), mpf(dps)
            out("ryu_kim.sec2_2.advanced_composition", [("eps", es), ("T", T), ("k", k), ("delta_prime", dps)],
                e * sqrt(2 * T * log(1 / dp)) + 2 * k * e**2)
            out("ryu_kim.sec2_2.advanced_composition_dwork_roth", [("eps", es), ("k", k), ("delta_prime", dps)],
                e * sqrt(2 * k * log(1 / dp)) + k * e * expm1(e))
for mus in ["0.01", "0.5", "1", "3", "12"]:
    for es in ["0", "0.3", "1", "5"]:
        mu, e = mpf(mus), mpf(es)
        out("ryu_kim.sec2_1.loss_tail", [("mu", mus), ("eps", es)], ncdf(mu / 2 - e / mu) + ncdf(-mu / 2 - e / mu))
        out("accounting.gaussian_delta", [("mu", mus), ("eps", es)], delta_of(e, mu))
for T, E, ds in settings[:3]:
    for es in ["0.1", "1"]:
        for ets in ["0.5", "41.77"]:
            e, d, et = mpf(es), mpf(ds), mpf(ets)
            b = e**2 / (4 * L(d))
            out("ryu_kim.thm4_6.tau_star", [("eps_total", ets), ("eps", es), ("delta", ds)], (et - b) / (2 * b))
            a = T * E * b
            out("ryu_kim.thm4_6.tau_star_corrected", [("eps_total", ets), ("eps", es), ("delta", ds), ("T", T), ("E", E)],
                (et - a) / (2 * a))
for avec, norm, val in [("1", "l2", 1), ("1,-1,1", "l2", sqrt(3)), ("1,-1,1", "l1", 3), ("0.5,-0.25", "l2", sqrt(mpf(5) / 16)),
                        ("0.5,-0.25", "l1", mpf("0.75"))]:
    for bs in ["0.01", "2"]:
        out("ryu_kim.powerflow.sensitivity", [("beta", bs), ("a", avec), ("norm", norm)], 2 * mpf(bs) * val)
# OutPert's output sensitivity: 2 beta |a|_p / (1/eta + rho)
for avec, norm, val in [("1", "l2", 1), ("1,-1,1", "l2", sqrt(3)), ("1,-1,1", "l1", 3), ("0.5,-0.25", "l1", mpf("0.75"))]:
    for es, rs in [("1", "100"), ("0.1", "100"), ("1", "0.25"), ("2", "3")]:
        out("ryu_kim.powerflow.output_sensitivity", [("beta", "0.01"), ("a", avec), ("norm", norm), ("eta", es), ("rho", rs)],
            2 * mpf("0.01") * val / (1 / mpf(es) + mpf(rs)))
# L514's rule delta < n^-2: n^2 delta (case 14 / case 118 in three zones: largest zone >= 5 / 40 buses)
for ds in ["0.01", "1e-6"]:
    for n in [1, 5, 9, 10, 40, 118]:
        out("ryu_kim.powerflow.delta_rule", [("delta", ds), ("n", n)], mpf(n) ** 2 * mpf(ds))


# Theorem 4.5 on a 1-D box: the exact law of one (3.2) solve, worked out in the OUTPUT coordinate
# psi (privbound works in the noise's coordinate, standardised and reflected). psi = clip(m - xi/c),
# c = 1/eta + rho, c m = -g + z/eta + rho w + lambda; the density of psi in (lo, hi) is
# c f(c (m - psi)), the atoms are P(xi >= c (m - lo)) at lo and P(xi <= c (m - hi)) at hi.
def box_law(g, z, w, lam, eta, rho):
    c = 1 / eta + rho
    return c, (-g + z / eta + rho * w + lam) / c


def lap_cdf(x, b):
    return exp(x / b) / 2 if x < 0 else 1 - exp(-x / b) / 2


def lap_sf(x, b):  # P(xi >= x), written out (1 - cdf underflows at 80 digits)
    return exp(-x / b) / 2 if x >= 0 else 1 - exp(x / b) / 2


def box_laplace_eps(eps, sens, g, gn, z, w, lam, eta, rho, lo, hi):
    b = sens / eps
    c, m = box_law(g, z, w, lam, eta, rho)
    _, mn = box_law(gn, z, w, lam, eta, rho)
    # log density ratio in psi: (|c(mn - psi)| - |c(m - psi)|)/b, linear between the kinks
    # m, mn: its sup and inf over the open interval are at the ends or at the kinks.
    pts = [lo, hi] + [k for k in (m, mn) if lo < k < hi]
    ratio = [abs((abs(c * (mn - p)) - abs(c * (m - p))) / b) for p in pts]
    at_lo = log(lap_sf(c * (m - lo), b) / lap_sf(c * (mn - lo), b))
    at_hi = log(lap_cdf(c * (m - hi), b) / lap_cdf(c * (mn - hi), b))
    return max(ratio + [abs(at_lo), abs(at_hi)])


def box_gaussian_delta(eps, d, sens, g, gn, z, w, lam, eta, rho, lo, hi):
    sigma = sqrt(2 * L(d)) * sens / eps
    c, m = box_law(g, z, w, lam, eta, rho)
    _, mn = box_law(gn, z, w, lam, eta, rho)
    s = sigma / c  # psi ~ N(m, s^2) before clipping
    def hs(mp_, mq):
        pdf = lambda x, mu: exp(-((x - mu) / s)**2 / 2) / (s * sqrt(2 * pi))
        # p > e^eps q on one side of the crossing point (log ratio linear in psi)
        k = (2 * s**2 * eps + mp_**2 - mq**2) / (2 * (mp_ - mq))
        if mp_ > mq:
            a0, b0 = max(lo, k), hi
        else:
            a0, b0 = lo, min(hi, k)
        inner = mp.quad(lambda x: pdf(x, mp_) - exp(eps) * pdf(x, mq), [a0, b0]) if a0 < b0 else mpf(0)
        atom_lo = ncdf((lo - mp_) / s) - exp(eps) * ncdf((lo - mq) / s)
        atom_hi = ncdf((mp_ - hi) / s) - exp(eps) * ncdf((mq - hi) / s)
        return max(inner, 0) + max(atom_lo, 0) + max(atom_hi, 0)
    return max(hs(m, mn), hs(mn, m))


box_cases = [  # (g, g', z, w, lambda, eta, rho, lo, hi)
    ("0.02", "0", "0", "0", "0", "1", "100", "-1", "1"),
    ("0.02", "0", "1", "1", "0", "1", "100", "0.9995", "1"),
    ("0.02", "0", "1", "1", "0", "1", "100", "-1", "1"),
    ("-0.3", "0.2", "0.5", "-0.25", "1.5", "0.5", "2", "-0.75", "0.125"),
    ("1", "0.5", "0", "0", "0", "0.1", "1", "0", "0.0625"),
    ("0.01", "0.03", "0.2", "0.1", "-0.05", "1", "3", "0.1", "0.3"),
]
names = ["grad", "grad_neighbour", "z", "w", "lambda", "eta", "rho", "lo", "hi"]
for case in box_cases:
    vals = [mpf(x) for x in case]
    for es in ["0.05", "0.5", "1"]:
        for sens in ["0.005", "0.02", "0.5"]:
            e = mpf(es)
            common = [("eps", es), ("sensitivity", sens)] + list(zip(names, case))
            out("ryu_kim.thm4_5.box_laplace", common, box_laplace_eps(e, mpf(sens), *vals))
            for ds in ["0.01", "1e-6"]:
                out("ryu_kim.thm4_5.box_gaussian", [("eps", es), ("delta", ds), ("sensitivity", sens)] + list(zip(names, case)),
                    box_gaussian_delta(e, mpf(ds), mpf(sens), *vals))


# Section 5: the bounds (5.1b)-(5.3b), step sizes, U_3, secant exponents, (E.1) and the margin of
# Assumption 5.2(ii) by a direct scan over every t in [2, T] (privbound visits only the jumps).
def b53(k, e, T, E):
    return (k["n"] * k["P"] * k["U3"] + k["U2"]**2 / (2 * E)) / (e * sqrt(T)) + \
        (k["U2"]**2 * (k["rho_max"] + k["L"] / E) + (k["gamma"] + k["lambda1"])**2 / k["rho1"]) / (2 * T)


def b53c(k, e, T, E):
    # E16: both U2^2 of (5.1b) times P (written out, not through b53)
    pu = k["P"] * k["U2"]**2
    return (k["n"] * k["P"] * k["U3"] + pu / (2 * E)) / (e * sqrt(T)) + \
        (pu * (k["rho_max"] + k["L"] / E) + (k["gamma"] + k["lambda1"])**2 / k["rho1"]) / (2 * T)


def b54(k, e, T, E):
    return (k["n"] * k["P"] * k["U3"] / e**2 + k["P"] * k["U1"]**2 + k["U2"]**2 / (2 * E)) / sqrt(T) + \
        (k["U2"]**2 * k["rho_max"] + (k["gamma"] + k["lambda1"])**2 / k["rho1"] + 2 * k["gamma"] * k["U2"]) / (2 * T)


def b54c(k, e, T, E):
    # E17: U2^2 -> P U2^2 and gamma U2 -> gamma sqrt(P) U2 in (5.2b)
    pu = k["P"] * k["U2"]**2
    return (k["n"] * k["P"] * k["U3"] / e**2 + k["P"] * k["U1"]**2 + pu / (2 * E)) / sqrt(T) + \
        (pu * k["rho_max"] + (k["gamma"] + k["lambda1"])**2 / k["rho1"] + 2 * k["gamma"] * sqrt(k["P"]) * k["U2"]) / (2 * T)


def b55(k, e, T, E):
    return (2 * k["U2"] * k["gamma"] + k["U2"]**2 * k["rho_max"] + 4 * k["gamma"]**2 / k["rho1"] +
            k["alpha"] * k["U2"]**2 / (2 * E) + 2 * k["P"] * (k["U1"]**2 + k["n"] * k["U3"] / e**2) / k["alpha"]) / (T + 1)


def b55c(k, e, T, E):
    # E18: U2^2 -> P U2^2 and U2 gamma -> sqrt(P) U2 gamma in (5.3b)
    pu = k["P"] * k["U2"]**2
    return (2 * sqrt(k["P"]) * k["U2"] * k["gamma"] + pu * k["rho_max"] + 4 * k["gamma"]**2 / k["rho1"] +
            k["alpha"] * pu / (2 * E) + 2 * k["P"] * (k["U1"]**2 + k["n"] * k["U3"] / e**2) / k["alpha"]) / (T + 1)


ukeys = ["n", "P", "U1", "U2", "U3", "rho_max", "rho1", "gamma", "lambda1", "L", "alpha"]
uconsts = [
    ["2", "3", "1", "1", "0.0038627", "100", "100", "1", "0", "1", "1"],
    ["1", "1", "0.5", "2", "0.25", "10", "1", "0.5", "0.25", "3", "0.5"],
    ["4", "195", "3", "0.2", "1e-4", "1e9", "0.055", "2", "1", "0", "2"],
]
for uc in uconsts:
    k = {kk: mpf(v) for kk, v in zip(ukeys, uc)}
    base = list(zip(ukeys, uc))
    for es in ["0.05", "1"]:
        for T, E in [(100, 1), (100, 5), (5000, 3)]:
            e = mpf(es)
            ps = base + [("eps", es), ("T", T), ("E", E)]
            out("ryu_kim.thm5_3.bound", ps, b53(k, e, T, E))
            out("ryu_kim.thm5_3.bound_corrected", ps, b53c(k, e, T, E))
            out("ryu_kim.thm5_4.bound", ps, b54(k, e, T, E))
            out("ryu_kim.thm5_4.bound_corrected", ps, b54c(k, e, T, E))
            out("ryu_kim.thm5_5.bound", ps, b55(k, e, T, E))
            out("ryu_kim.thm5_5.bound_corrected", ps, b55c(k, e, T, E))
    for th, f in [("5.3", b53), ("5.4", b54), ("5.5", b55)]:
        for var, x1, x2 in [("E", "1", "1000"), ("eps", "0.0001", "0.0002"), ("eps", "0.05", "1"), ("T", "100", "1000000")]:
            a, b = mpf(x1), mpf(x2)
            e, T, E = mpf(1), 100, 1
            if var == "E":
                v1, v2 = f(k, e, T, int(x1)), f(k, e, T, int(x2))
            elif var == "eps":
                v1, v2 = f(k, a, T, E), f(k, b, T, E)
            else:
                v1, v2 = f(k, e, int(x1), E), f(k, e, int(x2), E)
            out("ryu_kim.rates.exponent", base + [("theorem", th), ("variable", var), ("from", x1), ("to", x2),
                                                  ("eps", "1"), ("T", T), ("E", E)], -log(v2 / v1) / log(b / a))
for t in [1, 2, 100, 5000]:
    for Ls, es in [("0", "1"), ("1", "0.05"), ("2.5", "0.5")]:
        out("ryu_kim.thm5_3.eta", [("L", Ls), ("eps", es), ("t", t)], 1 / (mpf(Ls) + sqrt(t) / mpf(es)))
    out("ryu_kim.thm5_4.eta", [("t", t)], 1 / sqrt(t))
    for als in ["1", "0.3"]:
        out("ryu_kim.thm5_5.eta", [("alpha", als), ("t", t)], 2 / (mpf(als) * (t + 2)))
for ss in ["0.02", "1.5"]:
    out("ryu_kim.asm5.U3", [("mechanism", "laplace"), ("sensitivity", ss)], 2 * mpf(ss)**2)
    for ds in ["0.01", "1e-6"]:
        out("ryu_kim.asm5.U3", [("mechanism", "gaussian"), ("sensitivity", ss), ("delta", ds)], 2 * L(mpf(ds)) * mpf(ss)**2)


def rho_hat(c1, c2, Tc, e, t):
    return min(mpf(10)**9, c1 * mpf("1.2")**(t // Tc) + c2 / e)


for c1s, c2s, Tc in [("2", "5", 10000), ("0.005", "0.05", 2000), ("1000", "0", 7), ("0.5", "1", 1)]:
    c1, c2 = mpf(c1s), mpf(c2s)
    for es in ["0.05", "1"]:
        e = mpf(es)
        for t in [1, 1999, 2000, 5000, 4000]:
            out("ryu_kim.appE.rho_schedule", [("c1", c1s), ("c2", c2s), ("Tc", Tc), ("eps", es), ("t", t)],
                rho_hat(c1, c2, Tc, e, t))
        for T in [2, 1999, 2000, 2001, 5000]:
            rho = [None] + [rho_hat(c1, c2, Tc, e, t) for t in range(1, T + 1)]
            m = min(mpf(t) / (t - 1) * rho[t - 1] - rho[t] for t in range(2, T + 1))
            out("ryu_kim.appE.asm5_2ii_margin", [("c1", c1s), ("c2", c2s), ("Tc", Tc), ("eps", es), ("T", T)], m)


# Section 6.2: f_p of (6.3) written out as a function of z, differentiated numerically by mpmath
# (not by the softmax-gradient formula privbound uses); (6.4) as printed at one added sample.
def mat(txt):
    return [[mpf(v) for v in row.split(",")] for row in txt.split(";")]


def f63(z, X, labels, I):
    J, K = len(z), len(z[0])
    tot = mpf(0)
    for x, y in zip(X, labels):
        a = [sum(x[j] * z[j][k] for j in range(J)) for k in range(K)]
        m = max(a)
        tot += log(sum(exp(v - m) for v in a)) + m - a[y]
    return tot / I


def fl_change(zt, xt, y, I, Xt, lt):
    z, x, X = mat(zt), mat(xt)[0], mat(Xt)
    labels = [int(v) for v in lt.split(",")]
    J, K = len(z), len(z[0])
    sq = mpf(0)
    for j in range(J):
        for k in range(K):
            def h(v, j=j, k=k):
                zz = [row[:] for row in z]
                zz[j][k] = v
                return f63(zz, X + [x], labels + [y], I + 1) - f63(zz, X, labels, I)
            sq += mp.diff(h, z[j][k]) ** 2
    return sqrt(sq)


def fl_printed(zt, xt, y, I):
    z, x = mat(zt), mat(xt)[0]
    J, K = len(z), len(z[0])
    a = [sum(x[j] * z[j][k] for j in range(J)) for k in range(K)]
    s = [exp(v) / sum(exp(w) for w in a) for v in a]
    return sqrt(sum(x[j]**2 for j in range(J)) * sum((s[k] - (1 if k == y else 0))**2 for k in range(K))) / (I + 1)


fl_cases = [("0.5,-0.5;1,0", "1,0.5", 0, 10, "1,0;0,1;-1,1", "1,0,1"),
            ("0,0,0", "1", 2, 3, "1;-1;0.5", "0,1,2"),
            ("0.25,1,-2;-1,0,0.5", "-1,1", 1, 1000, "1,1;-1,0", "2,2"),
            ("2,-2;0.5,0.5;-1,3", "0.5,-1,0.25", 1, 7, "1,0,-1;0,1,1;1,1,1;-1,-1,0", "0,0,1,1")]
for zt, xt, y, I, Xt, lt in fl_cases:
    out("ryu_kim.fl.sensitivity", [("z", zt), ("x", xt), ("y", y), ("I", I)], fl_printed(zt, xt, y, I))
    out("ryu_kim.fl.gradient_change", [("z", zt), ("x", xt), ("y", y), ("I", I), ("X", Xt), ("labels", lt)],
        fl_change(zt, xt, y, I, Xt, lt))
for Rs, Ip, I in [("1", 6000, 60000), ("1", 188, 36708), ("1.5", 1, 1), ("0.25", 3, 10)]:
    out("ryu_kim.fl.sensitivity_bound", [("R", Rs), ("I_p", Ip), ("I", I)], sqrt(2) * mpf(Rs) * (1 + mpf(Ip) / I) / (I + 1))


# Lemma 2.4 (2.7a) by a scan over tau = 1, 2, ... until the convex objective grows; (6.2)'s
# expected magnitude from E|Laplace(b)| = b and E|N(0, s^2)| = s sqrt(2/pi).
def lemma24(et, e, d, T, E):
    a = T * E * e**2 / (4 * L(d))
    best, tau = None, 1
    while True:
        v = a * tau * (tau + 1) - tau * et
        if best is not None and v > best:
            return exp(best)
        best = v if best is None else min(best, v)
        tau += 1


for T, E, ds in settings[:3]:
    for es in ["0.05", "1"]:
        for ets in ["0.5", "11.92", "41.77", "200"]:
            v = lemma24(mpf(ets), mpf(es), mpf(ds), T, E)
            if v > mpf("1e-300"):  # privbound parses decimal exponents down to about -300 only
                out("ryu_kim.lemma2_4.moments_accountant",
                    [("eps_total", ets), ("eps", es), ("delta", ds), ("T", T), ("E", E)], v)
for alg in ["ObjG", "ObjL", "OutG", "OutL"]:
    for es in ["0.05", "1"]:
        for P, E, n in [(3, 1, 1), (3, 5, 14), (10, 2, 7)]:
            beta, e, d = mpf("0.01"), mpf(es), mpf("0.01")
            sens = 2 * beta if alg.startswith("Obj") else beta
            m = sqrt(2 * L(d)) * sens / e * sqrt(2 / pi) if alg.endswith("G") else sens / e
            out("ryu_kim.table1.noise_magnitude", [("algorithm", alg), ("beta", "0.01"), ("eps", es), ("delta", "0.01"),
                                                   ("P", P), ("E", E), ("n", n)], P * E * n * m)


# (4.11f) first line as printed: P(|z| > eps/mu - mu/2), by mpmath quadrature of the normal density.
for mus in ["0.01", "0.5", "1", "3", "12"]:
    for es in ["0", "0.3", "1", "5"]:
        mu, e = mpf(mus), mpf(es)
        r = e / mu - mu / 2
        v = mpf(1) if r <= 0 else 2 * mp.quad(lambda x: exp(-x * x / 2) / sqrt(2 * pi), [r, mp.inf])
        out("ryu_kim.thm4_4.step4_11f_printed", [("mu", mus), ("eps", es)], v)
