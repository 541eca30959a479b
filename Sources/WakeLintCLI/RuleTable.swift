import WakeLintCore

/// `wakelint rules`: one row per rule with its id, default severity, inputs and summary.
enum RuleTable {
    static func render(_ manifests: [RuleManifest]) -> String {
        let idWidth = max(2, manifests.map(\.id.rawValue.count).max() ?? 0) + 2
        let inputsWidth =
            max(6, manifests.map { $0.inputs.map(\.rawValue).joined(separator: ",").count }.max() ?? 0) + 2
        var text = "id".padding(idWidth) + "severity".padding(9) + "inputs".padding(inputsWidth) + "summary\n"
        for manifest in manifests {
            text +=
                manifest.id.rawValue.padding(idWidth) + manifest.severity.rawValue.padding(9)
                + manifest.inputs.map(\.rawValue).joined(separator: ",").padding(inputsWidth) + manifest.title + "\n"
        }
        text += "\n\(manifests.count) rules; 'wakelint explain <id>' prints one in full\n"
        return text
    }
}
