import WakeLintCore
import WakeLintProject

/// A parsed property list (Info.plist or entitlements) with the file it came from.
public struct PlistInput: Sendable {
    public var file: SourceFile
    public var document: PlistDocument
    public var kind: InputKind

    public init(file: SourceFile, document: PlistDocument, kind: InputKind) {
        self.file = file
        self.document = document
        self.kind = kind
    }

    public var path: String { file.path }

    /// Whether this Info.plist can be an app's or an app extension's, for folders without a project file, where
    /// nothing says which Info.plist the app is built with. A package type of `BNDL` (test bundles), `FMWK`,
    /// `XFWK` or `dSYM` says it is not; `APPL` and `XPC!`, or none (a partial Info.plist Xcode merges generated
    /// keys into), that it can be. `$(PRODUCT_BUNDLE_PACKAGE_TYPE)`, which Xcode's templates write for every kind
    /// of target: only keys an app or extension uses (`UI…`, `WK…`, `NS…UsageDescription`,
    /// `BGTaskSchedulerPermittedIdentifiers`, `NSExtension`, …) tell.
    public var canDescribeApp: Bool {
        // An Xcode template's `TemplateInfo.plist` (Tuist projects keep file templates) describes no bundle.
        if path.contains(".xctemplate/") { return false }
        guard let packageType = self["CFBundlePackageType"]?.value.stringValue else { return true }
        switch packageType {
        case "APPL", "XPC!": return true
        case "BNDL", "FMWK", "XFWK", "dSYM": return false
        default: return (document.root.dictValue?.keys ?? []).contains(where: Self.isAppKey)
        }
    }

    private static let appKeys: Set<String> = [
        "BGTaskSchedulerPermittedIdentifiers", "CFBundleDisplayName", "CFBundleURLTypes",
        "ITSAppUsesNonExemptEncryption",
        "LSApplicationQueriesSchemes", "LSRequiresIPhoneOS", "NSAppTransportSecurity", "NSExtension",
        "NSHealthRequiredReadAuthorizationTypeIdentifiers", "NSUserActivityTypes",
    ]

    private static func isAppKey(_ key: String) -> Bool {
        appKeys.contains(key) || key.hasPrefix("UI") || key.hasPrefix("WK") || key.hasSuffix("UsageDescription")
    }

    /// A top-level entry.
    public subscript(key: String) -> PlistEntry? {
        document.root.dictValue?[key]
    }

    /// Location of a top-level key (its `<key>` element), or of the file start when the key is absent
    /// or the plist is binary.
    public func location(ofKey key: String) -> SourceLocation {
        if let entry = self[key], let range = entry.keyRange {
            return file.location(of: range.lowerBound)
        }
        return fileStart
    }

    /// Where a value node starts, or the file start for binary plists (whose nodes have key paths, not offsets).
    public func location(of node: PlistNode) -> SourceLocation {
        node.range.map { file.location(of: $0.lowerBound) } ?? fileStart
    }

    public var fileStart: SourceLocation { SourceLocation(path: file.path, line: 1, column: 1) }
}
