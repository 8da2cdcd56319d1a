#!/usr/bin/env python3
"""Independent reproduction / checks for Chan, Xie, Zhao,
"Privacy Amplification by Iteration for ADMM with (Strongly) Convex Objective Functions"
(paper text: ../shared/seeds/000_b309ce2a6781d015.txt; line numbers below refer to it).

Sections printed:
  A. Table 1 (L1060-L1066): eta = midpoint of interval (23) (L1054), L = max{R/P, S/Q} (L764-L768),
     in mpmath (50 digits) and exactly (fractions / Q(sqrt3)).
  B. Theorem 5.2 induction functions phi_T, lambda_T, gamma_T (L310-L336): identity and phi_T <= 1/T.
  C. Theorem 7.2 exponent: printed L^(2T-1)/T vs what the proof supports.
  D. Exact Gaussian D^z on 1-D / 2-D quadratic instances vs the printed bounds (Lemma 6.5, 7.6,
     6.10, 7.7, Thm 6.1, Thm 7.2) and the Sec. 5.2 counter-example.
  E. Section 8: E[1/L] for random permutation / random stopping.
Standalone: needs only python3 + mpmath.  Deterministic (fixed seed).
"""
from fractions import Fraction as Fr
from decimal import Decimal, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN
import random
from mpmath import mp, mpf, sqrt, matrix, eig, lu_solve, inverse, nstr, log, harmonic

mp.dps = 50
D12 = lambda x: nstr(x, 12)

# ----------------------------------------------------------------------------------------------
# Generic formulas (Lemma 7.6, L762-L777; Def 7.4 L684)
# ----------------------------------------------------------------------------------------------
def interval23(nu, mu, mug, beta, nAB):
    s = nu + mu
    lo1 = 4 / (s + sqrt(s * s + 8 * nu * mu))
    lo2 = 2 / s - 2 * mug / (beta ** 2 * nAB ** 2)
    return lo1, lo2, 2 / s

def PQRS(eta, nu, mu, beta):
    s = nu + mu
    d = 2 / s - eta                       # (2/(nu+mu) - eta) > 0
    R = (1 - 2 * eta * nu * mu / s) + d / eta
    S = eta / beta
    Q = eta / beta + eta * d / 4
    P = 1 - d / eta
    return P, Q, R, S

def frak_L(eta, nu, mu, beta):
    P, Q, R, S = PQRS(eta, nu, mu, beta)
    return max(R / P, S / Q)

# ----------------------------------------------------------------------------------------------
# Exact arithmetic in Q(sqrt 3) (rows where the first lower bound of (23) binds and nu = mu)
# ----------------------------------------------------------------------------------------------
class Q3:
    def __init__(s, a, b=0):
        s.a, s.b = Fr(a), Fr(b)
    def __add__(s, o): o = o if isinstance(o, Q3) else Q3(o); return Q3(s.a + o.a, s.b + o.b)
    __radd__ = __add__
    def __neg__(s): return Q3(-s.a, -s.b)
    def __sub__(s, o): return s + (-(o if isinstance(o, Q3) else Q3(o)))
    def __rsub__(s, o): return Q3(o) - s
    def __mul__(s, o):
        o = o if isinstance(o, Q3) else Q3(o)
        return Q3(s.a * o.a + 3 * s.b * o.b, s.a * o.b + s.b * o.a)
    __rmul__ = __mul__
    def inv(s):
        n = s.a * s.a - 3 * s.b * s.b
        return Q3(s.a / n, -s.b / n)
    def __truediv__(s, o): o = o if isinstance(o, Q3) else Q3(o); return s * o.inv()
    def __rtruediv__(s, o): return Q3(o) * s.inv()
    def sign(s):
        a, b = s.a, s.b
        if a >= 0 and b >= 0: return (a > 0 or b > 0) - 0
        if a <= 0 and b <= 0: return -1 if (a < 0 or b < 0) else 0
        # opposite signs: compare a^2 with 3 b^2
        if a > 0: return 1 if a * a > 3 * b * b else -1
        return 1 if 3 * b * b > a * a else -1
    def mp(s): return mpf(s.a.numerator) / s.a.denominator + mpf(s.b.numerator) / s.b.denominator * sqrt(3)
    def __str__(s):
        if s.b == 0: return str(s.a)
        return f"{s.a} + ({s.b})*sqrt(3)"

