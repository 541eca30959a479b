#!/usr/bin/env python3
"""Does lint time grow linearly with the size of one file, whatever the file's shape?

For each shape below, writes one Swift file at 1×, 2× and 4× a base size into a scratch folder (an implicit
target: no project file), runs `wakelint lint --no-cache` on one core (`taskset -c 0`: one file is read by one worker) and
prints seconds per MB and the growth per doubling. Linear code grows about 2× per doubling; a shape that grows
clearly faster (the script flags more than 2.6×) has a quadratic step somewhere.

  Benchmarks/scaling.py [--binary .build/release/wakelint] [--base-kb 256] [--repeat 3] [SHAPE ...]

Shapes are the ways one large file is large in real apps: many types (generated code), one huge method, long
`if`/`switch` chains in one task handler, deep call chains from launch, data tables, long SwiftUI modifier
chains, many HealthKit observers or BGTaskScheduler calls in one function, many task handlers handing the task on
under a new name through helper chains; HealthKit values handed down a long chain of wrappers, or one helper
called from thousands of places; types gathered by a long `+` chain, by thousands of `insert`s, or from an
enum of many cases through a `switch`; and `<` that never closes, in
comparisons or unclosed generic arguments, or that one `>` closes for only the innermost of many; and a run
of `@` before no declaration.

Log shapes are run with `wakelint logs` on one log file at 1×, 2× and 4× `--log-base-kb`: thousands of
`Running task:` lines from many processes that never complete, between kills of other processes; two logs
concatenated (timestamps go back); repeated watchdog and assertion lines; very long lines; a dasd scoring block
per second; HealthKit observer wakes under many distinct messages, acknowledged by type; and a fleet's MetricKit
metric payloads, as JSON Lines and pretty-printed in one array (`metrickit-fleet` at `--log-base-kb 141000` is
100,000 payloads, 144 MB).
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import log_shapes  # noqa: E402

HEADER = "import UIKit\nimport HealthKit\nimport BackgroundTasks\nimport SwiftUI\n\n"


def types(n):
    out = []
    for i in range(n):
        out.append(f"""final class Model{i} {{
    let store = HKHealthStore()
    var items: [String] = []
    func refresh{i}(completion: @escaping (Bool) -> Void) {{
        let request = BGAppRefreshTaskRequest(identifier: "com.example.refresh{i}")
        do {{
            try BGTaskScheduler.shared.submit(request)
        }} catch {{
            print(error)
        }}
        DispatchQueue.main.async {{ [weak self] in
            self?.items.append("done \\(i)")
            completion(true)
        }}
    }}
}}
""".replace("\\(i)", str(i)))
    return "".join(out)


def method_body(n):
    lines = ["final class Worker {", "    func run(values: [Int], completion: @escaping () -> Void) {"]
    for i in range(n):
        lines.append(f"        let value{i} = values.map {{ $0 * {i} }}.filter {{ $0 > {i} }}")
        lines.append(f"        if value{i}.isEmpty {{ print(\"empty {i}\") }} else {{ process(value{i}, tag: {i}) }}")
    lines += ["        completion()", "    }", "    func process(_ values: [Int], tag: Int) {}", "}"]
    return "\n".join(lines) + "\n"


def handler(body):
    return f"""@main
