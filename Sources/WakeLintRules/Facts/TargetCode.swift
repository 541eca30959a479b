import WakeLintCore
import WakeLintSwift

/// What a target's code does, as the configuration rules ask it: "does this target call X, and where?".
/// Token-level today (comments and strings never count); the parser-based module index replaces the
/// implementation behind these same questions.
public struct TargetCode: Sendable {
    public var sources: [SwiftSource]

    public init(sources: [SwiftSource]) {
        self.sources = sources
    }

    /// `.name(` / `.name {` calls, in file order.
    public func memberCalls(named name: String) -> [MemberCall] {
        sources.flatMap { $0.memberCalls(named: name) }
    }

    /// `Type(` initializer calls, in file order.
    public func initializerCalls(of typeName: String) -> [MemberCall] {
        sources.flatMap { $0.initializerCalls(of: typeName) }
    }

    /// Every use of an identifier in code, in file order.
    public func identifierUses(_ name: String) -> [SourceLocation] {
        sources.flatMap { $0.identifierUses(name) }
    }

    /// Member calls in files that import `module` only (for names as common as `save`).
    public func memberCalls(named name: String, inFilesImporting module: String) -> [MemberCall] {
        sources.filter { $0.imports(module) }.flatMap { $0.memberCalls(named: name) }
    }
}
