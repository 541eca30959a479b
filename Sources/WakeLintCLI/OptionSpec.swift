import WakeLintCore
import WakeLintReporters

/// One command-line flag, defined once: its names, its value, its help, the commands that take it.
/// `--help` output, parsing and validation all come from `OptionSpec.all`, the one list of flags.
struct OptionSpec: Sendable {
    var name: String
    var valueName: String?
    var help: String
    var commands: Set<Command>
    /// Accepted values, when the set is closed.
    var choices: [String]? = nil

    static let lintAndLogs: Set<Command> = [.lint, .logs]
    /// The report options, which `merge` takes too.
    static let reporting: Set<Command> = [.lint, .logs, .merge]

    static let all: [OptionSpec] = [
        OptionSpec(
            name: "--format", valueName: "FORMAT",
            help:
                "output format: \(Reporters.all.joined(separator: ", ")) (text is the default; json is the stable contract for scripts)",
            commands: reporting, choices: Reporters.all),
        OptionSpec(
            name: "--output", valueName: "FILE", help: "write the report to FILE instead of standard output",
            commands: reporting),
        OptionSpec(
            name: "--fail-on", valueName: "SEVERITY",
            help:
                "exit 1 when a finding is at or above SEVERITY: error, warning (default) or info; also when an Info.plist or entitlements file could not be read (see --allow-problems)",
            commands: reporting, choices: Severity.allCases.reversed().map(\.rawValue)),
        OptionSpec(
            name: "--docs-url", valueName: "URL",
            help:
                "where wakelint's files are published (e.g. https://github.com/OWNER/wakelint/blob/v0.1.0): sarif's helpUri and html link each rule to its doc there",
            commands: lintAndLogs),
        OptionSpec(
            name: "--quiet", help: "print findings and input problems only, without the summary line",
            commands: reporting),
        OptionSpec(
            name: "--no-color", help: "never colour the text output (also: NO_COLOR in the environment)",
            commands: reporting),
        OptionSpec(
            name: "--config", valueName: "FILE",
            help: "read this configuration instead of the .wakelint.yml found from the linted path upward",
            commands: [.lint, .logs, .config, .fix, .explain]),
        OptionSpec(
            name: "--baseline", valueName: "FILE",
            help: "hide the findings recorded in FILE (by rule, path and code, not line numbers); new ones still show",
            commands: lintAndLogs),
        OptionSpec(
            name: "--write-baseline", valueName: "FILE",
            help: "record the current findings in FILE for --baseline, then report as usual",
            commands: lintAndLogs),
        OptionSpec(
            name: "--diff", valueName: "REF",
            help:
                "report only findings on lines changed since the git revision REF (and findings whose related places changed)",
            commands: [.lint]),
        OptionSpec(
            name: "--no-cache",
            help: "neither use nor keep the result cache (kept per paths and configuration; see --cache-path)",
            commands: [.lint]),
        OptionSpec(
            name: "--cache-path", valueName: "DIR",
            help:
                "keep the result cache in DIR (default: WAKELINT_CACHE_DIR, else $XDG_CACHE_HOME/wakelint or ~/.cache/wakelint)",
            commands: [.lint]),
        OptionSpec(
            name: "--allow-problems",
            help:
                "exit 0 without findings even when an Info.plist or entitlements file could not be read (by default that is exit 1)",
            commands: [.lint, .logs]),
        OptionSpec(
            name: "--allow-empty",
            help: "exit 0 when the paths hold no file wakelint reads (by default that is an error, exit 2)",
            commands: [.lint, .logs]),
        OptionSpec(
            name: "--effective",
            help: "print the configuration that applies: every rule with its severity or 'disabled'",
            commands: [.config]),
        OptionSpec(
            name: "--rules", valueName: "DIR|FILE",
            help:
                "also run your own log rules: every <id>.md under DIR (or the one FILE) written like the rules/ docs, with a log-rule fence (repeatable; explain shows them too)",
            commands: [.logs, .explain]),
        OptionSpec(
            name: "--log", valueName: "FILE",
            help:
                "also diagnose this log (a file, a folder, or - for standard input) and link its findings to the linted project (repeatable)",
            commands: [.lint]),
        OptionSpec(
            name: "--project", valueName: "PATH",
            help:
                "link the logs' findings to the project at PATH: the Info.plist key, entitlements file or code they implicate",
            commands: [.logs]),
        OptionSpec(
            name: "--dry-run",
            help: "print the fixes as a unified diff instead of writing them (the report goes to standard error)",
            commands: [.fix]),
        OptionSpec(
            name: "--only", valueName: "ID,…",
            help: "fix only the findings of these rules (comma-separated ids, repeatable)", commands: [.fix]),
        OptionSpec(
            name: "--rules", valueName: "ID,…",
            help: "the former spelling of --only, still accepted (in logs and explain, --rules names log-rule docs)",
            commands: [.fix]),
        OptionSpec(
            name: "--all-examples",
            help: "print every triggering and passing example of the doc, not only the first three of each",
            commands: [.explain]),
        OptionSpec(name: "--help", help: "show help for the command", commands: Set(Command.allCases)),
    ]

    static func named(_ name: String, for command: Command) -> OptionSpec? {
        all.first { $0.name == name && $0.commands.contains(command) }
    }
}

/// The verbs of `wakelint`.
enum Command: String, CaseIterable, Sendable {
    case lint, fix, logs, merge, explain, rules, config, version

    var usage: String {
        switch self {
        case .lint: "wakelint lint [OPTIONS] [PATH...]"
        case .fix: "wakelint fix [--dry-run] [--only ID,…] [--config FILE] [PATH...]"
        case .logs: "wakelint logs [OPTIONS] [FILE...|-]"
        case .merge: "wakelint merge [--format FORMAT] [--output FILE] [--fail-on SEVERITY] REPORT.json..."
        case .explain: "wakelint explain [--all-examples] [--rules DIR|FILE] <rule-id>"
        case .rules: "wakelint rules"
        case .config: "wakelint config --effective [--config FILE] [PATH]"
        case .version: "wakelint version"
        }
    }

    var abstract: String {
        switch self {
        case .lint: "Lint an app's project, config files and Swift sources (PATH defaults to the current directory)."
        case .fix:
            "Apply the fixes of findings whose repair is certain (entitlements, Info.plist keys, try? submit); --dry-run prints a diff."
        case .logs:
            "Diagnose device or console logs (files, directories, or '-' for standard input; standard input when piped)."
        case .merge:
            "Sum the JSON reports of 'wakelint logs --format json' over shards of MetricKit payloads into one report."
        case .explain:
            "Print a rule's documentation: what fails, why, how to fix it, and its first examples (--all-examples: all)."
        case .rules: "List every rule with its severity, inputs and summary."
        case .config: "Show the configuration that applies to PATH (default .): which file, and every rule's state."
        case .version: "Print wakelint's version."
        }
    }
}
