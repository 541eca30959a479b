import WakeLintCore
import WakeLintEngine
import WakeLintLogs
import WakeLintModel
import WakeLintSwift

extension DuplicateRegistrationRule {
    func check(_ target: LintTarget, in context: inout RuleContext) {
        let code = context.backgroundTasks(of: target)
        let configuration = target.configurations.first
        var exclusive = ExclusiveClauses(code.index)
        var first: [String: TaskRegistration] = [:]
        // SwiftUI's modifier counts as the first registration: the explicit `register` is the one to remove.
        let ordered = code.registrations.sorted {
            ($0.form == .swiftUI ? 0 : 1, $0.location) < ($1.form == .swiftUI ? 0 : 1, $1.location)
        }
        for registration in ordered {
            guard let identifier = registration.identifier else { continue }
            let value = configuration.map(identifier.value(in:)) ?? identifier.text
            guard let earlier = first[value] else {
                first[value] = registration
                continue
            }
            // `#if DEBUG … #else`, `if … else`, two `case`s: only one of them runs.
            guard !exclusive.separate(earlier.site, registration.site) else { continue }
            // A registration in code nothing runs (an uncalled static helper) registers nothing a second time.
            let launch = target.swift.launch
            let graph = target.swift.graph
            guard !launch.neverRuns(registration.site, in: graph), !launch.neverRuns(earlier.site, in: graph) else {
                continue
            }
            context.report(
                .duplicate(value, swiftUI: registration.form == .swiftUI || earlier.form == .swiftUI),
                at: registration.location,
                input: .swift, related: [RelatedLocation(earlier.location, "'\(value)' is first registered here")])
        }
    }

    /// The alternatives of each `#if`, `if`/`else` and `switch` in each file, to tell calls that never run together.
    /// Only the files of duplicate pairs are walked, each once.
    struct ExclusiveClauses {
        let index: ModuleIndex
        private var clausesByFile: [Int: [[Range<Int>]]] = [:]

        init(_ index: ModuleIndex) { self.index = index }

        /// For each branching statement of a file, the byte ranges of its alternatives.
        static func clauses(in file: SwiftFile) -> [[Range<Int>]] {
            var clauses: [[Range<Int>]] = []
            SyntaxWalker.walk(file.items) { node, _ in
                guard case .statement(let statement) = node else { return }
                let alternatives: [[Statement]]
                switch statement.kind {
                case .ifConfig(let config): alternatives = config.clauses.map(\.items)
                case .if(let node): alternatives = [node.body, node.elseBody ?? []]
                case .switch(let node):
                    alternatives = node.cases.map { item in
                        if case .switchCase(let body) = item.kind { return body.body }
                        return [item]
                    }
                default: return
                }
                clauses.append(
                    alternatives.compactMap { items -> Range<Int>? in
                        guard let first = items.first, let last = items.last else { return nil }
                        return first.extent.lowerBound..<last.extent.upperBound
                    })
            }
            return clauses
        }

        /// Whether two calls sit in different alternatives of one branching statement (only one of them runs).
        mutating func separate(_ a: ModuleIndex.CallSite, _ b: ModuleIndex.CallSite) -> Bool {
            guard a.file == b.file else { return false }
            if clausesByFile[a.file] == nil { clausesByFile[a.file] = Self.clauses(in: index.files[a.file]) }
            return clausesByFile[a.file]!.contains { ranges in
                guard let left = ranges.firstIndex(where: { $0.contains(a.range.lowerBound) }),
                    let right = ranges.firstIndex(where: { $0.contains(b.range.lowerBound) })
                else { return false }
                return left != right
            }
        }
    }
}

extension Finding.Message {
    fileprivate static func duplicate(_ identifier: String, swiftUI: Bool) -> Self {
        let how = swiftUI ? " (SwiftUI's .backgroundTask(.appRefresh) registers it too)" : ""
        return
            "'\(identifier)' is registered a second time\(how); the app crashes with 'Launch handler for task with identifier \(identifier) has already been registered': register each identifier once, in one place"
    }
}
