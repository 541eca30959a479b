import WakeLintCore

/// Which parameter each argument of a call binds, as the compiler matches them (the forward scan of SE-0286): the
/// one rule every resolver of the module decides "does this call fit this declaration" by. In parameter order, a
/// written argument binds the next parameter with its label (`_` for none), a parameter with a default value or a
/// variadic one is left out wherever no argument names it, and a variadic parameter also takes the unlabelled
/// arguments after its first. The unlabelled trailing closure binds the next parameter that can hold a closure,
/// passing over one that needs no argument while a later one needs it; labelled trailing closures bind by label.
public enum ArgumentMatching {
    /// What, besides its label, decides which arguments a parameter takes.
    public struct Traits: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let hasDefault = Traits(rawValue: 1)
        public static let isVariadic = Traits(rawValue: 2)
        /// The declared type is a function type (`@escaping (Bool) -> Void`, `(() -> Void)?`).
        public static let takesClosure = Traits(rawValue: 4)
        /// The declared type may be a function type the text does not show (a type alias, a generic parameter).
        public static let mayTakeClosure = Traits(rawValue: 8)

        /// The traits of a parameter declared with this type text.
        public init(type: String, hasDefault: Bool, isVariadic: Bool) {
            var traits: Traits = []
            if hasDefault { traits.insert(.hasDefault) }
            if isVariadic { traits.insert(.isVariadic) }
            switch Self.closureFit(ofType: type) {
            case .some(true): traits.insert(.takesClosure)
            case .none: traits.insert(.mayTakeClosure)
            case .some(false): break
            }
            self = traits
        }

        /// True for a function type, false for a type evidently not one, nil when the text cannot tell. Reads the
        /// type's UTF-8 bytes: every function declaration's parameters pass through here while the index is built.
        static func closureFit(ofType type: String) -> Bool? {
            let bytes = Array(type.utf8)
            if ByteSearch.contains(autoclosure, in: bytes) { return false }
            if ByteSearch.contains(arrow, in: bytes) { return true }
            var text = bytes[...]
            for prefix in typePrefixes where text.starts(with: prefix) { text = text.dropFirst(prefix.count) }
            text = text.drop { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: " ") }
            while let last = text.last, trailingMarks.contains(last) { text.removeLast() }
            guard let first = text.first else { return nil }
            if first == UInt8(ascii: "[") || first == UInt8(ascii: "(") || text.contains(UInt8(ascii: "<"))
                || text.contains(UInt8(ascii: ","))
            {
                return false
            }
            let name = text.split(separator: UInt8(ascii: ".")).last ?? text
            if valueTypes.contains(String(decoding: name, as: UTF8.self)) { return false }
            // Framework classes and values (`HKQuantityType`, `BGTaskRequest`, `NSPredicate`, `UIImage`).
            if name.count >= 3, name.prefix(3).allSatisfy({ (65...90).contains($0) }) { return false }
            return nil
        }

        private static let autoclosure = Array("@autoclosure".utf8)
        private static let arrow = Array("->".utf8)
        private static let typePrefixes = ["inout ", "some ", "any "].map { Array($0.utf8) }
        private static let trailingMarks = Array("?!) ".utf8)

        private static let valueTypes: Set<String> = [
            "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
            "CGFloat", "Bool", "String", "Substring", "Character", "Date", "DateComponents", "DateInterval",
            "TimeInterval", "UUID", "URL", "Data", "Decimal", "Calendar", "TimeZone", "Locale", "Duration",
        ]
    }

    /// For each argument the call writes (its arguments in order, then its trailing closures), the position of the
    /// parameter that takes it; nil when the call does not fit. `traits` is empty when no parameter has any.
    /// `trailingClosures` holds each trailing closure's label, nil for the first, unlabelled one.
    public static func parameters(
        labels parameters: [String?], traits: [Traits], arguments: [String], trailingClosures: [String?]
    ) -> [Int]? {
        let total = arguments.count + trailingClosures.count
        func trait(_ parameter: Int) -> Traits { traits.isEmpty ? [] : traits[parameter] }
        func requiresArgument(_ parameter: Int) -> Bool {
            trait(parameter).isDisjoint(with: [.hasDefault, .isVariadic])
        }
        var bound: [Int] = []
        bound.reserveCapacity(total)
        var next = 0
        for parameter in parameters.indices {
            guard next < total else {
                if requiresArgument(parameter) { return nil }
                continue
            }
            let label = parameters[parameter] ?? "_"
            if next < arguments.count || trailingClosures[next - arguments.count] != nil {
                let written = next < arguments.count ? arguments[next] : trailingClosures[next - arguments.count]!
                if written == label {
                    bound.append(parameter)
                    next += 1
                    if trait(parameter).contains(.isVariadic) {
                        while next < arguments.count, arguments[next] == "_" {
                            bound.append(parameter)
                            next += 1
                        }
                    }
                } else if requiresArgument(parameter) {
                    return nil
                }
                continue
            }
            // The unlabelled trailing closure: a parameter needing no argument is passed over while a later one needs
            // one that no labelled trailing closure gives, or when it only may hold a closure and a later one does.
            let traits = trait(parameter)
            var takes = traits.contains(.takesClosure) || traits.contains(.mayTakeClosure)
            if takes, !requiresArgument(parameter) {
                let labelled = trailingClosures.dropFirst()
                let later = parameters.indices.dropFirst(parameter + 1)
                takes =
                    !later.contains { requiresArgument($0) && !labelled.contains(parameters[$0] ?? "_") }
                    && (traits.contains(.takesClosure) || !later.contains { trait($0).contains(.takesClosure) })
            }
            if takes {
                bound.append(parameter)
                next += 1
            } else if requiresArgument(parameter) {
                return nil
            }
        }
        return next == total ? bound : nil
    }
}

extension ModuleIndex.FunctionSignature {
    /// For each argument `call` writes (arguments, then trailing closures), the parameter that takes it, as
    /// `ArgumentMatching` binds them; nil when the call does not fit this function.
    public func parameters(boundBy call: Call) -> [Int]? {
        ArgumentMatching.parameters(
            labels: labels, traits: traits, arguments: call.labels, trailingClosures: call.trailingClosures.map(\.label)
        )
    }

    /// Whether a call writing these argument labels (`_` for none) and trailing closures fits this function.
    public func accepts(labels written: [String], trailingClosures: [String?]) -> Bool {
        ArgumentMatching.parameters(
            labels: labels, traits: traits, arguments: written, trailingClosures: trailingClosures)
            != nil
    }

    /// Whether `call` fits this function.
    public func accepts(_ call: Call) -> Bool { parameters(boundBy: call) != nil }

    /// The expression `call` passes for parameter `position`: the argument or trailing closure bound to it (the first
    /// one, for a variadic parameter); nil when the call leaves it out or does not fit.
    public func argument(for position: Int, in call: Call) -> Expression? {
        guard let bound = parameters(boundBy: call), let slot = bound.firstIndex(of: position) else { return nil }
        return slot < call.arguments.count
            ? call.arguments[slot].value : call.trailingClosures[slot - call.arguments.count].expression
    }
}
