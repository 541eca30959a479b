import Foundation
import Testing
import WakeLintCore
import _WakeLintTestSupport

@testable import WakeLintSwift

/// Foundation has an `Expression` of its own.
typealias Expression = WakeLintSwift.Expression

/// What holds for the tree of any input, well-formed or not: ranges inside the file and inside their parent's,
/// items in order; a boxed copy equal node for node and walked in the same order, with the same declarations
/// entered and left and the same `#if` clauses asked about; `SyntaxWalker.walk` in the order `children(of:)`
/// lists. What the tree holds for well-formed code is pinned by the goldens (`SyntaxGoldenTests`) and checked
/// against the toolchain's parser by `Scripts/differential/`.
@Suite struct SyntaxTreeTests {
    struct BoxedRecorder: SyntaxVisitor {
        var events: [String] = []
        mutating func visit(_ statement: Statement) { events.append("statement \(statement.range)") }
        mutating func enter(_ declaration: Declaration) { events.append("enter \(declaration.range)") }
        mutating func leave(_ declaration: Declaration) { events.append("leave \(declaration.range)") }
        mutating func visit(_ expression: Expression) { events.append("expression \(expression.range)") }
        func walks(_ config: IfConfig, clause: Int) -> Bool { clause != 1 }
    }

    struct FlatRecorder: FlatSyntaxVisitor {
        var events: [String] = []
        mutating func visit(statement: StatementID, in tree: SyntaxTree) {
            events.append("statement \(tree.statementSpans[statement.position].range)")
        }
        mutating func enter(declaration: NodeID<DeclarationNode>, in tree: SyntaxTree) {
            events.append("enter \(tree.declarations[declaration.position].span.range)")
        }
        mutating func leave(declaration: NodeID<DeclarationNode>, in tree: SyntaxTree) {
            events.append("leave \(tree.declarations[declaration.position].span.range)")
        }
        mutating func visit(expression: ExpressionID, in tree: SyntaxTree) {
            events.append("expression \(tree.expressionSpans[expression.position].range)")
        }
        mutating func walks(_ config: NodeID<IfConfigNode>, clause: Int, in tree: SyntaxTree) -> Bool { clause != 1 }
    }

    /// The first broken invariant of the tree of `bytes`, or nil.
    static func violation(in bytes: [UInt8]) -> String? {
        let file = SwiftFile(file: SourceFileStub.make(bytes))
        let items = file.items
        var last = 0
        for item in items {
            if item.range.lowerBound < last {
                return "item \(item.range) starts before the previous item's end \(last)"
            }
            last = item.range.upperBound
        }
        if let problem = rangeProblem(items, within: 0..<bytes.count, file: 0..<bytes.count) { return problem }
        let copy = BoxedCopy.statements(items)
        guard copy.allSatisfy({ $0.flat == nil }) && items.allSatisfy({ $0.flat != nil }) else {
            return "the copy is not boxed"
        }
        guard copy == items else {
            let position = Array(zip(copy, items)).firstIndex { $0 != $1 } ?? min(copy.count, items.count)
            return "the boxed copy differs at item \(position)"
        }
        var boxed = BoxedRecorder()
        SyntaxWalker.walk(copy, with: &boxed)
        var flat = FlatRecorder()
        file.tree.walk(with: &flat)
        guard flat.events == boxed.events else {
            let position =
                Array(zip(flat.events, boxed.events)).firstIndex { $0 != $1 }
                ?? min(flat.events.count, boxed.events.count)
            return "walk events differ at \(position) of \(flat.events.count)/\(boxed.events.count)"
        }
        let visited = SyntaxWalkerOrderTests.visitedRanges(file)
        guard visited == SyntaxWalkerOrderTests.referenceOrder(items) else {
            return "the walk does not visit in the order children(of:) lists"
        }
        guard visited == SyntaxListing(items, in: file.source.file).visited else {
            return "the listing does not list in walk order"
        }
        return nil
    }

    /// A node whose range is outside its parent's (the file's for the items), or upside down.
    static func rangeProblem(_ statements: [Statement], within parent: Range<Int>, file: Range<Int>) -> String? {
        for statement in statements {
            guard contains(parent, statement.range) else { return "statement \(statement.range) outside \(parent)" }
            if case .declaration(let declaration) = statement.kind, !contains(statement.range, declaration.range) {
                return "declaration \(declaration.range) outside \(statement.range)"
            }
            let (children, expressions) = SyntaxWalker.children(of: statement)
            if let problem = rangeProblem(expressions, within: statement.range, file: file)
                ?? rangeProblem(children, within: statement.range, file: file)
            {
                return problem
            }
        }
        return nil
    }

    static func rangeProblem(_ expressions: [Expression], within parent: Range<Int>, file: Range<Int>) -> String? {
        for expression in expressions {
            // A missing expression is placed where the parser noticed it missing: the next token, which may follow
            // the parent's end; it still lies in the file.
            if case .missing = expression.kind, expression.range.isEmpty {
                guard contains(file, expression.range) else {
                    return "missing expression \(expression.range) outside the file"
                }
                continue
            }
            guard contains(parent, expression.range) else { return "expression \(expression.range) outside \(parent)" }
            let (children, inner) = SyntaxWalker.children(of: expression)
            if let problem = rangeProblem(inner, within: expression.range, file: file)
                ?? rangeProblem(children, within: expression.range, file: file)
            {
                return problem
            }
        }
        return nil
    }

