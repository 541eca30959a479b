/// The rule catalogue compiled into the binary from `rules/**/*.md` (see `RuleCatalog+Generated.swift`,
/// written by `swift run generate-wakelint`).
///
/// Docs are parsed when asked for, not at start-up: `wakelint logs` parses only the log rules' docs and
/// `wakelint lint` only the enabled rules'.
public enum RuleCatalog {
    /// One embedded rule document: its repository path and its text.
    public struct Document: Sendable, Hashable {
        public var path: String
        public var text: String
        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }

        /// `<id>` of `rules/<domain>/<id>.md`: the parser rejects a doc whose id differs from its file name.
        var id: RuleID {
            let name = path.split(separator: "/").last ?? ""
            return RuleID(String(name.hasSuffix(".md") ? name.dropLast(3) : name))
        }
    }

    /// Every rule, sorted by id. Documents that fail to parse are left out here and fail
    /// `CatalogTests`, so a released binary always has all of them.
    public static let all: [RuleManifest] = parsed(documents)

    /// Every rule's id, sorted, without parsing the docs (the same ids as `all`'s; `CatalogTests`).
    public static let ids: [RuleID] = byID.keys.sorted()

    /// Index into `documents` by id; the first document with an id wins.
    private static let byID: [RuleID: Int] = Dictionary(documents.indices.map { (documents[$0].id, $0) },
                                                        uniquingKeysWith: { first, _ in first })

    /// The rule's manifest, parsed now (each call parses the one doc; callers ask once per rule and run).
    public static func manifest(_ id: RuleID) -> RuleManifest? {
        guard let index = byID[id] else { return nil }
        return try? RuleDocParser.parse(documents[index].text, path: documents[index].path)
    }

    /// The rule's severity, from its doc's front matter alone (what a run needs of most rules).
    public static func severity(of id: RuleID) -> Severity? {
        guard let index = byID[id] else { return nil }
        return RuleDocParser.severity(in: documents[index].text)
    }

    /// The rules whose doc text holds `text` (a fence such as ```` ```log-rule ````), parsed and sorted by id:
    /// a cheap superset for callers that then filter on the parsed manifest.
    public static func manifests(mentioning text: String) -> [RuleManifest] {
        let needle = Array(text.utf8)
        return parsed(documents.filter { document in
            var text = document.text
            return text.withUTF8 { ByteSearch.firstIndex(of: needle, in: $0) != nil }
        })
    }

    private static func parsed(_ documents: [Document]) -> [RuleManifest] {
        documents.compactMap { try? RuleDocParser.parse($0.text, path: $0.path) }.sorted { $0.id < $1.id }
    }
}
