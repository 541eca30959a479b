#!/usr/bin/env python3
"""Deterministic corpus generator for wakelint benchmarks.

The same seed and size always produce byte-identical output, so numbers taken on different days (or
by callgrind) measure the same input.

  generate.py swift OUT_DIR MEGABYTES [--seed N]   an app tree: Swift sources, Info.plist, entitlements
  generate.py logs OUT_FILE MEGABYTES [--seed N]   a mixed-format log paste with rare relevant lines
"""
import argparse
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import log_shapes  # noqa: E402

MB = 1024 * 1024

# ---------------------------------------------------------------------------------------------------
# Swift


def ident(rng, prefix=""):
    parts = ["Workout", "Heart", "Rate", "Sync", "Upload", "Step", "Sleep", "Session", "Store", "Summary",
             "Route", "Sample", "Query", "Cache", "Profile", "Coach", "Badge", "Goal", "Zone", "Metric"]
    return prefix + "".join(rng.choice(parts) for _ in range(rng.randint(1, 3)))


def lower(name):
    return name[0].lower() + name[1:]


LOREM = ("Keep moving at an easy pace and check your heart rate zone before the next interval; "
         "if the watch loses GPS the route is rebuilt from the step count and the pedometer cadence. ")


def string_literal(rng):
    kind = rng.random()
    if kind < 0.6:
        return '"' + LOREM[: rng.randint(5, len(LOREM) - 1)].replace('"', "") + ' \\(value)"'
    if kind < 0.85:
        lines = "\n".join("    " + LOREM[: rng.randint(10, 120)] for _ in range(rng.randint(2, 8)))
        return '"""\n' + lines + '\n    """'
    return '#"raw \\d+ "quoted" ' + LOREM[: rng.randint(5, 60)] + '"#'


def model_type(rng):
    name = ident(rng)
    fields = [(lower(ident(rng)), rng.choice(["Int", "Double", "String", "Date", "[String]", "UUID?"]))
              for _ in range(rng.randint(3, 9))]
    out = [f"/// {LOREM[:rng.randint(20, 90)]}",
           f"struct {name}: Codable, Hashable, Sendable {{"]
    out += [f"    var {f}: {t}" for f, t in fields]
    out += ["",
            f"    func describe(value: Int) -> String {{",
            f"        let text = {string_literal(rng)}",
            "        return text.isEmpty ? \"none\" : text",
            "    }",
            "}",
            "",
            f"extension {name} {{",
            f"    static func sorted(_ items: [{name}]) -> [{name}] {{",
            f"        items.sorted {{ lhs, rhs in lhs.{fields[0][0]} == rhs.{fields[0][0]} ? false : true }}",
            "            .filter { item in",
            "                guard !items.isEmpty else { return false }",
            f"                return items.contains(where: {{ $0 == item }})",
            "            }",
            "    }",
            "}",
            ""]
    return "\n".join(out)


def swiftui_view(rng):
    name = ident(rng) + "View"
    rows = "\n".join(
        f"                Text({string_literal(rng) if rng.random() < 0.3 else repr(ident(rng)).replace(chr(39), chr(34))})"
        f".font(.{rng.choice(['body', 'headline', 'caption'])})"
        for _ in range(rng.randint(2, 6)))
    return f"""import SwiftUI

struct {name}: View {{
    @State private var isExpanded = false
    @Environment(\\.dismiss) private var dismiss
    let value: Int

    var body: some View {{
        NavigationStack {{
            List {{
{rows}
                Button("Toggle") {{ withAnimation(.easeInOut) {{ isExpanded.toggle() }} }}
                if isExpanded {{
                    ForEach(0..<value, id: \\.self) {{ index in
                        HStack {{ Image(systemName: "heart.fill"); Text("\\(index)") }}
                    }}
                }}
            }}
            .navigationTitle("{ident(rng)}")
            .toolbar {{ ToolbarItem(placement: .cancellationAction) {{ Button("Done") {{ dismiss() }} }} }}
        }}
    }}
}}
"""


