import Testing
import WakeLintCore

@testable import WakeLintSwift

/// Calls resolved both ways, and how a call comes to run: at launch, only late (with the chain), or unknown.
@Suite struct CallGraphTests {
    static func graph(_ text: String) -> CallGraph {
        CallGraph(index: ModuleIndex(files: [SwiftFile(file: SourceFile(path: "a.swift", text: text))]))
    }

    static let app = """
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                ["a", "b"].forEach { _ in Observers.shared.prepare() }
                return true
            }
        }
        final class Observers {
            static let shared = Observers()
            let query = HKObserverQuery(sampleType: steps, predicate: nil) { _, done, _ in done() }
            func prepare() { start(kind: 1) }
            func start(kind: Int) { store.execute(query) }
            func start(kind: Int, late: Bool = false) {}
            func resume(kind: Int, late: Bool) { store.execute(query) }
        }
        final class StepsViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); reload() }
            func reload() { Observers.shared.resume(kind: 2, late: true) }
            func refresh() { Task { Observers.shared.resume(kind: 3, late: true) } }
        }
        func orphan() { Observers.shared.resume(kind: 4, late: true) }
        """

    @Test func targetsResolveByReceiverNameAndLabels() throws {
        let graph = Self.graph(Self.app)
        // A parameter may have a default value: `start(kind:)` calls may run either overload (ambiguity is kept).
        let start = try #require(graph.index.callSites(calling: "start").first)
        #expect(graph.targets(of: start) == ["Observers.start(kind:)", "Observers.start(kind:late:)"])
        #expect(
            graph.index.callSites(calling: "resume").map(graph.targets(of:)) == [
                ["Observers.resume(kind:late:)"], ["Observers.resume(kind:late:)"], ["Observers.resume(kind:late:)"],
            ])
        // Making an instance runs its stored properties' initial values.
        let made = try #require(graph.index.callSites(calling: "Observers").first)
        #expect(graph.targets(of: made) == ["Observers.query"])
        #expect(
            graph.callers(of: "Observers.resume(kind:late:)").map(\.enclosingFunction) == [
                "StepsViewController.reload()", "StepsViewController.refresh()", "orphan()",
            ])
        #expect(graph.callers(of: "Observers.query").map(\.enclosingFunction) == ["Observers.shared"])
    }

    /// `Self.f()` and `Self.shared.f()` call the enclosing type's own (RevenueCat's `Self.beginBackgroundTask(named:)`,
    /// a helper in an extension): read as a type named `Self`, they would have no target.
    @Test func selfAsReceiverIsTheEnclosingType() throws {
        let graph = Self.graph(
            """
            actor Events {
                static let shared = Events()
                func flush() { let end = Self.begin(named: "flush"); Self.shared.log(); end() }
            }
            private extension Events {
                static func begin(named name: String) -> () -> Void { {} }
                func log() {}
            }
            """)
        let begin = try #require(graph.index.callSites(calling: "begin").first)
        #expect(graph.targets(of: begin) == ["Events.begin(named:)"])
        let log = try #require(graph.index.callSites(calling: "log").first)
        #expect(graph.targets(of: log) == ["Events.log()"])
    }

    /// `Helper.shared().register()` (and `Helper.made { … }.register()`) calls a method of what `shared()` returns: a
    /// grep-level resolver (or one that only knows `static let shared`) finds no target, so launch code would look
    /// unreached.
    @Test func methodsOfWhatAModuleFunctionReturns() throws {
        let graph = Self.graph(
            """
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    TaskHelper.shared().register()
                    TaskHelper.made { 1 }.register()
                    makeStore().load(all: true)
                    TaskHelper.current(for: 1).register()
                    return true
                }
            }
            final class TaskHelper {
                static let instance = TaskHelper()
                static func shared() -> TaskHelper { return instance }
                static func made(_ value: () -> Int) -> TaskHelper { instance }
                static func current(for id: Int) -> Self? { nil }
                func register() { BGTaskScheduler.shared.register(forTaskWithIdentifier: "a", using: nil) { _ in } }
            }
            final class Store { func load(all: Bool) {} }
            final class Other { func load(all: Bool) {} }
            func makeStore() -> Store { Store() }
            """)
        #expect(
            graph.index.callSites(calling: "register").prefix(3).map(graph.targets(of:)) == [
                ["TaskHelper.register()"], ["TaskHelper.register()"], ["TaskHelper.register()"],
            ])
        #expect(graph.index.callSites(calling: "load").map(graph.targets(of:)) == [["Store.load(all:)"]])
        let launch = LaunchReachability(graph: graph)
        let register = try #require(graph.index.callSites(calling: "register").last)
        #expect(
            launch.reach(of: register, in: graph)
                == .launch(chain: [
                    "AppDelegate.application(_:didFinishLaunchingWithOptions:)", "TaskHelper.register()",
                ]))
    }

    /// Initialisers are told apart by the arguments written (`Store()` written bare is read without its tree): a
    /// trailing closure binds only a parameter that can hold one.
    @Test func initializersAreToldApartByTheLabelsWritten() {
        let graph = Self.graph(
            """
            final class Store {
                init() {}
                init(name: String) {}
                init(_ id: Int) {}
                init(make: () -> Int) {}
            }
            func make() {
                _ = Store()
                _ = Store(name: "a")
                _ = Store(1)
                _ = Store { 2 }
            }
            """)
        #expect(
            graph.index.callSites(calling: "Store").map(graph.targets(of:)) == [
                ["Store.init()"], ["Store.init(name:)"], ["Store.init(_:)"], ["Store.init(make:)"],
            ])
    }

    /// A method a subclass calls on itself may be its superclass's (kDrive's download operations).
    @Test func methodsInheritedFromAClassOfTheModule() throws {
        let graph = Self.graph(
            """
            class DownloadOperation: Operation { func finish() {} }
            class ArchiveOperation: DownloadOperation { func cancelAll() {} }
            final class SingleArchiveOperation: ArchiveOperation {
                func run() { finish(); self.cancelAll(); reload() }
            }
            """)
        let sites = graph.index.callSites.filter { $0.enclosingFunction == "SingleArchiveOperation.run()" }
        #expect(
            sites.map(graph.targets(of:)) == [["DownloadOperation.finish()"], ["ArchiveOperation.cancelAll()"], []])
        #expect(graph.supertypes(of: "SingleArchiveOperation") == [["ArchiveOperation"], ["DownloadOperation"]])
    }

    /// A `Task { … }` in a static or private method that nothing calls does not make what it calls late: the
    /// method may never run (Catbird's left-over `registerIfNeeded()`). Called from a view, it does.
    @Test func anUncalledStaticHelperIsNoLateContext() throws {
        let source = """
            enum KeyRefresh {
                static func registerIfNeeded() { Task { await Keys.shared.register() } }
            }
            final class Keys {
                static let shared = Keys()
                func register() { BGTaskScheduler.shared.register(forTaskWithIdentifier: "k", using: nil) { _ in } }
            }
            """
        let uncalled = Self.graph(source)
        let launch = LaunchReachability(graph: uncalled)
        let register = try #require(uncalled.index.callSites(calling: "register").last)
        #expect(launch.reach(of: register, in: uncalled) == .unknown(chain: ["Keys.register()"]))
        #expect(launch.neverRuns(register, in: uncalled))
        let called = Self.graph(
            source + """

                final class Screen: UIViewController {
                    override func viewDidLoad() { KeyRefresh.registerIfNeeded() }
                }
                """)
        let reached = LaunchReachability(graph: called)
        let lateRegister = try #require(called.index.callSites(calling: "register").last)
        #expect(
            reached.reach(of: lateRegister, in: called)
                == .late(
                    chain: ["Keys.register()", "KeyRefresh.registerIfNeeded()"],
                    lateEntry: "the closure passed to 'Task'"))
        #expect(!reached.neverRuns(lateRegister, in: called))
    }

    @Test func reachIsLaunchLateWithTheChainOrUnknown() throws {
        let graph = Self.graph(Self.app)
        let launch = LaunchReachability(graph: graph)
        let executes = graph.index.callSites(calling: "execute")
        // `forEach` runs its closure on the spot: still launch.
        #expect(
            launch.reach(of: executes[0], in: graph)
                == .launch(chain: [
                    "AppDelegate.application(_:didFinishLaunchingWithOptions:)", "Observers.prepare()",
                    "Observers.start(kind:)",
                ]))
        // The stored property's observer query is made when `Observers.shared` is first touched, at launch.
        let query = try #require(graph.index.callSites(calling: "HKObserverQuery").first)
        #expect(
            launch.reach(of: query, in: graph)
                == .launch(chain: [
                    "AppDelegate.application(_:didFinishLaunchingWithOptions:)", "Observers.shared", "Observers.query",
                ]))
        // The shortest late chain wins: `refresh()` hands the call to a `Task` closure, one caller away.
        #expect(
            launch.reach(of: executes[1], in: graph)
                == .late(
                    chain: ["Observers.resume(kind:late:)", "StepsViewController.refresh()"],
                    lateEntry: "the closure passed to 'Task'"))
        let inReload = try #require(
            graph.index.callSites(calling: "resume").first { $0.enclosingFunction == "StepsViewController.reload()" })
        #expect(
            launch.reach(of: inReload, in: graph)
                == .late(
                    chain: ["StepsViewController.reload()", "StepsViewController.viewDidLoad()"],
                    lateEntry: "a view lifecycle method"))
        let insideTask = try #require(
            graph.index.callSites(calling: "resume").first { $0.enclosingFunction == "StepsViewController.refresh()" })
        #expect(
            launch.reach(of: insideTask, in: graph)
                == .late(chain: ["StepsViewController.refresh()"], lateEntry: "the closure passed to 'Task'"))
        let orphan = try #require(graph.index.callSites(calling: "resume").first { $0.enclosingFunction == "orphan()" })
        #expect(launch.reach(of: orphan, in: graph) == .unknown(chain: ["orphan()"]))
    }

    @Test func recursionIsNeverTheLateCaller() throws {
        let graph = Self.graph(
            """
            final class Setup {
                func observe(_ index: Int) {
                    let query = HKObserverQuery(sampleType: types[index], predicate: nil) { [weak self] _, done, _ in
                        done()
                        self?.observe(index + 1)
                    }
                    store.execute(query)
                }
            }
            """)
        let query = try #require(graph.index.callSites(calling: "HKObserverQuery").first)
        #expect(LaunchReachability(graph: graph).reach(of: query, in: graph) == .unknown(chain: ["Setup.observe(_:)"]))
    }

    @Test func callsByPlaceAndUniqueResolution() throws {
        let graph = Self.graph(Self.app)
        let reload = try #require(graph.function("StepsViewController.reload()"))
        #expect(graph.callSites(file: 0, in: reload.range).map(\.calleeName) == ["resume"])
        #expect(reload.closingBrace.map { graph.index.files[0].source.file.text($0) } == "}")
        let resume = try #require(graph.index.callSites(calling: "resume").last)
        #expect(graph.uniqueFunction(for: resume)?.qualifiedName == "Observers.resume(kind:late:)")
        // Unique resolution prefers the function taking exactly the arguments written over one with defaults.
        let start = try #require(graph.index.callSites(calling: "start").first)
        #expect(graph.uniqueFunction(for: start)?.qualifiedName == "Observers.start(kind:)")
    }

    /// A call may leave out parameters with default values (Bisquit's `scheduleAppRefresh()` for
    /// `scheduleAppRefresh(after interval: TimeInterval = 3600)`), also before a later labelled argument or a
    /// trailing closure; a parameter without a default may not be left out.
    @Test func defaultedParametersMayBeLeftOut() throws {
        let graph = Self.graph(
            """
            enum Tasks {
                static func schedule(after interval: TimeInterval = 3600) {}
                static func sync(force: Bool = false, retries: Int = 3, done: () -> Void) {}
                static func fetch(id: String, cached: Bool = true) {}
                static func run() {
                    schedule(); sync { }; sync(retries: 1) { }; fetch(id: "a"); fetch(cached: false)
                }
            }
            """)
        let sites = graph.index.callSites(in: "Tasks.run()")
        #expect(
            sites.map { graph.uniqueFunction(for: $0)?.qualifiedName } == [
                "Tasks.schedule(after:)", "Tasks.sync(force:retries:done:)", "Tasks.sync(force:retries:done:)",
                "Tasks.fetch(id:cached:)", nil,
            ])
    }

    /// A receiver is typed through a chain of names rooted at a local, a parameter, `self`'s stored or computed
    /// property or a singleton, through optional chaining, `if let`/`guard let` rebinding and a getter that returns a
    /// value it made once and stored.
    @Test func receiversThroughChainsOfNames() throws {
        let graph = Self.graph(
            """
            final class Watcher { func start() {} }
            final class Decoy { func start() {} }
            final class HealthKitFacade {
                static let shared = HealthKitFacade()
                let watcher = Watcher()
                var decoy: Decoy { Decoy() }
            }
            class Launcher {
                var kit: HealthKitFacade?
                var current: HealthKitFacade { HealthKitFacade.shared }
                func local() { let kit = HealthKitFacade(); kit.watcher.start() }
                func parameter(_ facade: HealthKitFacade) { facade.decoy.start() }
                func stored() { kit?.watcher.start() }
                func computed() { current.decoy.start() }
                func singleton() { HealthKitFacade.shared.watcher.start() }
                func rebound() { if let kit = self.kit { kit.decoy.start() } }
                func shorthand() { guard let kit else { return }; kit.watcher.start() }
                func renamed() { guard let facade = kit else { return }; facade.decoy.start() }
                func chained() { let watcher = HealthKitFacade.shared.watcher; watcher.start() }
                func shadowed() { let current = Watcher(); current.start() }
                private var cached: HealthKitFacade?
                func facade() -> HealthKitFacade {
                    if let kit = cached { return kit }
                    let kit = HealthKitFacade()
                    cached = kit
                    return kit
                }
                func getter() { facade().decoy.start() }
            }
            final class Screen: Launcher {
                func inherited() { kit?.decoy.start() }
            }
            """)
        let functions = [
            "local()", "parameter(_:)", "stored()", "computed()", "singleton()", "rebound()", "shorthand()",
            "renamed()", "chained()", "shadowed()", "getter()",
        ]
        let targets = try (functions.map { "Launcher." + $0 } + ["Screen.inherited()"]).map { function in
            try #require(graph.index.callSites(in: function).last { $0.calleeName == "start" }, "\(function)")
        }.map(graph.targets(of:))
        #expect(
            targets == [
                ["Watcher.start()"], ["Decoy.start()"], ["Watcher.start()"], ["Decoy.start()"], ["Watcher.start()"],
                ["Decoy.start()"], ["Watcher.start()"], ["Decoy.start()"], ["Watcher.start()"], ["Watcher.start()"],
                ["Decoy.start()"], ["Decoy.start()"],
            ])
    }

    /// A call through a protocol or a class runs the method of every type of the module below it; test doubles
    /// (named so, or declared under `Mocks/`, `Fakes/`, `Stubs/` or `Preview Content/`) are none of them.
    @Test func dynamicDispatchLeavesTestDoublesOut() throws {
        let files = [
            (
                "App/Client.swift",
                """
                protocol HealthStoring { func observe() }
                class Refresher { func refresh() {} }
                final class LiveStore: HealthStoring { func observe() {} }
                final class HealthStoreMock: HealthStoring { func observe() {} }
                final class FakeStore: HealthStoring { func observe() {} }
                class NightlyRefresher: Refresher { override func refresh() {} }
                final class WeeklyRefresher: NightlyRefresher { override func refresh() {} }
                final class StubRefresher: Refresher { override func refresh() {} }
                final class CloudStore {}
                final class Client {
                    let store: HealthStoring
                    let refresher: Refresher
                    let weekly: WeeklyRefresher
                    func run() { store.observe(); refresher.refresh(); weekly.refresh() }
                }
                """
            ),
            ("App/Mocks/Recording.swift", "final class RecordingStore: HealthStoring { func observe() {} }"),
            (
                "App/Preview Content/Preview.swift",
                "final class PreviewRefresher: Refresher { override func refresh() {} }\nextension Client {}"
            ),
            ("App/Mocks/Conformance.swift", "extension CloudStore: HealthStoring { func observe() {} }"),
        ]
        let graph = CallGraph(
            index: ModuleIndex(files: files.map { SwiftFile(file: SourceFile(path: $0.0, text: $0.1)) }))
        #expect(
            graph.index.callSites(in: "Client.run()").map(graph.targets(of:)) == [
                ["CloudStore.observe()", "LiveStore.observe()"],
                ["NightlyRefresher.refresh()", "Refresher.refresh()", "WeeklyRefresher.refresh()"],
                ["WeeklyRefresher.refresh()"],
            ])
    }
}
