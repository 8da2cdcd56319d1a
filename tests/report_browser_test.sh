#!/usr/bin/env bash
# The report in a real browser, as a reviewer sees it (issue 10, item 6; issue 28): writes
# `privbound report --quick`, opens every page in headless Chromium at 1280 px and checks, from
# inside each page:
#   - every image loads;
#   - nothing reaches past the window's right edge (children of a scrolling div.wide excepted:
#     a wide table scrolls inside its box) and the page does not scroll sideways;
#   - no markup is visible as text (escaped tags such as `<span id=…>` on screen);
#   - no verdict word (.v) and no id (code) is broken over two lines;
#   - every link `#x` resolves on its page, every link `page.html#x` on that page;
#   - the front page (index.html) starts with the front-page section and fits in 3 screens of
#     1280×900 per paper.
# Each check has a negative control: a broken copy of the front page must fail with that check's
# own message. Leaves screenshots of the front page in the work folder.
#
#   bash tests/report_browser_test.sh PRIVBOUND_EXE [WORK_DIR [REPORT_DIR]]
# REPORT_DIR: a report --quick already written (ctest's quick_report fixture); it is copied, not
# changed. Without it the script writes one.
set -euo pipefail
EXE=$1
WORK=${2:-$(mktemp -d "${TMPDIR:-/tmp}/pb-browser.XXXXXX")}
GIVEN=${3:-}
mkdir -p "$WORK"
BROWSER=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$BROWSER" ]; then
  echo "report_browser_test: chromium is not installed; run scripts/setup.sh first." >&2
  exit 1
fi
rm -rf "$WORK/report" "$WORK/checked" "$WORK"/control-*
if [ -n "$GIVEN" ] && [ -f "$GIVEN/index.html" ]; then
  cp -r "$GIVEN" "$WORK/report"
else
  "$EXE" report --quick --out "$WORK/report" >/dev/null
fi

# The in-page check: a <pre id="pb-check"> with the findings as JSON, appended after load.
read -r -d '' CHECK <<'JS' || true
<script>
window.addEventListener('load', () => {
  const W = window.innerWidth;
  const imgs = [...document.images];
  const broken = imgs.filter(i => !(i.complete && i.naturalWidth > 0)).map(i => i.getAttribute('src'));
  const over = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (el.parentElement && el.parentElement.closest('.wide')) continue;
    const r = el.getBoundingClientRect();
    if (r.width > 0 && r.right > W + 0.5) over.push(el.tagName + (el.id ? '#' + el.id : '') + ' right=' + Math.round(r.right));
  }
  const text = document.body.innerText;
  const escaped = (text.match(/<\s*\/?\s*(span|a|br|div|td|tr|code|b|p|img)\b[^>]*>/gi) || []).slice(0, 8);
  const split = [];
  for (const el of document.querySelectorAll('.v, code')) {
    const rects = [...el.getClientRects()].filter(r => r.width > 0);
    if (rects.length > 1) split.push(el.textContent.slice(0, 60));
  }
  const links = [...document.querySelectorAll('a[href]')].map(a => a.getAttribute('href'))
      .filter(h => !/^[a-z]+:/i.test(h));
  const ids = [...document.querySelectorAll('[id]')].map(e => e.id);
  const heads = [...document.querySelectorAll('h2, h3')].map(e => e.id || e.textContent.trim());
  const papers = document.querySelectorAll('h3[id^="summary-"]').length;
  const out = {width: W, images: imgs.length, broken, overflow: over.slice(0, 8), overflow_count: over.length,
               scroll_width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight,
               escaped, split: split.slice(0, 8), split_count: split.length, links, ids, headings: heads.slice(0, 3),
               papers};
  const pre = document.createElement('pre');
  pre.id = 'pb-check';
  pre.textContent = JSON.stringify(out);
  document.body.appendChild(pre);
});
</script>
JS

run_page() {  # $1 = html file; prints the JSON findings
  "$BROWSER" --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --hide-scrollbars \
    --disable-background-networking --disable-component-update --disable-sync --no-first-run \
    --window-size=1280,900 --virtual-time-budget=10000 --dump-dom "file://$1" 2>/dev/null |
    python3 -c 'import sys,re,html; m=re.search(r"<pre id=\"pb-check\">(.*?)</pre>", sys.stdin.read(), re.S); print(html.unescape(m.group(1)) if m else "{}")'
}

with_check() {  # $1 = html file: appends the in-page check
  python3 - "$1" "$CHECK" <<'PY'
import sys
p, check = sys.argv[1], sys.argv[2]
s = open(p, encoding="utf-8").read()
open(p, "w", encoding="utf-8").write(s.replace("</body>", check + "\n</body>", 1))
PY
}

