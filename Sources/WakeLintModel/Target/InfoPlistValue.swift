import WakeLintCore
import WakeLintProject

/// One Info.plist key of a configuration, from the `INFOPLIST_FILE` (or a discovered Info.plist) or generated
/// from an `INFOPLIST_KEY_*` setting, with string values expanded as Xcode expands them at build time.
public struct InfoPlistValue: Sendable {
    public enum Source: Sendable {
        case file(PlistInput, PlistEntry)
        /// `INFOPLIST_KEY_<key>` with `GENERATE_INFOPLIST_FILE = YES`; always a string.
        case generated(WrittenBuildSetting, ExpandedString)
    }

    public var key: String
    public var source: Source
    package var settings: BuildSettingsResolver?

    /// The `<key>` element, or the setting that generates the key.
    public var location: SourceLocation {
        switch source {
        case .file(let file, _): file.location(ofKey: key)
        case .generated(let setting, _): setting.location
        }
    }

    public var input: InputKind {
        switch source {
        case .file(let file, _): file.kind
        case .generated(let setting, _): setting.input
        }
    }

    public var kind: PlistValueKind {
        switch source {
        case .file(_, let entry): entry.value.value.kind
        case .generated: .string
        }
    }

    /// The value when it is a string, expanded.
    public var string: ExpandedString? {
        switch source {
        case .file(let file, let entry): entry.value.stringValue.map { expand($0, at: file.location(of: entry.value)) }
        case .generated(_, let value): value
        }
    }

    /// The string elements when the value is an array (other elements are skipped), expanded; nil for other types.
    public var strings: [ExpandedString]? {
        guard case .file(let file, let entry) = source, let items = entry.value.arrayValue else { return nil }
        return items.compactMap { item in item.stringValue.map { expand($0, at: file.location(of: item)) } }
    }

    private func expand(_ text: String, at location: SourceLocation) -> ExpandedString {
        guard let settings, text.contains("$") else {
            return ExpandedString(value: text, written: text, location: location)
        }
        let (value, unresolved) = settings.expand(text)
        return ExpandedString(value: value, written: text, location: location, unresolvedReferences: unresolved)
    }
}