def exact_row(m, beta, mug, nAB=1):
    """nu = mu = m (all Fractions).  Returns dict of exact quantities in Q(sqrt3)."""
    lo1 = Q3(-1, 1) / m                    # 4/(2m+sqrt(12) m) = (sqrt3-1)/m
    lo2 = Q3(Fr(1) / m - 2 * mug / (beta ** 2 * nAB ** 2))   # 2/(2m) - 2 mu_g/(beta^2 |A^T B|^2)
    up = Q3(Fr(1) / m)
    lo = lo1 if (lo1 - lo2).sign() >= 0 else lo2
    eta = (lo + up) / 2
    d = up - eta
    R = (1 - eta * m) + d / eta            # 2*eta*nu*mu/(nu+mu) = eta*m when nu = mu = m
    P = 1 - d / eta
    S = eta / beta
    Q = eta / beta + eta * d / 4
    RP, SQ = R / P, S / Q
    L = RP if (RP - SQ).sign() >= 0 else SQ
    return dict(lo1=lo1, lo2=lo2, binding='lo1' if lo is lo1 else 'lo2', eta=eta,
                P=P, Q=Q, R=R, S=S, RP=RP, SQ=SQ, L=L)

def rnd(x, places, mode):
    q = Decimal(1).scaleb(-places)
    return Decimal(nstr(x, 40, strip_zeros=False)).quantize(q, rounding=mode)

def section_A():
    print("=" * 100)
    print("A. Table 1 (L1060-L1066).  Main interpretation: nu = mu = 2*mu_table (L1052: f is 2mu-smooth,")
    print("   2mu-strongly convex, 'nu = mu'), mu_g = 2*c2, A = I, B = -I (x - y = 0, L1021) => ||A^T B|| = 1.")
    print("   eta = midpoint of (23) (L1054); L = max{R/P, S/Q} (L768).")
    print("=" * 100)
    printed = [  # mu, beta, c2, c1, eta, L, conv.it.   (verbatim, L1062-L1066)
        ("0.25", "0.9", "0.1", "0.01", "1.95", "0.95", 26),
        ("0.09", "0.5", "0.1", "0.01", "4.81", "0.91", 13),
        ("0.0225", "0.3", "0.1", "0.01", "20.00", "0.85", 7),
        ("0.01", "0.15", "0.1", "0.01", "43.30", "0.80", 6),
    ]
    for interp, fac in (("MAIN  nu=mu=2*mu_table", 2), ("ALT   nu=mu=mu_table", 1)):
        print(f"\n--- interpretation {interp} ---")
        hdr = f"{'mu_t':>7} {'beta':>5} | {'lo1':>15} {'lo2':>15} {'upper':>15} | {'eta':>15} {'eta_pr':>6} {'ok':>3} | {'R/P':>15} {'S/Q':>15} {'L':>15} {'L_pr':>5} {'ok':>3}"
        print(hdr)
        for mu_t, beta, c2, c1, eta_p, L_p, _ in printed:
            m = fac * mpf(mu_t); b = mpf(beta); mug = 2 * mpf(c2)
            lo1, lo2, up = interval23(m, m, mug, b, 1)
            eta = (max(lo1, lo2) + up) / 2
            P, Q, R, S = PQRS(eta, m, m, b)
            L = max(R / P, S / Q)
            ok_e = str(rnd(eta, 2, ROUND_HALF_EVEN)) == eta_p
            ok_L = str(rnd(L, 2, ROUND_HALF_EVEN)) == L_p
            print(f"{mu_t:>7} {beta:>5} | {D12(lo1):>15} {D12(lo2):>15} {D12(up):>15} | {D12(eta):>15} {eta_p:>6} {('yes' if ok_e else 'NO'):>3} | {D12(R/P):>15} {D12(S/Q):>15} {D12(L):>15} {L_p:>5} {('yes' if ok_L else 'NO'):>3}")
    print("\nRounding detail (MAIN interpretation): computed value -> half-up / half-even / truncation to printed places")
    for mu_t, beta, c2, c1, eta_p, L_p, _ in printed:
        m = 2 * mpf(mu_t); b = mpf(beta); mug = 2 * mpf(c2)
        lo1, lo2, up = interval23(m, m, mug, b, 1)
        eta = (max(lo1, lo2) + up) / 2
        L = frak_L(eta, m, m, b)
        fe = lambda x: f"{rnd(x,2,ROUND_HALF_UP)}/{rnd(x,2,ROUND_HALF_EVEN)}/{rnd(x,2,ROUND_DOWN)}"
        print(f"  mu={mu_t:>6}: eta {D12(eta):>15} -> {fe(eta):>20} printed {eta_p:>6};   L {D12(L):>15} -> {fe(L):>16} printed {L_p}")
    print("\nWhat the printed eta of row 1 would imply: eta=1.95, nu=mu=0.5, beta=0.9:",
          "L =", D12(frak_L(mpf('1.95'), mpf('0.5'), mpf('0.5'), mpf('0.9'))),
          "; eta=1.95 in (23)?", interval23(mpf('0.5'), mpf('0.5'), mpf('0.2'), mpf('0.9'), 1)[1] < mpf('1.95') < 2)
    P3, Q3_, R3, S3 = PQRS(mpf(20), mpf('0.045'), mpf('0.045'), mpf('0.3'))
    print("Row 3 at the printed eta = 20 exactly: S/Q =", D12(S3 / Q3_), "(= 6/7), R/P =", D12(R3 / P3))
    print("Row 1: S = eta/beta at the computed eta =", D12(mpf(142) / 81 / mpf('0.9')), "(coincides with the printed '1.95')")

    print("\nExact values (MAIN interpretation), Fractions / Q(sqrt3):")
    for mu_t, beta, c2, c1, eta_p, L_p, _ in printed:
        ex = exact_row(2 * Fr(mu_t), Fr(beta), 2 * Fr(c2))
        print(f"  row mu={mu_t}, beta={beta}: binding lower bound = {ex['binding']}")
        for k in ("lo1", "lo2", "eta", "P", "Q", "R", "S", "RP", "SQ", "L"):
            v = ex[k]
            print(f"     {k:>4} = {str(v):<55} = {D12(v.mp())}")
        # Thm 7.2 constant C (L656) with ||A|| = 1 (A = I):  max(2/R, 3/(eta beta)) * (R + eta beta ||A||^2)
        R_, e_ = ex["R"], ex["eta"]
        t1, t2 = 2 / R_, 3 / (e_ * Fr(beta))
        mx = t1 if (t1 - t2).sign() >= 0 else t2
        C7 = mx * (R_ + e_ * Fr(beta))
        print(f"     C_7.2 = {str(C7):<53} = {D12(C7.mp())}   (C_K = L*max(2/R,3/(eta beta))/(2 sigma^2) = {D12((ex['L']*mx).mp())}/(2 sigma^2))")
        # cross-check against mpmath
        m = 2 * mpf(mu_t); b = mpf(beta)
        lo1, lo2, up = interval23(m, m, 2 * mpf(c2), b, 1)
        eta = (max(lo1, lo2) + up) / 2
        assert abs(ex["eta"].mp() - eta) < mpf(10) ** -40
        assert abs(ex["L"].mp() - frak_L(eta, m, m, b)) < mpf(10) ** -40

