import Testing
import WakeLintCore

@testable import WakeLintSwift

@Suite struct PathAnalysisTests {
    /// Exits of the first closure passed to `HKObserverQuery(…)` in `source`, as `kind@line min..max`.
    func exits(_ source: String, handler: String = "completionHandler", readingLiterals: Bool = false) -> [String] {
        let file = SwiftFile(file: SourceFile(path: "t.swift", text: source))
        let index = ModuleIndex(files: [file])
        guard let closure = index.callSites(calling: "HKObserverQuery").first?.closureArguments.first?.closure else {
            Issue.record("no HKObserverQuery closure")
            return []
        }
        let report = PathAnalysis(
            isAction: PathAnalysis.callsOrHandsOff(handler), source: readingLiterals ? file.source : nil
        ).analyze(closure)
        return report.exits.map {
            "\($0.kind)@\(file.location(of: $0.range).line) \($0.minimumCount)..\($0.maximumCount)"
        }
    }

    /// Exits some path reaches without the handler, each with where closures on the way skipped it
    /// (`kind@line`), and `only` when those skips explain every such path.
    func skips(_ source: String) -> [String] {
        let file = SwiftFile(file: SourceFile(path: "t.swift", text: source))
        let index = ModuleIndex(files: [file])
        guard let closure = index.callSites(calling: "HKObserverQuery").first?.closureArguments.first?.closure else {
            Issue.record("no HKObserverQuery closure")
            return []
        }
        let report = PathAnalysis(isAction: PathAnalysis.callsOrHandsOff("done")).analyze(closure)
        func place(_ kind: PathExit.Kind, _ range: Range<Int>) -> String { "\(kind)@\(file.location(of: range).line)" }
        return report.missing.map { exit in
            let inner = exit.skippedInClosures.map { place($0.kind, $0.range) }.joined(separator: ",")
            return place(exit.kind, exit.range) + " [" + inner + "]" + (exit.leftOnlyInClosures ? " only" : "")
        }
    }

