/// `PBXFileSystemSynchronizedBuildFileExceptionSet` (per target) or
/// `PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet` (per build phase).
public struct SynchronizedFolderExceptionSet: Sendable, Equatable {
    public var id: String
    public var isa: String
    public var targetID: String?
    public var buildPhaseID: String?
    public var membershipExceptions: [String]
}
