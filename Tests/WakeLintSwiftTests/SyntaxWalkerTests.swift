import Testing
import WakeLintCore

@testable import WakeLintSwift

@Suite struct SyntaxWalkerTests {
    @Test func walksIntoClosuresInterpolationsAndAccessorsWithEnclosingDeclarations() {
        let file = SwiftFile(
            file: SourceFile(
                path: "t.swift",
                text: """
                    struct Model {
                        var state = 0 { didSet { log("\\(describe(state))") } }
                        func run() {
                            Task { [value = make()] in use(value) }
                            #if DEBUG
                            debug()
                            #endif
                        }
                    }
                    """))
        var calls: [String] = []
        SyntaxWalker.forEachExpression(in: file.items) { expression, enclosing in
            guard case .call(let call) = expression.kind, let name = call.calleeName else { return }
            let owners = enclosing.compactMap { declaration -> String? in
                switch declaration.kind {
                case .type(let type): return type.name
                case .function(let function): return function.name
                case .variable(let variable): return variable.bindings.first?.pattern
                default: return nil
                }
            }
            calls.append(owners.joined(separator: ".") + ":" + name)
        }
        #expect(
            calls == [
                "Model.state:log", "Model.state:describe", "Model.run:Task", "Model.run:make", "Model.run:use",
                "Model.run:debug",
            ])
        var declarations: [String] = []
        SyntaxWalker.forEachDeclaration(in: file.items) { declaration, enclosing in
            switch declaration.kind {
            case .type(let type): declarations.append("\(enclosing.count) \(type.name)")
            case .function(let function): declarations.append("\(enclosing.count) \(function.signatureName)")
            case .variable(let variable): declarations.append("\(enclosing.count) \(variable.bindings.map(\.pattern))")
            default: declarations.append("\(enclosing.count) other")
            }
        }
        #expect(declarations == ["0 Model", "1 [\"state\"]", "1 run()"])
    }

    /// The walk visits exactly what `children(of:)` lists, in order, and counts enclosing declarations right.
    @Test(arguments: TestData.swiftFiles().map(\.lastPathComponent))
    func walkAgreesWithChildren(_ name: String) {
        let file = SwiftFile(file: SourceFile(path: name, bytes: TestData.bytes(name)))
        var walked: [String] = []
        SyntaxWalker.walk(file.items) { node, enclosing in
            switch node {
            case .statement(let statement): walked.append("s\(statement.range) \(enclosing.count)")
            case .expression(let expression): walked.append("e\(expression.range) \(enclosing.count)")
            case .declaration: break
            }
        }
        var expected: [String] = []
        func visit(_ statement: Statement, depth: Int) {
            expected.append("s\(statement.range) \(depth)")
            let (statements, expressions) = SyntaxWalker.children(of: statement)
            let inner = depth + (statement.kind.isDeclaration ? 1 : 0)
            for expression in expressions { visit(expression, depth: inner) }
            for child in statements { visit(child, depth: inner) }
        }
        func visit(_ expression: Expression, depth: Int) {
            expected.append("e\(expression.range) \(depth)")
            let (statements, expressions) = SyntaxWalker.children(of: expression)
            for child in expressions { visit(child, depth: depth) }
            for child in statements { visit(child, depth: depth) }
        }
        for item in file.items { visit(item, depth: 0) }
        #expect(walked.count > 50)
        #expect(walked == expected)
    }

    /// Descending only into the nodes that hold a position finds every expression a whole walk finds there:
    /// checked at each closure's closing brace, as `bg-task-completion` asks.
    @Test(arguments: TestData.swiftFiles().map(\.lastPathComponent))
    func expressionsContainingAPositionAreThoseTheWholeWalkFinds(_ name: String) {
        let file = SwiftFile(file: SourceFile(path: name, bytes: TestData.bytes(name)))
        var everything: [Expression] = []
        SyntaxWalker.forEachExpression(in: file.items) { expression, _ in everything.append(expression) }
        var positions: [Int] = []
        for expression in everything {
            if case .closure(let closure) = expression.kind { positions.append(closure.closingBrace.lowerBound) }
        }
        for position in positions {
            var found: [Range<Int>] = []
            SyntaxWalker.forEachExpression(containing: position, in: file.items) { found.append($0.range) }
            let expected = everything.filter { $0.range.contains(position) }.map(\.range)
            #expect(found == expected, "at \(position)")
            #expect(!found.isEmpty)
        }
        // And at every eleventh byte: inside function bodies and types the walk goes straight to the statement
        // holding the place (`bodyChildren`), between statements it finds nothing, as the whole walk does.
        for position in stride(from: 0, to: file.source.file.bytes.count, by: 11) {
            var found: [Range<Int>] = []
            SyntaxWalker.forEachExpression(containing: position, in: file.items) { found.append($0.range) }
            #expect(found == everything.filter { $0.range.contains(position) }.map(\.range), "at \(position)")
        }
    }
}

extension Statement.Kind {
    fileprivate var isDeclaration: Bool {
        if case .declaration = self { return true }
        return false
    }
}
