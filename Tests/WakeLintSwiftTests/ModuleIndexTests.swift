import Foundation
import Testing
import WakeLintCore

@testable import WakeLintSwift

@Suite struct ModuleIndexTests {
    static let index = ModuleIndex(
        files: ["app-delegate.swift", "health-observer-store.swift", "swiftui-view.swift"].map { name in
            SwiftFile(file: SourceFile(path: name, bytes: TestData.bytes(name)))
        })

    @Test func typesWithAttributesAndInheritance() {
        let index = Self.index
        #expect(index.types.filter(\.isMain).map(\.name) == ["AppDelegate", "WorkoutApp"])
        #expect(index.inheritance(of: "AppDelegate") == ["UIResponder", "UIApplicationDelegate"])
        #expect(index.types(named: "SampleCache").first?.kind == .actor)
        #expect(
            index.types(named: "ContentView").first?.location
                == SourceLocation(path: "swiftui-view.swift", line: 27, column: 1))
    }

    /// A function's parameter names, read without its body, are its declaration's.
    @Test func parameterNamesAreTheDeclarations() throws {
        let index = ModuleIndex(
            files: try SyntaxTreeTests.allTestdataSwiftFiles().map { url in
                SwiftFile(file: SourceFile(path: url.path, bytes: [UInt8](try Data(contentsOf: url))))
            })
        #expect(index.functions.count > 200)
        #expect(index.functions.contains { $0.parameterNames.count > 1 })
        for function in index.functions {
            #expect(function.parameterNames == function.declaration.parameters.map(\.name), "\(function.qualifiedName)")
        }
    }

    /// A function's signature, read while indexing, has its declaration's labels and the traits its parameters'
    /// declarations give (defaults, variadics, closure types): calls are resolved by signatures, which read no tree.
    @Test func signaturesHoldWhatTheDeclarationsDeclare() throws {
        let index = ModuleIndex(
            files: try SyntaxTreeTests.allTestdataSwiftFiles().map { url in
                SwiftFile(file: SourceFile(path: url.path, bytes: [UInt8](try Data(contentsOf: url))))
            })
        var defaultedFunctions = 0
        var closureFunctions = 0
        for (position, function) in index.functions.enumerated() {
            let signature = index.signature(at: position)
            let parameters = function.declaration.parameters
            #expect(signature.labels == parameters.map(\.label), "\(function.qualifiedName)")
            let traits = parameters.map {
                ArgumentMatching.Traits(type: $0.type, hasDefault: $0.defaultValue != nil, isVariadic: $0.isVariadic)
            }
            #expect(
                (signature.traits.isEmpty ? parameters.map { _ in [] } : signature.traits) == traits,
                "\(function.qualifiedName)")
            #expect(
                (0..<parameters.count).map(signature.hasDefault) == parameters.map { $0.defaultValue != nil },
                "\(function.qualifiedName)")
            #expect(function.signature == signature)
            if parameters.contains(where: { $0.defaultValue != nil }) { defaultedFunctions += 1 }
            if traits.contains(where: { $0.contains(.takesClosure) }) { closureFunctions += 1 }
        }
        #expect(defaultedFunctions > 5)
        #expect(closureFunctions > 5)
    }

    /// Indexed on two workers (each a run of files, joined in file order), a module's index is the one a single
    /// worker builds: every entry, its file position, and the tables built from them. The fixture projects'
    /// Swift files, ten times over, are past the size below which one worker indexes everything.
    @Test func indexingSideBySideBuildsTheSameIndex() throws {
        let projects = TestData.swiftDirectory.deletingLastPathComponent().appendingPathComponent("projects")
        let paths = try FileManager.default.subpathsOfDirectory(atPath: projects.path).filter { $0.hasSuffix(".swift") }
            .sorted()
        let files =
            (0..<10).flatMap { copy in
                paths.map {
                    SwiftFile(
                        file: SourceFile(
                            path: "\(copy)/\($0)",
                            bytes: [UInt8](
                                FileManager.default.contents(atPath: projects.appendingPathComponent($0).path) ?? Data()
                            )))
                }
            }
            // A property typed by a singleton, in the second run: its position is counted across the runs; and code no
            // build compiles, recorded in the file's own slot (not in the slot of the module's first file).
            + [
                SwiftFile(
                    file: SourceFile(
                        path: "z.swift",
                        text: """
                            final class Store { static let shared = Store() }
                            struct Holder { let first = Store.shared }
                            #if false
                            func unused() { Store.shared.reset() }
                            #endif
                            """))
            ]
        #expect(files.reduce(0) { $0 + $1.source.file.bytes.count } > 256 * 1024)
        let one = ModuleIndex(files: files)
        let two = ModuleIndex(files: files, workers: 2)
        #expect(one.callSites.count > 1000)
        #expect(two.types == one.types)
        #expect(two.functions == one.functions)
        #expect(two.callSites == one.callSites)
        #expect(two.singletons == one.singletons)
        #expect(two.delegateAdaptors == one.delegateAdaptors)
        #expect(two.properties == one.properties)
        #expect(two.propertyType(owner: "Holder", name: "first") == "Store")
        #expect(String(describing: two.bindings) == String(describing: one.bindings))
        #expect(String(describing: two.stringEnumCases) == String(describing: one.stringEnumCases))
        #expect(two.inactiveRanges == one.inactiveRanges)
        #expect(two.inactiveRanges.last?.count == 1)
        #expect((two.callSites.map(\.file).max() ?? 0) > files.count / 2)
        for site in one.callSites.prefix(200) {
            guard let caller = site.enclosingFunction, let name = site.calleeName else { continue }
            #expect(two.callSites(in: caller) == one.callSites(in: caller))
            #expect(two.callSites(calling: name) == one.callSites(calling: name))
        }
    }

    /// A member chain longer than the parser's depth limit is read in pieces (the rest of the chain as the next
    /// statements), so the tree stays shallow enough for every walk, and every call of the chain is still indexed.
    @Test func everyCallOfAChainPastTheDepthLimitIsIndexed() {
        let chain = "let v = Text(\"x\")" + String(repeating: "\n    .padding(1)", count: 1_000) + "\n"
        let index = ModuleIndex(files: [SwiftFile(file: SourceFile(path: "Chain.swift", text: chain))])
        #expect(index.callSites(calling: "padding").count == 1_000)
        #expect(index.callSites(calling: "Text").count == 1)
        let depth = SyntaxWalkerDepth.maximum(in: SwiftFile(file: SourceFile(path: "Chain.swift", text: chain)).items)
        #expect(depth < 2 * SwiftParser.maxDepth, "\(depth)")
    }

    @Test func inheritanceMergesExtensions() {
        let index = ModuleIndex(files: [
            SwiftFile(
                file: SourceFile(
                    path: "a.swift",
                    text: """
                        class Delegate: NSObject {}
                        extension Delegate: UIApplicationDelegate, NSObjectProtocol {}
                        extension Delegate: WKExtensionDelegate { struct Nested: Codable {} }
                        """))
        ])
        #expect(
            index.inheritance(of: "Delegate") == [
                "NSObject", "UIApplicationDelegate", "NSObjectProtocol", "WKExtensionDelegate",
            ])
        #expect(index.types(named: "Nested").first?.outerTypes == ["Delegate"])
    }

    @Test func functionsKnowTheirType() {
        let names = Set(Self.index.functions.map(\.qualifiedName))
        #expect(
            names.isSuperset(of: [
                "AppDelegate.application(_:didFinishLaunchingWithOptions:)", "AppDelegate.registerBackgroundTasks()",
                "HealthObserverStore.startObserving()", "HealthObserverStore.init()", "WorkoutApp.init()",
                "SampleCache.store(_:for:)",
            ]))
        #expect(Self.index.functions(named: "fetchNewSamples").first?.declaration.isAsync == true)
    }

    @Test func callSitesCarryReceiverLabelsClosuresAndCaller() throws {
        let registrations = Self.index.callSites(calling: "register")
        #expect(registrations.count == 2)
        let first = try #require(registrations.first)
        #expect(first.receiver == "BGTaskScheduler.shared")
        #expect(first.labels == ["forTaskWithIdentifier", "using"])
        #expect(first.enclosingFunction == "AppDelegate.registerBackgroundTasks()")
        #expect(first.closureArguments.map(\.isTrailing) == [true])
        #expect(first.closureArguments.first?.closure.parameters == ["task"])
        #expect(first.location == SourceLocation(path: "app-delegate.swift", line: 22, column: 9))
        #expect(registrations.last?.closureArguments.first?.closure.captures.map(\.text) == ["weak self"])
        #expect(first.nameLocation == SourceLocation(path: "app-delegate.swift", line: 22, column: 32))

        let delivery = try #require(Self.index.callSites(calling: "enableBackgroundDelivery").first)
        #expect(delivery.receiver == "self.healthStore")
        #expect(delivery.enclosingFunction == "HealthObserverStore.startObserving()")
        #expect(delivery.labels == ["for", "frequency"])

        let observer = try #require(Self.index.callSites(calling: "HKObserverQuery").first)
        #expect(observer.closureArguments.first?.closure.parameters == ["query", "completionHandler", "error"])
        #expect(observer.receiver == nil)

        let optionalChain = try #require(Self.index.callSites(calling: "fetchNewSamples").first)
        #expect(optionalChain.receiver == "self?")
    }

    /// Scans over every call site test the receiver on bytes; each test agrees with the receiver's text.
    @Test func receiverTestsReadBytes() {
        let file = SwiftFile(
            file: SourceFile(
                path: "a.swift",
                text: """
                    BackgroundTasks.BGTaskScheduler.shared.submit(r)
                    HKHealthStore.isHealthDataAvailable()
                    HKHealthStore()
                    self?.store.save(x)
                    """))
        let sites = ModuleIndex(files: [file]).callSites
        #expect(
            sites.map(\.receiver) == ["BackgroundTasks.BGTaskScheduler.shared", "HKHealthStore", nil, "self?.store"])
        #expect(sites.map(\.hasReceiver) == [true, true, false, true])
        #expect(sites.map { $0.receiverIs("HKHealthStore") } == [false, true, false, false])
        #expect(sites.map { $0.receiverContains(Array("BGTaskScheduler".utf8)) } == [true, false, false, false])
        #expect(sites.map { $0.receiverRange.map { file.text(of: $0) } } == sites.map(\.receiver))
    }

    @Test func calleeNameRanges() {
        let file = SwiftFile(
            file: SourceFile(
                path: "a.swift", text: "a.b.`default`(1); f(); x?.run { }; Box<Int>(); g.map(T.init(raw:)); h.go(_:)(2)"
            ))
        let index = ModuleIndex(files: [file])
        #expect(
            index.callSites.map { $0.nameRange.map { file.text(of: $0) } } == [
                "`default`", "f", "run", "Box", "map", "go",
            ])
    }

    @Test func propertiesAndObserversAreCallers() {
        #expect(
            Self.index.callSites(calling: "debug").contains {
                $0.enclosingFunction == "HealthObserverStore.isAuthorized.didSet"
            })
        #expect(Self.index.callSites(calling: "scheduleNextRefresh").first?.enclosingFunction == "ContentView.body")
        #expect(Self.index.callSites(in: "WorkoutApp.init()").map(\.calleeName) == ["startObserving"])
    }

    /// The caller names of a property's accessors are built once per property scope (`Builder.VariableCallers`)
    /// and must follow the walk: sibling properties, local functions and nested types inside accessors, and the
    /// property being re-entered after a nested type's own property.
    @Test func callersInsidePropertiesFollowTheScopes() {
        let index = ModuleIndex(files: [
            SwiftFile(
                file: SourceFile(
                    path: "a.swift",
                    text: """
                        struct Model {
                            var a: Int = make() { didSet { one() } willSet { two() } }
                            var b: Int {
                                func local() { three() }
                                return four()
                            }
                            let c = five(), d = six()
                            func method() { seven() }
                            var e: Int { get { eight() } set { nine() } }
                            var f = [1].map { x in ten(x) } {
                                didSet {
                                    struct Inner { var g: Int { eleven() } }
                                    twelve()
                                }
                            }
                        }
                        var top: Int { thirteen() }
                        """))
        ])
        #expect(
            index.callSites.map { "\($0.calleeName ?? "-") \($0.enclosingFunction ?? "nil")" } == [
                "make Model.a", "one Model.a.didSet", "two Model.a.willSet", "three Model.b", "four Model.b",
                "five Model.c,d", "six Model.c,d", "seven Model.method()", "eight Model.e", "nine Model.e.set",
                "map Model.f", "ten Model.f", "eleven Inner.g", "twelve Model.f.didSet", "thirteen nil",
            ])
    }

    @Test func singletonsAndDelegateAdaptors() {
        #expect(
            Self.index.singletons.map { "\($0.owner).\($0.property) = \($0.instanceType)" } == [
                "HealthObserverStore.shared = HealthObserverStore"
            ])
        #expect(
            Self.index.delegateAdaptors.map { "\($0.host ?? "-") \($0.attribute) \($0.delegateType)" }
                == ["WorkoutApp UIApplicationDelegateAdaptor AppDelegate"])
        let index = ModuleIndex(files: [
            SwiftFile(
                file: SourceFile(
                    path: "a.swift",
                    text: """
                        final class Model {
                            static let shared: Model = .init()
                            static var current = Self()
                            static let formatter = makeFormatter()
                            let instance = Model()
                            static let generic = Box<Int>()
                        }
                        """))
        ])
        #expect(
            index.singletons.map { "\($0.property) = \($0.instanceType)" } == [
                "shared = Model", "current = Model", "generic = Box",
            ])
    }
}

/// The deepest nesting of expressions in a tree, counted by a walk that tracks its own depth.
enum SyntaxWalkerDepth {
    static func maximum(in items: [Statement]) -> Int {
        var deepest = 0
        func visit(_ expression: WakeLintSwift.Expression, _ depth: Int) {
            deepest = max(deepest, depth)
            let (statements, expressions) = SyntaxWalker.children(of: expression)
            for child in expressions { visit(child, depth + 1) }
            for statement in statements { visit(statement, depth + 1) }
        }
        func visit(_ statement: Statement, _ depth: Int) {
            let (statements, expressions) = SyntaxWalker.children(of: statement)
            for child in expressions { visit(child, depth + 1) }
            for child in statements { visit(child, depth + 1) }
        }
        for item in items { visit(item, 0) }
        return deepest
    }
}
