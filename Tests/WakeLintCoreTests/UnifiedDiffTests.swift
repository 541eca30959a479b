import Testing
import WakeLintCore

/// `--dry-run`'s diff: `diff -u` hunks with three lines of context, far changes in hunks of their own.
@Suite struct UnifiedDiffTests {
    func diff(_ before: String, _ after: String) -> String {
        UnifiedDiff(path: "f", before: Array(before.utf8), after: Array(after.utf8)).text
    }

    let lines = (1...12).map { "l\($0)\n" }.joined()

    @Test func equalTextsHaveNoDiff() {
        #expect(diff(lines, lines) == "")
    }

    @Test func nearChangesShareAHunkAndFarOnesDoNot() {
        let near = lines.replacingOccurrences(of: "l2\n", with: "L2\n").replacingOccurrences(of: "l5\n", with: "")
        #expect(
            diff(lines, near) == "--- a/f\n+++ b/f\n@@ -1,8 +1,7 @@\n l1\n-l2\n+L2\n l3\n l4\n-l5\n l6\n l7\n l8\n")
        let far = lines.replacingOccurrences(of: "l1\n", with: "L1\n").replacingOccurrences(
            of: "l12\n", with: "l12\nl13\n")
        #expect(
            diff(lines, far)
                == "--- a/f\n+++ b/f\n@@ -1,4 +1,4 @@\n-l1\n+L1\n l2\n l3\n l4\n@@ -10,3 +10,4 @@\n l10\n l11\n l12\n+l13\n"
        )
    }

    @Test func aMissingFinalNewlineIsMarked() {
        #expect(
            diff("a\nb", "a\nc")
                == "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n"
        )
        #expect(diff("", "x\n") == "--- a/f\n+++ b/f\n@@ -0,0 +1 @@\n+x\n")
    }
}