    /// A closure the handler hands its work to that skips the handler on one of its paths: the exit that skips
    /// is inside it, the body's end only where that surfaces. Paths that skip it by no closure's doing (an `if`
    /// not taken, an optional chain, a loop run no times) keep the outer exit a place to report.
    @Test func skipsInsidePassedClosuresAreThePlacesToReport() {
        #expect(
            skips(
                """
                let q = HKObserverQuery(sampleType: t, predicate: nil) { _, done, _ in
                    DispatchQueue.main.async {
                        guard ready else { return }
                        done()
                    }
                }
                """) == ["endOfBody@6 [return@3] only"])
        // Deeper: the innermost exit; and the closure's own end when a path falls off it.
        #expect(
            skips(
                """
                let q = HKObserverQuery(sampleType: t, predicate: nil) { _, done, _ in
                    Task {
                        queue.async {
                            if ready { done() }
                        }
                    }
                }
                """) == ["endOfBody@7 [endOfBody@5] only"])
        #expect(
            skips(
                """
                let q = HKObserverQuery(sampleType: t, predicate: nil) { _, done, _ in
                    if cold {
                        queue.async {
                            guard ready else { return }
                            done()
                        }
                    }
                }
                """) == ["endOfBody@8 [return@4]"])
        #expect(
            skips(
                """
                let q = HKObserverQuery(sampleType: t, predicate: nil) { _, done, _ in
                    self?.queue.async {
                        guard ready else { return }
                        done()
                    }
                }
                """) == ["endOfBody@6 [return@3]"])
        #expect(
            skips(
                """
                let q = HKObserverQuery(sampleType: t, predicate: nil) { _, done, _ in
                    for item in items {
                        queue.async {
                            guard item.ready else { return }
                            done()
                        }
                    }
                }
                """) == ["endOfBody@8 [return@4]"])
        // A closure that never calls it is no explanation; one that always does leaves nothing missing.
        #expect(
            skips(
                """
                let q = HKObserverQuery(sampleType: t, predicate: nil) { _, done, _ in
                    queue.async { log() }
                }
                """) == ["endOfBody@3 []"])
        #expect(
            skips(
                """
                let q = HKObserverQuery(sampleType: t, predicate: nil) { _, done, _ in
                    queue.async {
                        guard ready else { return }
                        done()
                    }
                    done()
                }
                """) == [])
        // An early return of the handler itself is reported where it is, after the closure's skip too.
        #expect(
            skips(
                """
                let q = HKObserverQuery(sampleType: t, predicate: nil) { _, done, _ in
                    guard let store else { return }
                    store.queue.async {
                        guard ready else { return }
                        done()
                    }
                }
                """) == ["return@2 []", "endOfBody@7 [return@4] only"])
    }

    /// A condition is weighed on both of its paths; the closures inside it are analysed once each, however deep
    /// they nest (analysed twice per level, 18 levels would mean 2^18 analyses).
    @Test func closuresNestedInConditionsAreAnalysedOnceEach() {
        var condition = "ready"
        for _ in 0..<20 { condition = "check({ if \(condition) { done() } })" }
        let source = """
            let q = HKObserverQuery(sampleType: t, predicate: nil) { _, done, _ in
                guard \(condition) else { return }
                done()
            }
            """
        let file = SwiftFile(file: SourceFile(path: "t.swift", text: source))
        let index = ModuleIndex(files: [file])
        guard let closure = index.callSites(calling: "HKObserverQuery").first?.closureArguments.first?.closure else {
            Issue.record("no HKObserverQuery closure")
            return
        }
        let analysis = PathAnalysis(isAction: PathAnalysis.callsOrHandsOff("done"))
        let report = analysis.analyze(closure)
        #expect(analysis.effects.closureAnalyses == 20)
        #expect(report.missing.map(\.kind) == [.return])
        // A second body starts afresh (ranges are of one file).
        _ = analysis.analyze(closure)
        #expect(analysis.effects.closureAnalyses == 40)
    }

    @Test func everyPathCallsTheHandler() {
        #expect(
            exits(
                """
                let q = HKObserverQuery(sampleType: t, predicate: nil) { _, completionHandler, error in
                    if let error {
                        log(error)
                        completionHandler()
                        return
                    }
                    fetch()
                    completionHandler()
                }
                """) == ["return@5 1..1", "endOfBody@9 1..1"])
    }

    /// A `throw` inside `do` lands in a catch that takes every error and goes on from there; a catch that tests
    /// the error's type may not take it, so the throw still leaves the body.
    @Test func throwsInsideDoLandInACatchAll() {
        #expect(
            exits(
                """
                let q = HKObserverQuery(sampleType: t, predicate: nil) { _, completionHandler, error in
                    do {
                        guard let store else { throw SyncError.noStore }
                        try store.sync()
                        completionHandler()
                    } catch let error {
                        log(error)
                        completionHandler()
                    }
                }
                """) == ["endOfBody@10 1..1"])
        #expect(
            exits(
                """
                let q = HKObserverQuery(sampleType: t, predicate: nil) { _, completionHandler, error in
                    do {
                        guard let store else { throw SyncError.noStore }
                        try store.sync()
                        completionHandler()
                    } catch is URLError {
                        completionHandler()
                    }
                }
                """) == ["throw@3 0..0", "endOfBody@9 1..1"])
    }

    /// Where a binding of an optional chain holds, the chain ran to its end, so a closure its call took counts;
    /// where it fails, the call may have been skipped.
    @Test func aBindingThatHoldsRanItsOptionalChain() {
        #expect(
            exits(
                """
                let q = HKObserverQuery(sampleType: t, predicate: nil) { _, completionHandler, error in
                    guard let job = self.owner?.makeJob(wrapping: { completionHandler() }) else {
                        return
                    }
                    queue.async(execute: job)
                }
                """) == ["return@3 0..1", "endOfBody@6 1..1"])
        #expect(
            exits(
                """
                let q = HKObserverQuery(sampleType: t, predicate: nil) { _, completionHandler, error in
                    if let job = owner?.jobs?.makeJob(wrapping: { completionHandler() }) {
                        queue.async(execute: job)
                        return
                    }
                    completionHandler()
                }
                """) == ["return@4 1..1", "endOfBody@7 1..2"])
    }

    @Test func earlyExitsWithoutTheHandlerAreMissing() {
        let result = exits(
            """
            let q = HKObserverQuery(sampleType: t, predicate: nil) { [weak self] _, completionHandler, error in
                guard let self else { return }
                if error != nil { return }
                switch mode {
                case .a: completionHandler()
                case .b: break
                }
            }
            """)
        #expect(result == ["return@2 0..0", "return@3 0..0", "endOfBody@8 0..1"])
    }

    /// Handed to another call inside a tuple or array (SpeziHealthKit passes it in the payload of `.success`):
    /// the receiver is assumed to call it, as when it is passed alone; a nil check of it is no hand-off.
    @Test func handlerHandedOffInsideATupleOrArray() {
        #expect(
            exits(
                """
                let q = HKObserverQuery(sampleType: t, predicate: nil) { _, completionHandler, error in
                    if error != nil { report([completionHandler]); return }
                    Task { await updateHandler(.success((types, completionHandler))) }
                }
                """) == ["return@2 1..1", "endOfBody@4 1..1"])
        #expect(
            exits(
                """
                let q = HKObserverQuery(sampleType: t, predicate: nil) { _, completionHandler, error in
                    log((error, completionHandler == nil))
                }
                """) == ["endOfBody@3 0..0"])
    }

    @Test func deferCoversEveryLaterExit() {
        #expect(
            exits(
                """
                let q = HKObserverQuery(sampleType: t, predicate: nil) { _, completionHandler, error in
                    guard error == nil else { return }
                    defer { completionHandler() }
                    if skip { return }
                    work()
                }
                """) == ["return@2 0..0", "return@4 1..1", "endOfBody@6 1..1"])
    }

    @Test func closuresPassedToCallsRunButNotThroughOptionalChains() {
        #expect(
            exits(
                """
                let q = HKObserverQuery(sampleType: t, predicate: nil) { _, completionHandler, _ in
                    Task { await process(); completionHandler() }
                }
                """) == ["endOfBody@3 1..1"])
        #expect(
            exits(
                """
                let q = HKObserverQuery(sampleType: t, predicate: nil) { [weak self] _, completionHandler, _ in
                    self?.fetchSamples { completionHandler() }
                }
                """) == ["endOfBody@3 0..1"])
        // A closure only stored in a variable may never run.
        #expect(
            exits(
                """
                let q = HKObserverQuery(sampleType: t, predicate: nil) { _, completionHandler, _ in
                    let later = { completionHandler() }
                }
                """) == ["endOfBody@3 0..0"])
    }

    /// A return the caller rules out ends its path with no exit, also inside a closure the body hands to
    /// `Task`, where it would otherwise make the closure's effect "maybe never" and the outer end a miss.
    @Test func settledReturnsEndTheirPathEvenInPassedClosures() throws {
        let source = """
            let q = HKObserverQuery(sampleType: t, predicate: nil) { [weak self] _, completionHandler, error in
                Task { @MainActor in
                    guard let self else { return }
                    self.refresh()
                    completionHandler()
                }
            }
            """
        let file = SwiftFile(file: SourceFile(path: "t.swift", text: source))
        let index = ModuleIndex(files: [file])
        let closure = try #require(index.callSites(calling: "HKObserverQuery").first?.closureArguments.first?.closure)
        let guardReturn = try #require(
            index.callSites(calling: "Task").first?.closureArguments.first?.closure.body.first)
        guard case .guard(let node) = guardReturn.kind, let exit = node.elseBody.first else {
            Issue.record("no guard")
            return
        }
        let plain = PathAnalysis(isAction: PathAnalysis.callsOrHandsOff("completionHandler")).analyze(closure)
        #expect(
            plain.exits.map { "\($0.kind)@\(file.location(of: $0.range).line) \($0.minimumCount)..\($0.maximumCount)" }
                == ["endOfBody@7 0..1"])
        let ruledOut = PathAnalysis(
            isAction: PathAnalysis.callsOrHandsOff("completionHandler"), settledReturns: [exit.range]
        ).analyze(closure)
        #expect(
            ruledOut.exits.map {
                "\($0.kind)@\(file.location(of: $0.range).line) \($0.minimumCount)..\($0.maximumCount)"
            } == ["endOfBody@7 1..1"])
    }

    @Test func handingTheHandlerOffCounts() {
        #expect(
            exits(
                """
                let q = HKObserverQuery(sampleType: t, predicate: nil) { _, completionHandler, _ in
                    self.refresh(type: t, completion: completionHandler)
                }
                """) == ["endOfBody@3 1..1"])
    }

    @Test func catchPathsAndConditionalOperands() {
        #expect(
            exits(
                """
                let q = HKObserverQuery(sampleType: t, predicate: nil) { _, completionHandler, _ in
                    do {
                        try save()
                        completionHandler()
                    } catch {
                        log(error)
                    }
                    ok && completionHandler()
                }
                """) == ["endOfBody@9 0..2"])
    }

    @Test func repeatedCallsAndLoops() {
        #expect(
            exits(
                """
                let q = HKObserverQuery(sampleType: t, predicate: nil) { _, completionHandler, _ in
                    completionHandler()
                    if again { completionHandler() }
                }
                """) == ["endOfBody@4 1..2"])
        #expect(
            exits(
                """
                let q = HKObserverQuery(sampleType: t, predicate: nil) { _, completionHandler, _ in
                    for sample in samples { completionHandler() }
                }
                """) == ["endOfBody@3 0..2"])
        #expect(
            exits(
                """
                let q = HKObserverQuery(sampleType: t, predicate: nil) { _, completionHandler, _ in
                    repeat { completionHandler() } while false
                }
                """) == ["endOfBody@3 1..2"])
    }

    /// A `for` over a sequence the code has just left for when empty runs at least once; the test must be for
    /// emptiness (a count of one leaves an empty sequence possible), on that sequence, and read from the literal.
    @Test func loopsOverSequencesKnownNotToBeEmpty() {
        let guarded = """
            let q = HKObserverQuery(sampleType: t, predicate: nil) { _, completionHandler, _ in
                let items = store.pending()
                guard !items.isEmpty else { completionHandler(); return }
                for item in items { completionHandler() }
            }
            """
        #expect(exits(guarded) == ["return@3 1..1", "endOfBody@5 1..2"])
        let counted = """
            let q = HKObserverQuery(sampleType: t, predicate: nil) { _, completionHandler, _ in
                let count = self.items.count
                if count == 0 {
                    completionHandler()
                    return
                }
                for item in items { completionHandler() }
            }
            """
        #expect(exits(counted, readingLiterals: true) == ["return@5 1..1", "endOfBody@8 1..2"])
        // Without the source the literal cannot be read, so the loop may run zero times.
        #expect(exits(counted) == ["return@5 1..1", "endOfBody@8 0..2"])
        #expect(
            exits(counted.replacingOccurrences(of: "count == 0", with: "count == 1"), readingLiterals: true)
                == ["return@5 1..1", "endOfBody@8 0..2"])
        #expect(
            exits(guarded.replacingOccurrences(of: "for item in items", with: "for item in others"))
                == ["return@3 1..1", "endOfBody@5 0..2"])
    }

    @Test func ifConfigClausesAreAlternatives() {
        #expect(
            exits(
                """
                let q = HKObserverQuery(sampleType: t, predicate: nil) { _, completionHandler, _ in
                    #if DEBUG
                    completionHandler()
                    #endif
                }
                """) == ["endOfBody@5 0..1"])
        #expect(
            exits(
                """
                let q = HKObserverQuery(sampleType: t, predicate: nil) { _, completionHandler, _ in
                    #if DEBUG
                    completionHandler()
                    #else
                    completionHandler()
                    #endif
                }
                """) == ["endOfBody@7 1..1"])
    }

    @Test func setTaskCompletedOnEveryPathOfAFunction() throws {
        let file = SwiftFile(
            file: SourceFile(
                path: "t.swift",
                text: """
                    func handle(task: BGAppRefreshTask) {
                        task.expirationHandler = { queue.cancelAllOperations() }
                        guard let op = makeOperation() else { throw Failure.none }
                        op.completionBlock = { task.setTaskCompleted(success: !op.isCancelled) }
                        queue.addOperation(op)
                    }
                    """))
        let function = try #require(ModuleIndex(files: [file]).functions(named: "handle").first)
        let analysis = PathAnalysis { call in call.calleeName == "setTaskCompleted" }
        let report = analysis.analyze(body: function.declaration.body ?? [], end: 0..<0)
        // The completion block is stored, not run here: both exits miss the call.
        #expect(report.exits.map { "\($0.kind) \($0.minimumCount)" } == ["throw 0", "endOfBody 0"])
        #expect(!report.performsOnEveryPath)
    }
}
