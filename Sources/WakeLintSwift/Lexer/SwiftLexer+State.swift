extension SwiftLexer {
    /// What the bytes at the cursor mean: code, the inside of a string literal, or code inside `\( … )`.
    /// The cursor keeps these on an explicit stack (strings nest inside interpolations inside strings).
    enum State: Sendable, Hashable {
        case stringLiteral(isMultiline: Bool, delimiterLength: Int)
        /// `parenDepth` counts the `(` opened inside the interpolation, so the matching `)` ends it.
        case interpolation(parenDepth: Int)
    }
}
