#!/usr/bin/env bash
# The report in a real browser (issue 10, item 6): writes `privbound report --quick`, opens its
# index.html in headless Chromium at 1280 px and checks, from inside the page, that every image
# loaded, that no element reaches past the window's right edge (children of the scrolling
# div.wide excepted: a wide table scrolls inside its box), that the page itself does not scroll
# sideways, and that the first section is the summary. A negative control (a missing image and a
# 2000-px box added to a copy) must fail the same checks. Leaves a screenshot in the work folder.
#
#   bash tests/report_browser_test.sh PRIVBOUND_EXE [WORK_DIR]
set -euo pipefail
EXE=$1
WORK=${2:-$(mktemp -d "${TMPDIR:-/tmp}/pb-browser.XXXXXX")}
mkdir -p "$WORK"
BROWSER=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$BROWSER" ]; then
  echo "report_browser_test: chromium is not installed; run scripts/setup.sh first." >&2
  exit 1
fi
rm -rf "$WORK/report" "$WORK/checked"
"$EXE" report --quick --out "$WORK/report" >/dev/null

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
  const heads = [...document.querySelectorAll('h2, h3')].map(e => e.id || e.textContent.trim());
  const out = {width: W, images: imgs.length, broken, overflow: over.slice(0, 8), overflow_count: over.length,
               scroll_width: document.documentElement.scrollWidth, headings: heads.slice(0, 3)};
  const pre = document.createElement('pre');
  pre.id = 'pb-check';
  pre.textContent = JSON.stringify(out);
  document.body.appendChild(pre);
});
</script>
JS

run_page() {  # $1 = html file; prints the JSON findings
  "$BROWSER" --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --hide-scrollbars \
    --window-size=1280,1000 --virtual-time-budget=10000 --dump-dom "file://$1" 2>/dev/null |
    python3 -c 'import sys,re,html; m=re.search(r"<pre id=\"pb-check\">(.*?)</pre>", sys.stdin.read(), re.S); print(html.unescape(m.group(1)) if m else "{}")'
}

# verdict FINDINGS -> exit status 0 when every check passes
verdict() {
  python3 - "$1" <<'PY'
import json, sys
f = json.loads(sys.argv[1])
bad = []
if not f: bad.append("the page did not run the check")
else:
    if f["width"] != 1280: bad.append(f"window width {f['width']}, not 1280")
    if f["images"] == 0: bad.append("no image")
    if f["broken"]: bad.append(f"images not loaded: {f['broken']}")
    if f["overflow_count"]: bad.append(f"{f['overflow_count']} elements past 1280 px: {f['overflow']}")
    if f["scroll_width"] > f["width"]: bad.append(f"page scrolls sideways: {f['scroll_width']} px")
    heads = f["headings"]
    if len(heads) < 2 or heads[1] != "summary": bad.append(f"first sections {heads}: the summary is not first")
for b in bad: print("  " + b)
sys.exit(1 if bad else 0)
PY
}

cp -r "$WORK/report" "$WORK/checked"
python3 - "$WORK/checked/index.html" "$CHECK" <<'PY'
import sys
p, check = sys.argv[1], sys.argv[2]
s = open(p, encoding="utf-8").read()
open(p, "w", encoding="utf-8").write(s.replace("</body>", check + "\n</body>", 1))
PY
FOUND=$(run_page "$WORK/checked/index.html")
echo "report_browser_test: $FOUND"
if ! verdict "$FOUND"; then
  echo "report_browser_test: FAILED (report in $WORK/report)" >&2
  exit 1
fi

# Negative controls, one per check: each broken copy must fail with that check's own message.
control() {  # $1 = name, $2 = HTML added before </body>, $3 = the message the verdict must give
  cp "$WORK/checked/index.html" "$WORK/checked/control-$1.html"
  python3 - "$WORK/checked/control-$1.html" "$2" <<'PY'
import sys
p, bad = sys.argv[1], sys.argv[2]
s = open(p, encoding="utf-8").read()
open(p, "w", encoding="utf-8").write(s.replace("<body>", "<body>\n" + bad, 1) if "summary" in bad else s.replace("</body>", bad + "\n</body>", 1))
PY
  local found out
  found=$(run_page "$WORK/checked/control-$1.html")
  if out=$(verdict "$found"); then
    echo "report_browser_test: negative control '$1' passed the checks: $found" >&2
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
control order '<h3 id="not-summary">an opening section before the summary</h3>' "the summary is not first"

"$BROWSER" --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --hide-scrollbars \
  --window-size=1280,2400 --virtual-time-budget=10000 --screenshot="$WORK/screenshot.png" \
  "file://$WORK/report/index.html" >/dev/null 2>&1 || true
echo "report_browser_test: passed; screenshot $WORK/screenshot.png"
