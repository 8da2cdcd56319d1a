#!/usr/bin/env python3
"""Erratum E5 of docs/errata/chan_xie_zhao.md, recomputed independently (python3 + mpmath only).

Section 10 instance shape with n = 2: A = I, B = -I, c = 0, g(y) = c2 |y|^2 (c1 dropped; with
c1 the map is the same affine map on each soft-threshold branch), f(x) = (<a, x> - b)^2 with
|a|^2 = mu_table, so grad f is affine with the RANK-ONE Hessian H = 2 a a^T. One iteration of
Algorithm 1 (L140-L146) is then linear on differences (x, lambda):
  y = (beta x - lambda)/(2 c2 + beta)               (5) with g = c2|y|^2
  lambda' = lambda - beta (x - y)                   (6)
  x' = (x - eta (H x - beta y - lambda'))/(1 + eta beta)   (Lemma 3.2)
The Def 7.4 norm is R|x|^2 + (eta/beta)|lambda - beta x|^2 (L684). We print the largest ratio
|M dz|_*^2 / |dz|_*^2 over 181 directions of a, to compare with Lemma 7.6's claimed 𝔏 (Table 1),
using nu = mu = 2 mu_table, mu_g = 2 c2 and eta = midpoint of (23), as Section 10 does.

Run: python3 tests/reference/chan_xie_zhao_e5.py > tests/reference/chan_xie_zhao_e5.txt
"""
import mpmath as mp

mp.mp.dps = 40


def ratio(mt, beta, c2="0.1"):
    mt, beta, c2 = mp.mpf(mt), mp.mpf(beta), mp.mpf(c2)
    nu = mu = 2 * mt
    mug = 2 * c2
    lo1 = 4 / (nu + mu + mp.sqrt((nu + mu) ** 2 + 8 * nu * mu))
    lo2 = 2 / (nu + mu) - 2 * mug / beta ** 2
    up = 2 / (nu + mu)
    eta = (max(lo1, lo2) + up) / 2
    d = up - eta
    R = (1 - 2 * eta * nu * mu / (nu + mu)) + d / eta
    L = max(R / (1 - d / eta), (eta / beta) / (eta / beta + eta / 4 * d))
    best = mp.mpf(0)
    I = mp.eye(2)
    for k in range(181):
        th = mp.pi * k / 180
        a = [mp.sqrt(mt) * mp.cos(th), mp.sqrt(mt) * mp.sin(th)]
        H = mp.matrix([[2 * a[i] * a[j] for j in range(2)] for i in range(2)])
        Yx, Yl = beta / (2 * c2 + beta) * I, -1 / (2 * c2 + beta) * I
        Lx, Ll = -beta * (I - Yx), I + beta * Yl
        Xx = (I - eta * H + eta * beta * Yx + eta * Lx) / (1 + eta * beta)
        Xl = (eta * beta * Yl + eta * Ll) / (1 + eta * beta)
        Mb = [[Xx, Xl], [Lx, Ll]]
        Wb = [[R * I + eta * beta * I, -eta * I], [-eta * I, (eta / beta) * I]]
        M, W = mp.matrix(4, 4), mp.matrix(4, 4)
        for bi in range(2):
            for bj in range(2):
                for i in range(2):
                    for j in range(2):
                        M[2 * bi + i, 2 * bj + j] = Mb[bi][bj][i, j]
                        W[2 * bi + i, 2 * bj + j] = Wb[bi][bj][i, j]
        Li = mp.inverse(mp.cholesky(W))
        K = Li * M.T * W * M * Li.T
        E, _ = mp.eigsy((K + K.T) / 2)
        best = max(best, max(E))
    return eta, L, best


for mt, b in [("0.25", "0.9"), ("0.09", "0.5"), ("0.0225", "0.3"), ("0.01", "0.15")]:
    eta, L, r = ratio(mt, b)
    print(f"mu_table={mt} beta={b} eta={mp.nstr(eta, 15)} L(Lemma 7.6)={mp.nstr(L, 15)} "
          f"max one-step ratio={mp.nstr(r, 15)} {'EXCEEDS L' if r > L else 'within L'}{' (EXPANDS)' if r > 1 else ''}")
