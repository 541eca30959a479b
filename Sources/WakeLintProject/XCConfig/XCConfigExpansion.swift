import WakeLintCore

/// An xcconfig with its `#include`s spliced in where they appear: every assignment in evaluation order,
/// each with the file it comes from. Reading files is the caller's business (`load`), so this stays pure.
public struct XCConfigExpansion: Sendable {
    public var assignments: [SourcedBuildSetting]
    /// Every file read, the root first.
    public var paths: [String]
    /// Malformed lines, missing (non-optional) includes, include cycles.
    public var problems: [InputProblem]

    /// Includes nested deeper than this are refused (real projects use two or three levels).
    public static let maximumIncludeDepth = 32

    /// `load` receives the include's path joined to the including file's folder and normalized
    /// (`Config/Base.xcconfig`), and returns nil when there is no such file.
    public init(_ root: XCConfigFile, load: (String) -> SourceFile?) {
        self.init(root, loadConfig: { load($0).map(XCConfigReader.read) })
    }

    /// Like `init(_:load:)` with included files already read, so a caller that keeps them reads each once.
    public init(_ root: XCConfigFile, loadConfig: (String) -> XCConfigFile?) {
        assignments = []
        paths = []
        problems = []
        var stack: [String] = []
        expand(root, stack: &stack, load: loadConfig)
    }

    private mutating func expand(_ file: XCConfigFile, stack: inout [String], load: (String) -> XCConfigFile?) {
        paths.append(file.path)
        problems += file.problems.map { InputProblem(path: file.path, message: $0.description) }
        stack.append(file.path)
        defer { stack.removeLast() }
        let folder = file.path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        for statement in file.statements {
            switch statement {
            case .setting(let setting):
                assignments.append(SourcedBuildSetting(setting: setting, path: file.path))
            case .include(let include):
                let path = PathNormalizer.join(file.path.hasPrefix("/") && folder.isEmpty ? "/" : folder, include.path)
                if stack.contains(path) {
                    problems.append(
                        InputProblem(
                            path: file.path,
                            message: "line \(include.line): include cycle: \((stack + [path]).joined(separator: " → "))"
                        ))
                    continue
                }
                guard stack.count < Self.maximumIncludeDepth else {
                    problems.append(
                        InputProblem(
                            path: file.path,
                            message:
                                "line \(include.line): includes nested deeper than \(Self.maximumIncludeDepth) files"))
                    continue
                }
                guard let source = load(path) else {
                    if !include.isOptional && !XcodeProject.isWrittenByTool(path) {
                        problems.append(
                            InputProblem(
                                path: file.path, message: "line \(include.line): included file '\(path)' not found"))
                    }
                    continue
                }
                expand(source, stack: &stack, load: load)
            }
        }
    }
}
