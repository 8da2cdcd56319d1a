"""privbound: certified differential-privacy accounting for DP-SGD.

Every answer is an :class:`Enclosure`, an interval [lo, hi] proven to contain the exact value,
computed in interval arithmetic (MPFR/MPFI, Arb) by the same code as the ``privbound`` command
line tool. ``float(x)`` is the safe end: an epsilon or a noise multiplier rounded up, a number of
steps or a sampling rate rounded down, so a float you pass on is never optimistic (parts, which
have no safe side, give their midpoint). ``epochs=`` means ceil(epochs / sample_rate) steps.

Numbers are read as exact decimals: a Python float by its shortest repr (``0.01`` is 1/100, not
the binary double nearest to it), an int as itself, a ``fractions.Fraction`` or ``decimal.Decimal``
exactly, and a string as the command line reads it (``"256/60000"``, ``"1e-5"``).

Two accountants (``accountant=``):

* ``"rdp"`` (default): Renyi DP of the Poisson-subsampled Gaussian (Mironov, Talwar & Zhang 2019),
  composed over the steps and converted to (epsilon, delta) at a searched order (real orders by
  default, ``orders="integer"`` for the best integer one). Opacus's and dp_accounting's RDP
  accountants compute the same bound in floating point.
* ``"pld"``: the tight epsilon by privacy loss distributions, enclosed from both sides (the
  pessimistic and optimistic discretisations), for add/remove neighbours (Poisson sampling) or
  replace-one (``sampling="without_replacement"``). dp_accounting's
  ``PLDAccountant`` and Opacus's ``PRVAccountant`` estimate the same number without an error bar.

Bad input raises ValueError with the command line's one-line message; a computation that cannot
reach its answer (accuracy, time) raises RuntimeError.
"""

from decimal import Decimal, localcontext
from fractions import Fraction
import math
import numbers

from . import _core

__all__ = [
    "Enclosure",
    "get_epsilon",
    "get_noise_multiplier",
    "get_steps",
    "get_sample_rate",
    "get_delta",
    "compute_rdp",
    "evaluate",
    "ids",
]


class Enclosure:
    """An interval [lo, hi] that contains the exact value.

    Attributes (the command line's ``--json`` fields):
      lo, hi      the ends, outward-rounded decimal strings
      safe        the safe end as a string (hi for an upper bound, lo for a lower one)
      safe_side   "upper", "lower" or "none"
      exact       the exact value as a string ("1/3") when it is known exactly, else None
      rel_width   (hi - lo) / |hi|
      bits        the working precision
      id, title, source, parts (name -> Enclosure), notes (key -> text)

    ``float(x)`` is the safe end rounded to the safe side (never optimistic). A value without a
    safe side (safe_side "none": most parts, e.g. ``parts["eps_at_safe"]``) gives its midpoint; read
    ``lo`` and ``hi`` there.
    """

    __slots__ = ("lo", "hi", "safe", "safe_side", "exact", "rel_width", "bits", "id", "title", "source", "parts",
                 "notes", "_float")

    def __init__(self, d):
        self.lo = d["lo"]
        self.hi = d["hi"]
        self.safe = d["safe"]
        self.safe_side = d["safe_side"]
        self.exact = d.get("exact")
        self.rel_width = d["rel_width"]
        self.bits = d["bits"]
        self.id = d.get("id", "")
        self.title = d.get("title", "")
        self.source = d.get("source", "")
        self.parts = {k: Enclosure(v) for k, v in d.get("parts", {}).items()}
        self.notes = dict(d.get("notes", {}))
        self._float = d["safe_float"]

    def __float__(self):
        return self._float

    def contains(self, x):
        """Whether the exact decimal x (as the module reads numbers) lies in [lo, hi]."""
        v = Fraction(_number("x", x))
        return Fraction(self.lo) <= v <= Fraction(self.hi)

    def __repr__(self):
        side = "" if self.safe_side == "none" else ", safe " + self.safe_side + " " + self.safe
        return "Enclosure([" + self.lo + ", " + self.hi + "]" + side + ")"


