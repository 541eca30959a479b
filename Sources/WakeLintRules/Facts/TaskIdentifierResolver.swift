import WakeLintCore
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
              let bundle = configuration.bundleIdentifier else { return text }
        return text.replacing(Self.bundleIdentifierPlaceholder, with: bundle)
    }
}

/// Resolves identifier expressions against the constants the module declares. Ambiguous names (two
/// constants with the same name and different values) stay unresolved: a wrong guess would be a false alarm.
struct TaskIdentifierResolver: Sendable {
    /// `Owner.name` → value, for static and instance `let`s of types and enum raw values (`Owner.case`).
    private var members: [String: String] = [:]
    /// A bare name → its values anywhere (file-scope and local constants, type members).
    private var bareNames: [String: Set<String>] = [:]
    private let index: ModuleIndex

    init(index: ModuleIndex) {
        self.index = index
        for (fileIndex, file) in index.files.enumerated() {
            SyntaxWalker.forEachDeclaration(in: file.items) { declaration, enclosing in
                let owner = enclosing.last.flatMap(Self.typeName)
                switch declaration.kind {
                case .variable(let variable) where variable.isLet:
                    for binding in variable.bindings {
                        guard let initializer = binding.initializer,
                              let value = Self.literal(initializer, in: index.files[fileIndex].source) else { continue }
                        if let owner { members[owner + "." + binding.pattern] = value }
                        bareNames[binding.pattern, default: []].insert(value)
                    }
                case .enumCase(let names):
                    guard let last = enclosing.last, case .type(let type) = last.kind, type.kind == .enum,
                          type.inheritance.contains("String") else { return }
                    let raw = Self.rawValues(in: declaration.range, of: file.source)
                    for name in names { members[type.name + "." + name] = raw[name] ?? name }
                default:
                    break
                }
            }
        }
    }

    /// The identifier an argument expression names, or nil when the module does not make it evident.
    func resolve(_ expression: Expression, file: Int, enclosingType: String?) -> TaskIdentifier? {
        let source = index.files[file].source
        guard let text = value(of: expression, source: source, enclosingType: enclosingType) else { return nil }
        return TaskIdentifier(text: text, location: source.file.location(of: expression.range.lowerBound))
    }

    private func value(of expression: Expression, source: SwiftSource, enclosingType: String?) -> String? {
        switch expression.kind {
        case .string:
            return Self.literal(expression, in: source)
        case .identifier(let name):
            if let enclosingType, let value = members[enclosingType + "." + name] { return value }
            guard let values = bareNames[name], values.count == 1 else { return nil }
            return values.first
        case .member(let base?, "rawValue"):
            // `TaskID.refresh.rawValue`
            guard case .member(let owner?, let name) = base.kind, let type = typeName(owner, enclosingType: enclosingType) else { return nil }
            return members[type + "." + name]
        case .member(let base?, let name):
            // `Identifiers.refresh`, `Self.refresh`, `self.refresh`
            if case .identifier("self") = base.kind, let enclosingType { return members[enclosingType + "." + name] }
            guard let type = typeName(base, enclosingType: enclosingType) else { return nil }
            return members[type + "." + name]
        case .tuple(let arguments) where arguments.count == 1 && arguments[0].label == nil:
            return value(of: arguments[0].value, source: source, enclosingType: enclosingType)
        default:
            return nil
        }
    }

    private func typeName(_ expression: Expression, enclosingType: String?) -> String? {
        switch expression.kind {
        case .identifier("Self"): return enclosingType
        case .identifier(let name): return name
        case .member(_, let name): return name
        default: return nil
        }
    }

    /// A string literal's text: plain segments, with `\(Bundle.main.bundleIdentifier…)` as the bundle-identifier
    /// placeholder; nil for other interpolations, multi-line or escaped text.
    static func literal(_ expression: Expression, in source: SwiftSource) -> String? {
        guard case .string = expression.kind else { return nil }
        let tokens = source.tokens(in: expression.range)
        var text = ""
        var depth = 0
        var interpolated = ""
        for token in tokens {
            switch token.kind {
            case .stringQuote:
                guard source.text(of: token).hasSuffix("\"") && !source.text(of: token).hasPrefix("\"\"\"") else { return nil }
            case .stringSegment where depth == 0:
                let segment = source.text(of: token)
                guard !segment.contains("\\") else { return nil }
                text += segment
            case .interpolationStart:
                depth += 1
                interpolated = ""
            case .interpolationEnd:
                depth -= 1
                // Only the app's own bundle identifier is known (per configuration).
                guard interpolated.hasPrefix("Bundle.main.bundleIdentifier") else { return nil }
                text += TaskIdentifier.bundleIdentifierPlaceholder
            default:
                guard depth > 0 else { return nil }
                interpolated += source.text(of: token)
            }
        }
        return text
    }

    /// `case a = "x", b = "y"` → raw values by case name.
    static func rawValues(in range: Range<Int>, of source: SwiftSource) -> [String: String] {
        let tokens = source.tokens(in: range)
        var values: [String: String] = [:]
        for index in tokens.indices.dropLast(3) where tokens[index].kind == .identifier
            && tokens[index + 1].kind == .operator && source.text(of: tokens[index + 1]) == "="
            && tokens[index + 2].kind == .stringQuote && tokens[index + 3].kind == .stringSegment {
            values[source.text(of: tokens[index])] = source.text(of: tokens[index + 3])
        }
        return values
    }

    static func typeName(_ declaration: Declaration) -> String? {
        if case .type(let type) = declaration.kind { return type.name }
        return nil
    }
}

extension SwiftSource {
    /// The tokens whose start lies in `range`, found by binary search.
    func tokens(in range: Range<Int>) -> ArraySlice<Token> {
        var low = 0, high = tokens.count
        while low < high {
            let mid = (low + high) / 2
            if tokens[mid].range.lowerBound < range.lowerBound { low = mid + 1 } else { high = mid }
        }
        var end = low
        while end < tokens.count, tokens[end].range.lowerBound < range.upperBound, tokens[end].kind != .endOfFile { end += 1 }
        return tokens[low..<end]
    }
}

extension TaskIdentifier {
    /// For messages: the identifier as the target's first configuration builds it.
    func shown(in target: LintTarget) -> String {
        target.configurations.first.map(value(in:)) ?? text
    }
}