# verdict FOLDER -> exit status 0 when every page of FOLDER/*.findings.json passes every check
verdict() {
  python3 - "$1" <<'PY'
import json, os, sys
folder = sys.argv[1]
pages = {}
for f in sorted(os.listdir(folder)):
    if f.endswith(".findings.json"):
        pages[f[: -len(".findings.json")]] = json.load(open(os.path.join(folder, f)))
bad = []
if "index.html" not in pages: bad.append("no front page")
for name, f in pages.items():
    if not f:
        bad.append(f"{name}: the page did not run the check"); continue
    if f["width"] != 1280: bad.append(f"{name}: window width {f['width']}, not 1280")
    if f["broken"]: bad.append(f"{name}: images not loaded: {f['broken']}")
    if f["overflow_count"]: bad.append(f"{name}: {f['overflow_count']} elements past 1280 px: {f['overflow']}")
    if f["scroll_width"] > f["width"]: bad.append(f"{name}: page scrolls sideways: {f['scroll_width']} px")
    if f["escaped"]: bad.append(f"{name}: markup shown as text: {f['escaped']}")
    if f["split_count"]: bad.append(f"{name}: {f['split_count']} verdicts or ids broken over two lines: {f['split']}")
    for h in f["links"]:
        target, _, frag = h.partition("#")
        target = target or name
        if target not in pages:
            bad.append(f"{name}: link to a missing page {h}"); continue
        if frag and frag not in pages[target]["ids"]: bad.append(f"{name}: dead link {h}")
front = pages.get("index.html")
if front:
    if front["images"] == 0 and not any(p["images"] for p in pages.values()): bad.append("no image")
    heads = front["headings"]
    if len(heads) < 1 or heads[0] != "summary": bad.append(f"first sections {heads}: the front page is not first")
    n = max(front["papers"], 1)
    if front["height"] > 3 * 900 * n:
        bad.append(f"front page too long: {front['height']} px for {n} papers (at most {3 * 900 * n})")
for b in bad: print("  " + b)
sys.exit(1 if bad else 0)
PY
}

cp -r "$WORK/report" "$WORK/checked"
mkdir -p "$WORK/checked/findings"
for page in "$WORK"/checked/*.html; do
  with_check "$page"
  F="$WORK/checked/findings/$(basename "$page").findings.json"
  run_page "$page" >"$F"
  echo "report_browser_test: $(basename "$page"): $(python3 -c 'import json,sys; f=json.load(open(sys.argv[1])); print({k: f.get(k) for k in ("images","overflow_count","height","split_count","papers")} if f else "no check ran")' "$F")"
done
if ! verdict "$WORK/checked/findings"; then
  echo "report_browser_test: FAILED (report in $WORK/report)" >&2
  exit 1
fi

# Negative controls, one per check: a broken copy of the front page must fail with that check's
# own message (the other pages' findings stay as they are).
control() {  # $1 = name, $2 = HTML added before </body> (or after <body> for "first"), $3 = the message
  local dir="$WORK/control-$1"
  rm -rf "$dir"
  cp -r "$WORK/checked/findings" "$dir"
  cp "$WORK/report/index.html" "$dir/index.html"
  python3 - "$dir/index.html" "$2" "$1" <<'PY'
import sys
p, bad, name = sys.argv[1], sys.argv[2], sys.argv[3]
s = open(p, encoding="utf-8").read()
s = s.replace("</nav>", "</nav>\n" + bad, 1) if name == "order" else s.replace("</body>", bad + "\n</body>", 1)
open(p, "w", encoding="utf-8").write(s)
PY
  with_check "$dir/index.html"
  run_page "$dir/index.html" >"$dir/index.html.findings.json"
  local out
  if out=$(verdict "$dir"); then
    echo "report_browser_test: negative control '$1' passed the checks" >&2
    exit 1
  fi
  if ! grep -q "$3" <<<"$out"; then
    echo "report_browser_test: negative control '$1' failed for another reason: $out" >&2
    exit 1
  fi
  echo "report_browser_test: negative control '$1' fails as it must ($3)"
}
control image '<img src="no-such-figure.svg" alt="missing">' "images not loaded"
control overflow '<p style="width:2000px">a 2000-px paragraph</p>' "elements past"
control order '<h2 id="not-summary">an opening section before the front page</h2>' "the front page is not first"
control escaped '<p>&lt;span id="ryu-kim-thm4-4"&gt;&lt;/span&gt;ryu_kim.thm4_4</p>' "markup shown as text"
control deadlink '<p><a href="#chan_xie_zhao">Details</a> <a href="ryu_kim.html#no-such-id">E1</a></p>' "dead link"
control split '<div style="width:40px"><span class="v" style="white-space:normal">gap confirmed</span></div>' "broken over two lines"
control long '<div style="height:40000px">a very long front page</div>' "front page too long"

for h in 900 2700; do
  "$BROWSER" --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --hide-scrollbars \
    --disable-background-networking --disable-component-update --disable-sync --no-first-run \
    --window-size=1280,$h --virtual-time-budget=10000 --screenshot="$WORK/front-$h.png" \
    "file://$WORK/report/index.html" >/dev/null 2>&1 || true
done
echo "report_browser_test: passed; screenshots $WORK/front-900.png (screen 1), $WORK/front-2700.png"
