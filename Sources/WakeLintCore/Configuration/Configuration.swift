/// `.wakelint.yml`: which rules run, at which severity, on which files, and when the run fails.
///
///     disabled_rules: [hk-anchor-lost]          # or only_rules: [...]
///     excluded: [Pods, "**/Generated"]         # globs, relative to the file's folder
///     included: [App, Widgets]
///     severity: {bg-submit-error-swallowed: error}
///     fail_on: error
///     rules:                                   # per-rule options
///       some-rule: {option: value}
///     log_rules: [qa/log-rules]                # folders of your own log rules (like `logs --rules`)
///
/// Unknown keys, unknown rule ids and values of the wrong shape are errors with `file:line` (exit 2).
public struct Configuration: Sendable {
    public enum Key: String, CaseIterable, Sendable {
        case disabledRules = "disabled_rules"
        case onlyRules = "only_rules"
        case included, excluded, severity
        case failOn = "fail_on"
        case rules
        case logRules = "log_rules"
    }

    /// Display path of the file it came from; nil for the defaults.
    public var path: String?
    /// Absolute folder that `included` / `excluded` globs are relative to.
    public var directory: String
    public var disabledRules: Set<RuleID> = []
    public var onlyRules: Set<RuleID>?
    public var included: [Glob] = []
    public var excluded: [Glob] = []
    public var severityOverrides: [RuleID: Severity] = [:]
    public var failOn: Severity?
    public var ruleOptions: [RuleID: YAMLValue] = [:]
    /// Folders of custom log rules, relative to `directory` unless absolute, with the line that names each.
    public var logRuleDirectories: [(path: String, line: Int)] = []

