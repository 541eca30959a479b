import WakeLintCore
import WakeLintSwift

// What and why: rules/background-tasks/bg-duplicate-registration.md
// The log side is the doc's log-rule fences; this is the source side.
struct DuplicateRegistrationRule: ProjectRule {
    static let id: RuleID = "bg-duplicate-registration"

    func check(_ target: LintTarget, in context: inout RuleContext) {
        let code = target.backgroundTasks
        let configuration = target.configurations.first
        let exclusive = ExclusiveClauses(code.index)
        var first: [String: TaskRegistration] = [:]
        // SwiftUI's modifier counts as the first registration: the explicit `register` is the one to remove.
        let ordered = code.registrations.sorted { ($0.form == .swiftUI ? 0 : 1, $0.location) < ($1.form == .swiftUI ? 0 : 1, $1.location) }
        for registration in ordered {
            guard let identifier = registration.identifier else { continue }
            let value = configuration.map(identifier.value(in:)) ?? identifier.text
            guard let earlier = first[value] else {
                first[value] = registration
                continue
            }
            // `#if DEBUG … #else … #endif`: only one of them is compiled.
            guard !exclusive.separate(earlier.site, registration.site) else { continue }
            context.report(.duplicate(value, swiftUI: registration.form == .swiftUI || earlier.form == .swiftUI), at: registration.location,
                           input: .swift, related: [RelatedLocation(earlier.location, "'\(value)' is first registered here")])
        }
    }

    /// Ranges of the clauses of each `#if` in each file, to tell calls that are never compiled together.
    struct ExclusiveClauses {
        /// Per file: for each `#if`, the byte ranges of its clauses.
        private var clauses: [Int: [[Range<Int>]]] = [:]

        init(_ index: ModuleIndex) {
            for (fileIndex, file) in index.files.enumerated() {
                SyntaxWalker.walk(file.items) { node, _ in
                    guard case .statement(let statement) = node, case .ifConfig(let config) = statement.kind else { return }
                    let ranges = config.clauses.compactMap { clause -> Range<Int>? in
                        guard let first = clause.items.first, let last = clause.items.last else { return nil }
                        return first.range.lowerBound..<last.range.upperBound
                    }
                    clauses[fileIndex, default: []].append(ranges)
                }
            }
        }

        func separate(_ a: ModuleIndex.CallSite, _ b: ModuleIndex.CallSite) -> Bool {
            guard a.file == b.file else { return false }
            return (clauses[a.file] ?? []).contains { ranges in
                guard let left = ranges.firstIndex(where: { $0.contains(a.range.lowerBound) }),
                      let right = ranges.firstIndex(where: { $0.contains(b.range.lowerBound) }) else { return false }
                return left != right
            }
        }
    }
}

extension Finding.Message {
    fileprivate static func duplicate(_ identifier: String, swiftUI: Bool) -> Self {
        let how = swiftUI ? " (SwiftUI's .backgroundTask(.appRefresh) registers it too)" : ""
        return "'\(identifier)' is registered a second time\(how); the app crashes with 'Launch handler for task with identifier \(identifier) has already been registered': register each identifier once, in one place"
    }
}