# ----------------------------------------------------------------------------------------------
# B. Theorem 5.2 induction functions
# ----------------------------------------------------------------------------------------------
def phi(T, L):
    if L == 1: return mpf(1) / T
    return (L ** (-mpf(1) / 2) - L ** (mpf(1) / 2)) / (L ** (-mpf(T) / 2) - L ** (mpf(T) / 2))

def lam(T, L):
    if L == 1: return mpf(1) / T
    return (1 - L) / (1 - L ** T)

def gamma_def(T, L):   # L334 definition (T >= 2)
    return (T - 1) * L ** (T - 2) * phi(T - 1, L) ** 2 * (1 - lam(T, L)) ** 2 + L ** (2 * (T - 1)) * lam(T, L) ** 2

def gamma_closed(T, L):  # claimed identity L336
    return T * L ** (T - 1) * phi(T, L) ** 2

def gamma_opt(T, L):   # optimal lambda at every step: 1/g_T = sum_{k<T} L^(-2k)
    return 1 / sum(L ** (-2 * k) for k in range(T))

def section_B():
    print("\n" + "=" * 100)
    print("B. Theorem 5.2 (L310-L336): gamma_T(L) == T L^(T-1) phi_T(L)^2 ?  phi_T(L) <= 1/T ?  (mp.dps=50)")
    print("=" * 100)
    Ls = [mpf(10) ** -8, mpf('0.001'), mpf('0.1'), mpf('0.5'), mpf('0.8'), mpf('0.9'), mpf('0.95'), mpf('0.99'),
          1 - mpf(10) ** -6, 1 - mpf(10) ** -20, mpf(1)]
    Ts = list(range(2, 61)) + [100, 200]
    max_rel = mpf(0); worst_phi = mpf(-1); worst_opt = mpf(0)
    for L in Ls:
        for T in Ts:
            g1, g2 = gamma_def(T, L), gamma_closed(T, L)
            rel = abs(g1 - g2) / g2
            max_rel = max(max_rel, rel)
            worst_phi = max(worst_phi, phi(T, L) * T)            # must be <= 1
            worst_opt = max(worst_opt, gamma_opt(T, L) / g2)      # <= 1 (optimal lambda is never worse)
    print(f"  max relative |gamma_def - T L^(T-1) phi_T^2| over grid = {nstr(max_rel, 5)}")
    print(f"  max over grid of T*phi_T(L)                            = {nstr(worst_phi, 15)}   (<= 1 required)")
    print(f"  max over grid of gamma_opt/gamma_T                    = {nstr(worst_opt, 15)}   (optimal-lambda recursion, <= 1)")
    print("  limits at L -> 1 (evaluated at L = 1 - 1e-30):")
    L = 1 - mpf(10) ** -30
    for T in (1, 2, 3, 10):
        print(f"    T={T:3d}: phi_T={D12(phi(T, L))} (1/T={D12(mpf(1)/T)}), lambda_T={D12(lam(T, L))}, T L^(T-1) phi_T^2={D12(gamma_closed(T, L))}")
    print("  closed forms: phi_T = L^((T-1)/2)/(1+L+...+L^(T-1)); lambda_T = 1/(1+L+...+L^(T-1));")
    print("                gamma_T = T L^(2(T-1)) / (1+L+...+L^(T-1))^2  (all -> 1/T at L=1)")
    print("  sample table:")
    print(f"    {'L':>8} {'T':>4} {'phi_T':>16} {'lambda_T':>16} {'gamma_T':>16} {'L^(T-1)/T':>16} {'gamma_opt':>16}")
    for L in (mpf('0.5'), mpf('0.9'), mpf(1)):
        for T in (1, 2, 5, 20):
            g = gamma_closed(T, L)
            print(f"    {nstr(L,3):>8} {T:>4} {D12(phi(T,L)):>16} {D12(lam(T,L)):>16} {D12(g):>16} {D12(L**(T-1)/T):>16} {D12(gamma_opt(T,L)):>16}")

