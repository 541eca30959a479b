/// The JSON Schema (draft-04) keywords the official SARIF 2.1.0 schema uses, checked against a document:
/// type, $ref to `#/definitions/…`, properties, additionalProperties, required, enum, items, minItems,
/// uniqueItems, minimum, maximum, pattern, format (uri, uri-reference), anyOf, oneOf, allOf.
/// A keyword outside that list makes `unsupportedKeywords` non-empty, so a newer schema cannot be
/// checked half-way without a test noticing.
struct JSONSchemaValidator {
    let root: JSONValue

    static let validationKeywords: Set<String> = [
        "$ref", "type", "properties", "additionalProperties", "required", "enum", "items", "minItems", "uniqueItems",
        "minimum", "maximum", "pattern", "format", "anyOf", "oneOf", "allOf", "definitions",
    ]
    static let annotationKeywords: Set<String> = ["$schema", "id", "title", "description", "default"]

    /// One violation: where in the document (a JSON pointer) and what is wrong.
    struct Violation: CustomStringConvertible {
        var pointer: String
        var message: String
        var description: String { "\(pointer.isEmpty ? "/" : pointer): \(message)" }
    }

    func validate(_ document: JSONValue) -> [Violation] {
        var violations: [Violation] = []
        check(document, against: root, at: "", into: &violations)
        return violations
    }

    /// Keywords in the schema this validator would ignore.
    var unsupportedKeywords: Set<String> {
        var found: Set<String> = []
        func walk(_ schema: JSONValue) {
            guard case .object(let members) = schema else { return }
            for (key, value) in members {
                found.insert(key)
                switch key {
                case "properties", "definitions":
                    if case .object(let named) = value { named.values.forEach(walk) }
                case "items", "additionalProperties": walk(value)
                case "anyOf", "oneOf", "allOf": value.arrayValue?.forEach(walk)
                default: break
                }
            }
        }
        walk(root)
        return found.subtracting(Self.validationKeywords).subtracting(Self.annotationKeywords)
    }

    private func resolve(_ reference: String) -> JSONValue? {
        guard reference.hasPrefix("#/") else { return reference == "#" ? root : nil }
        var node: JSONValue? = root
        for component in reference.dropFirst(2).split(separator: "/") {
            node = node?[String(component).replacing("~1", with: "/").replacing("~0", with: "~")]
        }
        return node
    }

    private func check(
        _ value: JSONValue, against schema: JSONValue, at pointer: String, into violations: inout [Violation]
    ) {
        func violation(_ message: String) { violations.append(Violation(pointer: pointer, message: message)) }

        if let reference = schema["$ref"]?.stringValue {
            guard let target = resolve(reference) else { return violation("unresolvable $ref \(reference)") }
            check(value, against: target, at: pointer, into: &violations)
            return  // draft-04: $ref replaces its siblings
        }
        if let type = schema["type"] {
            let allowed = type.arrayValue?.compactMap(\.stringValue) ?? [type.stringValue ?? ""]
            if !allowed.contains(where: { Self.value(value, hasType: $0) }) {
                violation("expected \(allowed.joined(separator: " or ")), found \(Self.typeName(value))")
            }
        }
        if let options = schema["enum"]?.arrayValue, !options.contains(value) {
            violation("not one of the allowed values")
        }
        for keyword in ["anyOf", "oneOf", "allOf"] {
            guard let branches = schema[keyword]?.arrayValue else { continue }
            let passing = branches.filter { branch in
                var scratch: [Violation] = []
                check(value, against: branch, at: pointer, into: &scratch)
                return scratch.isEmpty
            }.count
            switch keyword {
            case "anyOf" where passing == 0: violation("matches none of anyOf")
            case "oneOf" where passing != 1: violation("matches \(passing) of oneOf, expected exactly 1")
            case "allOf" where passing != branches.count: violation("fails \(branches.count - passing) of allOf")
            default: break
            }
        }
        switch value {
        case .object(let members):
            for key in schema["required"]?.arrayValue?.compactMap(\.stringValue) ?? [] where members[key] == nil {
                violation("missing required property \(key)")
            }
            let properties: [String: JSONValue]
            if case .object(let declared)? = schema["properties"] { properties = declared } else { properties = [:] }
            for (key, member) in members.sorted(by: { $0.key < $1.key }) {
                let path = pointer + "/" + key
                if let propertySchema = properties[key] {
                    check(member, against: propertySchema, at: path, into: &violations)
                } else if let additional = schema["additionalProperties"] {
                    if additional == .bool(false) {
                        violation("property \(key) is not allowed")
                    } else if case .object = additional {
                        check(member, against: additional, at: path, into: &violations)
                    }
                }
            }
        case .array(let elements):
            if case .number(let minimum, _)? = schema["minItems"], Double(elements.count) < minimum {
                violation("fewer than \(Int(minimum)) items")
            }
            if schema["uniqueItems"] == .bool(true) {
                for (index, element) in elements.enumerated() where elements[..<index].contains(element) {
                    violation("item \(index) repeats an earlier item")
                }
            }
            if let items = schema["items"] {
                for (index, element) in elements.enumerated() {
                    check(element, against: items, at: "\(pointer)/\(index)", into: &violations)
                }
            }
        case .number(let number, _):
            if case .number(let minimum, _)? = schema["minimum"], number < minimum {
                violation("below minimum \(minimum)")
            }
            if case .number(let maximum, _)? = schema["maximum"], number > maximum {
                violation("above maximum \(maximum)")
            }
        case .string(let text):
            if let pattern = schema["pattern"]?.stringValue {
                do {
                    let regex = try Regex(pattern)
                    if text.firstMatch(of: regex) == nil { violation("does not match pattern \(pattern)") }
                } catch {
                    violation("schema pattern \(pattern) does not compile: \(error)")
                }
            }
            switch schema["format"]?.stringValue {
            case "uri": if !Self.isURI(text, requireScheme: true) { violation("not a URI: \(text)") }
            case "uri-reference":
                if !Self.isURI(text, requireScheme: false) { violation("not a URI reference: \(text)") }
            default: break
            }
        case .null, .bool: break
        }
    }

    static func value(_ value: JSONValue, hasType type: String) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null),
            ("number", .number):
            true
        case ("integer", .number(_, let isInteger)): isInteger
        default: false
        }
    }

    static func typeName(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "boolean"
        case .number(_, let isInteger): isInteger ? "integer" : "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// RFC 3986 characters only (percent-escapes included), and a scheme when an absolute URI is required.
    static func isURI(_ text: String, requireScheme: Bool) -> Bool {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%")
        guard text.allSatisfy({ allowed.contains($0) }) else { return false }
        var percent = text[...]
        while let sign = percent.firstIndex(of: "%") {
            let hex = percent[percent.index(after: sign)...].prefix(2)
            guard hex.count == 2, hex.allSatisfy(\.isHexDigit) else { return false }
            percent = percent[percent.index(after: sign)...]
        }
        guard requireScheme else { return true }
        guard let colon = text.firstIndex(of: ":"), let first = text.first, first.isLetter else { return false }
        return text[..<colon].allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
    }
}
