import WakeLintCore

/// The typed view of a `project.pbxproj`: objects by ID, targets, configurations per target and project,
/// build settings as written (with positions), file references with resolved paths, synchronized folders.
public struct XcodeProject: Sendable {
    /// The `project.pbxproj` path as given to `read` (`App/Pulse.xcodeproj/project.pbxproj`).
    public var path: String
    /// The file as read; its nodes carry no key paths (`OpenStepPlistReader.read(_:keyPaths:)`).
    public var document: PlistDocument
    public var objectVersion: String?
    /// Every object by ID, whatever its `isa`.
    public var objects: [String: XcodeObject]
    /// The `PBXProject` object's ID (`rootObject`).
    public var projectID: String
    /// Project-level configurations, the base of every target's settings.
    public var configurations: [BuildConfiguration]
    public var defaultConfigurationName: String?
    /// In the project's `targets` order.
    public var targets: [XcodeTarget]
    /// Files and groups by ID (including synchronized root groups), paths resolved.
    public var fileReferences: [String: XcodeFileReference]
    public var synchronizedFolders: [String: SynchronizedFolder]
    /// `projectDirPath` of the project object: where the source root lies relative to the `.xcodeproj`'s folder.
    public var projectDirPath: String
    /// Dangling references and other inconsistencies that did not prevent reading.
    public var issues: [XcodeProjectIssue]

    /// Reads the file as an OpenStep plist, then builds the typed view. Only an unreadable file or a file
    /// without `objects` / a `PBXProject` root object is a problem; everything else becomes an issue.
    public static func read(_ file: SourceFile) -> Result<XcodeProject, PlistProblem> {
        switch OpenStepPlistReader.read(file, keyPaths: false) {
        case .problem(let problem):
            return .failure(problem)
        case .document(let document):
            var builder = XcodeProjectBuilder(document: document, file: file)
            return builder.build()
        }
    }

    public func target(named name: String) -> XcodeTarget? {
        targets.first { $0.name == name }
    }

    public func configuration(named name: String) -> BuildConfiguration? {
        configurations.first { $0.name == name }
    }

    /// `Pulse` for `App/Pulse.xcodeproj/project.pbxproj` (Xcode's `PROJECT_NAME`).
    public var name: String {
        let bundle = path.split(separator: "/").last { $0.hasSuffix(".xcodeproj") }
        return bundle.map { String($0.dropLast(".xcodeproj".count)) } ?? "Project"
    }

    /// The folder `resolvedPath`s are relative to (Xcode's `SRCROOT`), in the same terms as `path`:
    /// the folder holding the `.xcodeproj`, joined with `projectDirPath`; `""` for the current folder.
    public var sourceRoot: String {
        var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if components.last == "project.pbxproj" { components.removeLast() }
        if components.last?.hasSuffix(".xcodeproj") == true { components.removeLast() }
        let folder = components.joined(separator: "/")
        return PathNormalizer.join(path.hasPrefix("/") && folder.isEmpty ? "/" : folder, projectDirPath)
    }

    /// Configuration names in project order (Debug, Release, …).
    public var configurationNames: [String] { configurations.map(\.name) }

    /// A setting as written at the target level, else at the project level (xcconfig files not consulted).
    public func writtenSetting(_ name: String, target: XcodeTarget, configuration: String) -> BuildSetting? {
        target.configuration(named: configuration)?[name] ?? self.configuration(named: configuration)?[name]
    }
}
