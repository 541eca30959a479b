"""Compares the calls and closures wakelint's parser sees with those the toolchain's SwiftParser sees.

Per file, a call is (line, callee text, argument labels, number of trailing closures) and a closure is
(line, parameter names, capture list entries). Both sides are matched as multisets; what is left over is
paired up where possible, so a call seen with other labels is reported as `labels`, not as one missed and
one extra call. For calls both see, wakelint's `Call.calleeName` (what rules match on) must be the name
the callee text ends in (`callee name`). Normalisations, each for a deliberate difference, not a parse one:
  * callee and capture text: whitespace is dropped (line breaks in a multi-line callee), and so
    is the comma after a capture (part of the capture's node for SwiftParser); parameter names lose their
    backticks, as wakelint's names do;
  * macro expansions (`#selector(f)`, `#Preview { }`): calls for wakelint (see `Call`), macro expansion
    expressions for SwiftParser, so wakelint's calls of a bare `#name` are left out (not `#require(x).map`);
  * `#if os(iOS)`: SwiftParser parses compilation conditions as expressions, wakelint as its own
    `CompilationCondition`, so SwiftParser's calls on `#if`/`#elseif` lines are left out;
  * key path subscripts (`\.rows[id: UUID(0)]`, kept as text) and enum case payloads (`case a(X = .init())`,
    skipped) are not modelled: SwiftParser's calls and closures missed on their lines are counted apart;
  * patterns: SwiftParser parses `case .failure(let error)` as a call, wakelint as a typed `Pattern`, so the
    dumper prints enum case patterns with a payload as calls (origin `pattern`). The calls of `where`
    clauses and expression patterns come from the walk like any other.
Prints the differences per file and a summary by kind; exit status 1 when any file differs.
Usage: compare_calls.py [--all] ORACLE DUMPER FILE...
ORACLE prints what SwiftParser sees of a file as JSON lines (`ORACLE calls FILE`, `ORACLE closures FILE`);
DUMPER prints wakelint's side (calldump.swift). compare-calls.sh builds both and passes them.
"""
import collections, json, re, subprocess, sys
from concurrent.futures import ThreadPoolExecutor

SPACE = re.compile(r"\s+")
MACRO = re.compile(r"#[A-Za-z_][A-Za-z0-9_]*(<.*>)?$")
# The name a callee ends in: `register` in `BGTaskScheduler.shared.register`, `Array` in `Array<Int>`.
# A compound name (`sort(by:) { … }`) is the name for wakelint, its labels included. Names may hold any
# Unicode letter (`uploadToOpenGlück`): `\w` is Unicode-aware on `str` patterns.
CALLEE_NAME = re.compile(r"(?:^|\.)(`?)((?:[^\W\d]|\$)[\w$]*(?:\((?:[^\W\d]\w*:)+\))?|(?<=\.)[0-9]+)\1(?:<.*>)?$")


def squeeze(text):
    return SPACE.sub("", text)


def expected_name(callee):
    match = CALLEE_NAME.search(callee)
    return match.group(2) if match else None


def oracle(oracle_path, mode, path):
    result = subprocess.run([oracle_path, mode, path], capture_output=True, text=True)
    return [json.loads(line) for line in result.stdout.split("\n") if line.startswith("{")]


def their_facts(oracle_path, path):
    lines = open(path, "rb").read().decode("utf-8", "replace").split("\n")
    def in_condition(line):
        return 0 < line <= len(lines) and lines[line - 1].lstrip().startswith(("#if", "#elseif"))
    calls = [(c["line"], squeeze(c["callee"]), tuple(c["labels"]), c["trailingClosures"])
             for c in oracle(oracle_path, "calls", path) if not in_condition(c["line"])]
    # A capture item's text includes its trailing comma for SwiftParser.
    closures = [(c["line"], tuple(p.strip("`") for p in c["params"]), tuple(squeeze(x).removesuffix(",") for x in c["captures"]))
                for c in oracle(oracle_path, "closures", path)]
    return calls, closures


def our_facts(dumper, files):
    """One dumper run for all files: {path: (calls, closures, unmodelled line ranges)}."""
    facts = {path: ([], [], []) for path in files}
    run = subprocess.run([dumper], input="\n".join(files) + "\n", capture_output=True, text=True)
    # Lines end at "\n" only: str.splitlines() also splits at U+2028 inside a JSON string (a callee's text).
    for line in filter(None, run.stdout.split("\n")):
        record = json.loads(line)
        calls, closures, unmodelled = facts[record["file"]]
        if record["kind"] == "unmodelled":
            unmodelled.append((record["first"], record["last"], record["what"]))
        elif record["kind"] == "call" and not MACRO.match(record["callee"]):
            calls.append(((record["line"], squeeze(record["callee"]), tuple(record["labels"]),
                           len(record["trailingClosures"])), record["name"], record["origin"]))
        elif record["kind"] == "closure":
            closures.append(((record["line"], tuple(record["params"]), tuple(squeeze(x) for x in record["captures"])),
                             None, record["origin"]))
    return facts


def match(theirs, ours):
    """Removes the facts both sides see, wakelint's walked ones first. Returns SwiftParser's leftovers,
    ours (fact, name, origin) and the matched ones of ours."""
    left = collections.Counter(theirs)
    matched, only_ours = [], []
    for fact in sorted(ours, key=lambda f: f[2] != "walker"):
        if left[fact[0]] > 0:
            left[fact[0]] -= 1
            matched.append(fact)
        else:
            only_ours.append(fact)
    return list(left.elements()), only_ours, matched


