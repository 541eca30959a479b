import WakeLintCore

/// A file a build setting names (`INFOPLIST_FILE`, `CODE_SIGN_ENTITLEMENTS`) and whether wakelint could follow
/// it. A reference that cannot be followed stays visible so findings that depend on it can say so.
public struct ReferencedFile: Sendable, Hashable {
    public enum State: Sendable, Hashable {
        /// Read and parsed.
        case found
        /// The expanded path names no readable file (outside the linted tree and not on disk, or malformed).
        case notFound
        /// The value still holds `$(…)` references nobody defines.
        case unresolved(references: [String])
    }

    /// `CODE_SIGN_ENTITLEMENTS`.
    public var setting: String
    /// The value after expansion, joined to `SRCROOT`.
    public var path: String
    public var state: State
    /// Where the winning assignment is written (pbxproj or xcconfig).
    public var settingLocation: SourceLocation?

    public init(setting: String, path: String, state: State, settingLocation: SourceLocation?) {
        self.setting = setting
        self.path = path
        self.state = state
        self.settingLocation = settingLocation
    }

    public var isFollowed: Bool { state == .found }

    /// A clause for messages of findings that depend on this file, or nil when the file was read.
    public var doubt: String? {
        switch state {
        case .found: nil
        case .notFound: "'\(setting)' names '\(path)', which wakelint could not read, so this may be a false alarm"
        case .unresolved(let references):
            "'\(setting)' = '\(path)' uses \(references.map { "'$(\($0))'" }.joined(separator: ", ")), which wakelint cannot resolve, so this may be a false alarm"
        }
    }

    /// The clause for files found but not read, or nil when there are none.
    static func doubt(unread: [String]) -> String? {
        guard let first = unread.first else { return nil }
        let more = unread.count > 1 ? " (and \(unread.count - 1) more)" : ""
        return "'\(first)'\(more) could not be read (see its input problem), so this may be a false alarm"
    }
}
