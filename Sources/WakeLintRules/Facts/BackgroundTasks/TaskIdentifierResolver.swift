import WakeLintCore
import WakeLintEngine
import WakeLintModel
import WakeLintSwift

/// A task identifier as the code writes it, resolved to its text where the module makes that evident:
/// a literal, a constant (`let`, `static let`, a type's `let`), or an enum case's raw value. An interpolated
/// `Bundle.main.bundleIdentifier` stays as `$(PRODUCT_BUNDLE_IDENTIFIER)` and is expanded per configuration.
struct TaskIdentifier: Sendable, Hashable {
    static let bundleIdentifierPlaceholder = "$(PRODUCT_BUNDLE_IDENTIFIER)"

    /// The identifier's text, possibly with the bundle-identifier placeholder.
    var text: String
    /// Where the identifier expression is written (the argument), for findings that point at it.
    var location: SourceLocation

    /// Whether the identifier is fully known in `configuration` (no bundle identifier left to guess).
    func isKnown(in configuration: TargetConfiguration) -> Bool {
        !value(in: configuration).contains(Self.bundleIdentifierPlaceholder)
    }

    /// The identifier the built app uses in `configuration`.
    func value(in configuration: TargetConfiguration) -> String {
        // Most identifiers are plain literals: a byte test for `$` spares the substring search.
        guard text.utf8.contains(UInt8(ascii: "$")), text.contains(Self.bundleIdentifierPlaceholder),
            let bundle = configuration.bundleIdentifier
        else { return text }
        return text.replacing(Self.bundleIdentifierPlaceholder, with: bundle)
    }
}

/// Resolves identifier expressions against the string constants the module declares, with an interpolated
/// `Bundle.main.bundleIdentifier` kept as the placeholder each configuration expands.
struct TaskIdentifierResolver: Sendable {
    /// Made on the first identifier resolved: a module without BackgroundTasks code resolves none and never
    /// reads the module's constants.
    private let constants = ThreadSafeLazy<StringConstants>()
    private let index: ModuleIndex

    init(index: ModuleIndex) {
        self.index = index
    }

    /// The identifier an argument expression names, or nil when the module does not make it evident.
    func resolve(_ expression: Expression, file: Int, enclosingType: String?) -> TaskIdentifier? {
        let constants = self.constants.value {
            StringConstants(
                index: index,
                placeholders: [
                    StringConstants.Placeholder(
                        codePrefix: "Bundle.main.bundleIdentifier", text: TaskIdentifier.bundleIdentifierPlaceholder)
                ])
        }
        guard let text = constants.value(of: expression, file: file, enclosingType: enclosingType) else { return nil }
        return TaskIdentifier(
            text: text, location: index.files[file].source.file.location(of: expression.range.lowerBound))
    }
}

extension TaskIdentifier {
    /// For messages: the identifier as the target's first configuration builds it.
    func shown(in target: LintTarget) -> String {
        target.configurations.first.map(value(in:)) ?? text
    }
}
