import Testing
import WakeLintCore

@testable import WakeLintSwift

/// What `submit(x)`'s argument stands for, across the module; ambiguous or unknown names stay nil.
@Suite struct StringConstantsTests {
    static func values(_ text: String, placeholders: [StringConstants.Placeholder] = []) -> [String?] {
        let index = ModuleIndex(files: [SwiftFile(file: SourceFile(path: "a.swift", text: text))])
        let constants = StringConstants(index: index, placeholders: placeholders)
        return index.callSites(calling: "submit").map { site in
            constants.value(of: site.call.arguments[0].value, file: site.file, enclosingType: site.enclosingType)
        }
    }

    @Test func constantsRawValuesAndAliases() {
        #expect(
            Self.values(
                """
                let fileScope = "a.file"
                enum IDs { static let refresh = "a.refresh"; static let alias = IDs.refresh; static let loop = IDs.loop }
                enum Kind: String { case sync = "a.sync", clean }
                struct S {
                    let id = IDs.alias
                    static let escaped = "a\\u{2E}b\\tc"
                    func f() {
                        submit(fileScope); submit(id); submit(IDs.loop); submit(Self.missing); submit(Kind.sync.rawValue)
                        submit(Kind.clean.rawValue); submit(self.id); submit(Self.escaped); submit(("a.paren"))
                    }
                }
                """) == ["a.file", "a.refresh", nil, nil, "a.sync", "clean", "a.refresh", "a.b\tc", "a.paren"])
    }

    /// `.refresh` where a String is expected is a static constant of `String` (declared in an extension), never
    /// another type's member of that name.
    @Test func anImplicitMemberIsAConstantOfString() {
        #expect(
            Self.values(
                """
                extension String { static let refresh = "a.refresh" }
                enum IDs { static let cleanup = "a.cleanup" }
                func f() { submit(.refresh); submit(.cleanup) }
                """) == ["a.refresh", nil])
    }

    @Test func aBareNameWithTwoValuesIsAmbiguous() {
        #expect(
            Self.values(
                """
                struct A { static let id = "a.one" }
                struct B { static let id = "a.two"; func f() { submit(id) } }
                func g() { submit(id) }
                """) == ["a.two", nil])
    }

    /// Aidoku's `(Bundle.main.bundleIdentifier ?? "") + ".backup"`: concatenations of known texts and placeholder
    /// code resolve; any other operator, or an unknown operand, does not.
    @Test func concatenationsOfKnownTextsAndPlaceholders() {
        let bundle = StringConstants.Placeholder(codePrefix: "Bundle.main.bundleIdentifier", text: "$(ID)")
        #expect(
            Self.values(
                """
                final class Backup {
                    private static let backupID = (Bundle.main.bundleIdentifier ?? "") + ".backup"
                    static let prefix = "a"
                    func f(_ other: String) {
                        submit(Self.backupID); submit(Self.prefix + ".refresh" + ".now"); submit(Bundle.main.bundleIdentifier! + ".x")
                        submit(other + ".y"); submit(Self.prefix - ".z")
                    }
                }
                """, placeholders: [bundle]) == ["$(ID).backup", "a.refresh.now", "$(ID).x", nil, nil])
    }

    @Test func interpolationsResolveOnlyThroughPlaceholders() {
        let bundle = StringConstants.Placeholder(codePrefix: "Bundle.main.bundleIdentifier", text: "$(ID)")
        let source = #"""
            let refresh = "\(Bundle.main.bundleIdentifier!).refresh"
            let other = "\(prefix).refresh"
            func f() { submit(refresh); submit(other); submit("\(Bundle.main.bundleIdentifier ?? "x").\("y")") }
            """#
        #expect(Self.values(source, placeholders: [bundle]) == ["$(ID).refresh", nil, nil])
        #expect(Self.values(source) == [nil, nil, nil])
    }
}
