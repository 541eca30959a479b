import Foundation
import Testing
import WakeLintCore
import _WakeLintTestSupport

@testable import WakeLintSwift

/// The parser's tree pinned as whole dumps (see `SyntaxDump` for the notation).
@Suite struct SwiftParserTests {
    func dump(_ source: String) -> String {
        SwiftFile(file: SourceFile(path: "t.swift", text: source)).syntaxDump
    }

    /// Every statement's range covers its keyword to its end (compound statements included; none is empty).
    @Test func statementRangesCoverTheirText() {
        let text =
            "if a { b() } else { c() }\nguard let x else { return }\nswitch y { case 1: z() default: break }\nfor i in l { f(i) }\nwhile w { g() }\ndo { try h() } catch { k() }\nreturn 1\n"
        let file = SwiftFile(file: SourceFile(path: "t.swift", text: text))
        let spans = file.items.map { file.text(of: $0.range) }
        #expect(
            spans == [
                "if a { b() } else { c() }", "guard let x else { return }", "switch y { case 1: z() default: break }",
                "for i in l { f(i) }", "while w { g() }", "do { try h() } catch { k() }", "return 1",
            ])
    }

    @Test func typeDeclarationsAndMembers() {
        let source = """
            import struct Foundation.Date
            @testable import WakeLintCore
            protocol Store: AnyObject where Self: Sendable {
                associatedtype Item
                var count: Int { get }
                var name: String { get set }
                func fetch(_ id: Int) async throws -> Item?
            }
            extension Array: Store where Element == Int {
                subscript(safe index: Int) -> Element? { index < count ? self[index] : nil }
            }
            enum Phase: String, CaseIterable { case idle, running(Int), done = "d"; indirect case tree(Phase) }
            public final class Manager<T>: NSObject, @unchecked Sendable {
                static let shared = Manager<Int>()
                private(set) var state = 0 {
                    willSet { print(newValue) }
                    didSet(old) { if state != old { notify() } }
                }
                var value: T? {
                    get { storage }
                    set { storage = newValue }
                }
                lazy var formatter: DateFormatter = { let f = DateFormatter(); return f }()
                init?(value: T, _ flag: Bool = false) { super.init() }
                convenience init() { self.init(value: 0)! }
                deinit { cancel() }
                class func make() -> Self { fatalError() }
                func generic<U: Equatable>(_ u: U, into list: inout [U]) where U: Hashable { list.append(u) }
            }
            actor Cache { nonisolated(unsafe) var hits = 0 }
            """
        #expect(
            dump(source) == """
                import Foundation.Date
                @testable import WakeLintCore
                protocol Store: AnyObject
                  associatedtype Item
                  var count: Int
                    get (no body)
                  var name: String
                    get (no body)
                    set (no body)
                  func fetch(_:) params(id: Int) async throws -> Item? (no body)
                extension Array: Store
                  subscript(safe:) params(index: Int) -> Element?
                    get
                      expr seq(index < count ? subscript(self; index) : nil)
                enum Phase: String, CaseIterable
                  case idle, running, done
                  indirect case tree
                public final class Manager: NSObject, @unchecked Sendable
                  static let shared = call(Manager<Int>; )
                  private(set) var state = 0
                    willSet
                      expr call(print; newValue)
                    didSet(old)
                      if seq(state != old)
                        expr call(notify; )
                  var value: T?
                    get
                      expr storage
                    set
                      expr seq(storage = newValue)
                  lazy var formatter: DateFormatter = call(closure#1; )
                    closure#1
                      let f = call(DateFormatter; )
                      return f
                  init(value:_:) params(value: T, flag: Bool = false)
                    expr call(super.init; )
                  convenience init()
                    expr call(self.init; value: 0)!
                  deinit
                    expr call(cancel; )
                  class func make() -> Self
                    expr call(fatalError; )
                  func generic(_:into:) params(u: U, list: inout [U])
                    expr call(list.append; u)
                actor Cache
                  nonisolated(unsafe) var hits = 0
                """)
    }

    @Test func closuresCallsAndTrailingClosures() {
        let source = """
            store.execute(HKObserverQuery(sampleType: type, predicate: nil) { [weak self] _, completion, error in
                self?.refresh(completion)
            })
            items.map { $0 * 2 }.filter(\\.isValid)
            sheet(isPresented: $shown) { Settings() } onDismiss: { reload() }
            run { (a: Int, b) -> Int in a + b }
            Task { @MainActor [store = self.store, unowned(unsafe) view] in await store.load() }
            queue.async(execute: work)
            """
        #expect(
            dump(source) == """
                expr call(store.execute; call(HKObserverQuery; sampleType: type, predicate: nil; trailing closure#1))
                  closure#1 [weak self] (_, completion, error) in
                    expr call(self?.refresh; completion)
                expr call(call(items.map; trailing closure#1).filter; \\.isValid)
                  closure#1
                    expr seq($0 * 2)
                expr call(sheet; isPresented: $shown; trailing closure#1, onDismiss: closure#2)
                  closure#1
                    expr call(Settings; )
                  closure#2
                    expr call(reload; )
                expr call(run; trailing closure#1)
                  closure#1 (a, b) in
                    expr seq(a + b)
                expr call(Task; trailing closure#1)
                  closure#1 [store = self.store, unowned(unsafe) view] () in
                    expr await(call(store.load; ))
                expr call(queue.async; execute: work)
                """)
        let file = SwiftFile(
            file: SourceFile(
                path: "t.swift", text: "Task { @MainActor [store = self.store, unowned(unsafe) view] in 1 }"))
        guard case .expression(let expression) = file.items.first?.kind, case .call(let call) = expression.kind else {
            Issue.record("expected a call")
            return
        }
        #expect(
            call.trailingClosures.first?.closure.captures == [
                Closure.Capture(
                    specifier: nil, name: "store",
                    initializer: Expression(
                        .member(base: Expression(.identifier("self"), range: 27..<31), name: "store"), range: 27..<37),
                    text: "store = self.store"),
                Closure.Capture(specifier: "unowned(unsafe)", name: "view", text: "unowned(unsafe) view"),
            ])
    }

    @Test func statements() {
        let source = """
            func run(items: [Int]) async throws -> Int {
                outer: for case let x? in items where x > 0 {
                    if x == 1 { continue outer } else if x == 2 { break } else { other() }
                }
                guard let self, var y = compute(), case .some(let z) = y, #available(iOS 17, *) else { throw Failure.bad }
                switch phase {
                case .idle, .done: return 0
                case .running(let n) where n > 1:
                    fallthrough
                #if DEBUG
                case .debug: break
                #endif
                @unknown default:
                    throw Failure.unknown
                }
                do {
                    try await store.save()
                } catch let error as StoreError {
                    log(error)
                } catch {}
                defer { finish() }
                while queue.isEmpty == false, let next = queue.pop() { handle(next) }
                repeat { tick() } while running
                let label = if items.isEmpty { "none" } else { "some" }
                let value = try? JSONDecoder().decode(Model.self, from: data)
                return await task.value
            }
            """
        #expect(
            dump(source) == """
                func run(items:) params(items: [Int]) async throws -> Int
                  for let x? in items where seq(x > 0)
                    if seq(x == 1)
                      continue
                    else if seq(x == 2)
                      break
                    else
                      expr call(other; )
                  guard let self, var y = call(compute; ), case .some(let z) = y, #available(iOS 17, *) else
                    throw Failure.bad
                  switch phase
                    case .idle, .done
                      return 0
                    case .running(let n) where n > 1
                      fallthrough
                    #if DEBUG
                      case .debug
                        break
                    #endif
                    @unknown default
                      throw Failure.unknown
                  do
                    expr try(await(call(store.save; )))
                  catch let error as StoreError
                    expr call(log; error)
                  catch
                  defer
                    expr call(finish; )
                  while seq(queue.isEmpty == false), let next = call(queue.pop; )
                    expr call(handle; next)
                  repeat
                    expr call(tick; )
                  repeat-while running
                  let label = expr#1
                    expr#1
                      if items.isEmpty
                        expr "none"
                      else
                        expr "some"
                  let value = try?(call(call(JSONDecoder; ).decode; Model.self, from: data))
                  return await(task.value)
                """)
    }

    @Test func expressionsAndOperators() {
        let source = """
            let a = x ?? y ? b : c
            let b = object?.child!.value as? Int ?? 0
            let c = Array<Set<Int>>(), d = Foo<Bar?>.baz, e = p < q && r > s
            let f = (0...9, ...5, 2...), g = [1: "a"], h = [:], i = !flag
            let j = "a\\(x, privacy: .public)b", k = #selector(AppDelegate.handle(_:)), l = CompletionShell.init(rawValue:)
            let m = list.reduce(0, +)
            """
        #expect(
            dump(source) == """
                let a = seq(x ?? y ? b : c)
                let b = seq(object?.child!.value as? Int ?? 0)
                let c = call(Array<Set<Int>>; ), d = Foo<Bar?>.baz, e = seq(p < q && r > s)
                let f = (seq(0 ... 9), prefix(... 5), postfix(2 ...)), g = [1: "a"], h = [:], i = prefix(! flag)
                let j = string(\\(x, privacy: .public)), k = call(#selector; AppDelegate.handle(_:)), l = CompletionShell.init(rawValue:)
                let m = call(list.reduce; 0, +)
                """)
    }

    /// As swift-syntax reads them: generic arguments after a space or on the next line, when a token that can
    /// follow them comes after `>`; a comparison otherwise (KeePassium's `CellRegistration\n<Cell, Item> { … }`).
    @Test func genericArgumentsAfterSpace() {
        let source = """
            let r = UICollectionView.CellRegistration
                <Cell, Item> { cell, _, item in cell.show(item) }
            let s = a <b>(c), t = a < b && c > (d), u = a < b
            """
        #expect(
            dump(source) == """
                let r = call(UICollectionView.CellRegistration<Cell, Item>; trailing closure#1)
                  closure#1 (cell, _, item) in
                    expr call(cell.show; item)
                let s = call(a<b>; c), t = seq(a < b && c > (d)), u = seq(a < b)
                """)
    }

    /// Spellings the compiler takes that a stricter reading breaks (IVPN, ProtonVPN, OpenFoodFacts, LocoKit, Datadog,
    /// LaunchDarkly, OpenTelemetry): a space before a modifier's detail or a function's argument names, argument
    /// names over lines, `class` in an inheritance list, `open()` before a declaration, `(P & Q).Type`.
    @Test func spacedModifierDetailsCompoundNamesAndClassConstraints() {
        let source = """
            protocol Timeline: class, Encodable { func save() }
            struct S {
                private (set) var gateway: String
                unowned (unsafe) let owner: Owner
                let action = #selector(self.dismiss (_:))
                let delegate = #selector(
                    URLSessionDataDelegate.urlSession(
                        _:dataTask:didReceive:))
                func read() {
                    open()
                    var data = Data()
                    guard let d = T.self as? (Marker & Decodable).Type else { return }
                }
            }
            """
        #expect(
            dump(source) == """
                protocol Timeline: class, Encodable
                  func save() (no body)
                struct S
                  private (set) var gateway: String
                  unowned (unsafe) let owner: Owner
                  let action = call(#selector; self.dismiss(_:))
                  let delegate = call(#selector; URLSessionDataDelegate.urlSession(_:dataTask:didReceive:))
                  func read()
                    expr call(open; )
                    var data = call(Data; )
                    guard let d = seq(T.self as? (Marker & Decodable).Type) else
                      return
                """)
    }

    @Test func concurrencyAndTypedClosureParameters() {
        let source = """
            func f() async throws {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
                    continuation.resume()
                }
                async let a = load(), b = load()
                dict.forEach { (key, value) in print(key, value) }
                await withTaskGroup(of: Void.self) { group in group.addTask { await work() } }
                return .init()
            }
            """
        #expect(
            dump(source) == """
                func f() async throws
                  expr try(await(call(withCheckedThrowingContinuation; trailing closure#1)))
                    closure#1 (continuation) in
                      expr call(continuation.resume; )
                  async let a = call(load; ), b = call(load; )
                  expr call(dict.forEach; trailing closure#1)
                    closure#1 (key, value) in
                      expr call(print; key, value)
                  expr await(call(withTaskGroup; of: Void.self; trailing closure#1))
                    closure#1 (group) in
                      expr call(group.addTask; trailing closure#1)
                        closure#1
                          expr await(call(work; ))
                  return call(.init; )
                """)
    }

    /// Bare closure names are taken only once `in` confirms the signature (effects and a result type may come
    /// between), and a function parameter's label and name are its first two words.
    @Test func closureAndFunctionParameterNames() throws {
        let file = SwiftFile(
            file: SourceFile(
                path: "t.swift",
                text: """
                    f { a, b in a }
                    f { a, b async throws -> Int in a }
                    f { print(x) }
                    f { a, b }
                    f { (x: Int, _ y: String) in x }
                    func g(_ a: Int, label b: Int, c: Int, `default` d: Int = 1) {}
                    """))
        var closures: [[String]] = []
        SyntaxWalker.forEachExpression(in: file.items) { expression, _ in
            if case .closure(let closure) = expression.kind {
                closures.append(closure.parameters + [closure.hasSignature ? "in" : "-"])
            }
        }
        #expect(closures == [["a", "b", "in"], ["a", "b", "in"], ["-"], ["-"], ["x", "y", "in"]])
        guard case .declaration(let declaration) = try #require(file.items.last).kind,
            case .function(let function) = declaration.kind
        else {
            Issue.record("no function")
            return
        }
        #expect(function.parameters.map { "\($0.label ?? "_") \($0.name)" } == ["_ a", "label b", "c c", "default d"])
        #expect(function.signatureName == "g(_:label:c:default:)")
    }

    @Test func accessorsWithAttributesAndNewLineBlocks() {
        let source = """
            struct Buffer {
                public var span: RawSpan {
                    @_lifetime(borrow self)
                    borrowing get { makeSpan() }
                }
            }
            lock.withLockedValue { value in
                value = 1
            }
            {
                run()
            }()
            """
        #expect(
            dump(source) == """
                struct Buffer
                  public var span: RawSpan
                    get
                      expr call(makeSpan; )
                expr call(lock.withLockedValue; trailing closure#1)
                  closure#1 (value) in
                    expr seq(value = 1)
                expr call(closure#1; )
                  closure#1
                    expr call(run; )
                """)
    }

    @Test func typeAliasesSpanningLines() {
        #expect(
            dump(
                "typealias Hook =\n    @convention(thin) (\n        Job, @convention(thin) (Job) -> Void\n    ) -> Void\nrun()"
            ) == """
                typealias Hook
                expr call(run; )
                """)
    }

    @Test func whereClausesAndGenericAttributes() {
        let source = """
            protocol FileSystem {
                associatedtype Handle: FileHandle, Sendable
                associatedtype Directory
                where Directory.Handle == Handle,
                      Directory.Other == Handle
                @ReducerBuilder<State, Action>
                var body: Body { get }
            }
            """
        #expect(
            dump(source) == """
                protocol FileSystem
                  associatedtype Handle
                  associatedtype Directory
                  @ReducerBuilder var body: Body
                    get (no body)
                """)
        #expect(
            dump("@attached(extension, names: named(init)) macro M() = #externalMacro(module: \"A\", type: \"B\")")
                == """
                @attached(extension, names: call(named; init)) macro
                """)
        #expect(
            dump("@_documentation(visibility: private) struct M { @SwiftUI.State var x = 0 }") == """
                @_documentation(visibility: private) struct M
                  @SwiftUI.State var x = 0
                """)
    }

    @Test func failableGenericInitialisers() {
        #expect(
            dump("struct F { init?<T: Collection>(_ buffer: T) {} ; init!(x: Int) {} }") == """
                struct F
                  init(_:) params(buffer: T)
                  init(x:) params(x: Int)
                """)
    }

    @Test func ifConfigBranchesAreAllParsed() {
        let source = """
            struct S {
            #if os(iOS)
                func a() {}
            #elseif os(watchOS)
                func b() {}
            #else
                func c() {}
            #endif
            }
            func f() {
                #if DEBUG
                debugOnly()
                #endif
            }
            """
        #expect(
            dump(source) == """
                struct S
                  #if os(iOS)
                    func a()
                  #elseif os(watchOS)
                    func b()
                  #else
                    func c()
                  #endif
                func f()
                  #if DEBUG
                    expr call(debugOnly; )
                  #endif
                """)
        #expect(
            dump(
                """
                #if NEW
                @available(*, deprecated, renamed: "g")
                #else
                @available(iOS, deprecated: 99)
                #endif
                func f() {}
                """) == """
                    #if NEW
                      @available(*, deprecated, renamed: "g") attributes
                    #else
                      @available(iOS, deprecated: 99) attributes
                    #endif
                    func f()
                    """)
    }

    @Test func brokenCodeDoesNotHideTheRest() {
        let source = """
            class Broken {
                func bad( { let x = (1, 2
                }
                func good() { register() }
            }
            let a = foo(1, , 2 +)
            }
            struct After { var ok = true }
            @unknown foo
            #endif
            enum E { case a
            """
        #expect(
            dump(source) == """
                class Broken
                  func bad()
                    let x = (1, 2)
                  func good()
                    expr call(register; )
                let a = call(foo; 1, seq(2 + <missing>))
                unknown "}"
                struct After
                  var ok = true
                unknown "@unknown"
                expr foo
                unknown "#endif"
                enum E
                  case a
                """)
    }

    /// Imports are read at file scope, where Swift allows them, and in its `#if` clauses.
    @Test func importsAtFileScopeAndInIfConfig() {
        let file = SwiftFile(
            file: SourceFile(
                path: "t.swift",
                text: """
                    import HealthKit
                    #if canImport(UIKit)
                    import UIKit
                    #elseif os(macOS)
                    import AppKit
                    #endif
                    struct S { func f() {} }
                    """))
        #expect(file.imports == ["HealthKit", "UIKit", "AppKit"])
    }

    @Test func appAttributesAndSingletons() {
        let file = SwiftFile(
            file: SourceFile(
                path: "t.swift",
                text: """
                    @main struct App: SwiftUI.App {
                        @UIApplicationDelegateAdaptor(AppDelegate.self) var delegate
                    }
                    """))
        #expect(file.imports.isEmpty)
        guard case .declaration(let app) = file.items.first?.kind, case .type(let type) = app.kind,
            case .declaration(let property) = type.members.first?.kind
        else {
            Issue.record("expected a type with a property")
            return
        }
        #expect(app.attribute(named: "main") != nil)
        #expect(type.inheritance == ["SwiftUI.App"])
        let adaptor = property.attribute(named: "UIApplicationDelegateAdaptor")
        #expect(adaptor.map { file.text(of: $0.arguments?.first?.value.range ?? 0..<0) } == "AppDelegate.self")
    }

    // MARK: - Realistic files

    static let goldenFiles = [
        "app-delegate.swift", "health-observer-store.swift", "swiftui-view.swift", "tricky-literals.swift",
        "watch-extension-delegate.swift",
    ]

    /// Each file's dump against `<name>.expected`; `WAKELINT_UPDATE_GOLDEN=1` rewrites them (never on mismatch alone).
    @Test(arguments: goldenFiles)
    func testdataDumpsMatchGoldens(_ name: String) throws {
        let file = SwiftFile(file: SourceFile(path: name, bytes: TestData.bytes(name)))
        let golden = TestData.swiftDirectory.appendingPathComponent(name + ".expected")
        if ProcessInfo.processInfo.environment["WAKELINT_UPDATE_GOLDEN"] == "1" {
            try (file.syntaxDump + "\n").write(to: golden, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(file.syntaxDump + "\n" == expected)
    }

    /// No `unknown` statement or missing expression in well-formed app code.
    @Test(arguments: goldenFiles)
    func wellFormedFilesParseCompletely(_ name: String) {
        let dump = SwiftFile(file: SourceFile(path: name, bytes: TestData.bytes(name))).syntaxDump
        #expect(!dump.contains("unknown "))
        #expect(!dump.contains("<missing>"))
    }

    // MARK: - Robustness

    /// Pathological nesting is cut off (skipped as one group) instead of exhausting the stack.
    @Test func deepNestingDoesNotOverflowTheStack() {
        let inputs = [
            String(repeating: "(", count: 4_000) + String(repeating: ")", count: 4_000),
            String(repeating: "{", count: 4_000),
            "let x = " + String(repeating: "[f { ", count: 2_000),
            "if a {} " + String(repeating: "else if a {} ", count: 2_000),
            String(repeating: "- ", count: 4_000) + "x",
            String(repeating: "try ", count: 4_000) + "x",
            "let f: " + String(repeating: "A -> ", count: 4_000) + "B",
            String(repeating: "public ", count: 4_000) + "func f() {}",
            String(repeating: "#if A\n", count: 2_000),
            String(repeating: "\"\\(", count: 2_000),
        ]
        for input in inputs {
            let file = SwiftFile(file: SourceFile(path: "deep.swift", text: input))
            #expect(!file.items.isEmpty)
            #expect(!file.syntaxDump.isEmpty)
        }
    }

    @Test func randomAndMutatedInputsParse() {
        var random = SeededGenerator(seed: 7)
        var inputs: [[UInt8]] = []
        for url in TestData.swiftFiles() {
            let original = TestData.bytes(url.lastPathComponent)
            for _ in 0..<30 {
                var bytes = original
                for _ in 0..<3 where !bytes.isEmpty {
                    let at = Int.random(in: 0..<bytes.count, using: &random)
                    if Bool.random(using: &random) {
                        bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...30, using: &random)))
                    } else {
                        bytes.insert(
                            contentsOf: Array("{)(}[]\"#if \n".utf8).shuffled(using: &random).prefix(3), at: at)
                    }
                }
                inputs.append(bytes)
            }
        }
        for seed in 0..<50 {
            var generator = SeededGenerator(seed: UInt64(1000 + seed))
            inputs.append(
                (0..<Int.random(in: 0...300, using: &generator)).map { _ in
                    SwiftLexerRoundTripTests.interestingBytes.randomElement(using: &generator)!
                })
        }
        for bytes in inputs {
            let file = SwiftFile(file: SourceFile(path: "m.swift", bytes: bytes))
            // Every item lies inside the file and items come in order.
            var last = 0
            for item in file.items {
                #expect(item.range.lowerBound >= last && item.range.upperBound <= bytes.count)
                last = item.range.upperBound
            }
        }
    }
}
