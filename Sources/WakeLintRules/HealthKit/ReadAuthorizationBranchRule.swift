import WakeLintCore
import WakeLintEngine
import WakeLintModel
import WakeLintSwift

// What and why: rules/healthkit/hk-read-authorization-branch.md
struct ReadAuthorizationBranchRule: ProjectRule {
    static let id: RuleID = "hk-read-authorization-branch"

    /// Calls that read Health data.
    static let readCalls: Set<String> = Set(HealthKitCode.readQueryTypes).union(["result", "results", "execute"])
    static let writeCalls: Set<String> = ["save", "delete", "deleteObjects"]

    /// Whether an `authorizationStatus(for:)` call can be HealthKit's: an instance method, so its receiver is a
    /// store, never a type (`CNContactStore.authorizationStatus(for: .contacts)`,
    /// `AVCaptureDevice.authorizationStatus(for: .video)`, `EKEventStore`'s are class methods).
    static func asksHealthKit(_ site: ModuleIndex.CallSite) -> Bool {
        guard case .member(let receiver?, _) = site.call.callee.kind else { return false }
        switch receiver.kind {
        case .identifier(let name), .member(_, let name): return !(name.first?.isUppercase ?? false)
        default: return true
        }
    }

    /// `authorizationStatus(for:)` in the condition of an `if`, `guard` or `switch` whose guarded code reads
    /// Health data (directly or in a method of the module it calls) and writes none.
    func check(_ target: LintTarget, in context: inout RuleContext) {
        let code = context.healthKit(of: target)
        let statusCalls = code.callSites.filter { site in
            site.calleeName == "authorizationStatus" && site.labels == ["for"] && Self.asksHealthKit(site)
        }
        guard !statusCalls.isEmpty else { return }
        for (fileIndex, file) in code.model.files.enumerated() {
            // In source order, so the calls in a condition are found by binary search, not by reading them all.
            let calls = statusCalls.filter { $0.file == fileIndex }.sorted { $0.range.lowerBound < $1.range.lowerBound }
            guard !calls.isEmpty else { continue }
            // Made once per file, when a guard first needs it.
            var bodies: Bodies?
            SyntaxWalker.walk(file.items) { node, _ in
                guard case .statement(let statement) = node else { return }
                let conditionRanges: [Range<Int>]
                switch statement.kind {
                case .if(let node): conditionRanges = node.conditions.map(\.range)
                case .guard(let node): conditionRanges = node.conditions.map(\.range)
                case .switch(let node): conditionRanges = [node.subject.range]
                default: return
                }
                let inConditions = conditionRanges.flatMap { range in
                    calls[calls.sortedLowerBound(by: range.lowerBound) { $0.range.lowerBound }...].prefix {
                        $0.range.lowerBound < range.upperBound
                    }
                }
                guard !inConditions.isEmpty else { return }
                let guarded: Range<Int>
                switch statement.kind {
                case .if(let node):
                    // Spanned from its parts: the parser gives some `if` statements an empty range.
                    let parts = conditionRanges + (node.body + (node.elseBody ?? [])).map(\.range)
                    let lower = parts.map(\.lowerBound).min() ?? statement.range.lowerBound
                    guarded = lower..<(parts.map(\.upperBound).max() ?? statement.range.upperBound)
                case .switch(let node):
                    let parts = conditionRanges + node.cases.map(\.range)
                    let lower = parts.map(\.lowerBound).min() ?? statement.range.lowerBound
                    guarded = lower..<(parts.map(\.upperBound).max() ?? statement.range.upperBound)
                default:
                    // What a guard protects is the rest of its block; the enclosing function's body stands in for it.
                    if bodies == nil { bodies = Bodies(file) }
                    guarded = bodies?.innermost(containing: statement.range) ?? statement.range
                }
                for call in inConditions {
                    guard let read = firstRead(in: guarded, file: fileIndex, code: code),
                        !writes(in: guarded, file: fileIndex, code: code)
                    else { continue }
                    context.report(
                        .readBranch, at: call.nameLocation ?? call.location, input: .swift,
                        related: [RelatedLocation(read.nameLocation ?? read.location, "Health data is read here")])
                }
            }
        }
    }

    private func firstRead(in range: Range<Int>, file: Int, code: HealthKitCode) -> ModuleIndex.CallSite? {
        let inside = code.callSites(file: file, in: range)
        if let direct = inside.first(where: { Self.readCalls.contains($0.calleeName ?? "") }) { return direct }
        // One step into the module's own methods: `if authorized { loadSteps() }`.
        for site in inside {
            for target in code.model.graph.targets(of: site) {
                if code.callSites(in: target).contains(where: { Self.readCalls.contains($0.calleeName ?? "") }) {
                    return site
                }
            }
        }
        return nil
    }

    private func writes(in range: Range<Int>, file: Int, code: HealthKitCode) -> Bool {
        code.callSites(file: file, in: range).contains { Self.writeCalls.contains($0.calleeName ?? "") }
    }

    /// The ranges of a file's functions and closures, nested as the syntax nests them, for the innermost one
    /// around a place: found by binary search and a climb through the ranges around it, not a walk of the file.
    struct Bodies {
        /// Sorted by start, outer ranges before the ranges they contain.
        private let ranges: [Range<Int>]
        /// For each range, the innermost range before it that contains it, or -1.
        private let parents: [Int]

        init(_ file: SwiftFile) {
            var ranges: [Range<Int>] = []
            SyntaxWalker.walk(file.items) { node, _ in
                switch node {
                case .declaration(let declaration):
                    if case .function = declaration.kind { ranges.append(declaration.range) }
                case .expression(let expression):
                    if case .closure(let closure) = expression.kind { ranges.append(closure.range) }
                case .statement: break
                }
            }
            ranges.sort {
                $0.lowerBound != $1.lowerBound ? $0.lowerBound < $1.lowerBound : $0.upperBound > $1.upperBound
            }
            self.ranges = ranges
            parents = NestedRanges.parents(ranges)
        }

        /// The innermost function or closure range that contains `range`.
        func innermost(containing range: Range<Int>) -> Range<Int>? {
            var position = ranges.sortedLowerBound(by: range.lowerBound + 1) { $0.lowerBound } - 1
            while position >= 0 {
                if ranges[position].upperBound >= range.upperBound { return ranges[position] }
                position = parents[position]
            }
            return nil
        }
    }
}

extension Finding.Message {
    fileprivate static let readBranch: Self =
        "'authorizationStatus(for:)' reports only sharing (write) permission, never read permission: a read denial looks like no data; do not branch reads on it — run the query and treat an empty result as 'no data', or use getRequestStatusForAuthorization(toShare:read:) to decide whether to ask"
}
