import WakeLintCore

/// A target of the project with what rules need: product type, configurations and sources.
public struct XcodeTarget: Sendable {
    public var id: String
    public var name: String
    /// `PBXNativeTarget`, `PBXAggregateTarget` or `PBXLegacyTarget`.
    public var isa: String
    public var productType: XcodeProductType
    public var productName: String?
    public var configurations: [BuildConfiguration]
    public var defaultConfigurationName: String?
    /// Files of the Sources build phase, in order (folders of synchronized groups are not expanded here).
    public var sourceFiles: [XcodeFileReference]
    public var synchronizedFolders: [SynchronizedFolder]
    /// Targets this one depends on (`PBXTargetDependency.target`), by ID.
    public var dependencyIDs: [String]
    /// Products of Swift packages the target links that are not fetched from a remote repository
    /// (`XCSwiftPackageProductDependency.productName` of a local package, or of a package folder the project
    /// holds as a file reference): the code of the project's own packages.
    public var localPackageProducts: [String] = []
    /// Products of Swift packages fetched from a remote repository (`XCRemoteSwiftPackageReference`): third-party
    /// code wakelint does not read, which may register tasks of its own.
    public var remotePackageProducts: [String] = []
    /// The target's `{ … }` object.
    public var range: Range<Int>?

    public var swiftSources: [XcodeFileReference] {
        sourceFiles.filter(\.isSwiftSource)
    }

    public func configuration(named name: String) -> BuildConfiguration? {
        configurations.first { $0.name == name }
    }

    public func location(in file: SourceFile) -> SourceLocation? {
        range.map { file.location(of: $0.lowerBound) }
    }
}