def healthkit_code(rng, broken):
    name = ident(rng, "HK")
    delivery = ("store.enableBackgroundDelivery(for: type, frequency: .hourly) { success, error in\n"
                "            if let error { logger.error(\"delivery: \\(error.localizedDescription)\") }\n"
                "        }")
    query_body = ("completion()" if not broken else "// forgot completion()")
    return f"""import HealthKit
import os

final class {name}Observer {{
    private let store = HKHealthStore()
    private let logger = Logger(subsystem: "com.example.stride", category: "health")

    func start() {{
        guard HKHealthStore.isHealthDataAvailable() else {{ return }}
        let type = HKQuantityType(.heartRate)
        let query = HKObserverQuery(sampleType: type, predicate: nil) {{ [weak self] _, completion, error in
            guard error == nil else {{ completion(); return }}
            self?.refresh {{
                {query_body}
            }}
        }}
        store.execute(query)
        {delivery}
    }}

    private func refresh(_ done: @escaping () -> Void) {{
        let sort = NSSortDescriptor(key: HKSampleSortIdentifierEndDate, ascending: false)
        let query = HKSampleQuery(sampleType: HKQuantityType(.heartRate), predicate: nil, limit: 10,
                                  sortDescriptors: [sort]) {{ _, samples, _ in
            let values = (samples as? [HKQuantitySample] ?? []).map {{ $0.quantity.doubleValue(for: .count().unitDivided(by: .minute())) }}
            print("loaded \\(values.count) samples; \\(values.reduce(0, +) / Double(max(values.count, 1)))")
            done()
        }}
        store.execute(query)
    }}
}}
"""


def bgtask_code(rng, broken):
    ident_text = "com.example.stride." + lower(ident(rng))
    register = (f'        BGTaskScheduler.shared.register(forTaskWithIdentifier: "{ident_text}", using: nil) {{ task in\n'
                f'            self.handle(task as! BGAppRefreshTask)\n'
                f'        }}')
    schedule_call = ("try BGTaskScheduler.shared.submit(request)" if not broken
                     else "try? BGTaskScheduler.shared.submit(request)")
    expiration = ("task.expirationHandler = { operation.cancel() }" if not broken else "")
    return f"""import BackgroundTasks
import UIKit

final class {ident(rng)}Scheduler {{
    func registerTasks() {{
{register}
    }}

    func schedule() {{
        let request = BGAppRefreshTaskRequest(identifier: "{ident_text}")
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {{
            {schedule_call}
        }} catch {{
            print("Could not schedule app refresh: \\(error)")
        }}
    }}

    private func handle(_ task: BGAppRefreshTask) {{
        schedule()
        let operation = BlockOperation {{ print("refresh") }}
        {expiration}
        operation.completionBlock = {{ task.setTaskCompleted(success: !operation.isCancelled) }}
        OperationQueue().addOperation(operation)
    }}
}}
"""


def swift_file(rng, target_bytes):
    chunks = []
    size = 0
    while size < target_bytes:
        pick = rng.random()
        if pick < 0.45:
            chunk = model_type(rng)
        elif pick < 0.75:
            chunk = swiftui_view(rng)
        elif pick < 0.88:
            chunk = healthkit_code(rng, broken=rng.random() < 0.3)
        else:
            chunk = bgtask_code(rng, broken=rng.random() < 0.3)
        chunks.append(chunk)
        size += len(chunk)
    return "\n".join(chunks)


INFO_PLIST = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
    <key>CFBundleIdentifier</key><string>com.example.stride</string>
    <key>NSHealthShareUsageDescription</key><string>Reads your heart rate to coach workouts.</string>
    <key>UIBackgroundModes</key><array><string>fetch</string><string>processing</string></array>
    <key>BGTaskSchedulerPermittedIdentifiers</key><array><string>com.example.stride.refresh</string></array>
</dict>
</plist>
"""

ENTITLEMENTS = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
    <key>com.apple.developer.healthkit</key><true/>
</dict>
</plist>
"""


