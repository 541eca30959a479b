#!/usr/bin/env python3
"""Renders wakelint's HTML report in headless Chromium: screenshots to look at, and checks of what the page's
script does (the filters hide findings and timeline rows, and the rows left close up without gaps).

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


def rows(dom):
    """(rule, shown, y) of each timeline row in a dumped DOM."""
    found = []
    for match in re.finditer(r'<g class="row" data-rule="([^"]+)" transform="translate\(0,(\d+)\)"( style="display: none;")?', dom):
        found.append((match.group(1), match.group(3) is None, int(match.group(2))))
    return found


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
    for name, fragment in [("all", ""), ("errors", "#severity=error"), ("one-rule", "#rule=bg-task-expired")]:
        shot = os.path.join(out, f"{name}.png")
        chromium(f"--screenshot={shot}", "--window-size=1100,2400", url + fragment)
        print(f"{name}: {shot}" if os.path.exists(shot) else f"{name}: no screenshot")
        dom = chromium("--dump-dom", url + fragment).stdout
        shown = [row for row in rows(dom) if row[1]]
        height = int(re.search(r'<svg[^>]* height="(\d+)"', dom).group(1)) if "<svg" in dom else 0
        step = int(re.search(r'data-row-height="(\d+)"', dom).group(1)) if shown else 0
        # The rows left sit one row height apart from the first slot on, and the picture ends after them.
        if [row[2] for row in shown] != [step * (index + 1) for index in range(len(shown))]:
            failures.append(f"{name}: timeline rows have gaps: {shown}")
        if shown and height != step * (len(shown) + 2):
            failures.append(f"{name}: timeline height {height} for {len(shown)} rows")
        articles = re.findall(r'<article class="finding (\w+)"[^>]*?( style="display: none;")?>', dom)
        visible = [severity for severity, hidden in articles if not hidden]
        if "severity=error" in fragment and set(visible) != {"error"}:
            failures.append(f"{name}: findings shown: {visible}")
        if "rule=" in fragment and (len(shown) != 1 or shown[0][0] != "bg-task-expired"):
            failures.append(f"{name}: timeline rows shown: {shown}")
        order = [severity for severity, _ in articles]
        rank = {"error": 0, "warning": 1, "info": 2}
        if order != sorted(order, key=rank.get):
            failures.append(f"{name}: findings not sorted errors first: {order}")
        print(f"  {len(visible)} of {len(articles)} findings and {len(shown)} timeline rows shown")
    for failure in failures:
        print("FAIL " + failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