def _number(name, x):
    """The exact decimal text of x, as the command line would read it."""
    if isinstance(x, bool):
        raise ValueError(name + " must be a number, but is " + repr(x) + ".")
    if isinstance(x, str):
        return x
    if isinstance(x, numbers.Integral):
        return str(int(x))
    if isinstance(x, Fraction):
        return str(x.numerator) + "/" + str(x.denominator)
    if isinstance(x, Decimal):
        return str(x)
    if isinstance(x, float):
        if math.isnan(x):
            return "nan"
        if math.isinf(x):
            return "inf" if x > 0 else "-inf"
        return repr(x)
    raise ValueError(name + " must be a number, but is " + repr(x) + ".")


def _steps(steps, epochs, sample_rate):
    """T from steps, or from epochs: ceil(epochs / sample_rate), E/q expected batches rounded up (the
    safe side: more steps, a larger epsilon and sigma). Opacus counts int(epochs / sample_rate), which
    drops a step when the float sample_rate = 1/n reads slightly above 1/n (n = 11: 10 steps for one
    epoch of 11 batches)."""
    if (steps is None) == (epochs is None):
        raise ValueError("give exactly one of steps and epochs.")
    if steps is not None:
        if isinstance(steps, bool) or not isinstance(steps, numbers.Integral):
            raise ValueError("steps must be an integer, but is " + repr(steps) + ".")
        return int(steps), None
    e, q = _number("epochs", epochs), _number("sample_rate", sample_rate)
    t = _core.steps_of_epochs(e, q)
    return t, "steps = ceil(epochs / sample_rate) = ceil(" + e + " / (" + q + ")) = " + str(t)


def _without_replacement(sampling, accountant):
    """Whether `sampling` selects batches drawn without replacement; ValueError for another word, or for
    that sampling with an accountant other than "pld" (the only one that accounts for it)."""
    if sampling not in ("poisson", "without_replacement"):
        raise ValueError("sampling must be poisson or without_replacement, but is " + repr(sampling) + ".")
    if sampling == "without_replacement" and accountant != "pld":
        raise ValueError("sampling without replacement is accounted by accountant=\"pld\" only.")
    return sampling == "without_replacement"


def _with_steps(d, how):
    e = Enclosure(d)
    if how:
        e.notes["steps"] = how
    return e


def evaluate(id, bits=128, **params):
    """Any quantity of the registry, as ``privbound eval <id> k=v ... --bits <bits>``.

    >>> float(privbound.evaluate("accounting.gaussian_zcdp", sigma=2))  # rho = 1/(2 sigma^2)
    0.125
    """
    return Enclosure(_core.evaluate(id, {k: _number(k, v) for k, v in params.items()}, bits))


def ids():
    """The ids of every quantity ``evaluate`` knows (``privbound list``)."""
    return list(_core.ids())


def get_epsilon(*, sample_rate, noise_multiplier, delta, steps=None, epochs=None, accountant="rdp", orders="real",
                sampling="poisson", bits=128):
    """epsilon after `steps` (or `epochs`) of DP-SGD: the Poisson-subsampled Gaussian, add/remove
    neighbours, sensitivity 1, at the given delta. Safe side: upper.

    accountant="rdp": the Renyi route at a searched order (orders="real" or "integer"); the
    enclosure is of the bound at that order. accountant="pld": the exact tight epsilon, enclosed.

    sampling="without_replacement": each step draws a new uniform batch of sample_rate * dataset
    size records, independently of the other steps (not shuffling, which this does not cover),
    replace-one neighbours; noise_multiplier is the noise over the clip norm, as in Opacus, and a
    replaced record moves the clipped sum by up to twice the clip norm, so the command line's sigma
    (noise over the replace-one sensitivity) is noise_multiplier / 2. By privacy loss distributions
    only (accountant="pld"): the tight epsilon of the subsampling bound C_q(G_{2/noise_multiplier})
    composed `steps` times (exact for one step, an upper bound for more).
    Command line:    privbound eval accounting.eps_wor_gaussian_pld q=... sigma=<noise_multiplier/2> steps=...
                         delta=...

    Equivalents (floating point, no error bar):
      Opacus:        acc = opacus.accountants.RDPAccountant()  # or PRVAccountant() for the tight one
                     acc.history = [(noise_multiplier, sample_rate, steps)]
                     acc.get_epsilon(delta)
      dp_accounting: event = dp_accounting.PoissonSampledDpEvent(
                         sample_rate, dp_accounting.GaussianDpEvent(noise_multiplier))
                     dp_accounting.rdp.RdpAccountant().compose(event, steps).get_epsilon(delta)
                     # accountant="pld": dp_accounting.pld.PLDAccountant() instead
    Command line:    privbound eval accounting.eps_subsampled_gaussian q=... sigma=... steps=... delta=...
    """
    wor = _without_replacement(sampling, accountant)
    t, how = _steps(steps, epochs, sample_rate)
    args = {"q": _number("sample_rate", sample_rate), "sigma": _number("noise_multiplier", noise_multiplier),
            "steps": str(t), "delta": _number("delta", delta)}
    if wor:
        try:
            args["sigma"] = str(Fraction(args["sigma"]) / 2)  # exact: decimals and n/d read as fractions
        except (ValueError, ZeroDivisionError):
            pass  # not a finite number: the command line's own message follows
        return _with_steps(_core.evaluate("accounting.eps_wor_gaussian_pld", args, bits), how)
    args["accountant"] = accountant
    if accountant != "pld":
        args["orders"] = orders
    return _with_steps(_core.evaluate("accounting.eps_subsampled_gaussian", args, bits), how)


