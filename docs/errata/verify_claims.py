#!/usr/bin/env python3
"""Independent check (python3 + mpmath only) of the counterexample to the PRINTED constant of
Theorem 6.1 (seed 000, L370: C = max{2, 3/(beta n)}(1 + beta eta ||A||^2)).

Route independent of the C++ code: the linear part of one ADMM iteration is derived by hand
from Algorithm 1 / Lemma 3.2 for quadratic f = x'Hx/2 and g = (c2/2)||y||^2 (+ linear terms,
which do not affect differences):
    dw  = dlam - beta A dx
    dy  = (c2 I + beta B'B)^{-1} B' dw
    dl' = dlam - beta (A dx + B dy)
    dx' = (I + eta beta A'A)^{-1} ((I - eta H) dx - eta A'(beta B dy - dl'))
Two noisy iterations (T = 1, sigma = 1) from (x0, l0) vs (x0', l0): output covariance
Sigma = M2 E E' M2' + E E', mean difference J_x dx0 with J = M2 M1, and
sup_{dx0} D^z / ||dx0||^2 = lambda_max(J_x' Sigma^{-1} J_x) / 2.
Run: python3 docs/errata/verify_claims.py
"""
from fractions import Fraction as F
import mpmath as mp

mp.mp.dps = 60

def mat(text):
    return mp.matrix([[mp.mpf(F(e).numerator) / F(e).denominator for e in row.split(",")] for row in text.split(";")])

A = mat("1,0,0,0;0,1,0,0;0,0,1,0;0,0,0,1")
B = mat("-1,0,0,0;0,-1,0,0;0,0,-1,0;0,0,0,-1")
H1 = mat("0.8025,0.5115,-0.5805,-0.0225;0.5115,2.2249,-0.7743,0.3165;-0.5805,-0.7743,1.8201,0.7845;-0.0225,0.3165,0.7845,3.4025")
H2 = mat("16175/8649,3989/8649,-900/961,-5201/8649;3989/8649,54031/17298,-369/961,-7513/17298;"
         "-900/961,-369/961,2089/961,405/1922;-5201/8649,-7513/17298,405/1922,89345/34596")
beta, c2 = mp.mpf(1) / 4, mp.mpf(5) / 4
nu = mp.mpf(4)            # max eigenvalue of H1, H2 (prescribed spectra)
eta = mp.mpf(6) / 8 / nu  # eta_index 2: eta = (6/8)/nu = 0.1875 <= 1/nu
n = m = 4
I = mp.eye(n)

def step_matrix(H):
    S = I + eta * beta * A.T * A
    Y = (c2 * mp.eye(m) + beta * B.T * B) ** -1
    M = mp.zeros(n + m, n + m)
    for j in range(n + m):
        dx = mp.matrix([1 if j == i else 0 for i in range(n)])
        dl = mp.matrix([1 if j == n + i else 0 for i in range(m)])
        dw = dl - beta * A * dx
        dy = Y * (B.T * dw)
        dl1 = dl - beta * (A * dx + B * dy)
        dx1 = S ** -1 * ((I - eta * H) * dx - eta * A.T * (beta * B * dy - dl1))
        for i in range(n):
            M[i, j] = dx1[i]
        for i in range(m):
            M[n + i, j] = dl1[i]
    return M

for H in (H1, H2):
    ev = mp.eig(H)[0]
    assert max(ev) <= nu + mp.mpf(10) ** -40 and min(ev) >= -mp.mpf(10) ** -40, "f must be convex and nu-smooth"
M1, M2 = step_matrix(H1), step_matrix(H2)
E = mp.zeros(n + m, n + m)
for i in range(n):
    E[i, i] = 1
Sigma = M2 * E * M2.T + E
J = M2 * M1
Jx = J[:, 0:n]
G = Jx.T * Sigma ** -1 * Jx
G = (G + G.T) / 2
exact = max(mp.eig(G)[0]) / 2
normA = mp.mpf(1)
C_printed = max(2, 3 / (beta * n)) * (1 + beta * eta * normA ** 2)
C_supported = max(2, 3 / (beta * eta)) * (1 + beta * eta * normA ** 2)
T = 1
print("sup exact D^z/||dx0||^2        =", mp.nstr(exact, 20))
print("printed bound  C_printed/(2T)  =", mp.nstr(C_printed / (2 * T), 20), " violated:", exact > C_printed / (2 * T))
print("supported bound C/(2T) (beta*eta) =", mp.nstr(C_supported / (2 * T), 20), " holds:", exact <= C_supported / (2 * T))
