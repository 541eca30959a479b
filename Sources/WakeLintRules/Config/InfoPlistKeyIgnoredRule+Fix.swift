import WakeLintCore
import WakeLintEngine
import WakeLintModel
import WakeLintProject

extension InfoPlistKeyIgnoredRule {
    /// Info.plist keys whose value is an array of strings: a setting's words become its elements.
    static let arrayKeys: Set<String> = [
        "BGTaskSchedulerPermittedIdentifiers", "LSApplicationQueriesSchemes",
        "NSHealthRequiredReadAuthorizationTypeIdentifiers", "NSUserActivityTypes", "UIBackgroundModes",
        "UIRequiredDeviceCapabilities", "UISupportedInterfaceOrientations", "WKBackgroundModes",
    ]

    /// The setting's value written under `key` in the Info.plist file of every configuration that has the
    /// setting (an array's missing words added to it), and the setting deleted where it is written; unavailable when the value's plist type or the
    /// place is not certain.
    static func fix(_ setting: WrittenBuildSetting, key: String, in target: LintTarget) -> FixProposal {
        guard !setting.isConditional else {
            return .unavailable("the setting has conditions, which an Info.plist key cannot keep")
        }
        guard !key.contains("_") else {
            return .unavailable("'\(key)' nests into a dictionary, whose other keys are a judgement")
        }
        let value: PlistTextEditor.Value
        switch plistValue(setting.value, key: key) {
        case .success(let converted): value = converted
        case .failure(let refusal): return .unavailable(refusal.description)
        }
        guard let deletion = deletion(of: setting) else {
            return .unavailable("the setting's text in '\(setting.location.path)' could not be delimited")
        }
        var builder = PlistFixBuilder()
        for configuration in target.configurations
        where configuration.infoPlistKeySettings.contains(where: { $0.location == setting.location }) {
            builder.edit(configuration) { editor throws(PlistTextEditor.Refusal) in
                // An array takes the missing words; any other value already there differs, and which is right is a
                // judgement.
                if case .strings(let words) = value { return try editor.addStrings(words, toArray: key) }
                if editor.has(key) { throw PlistTextEditor.Refusal("it already has '\(key)' with another value") }
                return [try editor.insert(key, value)]
            }
        }
        guard case .fix(let moved)? = builder.proposal("") else {
            return builder.proposal("") ?? .unavailable("no Info.plist file to move '\(key)' into")
        }
        return .fix(
            Fix(
                description: "move '\(key)' into \(builder.pathList) and delete '\(setting.name)'",
                edits: moved.edits + [deletion]))
    }

    /// The Info.plist value a setting's text stands for: words for an array key, the text for any other; a
    /// `YES`/`NO` (Boolean or string?) or `$(inherited)` is not certain.
    static func plistValue(_ text: String, key: String) -> Result<PlistTextEditor.Value, PlistTextEditor.Refusal> {
        if text.contains("$(inherited)") || text.contains("${inherited}") {
            return .failure(PlistTextEditor.Refusal("'$(inherited)' has no Info.plist equivalent"))
        }
        if arrayKeys.contains(key) {
            let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map {
                String($0).trimmingCharacters(in: "\"")
            }
            return .success(.strings(words.filter { !$0.isEmpty }))
        }
        let unquoted = text.trimmingCharacters(in: "\"")
        if ["YES", "NO", "TRUE", "FALSE"].contains(unquoted.uppercased()) {
            return .failure(PlistTextEditor.Refusal("whether '\(key)' is a Boolean or a string is not known"))
        }
        return .success(.string(unquoted))
    }

    /// The edit that deletes the setting: its whole line when it is alone on it, else the assignment and the
    /// `;` and spaces after it (pbxproj).
    static func deletion(of setting: WrittenBuildSetting) -> TextEdit? {
        guard let file = setting.source, var range = setting.range else { return nil }
        let bytes = file.bytes
        func isSpace(_ index: Int) -> Bool { index < bytes.count && (bytes[index] == 0x20 || bytes[index] == 0x09) }
        if range.lowerBound > 0, bytes[range.lowerBound - 1] == UInt8(ascii: "\"") {
            range = (range.lowerBound - 1)..<range.upperBound
        }
        var end = range.upperBound
        if setting.input == .pbxproj {
            while end < bytes.count, bytes[end] == UInt8(ascii: "\"") || isSpace(end) { end += 1 }
            guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else { return nil }
            end += 1
        }
        var start = range.lowerBound
        while start > 0, isSpace(start - 1) { start -= 1 }
        var lineEnd = end
        while isSpace(lineEnd) || (lineEnd < bytes.count && bytes[lineEnd] == 0x0D) { lineEnd += 1 }
        if setting.input == .xcconfig {
            // An xcconfig assignment runs to the end of its line (a trailing `//` comment goes with it).
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
        }
        if start == 0 || bytes[start - 1] == 0x0A, lineEnd == bytes.count || bytes[lineEnd] == 0x0A {
            return TextEdit(in: file, replacing: start..<min(bytes.count, lineEnd + 1), with: "")
        }
        guard setting.input == .pbxproj else { return nil }
        while isSpace(end) { end += 1 }
        return TextEdit(in: file, replacing: range.lowerBound..<end, with: "")
    }
}

extension String {
    fileprivate func trimmingCharacters(in character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}
