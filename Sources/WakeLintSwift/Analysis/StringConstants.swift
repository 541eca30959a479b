import WakeLintCore

/// The text that string constants stand for across a module: `let`s (file scope, local, static or instance)
/// initialised with a string literal, and the raw values of `String` enums (`case refresh = "x"`, or the
/// case's name). A bare name declared with two different values is ambiguous and stays unresolved: a wrong
/// guess would be a false alarm. Interpolations resolve only where the caller names a placeholder for them
/// (`\(Bundle.main.bundleIdentifier!)` → `$(PRODUCT_BUNDLE_IDENTIFIER)`).
public struct StringConstants: Sendable {
    /// What an interpolation stands for when its code starts with `codePrefix`.
    public struct Placeholder: Sendable {
        public var codePrefix: String
        public var text: String

        public init(codePrefix: String, text: String) {
            self.codePrefix = codePrefix
            self.text = text
        }
    }

    /// `Owner.name` → value, for static and instance `let`s of types and enum raw values (`Owner.case`).
    private var members: [String: String] = [:]
    /// A bare name → its values anywhere (file-scope and local constants, type members).
    private var bareNames: [String: Set<String>] = [:]
    /// `Owner.name` → the other constant its `let` names (`static let alias = IDs.refresh`), followed on use.
    private var references: [String: (binding: ModuleIndex.BindingEntry, owner: String)] = [:]
    private let index: ModuleIndex
    private let placeholders: [Placeholder]

    public init(index: ModuleIndex, placeholders: [Placeholder] = []) {
        self.index = index
        self.placeholders = placeholders
        for binding in index.bindings where binding.isLet && !binding.isCondition && binding.hasInitializer {
            // Read while indexing, except an interpolated literal's (it depends on the placeholders): no tree is read here.
            var value = binding.initializerString
            if value == nil, binding.initializerIsInterpolatedString, let initializer = binding.initializer {
                value = literal(initializer, file: binding.file)
            }
            guard let value else {
                if let owner = binding.owner { references[owner + "." + binding.name] = (binding, owner) }
                continue
            }
            if let owner = binding.owner { members[owner + "." + binding.name] = value }
            bareNames[binding.name, default: []].insert(value)
        }
        for enumCase in index.stringEnumCases {
            let raw = Self.rawValues(in: enumCase.range, of: index.files[enumCase.file].source)
            for name in enumCase.names { members[enumCase.owner + "." + name] = raw[name] ?? name }
        }
    }

    /// The text an expression written in `file` (inside `enclosingType`) stands for: a literal, a constant's
    /// name (`refreshID`, `Self.refresh`, `Identifiers.refresh`), or an enum case's `rawValue`.
    public func value(of expression: Expression, file: Int, enclosingType: String?) -> String? {
        value(of: expression, file: file, enclosingType: enclosingType, depth: 0)
    }

    private func value(of expression: Expression, file: Int, enclosingType: String?, depth: Int) -> String? {
        switch expression.kind {
        case .string:
            return literal(expression, file: file)
        case .identifier(let name):
            if let enclosingType, let value = member(enclosingType + "." + name, depth: depth) { return value }
            guard let values = bareNames[name], values.count == 1 else { return nil }
            return values.first
        case .member(let base?, "rawValue"):
            // `TaskID.refresh.rawValue`
            guard case .member(let owner?, let name) = base.kind,
                let type = Self.typeName(owner, enclosingType: enclosingType)
            else { return nil }
            return member(type + "." + name, depth: depth)
        case .member(nil, let name):
            // `.refresh` where a String is expected (an identifier argument, a case of a switch over one): a static
            // constant of `String`, declared in an extension (`.refreshBackgroundTaskIdentifier`).
            return member("String." + name, depth: depth)
        case .member(let base?, let name):
            // `Identifiers.refresh`, `Self.refresh`, `self.refresh`
            if case .identifier("self") = base.kind, let enclosingType {
                return member(enclosingType + "." + name, depth: depth)
            }
            guard let type = Self.typeName(base, enclosingType: enclosingType) else { return nil }
            return member(type + "." + name, depth: depth)
        case .tuple(let arguments) where arguments.count == 1 && arguments[0].label == nil:
            return value(of: arguments[0].value, file: file, enclosingType: enclosingType, depth: depth)
        case .sequence(let elements) where elements.count >= 3 && elements.count % 2 == 1:
            // `(Bundle.main.bundleIdentifier ?? "") + ".backup"`, `prefix + ".refresh"`: every operator `+`, every
            // operand a known text or a placeholder's code.
            var text = ""
            for (position, element) in elements.enumerated() {
                if position % 2 == 1 {
                    guard case .operator("+") = element.kind else { return nil }
                } else if let placeholder = placeholder(of: element, file: file) {
                    text += placeholder
                } else if let value = value(of: element, file: file, enclosingType: enclosingType, depth: depth) {
                    text += value
                } else {
                    return nil
                }
            }
            return text
        default:
            return nil
        }
    }

