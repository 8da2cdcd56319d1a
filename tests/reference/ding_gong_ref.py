#!/usr/bin/env python3
"""Reference values for the Ding et al. (seed 002) quantities of privbound, by an independent route.

Needs python3 and mpmath only; uses no privbound code. At 100 digits:
- rho_i^total by summing rho_i^1 R^{-k} term by term (the route of the proof, L231) is the
  reference of the printed closed form, and the closed form rho_i^1 (1 - R^K)/(R^{K-1} - R^K)
  (evaluated naively at 100 digits, far more than the cancellation costs) that of the sum;
- the calibration (smallest initial variance with epsilon_i^total <= eps) by bisection on the
  variance through the forward formula, not by inverting Lemma 3 in closed form;
- everything else straight from the printed formulas.

Output (stdout, deterministic): lines `<id> k=v k=v ... = <value, 45 significant digits>`.
    python3 tests/reference/ding_gong_ref.py > tests/reference/ding_gong_ref.txt
"""
from mpmath import mp, mpf, sqrt, log, nstr, fsum, cos, pi

mp.dps = 100


def out(qid, params, value):
    ps = " ".join(f"{k}={v}" for k, v in params)
    print(f"{qid} {ps} = {nstr(value, 45, strip_zeros=False, min_fixed=-5, max_fixed=5)}")


def rho1(V, eta, deg, s2):
    return V**2 / (2 * eta**2 * deg**2 * s2)


def total_sum(r1, R, K):
    return r1 * fsum(R ** (-k) for k in range(K))


def total_closed(r1, R, K):
    return r1 * (1 - R**K) / (R ** (K - 1) - R**K)


def lemma3(rho, d):
    return rho + 2 * sqrt(rho * log(1 / d))


# Theorem 1, Lemmas 1-4
for ss in ["0", "1", "2.5"]:
    for es in ["0.1", "0.5", "0.99"]:
        for ds in ["0.0001", "1e-10", "0.5"]:
            s, e, d = mpf(ss), mpf(es), mpf(ds)
            out("ding_gong.thm1.gaussian_sigma", [("sensitivity", ss), ("eps", es), ("delta", ds)],
                sqrt(2 * log(mpf("1.25") / d)) * s / e)
for ss in ["0", "1", "3"]:
    for sig in ["0.1", "1", "7"]:
        out("ding_gong.lemma1.zcdp", [("sensitivity", ss), ("sigma", sig)], mpf(ss) ** 2 / (2 * mpf(sig) ** 2))
for rs in ["0", "0.1,0.2,0.3", "1e-9,5", "0.25"]:
    out("ding_gong.lemma2.composition", [("rhos", rs)], fsum(mpf(x) for x in rs.split(",")))
for rs in ["0", "1e-8", "0.5", "3"]:
    for ds in ["0.0001", "1e-10", "0.5"]:
        out("ding_gong.lemma3.zcdp_to_dp", [("rho", rs), ("delta", ds)], lemma3(mpf(rs), mpf(ds)))
for Vs, es, dg in [("1", "1", 2), ("0.5", "3", 1), ("4", "0.01", 4)]:
    out("ding_gong.lemma4.sensitivity", [("V", Vs), ("eta", es), ("degree", dg)], mpf(Vs) / (mpf(es) * dg))
    out("ding_gong.lemma4.proof_line", [("grad_diff", "2"), ("eta", es), ("degree", dg)], mpf(2) / (2 * mpf(es) * dg))
# schedule, Theorem 2, Theorem 3
for s2 in ["1", "100"]:
    for Rs in ["0.995", "0.5", "0.999999", "0.999999999999"]:
        for k in [1, 2, 50, 1000]:
            out("ding_gong.schedule.variance", [("sigma2", s2), ("R", Rs), ("k", k)], mpf(s2) * mpf(Rs) ** (k - 1))
