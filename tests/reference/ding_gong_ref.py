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
# the strong-convexity sensitivity (not printed; the corrected form beside Lemma 4 for E10), by its derivation:
# 2Y/|D_i| over the strong-convexity modulus 2 eta |V_i| + 2 Lambda of (10)'s objective
for Ys, ns, es, dg, Ls in [("4.47213595499958", 200, "1", 2, "0.001"), ("1", 1, "0.5", 1, "0"),
                           ("3", 9044, "100", 4, "2.5"), ("0.001", 33, "1e-6", 2, "1e-9")]:
    out("ding_gong.exp.sensitivity_sc", [("Y", Ys), ("n_i", ns), ("eta", es), ("degree", dg), ("Lambda", Ls)],
        2 * mpf(Ys) / (ns * (2 * mpf(es) * dg + 2 * mpf(Ls))))
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


# ---- Section IV: Lemma 5, Theorem 4 (every printing), its feasible set, Lemma 6, Theorem 5 ----
# Spectral constants from the analytic spectra above; every formula typed from the paper's display.
def consts(topo, N):
    lm, lp, deg = spectra(topo, N)
    return dict(A=max(nonzero(lp)) ** 2, a=min(nonzero(lp)) ** 2, m=max(deg) ** 2, q=min(nonzero(lm)) / 4,
                lm=min(nonzero(lm)), E=sum(deg) / 2)


def lemma5(g, mu, v, k2, k3):
    A, a, q, m = g["A"], g["a"], g["q"], g["m"]
    k1 = 1 + 2 * mu * A / (v**2 * a)
    zeta = 2 * (k2 - 1) * mu * q * a / (k2 * v**2 * a + 2 * mu * A)
    eta = sqrt(k1 * k2 * (k3 - 1) * v**2 / (k3 * (k2 - 1) * q * a))
    P = zeta * eta**2 * k2 * m / q + zeta * eta**2 * A * k3 / 4
    return dict(kappa1=k1, zeta=zeta, eta=eta, P=P)


def thm4(g, mu, v, k2, k4, b, th, arg):
    A, a, q, m = g["A"], g["a"], g["q"], g["m"]
    k1 = 1 + 2 * mu * A / (v**2 * a)
    k3 = sqrt((v**2 * a + 2 * mu * A) / (th * k1 * v**2 * a))
    l5 = lemma5(g, mu, v, k2, k3)
    z, eta, P = l5["zeta"], l5["eta"], l5["P"]
    phi2 = A if arg == "L_plus" else m
    head = 4 * z * k2 * m / q + phi2 * (sqrt(z) + sqrt(2 * (k2 - 1) * q / (th * k1 * k2))) ** 2
    tail = b * (k4 - 1) / (1 - b)
    # (19) as printed, divided through by its left coefficient (1 - b)(1/4 - theta/(1 + zeta)) a
    lead = (1 - b) * (mpf(1) / 4 - th / (1 + z)) * a
    eq19 = ((P + 1 / (2 * th)) / (1 + z) + b * (mpf(1) / 4 - th / (1 + z)) * a * (k4 - 1)) / lead
    # from (23) divided by eta^2 (L501), with Young's constant 1/theta (E14)
    eq23 = ((P + 1 / th) / (eta**2 * (1 + z)) + b * (mpf(1) / 4 - th / (1 + z)) * a * (k4 - 1)) / lead
    return dict(kappa3=k3, S1=(1 - 4 * th / (1 + z)) / lead, S2=4 / ((1 + 4 * th) * A),
                W=(mpf(1) / 4 + th) / (1 + z) * A / lead, S3=head + tail,
                S3_proof=head / ((1 - b) * (1 + z) * (1 + z - 4 * th) * a) + tail, S3_supported=eq19,
                S3_corrected=eq23,
                H1=b * (1 + z) * a * (1 - 1 / k4) / (4 * b * a * (1 - 1 / k4) + 16 * m),
                H2=((1 - b) * (1 + z) * a - A) / (4 * A + 4 * (1 - b) * a), zeta=z)


sc = [("complete", 5, "0.005", "0.01", "1000", "2", "0.01", "0.01"),
      ("complete", 8, "0.005", "0.01", "64", "16", "0.6", "0.002"),
      ("ring", 4, "0.0005", "0.001", "1000", "2", "0.01", "0.0001"),
      ("star", 3, "0.5", "1", "3", "1.5", "0.5", "0.001")]
for topo, N, mus, vs, k2s, k4s, bs, ths in sc:
    g = consts(topo, N)
    mu, v, k2, k4, b, th = (mpf(x) for x in (mus, vs, k2s, k4s, bs, ths))
    for k3s in ["10", "1.5"]:
        l5 = lemma5(g, mu, v, k2, mpf(k3s))
        for name in ["kappa1", "zeta", "eta", "P"]:
            out("ding_gong.lemma5." + name, [("topology", topo), ("N", N), ("mu", mus), ("v", vs), ("kappa2", k2s),
                                            ("kappa3", k3s)], l5[name])
    for arg in ["L_plus", "M"]:
        c = thm4(g, mu, v, k2, k4, b, th, arg)
        base = [("topology", topo), ("N", N), ("mu", mus), ("v", vs), ("kappa2", k2s), ("kappa4", k4s), ("b", bs),
                ("theta", ths), ("phi_arg", arg)]
        for name in ["kappa3", "S1", "S2", "W", "S3", "S3_proof", "S3_supported", "S3_corrected", "H1", "H2"]:
            out("ding_gong.thm4." + name, base, c[name])