def _doubled(d):
    """d (a --json answer) with its value doubled, exactly: the ends are decimal strings and float(x)
    a binary double, so 2x is exact in both; rel_width is unchanged, parts (epsilon) are not scaled."""
    with localcontext() as ctx:
        ctx.prec = 10 * max(len(d["lo"]), len(d["hi"]), len(d["safe"])) + 50
        for k in ("lo", "hi", "safe"):
            d[k] = str(Decimal(d[k]) * 2).replace("E+", "e").replace("E", "e")  # the command line's exponent form
    if d.get("exact") is not None:
        d["exact"] = str(Fraction(d["exact"]) * 2)
    d["safe_float"] = 2 * d["safe_float"]
    d.setdefault("notes", {})["scale"] = ("doubled: the noise multiplier over the clip norm, twice the command "
                                          "line's sigma")
    return d


def get_noise_multiplier(*, target_epsilon, target_delta, sample_rate, steps=None, epochs=None, accountant="rdp",
                         orders="real", rel_tol=1e-3, sampling="poisson", bits=128):
    """The smallest noise multiplier sigma whose epsilon after `steps` (or `epochs`) meets
    target_epsilon at target_delta. Safe side: upper (float() is a sigma certified to meet it);
    lo is proven to miss it, so [lo, hi] contains the exact optimum of the chosen accountant.
    rel_tol is the bracket's relative width.

    sampling="without_replacement" (accountant="pld" only): the mechanism of get_epsilon's
    sampling="without_replacement"; the answer is Opacus's noise multiplier (over the clip norm),
    twice the command line's sigma (over the replace-one sensitivity), doubled exactly.
    Command line:    privbound eval accounting.calibrate_sigma_wor_pld q=... steps=... eps=... delta=...
                         rel_tol=...   (its sigma is noise_multiplier / 2)

    Equivalents:
      Opacus:        opacus.accountants.utils.get_noise_multiplier(
                         target_epsilon=..., target_delta=..., sample_rate=..., steps=..., accountant="rdp")
      dp_accounting: dp_accounting.calibrate_dp_mechanism(make_accountant, make_event, target_epsilon,
                         target_delta)
    Command line:    privbound eval accounting.calibrate_sigma q=... steps=... eps=... delta=... rel_tol=...
    """
    wor = _without_replacement(sampling, accountant)
    t, how = _steps(steps, epochs, sample_rate)
    args = {"q": _number("sample_rate", sample_rate), "steps": str(t), "eps": _number("target_epsilon", target_epsilon),
            "delta": _number("target_delta", target_delta), "rel_tol": _number("rel_tol", rel_tol)}
    if wor:
        return _with_steps(_doubled(_core.evaluate("accounting.calibrate_sigma_wor_pld", args, bits)), how)
    args["accountant"] = accountant
    if accountant != "pld":
        args["orders"] = orders
    return _with_steps(_core.evaluate("accounting.calibrate_sigma", args, bits), how)


