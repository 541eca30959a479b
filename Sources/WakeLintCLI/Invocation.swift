import WakeLintCore

/// What was typed, validated: the command, its operands and its options.
struct Invocation: Sendable, Equatable {
    var command: Command = .lint
    var operands: [String] = []
    var format = "text"
    var output: String?
    /// From `--fail-on`; nil means the configuration's `fail_on`, else `warning`.
    var failOn: Severity?
    var configPath: String?
    var baselinePath: String?
    var writeBaselinePath: String?
    var diffBase: String?
    var effective = false
    /// `explain --all-examples`: every example of the doc, not the first three of each kind.
    var allExamples = false
    var quiet = false
    /// `lint --allow-empty`: no file to read is a clean run, not a usage error.
    var allowEmpty = false
    /// `--allow-problems`: an unreadable Info.plist or entitlements file does not set exit status 1.
    var allowInputProblems = false
    var noColor = false
    /// `lint --no-cache`: the result cache is neither read nor written.
    var noCache = false
    /// `lint --cache-path DIR`: the folder of the result cache.
    var cachePath: String?
    var help = false
    /// `--rules DIR` (logs): directories of user log-rule docs.
    var logRuleDirectories: [String] = []
    /// `lint --log FILE` (repeatable): logs joined to the linted project.
    var logFiles: [String] = []
    /// `logs --project PATH`: the project the logs' findings are linked to.
    var projectPath: String?
    /// `fix --dry-run`: print the diff, write nothing.
    var dryRun = false
    /// `fix --rules ID,…`: the rules whose findings are fixed (all when empty).
    var fixRules: [String] = []
    /// `--docs-url`: where the rule docs are published.
    var documentationURL: String?
    /// `wakelint --help` without a command: the overview of all commands.
    var showsOverview = false
}

/// A usage error: one line naming the flag or operand, and a hint. Exit status 2.
struct UsageError: Error, Equatable, Sendable {
    var message: String
    var command: Command?
    /// False for a run that cannot go on though it was typed right (a bad configuration, a missing baseline, git
    /// failing, an unwritable output): the message alone, without the usage hint.
    var showsUsage = true

    /// An error that is not about how the command was typed (exit status 2, no usage hint).
    static func failure(_ message: String, command: Command?) -> UsageError {
        UsageError(message: message, command: command, showsUsage: false)
    }
}

extension Invocation {
    /// Parses `arguments` (without the program name). `--opt=value` and `--opt value` both work; `--`
    /// ends the options; a lone `-` is an operand (standard input for `logs`).
    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var invocation = Invocation()
        var rest = arguments[...]
        if let first = rest.first {
            if first == "--version" || first == "-V" {
                invocation.command = .version
                rest.removeFirst()
            } else if first == "--help" || first == "-h" || first == "help" {
                invocation.help = true
                invocation.command = .lint
                rest.removeFirst()
                if let topic = rest.first, let command = Command(rawValue: topic) {
                    invocation.command = command
                    rest.removeFirst()
                } else {
                    invocation.showsOverview = true
                }
                return invocation
            } else if let command = Command(rawValue: first) {
                invocation.command = command
                rest.removeFirst()
            } else if !first.hasPrefix("-") {
                throw UsageError(
                    message:
                        "unknown command '\(first)'; commands are \(Command.allCases.map(\.rawValue).joined(separator: ", ")) (to lint a path: wakelint lint \(first))",
                    command: nil)
            }
        }
        var optionsEnded = false
        while let argument = rest.popFirst() {
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                invocation.operands.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "-h" {
                invocation.help = true
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts[0]
            guard let spec = OptionSpec.named(name, for: invocation.command) else {
                let known = OptionSpec.all.contains { $0.name == name }
                throw UsageError(
                    message: known
                        ? "option '\(name)' does not apply to 'wakelint \(invocation.command.rawValue)'"
                        : "unknown option '\(name)'", command: invocation.command)
            }
            var value: String?
            if spec.valueName != nil {
                if parts.count == 2 {
                    value = parts[1]
                } else if let next = rest.first, !(next.hasPrefix("--") && next.count > 2) {
                    value = rest.removeFirst()
                } else {
                    throw UsageError(
                        message: "option '\(name)' needs a value (\(spec.valueName!))", command: invocation.command)
                }
                if let choices = spec.choices, !choices.contains(value!) {
                    throw UsageError(
                        message:
                            "invalid value '\(value!)' for '\(name)'; expected one of \(choices.joined(separator: ", "))",
                        command: invocation.command)
                }
                if value!.isEmpty {
                    throw UsageError(message: "option '\(name)' needs a non-empty value", command: invocation.command)
                }
            } else if parts.count == 2 {
                throw UsageError(message: "option '\(name)' takes no value", command: invocation.command)
            }
            switch name {
            case "--format": invocation.format = value!
            case "--output": invocation.output = value!
            case "--docs-url":
                guard ["https://", "http://", "file://"].contains(where: { value!.hasPrefix($0) }) else {
                    throw UsageError(
                        message: "--docs-url needs an http(s):// or file:// URL, not '\(value!)'",
                        command: invocation.command)
                }
                invocation.documentationURL = value!
            case "--fail-on": invocation.failOn = Severity(rawValue: value!)!
            case "--quiet": invocation.quiet = true
            case "--allow-empty": invocation.allowEmpty = true
            case "--allow-problems": invocation.allowInputProblems = true
            case "--no-color": invocation.noColor = true
            case "--no-cache": invocation.noCache = true
            case "--cache-path": invocation.cachePath = value!
            case "--config": invocation.configPath = value!
            case "--baseline": invocation.baselinePath = value!
            case "--write-baseline": invocation.writeBaselinePath = value!
            case "--diff": invocation.diffBase = value!
            case "--effective": invocation.effective = true
            case "--all-examples": invocation.allExamples = true
            case "--help": invocation.help = true
            case "--dry-run": invocation.dryRun = true
            case "--only",
                "--rules" where invocation.command == .fix:
                invocation.fixRules += value!.split(separator: ",").map { String($0.filter { $0 != " " }) }
            case "--rules": invocation.logRuleDirectories.append(value!)
            case "--log": invocation.logFiles.append(value!)
            case "--project": invocation.projectPath = value!
            default: break
            }
        }
        if invocation.help { return invocation }
        switch invocation.command {
        case .explain:
            guard invocation.operands.count == 1 else {
                throw UsageError(
                    message: invocation.operands.isEmpty ? "explain needs a rule id" : "explain takes one rule id",
                    command: .explain)
            }
        case .config:
            guard invocation.effective else {
                throw UsageError(message: "config needs --effective (the only view so far)", command: .config)
            }
            if invocation.operands.count > 1 {
                throw UsageError(message: "config takes at most one path", command: .config)
            }
        case .rules, .version:
            if let extra = invocation.operands.first {
                throw UsageError(message: "unexpected argument '\(extra)'", command: invocation.command)
            }
        case .lint, .logs, .fix, .merge:
            break
        }
        return invocation
    }
}