agents = [("1", "1", 2, "1"), ("1", "1", 2, "100"), ("0.5", "2", 4, "0.3"), ("3", "0.1", 1, "1000")]
for Vs, es, dg, s2 in agents:
    r1 = rho1(mpf(Vs), mpf(es), dg, mpf(s2))
    base = [("V", Vs), ("eta", es), ("degree", dg), ("sigma2", s2)]
    for Rs in ["0.995", "0.5", "0.999999", "0.999999999999"]:
        R = mpf(Rs)
        for k in [1, 7, 50]:
            out("ding_gong.thm2.rho_k", base + [("R", Rs), ("k", k)], r1 / R ** (k - 1))
        for K in [1, 2, 50, 1000, 100000]:
            p = base + [("R", Rs), ("K", K)]
            closed, summed = total_closed(r1, R, K), total_sum(r1, R, K)
            if K <= 20000:  # the sum's domain
                out("ding_gong.thm3.rho_total_sum", p, closed)
            out("ding_gong.thm3.rho_total", p, summed)
            for ds in ["0.0001", "1e-10"]:
                for qid in ["ding_gong.thm3.eps", "ding_gong.thm3.eps_i", "ding_gong.thm3.eps_final"]:
                    out(qid, p + [("delta", ds)], lemma3(summed, mpf(ds)))
    # small R (the closed form's log R must not be rebuilt from 1 - R): the geometric-sum form
    for Rs in ["1e-50", "1e-300"]:
        for K in [2, 50]:
            R = mpf(Rs)
            out("ding_gong.thm3.rho_total", base + [("R", Rs), ("K", K)], r1 * (R ** (-K) - 1) / (1 / R - 1))


# R = 1 - 1e-30, K = 10^9 (privbound's closed form must not cancel): the geometric-sum form
# (R^{-K} - 1)/(R^{-1} - 1), another algebraic route than the printed one, at 200 digits (about 30
# digits cancel in R^{-1} - 1)
with mp.workdps(200):
    for Vs, es, dg, s2 in agents[:2]:
        r1 = rho1(mpf(Vs), mpf(es), dg, mpf(s2))
        Rs = "0.999999999999999999999999999999"
        R = mpf(Rs)
        out("ding_gong.thm3.rho_total", [("V", Vs), ("eta", es), ("degree", dg), ("sigma2", s2), ("R", Rs),
                                         ("K", 1000000000)], r1 * (R ** (-1000000000) - 1) / (1 / R - 1))


# calibration by bisection on the initial variance through the forward formula
def calibrate(eps, d, V, eta, dg, R, K):
    def eps_of(s2):
        return lemma3(total_sum(rho1(V, eta, dg, s2), R, K), d)

    lo, hi = mpf("1e-30"), mpf(1)
    while eps_of(hi) > eps:
        hi *= 2
    while eps_of(lo) <= eps:
        lo /= 2
    for _ in range(400):
        m = (lo + hi) / 2
        if eps_of(m) > eps:
            lo = m
        else:
            hi = m
    return hi


for es in ["5", "10", "0.5"]:
    for ds in ["0.0001", "1e-10"]:
        for Vs, ets, dg in [("1", "1", 2), ("0.5", "2", 4)]:
            for Rs, K in [("0.995", 50), ("0.9", 20), ("0.999999", 100)]:
                out("ding_gong.thm3.calibration",
                    [("eps", es), ("delta", ds), ("V", Vs), ("eta", ets), ("degree", dg), ("R", Rs), ("K", K)],
                    calibrate(mpf(es), mpf(ds), mpf(Vs), mpf(ets), dg, mpf(Rs), K))


# Graph spectra from their analytic forms (not from matrices): Laplacian L_- and signless Laplacian
# L_+ of K_N, C_N, P_N and the star; M = the degree matrix; Q's singular values sqrt(lambda(L_-))/2.
def spectra(topo, N):
    if topo == "complete":
        lm = [mpf(0)] + [mpf(N)] * (N - 1)
        lp = [mpf(2 * (N - 1))] + [mpf(N - 2)] * (N - 1)
        deg = [N - 1] * N
    elif topo == "ring":
        lm = [2 - 2 * cos(2 * pi * k / N) for k in range(N)]
        lp = [2 + 2 * cos(2 * pi * k / N) for k in range(N)]
        deg = [2] * N
    elif topo == "line":
        lm = [2 - 2 * cos(pi * k / N) for k in range(N)]
        lp = list(lm)  # bipartite: the same spectrum
        deg = [1] + [2] * (N - 2) + [1]
    else:  # star
        lm = [mpf(0)] + [mpf(1)] * (N - 2) + [mpf(N)]
        lp = list(lm)
        deg = [N - 1] + [1] * (N - 1)
    return lm, lp, [mpf(d) for d in deg]


def nonzero(vals):
    return [v for v in vals if abs(v) > mpf("1e-60")]


for topo in ["complete", "ring", "line", "star"]:
    for N in [3, 4, 5, 6, 8, 12]:
        lm, lp, deg = spectra(topo, N)
        for name, vals in [("L_minus", lm), ("L_plus", lp), ("M", deg), ("Q", [sqrt(v) / 2 for v in nonzero(lm)])]:
            nz = nonzero(vals)
            for end, v in [("max", max(nz)), ("min", min(nz))]:
                out("ding_gong.graph.phi", [("topology", topo), ("N", N), ("matrix", name), ("end", end)], v)
