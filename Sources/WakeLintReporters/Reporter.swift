import WakeLintCore

/// One output format. Reporters are pure: a result and the catalogue in, text out.
public protocol Reporter: Sendable {
    static var identifier: String { get }
    func report(_ result: LintResult) -> String
}

/// Every output format by its `--format` name.
public enum Reporters {
    public static let all: [String] = [TextReporter.identifier, JSONReporter.identifier]

    public static func reporter(named name: String, colored: Bool, quiet: Bool, version: String) -> (any Reporter)? {
        switch name {
        case TextReporter.identifier: TextReporter(colored: colored, quiet: quiet)
        case JSONReporter.identifier: JSONReporter(version: version)
        default: nil
        }
    }
}
