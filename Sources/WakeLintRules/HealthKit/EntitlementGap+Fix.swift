import WakeLintCore
import WakeLintEngine
import WakeLintModel
import WakeLintProject

extension EntitlementGap {
    /// The key set to `<true/>` in the entitlements file of every configuration that lacks it; unavailable when
    /// a configuration has no file to edit or, without a project, which of several files is signed is unknown.
    var fix: FixProposal? {
        var builder = PlistFixBuilder()
        // An entitlements file that could not be read may be the one the app is signed with: nothing is edited.
        if let unread = lacking.flatMap(\.entitlements.unread).first {
            builder.refuse("'\(unread)' could not be read; make it a UTF-8 XML or binary property list first")
        }
        if target.isImplicit, Set(lacking.flatMap(\.entitlements.files).map(\.path)).count > 1 {
            builder.refuse("several entitlements files and no project file to say which one the app is signed with")
        }
        for configuration in lacking {
            guard let file = configuration.entitlements.files.first else {
                let name = configuration.name.map { "'\($0)'" } ?? "the app"
                builder.refuse(
                    configuration.entitlements.reference != nil
                        ? "the entitlements file of \(name) could not be read"
                        : "\(name) has no entitlements file to edit; adding the capability in Xcode creates one")
                continue
            }
            builder.edit(file) { editor throws(PlistTextEditor.Refusal) in try editor.setTrue(key) }
        }
        return builder.proposal("set '\(key)' to <true/> in \(builder.pathList)")
    }
}
