/// A dasd decision word.
public enum DasdVerdict: Sendable, Hashable, CustomStringConvertible {
    case canProceed, mustNotProceed, absolutelyMustProceed, mustProceed
    case other(String)

    public init(text: String) {
        switch text {
        case "Can Proceed": self = .canProceed
        case "Must Not Proceed": self = .mustNotProceed
        case "Absolutely Must Proceed": self = .absolutelyMustProceed
        case "Must Proceed": self = .mustProceed
        default: self = .other(text)
        }
    }

    public var description: String {
        switch self {
        case .canProceed: "Can Proceed"
        case .mustNotProceed: "Must Not Proceed"
        case .absolutelyMustProceed: "Absolutely Must Proceed"
        case .mustProceed: "Must Proceed"
        case .other(let text): text
        }
    }
}
