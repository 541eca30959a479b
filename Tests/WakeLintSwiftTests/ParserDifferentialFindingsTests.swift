import Testing
import WakeLintCore

@testable import WakeLintSwift

/// Shapes of real code where wakelint's calls and closures must agree with the toolchain's SwiftParser (what
/// `Scripts/differential/compare-calls.sh` compares), each pinned by the smallest source that shows it.
@Suite struct ParserDifferentialFindingsTests {
    func parse(_ source: String) -> SwiftFile { SwiftFile(file: SourceFile(path: "t.swift", text: source)) }

    /// Every call as `callee(labels) +trailing closures`, in walk order.
    func calls(_ source: String) -> [String] { calls(in: parse(source)) }

    func calls(in file: SwiftFile) -> [String] {
        var result: [String] = []
        SyntaxWalker.forEachExpression(in: file.items) { expression, _ in
            guard case .call(let call) = expression.kind else { return }
            let labels = call.labels.map { $0 + ":" }.joined()
            result.append("\(file.text(of: call.callee.range))(\(labels)) +\(call.trailingClosures.count)")
        }
        return result
    }

    /// The patterns of every `case` label in `source`.
    func casePatterns(_ source: String) -> [Pattern] {
        var result: [Pattern] = []
        SyntaxWalker.walk(parse(source).items) { node, _ in
            if case .statement(let statement) = node, case .switchCase(let node) = statement.kind {
                result += node.items.map(\.pattern)
            }
        }
        return result
    }

    /// An enum case pattern nested in a payload or a tuple ends at the `)` after it, so `let action` and
    /// `let task` are bound; reparsed as an expression pattern, it would bind nothing (TCA's
    /// `case .alert(.presented(let action))`, common in swift-composable-architecture).
    @Test func nestedEnumCasePatternsKeepTheirBindings() {
        let patterns = casePatterns(
            """
            switch event {
            case .alert(.presented(let action)): handle(action)
            case (.some(let task), .none): task.setTaskCompleted(success: true)
            case .launch(.refresh(task: let task), let date): run(task, date)
            default: break
            }
            """)
        #expect(patterns.map(\.boundNames) == [["action"], ["task"], ["task", "date"]])
        guard case .enumCase(nil, "alert", let arguments?) = patterns.first?.kind,
            case .enumCase(nil, "presented", _)? = arguments.first?.pattern.kind
        else {
            Issue.record("not an enum case pattern inside one: \(String(describing: patterns.first))")
            return
        }
    }

