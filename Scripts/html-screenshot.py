#!/usr/bin/env python3
"""Renders wakelint's HTML report in headless Chromium: screenshots to look at, and checks of what the page's
script does (the filters hide findings and timeline rows, and the rows left close up without gaps) and of its
layout (every log evidence line number is drawn inside its block, and links lead somewhere on the page).

    python3 Scripts/html-screenshot.py [path/to/wakelint] [output folder]   # defaults: .build/debug/wakelint, /tmp/wakelint-html

Needs a `chromium` (Debian: apt-get install chromium) or `chromium-browser` on PATH; without one it says so and
exits 0, so it runs only where the browser is present. Exits 1 when a check fails.
"""
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INPUTS = [
    "lint", "testdata/projects/StepSyncDemo",
    "--log", "testdata/logs/log-show/default-style.log",
    "--log", "testdata/logs/log-stream/bgtask-expired.log",
    "--log", "testdata/logs/console-app/dasd-low-power-deferral.txt",
]


def chromium(*arguments):
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    command = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", *arguments]
    return subprocess.run(command, capture_output=True, text=True, timeout=120)


def timelines(dom):
    """(log, shown, rows, body) of each timeline in a dumped DOM; rows are (rule, shown, y)."""
    found = []
    for section in re.finditer(r'<section class="timeline" data-log="([^"]+)"( style="display: none;")?>(.*?)</section>', dom, re.S):
        rows = []
        for match in re.finditer(r'<g class="row" data-rule="([^"]+)" transform="translate\(0,(\d+)\)"( style="display: none;")?', section.group(3)):
            rows.append((match.group(1), match.group(3) is None, int(match.group(2))))
        found.append((section.group(1), section.group(2) is None, rows, section.group(3)))
    return found


# Appended to a copy of the report: measures the page as drawn and writes what is wrong into <body data-layout>.
LAYOUT_CHECK = """<script>addEventListener('load',function(){var bad=[];
document.querySelectorAll('pre.evidence .ln').forEach(function(ln){var box=ln.closest('pre').getBoundingClientRect();
var range=document.createRange();range.selectNodeContents(ln);var text=range.getBoundingClientRect();
if(!ln.textContent||text.width===0||text.left<box.left||text.right>box.right)bad.push('line number '+ln.textContent+' drawn outside its block');});
document.querySelectorAll('a[href^="#"]').forEach(function(a){var id=a.getAttribute('href').slice(1);
if(id.indexOf('=')<0&&!document.getElementById(id))bad.push('link to a missing #'+id);});
document.body.setAttribute('data-layout',bad.length?bad.join('; '):'ok');});</script>"""


def main():
    if not (shutil.which("chromium") or shutil.which("chromium-browser")):
        print("html-screenshot: no chromium on PATH; skipped (Debian: apt-get install chromium)")
        return 0
    binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/debug/wakelint"))
    out = sys.argv[2] if len(sys.argv) > 2 else "/tmp/wakelint-html"
    os.makedirs(out, exist_ok=True)
    report = os.path.join(out, "report.html")
    subprocess.run([binary, *INPUTS, "--format", "html", "--output", report], cwd=ROOT)
    url = "file://" + report
    failures = []
    checked = os.path.join(out, "layout-check.html")
    with open(report) as source, open(checked, "w") as target:
        target.write(source.read().replace("</body>", LAYOUT_CHECK + "</body>"))
    layout = re.search(r'data-layout="([^"]*)"', chromium("--dump-dom", "--virtual-time-budget=5000", "file://" + checked).stdout)
    if not layout or layout.group(1) != "ok":
        failures.append("layout: " + (layout.group(1) if layout else "the check did not run"))
    for name, fragment in [("all", ""), ("errors", "#severity=error"), ("one-rule", "#rule=bg-task-expired")]:
        shot = os.path.join(out, f"{name}.png")
        chromium(f"--screenshot={shot}", "--window-size=1100,2400", url + fragment)
        print(f"{name}: {shot}" if os.path.exists(shot) else f"{name}: no screenshot")
        dom = chromium("--dump-dom", url + fragment).stdout
        logs = timelines(dom)
        if not logs:
            failures.append(f"{name}: no timeline")
        shown_logs = [log for log in logs if log[1]]
        all_rows = []
        for log, visible, rows, body in logs:
            shown = [row for row in rows if row[1]]
            all_rows += shown if visible else []
            height = int(re.search(r'<svg[^>]* height="(\d+)"', body).group(1))
            step = int(re.search(r'data-row-height="(\d+)"', body).group(1))
            # The rows left sit one row height apart from the first slot on, and the picture ends after them.
            if [row[2] for row in shown] != [step * (index + 1) for index in range(len(shown))]:
                failures.append(f"{name}: {log}: timeline rows have gaps: {shown}")
            if shown and height != step * (len(shown) + 2):
                failures.append(f"{name}: {log}: timeline height {height} for {len(shown)} rows")
            if visible != bool(shown):
                failures.append(f"{name}: {log}: timeline shown {visible} with {len(shown)} rows")
        articles = re.findall(r'<article class="finding (\w+)"[^>]*?( style="display: none;")?>', dom)
        visible = [severity for severity, hidden in articles if not hidden]
        if "severity=error" in fragment and set(visible) != {"error"}:
            failures.append(f"{name}: findings shown: {visible}")
        if "rule=" in fragment and (len(all_rows) != 1 or all_rows[0][0] != "bg-task-expired" or len(shown_logs) != 1):
            failures.append(f"{name}: timeline rows shown: {all_rows} in {len(shown_logs)} timelines")
        docs = re.findall(r'<section class="doc" id="doc-[^"]+" data-rule="([^"]+)"( style="display: none;")?>', dom)
        if "rule=" in fragment and [rule for rule, hidden in docs if not hidden] != ["bg-task-expired"]:
            failures.append(f"{name}: rule docs shown: {[rule for rule, hidden in docs if not hidden]}")
        order = [severity for severity, _ in articles]
        rank = {"error": 0, "warning": 1, "info": 2}
        if order != sorted(order, key=rank.get):
            failures.append(f"{name}: findings not sorted errors first: {order}")
        print(f"  {len(visible)} of {len(articles)} findings, {len(all_rows)} rows in {len(shown_logs)} of {len(logs)} timelines shown")
    for failure in failures:
        print("FAIL " + failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