    public init(directory: String) {
        self.directory = directory
    }

    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        public var path: String
        public var line: Int
        public var message: String
        public var description: String { "\(path):\(line): \(message)" }
    }

    public func isEnabled(_ id: RuleID) -> Bool {
        if disabledRules.contains(id) { return false }
        if let onlyRules { return onlyRules.contains(id) }
        return true
    }

    public func severity(for id: RuleID, default severity: Severity) -> Severity {
        severityOverrides[id] ?? severity
    }

    /// Whether a file, given relative to `directory`, is linted under `included` / `excluded`.
    public func includes(relativePath: String) -> Bool {
        if !included.isEmpty, !included.contains(where: { $0.matches(relativePath) }) { return false }
        return !excluded.contains { $0.matches(relativePath) }
    }

    /// Parses a configuration file. `knownRules` are the ids rule names are checked against.
    public static func parse(
        _ text: String, path: String, directory: String,
        knownRules: Set<RuleID> = Set(RuleCatalog.ids)
    ) throws(Failure) -> Configuration {
        func fail(_ line: Int, _ message: String) -> Failure { Failure(path: path, line: line, message: message) }
        let root: YAMLValue
        do {
            root = try YAMLSubsetReader.read(text)
        } catch {
            throw fail(error.line, error.message)
        }
        guard case .mapping(let entries, _) = root else {
            throw fail(root.line, "the configuration must be a mapping of keys")
        }
        var configuration = Configuration(directory: directory)
        configuration.path = path

        func ruleID(_ value: YAMLValue) throws(Failure) -> RuleID {
            guard let name = value.scalar, !name.isEmpty else {
                throw fail(value.line, "expected a rule id, found \(value.kindName)")
            }
            let id = RuleID(name)
            guard knownRules.contains(id) else {
                let hint =
                    knownRules.map(\.rawValue).min { editDistance($0, name) < editDistance($1, name) }
                    .flatMap { editDistance($0, name) <= max(3, name.count / 3) ? "; did you mean '\($0)'?" : nil }
                    ?? ""
                throw fail(value.line, "unknown rule '\(name)'\(hint)")
            }
            return id
        }
        func list(_ value: YAMLValue) throws(Failure) -> [YAMLValue] {
            if case .sequence(let items, _) = value { return items }
            if case .scalar(let text, _) = value, !text.isEmpty { return [value] }
            throw fail(value.line, "expected a list, found \(value.kindName)")
        }
        func severity(_ value: YAMLValue) throws(Failure) -> Severity {
            guard let text = value.scalar, let severity = Severity(rawValue: text) else {
                throw fail(value.line, "expected a severity (error, warning or info)")
            }
            return severity
        }

        for entry in entries {
            guard let key = Key(rawValue: entry.key) else {
                throw fail(
                    entry.line,
                    "unknown key '\(entry.key)'; known keys are \(Key.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            switch key {
            case .disabledRules:
                for item in try list(entry.value) { configuration.disabledRules.insert(try ruleID(item)) }
            case .onlyRules:
                var ids: Set<RuleID> = []
                for item in try list(entry.value) { ids.insert(try ruleID(item)) }
                configuration.onlyRules = ids
            case .included, .excluded:
                var globs: [Glob] = []
                for item in try list(entry.value) {
                    guard let pattern = item.scalar, !pattern.isEmpty else {
                        throw fail(item.line, "expected a path glob")
                    }
                    globs.append(Glob(pattern))
                }
                if key == .included { configuration.included = globs } else { configuration.excluded = globs }
            case .severity:
                guard case .mapping(let overrides, _) = entry.value else {
                    throw fail(entry.value.line, "expected a mapping of rule id to severity")
                }
                for override in overrides {
                    let id = try ruleID(.scalar(override.key, line: override.line))
                    configuration.severityOverrides[id] = try severity(override.value)
                }
            case .failOn:
                configuration.failOn = try severity(entry.value)
            case .logRules:
                for item in try list(entry.value) {
                    guard let folder = item.scalar, !folder.isEmpty else {
                        throw fail(item.line, "expected a folder of log rules")
                    }
                    configuration.logRuleDirectories.append((folder, item.line))
                }
            case .rules:
                guard case .mapping(let options, _) = entry.value else {
                    throw fail(entry.value.line, "expected a mapping of rule id to options")
                }
                for option in options {
                    let id = try ruleID(.scalar(option.key, line: option.line))
                    guard case .mapping(let values, _) = option.value else {
                        throw fail(option.value.line, "options of '\(id)' must be a mapping")
                    }
                    if let first = values.first {
                        // No rule takes options yet; accepting unknown ones would hide typos.
                        throw fail(first.line, "rule '\(id)' has no option '\(first.key)'")
                    }
                    configuration.ruleOptions[id] = option.value
                }
            }
        }
        if configuration.onlyRules != nil, !configuration.disabledRules.isEmpty {
            throw fail(1, "use either only_rules or disabled_rules, not both")
        }
        return configuration
    }

    /// What applies, as YAML, for `wakelint config --effective`.
    public func effectiveDescription(allRules: [RuleManifest] = RuleCatalog.all) -> String {
        var text = "# configuration: \(path ?? "(defaults; no .wakelint.yml found)")\n"
        text += "fail_on: \(failOn?.rawValue ?? "warning")\n"
        text += "included: [\(included.map { quoteIfNeeded($0.pattern) }.joined(separator: ", "))]\n"
        text += "excluded: [\(excluded.map { quoteIfNeeded($0.pattern) }.joined(separator: ", "))]\n"
        text += "rules:\n"
        for manifest in allRules {
            let state =
                isEnabled(manifest.id) ? severity(for: manifest.id, default: manifest.severity).rawValue : "disabled"
            text += "  \(manifest.id): \(state)\n"
        }
        return text
    }

    private func quoteIfNeeded(_ text: String) -> String {
        text.contains(where: { "*?[]{},:#'\" ".contains($0) }) ? "\"\(text)\"" : text
    }
}

/// Levenshtein distance, for "did you mean" hints.
public func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.utf8)
    let b = Array(b.utf8)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count]
}

extension Configuration {
    /// Drops findings of disabled rules and applies severity overrides (for inputs whose engine does not
    /// filter by itself, and as a final guard).
    public func apply(to findings: [Finding]) -> [Finding] {
        findings.compactMap { finding in
            guard isEnabled(finding.rule) else { return nil }
            var adjusted = finding
            adjusted.severity = severity(for: finding.rule, default: finding.severity)
            return adjusted
        }
    }
}
