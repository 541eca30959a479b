import WakeLintCore

/// The configurations of a target whose entitlements do not set a Boolean entitlement to `<true/>` (absent,
/// `<false/>`, or no entitlements file), with the places that show it; shared by the rules that need one.
package struct EntitlementGap {
    package let key: String
    package let target: LintTarget
    package let lacking: [TargetConfiguration]
    package let granted: [TargetConfiguration]

    /// Nil when every configuration is signed with the entitlement.
    package init?(_ key: String, in target: LintTarget) {
        self.key = key
        self.target = target
        lacking = target.configurations.filter { !$0.entitlements.isTrue(key) }
        granted = target.configurations.filter { $0.entitlements.isTrue(key) }
        guard !lacking.isEmpty else { return nil }
    }

    /// True when no lacking configuration has an entitlements file to point at.
    package var hasNoFile: Bool { lacking.allSatisfy { $0.entitlements.files.isEmpty } }

    /// " in 'Release' of target 'App'"; empty for the implicit target.
    package var scope: String {
        target.isImplicit ? "" : "\(lacking.scopePhrase) of \(target.subject)"
    }

    /// " (only 'Debug' has it)" when some configurations are signed with it: the Debug-works-Release-fails case.
    package var grantedNote: String {
        granted.isEmpty || target.isImplicit
            ? "" : " (only \(granted.nameList) \(granted.count == 1 ? "has" : "have") it)"
    }

    /// "; 'CODE_SIGN_ENTITLEMENTS' = … cannot be resolved, so this may be a false alarm" when a file was not read.
    package var doubt: String {
        lacking.compactMap(\.entitlements.doubt).first.map { "; \($0)" } ?? ""
    }

    /// Each entitlements file (or missing file) of the lacking configurations, saying which configurations use it.
    package var related: [RelatedLocation] {
        var result: [RelatedLocation] = []
        if target.isImplicit {
            for file in lacking.flatMap(\.entitlements.files) {
                let state = file[key] == nil ? "has no '\(key)' key" : "does not set '\(key)' to true"
                result.append(RelatedLocation(file.location(ofKey: key), "this entitlements file \(state)"))
            }
            for path in Set(lacking.flatMap(\.entitlements.unread)).sorted() {
                result.append(
                    RelatedLocation(
                        SourceLocation(path: path, line: 1, column: 1),
                        "this entitlements file could not be read, so whether it sets '\(key)' is not known"))
            }
            return result
        }
        // One note per entitlements file (or per missing file), naming the configurations that use it.
        var order: [String] = []
        var groups: [String: (location: SourceLocation?, names: [TargetConfiguration], note: (String) -> String)] = [:]
        for configuration in lacking {
            let id: String
            let location: SourceLocation?
            let note: (String) -> String
            if let file = configuration.entitlements.files.first {
                (id, location) = (file.path, file.location(ofKey: key))
                let state = file[key] == nil ? "has no '\(key)' key" : "does not set '\(key)' to true"
                note = { "this entitlements file, used by \($0), \(state)" }
            } else if let reference = configuration.entitlements.reference {
                (id, location) = ("?" + reference.path, reference.settingLocation)
                note = { "'CODE_SIGN_ENTITLEMENTS' of \($0) names '\(reference.path)', which could not be read" }
            } else {
                (id, location) = ("", target.location)
                note = { "no entitlements file for \($0) ('CODE_SIGN_ENTITLEMENTS' is not set)" }
            }
            if groups[id] == nil { order.append(id) }
            groups[id, default: (location, [], note)].names.append(configuration)
        }
        for id in order {
            guard let group = groups[id], let location = group.location else { continue }
            result.append(RelatedLocation(location, group.note(group.names.nameList)))
        }
        return result
    }
}