final class AppDelegate: UIResponder, UIApplicationDelegate {{
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {{
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.refresh", using: nil) {{ task in
{body}
            task.setTaskCompleted(success: true)
        }}
        return true
    }}
    func check(_ value: Int) -> Bool {{ value % 3 == 0 }}
}}
"""


def if_chain(n):
    body = []
    for i in range(n):
        body.append(f"            if check({i}) {{ print(\"step {i}\") }} else {{ print(\"skip {i}\") }}")
    return handler("\n".join(body))


def guard_chain(n):
    body = []
    for i in range(n):
        body.append(f"            guard check({i}) else {{ task.setTaskCompleted(success: false); return }}")
    return handler("\n".join(body))


def switch_cases(n):
    body = ["            switch Int.random(in: 0...10) {"]
    for i in range(n):
        body.append(f"            case {i}: print(\"case {i}\"); task.setTaskCompleted(success: true); return")
    body.append("            default: break")
    body.append("            }")
    return handler("\n".join(body))


def call_chain(n):
    out = ["@main", "final class AppDelegate: UIResponder, UIApplicationDelegate {",
           "    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {",
           "        step0()", "        return true", "    }"]
    for i in range(n):
        out.append(f"    func step{i}() {{ print(\"step {i}\"); step{i + 1}() }}")
    out.append(f"    func step{n}() {{")
    out.append("        BGTaskScheduler.shared.register(forTaskWithIdentifier: \"com.example.refresh\", using: nil) { task in")
    out.append("            task.setTaskCompleted(success: true)")
    out.append("        }")
    out.append("    }")
    out.append("}")
    return "\n".join(out) + "\n"


def data_table(n):
    rows = [f"    (\"key{i}\", {i}, \"value number {i} in the table\")," for i in range(n)]
    return "let table: [(String, Int, String)] = [\n" + "\n".join(rows) + "\n]\n"


def modifier_chain(n):
    body = ["struct LongView: View {", "    var body: some View {", "        Text(\"Hello\")"]
    for i in range(n):
        body.append(f"            .padding({i % 20})")
        body.append(f"            .onTapGesture {{ print(\"tap {i}\") }}")
    body += ["    }", "}"]
    return "\n".join(body) + "\n"


def observers(n):
    out = ["final class HealthSync {", "    let store = HKHealthStore()", "    func start() {"]
    for i in range(n):
        out.append(f"        let query{i} = HKObserverQuery(sampleType: HKQuantityType(.stepCount), predicate: nil) {{ _, completion, error in")
        out.append(f"            if error != nil {{ return }}")
        out.append(f"            print(\"update {i}\")")
        out.append(f"            completion()")
        out.append(f"        }}")
        out.append(f"        store.execute(query{i})")
    out += ["    }", "}"]
    return "\n".join(out) + "\n"


def submits(n):
    out = ["final class Scheduler {", "    func scheduleAll() {"]
    for i in range(n):
        out.append(f"        let request{i} = BGAppRefreshTaskRequest(identifier: \"com.example.task{i}\")")
        out.append(f"        try? BGTaskScheduler.shared.submit(request{i})")
    out += ["    }", "}"]
    return "\n".join(out) + "\n"


def same_names(n):
    """Every type declares and calls methods of the same names (SwiftUI's `body`, `reload()`, `encode(to:)`)."""
    out = []
    for i in range(n):
        out.append(f"""final class Screen{i} {{
    let next = Screen{(i + 1) % n}()
    var title = "screen {i}"
    func reload() {{ update(); next.update() }}
    func update() {{ title = "updated"; configure(with: {i}) }}
    func configure(with value: Int) {{ print(value) }}
}}
""")
    return "".join(out)


def registrations(n):
    out = ["@main", "final class AppDelegate: UIResponder, UIApplicationDelegate {",
           "    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {"]
    for i in range(n):
        out.append(f"        BGTaskScheduler.shared.register(forTaskWithIdentifier: \"com.example.task{i}\", using: nil) {{ task in")
        out.append(f"            self.handle{i % 50}(task)")
        out.append("        }")
    out.append("        return true")
    out.append("    }")
    for i in range(50):
        out.append(f"    func handle{i}(_ task: BGTask) {{ task.setTaskCompleted(success: true) }}")
    out.append("}")
    return "\n".join(out) + "\n"


def assertions(n):
    out = ["final class Uploader {"]
    for i in range(n):
        out.append(f"    func upload{i}(items: [Data]) {{")
        out.append("        var task = UIBackgroundTaskIdentifier.invalid")
        out.append(f"        task = UIApplication.shared.beginBackgroundTask(withName: \"upload{i}\") {{")
        out.append("            UIApplication.shared.endBackgroundTask(task)")
        out.append("        }")
        out.append("        if items.isEmpty { return }")
        out.append("        UIApplication.shared.endBackgroundTask(task)")
        out.append("    }")
    out.append("}")
    return "\n".join(out) + "\n"


def branch_assertions(n):
    """One long function beginning a background task in each of many `if` branches, each ended after its `if`."""
    out = ["final class Saver {", "    func save(_ flags: [Bool]) {"]
    for i in range(n):
        out.append(f"        var task{i} = UIBackgroundTaskIdentifier.invalid")
        out.append(f"        if flags[{i % 7}] {{")
        out.append(f"            task{i} = UIApplication.shared.beginBackgroundTask(withName: \"save{i}\") {{ UIApplication.shared.endBackgroundTask(task{i}) }}")
        out.append("        }")
        out.append(f"        UIApplication.shared.endBackgroundTask(task{i})")
    out.append("    }")
    out.append("}")
    return "\n".join(out) + "\n"


def anchored_queries(n):
    out = ["final class HealthSync {", "    let store = HKHealthStore()", "    var anchor: HKQueryAnchor?", "    func start() {"]
    for i in range(n):
        out.append(f"        let query{i} = HKAnchoredObjectQuery(type: HKQuantityType(.stepCount), predicate: nil, anchor: anchor, limit: HKObjectQueryNoLimit) {{ _, samples, _, newAnchor, _ in")
        out.append(f"            self.anchor = newAnchor")
        out.append(f"        }}")
        out.append(f"        store.execute(query{i})")
        out.append(f"        store.enableBackgroundDelivery(for: HKQuantityType(.stepCount), frequency: .immediate) {{ success, error in print(success, error as Any) }}")
    out += ["    }", "}"]
    return "\n".join(out) + "\n"


def task_handlers(n):
    """Many handlers, each a function with branches, weak captures and the task stored for later."""
    out = ["final class Tasks {", "    var current: BGTask?",
           "    func registerAll() {"]
    for i in range(n):
        out.append(f"        BGTaskScheduler.shared.register(forTaskWithIdentifier: \"com.example.t{i}\", using: nil) {{ [weak self] task in")
        out.append(f"            self?.handle{i}(task: task)")
        out.append("        }")
    out.append("    }")
    for i in range(n):
        out.append(f"    func handle{i}(task: BGTask) {{")
        out.append("        current = task")
        out.append("        task.expirationHandler = { task.setTaskCompleted(success: false) }")
        out.append(f"        guard {i} % 2 == 0 else {{ task.setTaskCompleted(success: true); return }}")
        out.append("        DispatchQueue.global().async { [weak self] in")
        out.append("            guard let self else { return }")
        out.append("            self.current?.setTaskCompleted(success: true)")
        out.append("        }")
        out.append("    }")
    out.append("}")
    return "\n".join(out) + "\n"


def task_renames(n):
    """Many handlers, each casting the task with `as?` under a new name and handing it through a chain of helpers,
    some through an optional manager or a closure parameter, each helper resubmitting after its work."""
    out = ["final class Renames {", "    var manager: Renames?", "    func registerAll() {"]
    for i in range(n):
        out.append(f"        BGTaskScheduler.shared.register(forTaskWithIdentifier: \"com.example.r{i}\", using: nil) {{ task in")
        if i % 3 == 0:
            out.append(f"            guard let refresh = task as? BGAppRefreshTask else {{ task.setTaskCompleted(success: false); return }}")
            out.append(f"            self.first{i}(refresh)")
        elif i % 3 == 1:
            out.append(f"            if let refresh = task as? BGAppRefreshTask {{ self.manager?.first{i}(refresh) }} else {{ task.setTaskCompleted(success: false) }}")
        else:
            out.append(f"            let refresh = task as? BGAppRefreshTask")
            out.append(f"            self.optional{i}(refresh)")
        out.append("        }")
        out.append(f"        hand(\"com.example.h{i}\") {{ task in task.setTaskCompleted(success: {str(i % 2 == 0).lower()}) }}")
    out.append("    }")
    out.append("    func hand(_ identifier: String, handler: @escaping (BGTask) -> Void) {")
    out.append("        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in handler(task) }")
    out.append("    }")
    for i in range(n):
        out.append(f"    func optional{i}(_ refresh: BGAppRefreshTask?) {{")
        out.append("        guard let refresh else { return }")
        out.append(f"        first{i}(refresh)")
        out.append("    }")
        out.append(f"    func first{i}(_ refresh: BGAppRefreshTask) {{")
        out.append("        refresh.expirationHandler = { refresh.setTaskCompleted(success: false) }")
        out.append(f"        Task {{ await self.second{i}(task: refresh) }}")
        out.append("    }")
        out.append(f"    func second{i}(task: BGAppRefreshTask) async {{")
        out.append("        guard (try? await URLSession.shared.data(from: URL(string: \"https://example.com\")!)) != nil else { return }")
        out.append(f"        schedule{i}()")
        out.append("        task.setTaskCompleted(success: true)")
        out.append("    }")
        out.append(f"    func schedule{i}() {{")
        out.append(f"        try? BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: \"com.example.r{i}\"))")
        out.append("    }")
    out.append("}")
    return "\n".join(out) + "\n"


def string_constants(n):
    """Identifiers built from constants across the file (`prefix + ".refresh\(i)"`)."""
    out = ["enum Identifiers {", "    static let prefix = \"com.example\""]
    for i in range(n):
        out.append(f"    static let task{i} = prefix + \".task{i}\"")
    out.append("}")
    out.append("final class Scheduler {")
    for i in range(n):
        out.append(f"    func schedule{i}() {{")
        out.append(f"        let request = BGProcessingTaskRequest(identifier: Identifiers.task{i})")
        out.append("        do { try BGTaskScheduler.shared.submit(request) } catch { print(error) }")
        out.append("    }")
    out.append("}")
    return "\n".join(out) + "\n"


def health_reads(n):
    """Authorization checks, queries and deliveries spread over many methods of one type."""
    out = ["final class HealthReader {", "    let store = HKHealthStore()", "    var anchors: [String: HKQueryAnchor] = [:]"]
    for i in range(n):
        out.append(f"    func read{i}() {{")
        out.append("        let type = HKQuantityType(.heartRate)")
        out.append("        if store.authorizationStatus(for: type) == .sharingAuthorized {")
        out.append(f"            let query = HKSampleQuery(sampleType: type, predicate: nil, limit: {i + 1}, sortDescriptors: nil) {{ _, samples, _ in print(samples as Any) }}")
        out.append("            store.execute(query)")
        out.append("        }")
        out.append(f"        store.enableBackgroundDelivery(for: type, frequency: .hourly) {{ ok, error in if !ok {{ print(error as Any) }} }}")
        out.append("    }")
    out.append("}")
    return "\n".join(out) + "\n"


def status_guards(n):
    """One `guard` on an authorization status beside thousands of other `guard` statements in the same file."""
    out = ["final class HealthGate {", "    let store = HKHealthStore()",
           "    func check() {",
           "        guard store.authorizationStatus(for: HKQuantityType(.stepCount)) == .sharingAuthorized else { return }",
           "        let query = HKSampleQuery(sampleType: HKQuantityType(.stepCount), predicate: nil, limit: 1, sortDescriptors: nil) { _, s, _ in print(s as Any) }",
           "        store.execute(query)", "    }"]
    for i in range(n):
        out.append(f"    func value{i}(_ input: Int?) -> Int {{")
        out.append("        guard let input else { return 0 }")
        out.append(f"        return [input, {i}].map {{ $0 + 1 }}.reduce(0, +)")
        out.append("    }")
    out.append("}")
    return "\n".join(out) + "\n"


def empty_catches(n):
    """Thousands of methods, each enabling delivery in a `do` with an empty `catch`."""
    out = ["final class DeliverySetup {", "    let store = HKHealthStore()"]
    for i in range(n):
        out.append(f"    func enable{i}() async {{")
        out.append("        do { try await store.enableBackgroundDelivery(for: HKQuantityType(.stepCount), frequency: .hourly) } catch {}")
        out.append("    }")
    out.append("}")
    return "\n".join(out) + "\n"


def block_assertions(n):
    """One function beginning, using and ending thousands of background tasks one after another."""
    out = ["final class Work {", "    func run() {"]
    for i in range(n):
        out.append(f"        let id{i} = UIApplication.shared.beginBackgroundTask(withName: \"w{i}\") {{}}")
        out.append(f"        save{i % 10}()")
        out.append(f"        UIApplication.shared.endBackgroundTask(id{i})")
    out.append("    }")
    out.append("}")
    return "\n".join(out) + "\n"


def extensions(n):
    """One type spread over many extensions, each adding properties and calling the others."""
    out = ["final class Store { static let shared = Store() }"]
    for i in range(n):
        out.append(f"extension Store {{")
        out.append(f"    var value{i}: Int {{ {i} }}")
        out.append(f"    func step{i}() -> Int {{ value{i} + Store.shared.value{(i * 7) % n} }}")
        out.append("}")
    return "\n".join(out) + "\n"


def unknown_receivers(n):
    """Methods of one name in every type, called on values whose type the index cannot tell, from launch."""
    out = ["@main", "final class AppDelegate: UIResponder, UIApplicationDelegate {",
           "    var items: [Any] = []",
           "    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {",
           "        for item in items { (item as? Refreshable)?.reload() }", "        return true", "    }", "}"]
    for i in range(n):
        out.append(f"final class Screen{i} {{")
        out.append(f"    func reload() {{ other?.reload(); print({i}) }}")
        out.append("    weak var other: AnyObject?")
        out.append("}")
    return "\n".join(out) + "\n"


def comparisons(n):
    """One function of `<` comparisons with no `>` after them: each `<` may open generic arguments, and the
    tokens after it never close them."""
    out = ["func clamp(_ values: [Int], limit: Int) -> Int {", "    var total = 0"]
    for i in range(n):
        out.append(f"    total = total < limit ? total + values.count : limit - {i}")
    out.append("    return total")
    out.append("}")
    return "\n".join(out) + "\n"


def unclosed_generics(n):
    """A type annotation of `Array<` nested without end: each `<` is tried as generic arguments."""
    return "let t: " + "Array<" * n + "\n"


def closed_generics(n):
    """`Array<` nested n deep and closed by one `>`: only the innermost `<` closes, every other is tried again."""
    return "let t: " + "Array<" * n + "Int> = []\nlet u = " + "Array<" * n + "Int>()\n"


def wrapper_chain(n):
    """Wrappers each handing a type, a frequency and a handler to the next, each also enabling delivery."""
    out = ["final class HealthChain {", "    let store = HKHealthStore()", "    func start() {",
           "        enable0(HKQuantityType(.stepCount), frequency: .immediate) { ok, error in print(ok, error as Any) }",
           "        observe0(HKQuantityType(.stepCount)) { _, done, error in",
           "            if error != nil { return }",
           "            done()",
           "        }",
           "    }"]
    for i in range(n):
        out.append(f"    func enable{i}(_ type: HKObjectType, frequency: HKUpdateFrequency, completion: @escaping (Bool, Error?) -> Void) {{")
        out.append("        store.enableBackgroundDelivery(for: type, frequency: frequency) { ok, error in completion(ok, error) }")
        out.append(f"        enable{i + 1}(type, frequency: frequency, completion: completion)")
        out.append("    }")
        out.append(f"    func observe{i}(_ type: HKSampleType, handler: @escaping (HKObserverQuery, @escaping HKObserverQueryCompletionHandler, Error?) -> Void) {{")
        out.append("        store.execute(HKObserverQuery(sampleType: type, predicate: nil, updateHandler: handler))")
        out.append(f"        observe{i + 1}(type, handler: handler)")
        out.append("    }")
    out.append(f"    func enable{n}(_ type: HKObjectType, frequency: HKUpdateFrequency, completion: @escaping (Bool, Error?) -> Void) {{")
    out.append("        store.enableBackgroundDelivery(for: type, frequency: frequency, withCompletion: completion)")
    out.append("    }")
    out.append(f"    func observe{n}(_ type: HKSampleType, handler: @escaping (HKObserverQuery, @escaping HKObserverQueryCompletionHandler, Error?) -> Void) {{")
    out.append("        store.execute(HKObserverQuery(sampleType: type, predicate: nil, updateHandler: handler))")
    out.append("    }")
    out.append("}")
    return "\n".join(out) + "\n"


def many_callers(n):
    """One helper taking a type and a completion (and an observer factory), called from many places."""
    out = ["final class HealthHelper {", "    let store = HKHealthStore()",
           "    func enable(_ type: HKObjectType, frequency: HKUpdateFrequency, completion: @escaping (Bool, Error?) -> Void) {",
           "        for t in [type] {",
           "            store.enableBackgroundDelivery(for: t, frequency: frequency, withCompletion: completion)",
           "        }",
           "    }",
           "    func observer(for type: HKSampleType, handler: @escaping (HKObserverQuery, @escaping HKObserverQueryCompletionHandler, Error?) -> Void) -> HKObserverQuery {",
           "        HKObserverQuery(sampleType: type, predicate: nil, updateHandler: handler)",
           "    }",
           "}"]
    for i in range(n):
        kind = "stepCount" if i % 2 else "heartRate"
        out.append(f"final class Caller{i} {{")
        out.append("    let helper = HealthHelper()")
        out.append("    func run() {")
        out.append(f"        helper.enable(HKQuantityType(.{kind}), frequency: .immediate) {{ ok, error in if !ok {{ print(error as Any) }} }}")
        out.append(f"        helper.store.execute(helper.observer(for: HKQuantityType(.{kind})) {{ _, done, error in")
        out.append("            if error != nil { return }")
        out.append("            done()")
        out.append("        })")
        out.append("    }")
        out.append("}")
    return "\n".join(out) + "\n"


def plus_chain(n):
    """Lists of types joined by one long `+` chain and walked by a loop that enables delivery for each."""
    out = ["final class TypeLists {", "    let store = HKHealthStore()"]
    for i in range(n):
        kind = "stepCount" if i % 2 else "heartRate"
        out.append(f"    let list{i}: [HKSampleType] = [HKQuantityType(.{kind}), HKCategoryType(.sleepAnalysis)]")
    out.append("    func start() {")
    out.append("        store.execute(HKObserverQuery(sampleType: HKQuantityType(.stepCount), predicate: nil) { _, done, _ in done() })")
    out.append("        for type in " + " + ".join(f"list{i}" for i in range(n)) + " {")
    out.append("            store.enableBackgroundDelivery(for: type, frequency: .immediate) { ok, error in print(ok, error as Any) }")
    out.append("        }")
    out.append("    }")
    out.append("}")
    return "\n".join(out) + "\n"


def collection_writes(n):
    """One set filled by thousands of `insert`s and `append(contentsOf:)`s in `init`, read by many loops."""
    out = ["final class Collector {", "    let store = HKHealthStore()", "    var types: Set<HKSampleType> = []",
           "    init() {"]
    for i in range(n):
        kind = "stepCount" if i % 2 else "heartRate"
        out.append(f"        types.insert(HKQuantityType(.{kind}))")
        out.append("        types.formUnion([HKCategoryType(.sleepAnalysis)])")
    out.append("    }")
    for i in range(n // 8 + 1):
        out.append(f"    func enable{i}() {{")
        out.append("        for type in types { store.enableBackgroundDelivery(for: type, frequency: .immediate) { ok, error in print(ok, error as Any) } }")
        out.append("    }")
    out.append("}")
    return "\n".join(out) + "\n"


def enum_cases(n):
    """An enum of many cases mapped to types by a computed property's `switch`, walked through `allCases`."""
    out = ["enum Metric: CaseIterable {"]
    out += [f"    case m{i}" for i in range(n)]
    out.append("    var sampleType: HKSampleType {")
    out.append("        switch self {")
    for i in range(n):
        kind = "stepCount" if i % 2 else "heartRate"
        out.append(f"        case .m{i}: return HKQuantityType(.{kind})")
    out += ["        }", "    }", "}", "final class Metrics {", "    let store = HKHealthStore()", "    func start() {",
            "        for metric in Metric.allCases {",
            "            store.execute(HKObserverQuery(sampleType: metric.sampleType, predicate: nil) { _, done, _ in done() })",
            "            store.enableBackgroundDelivery(for: metric.sampleType, frequency: .immediate) { ok, error in print(ok, error as Any) }",
            "        }", "    }", "}"]
    return "\n".join(out) + "\n"


def store_owners(n):
    """Many model classes each holding a store, none created by code (read with an app's Info.plist beside it)."""
    return "".join(f"final class Owner{i}: ObservableObject {{\n    let store = HKHealthStore()\n    var count = {i}\n}}\n"
                   for i in range(n))


def local_receivers(n):
    """Thousands of functions each calling a method on a local of the same name (`let store = Store(); store.load()`)."""
    out = ["final class Store {\n    func load(_ i: Int) {}\n}\n"]
    for i in range(n):
        out.append(f"func step{i}() {{\n    let store = Store()\n    store.load({i})\n}}\n")
    return "".join(out)


def attribute_run(n):
    """A run of `@` before no declaration: each `@` starts an attempt at a declaration."""
    return "func f() {\n    " + "@" * (n * 8) + "x\n}\n"


def stamp(i, hour=8):
    """A `log stream` timestamp i tenths of a second after `hour`:00."""
    seconds = i // 10
    return f"2025-03-02 {hour + seconds // 3600:02d}:{seconds // 60 % 60:02d}:{seconds % 60:02d}.{i % 10}00000+0100"


def running_tasks(n):
    """`Running task:` lines from many processes, none completed, and every third line a kill of another pid."""
    lines = []
    for i in range(n):
        lines.append(f"{stamp(i)} App{i}[{1000 + i}:{i}] [com.apple.BackgroundTasks:Framework] Running task: "
                     f"<BGAppRefreshTask: com.example.task{i}>")
        if i % 3 == 0:
            lines.append(f"{stamp(i)} runningboardd[33:44] [com.apple.runningboard:process] [app<com.example.other>:"
                         f"{900000 + i}] <RBSTerminateContext| code:0x8BADF00D explanation:scene-update watchdog "
                         f"transgression reportType:CrashLog maxTerminationResistance:Interactive>")
    return "\n".join(lines) + "\n"


MIXED_LINES = [
    "Stride Coach[812:40877] [com.apple.BackgroundTasks:Framework] Running task: "
    "<BGAppRefreshTask: com.example.stride.refresh>",
    "Stride Coach[812:40877] [com.apple.BackgroundTasks:Framework] Marking task (null) complete with success: 1",
    "Stride Coach[812:40890] [HealthSync] observer update for HKQuantityTypeIdentifierStepCount, anchor {i}",
    "Stride Coach[812:40890] [HealthSync] called completionHandler for HKQuantityTypeIdentifierStepCount",
    "SpringBoard[61:600] [com.apple.FrontBoard:Common] Scene update #{i} applied",
    "SpringBoard[61:600] [com.apple.FrontBoard:Common] Scene update #{i} applied",
]


def mixed_log(n, hour):
    """Tasks started and completed, observer wakes and acknowledgements, and noise, in turn."""
    return [f"{stamp(i, hour)} " + MIXED_LINES[i % 6].format(i=i) for i in range(n)]


def unordered_logs(n):
    """Two logs pasted one after the other: the second's timestamps are earlier than the first's."""
    return "\n".join(mixed_log(n // 2, 9) + mixed_log(n - n // 2, 6)) + "\n"


def watchdog_lines(n):
    """The same kill, assertion and watchdog lines over and over (a crash loop)."""
    templates = [
        "Stride Coach[812:40877] [BackgroundTask] Background task still not ended after expiration handlers were "
        "called: <_UIBackgroundTaskInfo: 0x2822a4c80>: taskID = {i}, taskName = Upload, creationTime = {i} "
        "(elapsed = 31). This app will likely be terminated by the system.",
        "runningboardd[33:44] [com.apple.runningboard:assertion] [app<com.example.stride>:812] has active "
        "assertions beyond permitted time: <RBSAssertionIdentifier: 33-812-{i}> (target:[app<com.example.stride>:812]) "
        "Shared Background Assertion {i} for com.example.stride",
        "runningboardd[33:44] [com.apple.runningboard:process] [app<com.example.stride>:812] Forcing crash report "
        "with description: scene-update watchdog transgression: exhausted real (wall clock) time allowance of 10.00 seconds",
        "SpringBoard[61:600] [com.apple.FrontBoard:Common] [FBSceneManager] Process 812 is 0x8badf00d, "
        "termination code 0x8badf00d after {i} seconds",
    ]
    return "\n".join(f"{stamp(i)} " + templates[i % 4].format(i=i) for i in range(n)) + "\n"


def long_lines(n):
    """Lines of 64 KiB (a MetricKit payload or a JSON body on one line), digits throughout, a literal at the end."""
    body = "".join(f"{{\"cpuTime\":{i * 7},\"pid\":{i},\"name\":\"sample{i}\"}}," for i in range(2000))[:65536]
    endings = ["code:0x8badf00d", "Running task: <BGAppRefreshTask: com.example.long>",
               "Marking task (null) complete with success: 0", "nothing relevant"]
    return "\n".join(f"{stamp(i)} Stride Coach[812:{i}] [MetricKit] {body} {endings[i % 4]}" for i in range(n)) + "\n"


def dasd_blocks(n):
    """A dasd scoring block every second for an activity that launches the app, each refused."""
    blocks = []
    for i in range(n):
        reason = "batteryLevel < 20" if i % 2 else "[lowPowerMode == 1]: Required:0.00, Observed:1.00"
        blocks.append(
            f"{stamp(i * 10)} 0x1b2c Default 0x0 120 0 dasd: [com.apple.duetactivityscheduler:scoring] "
            f"bgRefresh-com.example.app{i % 50}.refresh:{i:06X}:[\n"
            f"\t{{name: ApplicationPolicy, policyWeight: 50.000, response: {{Decision: Can Proceed, Score: 0.50}}}}\n"
            f"\t{{name: BatteryLevelPolicy, policyWeight: 1.000, response: {{Decision: Must Not Proceed, Score: 0.00, "
            f"Rationale: [{{{reason}}}]}}}}\n"
            f" ], FinalDecision: Must Not Proceed}}")
    return "\n".join(blocks) + "\n"


def observer_wakes(n):
    """Observer wakes under ever new messages (a counter in each), acknowledged by type every few lines."""
    types = ["StepCount", "HeartRate", "ActiveEnergyBurned", "DistanceWalkingRunning"]
    lines = []
    for i in range(n):
        kind = types[i % 4]
        if i % 5 == 4:
            lines.append(f"{stamp(i)} Stride Coach[812:40890] [HealthSync] acknowledged HKQuantityTypeIdentifier{kind}")
        else:
            lines.append(f"{stamp(i)} Stride Coach[812:40890] [HealthSync] observer fired for "
                         f"HKQuantityTypeIdentifier{kind} batch {i}")
    return "\n".join(lines) + "\n"


def metrickit_payload(i):
    """One daily MXMetricPayload on one line (jsonRepresentation() keys), counters varying with i."""
    day = f"2025-{1 + i // 28 % 12:02d}-{1 + i % 28:02d}"
    background = {
        "cumulativeNormalAppExitCount": 10 + i % 7, "cumulativeMemoryResourceLimitExitCount": i % 3,
        "cumulativeCPUResourceLimitExitCount": i % 5 // 4, "cumulativeMemoryPressureExitCount": i % 4,
        "cumulativeBadAccessExitCount": 0, "cumulativeAbnormalExitCount": i % 2, "cumulativeIllegalInstructionExitCount": 0,
        "cumulativeAppWatchdogExitCount": i % 9 // 8, "cumulativeSuspendedWithLockedFileExitCount": i % 11 // 10,
        "cumulativeBackgroundTaskAssertionTimeoutExitCount": i % 6 // 5,
        "cumulativeBackgroundURLSessionCompletionTimeoutExitCount": 0, "cumulativeBackgroundFetchCompletionTimeoutExitCount": i % 13 // 12,
    }
    foreground = {"cumulativeNormalAppExitCount": 5, "cumulativeMemoryResourceLimitExitCount": 0,
                  "cumulativeBadAccessExitCount": i % 2, "cumulativeAbnormalExitCount": 0,
                  "cumulativeIllegalInstructionExitCount": 0, "cumulativeAppWatchdogExitCount": 0}
    payload = {
        "timeStampBegin": f"{day} 00:00:00 +0000", "timeStampEnd": f"{day} 23:59:00 +0000",
        "appVersion": f"4.{i % 5}", "metaData": {
            "appBuildVersion": str(400 + i % 5), "osVersion": f"iPhone OS 17.{i % 4} (21D{i % 90})",
            "regionFormat": "DE", "platformArchitecture": "arm64e", "bundleIdentifier": "com.example.stride",
            "deviceType": f"iPhone{13 + i % 4},{1 + i % 3}"},
        "cpuMetrics": {"cumulativeCPUTime": f"{100 + i % 50} sec", "cumulativeCPUInstructions": "100 kiloinstructions"},
        "memoryMetrics": {"peakMemoryUsage": f"{200000 + i} kB", "averageSuspendedMemory": {
            "averageValue": "100000 kB", "standardDeviation": 0, "sampleCount": 500}},
        "applicationTimeMetrics": {"cumulativeForegroundTime": "700 sec", "cumulativeBackgroundTime": "40 sec"},
        "applicationExitMetrics": {"foregroundExitData": foreground, "backgroundExitData": background},
    }
    return json.dumps(payload, separators=(",", ":"))


def metrickit_fleet(n):
    """A fleet's daily metric payloads as JSON Lines (one payload a line, as apps upload them)."""
    return "\n".join(metrickit_payload(i) for i in range(n)) + "\n"


def metrickit_pretty(n):
    """The same payloads pretty-printed in one JSON array (an export of a backend), one key a line."""
    return json.dumps([json.loads(metrickit_payload(i)) for i in range(n)], indent=2) + "\n"


LOG_SHAPES = {
    "metrickit-fleet": metrickit_fleet, "metrickit-pretty": metrickit_pretty,
    "running-tasks": running_tasks, "unordered-logs": unordered_logs, "watchdog-lines": watchdog_lines,
    "long-lines": long_lines, "dasd-blocks": dasd_blocks, "observer-wakes": observer_wakes,
}


def line_kind(literals):
    """`units` lines, one in seven carrying the literals in their real shapes (log_shapes.py), in turn."""
    return lambda units: "\n".join(log_shapes.lines(literals, units)) + "\n"


# `kind:<literal>` for every literal of log-literals.txt, and `kind:mix` for all of them in turn: the line kinds
# line_kinds.py times against grep.
LOG_SHAPES.update({f"kind:{literal}": line_kind([literal]) for literal in log_shapes.SHAPES})
LOG_SHAPES["kind:mix"] = line_kind(list(log_shapes.SHAPES))


SHAPES = {
    "types": types, "method-body": method_body, "if-chain": if_chain, "guard-chain": guard_chain,
    "switch": switch_cases, "call-chain": call_chain, "data-table": data_table, "modifier-chain": modifier_chain,
    "observers": observers, "submits": submits, "same-names": same_names, "registrations": registrations,
    "assertions": assertions, "branch-assertions": branch_assertions, "anchored-queries": anchored_queries, "task-handlers": task_handlers,
    "task-renames": task_renames,
    "string-constants": string_constants, "health-reads": health_reads, "status-guards": status_guards,
    "empty-catches": empty_catches, "block-assertions": block_assertions,
    "extensions": extensions,
    "unknown-receivers": unknown_receivers, "comparisons": comparisons, "unclosed-generics": unclosed_generics,
    "closed-generics": closed_generics, "attribute-run": attribute_run, "wrapper-chain": wrapper_chain,
    "many-callers": many_callers, "store-owners": store_owners, "local-receivers": local_receivers,
    "plus-chain": plus_chain, "collection-writes": collection_writes, "enum-cases": enum_cases,
    "html-fixes": submits,
}

# Shapes reported in another format than json: the HTML report diffs each fixable finding's fix.
FORMATS = {"html-fixes": "html"}

# Shapes read as an app's target: an Info.plist naming a bundle is written beside the file.
APP_SHAPES = {"store-owners"}
INFO_PLIST = ('<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict><key>CFBundleIdentifier</key>'
              '<string>com.example.scaling</string></dict></plist>\n')


def text_for(shape, units):
    return LOG_SHAPES[shape](units) if shape in LOG_SHAPES else HEADER + SHAPES[shape](units)


def units_for(shape, kilobytes):
    """The unit count whose file is closest to `kilobytes`, by measuring one size and scaling."""
    probe = len(text_for(shape, 200).encode())
    return max(1, int(200 * kilobytes * 1024 / probe))


def run_seconds(command, repeat):
    best = float("inf")
    for _ in range(repeat):
        start = time.monotonic()
        subprocess.run(["taskset", "-c", "0"] + command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        best = min(best, time.monotonic() - start)
    return best


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/release/wakelint")
    parser.add_argument("--base-kb", type=int, default=256)
    parser.add_argument("--log-base-kb", type=int, default=4096)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("shapes", nargs="*", default=list(SHAPES) + list(LOG_SHAPES))
    args = parser.parse_args()
    flagged = []
    print(f"{'shape':16} {'size':>9} {'seconds':>9} {'s/MB':>7} {'growth':>7}")
    for shape in args.shapes:
        previous = None
        for factor in (1, 2, 4):
            folder = tempfile.mkdtemp(prefix="wakelint-scaling-")
            try:
                is_log = shape in LOG_SHAPES
                base = args.log_base_kb if is_log else args.base_kb
                text = text_for(shape, units_for(shape, base * factor))
                path = os.path.join(folder, "big.log" if is_log else "Big.swift")
                with open(path, "w") as handle:
                    handle.write(text)
                if shape in APP_SHAPES:
                    with open(os.path.join(folder, "Info.plist"), "w") as handle:
                        handle.write(INFO_PLIST)
                megabytes = len(text.encode()) / 1048576
                # --no-cache: every repeat lints, rather than reporting the first run's stored result.
                command = [args.binary, "logs", path] if is_log else [args.binary, "lint", "--no-cache", folder]
                seconds = run_seconds(command + ["--format", FORMATS.get(shape, "json")], args.repeat)
            finally:
                shutil.rmtree(folder)
            growth = f"{seconds / previous:.1f}x" if previous else ""
            if previous and seconds / previous > 2.6 and seconds > 0.2:
                flagged.append(shape)
            print(f"{shape[:40]:16} {megabytes:7.2f}MB {seconds:9.3f} {seconds / megabytes:7.2f} {growth:>7}", flush=True)
            previous = seconds
    if flagged:
        print("grows faster than linearly: " + ", ".join(dict.fromkeys(flagged)))
        sys.exit(1)


if __name__ == "__main__":
    main()
