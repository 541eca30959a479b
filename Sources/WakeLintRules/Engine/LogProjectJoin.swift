import WakeLintCore
import WakeLintProject
import WakeLintSwift

/// Links log findings to the project they come from (`lint --log`, `logs --project`): a task identifier
/// the system refused points at `BGTaskSchedulerPermittedIdentifiers` and at the code that uses the
/// identifier; a missing entitlement at the entitlements files; a missing purpose string at the Info.plist.
/// The finding stays on its log line; the project places become related locations.
public struct LogProjectJoin: Sendable {
    public let targets: [LintTarget]

    public init(project: LoadedProject) {
        targets = project.targets
    }

    /// Rules whose log finding names a task identifier (captured as `id`).
    static let identifierRules: Set<RuleID> = ["bg-identifier-not-permitted", "bg-no-launch-handler", "bg-duplicate-registration",
                                               "bg-not-scheduled"]

    public func relate(_ findings: [Finding]) -> [Finding] {
        findings.map { finding in
            guard finding.input == .log else { return finding }
            var joined = finding
            joined.related += related(to: finding)
            return joined
        }
    }

    func related(to finding: Finding) -> [RelatedLocation] {
        var result: [RelatedLocation] = []
        switch finding.rule.rawValue {
        case _ where Self.identifierRules.contains(finding.rule):
            guard let identifier = finding.captures["id"], !identifier.hasPrefix("<") else { return [] }
            result += permittedIdentifierPlaces(identifier)
            result += codeUses(of: identifier)
        case "bg-register-after-launch":
            for target in targets {
                for registration in target.swift.backgroundTasks.registrations where registration.form == .scheduler {
                    result.append(RelatedLocation(registration.location, "a launch handler is registered here; it must run before launch ends"))
                }
            }
        case "hk-background-delivery-entitlement", "hk-healthkit-entitlement":
            let key = finding.rule == "hk-healthkit-entitlement" ? EntitlementsFile.Key.healthKit : EntitlementsFile.Key.healthKitBackgroundDelivery
            for target in targets {
                for file in target.entitlements {
                    let state = file[key]?.value.boolValue == true ? "sets '\(key)' to true; check that the provisioning profile includes it"
                        : "does not set '\(key)' to true"
                    result.append(RelatedLocation(file.location(ofKey: key), "this entitlements file \(state)"))
                }
            }
        case "hk-usage-description":
            for target in targets {
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
        default:
            break
        }
        var seen: Set<RelatedLocation> = []
        return result.filter { seen.insert($0).inserted }
    }

    /// The permitted-identifiers array of each configuration: where it lists the identifier, or that it does not.
    private func permittedIdentifierPlaces(_ identifier: String) -> [RelatedLocation] {
        var result: [RelatedLocation] = []
        let key = InfoPlist.Key.permittedTaskIdentifiers
        for target in targets {
            for configuration in target.configurations {
                let values = configuration.infoPlist.values(key)
                if let listed = values.lazy.compactMap({ $0.strings?.first { $0.value == identifier } }).first {
                    result.append(RelatedLocation(listed.location, "'\(identifier)' is permitted here"))
                } else if let value = values.first {
                    result.append(RelatedLocation(value.location, "'\(key)' does not list '\(identifier)'"))
                } else if let anchor = configuration.infoPlist.anchor {
                    result.append(RelatedLocation(anchor, configuration.infoPlist.missingKeyNote(key)))
                }
            }
        }
        return result
    }

    /// String literals in code that spell the identifier exactly (`"com.example.refresh"`).
    private func codeUses(of identifier: String) -> [RelatedLocation] {
        let needle = Array(identifier.utf8)
        var result: [RelatedLocation] = []
        for target in targets {
            for source in target.swiftSources {
                let tokens = source.tokens
                for index in tokens.indices.dropFirst().dropLast() where tokens[index].kind == .stringSegment {
                    let token = tokens[index]
                    guard tokens[index - 1].kind == .stringQuote, tokens[index + 1].kind == .stringQuote,
                          source.file.bytes[token.range].elementsEqual(needle) else { continue }
                    result.append(RelatedLocation(source.file.location(of: token.range.lowerBound), "'\(identifier)' is used here"))
                }
            }
        }
        return result
    }
}
