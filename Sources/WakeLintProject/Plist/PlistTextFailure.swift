import WakeLintCore

/// Why a text plist (XML or OpenStep) could not be read, at a byte offset when one is known; shared by
/// both scanners so their problems read and locate the same way.
struct PlistTextFailure: Error {
    var message: String
    var offset: Int?

    /// The problem with 1-based line and column, or without a position when none is known.
    func problem(in file: SourceFile) -> PlistProblem {
        guard let offset else { return PlistProblem(message: message) }
        let (line, column) = file.lineAndColumn(of: offset)
        return PlistProblem(message: message, line: line, column: column)
    }
}