def generate_swift(out_dir, megabytes, seed):
    rng = random.Random(seed)
    total = int(megabytes * MB)
    big_files = int(megabytes // 10)  # a few 1 MB files: none at 1 MB, 1 at 10 MB, 5 at 50 MB
    written = 0
    index = 0
    os.makedirs(out_dir, exist_ok=True)
    for module in range(max(1, int(megabytes // 5))):
        base = os.path.join(out_dir, f"Module{module}")
        os.makedirs(os.path.join(base, "Sources"), exist_ok=True)
        with open(os.path.join(base, "Info.plist"), "w") as f:
            f.write(INFO_PLIST)
        with open(os.path.join(base, f"Module{module}.entitlements"), "w") as f:
            f.write(ENTITLEMENTS)
    modules = max(1, int(megabytes // 5))
    while written < total:
        size = MB if index < big_files else rng.randint(2_000, 40_000)
        size = min(size, total - written) if index >= big_files else size
        text = swift_file(rng, size)
        path = os.path.join(out_dir, f"Module{index % modules}", "Sources", f"File{index:05d}.swift")
        with open(path, "w") as f:
            f.write(text)
        written += len(text.encode())
        index += 1
    print(f"{out_dir}: {index} Swift files, {written / MB:.1f} MB")


# ---------------------------------------------------------------------------------------------------
# Logs: the common line layouts (Xcode console, `log show` default and ndjson, Console.app tabs, legacy
# syslog, `log stream`, Flutter, Metro) and dasd scoring blocks, mostly noise; a failure (a relevant line or a
# refused dasd decision) comes every 2 MB or so.

PROCS = ["Stride Coach", "dasd", "runningboardd", "SpringBoard", "healthd", "locationd", "kernel"]
NOISE = ["Sent request to update widget timeline", "Loaded 42 workouts from cache in 12 ms",
         "nw_path_evaluator_start_helper_connection_block_invoke [C1] satisfied",
         "Acquiring assertion for process with identifier 812", "UIScene will enter foreground",
         "Attempting to fetch activity summaries for 7 days", "HTTP 200 GET /v1/profile (1342 bytes)"]
RELEVANT = [
    'Error Domain=com.apple.healthkit Code=4 "Missing com.apple.developer.healthkit.background-delivery entitlement." UserInfo={NSLocalizedDescription=Missing com.apple.developer.healthkit.background-delivery entitlement.}',
    'Could not schedule app refresh: Error Domain=BGTaskSchedulerErrorDomain Code=1 "(null)"',
    'No launch handler registered for task with identifier com.example.stride.refresh',
    'Background Task 7 ("SyncUpload"), was created over 30 seconds ago. In applications running in the background, this creates a risk of termination.',
]


def log_line(rng, n):
    # One relevant line in 16,000, each kind in turn: one per 2 MB or so.
    message = RELEVANT[n // 16_000 % len(RELEVANT)] if n % 16_000 == 8_000 else rng.choice(NOISE) + f" #{n}"
    layout = rng.random()
    sec = n % 60
    us = (n * 7919) % 1_000_000
    if layout < 0.35:
        return f"2025-03-02 08:14:{sec:02d}.{us:06d}+0100 {rng.choice(PROCS)}[812:40912] [BackgroundTask] {message}\n"
    if layout < 0.55:
        return f"2025-03-02 08:15:{sec:02d}.{us:06d}+0100 0x1a2b3 Default 0x0 120 0 {rng.choice(PROCS)}: [com.example.stride:sync] {message}\n"
    if layout < 0.70:
        return f"default\t06:02:{sec:02d}.{us:06d}+0200\t{rng.choice(PROCS)}\t{message}\n"
    if layout < 0.80:
        escaped = message.replace("\\", "\\\\").replace('"', '\\"')
        return ('{"timestamp":"2025-03-02 08:15:%02d.%06d+0100","processImagePath":"/usr/libexec/dasd",'
                '"subsystem":"com.example.stride","category":"sync","messageType":"Default","eventMessage":"%s"}\n'
                % (sec, us, escaped))
    if layout < 0.88:
        return f"Mar  2 08:14:{sec:02d} Johns-iPhone {rng.choice(PROCS)}[812] <Notice>: {message}\n"
    if layout < 0.94:
        return f"default 2025-03-02 08:14:{sec:02d}.{us:06d} +0100 {rng.choice(PROCS)}[812] {message}\n"
    if layout < 0.97:
        return f"flutter: {message}\n"
    if layout < 0.985:
        decision = "Must Not Proceed" if rng.random() < 1 / 500 else "Can Proceed"
        return (f"bgRefresh-com.example.stride.refresh:3F2A10:[\n"
                f"\t{{name: ApplicationPolicy, policyWeight: 50.000, response: {{Decision: Can Proceed, Score: 0.50}}}}\n"
                f"\t{{name: BatteryLevelPolicy, policyWeight: 1.000, response: {{Decision: {decision}, Score: 0.00, Rationale: [{{batteryLevel < 20}}]}}}}\n"
                f"], FinalDecision: {decision}}}\n")
    return f" LOG  {message}\n"


def generate_logs(out_file, megabytes, seed):
    rng = random.Random(seed)
    total = int(megabytes * MB)
    os.makedirs(os.path.dirname(out_file) or ".", exist_ok=True)
    # Build one 8 MB block of lines and repeat it: 1 GB is generated in seconds, and an 8 MB period is far
    # larger than any cache or buffer in the reader, so repetition does not flatter the numbers.
    block_lines = []
    block_size = 0
    n = 0
    while block_size < 8 * MB:
        line = log_line(rng, n)
        block_lines.append(line)
        block_size += len(line)
        n += 1
    block = "".join(block_lines).encode()
    written = 0
    with open(out_file, "wb") as f:
        while written < total:
            piece = block[: total - written]
            cut = piece.rfind(b"\n") + 1 if len(piece) < len(block) else len(piece)
            f.write(piece[:cut])
            written += cut
            if cut == 0:
                break
    print(f"{out_file}: {written / MB:.1f} MB")


# ---------------------------------------------------------------------------------------------------
# Line kinds: one line in seven carries a literal of log-literals.txt in its real shape (log_shapes.py), the
# others are noise; `--literal` names one literal, `--mix` takes them all in turn.

def generate_line_kind(out_file, megabytes, literals):
    total = int(megabytes * MB)
    os.makedirs(os.path.dirname(out_file) or ".", exist_ok=True)
    # About 8 MB of lines repeated, as for `logs`: numbers and identifiers vary within the block.
    count = 8 * MB // 133
    block = ("\n".join(log_shapes.lines(literals, count)) + "\n").encode()
    written = 0
    with open(out_file, "wb") as f:
        while written < total:
            piece = block[: total - written]
            cut = piece.rfind(b"\n") + 1 if len(piece) < len(block) else len(piece)
            if cut == 0:
                break
            f.write(piece[:cut])
            written += cut
    print(f"{out_file}: {written / MB:.1f} MB")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("kind", choices=["swift", "logs", "line-kind"])
    parser.add_argument("out")
    parser.add_argument("megabytes", type=float)
    parser.add_argument("--seed", type=int, default=9)
    parser.add_argument("--literal", help="line-kind: the literal of log-literals.txt the relevant lines carry")
    parser.add_argument("--mix", action="store_true", help="line-kind: every literal in turn")
    args = parser.parse_args()
    if args.kind == "swift":
        generate_swift(args.out, args.megabytes, args.seed)
    elif args.kind == "logs":
        generate_logs(args.out, args.megabytes, args.seed)
    else:
        if args.mix == (args.literal is not None):
            parser.error("line-kind takes --literal TEXT or --mix")
        literals = list(log_shapes.SHAPES) if args.mix else [args.literal]
        if args.literal is not None and args.literal not in log_shapes.SHAPES:
            parser.error(f"no shape for {args.literal!r} in log_shapes.py")
        generate_line_kind(args.out, args.megabytes, literals)


if __name__ == "__main__":
    main()
