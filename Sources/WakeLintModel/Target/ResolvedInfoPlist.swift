import WakeLintCore
import WakeLintProject

/// The Info.plist one configuration of a target ships: the file `INFOPLIST_FILE` names plus, when
/// `GENERATE_INFOPLIST_FILE = YES`, the keys Xcode generates from `INFOPLIST_KEY_*` settings on its allow-list
/// (the HealthKit purpose strings are generated, `UIBackgroundModes` and
/// `BGTaskSchedulerPermittedIdentifiers` are not). For the implicit target: every discovered Info.plist.
public struct ResolvedInfoPlist: Sendable {
    public var files: [PlistInput]
    /// Generated keys by Info.plist key, each with the setting that writes it.
    public var generated: [String: InfoPlistValue]
    /// `INFOPLIST_FILE`, when set.
    public var reference: ReferencedFile?
    /// For the implicit target: the Info.plist files found but not read (malformed, UTF-16, too large).
    public var unread: [String] = []
    /// `GENERATE_INFOPLIST_FILE` and where it is set to `YES`.
    public var generationSetting: WrittenBuildSetting?
    package var settings: BuildSettingsResolver?

    public init(
        files: [PlistInput], generated: [String: InfoPlistValue] = [:], reference: ReferencedFile? = nil,
        generationSetting: WrittenBuildSetting? = nil, settings: BuildSettingsResolver? = nil
    ) {
        self.files = files
        self.generated = generated
        self.reference = reference
        self.generationSetting = generationSetting
        self.settings = settings
    }

    /// Every place the key is set: each file that has it, then the generated value.
    public func values(_ key: String) -> [InfoPlistValue] {
        var values = files.compactMap { file in
            file[key].map { InfoPlistValue(key: key, source: .file(file, $0), settings: settings) }
        }
        if let generated = generated[key] { values.append(generated) }
        return values
    }

    /// The key as the built app has it (files first), or nil when it is set nowhere.
    public func value(_ key: String) -> InfoPlistValue? {
        values(key).first
    }

    /// Where to point when a key is missing: the Info.plist file, else the setting that names or generates it.
    public var anchor: SourceLocation? {
        files.first?.fileStart ?? reference?.settingLocation ?? generationSetting?.location
    }

    /// Why a missing key may still be present, for messages; nil when the Info.plist was read in full.
    public var doubt: String? { reference?.doubt ?? ReferencedFile.doubt(unread: unread) }

    /// The note at `anchor` for a key that is missing: the file has no such key, or (when the setting names a
    /// file wakelint could not read or resolve) that nothing could be checked.
    public func missingKeyNote(_ key: String) -> String {
        if files.isEmpty, reference == nil, let first = unread.first {
            return "'\(first)' could not be read: '\(key)' may be there"
        }
        guard files.isEmpty, let reference, !reference.isFollowed else { return "this Info.plist has no '\(key)'" }
        return "'\(reference.setting)' names an Info.plist wakelint could not read: '\(key)' may be there"
    }
}
