import WakeLintCore
import WakeLintEngine
import WakeLintModel
import WakeLintSwift

// What and why: rules/healthkit/hk-sync-cursor-early.md
struct SyncCursorEarlyRule: ProjectRule {
    static let id: RuleID = "hk-sync-cursor-early"

    /// Spellings whose presence says a file reads HealthKit samples.
    private static let readingMarkers: [[UInt8]] = [
        "HKSampleQuery", "HKAnchoredObjectQuery", "HKQuantitySample", "HKCategorySample", "HKWorkout", "HKSample",
    ].map { Array($0.utf8) }
    /// Words of a name that is a sync position; a name with an attempt or start word is a timestamp, not one.
    private static let cursorWords = ["lastsync", "synccursor", "syncdate", "synctime", "lastupload", "uploadcursor"]
    private static let notCursorWords = ["attempt", "start", "begin", "try", "tried", "fail", "error"]
    /// Callee words of an asynchronous store or upload of the samples.
    private static let storeWords = [
        "upload", "send", "post", "sync", "store", "save", "write", "insert", "push", "put",
    ]

    /// In a file that reads HealthKit samples, a closure given the samples (a parameter) that saves a date cursor
    /// before the call that uploads or stores them, or on that call's failure path (`hk-anchor-lost`'s paths).
    func check(_ target: LintTarget, in context: inout RuleContext) {
        for (position, file) in target.swift.files.enumerated() {
            let bytes = file.source.file.bytes
            guard Self.readingMarkers.contains(where: { ByteSearch.contains($0, in: bytes) }) else { continue }
            let inactive = target.swift.index.inactiveRanges[position]
            let source = file.source
            var reported: Set<Int> = []
            SyntaxWalker.forEachExpression(in: file.items) { expression, _ in
                guard case .closure(let closure) = expression.kind, closure.hasSignature,
                    !inactive.contains(where: { $0.contains(expression.range.lowerBound) })
                else { return }
                let isSave = { (expression: Expression) in Self.isCursorSave(expression, source) }
                for samples in closure.parameters where samples != "_" {
                    if let (save, store) = Self.savedBeforeStore(closure.body, samples: samples, source) {
                        guard reported.insert(save.range.lowerBound).inserted else { continue }
                        context.report(
                            .early, at: source.file.location(of: save.range.lowerBound), input: .swift,
                            related: [
                                RelatedLocation(
                                    source.file.location(of: store.range.lowerBound), "the samples are stored here")
                            ])
                        continue
                    }
                    var paths = AnchorLostRule.FailurePaths(samples: samples, isSave: isSave)
                    _ = paths.walk(closure.body, .stored, nil)
                    for (save, failing) in paths.found where reported.insert(save.range.lowerBound).inserted {
                        context.report(
                            .onFailure, at: source.file.location(of: save.range.lowerBound), input: .swift,
                            related: [
                                RelatedLocation(
                                    source.file.location(of: failing.lowerBound), "storing the samples can fail here")
                            ])
                    }
                }
            }
        }
    }

    /// A cursor save among the statements (not inside a completion closure), before the first asynchronous store of `samples`.
    private static func savedBeforeStore(_ body: [Statement], samples: String, _ source: SwiftSource)
        -> (save: Expression, store: Expression)?
    {
        var save: Expression?
        var store: Expression?
        var closures: [Range<Int>] = []
        SyntaxWalker.forEachExpression(in: body) { expression, _ in
            guard store == nil else { return }
            if case .closure(let closure) = expression.kind, closure.hasSignature { closures.append(expression.range) }
            let nested = closures.contains { $0.contains(expression.range.lowerBound) && $0 != expression.range }
            if save == nil, !nested, isCursorSave(expression, source) {
                save = expression
                return
            }
            if save != nil, isStore(expression, samples: samples, source) { store = expression }
        }
        guard let save, let store else { return nil }
        return (save, store)
    }

    /// `upload(samples) { … }`, `try await store.save(samples)`: a call given the samples, named for storing or
    /// sending.
    private static func isStore(_ expression: Expression, samples: String, _ source: SwiftSource) -> Bool {
        guard case .call(let call) = expression.kind, let name = call.calleeName?.lowercased(),
            storeWords.contains(where: { name.contains($0) }), !isCursorSave(expression, source),
            call.arguments.contains(where: { $0.value.mentions(samples) })
                || call.callee.mentions(samples)
        else { return false }
        return true
    }

    /// `setLastSyncDate(…)`, `UserDefaults.standard.set(date, forKey: "lastSync")`, `lastSyncDate = Date()`.
    static func isCursorSave(_ expression: Expression, _ source: SwiftSource) -> Bool {
        switch expression.kind {
        case .call(let call):
            guard let name = call.calleeName else { return false }
            if name == "set", call.labels.last == "forKey", let key = call.arguments.last?.value {
                return isCursorName(source.file.text(key.range))
            }
            return name.lowercased().hasPrefix("set") || name.lowercased().hasPrefix("save")
                || name.lowercased().hasPrefix("update") ? isCursorName(name) : false
        case .sequence(let items):
            guard items.count == 3, case .operator("=") = items[1].kind else { return false }
            if case .literal(.nil) = items[2].kind { return false }
            let target: String
            switch items[0].kind {
            case .identifier(let name), .member(_, let name): target = name
            default: return false
            }
            return isCursorName(target)
        default:
            return false
        }
    }

    private static func isCursorName(_ text: String) -> Bool {
        let lowered = text.lowercased().filter { $0 != "_" && $0 != "-" && $0 != "." }
        return cursorWords.contains { lowered.contains($0) } && !notCursorWords.contains { lowered.contains($0) }
    }
}

extension Finding.Message {
    fileprivate static let early: Self =
        "the sync cursor moves past these samples before they are uploaded or stored: if that fails or the app is killed first, the next sync starts after them and they are lost; advance it in the store's success path"
    fileprivate static let onFailure: Self =
        "the sync cursor moves past these samples on a path where storing them failed: the next sync starts after them and they are lost; advance it only when the store succeeded"
}
