import WakeLintCore
import WakeLintSwift

/// A HealthKit sample or object type as the code names it: `HKQuantityType(.stepCount)` is
/// `quantity/stepCount`; `HKObjectType.workoutType()` is `workout`.
struct SampleType: Hashable, CustomStringConvertible {
    enum Kind: String { case quantity, category, correlation, characteristic, workout, other }
    var kind: Kind
    var identifier: String?

    var description: String { identifier.map { ".\($0)" } ?? kind.rawValue }

    static let typeNames: [String: Kind] = [
        "HKQuantityType": .quantity, "HKCategoryType": .category, "HKCorrelationType": .correlation,
        "HKCharacteristicType": .characteristic,
    ]
    static let factoryNames: [String: Kind] = [
        "quantityType": .quantity, "categoryType": .category, "correlationType": .correlation,
        "characteristicType": .characteristic,
    ]
}

/// The HealthKit types a traced value names.
extension ValueBindings {
    func sampleType(of expression: Expression, file: Int, at offset: Int? = nil, type: String? = nil, depth: Int = 0)
        -> SampleType?
    {
        guard depth < 6 else { return nil }
        switch expression.kind {
        case .forceUnwrap(let inner), .optionalChain(let inner), .await(let inner), .try(_, let inner):
            return sampleType(of: inner, file: file, at: offset, type: type, depth: depth + 1)
        case .tuple(let arguments) where arguments.count == 1:
            return sampleType(of: arguments[0].value, file: file, at: offset, type: type, depth: depth + 1)
        case .call(let call):
            guard let name = call.calleeName else { return nil }
            if let kind = SampleType.typeNames[name] {
                return SampleType(
                    kind: kind, identifier: call.arguments.first.flatMap { Self.identifier(in: $0.value) })
            }
            if let kind = SampleType.factoryNames[name], call.labels.first == "forIdentifier" {
                return SampleType(
                    kind: kind, identifier: call.arguments.first.flatMap { Self.identifier(in: $0.value) })
            }
            if name == "workoutType" { return SampleType(kind: .workout, identifier: nil) }
            return nil
        case .identifier, .member:
            if case .member(let base?, "self") = expression.kind {
                return sampleType(of: base, file: file, at: offset, type: type, depth: depth + 1)
            }
            return resolve(expression, file: file, at: offset, type: type).flatMap {
                sampleType(of: $0, file: file, at: offset, type: type, depth: depth + 1)
            }
        default:
            return nil
        }
    }

    /// `.stepCount`, `HKQuantityTypeIdentifier.stepCount` → `stepCount`.
    static func identifier(in expression: Expression) -> String? {
        if case .member(_, let name) = expression.kind { return name }
        return nil
    }
}

/// The sample types a value may name: each one evident, in the order found, and whether they are all of them
/// (every path the value may take ends at a type the code names).
struct SampleTypes: Sendable {
    var types: [SampleType] = []
    var isComplete: Bool
    /// Same positions as `types`: whether some path certainly gives that type (see `FlowValue.isCertain`).
    var isCertain: [Bool] = []

    init(types: [SampleType] = [], isComplete: Bool, isCertain: Bool = true) {
        self.types = types
        self.isComplete = isComplete
        self.isCertain = types.map { _ in isCertain }
    }

    static let unknown = SampleTypes(isComplete: false)

    /// The one type every path agrees on, its identifier evident too (or a workout).
    var definite: SampleType? {
        guard isComplete, types.count == 1, types[0].isEvident else { return nil }
        return types[0]
    }

    /// The types whose identifier is evident.
    var evident: [SampleType] { types.filter(\.isEvident) }

    /// The evident types some path certainly gives.
    var certainlyEvident: [SampleType] {
        types.indices.filter { isCertain[$0] && types[$0].isEvident }.map { types[$0] }
    }

    /// Whether the value may be `type`: one of the types found, or some type not evident.
    func mayBe(_ type: SampleType) -> Bool {
        !isComplete || types.contains(type) || types.contains { !$0.isEvident && $0.kind == type.kind }
    }

    mutating func add(_ other: SampleTypes) {
        for (position, type) in other.types.enumerated() {
            if let known = types.firstIndex(of: type) {
                isCertain[known] = isCertain[known] || other.isCertain[position]
            } else {
                types.append(type)
                isCertain.append(other.isCertain[position])
            }
        }
        isComplete = isComplete && other.isComplete
    }
}

extension SampleType {
    /// Whether the type is fully known: its identifier is evident, or its kind has none (a workout).
    var isEvident: Bool { identifier != nil || kind == .workout }
}

/// The sample types traced values name (`ValueFlow`): through locals, loops, callers, collections and the
/// closures of `map`, with identifiers traced the same way (`HKQuantityType(identifier)` in a loop over them).
extension ValueFlow {
    func sampleTypes(of expression: Expression, file: Int, type: String?) -> SampleTypes {
        sampleTypes(of: possibleValues(of: expression, file: file, type: type), depth: 0)
    }

