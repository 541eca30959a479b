import Foundation
import PackagePlugin

/// `swift package wakelint [lint|logs|…] [ARGS]`: runs the wakelint built from this package. Without
/// arguments it lints the package directory.
@main
struct WakeLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "wakelint")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments.isEmpty ? ["lint", context.package.directoryURL.path] : arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("wakelint exited with status \(process.terminationStatus)")
        }
    }
}
