/// The rule catalogue compiled into the binary from `rules/**/*.md` (see `RuleCatalog+Generated.swift`,
/// written by `swift run generate-wakelint`).
public enum RuleCatalog {
    /// One embedded rule document: its repository path and its text.
    public struct Document: Sendable, Hashable {
        public var path: String
        public var text: String
        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    /// Every rule, sorted by id. Documents that fail to parse are left out here and fail
    /// `CatalogTests`, so a released binary always has all of them.
    public static let all: [RuleManifest] = documents.compactMap { try? RuleDocParser.parse($0.text, path: $0.path) }
        .sorted { $0.id < $1.id }

    private static let byID: [RuleID: RuleManifest] = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    public static func manifest(_ id: RuleID) -> RuleManifest? { byID[id] }
}
