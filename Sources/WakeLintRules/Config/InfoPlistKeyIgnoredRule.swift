import Foundation
import WakeLintCore
import WakeLintEngine
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
                // Ignored but harmless: the Info.plist file already has what the setting asks for.
                let asked = configuration.settings?.resolve(setting.name)?.value ?? setting.value
                if configuration.infoPlist.files.contains(where: { Self.has(key, holding: asked, in: $0) }) {
                    continue
                }
                var related: [RelatedLocation] = []
                let source = GeneratedInfoPlistKeys.writtenFromSetting[key]
                if source == nil, let file = configuration.infoPlist.files.first {
                    related.append(
                        RelatedLocation(file.fileStart, "the Info.plist 'INFOPLIST_FILE' names, where '\(key)' belongs")
                    )
                }
                let message: Finding.Message
                let fix: FixProposal
                if let source {
                    message = .writtenFrom(source, setting.name, key)
                    fix = .unavailable("whether to change '\(source)' or drop the setting is a judgement")
                } else if configuration.infoPlist.files.isEmpty {
                    message = .ignoredWithoutFile(setting.name, key)
                    fix = .unavailable("there is no Info.plist file to move '\(key)' into")
                } else {
                    message = .ignored(setting.name, key)
                    fix = Self.fix(setting, key: key, in: target)
                }
                context.report(
                    message, at: setting.location, input: setting.input, related: related, fix: fix,
                    oncePer: "\(setting.location)")
            }
        }
    }
}

extension InfoPlistKeyIgnoredRule {
    /// Whether the plist has the key, read as a path where an underscore nests (`NSExtension_NSExtensionPointIdentifier`
    /// is `NSExtensionPointIdentifier` inside `NSExtension`, as people who write such settings mean it).
    /// Whether the plist's value for the key holds what the setting's value asks for: every word of it in an array
    /// (`fetch processing` in `UIBackgroundModes`), the same string or boolean; a dictionary, or a value with a
    /// `$(…)` wakelint cannot expand, counts as held once the key is there.
    static func has(_ key: String, holding asked: String, in plist: PlistInput) -> Bool {
        guard let node = node(key, in: plist) else { return false }
        let unquoted = asked.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        if unquoted.contains("$(") || unquoted.contains("${") { return true }
        switch node.value {
        case .array(let elements):
            let held = Set(elements.compactMap(\.stringValue))
            let words = unquoted.split(whereSeparator: { " \t,()\n".contains($0) }).map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }
            return words.allSatisfy { $0.isEmpty || held.contains($0) }
        case .string(let string): return string == unquoted
        case .bool(let bool): return bool == ["YES", "TRUE"].contains(unquoted.uppercased())
        default: return true
        }
    }

    private static func node(_ key: String, in plist: PlistInput) -> PlistNode? {
        if let entry = plist[key] { return entry.value }
        let path = key.split(separator: "_").map(String.init)
        guard path.count > 1, var node = plist[path[0]]?.value else { return nil }
        for component in path.dropFirst() {
            guard let next = node.dictValue?[component]?.value else { return nil }
            node = next
        }
        return node
    }
}

extension Finding.Message {
    fileprivate static func ignored(_ setting: String, _ key: String) -> Self {
        "'\(setting)' is not a setting Xcode generates Info.plist keys from, so '\(key)' never reaches the app; move '\(key)' into the Info.plist file and delete the setting"
    }
    fileprivate static func writtenFrom(_ source: String, _ setting: String, _ key: String) -> Self {
        "'\(setting)' is not a setting Xcode generates Info.plist keys from: Xcode writes '\(key)' from '\(source)', whose value differs, so this value never reaches the app; set '\(source)' instead and delete the setting"
    }
    fileprivate static func ignoredWithoutFile(_ setting: String, _ key: String) -> Self {
        "'\(setting)' is not a setting Xcode generates Info.plist keys from, so '\(key)' never reaches the app; add an Info.plist file with '\(key)', set 'INFOPLIST_FILE' to it and delete the setting"
    }
}
