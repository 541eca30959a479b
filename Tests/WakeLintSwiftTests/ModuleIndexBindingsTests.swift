import Testing
import WakeLintCore

@testable import WakeLintSwift

/// The index records every binding, `String` enum case and `#if false` clause in its one walk, so facts that
/// trace values need not walk the files again.
@Suite struct ModuleIndexBindingsTests {
    static let index = ModuleIndex(files: [
        SwiftFile(
            file: SourceFile(
                path: "a.swift",
                text: """
                    let global = "g"
                    enum ID: String { case refresh = "a.refresh", clean }
                    enum Plain { case one }
                    struct Store {
                        static let shared = Store()
                        var count: Int
                        func run() {
                            let request = BGAppRefreshTaskRequest(identifier: ID.refresh.rawValue)
                            if let task = pending { guard let refresh = task as? BGAppRefreshTask else { return } }
                            #if false
                            start()
                            #else
                            stop()
                            #endif
                        }
                    }
                    """))
    ])

    @Test func bindingsAtEveryDepthWithOwnerScopeAndSource() throws {
        let run = try #require(Self.index.functions(named: "run").first)
        let rows = Self.index.bindings.map { binding in
            "\(binding.name) owner=\(binding.owner ?? "-") local=\(binding.scope == run.range) condition=\(binding.isCondition) let=\(binding.isLet) init=\(binding.initializer != nil)"
        }
        #expect(
            rows == [
                "global owner=- local=false condition=false let=true init=true",
                "shared owner=Store local=false condition=false let=true init=true",
                "count owner=Store local=false condition=false let=false init=false",
                "request owner=- local=true condition=false let=true init=true",
                "task owner=- local=true condition=true let=true init=true",
                "refresh owner=- local=true condition=true let=true init=true",
            ])
    }

    @Test func stringEnumCasesAndNeverCompiledCode() throws {
        #expect(Self.index.stringEnumCases.map { "\($0.owner): \($0.names)" } == [#"ID: ["refresh", "clean"]"#])
        let inactive = try #require(Self.index.inactiveRanges.first)
        #expect(inactive.map { Self.index.files[0].source.file.text($0) } == ["start()"])
    }

    @Test func entriesOfLaterFilesKeepTheirFileAndOrder() {
        let files = [
            "a.swift": "let a = 1\nstruct A { let p = Store() }",
            "b.swift": "#if false\nlet hidden = 2\n#endif\nstruct B { static let s = A() }",
        ]
        let index = ModuleIndex(
            files: files.sorted { $0.key < $1.key }.map { SwiftFile(file: SourceFile(path: $0.key, text: $0.value)) })
        #expect(index.inactiveRanges.map(\.count) == [0, 1])
        // Code no build compiles is recorded as inactive and left out of the index.
        #expect(index.bindings.map { "\($0.file):\($0.name)" } == ["0:a", "0:p", "1:s"])
        #expect(index.properties.map(\.qualifiedName) == ["A.p", "B.s"])
        #expect(index.singletonType(owner: "B", property: "s") == "A")
    }

    /// Dead clauses come from the parsed condition, not its spelling: a grep for `#if false` misses the
    /// first three and would take `#if false_positive_check` (a flag) for dead code.
    @Test func clausesNoBuildCompilesComeFromTheParsedCondition() {
        let source = """
            #if DEBUG && false
            a()
            #endif
            #if !(true)
            b()
            #endif
            #if true
            c()
            #elseif DEBUG
            d()
            #else
            e()
            #endif
            #if false_positive_check
            f()
            #endif
            #if os(iOS) || false
            g()
            #endif
            #if DEBUG
            h()
            #else
            i()
            #endif
            #if 0
            j()
            #endif
            """
        let index = ModuleIndex(files: [SwiftFile(file: SourceFile(path: "c.swift", text: source))])
        let file = index.files[0].source.file
        #expect(index.inactiveRanges[0].map { file.text($0) } == ["a()", "b()", "d()", "e()", "j()"])
    }
}
