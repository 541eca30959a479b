import WakeLintCore
import WakeLintProject

/// The entitlements one configuration of a target is signed with: the file `CODE_SIGN_ENTITLEMENTS` names
/// (none when unset). For the implicit target: every discovered `.entitlements` file.
public struct ResolvedEntitlements: Sendable {
    public var files: [PlistInput]
    /// `CODE_SIGN_ENTITLEMENTS`, when set.
    public var reference: ReferencedFile?
    /// For the implicit target: the `.entitlements` files found but not read (malformed, UTF-16, too large).
    public var unread: [String] = []

    public init(files: [PlistInput], reference: ReferencedFile? = nil) {
        self.files = files
        self.reference = reference
    }

    /// True when some file sets the Boolean entitlement to `<true/>` (absent and `<false/>` both mean off).
    public func isTrue(_ key: String) -> Bool {
        files.contains { $0[key]?.value.boolValue == true }
    }

    /// Where to point for `key`: its `<key>` in each file (the file start when absent), else the setting.
    public func locations(ofKey key: String) -> [SourceLocation] {
        if files.isEmpty { return reference?.settingLocation.map { [$0] } ?? [] }
        return files.map { $0.location(ofKey: key) }
    }

    /// Why an entitlement may still be set, for messages; nil when the file was read.
    public var doubt: String? { reference?.doubt ?? ReferencedFile.doubt(unread: unread) }
}