# ----------------------------------------------------------------------------------------------
# C. Theorem 7.2 exponent
# ----------------------------------------------------------------------------------------------
def section_C():
    print("\n" + "=" * 100)
    print("C. Thm 7.2 / Cor 7.3 factor (C_K already contains one factor L, Lemma 7.7 L789).")
    print("   printed: L^(2T-1)/T  (uses 'L of Thm 5.2 = L^2', L821)")
    print("   Lemma 7.8 (L813): W_* <= L * ||.||_*  => Thm 5.2 constant is L (not L^2):")
    print("   supported (Thm 5.2 statement): L * L^(T-1)/T = L^T/T ;  precise (Thm 5.2 proof): L * gamma_T(L)")
    print("=" * 100)
    print(f"  {'L':>6} {'T':>4} {'printed L^(2T-1)/T':>20} {'L^T/T':>20} {'L*gamma_T(L)':>20} {'precise/printed':>16}")
    for L in (mpf('0.8'), mpf(6) / 7, mpf(18) / 19):
        for T in (1, 2, 3, 5, 10, 20, 50):
            pr = L ** (2 * T - 1) / T
            sup = L ** T / T
            pre = L * gamma_closed(T, L)
            print(f"  {nstr(L,6):>6} {T:>4} {D12(pr):>20} {D12(sup):>20} {D12(pre):>20} {nstr(pre/pr,8):>16}")

