import Dispatch
import Foundation
import Testing
import WakeLintCore
import WakeLintEngine
import WakeLintModel
import WakeLintSwift

/// The engine's per-target facts: each type made once per target's model, however many rules ask side by side, and
/// never one target's for another.
@Suite struct FactCacheTests {
    /// Counts how often it is made, and remembers the target it was made of.
    struct CountedFact: TargetFact {
        static let made = Counter()
        let targetName: String

        init(_ target: LintTarget, facts: FactCache) {
            Self.made.add()
            targetName = target.name
        }
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }

    static func target(_ name: String) -> LintTarget {
        LintTarget(
            name: name, swiftFiles: [SwiftFile(file: SourceFile(path: "\(name).swift", text: "func f() {}\n"))],
            configurations: [.codeOnly])
    }

    @Test func aFactIsMadeOncePerTargetHoweverManyAskAtOnce() {
        let (app, widget) = (Self.target("App"), Self.target("Widget"))
        let cache = FactCache()
        let before = CountedFact.made.value
        let names = UnsafeResultBuffer<String>(count: 16)
        DispatchQueue.concurrentPerform(iterations: 16) { job in
            names[job] = cache.fact(CountedFact.self, of: job % 2 == 0 ? app : widget).targetName
        }
        #expect(CountedFact.made.value - before == 2)
        #expect(names.values.map { $0! } == (0..<16).map { $0 % 2 == 0 ? "App" : "Widget" })
        #expect(FactCache().fact(CountedFact.self, of: app).targetName == "App")
        #expect(CountedFact.made.value - before == 3, "another cache makes its own")
    }
}
