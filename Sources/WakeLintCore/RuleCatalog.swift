/// The rule catalogue compiled into the binary: every `rules/<domain>/<id>.md` as a typed manifest
/// (`RuleCatalog+Generated.swift`) with the doc text `wakelint explain` prints (`RuleBodies+Generated.swift`),
/// both written by `swift run generate-wakelint`. Nothing is parsed at run time.
public enum RuleCatalog {
    /// Every rule, sorted by id.
    public static let all: [RuleManifest] = manifests

    /// Every rule's id, sorted.
    public static let ids: [RuleID] = all.map(\.id)

    /// The rule's manifest, or nil for an id the catalogue lacks.
    public static func manifest(_ id: RuleID) -> RuleManifest? {
        ids.sortedIndex(of: id).map { all[$0] }
    }
}
