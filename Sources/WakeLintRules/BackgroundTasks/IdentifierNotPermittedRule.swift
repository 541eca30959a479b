import WakeLintCore
import WakeLintEngine
import WakeLintModel
import WakeLintProject

// What and why: rules/background-tasks/bg-identifier-not-permitted.md
// The log side is the doc's log-rule fences; this is the source and Info.plist side.
struct IdentifierNotPermittedRule: ProjectRule {
    static let id: RuleID = "bg-identifier-not-permitted"

    /// One identifier use: a registration, a request, or SwiftUI's `.appRefresh`.
    struct Use {
        var identifier: TaskIdentifier
        var what: String
        var consequence: String
    }

    func check(_ target: LintTarget, in context: inout RuleContext) {
        // Extensions submit against the host app's list, which is not theirs to read.
        guard target.describesAppBundle, target.knowsInfoPlist, target.productType != .appExtension else { return }
        let code = context.backgroundTasks(of: target)
        var uses: [Use] = []
        for registration in code.registrations {
            guard let identifier = registration.identifier else { continue }
            uses.append(
                registration.form == .swiftUI
                    ? Use(
                        identifier: identifier, what: "'.appRefresh'",
                        consequence: "the scheduler rejects it and the task never runs")
                    : Use(
                        identifier: identifier, what: "'register'",
                        consequence:
                            "'register' returns false and logs 'Registration rejected; … is not advertised in the application's Info.plist'"
                    ))
        }
        for request in code.requests {
            guard let identifier = request.identifier else { continue }
            uses.append(
                Use(
                    identifier: identifier, what: "'\(request.kind.requestType)'",
                    consequence: "'submit' throws notPermitted (BGTaskSchedulerErrorDomain code 3)"))
        }
        var reported: Set<SourceLocation> = []
        for use in uses where !reported.contains(use.identifier.location) {
            // Without a bundle identifier to expand `Bundle.main.bundleIdentifier` with, the identifier is unknown.
            let lacking = target.configurations.filter { configuration in
                use.identifier.isKnown(in: configuration)
                    && PermittedTaskIdentifiers(configuration).entry(
                        permitting: use.identifier.value(in: configuration)) == nil
            }
            guard let first = lacking.first else { continue }
            reported.insert(use.identifier.location)
            let permitted = PermittedTaskIdentifiers(first)
            let value = use.identifier.value(in: first)
            let closest = ClosestMatch.closest(to: value, in: permitted.entries.map(\.value))
            var related: [RelatedLocation] = []
            if let closest, let entry = permitted.entries.first(where: { $0.value == closest }) {
                related.append(
                    RelatedLocation(
                        entry.location,
                        "the closest permitted identifier, '\(closest)'\(entry.written != closest ? " (written '\(entry.written)')" : "")"
                    ))
            } else if let key = permitted.keyLocation {
                related.append(RelatedLocation(key, "'\(PermittedTaskIdentifiers.key)' does not list it"))
            } else if let anchor = first.infoPlist.anchor {
                related.append(RelatedLocation(anchor, first.infoPlist.missingKeyNote(PermittedTaskIdentifiers.key)))
            }
            for setting in first.infoPlistKeySettings
            where setting.name == GeneratedInfoPlistKeys.settingPrefix + PermittedTaskIdentifiers.key {
                related.append(
                    RelatedLocation(
                        setting.location, "'\(setting.name)' is set here, but Xcode never copies it into the Info.plist"
                    ))
            }
            let scope = target.isImplicit ? "" : "\(lacking.scopePhrase) of \(target.subject)"
            // Only a list that was read can be said to lack the identifier for certain.
            let doubt =
                permitted.entries.isEmpty ? lacking.compactMap(\.infoPlist.doubt).first.map { "; \($0)" } ?? "" : ""
            let fix: FixProposal? =
                closest.map { .unavailable("whether '\(value)' or '\($0)' is meant is the app's choice") }
                ?? Self.fix(use.identifier, lacking: lacking)
            context.report(
                .notPermitted(value, use: use, closest: closest, scope: scope, doubt: doubt),
                at: use.identifier.location, input: .swift,
                related: related, fix: fix)
        }
    }

    /// The identifier, as each lacking configuration spells it, added to its Info.plist file's permitted list;
    /// unavailable when configurations that share a file spell it differently.
    static func fix(_ identifier: TaskIdentifier, lacking: [TargetConfiguration]) -> FixProposal? {
        var builder = PlistFixBuilder()
        var values: [String: String] = [:]
        for configuration in lacking {
            let value = identifier.value(in: configuration)
            if let path = configuration.infoPlist.files.first?.path {
                if let other = values[path], other != value {
                    builder.refuse(
                        "configurations sharing '\(path)' spell the identifier differently ('\(other)', '\(value)')")
                }
                values[path] = value
            }
            builder.edit(configuration) { editor throws(PlistTextEditor.Refusal) in
                try editor.addStrings([value], toArray: PermittedTaskIdentifiers.key)
            }
        }
        let shown = Set(values.values).sorted().map { "'\($0)'" }.joined(separator: ", ")
        return builder.proposal("add \(shown) to '\(PermittedTaskIdentifiers.key)' in \(builder.pathList)")
    }
}

extension Finding.Message {
    fileprivate static func notPermitted(
        _ identifier: String, use: IdentifierNotPermittedRule.Use, closest: String?, scope: String, doubt: String
    ) -> Self {
        let hint =
            closest.map { "; did you mean '\($0)'? make the two identical" }
            ?? "; add it to BGTaskSchedulerPermittedIdentifiers in the Info.plist file"
        return
            "'\(identifier)' (\(use.what)) is not in BGTaskSchedulerPermittedIdentifiers\(scope), so \(use.consequence)\(hint)\(doubt)"
    }
}

extension IdentifierNotPermittedRule: ProjectLinkedLogRule {
    /// The log names the identifier: where the permitted identifiers list it, and the code that spells it.
    static func projectPlaces(for finding: Finding, in join: LogProjectJoin) -> [RelatedLocation] {
        join.identifierPlaces(for: finding)
    }
}