    /// The placeholder text for code that starts with a placeholder's prefix, parentheses aside
    /// (`(Bundle.main.bundleIdentifier ?? "")`, `Bundle.main.bundleIdentifier!`).
    private func placeholder(of expression: Expression, file: Int) -> String? {
        guard !placeholders.isEmpty, index.files.indices.contains(file) else { return nil }
        let written = index.files[file].source.file.text(expression.range).drop { $0 == "(" || $0.isWhitespace }
        return placeholderText(forCode: written)
    }

    /// The text of the placeholder whose prefix the written code starts with.
    private func placeholderText(forCode written: Substring) -> String? {
        placeholders.first { written.hasPrefix($0.codePrefix) }?.text
    }

    /// A member constant's value, following `let alias = Other.constant` a few steps (and never round a cycle).
    private func member(_ qualifiedName: String, depth: Int) -> String? {
        if let value = members[qualifiedName] { return value }
        guard depth < 8, let reference = references[qualifiedName], let initializer = reference.binding.initializer
        else { return nil }
        return value(of: initializer, file: reference.binding.file, enclosingType: reference.owner, depth: depth + 1)
    }

    /// A string literal's text, escapes decoded, each interpolation replaced by its placeholder; nil when an
    /// interpolation has none (or sits in a multi-line literal).
    func literal(_ expression: Expression, file: Int) -> String? {
        guard case .string(let literal) = expression.kind, index.files.indices.contains(file) else { return nil }
        let source = index.files[file].source.file
        if literal.interpolations.isEmpty { return literal.value(in: source.bytes) }
        guard !literal.isMultiline else { return nil }
        // Segments and interpolations in source order.
        var pieces: [(start: Int, text: String)] = literal.segments.map { segment in
            (
                segment.lowerBound,
                StringLiteral.decodingEscapes(
                    Array(source.bytes[segment]), delimiterLength: literal.delimiterLength,
                    isMultiline: false)
            )
        }
        for arguments in literal.interpolations {
            guard arguments.count == 1, let code = arguments.first?.value else { return nil }
            guard let placeholder = placeholderText(forCode: source.text(code.range)[...]) else { return nil }
            pieces.append((code.range.lowerBound, placeholder))
        }
        return pieces.sorted { $0.start < $1.start }.map(\.text).joined()
    }

    private static func typeName(_ expression: Expression, enclosingType: String?) -> String? {
        switch expression.kind {
        case .identifier("Self"): return enclosingType
        case .identifier(let name): return name
        case .member(_, let name): return name
        default: return nil
        }
    }

    /// `case a = "x", b = "y"` → raw values by case name.
    static func rawValues(in range: Range<Int>, of source: SwiftSource) -> [String: String] {
        let tokens = source.tokens(in: range)
        var values: [String: String] = [:]
        for index in tokens.indices.dropLast(3)
        where tokens[index].kind == .identifier
            && tokens[index + 1].kind == .operator && source.text(of: tokens[index + 1]) == "="
            && tokens[index + 2].kind == .stringQuote && tokens[index + 3].kind == .stringSegment
        {
            values[source.text(of: tokens[index])] = source.text(of: tokens[index + 3])
        }
        return values
    }

}
