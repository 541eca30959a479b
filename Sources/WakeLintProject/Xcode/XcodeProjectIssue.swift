import WakeLintCore

/// Something inconsistent inside a project that could still be read: a dangling object reference,
/// a target without a configuration list. Reported as input problems; never stops the model.
public struct XcodeProjectIssue: Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var range: Range<Int>?

    public func location(in file: SourceFile) -> SourceLocation? {
        range.map { file.location(of: $0.lowerBound) }
    }

    public var description: String { message }

    /// The issue as an input problem of `file`, with its line when known.
    public func inputProblem(in file: SourceFile) -> InputProblem {
        guard let range else { return InputProblem(path: file.path, message: message) }
        return InputProblem(
            path: file.path, message: "line \(file.lineAndColumn(of: range.lowerBound).line): \(message)")
    }
}
