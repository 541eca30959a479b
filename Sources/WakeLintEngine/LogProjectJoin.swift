import WakeLintCore
import WakeLintModel
import WakeLintProject
import WakeLintSwift

/// Links log findings to the project they come from (`lint --log`, `logs --project`): a task identifier
/// the system refused points at `BGTaskSchedulerPermittedIdentifiers` and at the code that uses the
/// identifier; a missing entitlement at the entitlements files; a missing purpose string at the Info.plist.
/// The finding stays on its log line; the project places become related locations.
public struct LogProjectJoin: Sendable {
    public let targets: [LintTarget]
    /// The targets' facts, made for the join's rules as they ask.
    package let facts = FactCache()

    /// How each rule's log findings point into the project, from the rules that say.
    private let joins: [RuleID: any ProjectLinkedLogRule.Type]

    public init(project: LoadedProject, rules: RuleSet) {
        targets = project.targets
        joins = rules.projectLinkedRules
    }

    public func relate(_ findings: [Finding]) -> [Finding] {
        findings.map { finding in
            guard finding.input == .log, let rule = joins[finding.rule] else { return finding }
            var seen: Set<RelatedLocation> = []
            var joined = finding
            joined.related += rule.projectPlaces(for: finding, in: self).filter { seen.insert($0).inserted }
            return joined
        }
    }

    /// For a finding that names a task identifier (captured as `id`): where the permitted identifiers list it
    /// or not, and the string literals in code that spell it.
    package func identifierPlaces(for finding: Finding) -> [RelatedLocation] {
        guard let identifier = finding.captures["id"], !identifier.hasPrefix("<") else { return [] }
        return permittedIdentifierPlaces(identifier) + codeUses(of: identifier)
    }

    /// For a crash finding that names the app's frame (`frameSymbol`, `frameFile`, `frameLine`): that line of each
    /// Swift file with the frame's file name, or, when the frame has no line, the function's declaration.
    package func framePlaces(for finding: Finding) -> [RelatedLocation] {
        guard let symbol = finding.captures["frameSymbol"] else { return [] }
        let note = "the crash's backtrace passes through '\(symbol)' here"
        var result: [RelatedLocation] = []
        if let file = finding.captures["frameFile"], let line = finding.captures["frameLine"].flatMap({ Int($0) }) {
            for target in targets {
                for source in target.swiftSources
                where source.file.path.split(separator: "/").last.map(String.init) == file {
                    guard let range = source.file.lineRange(line) else { continue }
                    let indent = source.file.bytes[range].prefix { $0 == 0x20 || $0 == 0x09 }.count
                    result.append(RelatedLocation(source.file.location(of: range.lowerBound + indent), note))
                }
            }
            if !result.isEmpty { return result }
        }
        let name = Self.functionName(symbol)
        for target in targets {
            for function in target.swift.index.functions
            where name == function.qualifiedName || name.hasSuffix("." + function.qualifiedName) {
                result.append(RelatedLocation(function.location, note))
            }
        }
        return result
    }

    /// `closure #1 in static Scheduler.submit()` → `Scheduler.submit()`.
    static func functionName(_ symbol: String) -> String {
        var name = Substring(symbol)
        if let range = name.ranges(of: " in ").last { name = name[range.upperBound...] }
        for prefix in ["specialized ", "@objc ", "merged ", "thunk for ", "static ", "class "]
        where name.hasPrefix(prefix) {
            name = name.dropFirst(prefix.count)
        }
        return String(name)
    }

    /// Each entitlements file of every target, saying whether it sets the Boolean entitlement `key` to true.
    package func entitlementPlaces(_ key: String) -> [RelatedLocation] {
        var result: [RelatedLocation] = []
        for target in targets {
            for file in target.entitlements {
                let state =
                    file[key]?.value.boolValue == true
                    ? "sets '\(key)' to true; check that the provisioning profile includes it"
                    : "does not set '\(key)' to true"
                result.append(RelatedLocation(file.location(ofKey: key), "this entitlements file \(state)"))
            }
        }
        return result
    }

    /// The permitted-identifiers array of each configuration: where it lists the identifier, or that it does not.
    package func permittedIdentifierPlaces(_ identifier: String) -> [RelatedLocation] {
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
    package func codeUses(of identifier: String) -> [RelatedLocation] {
        let needle = Array(identifier.utf8)
        var result: [RelatedLocation] = []
        for target in targets {
            for source in target.swiftSources {
                let tokens = source.tokens
                for index in tokens.indices.dropFirst().dropLast() where tokens[index].kind == .stringSegment {
                    let token = tokens[index]
                    guard tokens[index - 1].kind == .stringQuote, tokens[index + 1].kind == .stringQuote,
                        source.file.bytes[token.range].elementsEqual(needle)
                    else { continue }
                    result.append(
                        RelatedLocation(
                            source.file.location(of: token.range.lowerBound), "'\(identifier)' is used here"))
                }
            }
        }
        return result
    }
}
