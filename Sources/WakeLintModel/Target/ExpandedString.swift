import WakeLintCore

/// A string from an Info.plist or a build setting after Xcode's `$(VAR)` expansion
/// (`$(PRODUCT_BUNDLE_IDENTIFIER).refresh` → `com.example.app.refresh`), with where it is written.
public struct ExpandedString: Sendable, Hashable {
    public var value: String
    public var written: String
    public var location: SourceLocation
    /// References nobody defines; they stay in `value` as written.
    public var unresolvedReferences: [String]

    public init(value: String, written: String, location: SourceLocation, unresolvedReferences: [String] = []) {
        self.value = value
        self.written = written
        self.location = location
        self.unresolvedReferences = unresolvedReferences
    }
}
