import WakeLintCore
import WakeLintEngine
import WakeLintModel
import WakeLintSwift

// What and why: rules/background-tasks/bg-submit-error-swallowed.md
struct SubmitErrorSwallowedRule: ProjectRule {
    static let id: RuleID = "bg-submit-error-swallowed"

    /// `BGTaskScheduler.Error.Code` raw values and what each says (https://developer.apple.com/documentation/backgroundtasks/bgtaskscheduler/error/code).
    static let codes: [(raw: Int, name: String, meaning: String)] = [
        (1, "unavailable", "Background App Refresh is off, or the Simulator or an extension cannot schedule"),
        (2, "tooManyPendingTaskRequests", "more than 1 refresh or 10 processing requests are pending"),
        (
            3, "notPermitted",
            "the identifier is not in BGTaskSchedulerPermittedIdentifiers or UIBackgroundModes lacks the task's mode"
        ),
    ]

    static let judgement = "what to do on error is a judgement"

    /// How the error of one submit call goes missing.
    enum Loss {
        case optionalTry(OptionalTry)
        case silentCatch(remaining: [Int], catchLocation: SourceLocation)
        case ignoredCompletion
        case taskClosure
    }

    func check(_ target: LintTarget, in context: inout RuleContext) {
        let code = context.backgroundTasks(of: target)
        guard !code.submits.isEmpty else { return }
        var submitRanges: [Int: Set<Range<Int>>] = [:]
        for submit in code.submits { submitRanges[submit.site.file, default: []].insert(submit.site.range) }
        var loggers: [ModuleIndex.BindingEntry]?
        for (fileIndex, file) in code.index.files.enumerated() {
            guard let ranges = submitRanges[fileIndex] else { continue }
            var finder = LossFinder(index: code.index, file: file, submits: ranges)
            finder.visit(file.items, catches: [])
            var facts: OptionalTry.FileFacts?
            for submit in code.submits where submit.site.file == fileIndex {
                guard let loss = finder.losses[submit.site.range] else { continue }
                let name = submit.site.calleeName ?? "submit"
                switch loss {
                case .silentCatch(let remaining, let location):
                    context.report(
                        .silentCatch(name, remaining: remaining), at: submit.location, input: .swift,
                        related: [
                            RelatedLocation(
                                location,
                                "this catch drops the error (empty, or only print, which never reaches the device log)")
                        ], fix: .unavailable(Self.judgement))
                case .optionalTry(let statement):
                    if loggers == nil { loggers = OptionalTry.FileFacts.loggers(in: code.index) }
                    if facts == nil { facts = OptionalTry.FileFacts(file: file, loggers: loggers!) }
                    context.report(
                        .optionalTry(name), at: submit.location, input: .swift,
                        fix: statement.fix(site: submit.site, file: file, index: code.index, facts: facts!))
                case .ignoredCompletion:
                    context.report(
                        .ignoredCompletion, at: submit.location, input: .swift, fix: .unavailable(Self.judgement))
                case .taskClosure:
                    context.report(
                        .taskClosure(name), at: submit.location, input: .swift, fix: .unavailable(Self.judgement))
                }
            }
        }
    }

    /// Walks a file keeping the enclosing `do`-`catch` clauses, and records how each submit's error is lost.
    struct LossFinder {
        let index: ModuleIndex
        let file: SwiftFile
        let submits: Set<Range<Int>>
        /// `submits` by start, for `holdsSubmit`: a node finds its submits by binary search, not by testing each.
        private let submitsByStart: [Range<Int>]
        var losses: [Range<Int>: Loss] = [:]
        /// How many closures enclose the code being walked.
        private var closureDepth = 0

        init(index: ModuleIndex, file: SwiftFile, submits: Set<Range<Int>>) {
            self.index = index
            self.file = file
            self.submits = submits
            submitsByStart = submits.sorted { ($0.lowerBound, $0.upperBound) < ($1.lowerBound, $1.upperBound) }
        }

        /// One enclosing `do`: its clauses and where they are.
        struct Handlers {
            var statement: Statement
            var clauses: [Statement.Catch]
        }

        /// Whether a submit lies inside `range`: only those statements and expressions are walked (a file's
        /// other code cannot change how a submit's error is handled).
        private func holdsSubmit(_ range: Range<Int>) -> Bool {
            var low = 0
            var high = submitsByStart.count
            while low < high {
                let mid = (low + high) / 2
                if submitsByStart[mid].lowerBound < range.lowerBound { low = mid + 1 } else { high = mid }
            }
            for submit in submitsByStart[low...] {
                guard submit.lowerBound < range.upperBound || submit.isEmpty && submit.lowerBound == range.upperBound
                else { break }
                if submit.upperBound <= range.upperBound { return true }
            }
            return false
        }