# ----------------------------------------------------------------------------------------------
# D. Exact Gaussian D^z on quadratic instances
# ----------------------------------------------------------------------------------------------
def admm_matrix(H, A, B, mug, beta, eta):
    """Linear part of Algorithm 1 on state (x, lambda) for f(x)=x^T H x/2, g(y)=mug|y|^2/2, c=0.
    y = argmin_y g(y) + beta/2 |Ax + By - lambda/beta|^2 = (mug I + beta B^T B)^{-1} B^T (lambda - beta A x)."""
    n = H.rows; m = A.rows; l = B.cols
    Minv = inverse(mp.eye(n) + eta * beta * A.T * A)
    Gm = inverse(mug * mp.eye(l) + beta * B.T * B) * B.T
    M = matrix(n + m, n + m)
    for j in range(n + m):
        e = matrix(n + m, 1); e[j] = 1
        x = matrix([e[i] for i in range(n)]); lm = matrix([e[n + i] for i in range(m)])
        y = Gm * (lm - beta * A * x)
        lm1 = lm - beta * (A * x + B * y)
        x1 = Minv * (x - eta * (H * x + A.T * (beta * B * y - lm1)))
        for i in range(n): M[i, j] = x1[i]
        for i in range(m): M[n + i, j] = lm1[i]
    return M

def norm_matrix(Rc, A, beta, eta):
    """W with z^T W z = Rc |x|^2 + (eta/beta)|lambda - beta A x|^2  (Def 6.3: Rc=1; Def 7.4: Rc=R)."""
    n = A.cols; m = A.rows
    W = matrix(n + m, n + m)
    AtA = A.T * A
    for i in range(n):
        for j in range(n):
            W[i, j] = (Rc if i == j else 0) + eta * beta * AtA[i, j]
    for i in range(m):
        for j in range(n):
            W[n + i, j] = -eta * A[i, j]; W[j, n + i] = -eta * A[i, j]
        W[n + i, n + i] = eta / beta
    return W

def eigvals(X):
    if X.rows == 1:
        return [X[0, 0]]
    return eig(X, left=False, right=False)

def max_gen_eig(X, W):
    return max(mp.re(e) for e in eigvals(inverse(W) * X))

def dz_after(M, n, k, dz0):
    """exact D^z (sigma = 1) between outputs after k noisy iterations started from z0, z0+dz0."""
    N = M.rows
    E = matrix(N, n)
    for i in range(n): E[i, i] = 1
    Sig = matrix(N, N); P = mp.eye(N)
    for _ in range(k):
        Sig += P * E * E.T * P.T
        P = M * P
    d = P * dz0
    return (d.T * lu_solve(Sig, d))[0] / 2

def sup_one_step(M, n, W):
    """sup_delta D^z(K(z)||K(z'))/||delta||_*^2 for K = two noisy iterations (sigma=1)."""
    N = M.rows
    E = matrix(N, n)
    for i in range(n): E[i, i] = 1
    Sig = E * E.T + M * E * E.T * M.T
    M2 = M * M
    X = M2.T * inverse(Sig) * M2 / 2
    return max_gen_eig(X, W)