def get_steps(*, target_epsilon, target_delta, sample_rate, noise_multiplier, accountant="rdp", orders="real",
              bits=128):
    """The largest number of steps whose epsilon meets target_epsilon at target_delta (divide by
    the steps per epoch, 1/sample_rate, for epochs). Safe side: lower (float() is certified).

    Equivalents: none in Opacus or dp_accounting (users bisect get_epsilon by hand).
    Command line:  privbound eval accounting.calibrate_steps q=... sigma=... eps=... delta=...
    """
    args = {"q": _number("sample_rate", sample_rate), "sigma": _number("noise_multiplier", noise_multiplier),
            "eps": _number("target_epsilon", target_epsilon), "delta": _number("target_delta", target_delta),
            "accountant": accountant}
    if accountant != "pld":
        args["orders"] = orders
    return Enclosure(_core.evaluate("accounting.calibrate_steps", args, bits))


def get_sample_rate(*, target_epsilon, target_delta, noise_multiplier, steps, accountant="rdp", orders="real",
                    rel_tol=1e-3, bits=128):
    """The largest Poisson sampling rate whose epsilon after `steps` meets target_epsilon at
    target_delta. Safe side: lower (float() is certified).

    Equivalents: none in Opacus or dp_accounting.
    Command line:  privbound eval accounting.calibrate_q sigma=... steps=... eps=... delta=... rel_tol=...
    """
    t, _ = _steps(steps, None, None)
    args = {"sigma": _number("noise_multiplier", noise_multiplier), "steps": str(t),
            "eps": _number("target_epsilon", target_epsilon), "delta": _number("target_delta", target_delta),
            "rel_tol": _number("rel_tol", rel_tol), "accountant": accountant}
    if accountant != "pld":
        args["orders"] = orders
    return Enclosure(_core.evaluate("accounting.calibrate_q", args, bits))


def get_delta(*, sample_rate, noise_multiplier, epsilon, steps=None, epochs=None, accountant="rdp", orders="real",
              rel_tol=1e-3, bits=128):
    """delta for a given epsilon after `steps` (or `epochs`) of DP-SGD. Safe side: upper (float()
    is a delta at which epsilon is certified).

    accountant="pld": the exact tight delta_T(epsilon), enclosed from both sides.
    accountant="rdp": the smallest delta at which the Renyi route meets epsilon (orders="real" or
    "integer"); lo is proven to miss it, rel_tol is the bracket's relative width.

    Equivalents (floating point, no error bar):
      Opacus:        none (the PRV accountant's internal delta(eps) is not exposed as a function)
      dp_accounting: dp_accounting.pld.PLDAccountant().compose(event, steps).get_delta(epsilon)
                     # or dp_accounting.rdp.RdpAccountant() for the Renyi route
    Command line:    privbound eval accounting.calibrate_delta q=... sigma=... steps=... eps=... accountant=pld
    """
    t, how = _steps(steps, epochs, sample_rate)
    args = {"q": _number("sample_rate", sample_rate), "sigma": _number("noise_multiplier", noise_multiplier),
            "steps": str(t), "eps": _number("epsilon", epsilon), "accountant": accountant}
    if accountant != "pld":
        args["orders"] = orders
        args["rel_tol"] = _number("rel_tol", rel_tol)
    return _with_steps(_core.evaluate("accounting.calibrate_delta", args, bits), how)


def compute_rdp(*, q, noise_multiplier, steps, orders, bits=128):
    """The RDP of `steps` compositions of the Poisson-subsampled Gaussian at each order:
    steps * r(alpha), r exact at integer orders and by certified quadrature at real ones.
    Returns a list of Enclosures (safe side upper), or one Enclosure for a single order.

    Equivalents:
      Opacus:        opacus.accountants.analysis.rdp.compute_rdp(
                         q=q, noise_multiplier=noise_multiplier, steps=steps, orders=orders)
      dp_accounting: dp_accounting.rdp.RdpAccountant(orders).compose(event, steps)._rdp
    Command line:    privbound eval accounting.rdp_curve_subsampled_gaussian q=... sigma=... steps=... orders="2, 4, 8.5"
    """
    single = isinstance(orders, (numbers.Number, str, Decimal))
    seq = [orders] if single else list(orders)
    if not seq:
        return []
    if isinstance(steps, bool) or not isinstance(steps, numbers.Integral):
        raise ValueError("compute_rdp: steps must be in the integers >= 1, but is " + repr(steps) + ".")
    out = [Enclosure(d) for d in _core.compute_rdp(_number("q", q), _number("noise_multiplier", noise_multiplier),
                                                   str(int(steps)), [_number("orders", a) for a in seq], bits)]
    return out[0] if single else out
