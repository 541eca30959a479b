public enum PlistReadResult: Sendable {
    case document(PlistDocument)
    case problem(PlistProblem)

    public var document: PlistDocument? {
        if case .document(let document) = self { return document }
        return nil
    }

    public var problem: PlistProblem? {
        if case .problem(let problem) = self { return problem }
        return nil
    }
}
