import Testing
import WakeLintCore
@testable import WakeLintSwift

/// Parser bugs found by `Scripts/differential/compare-calls.sh` (wakelint's calls and closures against the
/// toolchain's SwiftParser on real code), each pinned by the smallest source that showed it.
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

    /// An enum case pattern nested in a payload or a tuple ends at the `)` after it; it was reparsed as an
    /// expression pattern, which binds nothing, so `let action` and `let task` were lost (TCA's
    /// `case .alert(.presented(let action))`, 342 patterns in swift-composable-architecture).
    @Test func nestedEnumCasePatternsKeepTheirBindings() {
        let patterns = casePatterns("""
            switch event {
            case .alert(.presented(let action)): handle(action)
            case (.some(let task), .none): task.setTaskCompleted(success: true)
            case .launch(.refresh(task: let task), let date): run(task, date)
            default: break
            }
            """)
        #expect(patterns.map(\.boundNames) == [["action"], ["task"], ["task", "date"]])
        guard case .enumCase(nil, "alert", let arguments?) = patterns.first?.kind,
              case .enumCase(nil, "presented", _)? = arguments.first?.pattern.kind else {
            Issue.record("not an enum case pattern inside one: \(String(describing: patterns.first))")
            return
        }
    }

    /// `await` before a prefix operator is the `await` operator, not a variable named `await`: read as a name,
    /// the condition ended there and the `if` body became a trailing closure of the awaited call.
    @Test func awaitBeforeAPrefixOperator() {
        let source = """
            if await !store.isScheduled(identifier) {
                BGTaskScheduler.shared.submit(request)
            }
            guard try await !client.validate(id) else { return }
            """
        #expect(calls(source) == ["store.isScheduled(_:) +0", "BGTaskScheduler.shared.submit(_:) +0", "client.validate(_:) +0"])
        let items = parse(source).items
        guard case .if(let node) = items.first?.kind, case .expression(let condition)? = node.conditions.first?.kind,
              case .await(let operand) = condition.kind, case .prefix("!", _) = operand.kind else {
            Issue.record("no `if await !…` condition: \(String(describing: items.first))")
            return
        }
        #expect(node.body.count == 1)
        #expect(items.count == 2)
    }

    /// `func ==<K, V>(…)`: the operator name and the `<` opening its generic parameters are lexed as one `==<`
    /// token; the declaration was lost and its body read as a trailing closure of the return type (`Bool { … }`).
    @Test func genericOperatorFunctionIsADeclaration() {
        let file = parse("""
            func ==<K, V>(lhs: [K: V]?, rhs: [K: V]?) -> Bool { compare(lhs, rhs) }
            public func <<<<S: Sequence>(stream: Stream, value: S) -> Stream where S.Element == UInt8 { stream.write(value) }
            func <(lhs: Version, rhs: Version) -> Bool { lhs.major < rhs.major }
            """)
        var functions: [String] = []
        SyntaxWalker.forEachDeclaration(in: file.items) { declaration, _ in
            if case .function(let function) = declaration.kind {
                functions.append("\(function.name)(\(function.parameters.map(\.name).joined(separator: ","))) \(function.body?.count ?? -1)")
            }
        }
        #expect(functions == ["==(lhs,rhs) 1", "<<<(stream,value) 1", "<(lhs,rhs) 1"])
        #expect(calls(in: file) == ["compare(_:_:) +0", "stream.write(_:) +0"])
    }
}
