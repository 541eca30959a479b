#!/usr/bin/env python3
"""wakelint logs against grep -c -F -f log-literals.txt, per line kind, in the same run.

    python3 Benchmarks/line_kinds.py [--binary PATH] [--megabytes 200] [--repeat 1] [--only TEXT ...] [--no-mix]
    python3 Benchmarks/line_kinds.py --check

For every literal of Benchmarks/log-literals.txt (and for the mix of all of them) it writes a log where one line in
seven carries that literal in its real shape (`generate.py line-kind`, shapes in log_shapes.py), then times
`grep -c -F -f log-literals.txt` and `wakelint logs --no-color` on it, alternately, `--repeat` times each, under
/usr/bin/time -v, output to a file (GNU grep stops at its first match when its output is /dev/null). Each row: the
fastest wall time of each, wakelint's MB/s, wakelint / grep, and wakelint's largest peak RSS. A log is deleted once
measured. Exits 1 when a row is over 1.5x grep or 64 MB, so that a noisy row can be run again with `--only`.
`--check` only verifies that every literal has a shape carrying it and that noise lines carry none.
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import log_shapes  # noqa: E402

LITERALS = os.path.join(HERE, "log-literals.txt")
MAX_RATIO = 1.5
MAX_RSS_MB = 64


def literals():
    with open(LITERALS, encoding="utf-8") as f:
        return [line.rstrip("\n") for line in f if line.rstrip("\n")]


def check():
    wanted = literals()
    problems = [f"no shape for {lit!r}" for lit in wanted if lit not in log_shapes.SHAPES]
    problems += [f"shape for {lit!r} is not in log-literals.txt" for lit in log_shapes.SHAPES if lit not in wanted]
    problems += [f"shape for {lit!r} does not carry it" for lit in log_shapes.SHAPES
                 if any(lit not in log_shapes.SHAPES[lit](n) for n in range(50))]
    problems += [f"noise line {n} carries a literal" for n in range(300)
                 if any(lit in log_shapes.noise_line(n) for lit in wanted)]
    for problem in problems:
        print(problem)
    return 1 if problems else 0


def measure(command, output):
    """(wall seconds, peak RSS MB) of one run, stdout and stderr to `output`."""
    with tempfile.NamedTemporaryFile("r") as stats, open(output, "w") as out:
        start = time.monotonic_ns()
        subprocess.run(["/usr/bin/time", "-v", "-o", stats.name] + command, stdout=out, stderr=subprocess.STDOUT)
        wall = (time.monotonic_ns() - start) / 1e9
        rss = next(int(line.split(":")[1]) for line in stats.read().splitlines() if "Maximum resident" in line)
    return wall, rss / 1024


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/release/wakelint")
    parser.add_argument("--megabytes", type=float, default=200)
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--only", nargs="*", help="literals (substrings) to measure; `mix` for the mix")
    parser.add_argument("--no-mix", action="store_true")
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    if args.check:
        return check()
    kinds = [(lit, [lit]) for lit in literals()]
    if not args.no_mix:
        kinds.append(("mix", None))
    if args.only:
        kinds = [kind for kind in kinds if any(part in kind[0] for part in args.only)]
    corpus = os.path.join(HERE, "corpus")
    os.makedirs(corpus, exist_ok=True)
    log = os.path.join(corpus, "line-kind.log")
    out = os.path.join(corpus, "line-kind.out")
    print(f"load average {open('/proc/loadavg').read().split()[0]}; {args.megabytes:g} MB per kind, "
          f"one line in seven relevant, best of {args.repeat}")
    print(f"{'line kind':<58} {'grep s':>7} {'wakelint s':>10} {'MB/s':>7} {'ratio':>6} {'RSS MB':>7}")
    failed = []
    for name, chosen in kinds:
        generate = [sys.executable, os.path.join(HERE, "generate.py"), "line-kind", log, str(args.megabytes)]
        generate += ["--mix"] if chosen is None else ["--literal", chosen[0]]
        subprocess.run(generate, stdout=subprocess.DEVNULL, check=True)
        megabytes = os.path.getsize(log) / (1024 * 1024)
        grep_walls, ours, rss = [], [], 0.0
        for _ in range(args.repeat):
            grep_walls.append(measure(["grep", "-c", "-F", "-f", LITERALS, log], out)[0])
            wall, peak = measure([args.binary, "logs", "--no-color", log], out)
            ours.append(wall)
            rss = max(rss, peak)
        grep_wall, wall = min(grep_walls), min(ours)
        ratio = wall / grep_wall
        mark = "" if ratio <= MAX_RATIO and rss <= MAX_RSS_MB else "  over"
        if mark:
            failed.append(name)
        print(f"{name[:58]:<58} {grep_wall:7.3f} {wall:10.3f} {megabytes / wall:7.0f} {ratio:5.2f}x {rss:7.1f}{mark}",
              flush=True)
        os.remove(log)
    os.remove(out)
    print(f"load average {open('/proc/loadavg').read().split()[0]}")
    if failed:
        print(f"over {MAX_RATIO}x grep or {MAX_RSS_MB} MB: {len(failed)} of {len(kinds)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