    /// The types one traced value (an expression as written) names.
    func sampleTypes(ofValue value: FlowValue) -> SampleTypes {
        sampleTypes(of: FlowValues([value], isComplete: true), depth: 0)
    }

    private func sampleTypes(of values: FlowValues, depth: Int) -> SampleTypes {
        var result = SampleTypes(isComplete: values.isComplete)
        for value in values.values {
            guard var found = sampleTypes(ofWritten: value, depth: depth) else {
                result.isComplete = false
                continue
            }
            if !value.isCertain { found.isCertain = found.isCertain.map { _ in false } }
            result.add(found)
        }
        return result
    }

    /// The types an expression as written names; nil when it names none evident.
    private func sampleTypes(ofWritten value: FlowValue, depth: Int) -> SampleTypes? {
        guard depth < 6 else { return nil }
        switch value.expression.kind {
        case .optionalChain(let inner):
            return sampleTypes(of: possibleValues(of: inner, within: value), depth: depth + 1)
        case .call(let call):
            guard let name = call.calleeName else { return nil }
            if name == "workoutType" {
                return SampleTypes(
                    types: [SampleType(kind: .workout, identifier: nil)], isComplete: true, isCertain: value.isCertain)
            }
            let kind =
                SampleType.typeNames[name]
                ?? (call.labels.first == "forIdentifier" ? SampleType.factoryNames[name] : nil)
            guard let kind else { return nil }
            guard let argument = call.arguments.first?.value else {
                return SampleTypes(
                    types: [SampleType(kind: kind, identifier: nil)], isComplete: true, isCertain: value.isCertain)
            }
            let identifiers = possibleValues(of: argument, within: value)
            var result = SampleTypes(isComplete: identifiers.isComplete)
            for identifier in identifiers.values {
                for (name, isCertain) in typeIdentifiers(identifier) {
                    result.add(
                        SampleTypes(
                            types: [SampleType(kind: kind, identifier: name)], isComplete: name != nil,
                            isCertain: isCertain && identifier.isCertain))
                }
            }
            if result.types.isEmpty {
                result = SampleTypes(types: [SampleType(kind: kind, identifier: nil)], isComplete: false)
            }
            return result
        default:
            return nil
        }
    }

    /// `.stepCount`, `HKQuantityTypeIdentifier.stepCount`, `HKQuantityTypeIdentifier(rawValue:
    /// "HKQuantityTypeIdentifierStepCount")` (the raw text possibly a `String` enum case's raw value) →
    /// `stepCount`, each with whether it is certain; nil for one whose identifier is not evident.
    private func typeIdentifiers(_ value: FlowValue) -> [(name: String?, isCertain: Bool)] {
        if case .call(let call) = value.expression.kind, call.labels == ["rawValue"] {
            // `HKQuantityTypeIdentifier(rawValue: "HKQuantityTypeIdentifierStepCount")`, `.init(rawValue: …)`
            let raws = possibleValues(of: call.arguments[0].value, within: value)
            let names = raws.values.map { (Self.rawIdentifier(rawText(of: $0)), $0.isCertain) }
            return raws.isComplete && !names.isEmpty ? names : names + [(nil, false)]
        }
        return [(typeIdentifier(value), true)]
    }

    private func typeIdentifier(_ value: FlowValue) -> String? {
        switch value.expression.kind {
        case .member(nil, let name):
            return name
        case .member(let base?, let name):
            let owner: String? =
                switch base.kind {
                case .identifier(let owner): owner
                case .member(_, let owner): owner
                default: nil
                }
            guard let owner, owner.hasPrefix("HK"), owner.hasSuffix("Identifier") else { return nil }
            return name
        default:
            return nil
        }
    }

    /// The types of `[HKQueryDescriptor(sampleType: …, predicate: …), …]`, however the list is made.
    func descriptorTypes(_ list: Expression, file: Int, type: String?) -> SampleTypes {
        let descriptors = elements(of: list, file: file, type: type, depth: 0)
        var result = SampleTypes(isComplete: descriptors.isComplete)
        for descriptor in descriptors.values {
            guard case .call(let call) = descriptor.expression.kind, call.calleeName == "HKQueryDescriptor",
                let argument = call.arguments.first(where: { $0.label == "sampleType" })?.value
            else {
                result.isComplete = false
                continue
            }
            result.add(sampleTypes(of: possibleValues(of: argument, within: descriptor), depth: 1))
        }
        return result
    }

    /// `HKQuantityTypeIdentifierStepCount` → `stepCount`: HealthKit's raw values name the identifier after the
    /// identifier type's name.
    static func rawIdentifier(_ raw: String?) -> String? {
        guard let raw else { return nil }
        for prefix in [
            "HKQuantityTypeIdentifier", "HKCategoryTypeIdentifier", "HKCorrelationTypeIdentifier",
            "HKCharacteristicTypeIdentifier", "HKDataTypeIdentifier",
        ] where raw.hasPrefix(prefix) && raw.count > prefix.count {
            let rest = raw.dropFirst(prefix.count)
            return rest.prefix(1).lowercased() + rest.dropFirst()
        }
        return nil
    }
}