    /// `await` before a prefix operator is the `await` operator, not a variable named `await`: read as a name,
    /// the condition would end there and the `if` body become a trailing closure of the awaited call.
    @Test func awaitBeforeAPrefixOperator() {
        let source = """
            if await !store.isScheduled(identifier) {
                BGTaskScheduler.shared.submit(request)
            }
            guard try await !client.validate(id) else { return }
            """
        #expect(
            calls(source) == [
                "store.isScheduled(_:) +0", "BGTaskScheduler.shared.submit(_:) +0", "client.validate(_:) +0",
            ])
        let items = parse(source).items
        guard case .if(let node) = items.first?.kind, case .expression(let condition)? = node.conditions.first?.kind,
            case .await(let operand) = condition.kind, case .prefix("!", _) = operand.kind
        else {
            Issue.record("no `if await !…` condition: \(String(describing: items.first))")
            return
        }
        #expect(node.body.count == 1)
        #expect(items.count == 2)
    }

    /// `func ==<K, V>(…)`: the operator name and the `<` opening its generic parameters are lexed as one `==<`
    /// token, and the declaration keeps its body (not a trailing closure of the return type, `Bool { … }`).
    @Test func genericOperatorFunctionIsADeclaration() {
        let file = parse(
            """
            func ==<K, V>(lhs: [K: V]?, rhs: [K: V]?) -> Bool { compare(lhs, rhs) }
            public func <<<<S: Sequence>(stream: Stream, value: S) -> Stream where S.Element == UInt8 { stream.write(value) }
            func <(lhs: Version, rhs: Version) -> Bool { lhs.major < rhs.major }
            """)
        var functions: [String] = []
        SyntaxWalker.forEachDeclaration(in: file.items) { declaration, _ in
            if case .function(let function) = declaration.kind {
                functions.append(
                    "\(function.name)(\(function.parameters.map(\.name).joined(separator: ","))) \(function.body?.count ?? -1)"
                )
            }
        }
        #expect(functions == ["==(lhs,rhs) 1", "<<<(stream,value) 1", "<(lhs,rhs) 1"])
        #expect(calls(in: file) == ["compare(_:_:) +0", "stream.write(_:) +0"])
    }

    /// An unescaped `default:` after a trailing closure starts the switch's default case; read as a second
    /// trailing closure's label, the case and its statements would vanish into the previous call.
    @Test func defaultIsNotATrailingClosureLabel() {
        let source = """
            switch phase {
            case .background:
                BGTaskScheduler.shared.getPendingTaskRequests { requests in log(requests) }
            default: { schedule() }()
            }
            run { first() } `default`: { second() }
            """
        #expect(
            calls(source) == [
                "BGTaskScheduler.shared.getPendingTaskRequests() +1", "log(_:) +0", "{ schedule() }() +0",
                "schedule() +0", "run() +2", "first() +0", "second() +0",
            ])
        guard case .switch(let node) = parse(source).items.first?.kind else {
            Issue.record("no switch")
            return
        }
        #expect(node.cases.count == 2)
    }

    /// Swift compiles a trailing closure in a statement head (with a warning) when the body's `{` or `where`
    /// follows it. Taking the closure for the body, and the real body for a stray closure, would make the
    /// calls in it look deferred.
    @Test func trailingClosureInAStatementHead() {
        let source = """
            if tasks.contains { $0.identifier == id } { BGTaskScheduler.shared.cancel(taskRequestWithIdentifier: id) }
            for request in requests.filter { $0.isValid } where request.isDue() { submit(request) }
            if items.isEmpty { load() } else { show() }
            """
        #expect(
            calls(source) == [
                "tasks.contains() +1", "BGTaskScheduler.shared.cancel(taskRequestWithIdentifier:) +0",
                "requests.filter() +1", "request.isDue() +0", "submit(_:) +0", "load() +0", "show() +0",
            ])
        let items = parse(source).items
        guard case .if(let node) = items.first?.kind, case .forIn(let loop) = items.dropFirst().first?.kind else {
            Issue.record("not an if and a for: \(items)")
            return
        }
        #expect(node.body.count == 1)
        #expect(loop.body.count == 1)
        #expect(items.count == 3)
    }

    /// `catch where …` has a condition and no pattern; read as a pattern, the condition would be lost and
    /// bg-submit-error-swallowed would take the clause for one that catches every error.
    @Test func catchWithOnlyAWhereClause() {
        let source = """
            do {
                try BGTaskScheduler.shared.submit(request)
            } catch where (error as? BGTaskScheduler.Error)?.code == .notPermitted {
            }
            """
        guard case .do(let node) = parse(source).items.first?.kind, let item = node.catches.first?.items.first else {
            Issue.record("no catch item")
            return
        }
        #expect(node.catches.first?.items.count == 1)
        #expect(item.pattern.kind == .wildcard)
        guard let condition = item.whereClause else {
            Issue.record("no where clause")
            return
        }
        #expect(
            String(decoding: Array(source.utf8)[condition.range], as: UTF8.self)
                == "(error as? BGTaskScheduler.Error)?.code == .notPermitted")
    }

    /// A spaced `<` after a type name opens its generic arguments (swift-syntax agrees); skipped only when
    /// adjacent, `-> Set <Executable>` would end the return type early and the body become a trailing closure.
    @Test func spacedGenericArgumentsInAType() {
        let file = parse(
            """
            func dependencies(of target: Target) throws -> Set <Executable>
            {
                let worklist = Array(target.executables)
                return Set(worklist)
            }
            let fast = speed as Double < limit && count > minimum
            """)
        var functions: [String] = []
        SyntaxWalker.forEachDeclaration(in: file.items) { declaration, _ in
            if case .function(let function) = declaration.kind {
                functions.append("\(function.name) -> \(function.returnType ?? "") \(function.body?.count ?? -1)")
            }
        }
        #expect(functions == ["dependencies -> Set <Executable> 2"])
        #expect(calls(in: file) == ["Array(_:) +0", "Set(_:) +0"])
        // A comparison after a cast is not taken for generic arguments.
        guard case .declaration(let declaration)? = file.items.last?.kind,
            case .variable(let variable) = declaration.kind,
            case .sequence(let elements)? = variable.bindings.first?.initializer?.kind
        else {
            Issue.record("no sequence initializer")
            return
        }
        #expect(elements.count == 8)
        #expect(elements.contains { $0.kind == .cast("as", type: "Double") })
    }

    /// A type component with generic arguments (`Tree<Command>.Error`), or a case name on the next line, still
    /// makes an enum case pattern, which binds its names (an expression pattern binds nothing).
    @Test func enumCasePatternThroughAGenericType() {
        let source = """
            do { try build() } catch Tree<ParsableCommand.Type>.InitializationError
                .recursiveSubcommand(let command)
            {
                log(command)
            }
            """
        guard case .do(let node) = parse(source).items.first?.kind,
            let pattern = node.catches.first?.items.first?.pattern
        else {
            Issue.record("no catch item")
            return
        }
        #expect(pattern.boundNames == ["command"])
        guard case .enumCase(let type, let name, _) = pattern.kind else {
            Issue.record("not an enum case pattern: \(pattern)")
            return
        }
        #expect(type == "Tree<ParsableCommand.Type>.InitializationError")
        #expect(name == "recursiveSubcommand")
    }

    /// Typed throws with a space (`throws (ParseError)`) belong to the signature; ending it at the `(` would make
    /// the function's body a trailing closure of its return type.
    @Test func spacedTypedThrows() {
        let file = parse(
            """
            private mutating func parseExpr(isAtRoot: Bool) throws (ParseError) -> Node { try parsePrimary() }
            """)
        var functions: [String] = []
        SyntaxWalker.forEachDeclaration(in: file.items) { declaration, _ in
            if case .function(let function) = declaration.kind {
                functions.append(
                    "\(function.name) throws: \(function.isThrowing) -> \(function.returnType ?? "") \(function.body?.count ?? -1)"
                )
            }
        }
        #expect(functions == ["parseExpr throws: true -> Node 1"])
        #expect(calls(in: file) == ["parsePrimary() +0"])
    }

    /// `repeat each xs` in a `for` loop is a pack iteration, not a `repeat` statement whose `each xs { … }`
    /// takes the loop's body as a trailing closure.
    @Test func packExpansionInAForLoop() {
        let source = """
            for seq in repeat each seq {
                result.formUnion(seq.map { $0.sampleType })
            }
            let owned = consume value
            """
        let items = parse(source).items
        #expect(items.count == 2)
        guard case .forIn(let loop) = items.first?.kind else {
            Issue.record("not a for loop: \(String(describing: items.first))")
            return
        }
        #expect(loop.body.count == 1)
        #expect(calls(source) == ["result.formUnion(_:) +0", "seq.map() +1"])
    }

    /// `unsafe CGContext(…)` in a guard condition (SE-0458, PodHaven): read as a name, `unsafe` would end the
    /// condition and `else { return nil }` become a trailing closure. A variable named `unsafe` stays a name.
    @Test func unsafeExpressionInAGuardCondition() {
        let source = """
            guard
              let context = unsafe CGContext(data: &pixels, width: 1)
            else { return nil }
            let n = unsafe.count + unsafe(1) + unsafe [0]
            """
        let items = parse(source).items
        #expect(items.count == 2)
        guard case .guard(let node) = items.first?.kind else {
            Issue.record("not a guard: \(String(describing: items.first))")
            return
        }
        #expect(node.elseBody.count == 1)
        #expect(calls(source) == ["CGContext(data:width:) +0", "unsafe(_:) +0"])
    }

    /// `#selector(tapped(_ :))` names a method, as `tapped(_:)` does (Tari's wallet); `f(x : y)` stays a call.
    @Test func compoundNameWithASpaceBeforeItsColon() {
        #expect(
            calls(
                """
                button.addTarget(self, action: #selector(tapped(_ :)), for: .touchUpInside)
                let v = f(x : y)
                """) == ["button.addTarget(_:action:for:) +0", "#selector(_:) +0", "f(x:) +0"])
    }

    /// A member chain that goes on after a postfix `#if` (SwiftUI modifiers for one platform) applies to the
    /// whole expression before it: `.padding()` and `.onAppear { … }` keep their base, not statements of their
    /// own with an implicit one, and the modifier inside the clause is no statement either.
    @Test func memberChainAfterAPostfixIfConfig() {
        let source = """
            var body: some View {
                Text("x")
                #if os(iOS)
                    .navigationBarTitle("t")
                #elseif DEBUG
                    .border(.red)
                #endif
                    .padding()
                    .onAppear { start() }
            }
            """
        let file = parse(source)
        var calls: [String] = []
        SyntaxWalker.forEachExpression(in: file.items) { expression, _ in
            guard case .call(let call) = expression.kind else { return }
            var base = "none"
            if case .member(let receiver?, _) = call.callee.kind {
                switch receiver.kind {
                case .postfixIfConfig: base = "postfix #if"
                case .call(let inner): base = (inner.calleeName ?? "?") + "()"
                default: base = file.text(of: receiver.range)
                }
            }
            calls.append("\(call.calleeName ?? "?") on \(base)")
        }
        #expect(
            calls == [
                "onAppear on padding()", "padding on postfix #if", "Text on none",
                "navigationBarTitle on none", "border on none", "start on none",
            ])
        #expect(
            file.syntaxDump.contains(
                #"postfix-if(call(Text; "x"); #if os(iOS): call(.navigationBarTitle; "t"); #elseif DEBUG: call(.border; .red))"#
            ))
    }

    /// `values[i] { … }` passes the closure to the subscript as its last argument (as swift-syntax's
    /// `SubscriptCallExprSyntax` does), not to a call whose callee is the subscript.
    @Test func trailingClosureOfASubscript() {
        let source = """
            let x = cache[key] { compute() }
            let y = table[row, column] { $0 } fallback: { defaultValue() }
            """
        #expect(calls(source) == ["compute() +0", "defaultValue() +0"])
        guard
            case .variable(let variable) = parse(source).items.last.flatMap({ item -> Declaration.Kind? in
                if case .declaration(let declaration) = item.kind { return declaration.kind }
                return nil
            }), case .subscriptCall(_, let arguments)? = variable.bindings.first?.initializer?.kind
        else {
            Issue.record("not a subscript")
            return
        }
        #expect(arguments.map { $0.label ?? "_" } == ["_", "_", "_", "fallback"])
    }
}