        mutating func visit(_ statements: [Statement], catches: [Handlers], inTask: Bool = false) {
            for statement in statements where holdsSubmit(statement.range) {
                switch statement.kind {
                case .do(let node):
                    let handlers =
                        node.catches.isEmpty
                        ? catches : catches + [Handlers(statement: statement, clauses: node.catches)]
                    visit(node.body, catches: handlers, inTask: inTask)
                    for clause in node.catches { visit(clause.body, catches: catches, inTask: inTask) }
                case .declaration(let declaration):
                    if case .function = declaration.kind {
                        visit(SyntaxWalker.children(of: statement).statements, catches: [])
                    } else {
                        for expression in SyntaxWalker.children(of: statement).expressions {
                            visit(expression, catches: catches, inTask: inTask)
                        }
                        visit(SyntaxWalker.children(of: statement).statements, catches: [])
                    }
                case .expression(let expression):
                    // `try? submit(r)` and `_ = try? submit(r)` throw the error away; in a condition it is looked at.
                    if let operand = Self.discardedOptionalTry(expression) {
                        let shape = OptionalTry(
                            statement: statement.range, operand: operand.range, inClosure: closureDepth > 0)
                        markSubmits(in: operand, as: .optionalTry(shape))
                    }
                    visit(expression, catches: catches, inTask: inTask)
                default:
                    let (children, expressions) = SyntaxWalker.children(of: statement)
                    for expression in expressions { visit(expression, catches: catches, inTask: inTask) }
                    visit(children, catches: catches, inTask: inTask)
                }
            }
        }

        mutating func visit(_ expression: Expression, catches: [Handlers], inTask: Bool) {
            guard holdsSubmit(expression.range) else { return }
            switch expression.kind {
            case .call(let call):
                if submits.contains(expression.range), losses[expression.range] == nil {
                    judge(call, at: expression.range, catches: catches, inTask: inTask)
                }
                visit(call.callee, catches: catches, inTask: inTask)
                for argument in call.arguments { visit(argument.value, catches: catches, inTask: inTask) }
                // A closure's errors do not reach the enclosing `do`; a `Task { }`'s thrown error is never read.
                let isTask = call.calleeName == "Task" || call.calleeName == "detached"
                closureDepth += 1
                for trailing in call.trailingClosures { visit(trailing.closure.body, catches: [], inTask: isTask) }
                closureDepth -= 1
            case .closure(let closure):
                closureDepth += 1
                visit(closure.body, catches: [], inTask: false)
                closureDepth -= 1
            default:
                let (statements, expressions) = SyntaxWalker.children(of: expression)
                for child in expressions { visit(child, catches: catches, inTask: inTask) }
                visit(statements, catches: catches, inTask: inTask)
            }
        }

        private mutating func judge(_ call: Call, at range: Range<Int>, catches: [Handlers], inTask: Bool) {
            if let completion = call.trailingClosures.first?.closure
                ?? call.arguments.first(where: { $0.label == "completionHandler" }).flatMap({ argument -> Closure? in
                    if case .closure(let closure) = argument.value.kind { return closure }
                    return nil
                })
            {
                let outcome = FailureHandling.Outcome(error: completion)
                if FailureHandling(index: index).dropsFailure(in: completion.body, outcome: outcome) {
                    losses[range] = .ignoredCompletion
                }
                return
            }
            guard let handlers = catches.last else {
                if inTask { losses[range] = .taskClosure }
                return
            }
            var remaining = SubmitErrorSwallowedRule.codes.map(\.raw)
            for (position, clause) in handlers.clauses.enumerated() {
                switch Self.catchScope(clause.items) {
                case .other: continue
                case .codes(let codes):
                    // Naming a code is a decision about it, even with an empty body.
                    remaining.removeAll { codes.contains($0) }
                case .all:
                    if FailureHandling(index: index).dropsFailure(inCatch: clause.body), !remaining.isEmpty {
                        losses[range] = .silentCatch(
                            remaining: remaining, catchLocation: catchLocation(position, in: handlers.statement))
                    }
                    return
                }
            }
        }

        enum CatchScope {
            case all
            case codes([Int])
            case other
        }

        /// Which scheduler errors a `catch` clause takes, from its parsed items: the codes it names (in a
        /// pattern or its `where` clause), else the type its first cast or `is` test names, else everything.
        static func catchScope(_ items: [CaseItem]) -> CatchScope {
            var names: Set<String> = []
            for item in items {
                names.formUnion(caseNames(in: item.pattern))
                if let condition = item.whereClause { names.formUnion(memberNames(in: condition)) }
            }
            let named = SubmitErrorSwallowedRule.codes.filter { names.contains($0.name) }.map(\.raw)
            if !named.isEmpty { return .codes(named) }
            // A bare `catch` or `catch let error` catches every error.
            guard let type = items.lazy.compactMap({ testedType($0.pattern) }).first else { return .all }
            return ["Error", "any Error", "NSError", "BGTaskScheduler.Error", "BGTaskSchedulerError"].contains(type)
                ? .all : .other
        }