# the theta-set: (max(0, theta_R), min(H1, H2, 1, (1 + zeta)/4)), theta_R where W = R, found by
# bisection on W(theta) (W increases in theta) rather than by the closed form
def theta_set(g, mu, v, k2, k4, b, R):
    A, a, m = g["A"], g["a"], g["m"]
    z = 2 * (k2 - 1) * mu * g["q"] * a / (k2 * v**2 * a + 2 * mu * A)
    H1 = b * (1 + z) * a * (1 - 1 / k4) / (4 * b * a * (1 - 1 / k4) + 16 * m)
    H2 = ((1 - b) * (1 + z) * a - A) / (4 * A + 4 * (1 - b) * a)
    W = lambda t: (1 + 4 * t) * A / ((1 - b) * (1 + z - 4 * t) * a)
    hi_end = (1 + z) / 4
    if W(0) >= R:
        lo = mpf(0)
    else:
        x, y = mpf(0), hi_end * (1 - mpf(10) ** -80)
        if W(y) <= R:
            lo = hi_end
        else:
            for _ in range(400):
                mid = (x + y) / 2
                x, y = (mid, y) if W(mid) < R else (x, mid)
            lo = y
    return lo, min(H1, H2, mpf(1), hi_end)


for topo, N, mus, vs, k2s, k4s, bs, Rs in [("complete", 5, "0.005", "0.01", "1000", "2", "0.01", "0.05"),
                                           ("complete", 5, "0.005", "0.01", "1000", "16", "0.6", "0.995"),
                                           ("ring", 5, "0.005", "0.01", "1000", "2", "0.01", "0.05"),
                                           ("complete", 12, "0.05", "0.1", "4096", "256", "0.75", "0.5")]:
    lo, hi = theta_set(consts(topo, N), *(mpf(x) for x in (mus, vs, k2s, k4s, bs, Rs)))
    out("ding_gong.thm4.admissible", [("topology", topo), ("N", N), ("mu", mus), ("v", vs), ("kappa2", k2s),
                                      ("kappa4", k4s), ("b", bs), ("R", Rs)], hi - lo)

# Theorem 4's bound at the first configuration: printed W/(W - R), the proof's sum with E|xi^s|^2 = d
# Sigma R^{s-1}, and 1/(W - R)
g = consts("complete", 5)
c = thm4(g, mpf("0.005"), mpf("0.01"), mpf(1000), mpf(2), mpf("0.01"), mpf("0.01"), "L_plus")
for S3name in ["statement", "supported"]:
    S3 = c["S3"] if S3name == "statement" else c["S3_supported"]
    for Rs, k, e0, r0, d, sig in [("0.05", 10, "1", "1", 1, "1"), ("0.09", 0, "2", "0.5", 3, "0.25"),
                                  ("0.01", 200, "1", "1", 1, "1")]:
        R, W = mpf(Rs), c["W"]
        base = [("topology", "complete"), ("N", 5), ("mu", "0.005"), ("v", "0.01"), ("kappa2", "1000"),
                ("kappa4", "2"), ("b", "0.01"), ("theta", "0.01"), ("R", Rs), ("e0", e0), ("r0", r0), ("d", d),
                ("sigma2_sum", sig), ("k", k), ("S3", S3name)]
        head = mpf(e0) + c["S2"] * mpf(r0)
        noise = d * S3 * mpf(sig)
        out("ding_gong.thm4.bound", base, W ** (k + 1) * (head + noise * W / (W - R)))
        out("ding_gong.thm4.bound_corrected", base, W ** (k + 1) * (head + noise / (W - R)))
        out("ding_gong.thm4.bound_sum", base,
            W ** (k + 1) * head + noise * fsum(W ** (k + 1 - s) * R ** (s - 1) for s in range(1, k + 2)))

for topo in ["complete", "ring", "line", "star"]:
    for N in [3, 5, 8]:
        g = consts(topo, N)
        out("ding_gong.lemma6.noise_coeff", [("topology", topo), ("N", N)], g["A"] / (2 * g["lm"] ** 2))
        out("ding_gong.lemma6.noise_coeff_proof", [("topology", topo), ("N", N)], g["A"] / (2 * g["lm"]))
        for etas, K, d, qx, lx, s2, Rs in [("1", 50, 1, "0", "1", "1", "0.995"), ("0.3", 7, 4, "2", "0.5", "3", "0.5")]:
            eta, R = mpf(etas), mpf(Rs)
            base = [("topology", topo), ("N", N), ("eta", etas), ("K", K), ("d", d), ("qx0", qx), ("lx0", lx),
                    ("sigma2", s2), ("R", Rs)]
            printed = eta * mpf(qx) / K + eta * mpf(lx) / K + eta * d * g["A"] * N * mpf(s2) / (2 * g["lm"] * (1 - R)) / K
            # the cross term summed term by term: sum_{k=1}^{K} (d/2) sum_i deg_i sigma^2 R^{k-1}
            cross = eta / K * fsum(d * g["E"] * mpf(s2) * R ** (k - 1) for k in range(1, K + 1))
            out("ding_gong.thm5.bound", base, printed)
            out("ding_gong.thm5.bound_corrected", base, printed + cross)


