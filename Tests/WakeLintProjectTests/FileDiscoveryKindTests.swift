import Testing
import WakeLintCore

@testable import WakeLintProject

@Suite struct FileDiscoveryKindTests {
    /// Projects without a project file (XcodeGen's `project.yml` names them) keep one Info.plist per
    /// environment: ProteGO Safe's `Info-live.plist` and `Info-stage.plist` are the app's, and are read.
    @Test func readsInfoPlistsNamedPerEnvironment() {
        for name in [
            "Info.plist", "App-Info.plist", "Info-live.plist", "Info-stage.plist", "Info_Debug.plist",
            "Info.release.plist",
        ] {
            #expect(FileDiscovery.kind(ofFileNamed: name) == .plist, "\(name)")
        }
    }

    @Test func leavesOtherPropertyListsAlone() {
        for name in ["GoogleService-Info.plist", "Settings.plist", "Root.plist", "Information.plist", "Infobar.plist"] {
            #expect(FileDiscovery.kind(ofFileNamed: name) == nil, "\(name)")
        }
    }
}