        /// Enum case names a pattern matches (`.notPermitted`, `BGTaskScheduler.Error.unavailable`).
        static func caseNames(in pattern: Pattern) -> [String] {
            switch pattern.kind {
            case .enumCase(_, let name, let arguments):
                return [name] + (arguments ?? []).flatMap { caseNames(in: $0.pattern) }
            case .binding(_, let inner), .cast(let inner, _), .optional(let inner): return caseNames(in: inner)
            case .tuple(let elements): return elements.flatMap { caseNames(in: $0.pattern) }
            case .expression(let expression):
                if case .member(_, let name) = expression.kind { return [name] }
                return []
            case .wildcard, .identifier, .isType, .invalid: return []
            }
        }

        /// `x.code == .notPermitted`: every member name written in an expression.
        static func memberNames(in expression: Expression) -> [String] {
            var names: [String] = []
            if case .member(_, let name) = expression.kind { names.append(name) }
            for child in SyntaxWalker.children(of: expression).expressions { names += memberNames(in: child) }
            return names
        }

        /// The type a pattern casts to or tests for: `let error as NSError`, `is CancellationError`.
        static func testedType(_ pattern: Pattern) -> String? {
            switch pattern.kind {
            case .cast(_, let type), .isType(let type): return type
            case .binding(_, let inner): return testedType(inner)
            default: return nil
            }
        }

        /// `try? x` or `_ = try? x` as a whole statement: the operand.
        static func discardedOptionalTry(_ expression: Expression) -> Expression? {
            var expression = expression
            if case .sequence(let elements) = expression.kind, elements.count == 3,
                case .identifier("_") = elements[0].kind, case .operator("=") = elements[1].kind
            {
                expression = elements[2]
            }
            if case .try("try?", let operand) = expression.kind { return operand }
            return nil
        }

        private mutating func markSubmits(in expression: Expression, as loss: Loss) {
            if case .call(let call) = expression.kind {
                if submits.contains(expression.range), call.trailingClosures.isEmpty { losses[expression.range] = loss }
            }
            if case .closure = expression.kind { return }
            for child in SyntaxWalker.children(of: expression).expressions { markSubmits(in: child, as: loss) }
        }

        /// The `catch` keyword of clause `position` in a `do` statement.
        func catchLocation(_ position: Int, in statement: Statement) -> SourceLocation {
            let source = file.source
            var depth = 0
            var seen = 0
            var found: SourceLocation?
            // From the `do` keyword on, not within `statement.range`, which may stop at the keyword; lexed from
            // there (the file's tokens are not kept).
            source.forEachToken(from: statement.range.lowerBound) { token in
                switch token.kind {
                case .leftBrace: depth += 1
                case .rightBrace:
                    depth -= 1
                    if depth < 0 { return false }
                case .keyword where depth == 0 && source.token(token, is: "catch"):
                    if seen == position {
                        found = source.location(of: token)
                        return false
                    }
                    seen += 1
                default: break
                }
                return true
            }
            return found ?? file.location(of: statement.range)
        }
    }
}

extension Finding.Message {
    fileprivate static func told(_ codes: [Int]) -> String {
        let parts = SubmitErrorSwallowedRule.codes.filter { codes.contains($0.raw) }.map {
            "\($0.raw) \($0.name) (\($0.meaning))"
        }
        return "BGTaskSchedulerErrorDomain code " + parts.joined(separator: "; ")
    }
    fileprivate static func optionalTry(_ name: String) -> Self {
        "'try?' throws away the error of '\(name)', which is the only report of why the task will never run — \(told([1, 2, 3])); use do/catch and log the error with Logger"
    }
    fileprivate static func silentCatch(_ name: String, remaining: [Int]) -> Self {
        "the error of '\(name)' is caught and dropped — \(told(remaining)); log it with Logger (or os_log) in the catch, or handle its code"
    }
    fileprivate static let ignoredCompletion: Self =
        "the completion handler of 'submitTaskRequest' ignores its error — \(told([1, 2, 3])); log the error with Logger"
    fileprivate static func taskClosure(_ name: String) -> Self {
        "'\(name)' throws inside a Task whose result nobody reads, so its error is lost — \(told([1, 2, 3])); wrap it in do/catch and log the error with Logger"
    }
}
