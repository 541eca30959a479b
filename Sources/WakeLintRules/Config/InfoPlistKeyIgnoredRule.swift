import WakeLintCore
import WakeLintModel
import WakeLintProject

// What and why: rules/config/config-infoplist-key-ignored.md
struct InfoPlistKeyIgnoredRule: ProjectRule {
    static let id: RuleID = "config-infoplist-key-ignored"

    /// Every `INFOPLIST_KEY_*` assignment on a target's settings stack that Xcode's Info.plist generator does
    /// not read, reported once where it is written (pbxproj or xcconfig), whichever targets share it.
    func check(_ target: LintTarget, in context: inout RuleContext) {
        for configuration in target.configurations {
            for setting in configuration.infoPlistKeySettings
            where !GeneratedInfoPlistKeys.isGenerated(settingName: setting.name)
                && !GeneratedInfoPlistKeys.isWrittenByXcode(
                    settingName: setting.name, value: setting.value,
                    resolve: { configuration.settings?.resolve($0)?.value })
            {
                guard !context.findings.contains(where: { $0.location == setting.location }) else { continue }
                let key = GeneratedInfoPlistKeys.infoPlistKey(forSettingName: setting.name)
                // Ignored but harmless: the Info.plist file has the key already.
                if configuration.infoPlist.files.contains(where: { Self.has(key, in: $0) }) { continue }
                var related: [RelatedLocation] = []
                if let file = configuration.infoPlist.files.first {
                    related.append(
                        RelatedLocation(file.fileStart, "the Info.plist 'INFOPLIST_FILE' names, where '\(key)' belongs")
                    )
                }
                let message: Finding.Message =
                    configuration.infoPlist.files.isEmpty
                    ? .ignoredWithoutFile(setting.name, key) : .ignored(setting.name, key)
                context.report(message, at: setting.location, input: setting.input, related: related)
            }
        }
    }
}

extension InfoPlistKeyIgnoredRule {
    /// Whether the plist has the key, read as a path where an underscore nests (`NSExtension_NSExtensionPointIdentifier`
    /// is `NSExtensionPointIdentifier` inside `NSExtension`, as people who write such settings mean it).
    static func has(_ key: String, in plist: PlistInput) -> Bool {
        if plist[key] != nil { return true }
        let path = key.split(separator: "_").map(String.init)
        guard path.count > 1, var node = plist[path[0]]?.value else { return false }
        for component in path.dropFirst() {
            guard let next = node.dictValue?[component]?.value else { return false }
            node = next
        }
        return true
    }
}

extension Finding.Message {
    fileprivate static func ignored(_ setting: String, _ key: String) -> Self {
        "'\(setting)' is not a setting Xcode generates Info.plist keys from, so '\(key)' never reaches the app; move '\(key)' into the Info.plist file and delete the setting"
    }
    fileprivate static func ignoredWithoutFile(_ setting: String, _ key: String) -> Self {
        "'\(setting)' is not a setting Xcode generates Info.plist keys from, so '\(key)' never reaches the app; add an Info.plist file with '\(key)', set 'INFOPLIST_FILE' to it and delete the setting"
    }
}
