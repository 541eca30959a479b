import Foundation
import Testing
import WakeLintCore

@testable import WakeLintSwift

/// The walk recurses through node kinds itself (no per-node arrays); `children(of:)` stays public for rules
/// that need their own order. These pin that both see the same nodes in the same order.
@Suite struct SyntaxWalkerOrderTests {
    /// The ranges of the nodes `SyntaxWalker.walk` visits, in order.
    static func visitedRanges(_ file: SwiftFile) -> [Range<Int>] {
        var visited: [Range<Int>] = []
        SyntaxWalker.walk(file.items) { node, _ in
            switch node {
            case .statement(let statement): visited.append(statement.range)
            case .declaration(let declaration): visited.append(declaration.range)
            case .expression(let expression): visited.append(expression.range)
            }
        }
        return visited
    }

    /// A reference walk built only from `children(of:)`.
    static func referenceOrder(_ items: [Statement]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        func walk(_ statement: Statement) {
            ranges.append(statement.range)
            if case .declaration(let declaration) = statement.kind { ranges.append(declaration.range) }
            let (statements, expressions) = SyntaxWalker.children(of: statement)
            for expression in expressions { walk(expression) }
            for child in statements { walk(child) }
        }
        func walk(_ expression: WakeLintSwift.Expression) {
            ranges.append(expression.range)
            let (statements, expressions) = SyntaxWalker.children(of: expression)
            for child in expressions { walk(child) }
            for child in statements { walk(child) }
        }
        for item in items { walk(item) }
        return ranges
    }

    @Test func walkVisitsWhatChildrenListInTheSameOrder() throws {
        let source = """
            @available(iOS 13, *) @Attr(make()) final class A: B {
                var x: Int = f(1) { willSet { g() } didSet { h("\\(i())") } }
                subscript(k: Int = d()) -> Int { get { s() } set { t() } }
                func run(_ p: Int = q()) async throws {
                    if let v = try? await load(), case .some(let w) = v, c() { u(v, w) } else if z() { y() } else { x2() }
                    guard let a = b() else { return r() }
                    switch m() { case .a(let e) where e > n(): o(); #if DEBUG
                    case .b: p2()
                    #endif
                    default: throw E() }
                    do { try s2() } catch let error as NSError where error.code == c2() { l() } catch { l2() }
                    defer { df() }
                    for case let item? in items() where ok(item) { use(item) }
                    while w2(), let v2 = w3() { w4(v2) }
                    repeat { rp() } while rq()
                    let closure = { [weak self, s = mk()] (a: Int) -> Int in self?.k(a)[idx()] ?? 0 }
                    _ = [a1(): b1(), c3(): d3()] + [e1(), f1()] + (t1(), label: t2())
                    let value = if cond() { one() } else { two() }
                    sheet(isPresented: $flag) { content() } onDismiss: { gone() }
                    x3 = -neg() + post()! as? Int ?? \\Key.path
                }
            }
            """
        let file = SwiftFile(file: SourceFile(path: "t.swift", text: source))
        let visited = Self.visitedRanges(file)
        let reference = Self.referenceOrder(file.items)
        #expect(visited.count > 150)
        #expect(visited == reference)
        // Calls in `case`/`catch` where clauses and in patterns are code too, and the walk visits them.
        let text = visited.map { file.source.file.text($0) }
        #expect(text.contains("n()") && text.contains("c2()") && text.contains("ok(item)"))
    }

    @Test func patternsAndWhereClausesAreWalked() {
        let file = SwiftFile(
            file: SourceFile(
                path: "t.swift",
                text: """
                    switch byte { case UInt8(ascii: "a"), .some(limit()): a() case let x where x > bound(): b() default: c() }
                    if case .ready(code()) = state {}
                    do { try run() } catch let e as URLError where e.code == timeoutCode() { retry() }
                    """))
        var calls: [String] = []
        SyntaxWalker.forEachExpression(in: file.items) { expression, _ in
            if case .call(let call) = expression.kind, let name = call.calleeName { calls.append(name) }
        }
        #expect(calls == ["UInt8", "limit", "a", "bound", "b", "c", "code", "timeoutCode", "run", "retry"])
    }

    @Test func walkOrderMatchesOnTheTestdataFiles() throws {
        for url in TestData.swiftFiles() {
            let file = SwiftFile(file: SourceFile(path: url.lastPathComponent, bytes: Array(try Data(contentsOf: url))))
            let visited = Self.visitedRanges(file)
            #expect(visited == Self.referenceOrder(file.items), "\(url.lastPathComponent)")
        }
    }
}
