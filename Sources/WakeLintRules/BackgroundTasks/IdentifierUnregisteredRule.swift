import WakeLintCore
import WakeLintEngine
import WakeLintModel
import WakeLintSwift

// What and why: rules/background-tasks/bg-identifier-unregistered.md
struct IdentifierUnregisteredRule: ProjectRule {
    static let id: RuleID = "bg-identifier-unregistered"

    func check(_ target: LintTarget, in context: inout RuleContext) {
        // Extensions never register (only the host app may); sources alone say nothing about the plist.
        guard target.describesAppBundle, target.productType != .appExtension else { return }
        let code = context.backgroundTasks(of: target)
        guard !code.registrations.isEmpty else {
            reportStaleEntries(of: target, in: &context)
            return
        }
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
                // An SDK's identifier (`org.vendor.refresh` of a linked package): outside the
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
    /// Without any registration, the handlers usually live elsewhere (a framework, Objective-C, an SDK). Only a
    /// target with no BackgroundTasks code at all and no other language has a stale entry: one in its own bundle
    /// namespace that its code never spells ships a background mode nothing uses. A linked SDK's names lie outside it.
    private func reportStaleEntries(of target: LintTarget, in context: inout RuleContext) {
        guard !target.isImplicit, !target.compilesOtherLanguages, context.backgroundTasks(of: target).requests.isEmpty,
            !target.swiftSources.contains(where: { source in
                Self.backgroundTaskWords.contains { ByteSearch.containsWord($0, in: source.file.bytes) }
            })
        else { return }
        var reported: Set<SourceLocation> = []
        for configuration in target.configurations {
            guard let bundle = configuration.bundleIdentifier, !bundle.isEmpty, !bundle.contains("$") else { continue }
            for entry in PermittedTaskIdentifiers(configuration).entries
            where !entry.value.isEmpty && entry.unresolvedReferences.isEmpty
                && Self.isInOwnNamespace(entry.value, configuration) && !Self.isWritten(entry.value, in: target)
                && reported.insert(entry.location).inserted
            {
                context.report(.stale(entry.value), at: entry.location, input: .plist)
            }
        }
    }

    /// Whole words any code that schedules background tasks spells (the framework, its types, SwiftUI's
    /// modifier and task kinds); `backgroundTaskTimeout` is none of them.
    static let backgroundTaskWords: [[UInt8]] = [
        "BackgroundTasks", "BGTaskScheduler", "BGTask", "BGTaskRequest", "BGAppRefreshTask", "BGAppRefreshTaskRequest",
        "BGProcessingTask", "BGProcessingTaskRequest", "BGContinuedProcessingTask", "BGContinuedProcessingTaskRequest",
        "BGHealthResearchTask", "BGHealthResearchTaskRequest", "backgroundTask", "appRefresh",
    ].map { Array($0.utf8) }

    /// `com.example.app`, `com.example.app.refresh` and `com.example.sync` for the bundle `com.example.app`: the
    /// bundle identifier, what lies under it, and what lies under its organisation (its first two components, when
    /// it has three or more); also when the bundle identifier is unknown.
    static func isInOwnNamespace(_ identifier: String, _ configuration: TargetConfiguration) -> Bool {
        guard let bundle = configuration.bundleIdentifier, !bundle.isEmpty, !bundle.contains("$") else { return true }
        if identifier == bundle || identifier.hasPrefix(bundle + ".") { return true }
        let components = bundle.split(separator: ".", omittingEmptySubsequences: false)
        guard components.count >= 3, components.prefix(2).allSatisfy({ !$0.isEmpty }) else { return false }
        return identifier.hasPrefix(components.prefix(2).joined(separator: ".") + ".")
    }

    /// Whether the target's Swift code spells the identifier whole (a submit the module makes, a constant):
    /// `com.example.app` is not spelled by `com.example.app.refresh`.
    static func isWritten(_ identifier: String, in target: LintTarget) -> Bool {
        let needle = Array(identifier.utf8)
        let joining = Array(".-".utf8)
        return target.swiftSources.contains { ByteSearch.containsWord(needle, in: $0.file.bytes, joining: joining) }
    }
}

extension Finding.Message {
    fileprivate static func stale(_ identifier: String) -> Self {
        "'\(identifier)' is permitted but this target has no BackgroundTasks code at all: nothing registers or submits it, so the entry (and the background mode it needs) ships unused; remove it, or register a launch handler for it before launch ends"
    }
    fileprivate static func unregistered(_ identifier: String, closest: String?) -> Self {
        let hint = closest.map { " (the code registers '\($0)': make the two identical)" } ?? ""
        return
            "'\(identifier)' is permitted but no launch handler is registered for it\(hint); every identifier in BGTaskSchedulerPermittedIdentifiers requires a handler: register it with BGTaskScheduler.shared.register(forTaskWithIdentifier:using:launchHandler:) before launch ends, or remove the entry"
    }
}
