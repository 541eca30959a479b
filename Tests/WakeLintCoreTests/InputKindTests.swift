import Testing

@testable import WakeLintCore

/// A file's kind by its name, read on bytes for ASCII paths: the same as the Character reading gives.
@Suite struct InputKindTests {
    static func byCharacters(_ path: String) -> InputKind? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name.hasSuffix(".swift") { return .swift }
        if name.hasSuffix(".entitlements") { return .entitlements }
        if name.hasSuffix(".plist") { return .plist }
        if name == "project.pbxproj" { return .pbxproj }
        if name.hasSuffix(".xcconfig") { return .xcconfig }
        return nil
    }

    @Test(arguments: [
        "", "/", "a.swift", "Sources/App/A.swift", "A.swift/", "App.entitlements", "Info.plist", "x/Info.plist/",
        "App.xcodeproj/project.pbxproj", "project.pbxproj", "myproject.pbxproj", "Debug.xcconfig", "README.md",
        ".swift", "swift", "a.Swift", "Café/Info.plist", "é.swift", "a/b/c.xcconfig.bak", "a.swift.orig",
    ])
    func kindsAreThoseOfTheName(path: String) {
        #expect(InputKind(path: path) == Self.byCharacters(path))
    }
}
