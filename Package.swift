// swift-tools-version:6.1
import PackageDescription

// No package dependencies: only the toolchain's Foundation, Dispatch, XCTest and Swift Testing.
let package = Package(
    name: "wakelint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "wakelint", targets: ["wakelint"]),
        .library(name: "WakeLint", targets: ["WakeLintModel", "WakeLintEngine", "WakeLintRules", "WakeLintReporters"]),
        .plugin(name: "WakeLintCommandPlugin", targets: ["WakeLintCommandPlugin"]),
        .plugin(name: "WakeLintBuildToolPlugin", targets: ["WakeLintBuildToolPlugin"]),
    ],
    targets: [
        .target(name: "WakeLintCore"),
        .target(name: "WakeLintSwift", dependencies: ["WakeLintCore"]),
        .target(name: "WakeLintProject", dependencies: ["WakeLintCore"]),
        .target(name: "WakeLintLogs", dependencies: ["WakeLintCore"]),
        // Project loading and the target model the rules read: targets × configurations, resolved Info.plist and
        // entitlements, the Swift model of each target's code.
        .target(name: "WakeLintModel", dependencies: ["WakeLintCore", "WakeLintSwift", "WakeLintProject"]),
        // Runs rules it is handed over targets and logs: the rule protocols, the rules' context, the linter, log
        // diagnosis, suppressions and configuration, the log-to-project join. It names no rule.
        .target(name: "WakeLintEngine", dependencies: ["WakeLintCore", "WakeLintSwift", "WakeLintProject", "WakeLintLogs", "WakeLintModel"]),
        .target(name: "WakeLintRules", dependencies: ["WakeLintCore", "WakeLintSwift", "WakeLintProject", "WakeLintLogs", "WakeLintModel", "WakeLintEngine"]),
        .target(name: "WakeLintReporters", dependencies: ["WakeLintCore"]),
        .target(name: "WakeLintCLI", dependencies: ["WakeLintCore", "WakeLintModel", "WakeLintEngine", "WakeLintRules", "WakeLintReporters", "WakeLintLogs", "WakeLintProject"]),
        .executableTarget(name: "wakelint", dependencies: ["WakeLintCLI", "WakeLintModel"]),
        // Compiles rules/**/*.md into Sources/WakeLintCore/Generated; also used by the freshness test.
        .target(name: "_WakeLintGenerator", dependencies: ["WakeLintCore"]),
        .executableTarget(name: "generate-wakelint", dependencies: ["_WakeLintGenerator"]),
        // `swift package wakelint …` and a build-tool plugin that lints a target's sources on every build.
        .plugin(name: "WakeLintCommandPlugin",
                capability: .command(intent: .custom(verb: "wakelint", description: "Run wakelint on this package")),
                dependencies: ["wakelint"]),
        .plugin(name: "WakeLintBuildToolPlugin", capability: .buildTool(), dependencies: ["wakelint"]),

        // Helpers shared by test targets (seeded generators); never part of the product.
        .target(name: "_WakeLintTestSupport", path: "Tests/_WakeLintTestSupport"),
        .testTarget(name: "WakeLintCoreTests", dependencies: ["_WakeLintTestSupport", "WakeLintCore"]),
        .testTarget(name: "WakeLintSwiftTests", dependencies: ["_WakeLintTestSupport", "WakeLintSwift"]),
        .testTarget(name: "WakeLintProjectTests", dependencies: ["_WakeLintTestSupport", "WakeLintProject"]),
        .testTarget(name: "WakeLintLogsTests", dependencies: ["_WakeLintTestSupport", "WakeLintLogs"]),
        .testTarget(name: "WakeLintModelTests", dependencies: ["WakeLintModel"]),
        .testTarget(name: "WakeLintRulesTests", dependencies: ["WakeLintModel", "WakeLintEngine", "WakeLintRules", "_WakeLintGenerator"]),
        .testTarget(name: "WakeLintReportersTests", dependencies: ["WakeLintReporters"]),
        .testTarget(name: "WakeLintCLITests", dependencies: ["WakeLintCLI", "WakeLintModel"]),
        .testTarget(name: "HostileInputTests", dependencies: ["_WakeLintTestSupport", "WakeLintCLI", "WakeLintSwift", "WakeLintProject", "WakeLintLogs"]),
    ],
    swiftLanguageModes: [.v6]
)