# thm4.feasible_n: the first N with a non-empty theta-set for some b, kappa_2, kappa_4, decided at the
# supremum in kappa_2, kappa_4 (zeta -> 2 mu q/v^2 (1 - 1e-9), 1 - 1/kappa_4 -> 1 - 1e-9) on a fine scan of b
# (10^4 points, both ends refined geometrically) -- not privbound's grid; N with no feasible b are skipped.
def feasible_somewhere(g, mu, v, R):
    A, a, m, q = g["A"], g["a"], g["m"], g["q"]
    z = 2 * mu * q / v**2 * (1 - mpf("1e-9"))
    t = 1 - mpf("1e-9")
    bs = [mpf(j) / 10000 for j in range(1, 10000)] + [mpf(2) ** -j for j in range(14, 40)] + \
        [1 - mpf(2) ** -j for j in range(14, 40)]
    for b in bs:
        H1 = b * (1 + z) * a * t / (4 * b * a * t + 16 * m)
        H2 = ((1 - b) * (1 + z) * a - A) / (4 * A + 4 * (1 - b) * a)
        thR = (R * (1 - b) * (1 + z) * a - A) / (4 * A + 4 * R * (1 - b) * a)
        if min(H1, H2, mpf(1), (1 + z) / 4) > max(mpf(0), thR):
            return True
    return False


with mp.workdps(30):
    for topo, mus, vs, Rs in [("complete", "0.005", "0.01", "0.05"), ("ring", "0.005", "0.01", "0.05"),
                              ("line", "0.005", "0.01", "0.05"), ("star", "0.005", "0.01", "0.05"),
                              ("complete", "0.005", "0.01", "0.995"), ("star", "0.5", "1", "0.5"),
                              ("complete", "0.5", "1", "0.05"), ("ring", "0.05", "0.1", "0.05"),
                              ("complete", "0.05", "0.1", "0.5")]:
        first = 0
        for N in range(3, 21):
            if feasible_somewhere(consts(topo, N), mpf(mus), mpf(vs), mpf(Rs)):
                first = N
                break
        out("ding_gong.thm4.feasible_n", [("topology", topo), ("mu", mus), ("v", vs), ("R", Rs), ("N_max", 20)],
            mpf(first))


# Definitions 3-4 for two Gaussians: E[e^{(tau - 1) Z}] by quadrature of the privacy-loss moment (Z = ln p/q
# under p = N(0, s^2), q = N(D, s^2)), not the closed form
with mp.workdps(70):
    for Ds, ss, ts in [("1", "1", "2"), ("0.5", "2", "1.5"), ("3", "1", "4"), ("0", "1", "3")]:
        D, s_, t = mpf(Ds), mpf(ss), mpf(ts)
        p = lambda x: mp.exp(-x**2 / (2 * s_**2)) / sqrt(2 * pi * s_**2)
        q = lambda x: mp.exp(-(x - D) ** 2 / (2 * s_**2)) / sqrt(2 * pi * s_**2)
        val = mp.quad(lambda x: p(x) * mp.exp((t - 1) * (mp.log(p(x)) - mp.log(q(x)))), [-mp.inf, 0, D, mp.inf])
        out("ding_gong.def3_def4.zcdp", [("sensitivity", Ds), ("sigma", ss), ("tau", ts)], val)

# Theorem 3's max over agents: the largest per-agent epsilon (term-by-term sum)
for degs, s2s, Rs, K in [("2,2,2,2,2", "1,1,2,2,4", "0.995", 50), ("1,4,2", "3,0.5,1", "0.9", 20)]:
    ds = [int(x) for x in degs.split(",")]
    vs = [mpf(x) for x in s2s.split(",")]
    e = max(lemma3(total_sum(rho1(mpf(1), mpf(1), d, v), mpf(Rs), K), mpf("0.0001")) for d, v in zip(ds, vs))
    out("ding_gong.thm3.eps_max", [("V", "1"), ("eta", "1"), ("degrees", degs), ("sigma2s", s2s), ("R", Rs), ("K", K)], e)

# Section V's f_mean
for ls in ["0.61,0.60,0.62,0.59,0.61,0.63,0.60,0.58,0.62,0.61", "1,2,3"]:
    xs = [mpf(x) for x in ls.split(",")]
    out("ding_gong.exp.metrics", [("losses", ls)], fsum(xs) / len(xs))
