import WakeLintCore

/// Why a property list could not be read, with the 1-based line and column where reading stopped
/// (nil for binary plists, whose messages name the object or offset instead).
public struct PlistProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var line: Int?
    public var column: Int?

    public init(message: String, line: Int? = nil, column: Int? = nil) {
        self.message = message
        self.line = line
        self.column = column
    }

    /// `line 7: <key> 'UIBackgroundModes' has no value`
    public var description: String {
        guard let line else { return message }
        return "line \(line): \(message)"
    }
}

extension PlistProblem {
    /// The problem as the linter reports it for `path` (`{path, message}` in JSON), line included.
    public func inputProblem(path: String) -> InputProblem {
        InputProblem(path: path, message: description)
    }
}
