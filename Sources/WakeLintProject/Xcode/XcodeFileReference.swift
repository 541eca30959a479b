/// A file or group of the project navigator with its path resolved through its groups.
/// `resolvedPath` is relative to the project's source root (the folder holding the `.xcodeproj`, plus
/// `projectDirPath`), absolute for `<absolute>`, or starts with `$(BUILT_PRODUCTS_DIR)`/`$(SDKROOT)`/….
public struct XcodeFileReference: Sendable, Equatable {
    public var id: String
    /// `PBXFileReference`, `PBXGroup`, `PBXVariantGroup`, `XCVersionGroup`, `PBXFileSystemSynchronizedRootGroup`.
    public var isa: String
    public var name: String?
    public var path: String?
    /// `<group>`, `SOURCE_ROOT`, `<absolute>`, `BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR`.
    public var sourceTree: String
    /// Nil when a `<group>` item cannot be placed (not reachable from the main group, or a group cycle).
    public var resolvedPath: String?
    /// `lastKnownFileType` or `explicitFileType`: `sourcecode.swift`, `text.plist.xml`, `text.xcconfig`.
    public var fileType: String?
    public var range: Range<Int>?

    /// What the navigator shows: the name, else the last path component.
    public var displayName: String {
        if let name { return name }
        if let path, let last = path.split(separator: "/").last { return String(last) }
        return id
    }

    public var isSwiftSource: Bool {
        fileType == "sourcecode.swift" || (path ?? name ?? "").hasSuffix(".swift")
    }
}
