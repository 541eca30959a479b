/// A `PBXFileSystemSynchronizedRootGroup` (Xcode 16): a folder whose files all belong to the targets that
/// list it in `fileSystemSynchronizedGroups`, except those named by its exception sets.
public struct SynchronizedFolder: Sendable, Equatable {
    public var id: String
    public var path: String?
    /// Resolved like any group (see `XcodeFileReference.resolvedPath`).
    public var resolvedPath: String?
    public var exceptions: [SynchronizedFolderExceptionSet]
    public var range: Range<Int>?

    /// Paths (relative to the folder) whose membership in `targetID` is inverted: excluded when the
    /// target lists the folder, included when it does not.
    public func membershipExceptions(for targetID: String) -> [String] {
        exceptions.filter { $0.targetID == targetID }.flatMap(\.membershipExceptions)
    }

    /// Whether the file at `relativePath` (inside this folder) is built by `target`: members are the files of
    /// folders the target lists, with each exception (a file, or a folder and everything in it) inverting that.
    public func includes(_ relativePath: String, in target: XcodeTarget) -> Bool {
        let listed = target.synchronizedFolders.contains { $0.id == id }
        let excepted = membershipExceptions(for: target.id).contains { exception in
            relativePath == exception || relativePath.hasPrefix(exception.hasSuffix("/") ? exception : exception + "/")
        }
        return listed != excepted
    }
}
