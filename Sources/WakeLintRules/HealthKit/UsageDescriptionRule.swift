import WakeLintCore
import WakeLintEngine
import WakeLintModel
import WakeLintProject
import WakeLintSwift

// What and why: rules/healthkit/hk-usage-description.md
struct UsageDescriptionRule: ProjectRule {
    static let id: RuleID = "hk-usage-description"

    /// The purpose string a kind of HealthKit access needs, and what needs it.
    struct Need {
        var key: String
        var location: SourceLocation
        var what: String
    }

    func check(_ target: LintTarget, in context: inout RuleContext) {
        guard target.describesAppBundle, target.knowsInfoPlist else { return }
        // An app extension (a widget reading steps) reads and saves with the authorization its host app asked
        // for: only its own `requestAuthorization` (which crashes without the key, and which App Store validation
        // finds in its binary) needs the purpose strings in its Info.plist.
        for need in needs(of: context.healthKit(of: target), requestsOnly: target.isAppExtension) {
            // Configurations grouped by what is wrong with the key, so each finding names its configurations.
            var problems: [(state: KeyState, configurations: [TargetConfiguration])] = []
            for configuration in target.configurations {
                guard let state = KeyState(need.key, in: configuration.infoPlist) else { continue }
                if let index = problems.firstIndex(where: { $0.state == state }) {
                    problems[index].configurations.append(configuration)
                } else {
                    problems.append((state, [configuration]))
                }
            }
            for (state, configurations) in problems {
                let scope = target.isImplicit ? "" : "\(configurations.scopePhrase) of \(target.subject)"
                let doubt =
                    state == .missing ? configurations.compactMap(\.infoPlist.doubt).first.map { "; \($0)" } ?? "" : ""
                var related: [RelatedLocation] = []
                for configuration in configurations {
                    if let value = configuration.infoPlist.value(need.key) {
                        related.append(RelatedLocation(value.location, "'\(need.key)' is set here"))
                    } else if let anchor = configuration.infoPlist.anchor {
                        related.append(RelatedLocation(anchor, configuration.infoPlist.missingKeyNote(need.key)))
                    }
                }
                context.report(
                    .purposeString(need, state, scope: scope, doubt: doubt), at: need.location, input: .swift,
                    related: Array(Set(related)).sorted { $0.location < $1.location })
            }
        }
    }

    /// The first read and the first write of Health data in the target's code (calls in the syntax tree).
    private func needs(of code: HealthKitCode, requestsOnly: Bool) -> [Need] {
        func isEmpty(_ argument: Argument) -> Bool {
            switch argument.value.kind {
            case .literal(.nil), .array([]): return true
            case .call(let call):
                // `Set()`, `Set<HKSampleType>()`, `.init()`
                guard call.arguments.isEmpty, call.trailingClosures.isEmpty else { return false }
                return call.calleeName == "Set" || call.calleeName == "init"
            default: return false
            }
        }
        // `toShare ?? []` in a wrapper (`requestAuthorization(toShare:read:)` on a protocol):
        // what its callers pass decides. Empty when there are callers and every one passes nothing to share.
        func forwardsEmpty(_ argument: Argument, of site: ModuleIndex.CallSite) -> Bool {
            var value = argument.value
            if case .sequence(let elements) = value.kind, elements.count == 3, case .operator("??") = elements[1].kind,
                isEmpty(Argument(label: nil, value: elements[2], range: elements[2].range))
            {
                value = elements[0]
            }
            guard case .identifier(let name) = value.kind, let caller = site.enclosingFunction,
                let function = code.model.graph.function(caller),
                let parameter = function.declaration.parameters.firstIndex(where: { $0.name == name })
            else { return false }
            // Matched by name and arguments: callers often hold the store as a protocol the call graph cannot type.
            let signature = function.signature
            let callers = code.callSites(calling: function.name).filter { call in
                call.range != site.range && signature.accepts(call.call)
            }
            return !callers.isEmpty
                && callers.allSatisfy { call in
                    signature.argument(for: parameter, in: call.call).map {
                        isEmpty(Argument(label: nil, value: $0, range: $0.range))
                    } ?? false
                }
        }
        func requests(_ label: String) -> [ModuleIndex.CallSite] {
            code.callSites(calling: "requestAuthorization").filter { site in
                site.call.arguments.contains {
                    $0.label == label && !isEmpty($0) && !forwardsEmpty($0, of: site)
                        && !code.asksForNoType(site, label)
                }
            }
        }
        let queries =
            requestsOnly
            ? []
            : HealthKitCode.readQueryTypes.flatMap(code.callSites(calling:)).filter { !$0.hasReceiver }
        // `save` is a common name: only member calls with arguments, in files that import HealthKit, count.
        let saves =
            requestsOnly
            ? []
            : code.callSites(calling: "save").filter { site in
                site.hasReceiver && code.model.files[site.file].imports.contains("HealthKit")
                    && !site.call.arguments.isEmpty
            }
        let location = { (site: ModuleIndex.CallSite) in site.nameLocation ?? site.location }
        var needs: [Need] = []
        if let read = (requests("read") + queries).min(by: { location($0) < location($1) }) {
            needs.append(
                Need(
                    key: InfoPlist.Key.healthShareUsageDescription, location: location(read),
                    what: read.calleeName == "requestAuthorization"
                        ? "requesting read authorization" : "reading Health data"))
        }
        if let write = (requests("toShare") + saves).min(by: { location($0) < location($1) }) {
            needs.append(
                Need(
                    key: InfoPlist.Key.healthUpdateUsageDescription, location: location(write),
                    what: write.calleeName == "requestAuthorization"
                        ? "requesting share authorization" : "saving Health data"))
        }
        return needs
    }

    /// What is wrong with a purpose string in one configuration; nil when it is a non-empty string.
    enum KeyState: Hashable {
        case missing, empty
        case notAString(PlistValueKind)

        init?(_ key: String, in infoPlist: ResolvedInfoPlist) {
            guard let value = infoPlist.value(key) else {
                self = .missing
                return
            }
            guard let string = value.string else {
                self = .notAString(value.kind)
                return
            }
            guard string.value.isEmpty else { return nil }
            self = .empty
        }
    }

}

extension Finding.Message {
    fileprivate static func purposeString(
        _ need: UsageDescriptionRule.Need, _ state: UsageDescriptionRule.KeyState,
        scope: String, doubt: String
    ) -> Self {
        let problem =
            switch state {
            case .missing: "is missing from the Info.plist"
            case .empty: "is empty"
            case .notAString(let kind): "is a \(kind), not a string"
            }
        return
            "'\(need.key)' \(problem)\(scope): \(need.what) crashes with NSInvalidArgumentException; set a sentence that tells the user why the app needs Health data\(doubt)"
    }
}

extension UsageDescriptionRule: ProjectLinkedLogRule {
    /// The log says a purpose string is missing: where each configuration's Info.plist sets them, or lacks them.
    static func projectPlaces(for finding: Finding, in join: LogProjectJoin) -> [RelatedLocation] {
        var result: [RelatedLocation] = []
        for target in join.targets {
            for configuration in target.configurations {
                for key in [InfoPlist.Key.healthShareUsageDescription, InfoPlist.Key.healthUpdateUsageDescription] {
                    if let value = configuration.infoPlist.value(key) {
                        result.append(RelatedLocation(value.location, "'\(key)' is set here"))
                    } else if let anchor = configuration.infoPlist.anchor {
                        result.append(RelatedLocation(anchor, configuration.infoPlist.missingKeyNote(key)))
                    }
                }
            }
        }
        return result
    }
}
