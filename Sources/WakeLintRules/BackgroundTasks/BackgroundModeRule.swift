import WakeLintCore
import WakeLintEngine
import WakeLintModel
import WakeLintProject

// What and why: rules/background-tasks/bg-background-mode.md
struct BackgroundModeRule: ProjectRule {
    static let id: RuleID = "bg-background-mode"
    static let key = InfoPlist.Key.backgroundModes

    /// `UIBackgroundModes` values listed on Apple's key page
    /// (https://developer.apple.com/documentation/bundleresources/information-property-list/uibackgroundmodes).
    static let documentedModes: Set<String> = [
        "audio", "bluetooth-central", "bluetooth-peripheral", "external-accessory", "fetch", "location",
        "nearby-interaction", "network-authentication", "newsstand-content", "processing", "push-to-talk",
        "remote-notification", "screen-capture", "voip",
    ]

    /// A kind of task request and the mode it needs.
    struct Requirement {
        var mode: String
        var location: SourceLocation
        var what: String
    }

    func check(_ target: LintTarget, in context: inout RuleContext) {
        for configuration in target.configurations {
            checkValues(configuration.infoPlist, in: &context)
        }
        // An extension may submit a request, but the host app runs the task, with the host app's modes.
        guard target.describesAppBundle, target.knowsInfoPlist, !target.isAppExtension else { return }
        let requirements = requirements(of: context.backgroundTasks(of: target))
        for requirement in requirements {
            let lacking = target.configurations.filter { !Self.has(requirement.mode, in: $0) }
            guard !lacking.isEmpty else { continue }
            var related: [RelatedLocation] = []
            for configuration in lacking {
                if let value = configuration.infoPlist.value(Self.key) {
                    related.append(RelatedLocation(value.location, "'\(Self.key)' has no '\(requirement.mode)' here"))
                } else if let anchor = configuration.infoPlist.anchor {
                    related.append(RelatedLocation(anchor, configuration.infoPlist.missingKeyNote(Self.key)))
                }
                // The usual cause of a missing array: it was written as a build setting Xcode never reads.
                for setting in configuration.infoPlistKeySettings
                where setting.name == GeneratedInfoPlistKeys.settingPrefix + Self.key {
                    related.append(
                        RelatedLocation(
                            setting.location,
                            "'\(setting.name)' is set here, but Xcode never copies it into the Info.plist"))
                }
            }
            let scope = target.isImplicit ? "" : "\(lacking.scopePhrase) of \(target.subject)"
            let doubt = lacking.compactMap(\.infoPlist.doubt).first.map { "; \($0)" } ?? ""
            context.report(
                .missingMode(requirement, scope: scope, doubt: doubt), at: requirement.location, input: .swift,
                related: Array(Set(related)).sorted { $0.location < $1.location },
                fix: Self.fix(lacking, modes: requirements.map(\.mode)))
        }
    }

    static func has(_ mode: String, in configuration: TargetConfiguration) -> Bool {
        configuration.infoPlist.values(key).contains { $0.strings?.contains { $0.value == mode } == true }
    }

    /// Every mode the code needs added to the Info.plist file of each lacking configuration (so the fixes of the
    /// refresh and the processing finding are the same edits).
    static func fix(_ lacking: [TargetConfiguration], modes: [String]) -> FixProposal? {
        var builder = PlistFixBuilder()
        var added: [String] = []
        for configuration in lacking {
            let missing = modes.filter { !has($0, in: configuration) }
            added += missing.filter { !added.contains($0) }
            builder.edit(configuration) { editor throws(PlistTextEditor.Refusal) in
                try editor.addStrings(missing, toArray: key)
            }
        }
        return builder.proposal(
            "add \(added.map { "'\($0)'" }.joined(separator: " and ")) to '\(key)' in \(builder.pathList)")
    }

    /// Plist-only mistakes, reported where they are written (once per file, whatever shares it).
    private func checkValues(_ infoPlist: ResolvedInfoPlist, in context: inout RuleContext) {
        for value in infoPlist.values(Self.key) {
            guard let strings = value.strings else {
                report(.wrongType(value.kind), at: value.location, input: value.input, in: &context)
                continue
            }
            for mode in strings where !Self.documentedModes.contains(mode.value) {
                report(.unknownMode(mode.value), at: mode.location, input: value.input, in: &context)
            }
            if let processing = strings.first(where: { $0.value == "processing" }),
                infoPlist.values(InfoPlist.Key.permittedTaskIdentifiers).allSatisfy({ ($0.strings ?? []).isEmpty })
            {
                report(.processingWithoutIdentifiers, at: processing.location, input: value.input, in: &context)
            }
        }
    }

    private func report(
        _ message: Finding.Message, at location: SourceLocation, input: InputKind, in context: inout RuleContext
    ) {
        guard !context.findings.contains(where: { $0.location == location && $0.message == message.text }) else {
            return
        }
        context.report(message, at: location, input: input, oncePer: "\(location) \(message.text)")
    }

    /// The first refresh and the first processing request in the target's code, read from the syntax tree:
    /// request initializers, and SwiftUI's `.backgroundTask(.appRefresh(…))` (not any `.appRefresh` of the app's own).
    private func requirements(of code: BackgroundTaskCode) -> [Requirement] {
        var refresh = code.requests.filter { $0.kind == .appRefresh }
            .map { Requirement(mode: "fetch", location: $0.location, what: "'BGAppRefreshTaskRequest'") }
        refresh += code.registrations.filter { $0.form == .swiftUI }
            .map { Requirement(mode: "fetch", location: $0.location, what: "the '.appRefresh' background task") }
        // BGHealthResearchTaskRequest is a BGProcessingTaskRequest subclass (inferred from the class hierarchy; Apple does not state it).
        let processing = code.requests.filter { $0.kind == .processing || $0.kind == .healthResearch }
            .map { Requirement(mode: "processing", location: $0.location, what: "'\($0.kind.requestType)'") }
        return [refresh.min { $0.location < $1.location }, processing.min { $0.location < $1.location }].compactMap {
            $0
        }
    }
}

extension Finding.Message {
    fileprivate static func missingMode(_ requirement: BackgroundModeRule.Requirement, scope: String, doubt: String)
        -> Self
    {
        "\(requirement.what) never runs without '\(requirement.mode)' in UIBackgroundModes\(scope): submit fails with BGTaskSchedulerErrorDomain code 3 (notPermitted); add '\(requirement.mode)' to UIBackgroundModes in the Info.plist file (Signing & Capabilities > Background Modes)\(doubt)"
    }
    fileprivate static func wrongType(_ kind: PlistValueKind) -> Self {
        "'UIBackgroundModes' is a \(kind), not an array of strings, so iOS sees no background mode; make it an <array> of <string> values"
    }
    fileprivate static func unknownMode(_ mode: String) -> Self {
        // watchOS keeps its own modes under a key of their own (`WKBackgroundModes`, e.g. `workout-processing`).
        if mode == "workout-processing" {
            return
                "'workout-processing' is a WKBackgroundModes value (watchOS), not a UIBackgroundModes one; move it under WKBackgroundModes"
        }
        return
            "'\(mode)' is not a UIBackgroundModes value Apple documents; use one of them, such as 'fetch' or 'processing'"
    }
    fileprivate static let processingWithoutIdentifiers: Self =
        "'processing' in UIBackgroundModes without any 'BGTaskSchedulerPermittedIdentifiers' fails App Store upload (ITMS-90771); list the task identifiers the app submits"
}