def section_D():
    mp.dps = 30
    print("\n" + "=" * 100)
    print("D. Exact D^z on quadratic instances (sigma=1; outputs exactly Gaussian with equal covariance)")
    print("=" * 100)
    # D0: Sec 5.2 counterexample (A=I, B=0, g=0, beta=1, f=0, lambda_0=0)
    print("  Sec 5.2 (L344-L346): ratio (|dx1|^2+|dl1|^2)/|dx0|^2 = 1+((1-eta)/(1+eta))^2 ; > 3/2 iff eta < 3-2sqrt2 = "
          + D12(3 - 2 * sqrt(2)))
    for eta in (mpf('0.01'), mpf('0.1'), mpf('0.17'), mpf('0.2'), mpf(1)):
        M = admm_matrix(matrix([[0]]), matrix([[1]]), matrix([[0]]), mpf(1), mpf(1), eta)
        v = M * matrix([1, 0])
        print(f"     eta={nstr(eta,3):>5}: ratio = {D12(v[0]**2 + v[1]**2)}")
    rng = random.Random(20240531)
    worst = {k: mpf(0) for k in ("L6.5", "L7.6", "L6.10", "L7.7", "T6.1", "T7.2pr", "T7.2pr_T2", "T7.2fix")}
    arg = {}
    ntrial = 150
    for trial in range(ntrial):
        n = 1 if trial % 2 == 0 else 2
        mu_ = mpf(10) ** rng.uniform(-1, 1)
        nu_ = mu_ if n == 1 else mu_ * mpf(10) ** rng.uniform(0, 1.3)
        if n == 1:
            H = matrix([[mu_]]); A = matrix([[1]])
        else:
            th = rng.uniform(0, 3.14159)
            c, s = mp.cos(th), mp.sin(th)
            Rm = matrix([[c, -s], [s, c]])
            H = Rm * matrix([[mu_, 0], [0, nu_]]) * Rm.T
            A = matrix([[1, rng.uniform(-2, 2)]])
        B = matrix([[rng.choice([-1, 1]) * mpf(10) ** rng.uniform(-0.5, 0.5)]])
        mug = mpf(10) ** rng.uniform(-2, 1)
        beta = mpf(10) ** rng.uniform(-1.3, 1)
        nA2 = max(mp.re(e) for e in eigvals(A.T * A))
        nAB = sqrt(max(mp.re(e) for e in eigvals((A.T * B).T * (A.T * B))))
        # ---- strongly convex case: eta in (23)
        lo1, lo2, up = interval23(nu_, mu_, mug, beta, nAB)
        lo = max(lo1, lo2)
        eta = lo + (up - lo) * mpf(rng.uniform(0.02, 0.98))
        P, Q, R, S = PQRS(eta, nu_, mu_, beta)
        L = max(R / P, S / Q)
        M = admm_matrix(H, A, B, mug, beta, eta)
        N = n + 1
        W7 = norm_matrix(R, A, beta, eta)
        r76 = max_gen_eig(M.T * W7 * M, W7) / L
        CK7 = L / 2 * max(2 / R, 3 / (eta * beta))
        r77 = sup_one_step(M, n, W7) / CK7
        C7 = max(2 / R, 3 / (eta * beta)) * (R + eta * beta * nA2)
        dz0 = matrix(N, 1); dz0[0] = 1
        for T in (1, 2, 3, 5, 8, 12):
            ex = dz_after(M, n, 2 * T, dz0)
            pr = C7 / 2 * L ** (2 * T - 1) / T
            fx = C7 / 2 * L ** T / T
            if ex / pr > worst["T7.2pr"]: worst["T7.2pr"] = ex / pr; arg["T7.2pr"] = (n, nstr(mu_,4), nstr(nu_,4), nstr(mug,4), nstr(beta,4), nstr(eta,4), nstr(L,6), T)
            if T >= 2 and ex / pr > worst["T7.2pr_T2"]: worst["T7.2pr_T2"] = ex / pr; arg["T7.2pr_T2"] = (n, nstr(L,6), T)
            if ex / fx > worst["T7.2fix"]: worst["T7.2fix"] = ex / fx; arg["T7.2fix"] = (n, nstr(L,6), T)
        if r76 > worst["L7.6"]: worst["L7.6"] = r76; arg["L7.6"] = (n, nstr(L, 6))
        if r77 > worst["L7.7"]: worst["L7.7"] = r77; arg["L7.7"] = (n, nstr(L, 6))
        # ---- general convex case: eta <= 1/nu (f is 1/eta-smooth), g convex
        eta6 = mpf(rng.uniform(0.05, 1)) / nu_
        M6 = admm_matrix(H, A, B, mug, beta, eta6)
        W6 = norm_matrix(mpf(1), A, beta, eta6)
        r65 = max_gen_eig(M6.T * W6 * M6, W6)
        CK6 = mpf(1) / 2 * max(2, 3 / (eta6 * beta))
        r610 = sup_one_step(M6, n, W6) / CK6
        C6 = max(2, 3 / (beta * eta6)) * (1 + beta * eta6 * nA2)
        for T in (1, 2, 3, 5, 8, 12):
            ex = dz_after(M6, n, 2 * T, dz0)
            b6 = C6 / 2 / T
            if ex / b6 > worst["T6.1"]: worst["T6.1"] = ex / b6; arg["T6.1"] = (n, T)
        if r65 > worst["L6.5"]: worst["L6.5"] = r65
        if r610 > worst["L6.10"]: worst["L6.10"] = r610
    print(f"  {ntrial} random instances (n in {{1,2}}, m=l=1, A=[1|D], f quadratic mu..nu, g = mug/2 y^2):")
    print(f"    Lemma 6.5   max ||M dz||_*^2/||dz||_*^2 (Def 6.3)        = {D12(worst['L6.5'])}  (claim <= 1)")
    print(f"    Lemma 7.6   max ratio / L   (Def 7.4 norm)               = {D12(worst['L7.6'])}  (claim <= 1)  {arg.get('L7.6')}")
    print(f"    Lemma 6.10  sup exact D^z / (C_K ||dz||_*^2)              = {D12(worst['L6.10'])}  (claim <= 1)")
    print(f"    Lemma 7.7   sup exact D^z / (C_K ||dz||_*^2)              = {D12(worst['L7.7'])}  (claim <= 1)  {arg.get('L7.7')}")
    print(f"    Thm 6.1     max exact D^z / bound (T=1..12)               = {D12(worst['T6.1'])}  (claim <= 1)  {arg.get('T6.1')}")
    print(f"    Thm 7.2     max exact D^z / PRINTED bound L^(2T-1)/T      = {D12(worst['T7.2pr'])}  (claim <= 1)  {arg.get('T7.2pr')}")
    print(f"    Thm 7.2     same, restricted to T >= 2                    = {D12(worst['T7.2pr_T2'])}  {arg.get('T7.2pr_T2')}")
    print(f"    Thm 7.2     max exact D^z / supported bound L^T/T         = {D12(worst['T7.2fix'])}  {arg.get('T7.2fix')}")
    mp.dps = 50