def pair(theirs, ours, key):
    """Pairs leftovers that agree on `key`; returns (pairs, unpaired theirs, unpaired ours)."""
    pairs, rest_ours, rest_theirs = [], list(ours), []
    for fact in theirs:
        found = next((i for i, other in enumerate(rest_ours) if key(other[0]) == key(fact)), None)
        if found is None:
            rest_theirs.append(fact)
        else:
            pairs.append((fact, rest_ours.pop(found)))
    return pairs, rest_theirs, rest_ours


def kind(name, ours):
    """A difference's kind, marked when wakelint's side comes from a pattern rather than the walk."""
    return name if ours is None or ours[2] == "walker" else f"{name} ({ours[2]})"


def diff_calls(theirs, ours):
    only_theirs, only_ours, matched = match(theirs, ours)
    differences = []
    # Calls on both sides: the callee name wakelint's rules match on must be the one the text ends in.
    for fact, name, origin in matched:
        expected = expected_name(fact[1])
        if origin == "walker" and name != expected:
            differences.append(("callee name", fact[0], f"{fact[1]}: calleeName {name!r}, expected {expected!r}"))
    pairs, only_theirs, only_ours = pair(only_theirs, only_ours, lambda c: c[:2])
    for t, o in pairs:
        if t[2] != o[0][2]:
            differences.append((kind("labels", o), t[0], f"{t[1]}: SwiftParser {list(t[2])}, wakelint {list(o[0][2])}"))
        else:
            differences.append((kind("trailing closures", o), t[0], f"{t[1]}: SwiftParser {t[3]}, wakelint {o[0][3]}"))
    pairs, only_theirs, only_ours = pair(only_theirs, only_ours, lambda c: (c[0], c[2], c[3]))
    for t, o in pairs:
        differences.append((kind("callee text", o), t[0], f"SwiftParser {t[1]!r}, wakelint {o[0][1]!r}"))
    for t in only_theirs:
        differences.append(("call missed", t[0], f"{t[1]}({','.join(t[2])}) +{t[3]} trailing"))
    for o in only_ours:
        f = o[0]
        differences.append((kind("call extra", o), f[0], f"{f[1]}({','.join(f[2])}) +{f[3]} trailing"))
    return differences


def diff_closures(theirs, ours):
    only_theirs, only_ours, matched = match(theirs, ours)
    differences = []
    pairs, only_theirs, only_ours = pair(only_theirs, only_ours, lambda c: c[0])
    for t, o in pairs:
        if t[1] != o[0][1]:
            differences.append((kind("closure parameters", o), t[0], f"SwiftParser {list(t[1])}, wakelint {list(o[0][1])}"))
        if t[2] != o[0][2]:
            differences.append((kind("closure captures", o), t[0], f"SwiftParser {list(t[2])}, wakelint {list(o[0][2])}"))
    for t in only_theirs:
        differences.append(("closure missed", t[0], f"params {list(t[1])} captures {list(t[2])}"))
    for o in only_ours:
        f = o[0]
        differences.append((kind("closure extra", o), f[0], f"params {list(f[1])} captures {list(f[2])}"))
    return differences


def main():
    argv = sys.argv[1:]
    show_all = "--all" in argv
    argv = [a for a in argv if a != "--all"]
    oracle_path, dumper, files = argv[0], argv[1], argv[2:]
    ours = our_facts(dumper, files)
    with ThreadPoolExecutor(max_workers=2) as pool:
        theirs = dict(zip(files, pool.map(lambda path: their_facts(oracle_path, path), files)))
    summary = collections.Counter()
    notes = collections.Counter()
    totals = collections.Counter()
    differing = 0
    for path in files:
        (their_calls, their_closures), (our_calls, our_closures, unmodelled) = theirs[path], ours[path]
        totals.update(calls=len(their_calls), closures=len(their_closures))
        differences = diff_calls(their_calls, our_calls) + diff_closures(their_closures, our_closures)
        # What SwiftParser alone sees inside a construct wakelint does not model on purpose is left out.
        def inside(line):
            return next((what for first, last, what in unmodelled if first <= line <= last), None)
        left_out = [d for d in differences if d[0] in ("call missed", "closure missed") and inside(d[1])]
        notes.update(f"{d[0]} inside {inside(d[1])} (not modelled, left out)" for d in left_out)
        differences = [d for d in differences if d not in left_out]
        if not differences:
            continue
        differing += bool(differences)
        summary.update(kind for kind, _, _ in differences)
        differences.sort(key=lambda d: d[1])
        print(f"{path}: {len(differences)} differences")
        for kind, line, detail in differences if show_all else differences[:5]:
            print(f"    {line}: {kind}: {detail}")
    print(f"{len(files)} files ({totals['calls']} calls, {totals['closures']} closures per SwiftParser), {differing} with differences")
    for name, count in summary.most_common():
        print(f"    {count:6d}  {name}")
    for name, count in notes.most_common():
        print(f"    {count:6d}  {name}")
    sys.exit(1 if differing else 0)


if __name__ == "__main__":
    main()