    static func contains(_ outer: Range<Int>, _ inner: Range<Int>) -> Bool {
        inner.lowerBound <= inner.upperBound && outer.lowerBound <= inner.lowerBound
            && inner.upperBound <= outer.upperBound
    }

    /// Every Swift file under `testdata/` (fixtures, demo projects, real-app excerpts, hostile inputs).
    static func allTestdataSwiftFiles() -> [URL] {
        let root = TestData.swiftDirectory.deletingLastPathComponent()
        guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        return walk.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    @Test func everyTestdataSwiftFileKeepsTheInvariants() throws {
        let files = Self.allTestdataSwiftFiles()
        #expect(files.count > 50)
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: file))
            #expect(Self.violation(in: bytes) == nil, "\(file.path)")
        }
    }

    /// Random cuts and splices of testdata files: unbalanced groups, half statements, stray `#endif`s — the
    /// recovery paths, where the parser backtracks and skips.
    @Test func splicedTestdataKeepsTheInvariants() throws {
        let sources = try Self.allTestdataSwiftFiles().prefix(40).map { [UInt8](try Data(contentsOf: $0)) }.filter {
            !$0.isEmpty
        }
        for seed in 0..<300 {
            var random = SeededGenerator(seed: UInt64(seed))
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let source = sources.randomElement(using: &random)!
                let start = Int.random(in: 0..<source.count, using: &random)
                let end = min(source.count, start + Int.random(in: 1...2_000, using: &random))
                bytes += source[start..<end]
            }
            #expect(Self.violation(in: bytes) == nil, "seed \(seed)")
        }
    }

    @Test func randomBytesKeepTheInvariants() {
        for seed in 0..<200 {
            var random = SeededGenerator(seed: UInt64(seed))
            let length = Int.random(in: 0...600, using: &random)
            let bytes: [UInt8] = (0..<length).map { _ in
                seed % 2 == 0
                    ? UInt8.random(in: 0...255, using: &random)
                    : SwiftLexerRoundTripTests.interestingBytes.randomElement(using: &random)!
            }
            #expect(Self.violation(in: bytes) == nil, "seed \(seed)")
        }
    }

    /// Each prefix of the every-construct sample cuts a construct short somewhere, which the recovery paths then see.
    @Test func everyConstructPrefixKeepsTheInvariants() {
        let bytes = TestData.bytes("every-construct.swift")
        #expect(bytes.count > 2_000)
        for end in stride(from: 1, to: bytes.count, by: 7) {
            #expect(Self.violation(in: Array(bytes[..<end])) == nil, "prefix of \(end) bytes")
        }
    }

    /// Launch reachability reads function bodies in the flat tree; on boxed nodes (those rules rebuild) it reads
    /// kinds. Both must find the same calls, member references and reads, in the same order.
    @Test func synchronousCodeIsTheSameInBothTrees() throws {
        func bodies(_ items: [Statement]) -> [[Statement]] {
            var result: [[Statement]] = []
            SyntaxWalker.forEachDeclaration(in: items) { declaration, _ in
                if case .function(let function) = declaration.kind, let body = function.body { result.append(body) }
            }
            return result
        }
        func summary(_ body: [Statement], bytes: [UInt8]) -> String {
            var code = LaunchReachability.SynchronousCode()
            LaunchReachability.collectSynchronousCode(in: body, into: &code)
            let names = code.ownReadNames(in: bytes).sorted()
            return
                "\(code.callRanges.map(\.range.lowerBound).sorted()) \(code.memberReferences.map { $0.owner + "." + $0.name }) \(names)"
        }
        var compared = 0
        for url in Self.allTestdataSwiftFiles() {
            let bytes = [UInt8](try Data(contentsOf: url))
            let file = SwiftFile(file: SourceFileStub.make(bytes))
            let flat = bodies(file.items)
            let boxed = bodies(BoxedCopy.statements(file.items))
            #expect(flat.count == boxed.count)
            for (flatBody, boxedBody) in zip(flat, boxed) {
                #expect(flatBody.allSatisfy { $0.flat != nil } && boxedBody.allSatisfy { $0.flat == nil })
                #expect(summary(flatBody, bytes: bytes) == summary(boxedBody, bytes: bytes), "\(url.lastPathComponent)")
                compared += 1
            }
        }
        #expect(compared > 100)
    }

    /// Nesting past the parser's depth limit, where it skips whole groups.
    @Test func deepNestingKeepsTheInvariants() {
        let deep = String(repeating: "f(", count: 400) + String(repeating: ")", count: 400)
        let chain = "x" + String(repeating: ".a()", count: 400)
        let ifs = String(repeating: "if a { ", count: 300) + String(repeating: "} else if b { }", count: 300)
        for source in [deep, chain, ifs, String(repeating: "[", count: 500), String(repeating: "{ x in ", count: 300)] {
            #expect(Self.violation(in: Array(source.utf8)) == nil, "\(source.prefix(20))")
        }
    }
}

/// A `SourceFile` for bytes that come from no path.
enum SourceFileStub {
    static func make(_ bytes: [UInt8]) -> SourceFile { SourceFile(path: "test.swift", bytes: bytes) }
}
