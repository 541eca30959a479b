import WakeLintCore
import WakeLintEngine
import WakeLintModel
import WakeLintProject

/// Gathers the edits of one fix across property list files, each file edited once; a file that cannot be
/// edited makes the whole fix unavailable, with the reason naming the file.
struct PlistFixBuilder {
    private var edits: [TextEdit] = []
    private var edited: Set<String> = []
    private var refusal: String?

    /// Adds the edits `make` returns for `input`, once per file.
    mutating func edit(
        _ input: PlistInput, _ make: (PlistTextEditor) throws(PlistTextEditor.Refusal) -> [TextEdit]
    ) {
        guard refusal == nil, edited.insert(input.path).inserted else { return }
        do {
            edits += try make(PlistTextEditor(file: input.file, document: input.document))
        } catch {
            refusal = "'\(input.path)' cannot be edited: \(error)"
        }
    }

    /// Adds the edits `make` returns for the one Info.plist file of `configuration`; without exactly one, the fix
    /// is unavailable.
    mutating func edit(
        _ configuration: TargetConfiguration,
        _ make: (PlistTextEditor) throws(PlistTextEditor.Refusal) -> [TextEdit]
    ) {
        let files = configuration.infoPlist.files
        guard let file = files.first, files.count == 1 else {
            let name = configuration.name.map { "'\($0)'" } ?? "the app"
            refuse(
                files.isEmpty
                    ? "\(name) has no Info.plist file wakelint read to edit"
                    : "several Info.plist files and no project file to say which one the app ships")
            return
        }
        edit(file, make)
    }

    /// Makes the fix unavailable for `reason`.
    mutating func refuse(_ reason: String) {
        if refusal == nil { refusal = reason }
    }

    /// The paths edited, for the fix's description: "'a' and 'b'".
    var pathList: String {
        let names = edited.sorted().map { "'\($0)'" }
        return names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    /// The fix described by `description`, the reason there is none, or nil when nothing needs an edit.
    func proposal(_ description: String) -> FixProposal? {
        if let refusal { return .unavailable(refusal) }
        return edits.isEmpty ? nil : .fix(Fix(description: description, edits: edits))
    }
}
