#!/usr/bin/env python3
"""Validates wakelint's SARIF against the OASIS SARIF 2.1.0 JSON schema (testdata/reporters/sarif-schema-2.1.0.json)
with the `jsonschema` package (`pip install jsonschema`), independently of the validator in the Swift tests.

    python3 Scripts/validate-sarif.py [path/to/wakelint]     # default: .build/debug/wakelint

Runs wakelint on the demo apps, every project fixture, every log fixture and an unrecognised log; exits 1 on
any violation, 2 when jsonschema is missing or wakelint cannot run.
"""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

try:
    import jsonschema
except ImportError:
    sys.exit("validate-sarif: needs the jsonschema package (pip install jsonschema)")


def runs(binary):
    yield ["lint", "testdata/projects/StepSyncDemo"], None
    yield ["lint", "testdata/projects/StepSyncDemo", "--docs-url", "https://github.com/acme/wakelint/blob/v0.1.0"], None
    yield ["lint", "testdata/projects"], None
    yield ["logs", "testdata/logs"], None
    yield ["logs", "-"], b"hello\n"


def main():
    binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/debug/wakelint"))
    with open(os.path.join(ROOT, "testdata/reporters/sarif-schema-2.1.0.json")) as handle:
        schema = json.load(handle)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema, format_checker=jsonschema.FormatChecker())
    failures = 0
    for arguments, stdin in runs(binary):
        try:
            done = subprocess.run(
                [binary, *arguments, "--format", "sarif"], cwd=ROOT, input=stdin or b"", capture_output=True)
        except OSError as error:
            sys.exit(f"validate-sarif: cannot run {binary}: {error}")
        if done.returncode not in (0, 1):
            sys.exit(f"validate-sarif: wakelint {' '.join(arguments)} exited {done.returncode}: {done.stderr.decode()}")
        document = json.loads(done.stdout)
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        results = len(document["runs"][0]["results"])
        print(f"{'ok  ' if not errors else 'FAIL'} wakelint {' '.join(arguments)}: {results} results, {len(done.stdout)} bytes")
        for error in errors[:20]:
            print(f"    /{'/'.join(map(str, error.absolute_path))}: {error.message}")
        failures += len(errors)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