# ----------------------------------------------------------------------------------------------
# E. Section 8
# ----------------------------------------------------------------------------------------------
def section_E():
    print("\n" + "=" * 100)
    print("E. Section 8 (L844-L861): E[1/L] (L = #iterations depending on the user, incl. its own)")
    print("=" * 100)
    print(f"  {'N':>7} {'perm H_N/N':>16} {'stop max_t E[1/L]':>18} {'2H_(N/2)/N':>16} {'log(N)/N':>16}")
    for N in (10, 100, 1000, 10000):
        perm = harmonic(N) / N
        Hh = [mpf(0)]
        for k in range(1, N + 2):
            Hh.append(Hh[-1] + mpf(1) / k)
        h = N // 2
        best = mpf(0)
        for t in range(1, N + 1):
            # T uniform on {N/2+1..N}; L = T-t+1 if T >= t, else user unused (1/L := 0)
            e = (Hh[N + 1 - t] - Hh[h + 1 - t]) / h if t <= h else Hh[N + 1 - t] / h
            best = max(best, e)
        print(f"  {N:>7} {D12(perm):>16} {D12(best):>18} {D12(2*harmonic(N//2)/N):>16} {D12(log(N)/N):>16}")


# ----------------------------------------------------------------------------------------------
# F. Lemma 7.6 on the Section-10 instance shape (A = I, B = -I, g = c2|y|^2 [l1 part dropped: it is
#    not affine], eta and L from Table 1).  Each sampled f_{U_i}(x) = (<a_i,x> - b_i)^2 has Hessian
#    2 a_i a_i^T of RANK ONE, so it is NOT 2mu-strongly convex (claim at L1030/L1052).
# ----------------------------------------------------------------------------------------------
def section_F():
    print("\n" + "=" * 100)
    print("F. Lemma 7.6 contraction on Section-10-shaped instances (n=m=l=2, A=I, B=-I, mu_g=2c2, c1 dropped)")
    print("   one-iteration sup ||M dz||_*^2/||dz||_*^2 in the Def 7.4 norm, compared with L of Table 1")
    print("=" * 100)
    print(f"  {'mu_t':>7} {'beta':>5} {'L (Lemma 7.6)':>16} {'H = 2mu_t*I (str.cvx)':>24} {'H = 2 a a^T (rank 1)':>22}  {'<= L ?':>8}")
    for mu_t, beta in (("0.25", "0.9"), ("0.09", "0.5"), ("0.0225", "0.3"), ("0.01", "0.15")):
        m = 2 * mpf(mu_t); b = mpf(beta); mug = mpf('0.2')
        lo1, lo2, up = interval23(m, m, mug, b, 1)
        eta = (max(lo1, lo2) + up) / 2
        P, Q, R, S = PQRS(eta, m, m, b)
        L = max(R / P, S / Q)
        A = mp.eye(2); B = -mp.eye(2)
        W = norm_matrix(R, A, b, eta)
        out = []
        for H in (matrix([[m, 0], [0, m]]), matrix([[m, 0], [0, 0]])):
            M = admm_matrix(H, A, B, mug, b, eta)
            out.append(max_gen_eig(M.T * W * M, W))
        print(f"  {mu_t:>7} {beta:>5} {D12(L):>16} {D12(out[0]):>24} {D12(out[1]):>22}  {('yes' if out[1] <= L else 'NO'):>8}")

if __name__ == "__main__":
    section_A()
    section_B()
    section_C()
    section_D()
    section_E()
    section_F()
