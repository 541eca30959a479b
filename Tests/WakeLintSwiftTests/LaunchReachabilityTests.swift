import Testing
import WakeLintCore

@testable import WakeLintSwift

@Suite struct LaunchReachabilityTests {
    static let index = ModuleIndexTests.index
    static let reachability = LaunchReachability(index: index)

    @Test func entryPointsComeFromDelegatesAndTheMainType() {
        #expect(
            Self.reachability.entryPoints.map { "\($0.qualifiedName) (\($0.reason))" } == [
                "AppDelegate.application(_:didFinishLaunchingWithOptions:) (app delegate launch method)",
                "WorkoutApp.init() (@main type)",
                "AppDelegate.init() (@main type (implicit init))",
            ])
    }

    @Test func registrationThroughAHelperIsLaunchTime() throws {
        let register = try #require(Self.index.callSites(calling: "register").first)
        #expect(
            Self.reachability.chain(to: register) == [
                "AppDelegate.application(_:didFinishLaunchingWithOptions:)", "AppDelegate.registerBackgroundTasks()",
            ])
    }

    @Test func propertiesAndSingletonsResolveReceivers() throws {
        // `store` is `HealthObserverStore.shared`; `HealthObserverStore.shared.startObserving()` in the App's init.
        #expect(Self.index.propertyType(owner: "AppDelegate", name: "store") == "HealthObserverStore")
        #expect(
            Self.reachability.chains["HealthObserverStore.startObserving()"] == [
                "AppDelegate.application(_:didFinishLaunchingWithOptions:)", "HealthObserverStore.startObserving()",
            ])
        let authorization = try #require(Self.index.callSites(calling: "requestAuthorization").first)
        #expect(Self.reachability.isLaunchTime(authorization))
    }

    @Test func storedPropertiesAndSingletonInitialisersRunAtLaunch() {
        let chains = Self.reachability.chains
        #expect(chains["WorkoutApp.model"] == ["WorkoutApp.init()", "WorkoutApp.model"])
        #expect(
            chains["AppDelegate.store"] == [
                "AppDelegate.application(_:didFinishLaunchingWithOptions:)", "AppDelegate.store",
            ])
        // The shortest chain: the App's init touches the singleton directly.
        #expect(
            chains["HealthObserverStore.init()"] == [
                "WorkoutApp.init()", "HealthObserverStore.shared", "HealthObserverStore.init()",
            ])
    }

    @Test func callbacksAndViewCodeAreLate() throws {
        // Inside the authorization callback: runs later, not during launch.
        let delivery = try #require(Self.index.callSites(calling: "enableBackgroundDelivery").first)
        #expect(!Self.reachability.isLaunchTime(delivery))
        let onAppear = try #require(Self.index.callSites(calling: "scheduleNextRefresh").first)
        #expect(!Self.reachability.isLaunchTime(onAppear))
        // `applicationDidEnterBackground` is not a launch method.
        #expect(Self.reachability.chains["AppDelegate.scheduleAppRefresh()"] == nil)
    }

    @Test func implicitInitialisersOfTheMainTypeRunItsPropertyValues() {
        let index = ModuleIndex(files: [
            SwiftFile(
                file: SourceFile(
                    path: "a.swift",
                    text: """
                        @main struct TodoApp: App {
                            @State private var store = Store()
                            var body: some Scene { WindowGroup { ContentView(store: store) } }
                        }
                        final class Store { init() { start() } ; func start() {} }
                        """))
        ])
        let reachability = LaunchReachability(index: index)
        #expect(reachability.entryPoints.map(\.reason) == ["@main type (implicit init)"])
        #expect(
            reachability.chains["Store.start()"] == [
                "TodoApp.init()", "TodoApp.store", "Store.init()", "Store.start()",
            ])
        #expect(reachability.chains["TodoApp.body"] == nil)
    }

    /// Reading a computed property of the type runs its getter: Corona-Warn-App's launch method sets
    /// `taskScheduler?.delegate`, whose getter returns `ENATaskScheduler.shared`, whose init registers.
    @Test func computedPropertiesReadAtLaunchRunTheirGetters() {
        let index = ModuleIndex(files: [
            SwiftFile(
                file: SourceFile(
                    path: "a.swift",
                    text: """
                        final class AppDelegate: UIResponder, UIApplicationDelegate {
                            var taskScheduler: TaskScheduler? {
                                guard !isHibernating else { return nil }
                                return TaskScheduler.shared
                            }
                            var unused: Int { Tracker.shared.count() }
                            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                                taskScheduler?.delegate = self
                                return true
                            }
                        }
                        final class TaskScheduler { static let shared = TaskScheduler(); private init() { register() } ; func register() {} }
                        final class Tracker { static let shared = Tracker(); func count() -> Int { 0 } }
                        """))
        ])
        let reachability = LaunchReachability(index: index)
        #expect(
            reachability.chains["TaskScheduler.register()"] == [
                "AppDelegate.application(_:didFinishLaunchingWithOptions:)", "AppDelegate.taskScheduler",
                "TaskScheduler.shared",
                "TaskScheduler.init()", "TaskScheduler.register()",
            ])
        #expect(reachability.chains["AppDelegate.unused"] == nil)
        #expect(reachability.chains["Tracker.count()"] == nil)
    }

    /// A dependency container's factory runs when its type is resolved: at launch when the `@main` type's init
    /// resolves it, and otherwise it is no late context of its own (unknown, not late).
    @Test func containerFactoriesRunWhereTheirTypeIsResolved() throws {
        let index = ModuleIndex(files: [
            SwiftFile(
                file: SourceFile(
                    path: "a.swift",
                    text: """
                        @main struct PumpApp: App {
                            let resolver = Container.shared
                            init() { _ = resolver.resolve(HealthManager.self)! }
                            var body: some Scene { WindowGroup { RootView() } }
                        }
                        final class ServiceAssembly: Assembly {
                            func assemble(container: Container) {
                                container.register(HealthManager.self) { r in BaseHealthManager(resolver: r) }
                                container.register(Exporter.self) { _ in Exporter(store: HKHealthStore()) }
                            }
                        }
                        final class BaseHealthManager { init(resolver: Resolver) { createObserver() } ; func createObserver() { store.execute(query) } }
                        final class Exporter { init(store: HKHealthStore) { store.execute(exportQuery) } }
                        """))
        ])
        let graph = CallGraph(index: index)
        let reachability = LaunchReachability(graph: graph)
        let executes = index.callSites(calling: "execute")
        #expect(
            reachability.reach(of: executes[0], in: graph)
                == .launch(chain: [
                    "PumpApp.init()", "ServiceAssembly.assemble(container:)", "BaseHealthManager.init(resolver:)",
                    "BaseHealthManager.createObserver()",
                ]))
        // Nothing resolves the exporter at launch, and nothing says it runs late either.
        #expect(reachability.reach(of: executes[1], in: graph) == .unknown(chain: ["Exporter.init(store:)"]))
    }

    /// `self.a.b.f()`: two receiver parts after `self`, sliced without trapping.
    @Test func nestedReceiversThroughSelf() {
        let index = ModuleIndex(files: [
            SwiftFile(
                file: SourceFile(
                    path: "a.swift",
                    text: """
                        @main struct App {
                            init() { self.model.store.save(); Config.shared.load() }
                        }
                        final class Config { static let shared = Config(); func load() {} }
                        """))
        ])
        let reachability = LaunchReachability(index: index)
        #expect(reachability.chains["Config.load()"] == ["App.init()", "Config.load()"])
        #expect(reachability.chains["Config.shared"] == ["App.init()", "Config.shared"])
    }

    @Test func watchExtensionDelegateLaunch() throws {
        let file = SwiftFile(file: SourceFile(path: "w.swift", bytes: TestData.bytes("watch-extension-delegate.swift")))
        let index = ModuleIndex(files: [file])
        let reachability = LaunchReachability(index: index)
        #expect(
            reachability.entryPoints.map(\.qualifiedName) == [
                "ExtensionDelegate.applicationDidFinishLaunching()", "ExtensionDelegate.init()",
            ])
        // `scheduler` is a lazy property of type RefreshScheduler.
        #expect(
            reachability.chains["RefreshScheduler.scheduleNext(after:)"] == [
                "ExtensionDelegate.applicationDidFinishLaunching()", "RefreshScheduler.scheduleNext(after:)",
            ])
        #expect(
            reachability.chains["RefreshScheduler.init(store:)"] == [
                "ExtensionDelegate.applicationDidFinishLaunching()", "ExtensionDelegate.scheduler",
                "RefreshScheduler.init(store:)",
            ])
        // `forEach` runs its closure before returning, so delivery is enabled during launch.
        let delivery = try #require(index.callSites(calling: "enableBackgroundDelivery").first)
        #expect(
            reachability.chain(to: delivery) == [
                "ExtensionDelegate.applicationDidFinishLaunching()", "ExtensionDelegate.enableDelivery(for:)",
            ])
        // `handle(_:)` runs when tasks arrive, not at launch.
        let completion = try #require(index.callSites(calling: "setTaskCompletedWithSnapshot").first)
        #expect(!reachability.isLaunchTime(completion))
    }

    @Test func synchronousClosuresAndAdaptorDelegates() {
        let index = ModuleIndex(files: [
            SwiftFile(
                file: SourceFile(
                    path: "a.swift",
                    text: """
                        @main struct MyApp: App {
                            @UIApplicationDelegateAdaptor(Delegate.self) var delegate
                            var body: some Scene { WindowGroup { Text("x") } }
                        }
                        final class Delegate: NSObject {
                            func application(_ app: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
                                identifiers.forEach { register($0) }
                                DispatchQueue.main.async { late() }
                                Registry().setUp()
                                return true
                            }
                            func register(_ id: String) {}
                            func late() {}
                        }
                        struct Registry { init() {} ; func setUp() {} }
                        """))
        ])
        let reachability = LaunchReachability(index: index)
        #expect(
            reachability.entryPoints.map(\.qualifiedName) == [
                "Delegate.application(_:didFinishLaunchingWithOptions:)", "MyApp.init()", "Delegate.init()",
            ])
        #expect(reachability.chains["Delegate.register(_:)"] != nil)
        #expect(reachability.chains["Delegate.late()"] == nil)
        #expect(reachability.chains["Registry.init()"] != nil)
        #expect(
            reachability.chains["Registry.setUp()"] == [
                "Delegate.application(_:didFinishLaunchingWithOptions:)", "Registry.setUp()",
            ])
    }
}
