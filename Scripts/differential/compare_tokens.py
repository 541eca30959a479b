"""Compares wakelint's lexer with the toolchain's SwiftParser on a corpus of Swift files.

Code tokens must agree byte for byte; string and regex literal internals, which the two lexers split
differently on purpose (wakelint keeps `\\(` and regex literals whole, `@main`/`#if` as one token), are
left out. Prints a summary and the first differences per file; exit status 1 when any file differs.
Usage: compare_tokens.py ORACLE DUMPER FILE...
ORACLE prints SwiftParser's tokens of a file as JSON lines (`ORACLE tokens FILE`); DUMPER prints wakelint's
(main.swift). compare-tokens.sh builds both and passes them.
"""
import json, subprocess, sys

LITERAL_KINDS_ORACLE = {"shebang", "stringQuote", "stringSegment", "regexSlash", "regexLiteralPattern", "regexPoundDelimiter",
                        "rawStringPoundDelimiter", "multilineStringQuote", "backslash", "singleQuote"}
LITERAL_KINDS_OURS = {"stringQuote", "stringSegment", "regexLiteral", "interpolationStart", "interpolationEnd", "backslash"}


def oracle_spans(oracle, path):
    out = subprocess.run([oracle, "tokens", path], capture_output=True, text=True).stdout.split("\n")
    out = [line for line in out if line]
    merged = []
    for token in map(json.loads, out):
        # `@main`, `#if`: one token for wakelint, two for SwiftParser.
        if merged and merged[-1]["text"] in ("@", "#") and merged[-1]["end"] == token["start"] \
                and (token["text"][:1].isalpha() or token["text"][:1] == "_"):
            merged[-1] = {"kind": "merged", "start": merged[-1]["start"], "end": token["end"], "text": merged[-1]["text"] + token["text"]}
        else:
            merged.append(token)
    return {(t["start"], t["end"]) for t in merged if t["kind"] not in LITERAL_KINDS_ORACLE and t["text"] != ""}


def our_tokens(dumper, path):
    spans = {}
    for line in filter(None, subprocess.run([dumper, path], capture_output=True, text=True).stdout.split("\n")):
        start, end, kind = line.split("\t")
        spans[(int(start), int(end))] = kind
    return spans


def main():
    oracle, dumper, files = sys.argv[1], sys.argv[2], sys.argv[3:]
    differing = 0
    for path in files:
        data = open(path, "rb").read()
        theirs, tokens = oracle_spans(oracle, path), our_tokens(dumper, path)
        ours = {span for span, kind in tokens.items() if kind not in LITERAL_KINDS_OURS}
        # Interpolation delimiters are literal tokens for wakelint and punctuation for SwiftParser.
        only_theirs = sorted(s for s in theirs - ours if tokens.get(s) not in LITERAL_KINDS_OURS
                             and not (data[s[0]:s[1]] == b"(" and data[s[0] - 1:s[0]] in (b"\\", b"#")))
        only_ours = sorted(ours - theirs)
        if only_theirs or only_ours:
            differing += 1
            print(f"{path}: {len(only_theirs)} SwiftParser-only, {len(only_ours)} wakelint-only tokens")
            for span in (only_theirs + only_ours)[:5]:
                print(f"    {span}: {data[span[0]:span[1]][:60]!r}")
    print(f"{len(files)} files, {differing} with differences")
    sys.exit(1 if differing else 0)


if __name__ == "__main__":
    main()
