import Testing
import WakeLintCore

@testable import WakeLintSwift

/// Which parameter each argument binds, as the compiler matches them; every resolver decides by this.
@Suite struct ArgumentMatchingTests {
    /// A declaration, a call of it, and the names of the parameters the call's arguments bind in order (nil: the
    /// call does not fit the declaration).
    static let cases: [(declaration: String, call: String, bound: [String]?)] = [
        // Defaulted parameters left out anywhere, not only at the end.
        ("func sync(from start: Date = .distantPast, every interval: TimeInterval)", "sync(every: 60)", ["interval"]),
        ("func sync(from start: Date, every interval: TimeInterval)", "sync(every: 60)", nil),
        (
            "func sync(from start: Date = .distantPast, every interval: TimeInterval)", "sync(from: a, every: 60)",
            ["start", "interval"]
        ),
        ("func fetch(id: String, cached: Bool = true, limit: Int = 5)", "fetch(id: a, limit: 2)", ["id", "limit"]),
        ("func fetch(id: String, cached: Bool = true)", "fetch(cached: false)", nil),
        ("func fetch(id: String)", "fetch(id: a, extra: b)", nil),
        ("func fetch(id: String)", "fetch(a)", nil),
        // `_` labels.
        ("func observe(_ type: HKSampleType, _ store: HKHealthStore = .init())", "observe(steps)", ["type"]),
        (
            "func observe(_ type: HKSampleType, _ store: HKHealthStore = .init())", "observe(steps, store)",
            ["type", "store"]
        ),
        ("func observe(_ type: HKSampleType)", "observe(type: steps)", nil),
        // Trailing closures: the first binds the next parameter that can hold a closure.
        ("func load(limit: Int = 10, completion: @escaping () -> Void)", "load { }", ["completion"]),
        ("func load(limit: Int = 10, completion: (() -> Void)? = nil)", "load { }", ["completion"]),
        ("func load(limit: Int = 10, completion: (() -> Void)? = nil)", "load(limit: 2)", ["limit"]),
        ("func load(limit: Int)", "load { }", nil),
        ("func load(completion: Handler? = nil)", "load { }", ["completion"]),
        ("func load(options: Options = .init(), completion: (() -> Void)? = nil)", "load { }", ["completion"]),
        (
            "func run(handler: Handler, completion: @escaping () -> Void)", "run { } completion: { }",
            ["handler", "completion"]
        ),
        // A closure parameter needing no argument is passed over while a later one needs one.
        ("func run(progress: (() -> Void)? = nil, done: @escaping () -> Void)", "run { }", ["done"]),
        // Multiple trailing closures, by label after the first.
        ("func run(first: () -> Void, then second: () -> Void)", "run { } then: { }", ["first", "second"]),
        ("func run(first: () -> Void, then second: () -> Void)", "run { } other: { }", nil),
        (
            "func run(first: () -> Void, log: Bool = false, then second: () -> Void = {})", "run { } then: { }",
            ["first", "second"]
        ),
        (
            "func query(type: HKSampleType, update: () -> Void, done: () -> Void)", "query(type: t) { } done: { }",
            ["type", "update", "done"]
        ),
        // Variadics take any number of unlabelled arguments after their first, none included.
        ("func observe(_ types: HKSampleType..., every: Int = 1)", "observe(a, b, c)", ["types", "types", "types"]),
        ("func observe(_ types: HKSampleType..., every: Int = 1)", "observe(every: 2)", ["every"]),
        (
            "func observe(types: HKSampleType..., every: Int)", "observe(types: a, b, every: 2)",
            ["types", "types", "every"]
        ),
        ("func observe(types: HKSampleType)", "observe(types: a, b)", nil),
    ]

    @Test func argumentsBindParametersAsTheCompilerMatchesThem() throws {
        for (declaration, call, bound) in Self.cases {
            let name = String(call.prefix { $0 != "(" && $0 != " " })
            let graph = CallGraphTests.graph("\(declaration) {}\nfunc caller() { \(call) }")
            let function = try #require(graph.index.functions.first { $0.name == name }, "\(declaration)")
            let site = try #require(graph.index.callSites(in: "caller()").first, "\(call)")
            let signature = function.signature
            let names = function.declaration.parameters.map(\.name)
            #expect(signature.parameters(boundBy: site.call)?.map { names[$0] } == bound, "\(declaration) ← \(call)")
            #expect(signature.accepts(site.call) == (bound != nil), "\(declaration) ← \(call)")
            // The call graph resolves by the same rule.
            #expect(graph.targets(of: site) == (bound == nil ? [] : [function.qualifiedName]), "\(call)")
            #expect(graph.uniqueFunction(for: site)?.qualifiedName == bound.map { _ in function.qualifiedName })
        }
    }

    @Test func theArgumentForAParameter() throws {
        let graph = CallGraphTests.graph(
            """
            func run(from start: Date = .now, every interval: Int, progress: (() -> Void)? = nil, done: @escaping () -> Void) {}
            func caller() { run(every: 5) { finish() } }
            """)
        let function = try #require(graph.index.functions.first { $0.name == "run" })
        let site = try #require(graph.index.callSites(in: "caller()").first { $0.calleeName == "run" })
        let text = { (position: Int) in
            function.signature.argument(for: position, in: site.call).map {
                graph.index.files[0].source.file.text($0.range)
            }
        }
        #expect((0..<4).map(text) == [nil, "5", nil, "{ finish() }"])
    }
}
