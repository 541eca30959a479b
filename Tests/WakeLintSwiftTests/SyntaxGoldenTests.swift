import Foundation
import Testing
import WakeLintCore

@testable import WakeLintSwift

/// Every file under `testdata/swift/` has its `SyntaxListing` (every node's kind and range, in walk order) in
/// `testdata/swift-syntax/<name>.syntax`, compared whole. A parser change shows there as a diff to review; the
/// parser is checked against the toolchain's by `Scripts/differential/`. Rewrite the goldens with
/// `WAKELINT_UPDATE_GOLDEN=1 swift test --filter SyntaxGoldenTests` (never done on a mismatch alone).
@Suite struct SyntaxGoldenTests {
    static let directory = TestData.swiftDirectory.deletingLastPathComponent().appendingPathComponent("swift-syntax")

    static var updating: Bool { ProcessInfo.processInfo.environment["WAKELINT_UPDATE_GOLDEN"] == "1" }

    static func listing(of name: String) -> String {
        let file = SwiftFile(file: SourceFile(path: name, bytes: TestData.bytes(name)))
        return SyntaxListing(file.items, in: file.source.file).text
    }

    @Test(arguments: TestData.swiftFiles().map(\.lastPathComponent))
    func listingMatchesItsGolden(_ name: String) throws {
        let actual = Self.listing(of: name)
        let url = Self.directory.appendingPathComponent(name + ".syntax")
        if Self.updating {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record(
                "missing golden \(url.path); create it with WAKELINT_UPDATE_GOLDEN=1 swift test --filter SyntaxGoldenTests"
            )
            return
        }
        guard actual != expected else { return }
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line =
            Array(zip(actualLines, expectedLines)).firstIndex { $0 != $1 }
            ?? min(actualLines.count, expectedLines.count)
        Issue.record(
            """
            testdata/swift-syntax/\(name).syntax differs from the parse at line \(line + 1):
              golden: \(line < expectedLines.count ? String(expectedLines[line]) : "<end of file>")
              actual: \(line < actualLines.count ? String(actualLines[line]) : "<end of listing>")
            If the change is intended, run WAKELINT_UPDATE_GOLDEN=1 swift test --filter SyntaxGoldenTests and review the diff.
            """)
    }

    /// A golden whose input is gone or renamed fails instead of lingering unchecked.
    @Test func everyGoldenHasItsInput() throws {
        let inputs = Set(TestData.swiftFiles().map { $0.lastPathComponent + ".syntax" })
        let goldens = Set(try FileManager.default.contentsOfDirectory(atPath: Self.directory.path))
        #expect(
            goldens.subtracting(inputs).isEmpty,
            "goldens without an input in testdata/swift: \(goldens.subtracting(inputs).sorted())")
        #expect(inputs.count >= 7)
    }

    /// The listing reads every node, so a parsed tree and its boxed copy list the same.
    @Test(arguments: TestData.swiftFiles().map(\.lastPathComponent))
    func boxedCopyListsTheSame(_ name: String) {
        let file = SwiftFile(file: SourceFile(path: name, bytes: TestData.bytes(name)))
        let listing = SyntaxListing(file.items, in: file.source.file)
        let copy = SyntaxListing(BoxedCopy.statements(file.items), in: file.source.file)
        #expect(listing.lines.count > 20)
        #expect(copy.text == listing.text)
        #expect(listing.visited == SyntaxWalkerOrderTests.visitedRanges(file))
    }
}
