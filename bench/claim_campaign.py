#!/usr/bin/env python3
"""Issue 32's campaign table: does `check --search --no-pinned` find, from nothing, the violation of
every claim declared violated, and how close do sampling and search come on the claims declared
to hold, at equal time?

  bench/claim_campaign.py PRIVBOUND violated  SECONDS OUT.json   # search and sampling, --no-pinned, SECONDS each
  bench/claim_campaign.py PRIVBOUND holding   SECONDS OUT.json   # sampling and search, SECONDS each
  bench/claim_campaign.py PRIVBOUND table     IN.json ...        # the Markdown table of the results

Each run is one `privbound check <id> ... --json` process; its wall time is measured here (time to
find = the process's time when it stops at a violation). Optional: PRIVBOUND_CAMPAIGN_IDS (a file
with one id per line) restricts the claims. Nothing here is a test: CI does not run it.
"""
import json
import os
import subprocess
import sys
import time


def claims(exe):
    out = subprocess.run([exe, "check", "--list", "--json"], capture_output=True, text=True, check=True).stdout
    cs = json.loads(out)["claims"]
    only = os.environ.get("PRIVBOUND_CAMPAIGN_IDS")
    if only:
        keep = set(open(only).read().split())
        cs = [c for c in cs if c["id"] in keep]
    return cs


def run(exe, args, seconds):
    t0 = time.monotonic()
    p = subprocess.run([exe, "check", *args, "--json"], capture_output=True, text=True,
                       timeout=seconds * 3 + 120)
    dt = time.monotonic() - t0
    try:
        j = json.loads(p.stdout)
    except json.JSONDecodeError:
        j = {"error": p.stderr.strip()[:300]}
    return j, dt, p.returncode


def main():
    exe, what = sys.argv[1], sys.argv[2]
    if what == "table":
        return table(sys.argv[3:])
    seconds, out = float(sys.argv[3]), sys.argv[4]
    rows = []
    for c in claims(exe):
        declared_violated = c["expected"] == "violated"
        if (what == "violated") != declared_violated:
            continue
        row = {"id": c["id"], "kind": c["kind"], "cost": c["cost"], "expected": c["expected"]}
        if what == "violated":
            j, dt, rc = run(exe, [c["id"], "--search", "--no-pinned", "--evals", "1000000", "--seconds", str(seconds)],
                            seconds)
            s, ds, _ = run(exe, [c["id"], "--no-pinned", "--iters", "1000000", "--seconds", str(seconds)], seconds)
            row.update(search=j, seconds=dt, rc=rc, sample=s, sample_seconds=ds)
        else:
            s, ds, rs = run(exe, [c["id"], "--no-pinned", "--iters", "1000000", "--seconds", str(seconds)], seconds)
            t, dt, rt = run(exe, [c["id"], "--search", "--no-pinned", "--evals", "1000000", "--seconds", str(seconds)],
                            seconds)
            row.update(sample=s, sample_seconds=ds, search=t, search_seconds=dt)
        rows.append(row)
        print(c["id"], file=sys.stderr, flush=True)
        json.dump(rows, open(out, "w"), indent=1)


def worst(j):
    t = j.get("tightest") if isinstance(j, dict) else None
    if not t:
        return None, None
    return t.get("ratio"), t.get("slack")


def table(files):
    rows = []
    for f in files:
        rows += json.load(open(f))
    vio = [r for r in rows if r["expected"] == "violated"]
    hold = [r for r in rows if r["expected"] != "violated"]
    if vio:
        hit = lambda r, j: j.get("verdict") == ("violated" if r["kind"] == "universal" else "holds")
        found = [r for r in vio if hit(r, r["search"])]
        print(f"violated claims found from scratch (search, no pinned points): {len(found)} of {len(vio)}")
        sampled = [r for r in vio if "sample" in r and hit(r, r["sample"])]
        print(f"... by uniform sampling (no pinned points) at equal time: {len(sampled)} of {len(vio)}")
        for r in vio:
            if "sample" in r and not hit(r, r["sample"]):
                print(f"  - sampling misses {r['id']} ({r['sample'].get('checked')} instances)")
        ts = sorted(r["seconds"] for r in found)
        if ts:
            print(f"time to find: median {ts[len(ts)//2]:.2f} s, max {ts[-1]:.2f} s")
        print("not found:" + ("" if len(found) < len(vio) else " none"))
        for r in vio:
            if r not in found:
                e = r["search"]
                print(f"- {r['id']} ({r['cost']}): {e.get('verdict', e.get('error'))}, {e.get('evaluations')} "
                      f"evaluations, worst slack {e.get('worst_slack')}")
    if hold:
        print("| claim | sampling: instances, worst ratio (slack) | search: evaluations, worst ratio (slack) | search verdict |")
        print("|---|---|---|---|")
        better = 0
        for r in hold:
            sr, ss = worst(r["sample"])
            tr, ts = worst(r["search"])
            if ss is not None and ts is not None and ts < ss:
                better += 1
            fmt = lambda x: "-" if x is None else f"{x:.6g}"
            print(f"| {r['id']} | {r['sample'].get('checked')}, {fmt(sr)} ({fmt(ss)}) | "
                  f"{r['search'].get('evaluations')}, {fmt(tr)} ({fmt(ts)}) | "
                  f"{r['search'].get('verdict')} |")
        print(f"search tighter than sampling on {better} of {len(hold)}")


if __name__ == "__main__":
    main()
