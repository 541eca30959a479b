import Foundation
import Testing
import WakeLintCore

@testable import WakeLintSwift

/// Tokens and trees are not kept for every file of a lint (`SwiftFileStorage`): the loader lexes and keeps
/// nothing, a lint holds the trees it will read again, the index lets the others go once it has walked them, and
/// whatever is read again is made again the same.
@Suite struct ResidencyTests {
    static func file(_ source: SourceFile, _ recent: RecentlyMade) -> SwiftFile {
        SwiftFile(source: SwiftSource(storage: SwiftFileStorage(file: source, recent: recent)))
    }

    static func file(_ path: String, _ text: String, _ recent: RecentlyMade) -> SwiftFile {
        file(SourceFile(path: path, text: text), recent)
    }

    @Test func loadingKeepsNoTreeAndNoTokensAndAHeldTreeStays() {
        let recent = RecentlyMade(budget: 0)
        let health = Self.file("H.swift", "import HealthKit\nfunc h() { g() } // é\n", recent)
        let other = Self.file("O.swift", "import UIKit\nfunc o() {}\n", recent)
        #expect(health.readCommentsAndImports().map(\.range) == [34..<39])
        #expect(other.readCommentsAndImports().isEmpty)
        #expect(health.imports == ["HealthKit"] && other.imports == ["UIKit"])
        #expect(!health.storage.hasTree && !other.storage.hasTree)
        #expect(!health.storage.hasTokens && !other.storage.hasTokens)
        health.holdTree()
        #expect(health.items.count == 2)
        #expect(other.items.count == 2)
        #expect(other.storage.hasTree, "the last tree made is kept whatever the budget")
        #expect(Self.file("X.swift", "let x = 1", recent).items.count == 1)
        #expect(!other.storage.hasTree, "over the budget")
        #expect(health.storage.hasTree, "held")
        health.releaseHeldTree()
        #expect(!health.storage.hasTree, "let go")
        #expect(other.items.count == 2, "made again")
    }

    /// Bytes reserved beyond the nodes in the arrays the builder reserves for a file's tokens (`TreeBuilder.reserve`).
    static func spareBytes(_ tree: SyntaxTree) -> [Int] {
        func spare<Node>(_ nodes: [Node]) -> Int { (nodes.capacity - nodes.count) * MemoryLayout<Node>.stride }
        return [
            spare(tree.expressions), spare(tree.expressionSpans), spare(tree.texts), spare(tree.statements),
            spare(tree.statementSpans), spare(tree.calls), spare(tree.arguments), spare(tree.declarations),
        ]
    }

    /// A held tree is trimmed to its nodes when made (it stays for a while); a tree made and let go keeps what its
    /// builder reserved (copying it would cost more than the room is worth).
    @Test func aHeldTreeTakesNoRoomBeyondItsNodes() {
        let text = "import HealthKit\nfunc h() {\n    let store = HKHealthStore()\n    store.stop(query)\n}\n"
        let held = Self.file("H.swift", text, RecentlyMade())
        let passing = Self.file("H.swift", text, RecentlyMade())
        held.holdTree()
        #expect(Self.spareBytes(passing.storage.tree).reduce(0, +) > 64, "the builder reserves ahead")
        // Less than two of the allocator's 16-byte granules: a trimmed array keeps what rounding gives it, and glibc
        // hands out a reused block up to one granule larger than asked for rather than split off less than 32 bytes.
        #expect(Self.spareBytes(held.storage.tree).allSatisfy { $0 < 32 })
        #expect(held.items.count == passing.items.count)
    }

    @Test func tokensOverTheBudgetAreReleasedAndMadeAgainTheSame() {
        let recent = RecentlyMade(budget: 0)
        let files = (0..<2).map { Self.file("F\($0).swift", "func f\($0)() { g() }", recent) }
        let first = files[0].source.tokens
        #expect(files[0].storage.hasTokens, "the last tokens made are kept whatever the budget")
        _ = files[1].source.tokens
        #expect(!files[0].storage.hasTokens && files[1].storage.hasTokens)
        #expect(files[0].source.tokens == first)
        let roomy = RecentlyMade()
        let kept = (0..<2).map { Self.file("F\($0).swift", "func f\($0)() { g() }", roomy) }
        _ = kept[0].source.tokens
        _ = kept[1].source.tokens
        #expect(kept[0].storage.hasTokens && kept[1].storage.hasTokens, "within the budget both stay")
    }

