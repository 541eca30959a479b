/// The value of one property-list node. Dates stay in their ISO 8601 text form
/// (`2024-01-31T08:00:00Z`) so XML and binary documents compare equal.
public indirect enum PlistValue: Sendable, Equatable {
    case string(String)
    case integer(Int64)
    case real(Double)
    case bool(Bool)
    case date(String)
    case data([UInt8])
    case array([PlistNode])
    case dict(PlistDictionary)
    case uid(UInt64)

    public var kind: PlistValueKind {
        switch self {
        case .string: .string
        case .integer: .integer
        case .real: .real
        case .bool: .bool
        case .date: .date
        case .data: .data
        case .array: .array
        case .dict: .dict
        case .uid: .uid
        }
    }
}

/// The type of a value without its content, for messages such as "expected array, found dictionary".
public enum PlistValueKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case string, integer, real, bool, date, data, array, dict, uid

    /// The name Xcode's plist editor shows.
    public var description: String {
        switch self {
        case .string: "string"
        case .integer: "integer"
        case .real: "real"
        case .bool: "boolean"
        case .date: "date"
        case .data: "data"
        case .array: "array"
        case .dict: "dictionary"
        case .uid: "uid"
        }
    }
}
