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
        let boxed = SwiftParser.parseBoxed(source)
        let tree = SwiftParser.buildTree(source)
        let flat = tree.items.positions.map { Statement(tree, StatementID($0)) }
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

    /// The flat walk the index uses visits what `SyntaxWalker.walk` visits, in the same order, with the same
    /// declarations entered and left and the same `#if` clauses asked about.
    @Test func flatWalkVisitsInTheBoxedWalksOrder() throws {
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
        let sources = try Self.allTestdataSwiftFiles().map { [UInt8](try Data(contentsOf: $0)) } + [Array(Self.everyConstruct.utf8)]
        for bytes in sources {
            let file = SwiftFile(file: SourceFileStub.make(bytes))
            var boxed = BoxedRecorder()
            SyntaxWalker.walk(SwiftParser.parseBoxed(file.source), with: &boxed)
            var flat = FlatRecorder()
            file.tree.walk(with: &flat)
            #expect(boxed.events.count > 0 || bytes.isEmpty)
            #expect(flat.events == boxed.events)
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
            return "\(code.callRanges.map(\.range.lowerBound).sorted()) \(code.memberReferences.map { $0.owner + "." + $0.name }) \(names)"
        }
        // Every statement and expression shape inside a function body (the testdata's bodies lack some).
        let shapes = ###"""
        func work() {
            let y = if a { f() } else { g() }
            let z = switch b { case .x: h() default: i() }
            guard let v = try? load(), case .some(let w) = opt(), #available(iOS 16, *) else { return }
            for case let (p, q) in pairs(k()) where check(p) { use(q) }
            while let n = next() { n.run() }
            repeat { tick() } while more()
            do { try risky(Store.shared.value) } catch let e as MyError where e.retry() { log(e) } catch { }
            switch event() { case .a(let x) where x.ok(): self.handle(x) default: break }
            defer { cleanup() }
            #if DEBUG
            debugOnly()
            #else
            releaseOnly()
            #endif
            DispatchQueue.main.sync { insideSync() }
            queue.async { notReached() }
            items.forEach { each($0) }
            let text = "\(interp()) and \(Model.count)"
            let a = [one(), two()], d = [k1(): v1()]
            let s = obj?.prop!.method()[sub()](call()) ?? other() as? T
            Text(x)
            #if os(iOS)
                .bold(bolder())
            #endif
            throw failure(-code(), \.path, .member)
        }
        """###
        let sources = try Self.allTestdataSwiftFiles().map { [UInt8](try Data(contentsOf: $0)) }
            + [Array(Self.everyConstruct.utf8), Array(shapes.utf8)]
        var compared = 0
        for bytes in sources {
            let file = SwiftFile(file: SourceFileStub.make(bytes))
            let flat = bodies(file.items)
            let boxed = bodies(SwiftParser.parseBoxed(file.source))
            #expect(flat.count == boxed.count)
            for (flatBody, boxedBody) in zip(flat, boxed) {
                #expect(flatBody.allSatisfy { $0.flat != nil } && boxedBody.allSatisfy { $0.flat == nil })
                #expect(summary(flatBody, bytes: bytes) == summary(boxedBody, bytes: bytes))
                compared += 1
            }
        }
        #expect(compared > 100)
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
