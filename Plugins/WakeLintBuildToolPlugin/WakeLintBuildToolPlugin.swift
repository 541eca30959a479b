import PackagePlugin

/// Lints a target's Swift sources on every build and shows findings as build diagnostics
/// (`--format xcode`: `path:line:column: warning: …`). Like compiler diagnostics, errors fail the build
/// (`--fail-on error`) and warnings do not. The result cache lives in the plugin's work directory, so a build whose
/// sources did not change reports the stored result.
@main
struct WakeLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let inputs = module.sourceFiles(withSuffix: "swift").map(\.url)
        guard !inputs.isEmpty else { return [] }
        return [
            .buildCommand(
                displayName: "wakelint \(target.name)",
                executable: try context.tool(named: "wakelint").url,
                arguments: [
                    "lint", "--format", "xcode", "--quiet", "--fail-on", "error",
                    "--cache-path", context.pluginWorkDirectoryURL.path, module.directoryURL.path,
                ],
                inputFiles: inputs,
                outputFiles: []
            ),
        ]
    }
}
