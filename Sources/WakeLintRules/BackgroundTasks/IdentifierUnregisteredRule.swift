import WakeLintCore
import WakeLintModel
import WakeLintSwift

// What and why: rules/background-tasks/bg-identifier-unregistered.md
struct IdentifierUnregisteredRule: ProjectRule {
    static let id: RuleID = "bg-identifier-unregistered"

    func check(_ target: LintTarget, in context: inout RuleContext) {
        // Extensions never register (only the host app may); sources alone say nothing about the plist.
        guard target.describesAppBundle, target.productType != .appExtension else { return }
        let code = target.backgroundTasks
        // Without any registration in the target the handlers live elsewhere (a framework, Objective-C, an SDK).
        guard !code.registrations.isEmpty else { return }
        // One registration whose identifier cannot be read could be the one: stay silent rather than guess.
        guard code.registrations.allSatisfy({ $0.identifier != nil }) else { return }
        var reported: Set<SourceLocation> = []
        for configuration in target.configurations {
            let permitted = PermittedTaskIdentifiers(configuration)
            let registered = code.registrations.compactMap { $0.identifier?.value(in: configuration) }
            for entry in permitted.entries where !entry.value.isEmpty && entry.unresolvedReferences.isEmpty {
                // A registration whose bundle identifier is unknown here may produce any entry with its suffix.
                guard
                    !registered.contains(where: {
                        PermittedTaskIdentifiers.matches(entry.value, $0)
                            || PermittedTaskIdentifiers.matches($0, entry.value)
                    }),
                    reported.insert(entry.location).inserted
                else { continue }
                let closest = ClosestMatch.closest(to: entry.value, in: registered)
                // An SDK's identifier (`org.dpppt.refresh` in an app that links the DP-3T package): outside the
                // app's own namespace, written nowhere in its code, with unread code linked, its handler may be there.
                if closest == nil, target.linksUnreadCode, !Self.isInOwnNamespace(entry.value, configuration),
                    !Self.isWritten(entry.value, in: target)
                {
                    continue
                }
                let related = code.registrations
                    .filter { registration in
                        closest != nil && registration.identifier?.value(in: configuration) == closest
                    }
                    .map { RelatedLocation($0.location, "the closest registration, for '\(closest ?? "")'") }
                context.report(
                    .unregistered(entry.value, closest: closest), at: entry.location, input: .plist, related: related)
            }
        }
    }
}

extension IdentifierUnregisteredRule {
    /// `com.example.app.refresh` for the bundle `com.example.app`; also when the bundle identifier is unknown.
    static func isInOwnNamespace(_ identifier: String, _ configuration: TargetConfiguration) -> Bool {
        guard let bundle = configuration.bundleIdentifier, !bundle.isEmpty, !bundle.contains("$") else { return true }
        return identifier.hasPrefix(bundle + ".")
    }

    /// Whether the target's Swift code spells the identifier (a submit the module makes, a constant).
    static func isWritten(_ identifier: String, in target: LintTarget) -> Bool {
        let needle = Array(identifier.utf8)
        return target.swiftSources.contains { ByteSearch.contains(needle, in: $0.file.bytes) }
    }
}

extension Finding.Message {
    fileprivate static func unregistered(_ identifier: String, closest: String?) -> Self {
        let hint = closest.map { " (the code registers '\($0)': make the two identical)" } ?? ""
        return
            "'\(identifier)' is permitted but no launch handler is registered for it\(hint); every identifier in BGTaskSchedulerPermittedIdentifiers requires a handler: register it with BGTaskScheduler.shared.register(forTaskWithIdentifier:using:launchHandler:) before launch ends, or remove the entry"
    }
}
