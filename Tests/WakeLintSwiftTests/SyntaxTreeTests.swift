import Foundation
import Testing
import WakeLintCore
import _WakeLintTestSupport
@testable import WakeLintSwift

/// Foundation has an `Expression` of its own.
typealias Expression = WakeLintSwift.Expression

/// The flat tree holds what the boxed tree holds: both parsers run on the same tokens, and the flat tree
/// read back into boxed nodes must equal the boxed parser's output, node for node (kinds, names, ranges).
@Suite struct SyntaxTreeTests {
    static func mismatch(in bytes: [UInt8]) -> String? {
        let source = SwiftSource(file: SourceFileStub.make(bytes))
        let boxed = SwiftParser.parse(source)
        let flat = SwiftParser.buildTree(source).boxedItems()
        guard boxed != flat else { return nil }
        for (position, (expected, actual)) in zip(boxed, flat).enumerated() where expected != actual {
            return "item \(position) differs:\n\(SyntaxDump.dump([expected], bytes: bytes))\n---\n\(SyntaxDump.dump([actual], bytes: bytes))"
        }
        return "item counts differ: \(boxed.count) against \(flat.count)"
    }

    /// Every Swift file under `testdata/` (fixtures, demo projects, real-app excerpts).
    static func allTestdataSwiftFiles() -> [URL] {
        let root = TestData.swiftDirectory.deletingLastPathComponent()
        guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        return walk.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    @Test func everyTestdataSwiftFileBuildsTheSameTree() throws {
        let files = Self.allTestdataSwiftFiles()
        #expect(files.count > 50)
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: file))
            #expect(Self.mismatch(in: bytes) == nil, "\(file.path)")
        }
    }

    /// Random cuts and splices of testdata files: unbalanced groups, half statements, stray `#endif`s — the
    /// recovery paths, where the parsers backtrack and skip.
    @Test func splicedTestdataBuildsTheSameTree() throws {
        let sources = try Self.allTestdataSwiftFiles().prefix(40).map { [UInt8](try Data(contentsOf: $0)) }.filter { !$0.isEmpty }
        for seed in 0..<300 {
            var random = SeededGenerator(seed: UInt64(seed))
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let source = sources.randomElement(using: &random)!
                let start = Int.random(in: 0..<source.count, using: &random)
                let end = min(source.count, start + Int.random(in: 1...2_000, using: &random))
                bytes += source[start..<end]
            }
            #expect(Self.mismatch(in: bytes) == nil, "seed \(seed)")
        }
    }

    @Test func randomBytesBuildTheSameTree() {
        for seed in 0..<200 {
            var random = SeededGenerator(seed: UInt64(seed))
            let length = Int.random(in: 0...600, using: &random)
            let bytes: [UInt8] = (0..<length).map { _ in
                seed % 2 == 0 ? UInt8.random(in: 0...255, using: &random)
                    : SwiftLexerRoundTripTests.interestingBytes.randomElement(using: &random)!
            }
            #expect(Self.mismatch(in: bytes) == nil, "seed \(seed)")
        }
    }

    /// Every node kind and payload at least once, including shapes the testdata files lack.
    static let everyConstruct = ###"""
    #!/usr/bin/env swift
    import struct Foundation.Date
    @testable import Kit
    @available(iOS 17, *) @MainActor
    public final class Model: NSObject, @unchecked Sendable where T: Equatable {
        private(set) var state = 0 { didSet { print(oldValue) } willSet(next) { _ = next } }
        lazy var a = 1, b: Int? = nil
        var computed: Int { get async throws { 1 } set { } }
        var implicit: String { "x" }
        static let shared = Model()
        nonisolated(unsafe) let raw: [String: Any] = [:]
        typealias Handler<T> = (T) -> Void
        associatedtype Item: Hashable
        subscript(index: Int, default value: Int = 0) -> Int { get { index } set(v) { } }
        init?(value: Int, _ other: String = "a\(value, privacy: .public)b") throws { super.init() }
        func ==<T>(lhs: T, rhs: T) -> Bool { true }
        class func f(_ x: inout Int, y z: @escaping @Sendable () async -> Void...) rethrows -> some View where Z: P {}
        deinit {}
        prefix operator +++
        enum Kind: String { case a = "x", b, c(Int) }
        protocol P: class, Q { func g() }
    }
    extension Model.Inner<Int>: P where Self: AnyObject {}
    actor Worker {}
    macro m() = #externalMacro(module: "M", type: "T")
    let value = try? await fetch(x, label: y) { [weak self, unowned(unsafe) u, s = self.store] a, b in
        guard let self, case .some(let v)? = a as? Int?, #available(iOS 16, *) else { return }
        defer { done() }
        outer: for case let (i, j) in pairs where i > j { continue outer }
        for (index, element) in zip(a, b).enumerated() { break }
        while let x = next(), x != 0 { x += 1 }
        repeat { n -= 1 } while n > 0
        do throws(E) { try! risky() } catch let error as NSError where error.code == 1 { throw error } catch is CancellationError, Err.a { } catch { }
        switch value {
        case .failure(let error as URLError), .success(let (code: c, _)): fallthrough
        case Tree<C>.Error.cycle(let c), "literal", 0..<10, let x? where x > 0, (let a, .none): break
        #if DEBUG
        case .debug: break
        #endif
        @unknown default: break
        }
        let y = if a { 1 } else if b { 2 } else { 3 }
        let z = switch a { case 1: "one" default: "many" }
        let w = x!.y?.z![0]?(1) ?? .init(rawValue: 1)!
        let p = \Model.state?.count
        let r = #/a+b/#
        let s = /ab+c/
        let t = a ? b : c
        let u = [1, 2, 3].map { $0 * 2 }.reduce(0, +).sorted(by: <)
        let v = Array<Int>() as! [Int]
        let k = value is String
        let m = -x + !y
        let q = x++
        let d = ["a": 1, "b": f(2)]
        let e: [Int] = []
        let g = items[index] { $0 } label: { $1 }
        let h = handle(_:with:)
        let i = CompletionShell.init(rawValue:)
        let l = #selector(tapped(_:))
        let unsafePointer = unsafe p.pointee
        let each = repeat each xs
        let consumed = consume x
        let raw = ##"raw \##(x) "quoted" "##
        let multi = """
            line \(a + b)
            """
        sheet(isPresented: $x) { View() } onDismiss: { done() }
        Text(x)
        #if os(iOS)
            .bold()
        #elseif os(macOS)
            .italic()
        #else
            .padding()
        #endif
        if tasks.contains { $0.id == id } { run() }
        Task { @MainActor in await work() }
        return
    }
    #if false
    func inactive() {}
    #elseif canImport(UIKit) && !targetEnvironment(simulator) || swift(>=5.9)
    @objc func active() {}
    #endif
    """###

    @Test func everyConstructBuildsTheSameTree() {
        let bytes = Array(Self.everyConstruct.utf8)
        #expect(Self.mismatch(in: bytes) == nil)
        // Each prefix cuts a construct short somewhere, which the recovery paths then see.
        for end in stride(from: 1, to: bytes.count, by: 7) {
            #expect(Self.mismatch(in: Array(bytes[..<end])) == nil, "prefix of \(end) bytes")
        }
    }

    /// Nesting past the parsers' depth limit, where both skip whole groups.
    @Test func deepNestingBuildsTheSameTree() {
        let deep = String(repeating: "f(", count: 400) + String(repeating: ")", count: 400)
        let chain = "x" + String(repeating: ".a()", count: 400)
        let ifs = String(repeating: "if a { ", count: 300) + String(repeating: "} else if b { }", count: 300)
        for source in [deep, chain, ifs, String(repeating: "[", count: 500), String(repeating: "{ x in ", count: 300)] {
            #expect(Self.mismatch(in: Array(source.utf8)) == nil)
        }
    }
}

/// A `SourceFile` for bytes that come from no path.
enum SourceFileStub {
    static func make(_ bytes: [UInt8]) -> SourceFile { SourceFile(path: "test.swift", bytes: bytes) }
}

// MARK: - Reading the flat tree back as boxed nodes

extension SyntaxTree {
    func boxedItems() -> [Statement] { statements(items) }

    func statements(_ list: NodeList<StatementNode>) -> [Statement] { list.positions.map(statement) }

    func statement(_ position: Int) -> Statement {
        let range = statementSpans[position].range
        let kind: Statement.Kind
        switch statements[position] {
        case .expression(let id): kind = .expression(expression(id))
        case .declaration(let id): kind = .declaration(declaration(declarations[id.position]))
        case .if(let id): kind = .if(ifStatement(ifs[id.position]))
        case .guard(let id):
            let node = guards[id.position]
            kind = .guard(Statement.Guard(conditions: conditions(node.conditions), elseBody: statements(node.elseBody)))
        case .switch(let id):
            let node = switches[id.position]
            kind = .switch(Statement.Switch(subject: expression(node.subject), cases: statements(node.cases)))
        case .switchCase(let id):
            let node = switchCases[id.position]
            kind = .switchCase(Statement.SwitchCase(pattern: string(node.pattern), isUnknownDefault: node.isUnknownDefault,
                                                    body: statements(node.body), items: caseItems(node.items)))
        case .do(let id):
            let node = dos[id.position]
            kind = .do(Statement.Do(body: statements(node.body), catches: node.catches.positions.map { position in
                let clause = catches[position]
                return Statement.Catch(pattern: string(clause.pattern), body: statements(clause.body), items: caseItems(clause.items))
            }))
        case .defer(let body): kind = .defer(statements(body))
        case .return(let value): kind = .return(value.map(expression))
        case .throw(let value): kind = .throw(value.map(expression))
        case .forIn(let id):
            let node = forIns[id.position]
            kind = .forIn(Statement.ForIn(pattern: string(node.pattern), sequence: expression(node.sequence),
                                          whereClause: node.whereClause.map(expression), body: statements(node.body),
                                          loopPattern: node.loopPattern.map(pattern)))
        case .while(let id):
            let node = whiles[id.position]
            kind = .while(conditions: conditions(node.conditions), body: statements(node.body))
        case .repeat(let id):
            let node = repeats[id.position]
            kind = .repeat(body: statements(node.body), condition: node.condition.map(expression))
        case .jump(let word): kind = .jump(string(word))
        case .ifConfig(let id): kind = .ifConfig(ifConfig(id))
        case .unknown: kind = .unknown
        }
        return Statement(kind, range: range)
    }

    func ifStatement(_ node: IfNode) -> Statement.If {
        Statement.If(conditions: conditions(node.conditions), body: statements(node.body), elseBody: node.elseBody.map(statements))
    }

    func ifConfig(_ id: NodeID<IfConfigNode>) -> IfConfig {
        IfConfig(clauses: ifConfigs[id.position].clauses.positions.map { position in
            let clause = clauses[position]
            return IfConfig.Clause(directive: string(clause.directive), condition: string(clause.condition),
                                   items: statements(clause.items),
                                   compilationCondition: clause.compilationCondition.map { compilationConditions[$0.position] })
        })
    }

    func conditions(_ list: NodeList<ConditionNode>) -> [Condition] {
        list.positions.map { position in
            let node = conditions[position]
            let kind: Condition.Kind
            switch node.kind {
            case .binding(let specifier, let pattern, let initializer):
                kind = .binding(specifier: string(specifier), pattern: string(pattern), initializer: initializer.map(expression))
            case .pattern(let pattern, let initializer): kind = .pattern(string(pattern), initializer: initializer.map(expression))
            case .availability(let text): kind = .availability(string(text))
            case .expression(let id): kind = .expression(expression(id))
            }
            return Condition(kind, range: node.span.range, casePattern: node.casePattern.map(pattern))
        }
    }

    func caseItems(_ list: NodeList<CaseItemNode>) -> [CaseItem] {
        list.positions.map { position in
            let node = caseItems[position]
            return CaseItem(pattern: pattern(node.pattern), whereClause: node.whereClause.map(expression), range: node.span.range)
        }
    }

    func pattern(_ id: PatternID) -> Pattern {
        let kind: Pattern.Kind
        switch patterns[id.position] {
        case .wildcard: kind = .wildcard
        case .identifier(let name): kind = .identifier(string(name))
        case .binding(let specifier, let inner): kind = .binding(specifier: string(specifier), pattern(inner))
        case .tuple(let elements): kind = .tuple(patternElements(elements))
        case .enumCase(let type, let name, let arguments):
            kind = .enumCase(type: string(type), name: string(name), arguments: arguments.map(patternElements))
        case .isType(let type): kind = .isType(string(type))
        case .cast(let inner, let type): kind = .cast(pattern(inner), type: string(type))
        case .optional(let inner): kind = .optional(pattern(inner))
        case .expression(let value): kind = .expression(expression(value))
        case .invalid: kind = .invalid
        }
        return Pattern(kind, range: patternSpans[id.position].range)
    }

    func patternElements(_ list: NodeList<PatternElementNode>) -> [Pattern.Element] {
        list.positions.map { Pattern.Element(label: string(patternElements[$0].label), pattern: pattern(patternElements[$0].pattern)) }
    }

    func declaration(_ node: DeclarationNode) -> Declaration {
        let kind: Declaration.Kind
        switch node.kind {
        case .import(let path): kind = .import(string(path))
        case .type(let id):
            let type = typeDeclarations[id.position]
            kind = .type(TypeDeclaration(kind: type.kind, name: string(type.name), inheritance: strings(type.inheritance),
                                         members: statements(type.members)))
        case .function(let id):
            let function = functions[id.position]
            kind = .function(FunctionDeclaration(
                kind: function.kind, name: string(function.name),
                parameters: function.parameters.positions.map { position in
                    let parameter = parameters[position]
                    return FunctionDeclaration.Parameter(label: string(parameter.label), name: string(parameter.name),
                                                         type: string(parameter.type), defaultValue: parameter.defaultValue.map(expression))
                },
                isAsync: function.isAsync, isThrowing: function.isThrowing, returnType: string(function.returnType),
                body: function.body.map(statements), accessors: accessors(function.accessors)))
        case .variable(let id):
            let variable = variables[id.position]
            kind = .variable(VariableDeclaration(isLet: variable.isLet, bindings: variable.bindings.positions.map { position in
                let binding = bindings[position]
                return VariableDeclaration.Binding(pattern: string(binding.pattern), type: string(binding.type),
                                                   initializer: binding.initializer.map(expression), accessors: accessors(binding.accessors))
            }))
        case .enumCase(let names): kind = .enumCase(strings(names))
        case .typeAlias(let name): kind = .typeAlias(string(name))
        case .associatedType(let name): kind = .associatedType(string(name))
        case .other(let word): kind = .other(string(word))
        }
        return Declaration(attributes: node.attributes.positions.map { position in
            let attribute = attributes[position]
            return Attribute(name: string(attribute.name), arguments: attribute.arguments.map(arguments), range: attribute.span.range)
        }, modifiers: strings(node.modifiers), kind: kind, range: node.span.range)
    }

    func accessors(_ list: NodeList<AccessorNode>) -> [Accessor] {
        list.positions.map { position in
            let node = accessors[position]
            return Accessor(kind: string(node.kind), parameter: string(node.parameter), body: node.body.map(statements), range: node.span.range)
        }
    }

    func strings(_ list: LinkList<String>) -> [String] { list.positions.map { strings[Int(links[$0])] } }

    func expressions(_ list: LinkList<ExpressionNode>) -> [Expression] { list.positions.map { expression(ExpressionID(Int(links[$0]))) } }

    func arguments(_ list: NodeList<ArgumentNode>) -> [Argument] {
        list.positions.map { position in
            let node = arguments[position]
            return Argument(label: string(node.label), value: expression(node.value), range: node.span.range)
        }
    }

    func closure(_ id: NodeID<ClosureNode>) -> Closure {
        let node = closures[id.position]
        return Closure(captures: node.captures.positions.map { position in
            let capture = captures[position]
            return Closure.Capture(specifier: string(capture.specifier), name: string(capture.name),
                                   initializer: capture.initializer.map(expression), text: string(capture.text))
        }, parameters: strings(node.parameters), hasSignature: node.hasSignature, body: statements(node.body), range: node.span.range)
    }

    func expression(_ id: ExpressionID) -> Expression {
        let kind: Expression.Kind
        switch expressions[id.position] {
        case .identifier(let name): kind = .identifier(string(name))
        case .literal(let literal): kind = .literal(literal)
        case .string(let id):
            let node = stringLiterals[id.position]
            kind = .string(StringLiteral(interpolations: node.interpolations.positions.map { arguments(interpolations[$0]) },
                                         segments: node.segments.positions.map { segments[$0].range },
                                         delimiterLength: Int(node.delimiterLength), isMultiline: node.isMultiline))
        case .member(let base, let name): kind = .member(base: base.map(expression), name: string(name))
        case .optionalChain(let base): kind = .optionalChain(expression(base))
        case .forceUnwrap(let base): kind = .forceUnwrap(expression(base))
        case .specialized(let base, let text): kind = .specialized(expression(base), arguments: string(text))
        case .call(let id):
            let node = calls[id.position]
            kind = .call(Call(callee: expression(node.callee), arguments: arguments(node.arguments),
                              trailingClosures: node.trailingClosures.positions.map { position in
                                  let trailing = trailingClosures[position]
                                  guard case .closure(let closureID) = expressions[trailing.expression.position] else {
                                      fatalError("a trailing closure that is not a closure")
                                  }
                                  return TrailingClosure(label: string(trailing.label), closure: closure(closureID))
                              }, hasParentheses: node.hasParentheses))
        case .subscriptCall(let base, let list): kind = .subscriptCall(base: expression(base), arguments: arguments(list))
        case .closure(let id): kind = .closure(closure(id))
        case .tuple(let list): kind = .tuple(arguments(list))
        case .array(let list): kind = .array(expressions(list))
        case .dictionary(let list):
            let items = expressions(list)
            kind = .dictionary(stride(from: 0, to: items.count - 1, by: 2).map { DictionaryElement(key: items[$0], value: items[$0 + 1]) })
        case .sequence(let list): kind = .sequence(expressions(list))
        case .operator(let text): kind = .operator(string(text))
        case .cast(let word, let type): kind = .cast(string(word), type: string(type))
        case .prefix(let text, let operand): kind = .prefix(operator: string(text), expression(operand))
        case .postfix(let operand, let text): kind = .postfix(expression(operand), operator: string(text))
        case .try(let word, let operand): kind = .try(string(word), expression(operand))
        case .await(let operand): kind = .await(expression(operand))
        case .keyPath(let text): kind = .keyPath(string(text))
        case .statement(let id): kind = .statement(statement(id.position))
        case .postfixIfConfig(let base, let config): kind = .postfixIfConfig(base: expression(base), ifConfig(config))
        case .missing: kind = .missing
        }
        return Expression(kind, range: expressionSpans[id.position].range)
    }
}