    /// Indexed twice: with every tree held, and with none held. Indexing reads each file once and keeps no tree
    /// it made, not even among the recently made, whatever their budget; the index holds its files, not their
    /// trees, and what its entries read is the same either way.
    @Test func indexingReleasesTreesAndEntriesReadThemAgainTheSame() throws {
        // Every third testdata file: each comparison below parses every released file again.
        let urls = SyntaxTreeTests.allTestdataSwiftFiles().enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
        let sources = try urls.map { SourceFile(path: $0.path, bytes: [UInt8](try Data(contentsOf: $0))) }
        #expect(sources.count > 30)
        let recent = RecentlyMade(budget: .max)
        let heldFiles = sources.map { Self.file($0, recent) }
        for file in heldFiles { file.holdTree() }
        let kept = ModuleIndex(files: heldFiles)
        let released = ModuleIndex(files: sources.map { Self.file($0, recent) }, workers: 2)
        #expect(kept.files.allSatisfy { $0.storage.hasTree })
        #expect(released.files.allSatisfy { !$0.storage.hasTree }, "no tree made for the index is kept")
        #expect(released.callSites == kept.callSites)
        #expect(released.callSites.map(\.call) == kept.callSites.map(\.call))
        #expect(released.callSites.map(\.receiverRange) == kept.callSites.map(\.receiverRange))
        #expect(released.functions.map(\.declaration) == kept.functions.map(\.declaration))
        #expect(released.properties.map(\.initializer) == kept.properties.map(\.initializer))
        #expect(released.properties.map(\.getter) == kept.properties.map(\.getter))
        #expect(released.bindings.map(\.initializer) == kept.bindings.map(\.initializer))
        let launch = (LaunchReachability(index: kept), LaunchReachability(index: released))
        #expect(released.callSites.map { launch.1.chain(to: $0) } == kept.callSites.map { launch.0.chain(to: $0) })
    }

    /// A detached node (held by its file, `Expression.detached(in:)`) reads what the tree's own node reads, and
    /// is known as the same node without comparing kinds; another file's node at the same place is not.
    @Test func aDetachedNodeIsItsTreesNode() throws {
        let recent = RecentlyMade(budget: 0)
        let text = "let a = f(1, g { $0 })\nlet b = 2\n"
        let file = Self.file("A.swift", text, recent)
        let twin = Self.file("B.swift", text, recent)
        let statement = file.items[0]
        let detached = statement.detached(in: file)
        #expect(detached.isSameNode(as: statement) && statement.isSameNode(as: detached))
        #expect(detached.isSameNode(as: statement.detached(in: file)))
        #expect(!detached.isSameNode(as: twin.items[0]) && !twin.items[0].detached(in: twin).isSameNode(as: detached))
        #expect(detached == twin.items[0], "equal by kind all the same")
        _ = twin.items  // the file's tree let go; the detached node makes it again
        #expect(!file.storage.hasTree)
        #expect(detached.kind == statement.kind && detached.range == statement.range)
        guard case .declaration(let declaration) = detached.kind, case .variable(let variable) = declaration.kind,
            let value = variable.bindings.first?.initializer
        else { throw Failure("no initial value") }
        let expression = value.detached(in: file)
        #expect(expression.isSameNode(as: value) && file.text(of: expression.range) == "f(1, g { $0 })")
    }

    struct Failure: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }

    /// The loader reads imports from tokens (no tree); they are the import declarations the parser finds at file
    /// scope and in its `#if` clauses.
    @Test func importsReadFromTokensAreThoseOfTheTree() throws {
        var texts = try SyntaxTreeTests.allTestdataSwiftFiles().map {
            try String(decoding: Data(contentsOf: $0), as: UTF8.self)
        }
        texts += [
            "@testable import struct Foo.Bar\n@_exported import UIKit",
            "import Foundation; import os.log\nimport class A.B.C",
            "#if canImport(UIKit)\nimport UIKit\n#elseif os(macOS)\nimport AppKit\n#else\n#endif",
            "struct S { func f() { } }\nimport Late",
            "import", "import\nNext", "import `Weird`", "import Any", "import func Darwin.sqrt(_:)",
            "enum E { case a }\n#if DEBUG\nimport Testing\n#endif\n}", "}}} import X { import Y }",
        ]
        for text in texts {
            let source = SwiftSource(file: SourceFile(path: "t.swift", text: text))
            let fromTree = Self.importsInTree(SwiftFile(source: source).items)
            #expect(SwiftFile.imports(in: source.tokens, bytes: source.file.bytes) == fromTree, "\(text.prefix(200))")
        }
    }

    /// The tree's file-scope imports, `#if` clauses included: what `SwiftFile.imports` must find from tokens.
    static func importsInTree(_ items: [Statement]) -> [String] {
        items.flatMap { item -> [String] in
            switch item.kind {
            case .declaration(let declaration):
                if case .import(let path) = declaration.kind { return [path] }
                return []
            case .ifConfig(let config):
                return config.clauses.flatMap { importsInTree($0.items) }
            default:
                return []
            }
        }
    }
}
