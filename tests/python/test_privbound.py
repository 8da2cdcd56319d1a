"""The Python module against the command line on the same inputs (issue 33, item 5).

Run by ctest (python_module) with Debian's python3, PYTHONPATH=<build>/python and PRIVBOUND_CLI the
built privbound program. Both print the registry's strings, so equal inputs must give equal digits;
the references that do not come from privbound are closed forms (q = 1: r(alpha) = alpha/(2 sigma^2),
rho = 1/(2 sigma^2)).
"""
from fractions import Fraction
import json
import math
import os
import subprocess
import unittest

import privbound

CLI = os.environ["PRIVBOUND_CLI"]


def cli(*args):
    r = subprocess.run([CLI, "eval", *args, "--json"], capture_output=True, text=True, timeout=600)
    return r.returncode, (json.loads(r.stdout) if r.returncode == 0 else None), r.stderr.strip()


def same(test, py, j):
    for k in ("lo", "hi", "safe", "safe_side"):
        test.assertEqual(getattr(py, k), j[k], k)
    test.assertEqual(py.notes, j["notes"])


class AgainstTheCli(unittest.TestCase):
    def test_epsilon_rdp(self):
        e = privbound.get_epsilon(sample_rate=0.01, noise_multiplier=1.0, steps=1000, delta=1e-5)
        code, j, err = cli("accounting.eps_subsampled_gaussian", "q=0.01", "sigma=1", "steps=1000", "delta=1e-5")
        self.assertEqual(code, 0, err)
        same(self, e, j)
        self.assertEqual(e.notes["orders"], "real")
        self.assertGreaterEqual(Fraction(float(e)), Fraction(e.hi))  # float() never below the safe end
        # negative control: another sigma gives other digits
        code, k, err = cli("accounting.eps_subsampled_gaussian", "q=0.01", "sigma=1.01", "steps=1000", "delta=1e-5")
        self.assertNotEqual(e.hi, k["hi"])

    def test_epsilon_pld(self):
        e = privbound.get_epsilon(sample_rate="0.01", noise_multiplier=1, steps=100, delta="1e-5", accountant="pld")
        code, j, err = cli("accounting.eps_subsampled_gaussian", "q=0.01", "sigma=1", "steps=100", "delta=1e-5",
                           "accountant=pld")
        self.assertEqual(code, 0, err)
        same(self, e, j)
        self.assertEqual(e.notes["accountant"], "pld")
        r = privbound.get_epsilon(sample_rate=0.01, noise_multiplier=1, steps=100, delta=1e-5)
        self.assertLess(Fraction(e.hi), Fraction(r.hi))  # tight below the Renyi bound

    def test_epsilon_without_replacement(self):
        e = privbound.get_epsilon(sample_rate=1, noise_multiplier=4, steps=4, delta=1e-5, accountant="pld",
                                  sampling="without_replacement")
        # noise_multiplier 4 over the clip norm is sigma = 2 over the replace-one sensitivity (2 clip norms)
        code, j, err = cli("accounting.eps_wor_gaussian_pld", "q=1", "sigma=2", "steps=4", "delta=1e-5")
        self.assertEqual(code, 0, err)
        same(self, e, j)
        self.assertEqual(e.notes["neighbours"], "replace")
        # q = 1: one Gaussian with mu = 2 sqrt(T)/noise_multiplier = 1; its delta at the enclosure's ends brackets 1e-5
        def gaussian_delta(eps, mu=1.0):
            phi = lambda x: 0.5 * math.erfc(-x / math.sqrt(2))
            return phi(-eps / mu + mu / 2) - math.exp(eps) * phi(-eps / mu - mu / 2)
        self.assertGreaterEqual(gaussian_delta(float(Fraction(e.lo))), 1e-5 * (1 - 1e-9))
        self.assertLessEqual(gaussian_delta(float(Fraction(e.hi))), 1e-5 * (1 + 1e-9))
        # negative control: Poisson sampling at the same inputs is the Gaussian at mu = 1/2, far below
        p = privbound.get_epsilon(sample_rate=1, noise_multiplier=4, steps=4, delta=1e-5, accountant="pld")
        self.assertLess(Fraction(p.hi), Fraction(e.lo))
        with self.assertRaises(ValueError):
            privbound.get_epsilon(sample_rate=0.1, noise_multiplier=1, steps=4, delta=1e-5,
                                  sampling="without_replacement")  # the Renyi route has no such accountant here
        with self.assertRaises(ValueError):
            privbound.get_epsilon(sample_rate=0.1, noise_multiplier=1, steps=4, delta=1e-5, sampling="shuffle")

    def test_noise_multiplier_without_replacement(self):
        # the CLI's calibrated sigma (over the replace-one sensitivity) doubled into Opacus's noise multiplier
        n = privbound.get_noise_multiplier(target_epsilon=2, target_delta=1e-5, sample_rate=1, steps=4,
                                           accountant="pld", sampling="without_replacement")
        code, j, err = cli("accounting.calibrate_sigma_wor_pld", "q=1", "steps=4", "eps=2", "delta=1e-5",
                           "rel_tol=1e-3")
        self.assertEqual(code, 0, err)
        self.assertEqual(Fraction(n.lo), 2 * Fraction(j["lo"]))
        self.assertEqual(Fraction(n.hi), 2 * Fraction(j["hi"]))
        self.assertEqual(n.safe_side, "upper")
        self.assertEqual(float(n), 2 * float(Fraction(j["safe"])))
        # at q = 1 the mechanism is one Gaussian at mu = 2 sqrt(T)/noise_multiplier: epsilon at the safe end meets
        # the target, and get_epsilon at that noise multiplier agrees
        e = privbound.get_epsilon(sample_rate=1, noise_multiplier=n.safe, steps=4, delta=1e-5, accountant="pld",
                                  sampling="without_replacement")
        self.assertLessEqual(Fraction(e.hi), 2)
        # negative control: Poisson sampling's noise multiplier at the same inputs is half of it (mu = sqrt(T)/m)
        p = privbound.get_noise_multiplier(target_epsilon=2, target_delta=1e-5, sample_rate=1, steps=4,
                                           accountant="pld")
        self.assertLess(Fraction(p.hi), Fraction(n.lo))
        self.assertTrue(Fraction(n.lo) <= 2 * Fraction(p.hi) and 2 * Fraction(p.lo) <= Fraction(n.hi))
        self.assertIn("clip norm", n.notes["scale"])
        with self.assertRaises(ValueError):
            privbound.get_noise_multiplier(target_epsilon=2, target_delta=1e-5, sample_rate=0.1, steps=4,
                                           sampling="without_replacement")

    def test_epochs_are_steps(self):
        # 60 epochs at q = 256/60000: ceil(60 * 60000 / 256) = ceil(14062.5) = 14063 steps, as the CLI's eps_dpsgd
        e = privbound.get_epsilon(sample_rate="256/60000", noise_multiplier=1.1, epochs=60, delta=1e-5)
        s = privbound.get_epsilon(sample_rate="256/60000", noise_multiplier=1.1, steps=14063, delta=1e-5)
        self.assertEqual((e.lo, e.hi), (s.lo, s.hi))
        self.assertIn("= 14063", e.notes["steps"])
        code, j, err = cli("accounting.eps_dpsgd", "dataset_size=60000", "batch_size=256", "epochs=60", "sigma=1.1",
                           "delta=1e-5")
        self.assertEqual(code, 0, err)
        self.assertEqual((e.lo, e.hi), (j["lo"], j["hi"]))
        # one epoch of 11 batches at the float rate 1/11 (its repr reads slightly above 1/11): 11 steps, not
        # int(1 / (1/11)) - 1 = 10 (negative control of the rounding: 10 steps give a smaller epsilon)
        one = privbound.get_epsilon(sample_rate=1 / 11, noise_multiplier=1, epochs=1, delta=1e-5)
        self.assertIn("= 11", one.notes["steps"])
        ten = privbound.get_epsilon(sample_rate=1 / 11, noise_multiplier=1, steps=10, delta=1e-5)
        self.assertLess(Fraction(ten.hi), Fraction(one.lo))
        with self.assertRaises(ValueError):
            privbound.get_epsilon(sample_rate=0.01, noise_multiplier=1, steps=10, epochs=1, delta=1e-5)
        with self.assertRaises(ValueError):
            privbound.get_epsilon(sample_rate=0.01, noise_multiplier=1, epochs="1_000", delta=1e-5)  # as the CLI

    def test_noise_multiplier(self):
        s = privbound.get_noise_multiplier(target_epsilon=2, target_delta=1e-5, sample_rate=0.01, steps=1000)
        code, j, err = cli("accounting.calibrate_sigma", "q=0.01", "steps=1000", "eps=2", "delta=1e-5",
                           "rel_tol=0.001")
        self.assertEqual(code, 0, err)
        same(self, s, j)
        self.assertEqual(s.safe_side, "upper")
        # round trip: the safe sigma meets the target by the default accountant
        e = privbound.get_epsilon(sample_rate=0.01, noise_multiplier=s.safe, steps=1000, delta=1e-5)
        self.assertLessEqual(Fraction(e.hi), 2)

    def test_steps_and_rate(self):
        t = privbound.get_steps(target_epsilon=2, target_delta=1e-5, sample_rate=0.01, noise_multiplier=1)
        code, j, err = cli("accounting.calibrate_steps", "q=0.01", "sigma=1", "eps=2", "delta=1e-5")
        self.assertEqual(code, 0, err)
        same(self, t, j)
        self.assertLessEqual(float(t), Fraction(t.lo))  # safe side lower: float() never above lo
        q = privbound.get_sample_rate(target_epsilon=2, target_delta=1e-5, noise_multiplier=1, steps=1000)
        code, j, err = cli("accounting.calibrate_q", "sigma=1", "steps=1000", "eps=2", "delta=1e-5", "rel_tol=0.001")
        self.assertEqual(code, 0, err)
        same(self, q, j)

    def test_delta(self):
        d = privbound.get_delta(sample_rate=0.01, noise_multiplier=1, steps=1000, epsilon=2, accountant="pld")
        code, j, err = cli("accounting.calibrate_delta", "q=0.01", "sigma=1", "steps=1000", "eps=2", "accountant=pld")
        self.assertEqual(code, 0, err)
        same(self, d, j)
        # float() is the upper end itself here (a double: the PLD ends are doubles); the hi string rounds it
        # outward to 21 digits, so it may lie above float() by less than one ulp, never more
        self.assertGreaterEqual(Fraction(math.nextafter(float(d), math.inf)), Fraction(d.hi))
        self.assertGreater(Fraction(float(d)), Fraction(d.lo))
        r = privbound.get_delta(sample_rate=0.01, noise_multiplier=1, steps=1000, epsilon=2)
        code, k, err = cli("accounting.calibrate_delta", "q=0.01", "sigma=1", "steps=1000", "eps=2", "rel_tol=0.001")
        self.assertEqual(code, 0, err)
        same(self, r, k)
        self.assertLess(Fraction(d.hi), Fraction(r.lo))  # the tight delta is below the Renyi route's

    def test_compute_rdp(self):
        # q = 1: one Gaussian, r(alpha) = alpha / (2 sigma^2) exactly; 10 steps at sigma = 2: 10 alpha / 8
        rdp = privbound.compute_rdp(q=1, noise_multiplier=2, steps=10, orders=[2, 3.5, 64])
        for a, x in zip([Fraction(2), Fraction(7, 2), Fraction(64)], rdp):
            self.assertTrue(Fraction(x.lo) <= 10 * a / 8 <= Fraction(x.hi), (a, x))
        # negative control: the enclosure excludes a value 1e-9 away
        self.assertFalse(rdp[0].contains(Fraction(5, 2) * (1 + Fraction(1, 10**9))))
        one = privbound.compute_rdp(q=0.01, noise_multiplier=1, steps=1000, orders=8)
        code, j, err = cli("accounting.rdp_subsampled_gaussian", "alpha=8", "q=0.01", "sigma=1")
        self.assertEqual(code, 0, err)
        self.assertTrue(Fraction(one.lo) <= 1000 * Fraction(j["lo"]) <= 1000 * Fraction(j["hi"]) <= Fraction(one.hi))
        self.assertLess(one.rel_width, 1e-30)
        # the same curve as the CLI's RDP vector, order by order
        curve = privbound.compute_rdp(q=0.01, noise_multiplier=1, steps=1000, orders=[2, 8.5, 64])
        code, j, err = cli("accounting.rdp_curve_subsampled_gaussian", "q=0.01", "sigma=1", "steps=1000",
                           "orders=2, 8.5, 64")
        self.assertEqual(code, 0, err)
        for a, x in zip(["2", "8.5", "64"], curve):
            self.assertEqual((x.lo, x.hi), (j["parts"]["alpha=" + a]["lo"], j["parts"]["alpha=" + a]["hi"]), a)
        with self.assertRaises(ValueError):
            privbound.compute_rdp(q=0.01, noise_multiplier=1, steps=10, orders="2..64")

    def test_exact_and_generic(self):
        z = privbound.evaluate("accounting.gaussian_zcdp", sigma=2)  # rho = 1/(2 sigma^2) = 1/8
        self.assertEqual(Fraction(z.exact), Fraction(1, 8))
        code, j, err = cli("accounting.gaussian_zcdp", "sigma=2")
        self.assertEqual(code, 0, err)
        self.assertEqual(z.exact, j["exact"])
        self.assertEqual(float(z), 0.125)
        self.assertIn("accounting.eps_subsampled_gaussian", privbound.ids())

    def test_errors_are_the_cli_line(self):
        code, _, err = cli("accounting.eps_subsampled_gaussian", "q=2", "sigma=1", "steps=10", "delta=1e-5")
        self.assertEqual(code, 2)
        with self.assertRaises(ValueError) as c:
            privbound.get_epsilon(sample_rate=2, noise_multiplier=1, steps=10, delta=1e-5)
        self.assertEqual("privbound: " + str(c.exception), err)
        with self.assertRaises(ValueError):
            privbound.get_epsilon(sample_rate=float("nan"), noise_multiplier=1, steps=10, delta=1e-5)
        with self.assertRaises(ValueError):
            privbound.get_epsilon(sample_rate=0.01, noise_multiplier=True, steps=10, delta=1e-5)
        with self.assertRaises(ValueError):
            privbound.compute_rdp(q=0.01, noise_multiplier=1, steps=0, orders=[2])
        with self.assertRaises(ValueError):
            privbound.evaluate("no.such.id")


if __name__ == "__main__":
    unittest.main()
