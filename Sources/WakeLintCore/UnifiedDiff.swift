/// A unified diff (`diff -u`, three lines of context) of one file's text before and after, with `a/` and `b/`
/// headers as `git apply` and `patch -p1` read them (a name with a space ends with a tab; one with a quote, a
/// backslash or a control character is C-quoted, as git writes it); empty when the texts are equal.
public struct UnifiedDiff: Sendable {
    public var path: String
    public var before: [UInt8]
    public var after: [UInt8]
    /// The file's lines `before` and `after` start at, when the texts are a part of the file (and of the file
    /// once edited): hunks number the file's lines.
    public var firstLine: Int
    public var firstNewLine: Int

    public init(path: String, before: [UInt8], after: [UInt8], firstLine: Int = 1, firstNewLine: Int? = nil) {
        self.path = path
        self.before = before
        self.after = after
        self.firstLine = firstLine
        self.firstNewLine = firstNewLine ?? firstLine
    }

    /// Past this many cells the changed middle is shown as removed and added whole, not aligned line by line.
    static let alignmentLimit = 4_000_000
    public static let context = 3

    enum Operation: Equatable {
        case same(Int, Int)
        case removed(Int)
        case added(Int)
    }

    public var text: String {
        let old = Self.lines(before)
        let new = Self.lines(after)
        let operations = Self.operations(old, new)
        guard operations.contains(where: { if case .same = $0 { return false } else { return true } }) else {
            return ""
        }
        var out = "--- \(Self.header("a/" + path))\n+++ \(Self.header("b/" + path))\n"
        var index = 0
        while index < operations.count {
            guard let change = operations[index...].firstIndex(where: { if case .same = $0 { false } else { true } })
            else { break }
            // A hunk runs from context before the change to context after the last change closer than 2 × context.
            var end = change
            var quiet = 0
            var cursor = change
            while cursor < operations.count {
                if case .same = operations[cursor] {
                    quiet += 1
                    if quiet > 2 * Self.context { break }
                } else {
                    quiet = 0
                    end = cursor
                }
                cursor += 1
            }
            let start = max(index, change - Self.context)
            let stop = min(operations.count, end + 1 + Self.context)
            let hunk = operations[start..<stop]
            let (oldStart, newStart) = Self.position(of: start, in: operations, from: (firstLine, firstNewLine))
            let oldCount = hunk.filter { if case .added = $0 { false } else { true } }.count
            let newCount = hunk.filter { if case .removed = $0 { false } else { true } }.count
            out += "@@ -\(Self.range(oldStart, oldCount)) +\(Self.range(newStart, newCount)) @@\n"
            for operation in hunk {
                switch operation {
                case .same(let line, _): out += Self.shown(" ", old[line])
                case .removed(let line): out += Self.shown("-", old[line])
                case .added(let line): out += Self.shown("+", new[line])
                }
            }
            index = stop
        }
        return out
    }

    /// A file name in a `---`/`+++` header: quoted as git quotes it when it must be, tab-terminated when it
    /// holds a space (so that `patch` does not read the part after the space as a timestamp).
    public static func header(_ name: String) -> String {
        let needsQuotes = name.utf8.contains {
            $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
        }
        guard needsQuotes else { return name.contains(" ") ? name + "\t" : name }
        var quoted: [UInt8] = [UInt8(ascii: "\"")]
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): quoted += [UInt8(ascii: "\\"), byte]
            case 0x09: quoted += Array("\\t".utf8)
            case 0x0A: quoted += Array("\\n".utf8)
            case ..<0x20, 0x7F:
                quoted += [UInt8(ascii: "\\"), 0x30 + byte >> 6, 0x30 + (byte >> 3) & 7, 0x30 + byte & 7]
            default: quoted.append(byte)
            }
        }
        return String(decoding: quoted + [UInt8(ascii: "\"")], as: UTF8.self)
    }

    /// 1-based first lines of the hunk beginning at operation `index` in the old and new text, which start at the
    /// lines `first`.
    private static func position(of index: Int, in operations: [Operation], from first: (Int, Int)) -> (Int, Int) {
        var old = 0
        var new = 0
        for operation in operations[..<index] {
            switch operation {
            case .same: (old, new) = (old + 1, new + 1)
            case .removed: old += 1
            case .added: new += 1
            }
        }
        return (old + first.0, new + first.1)
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(count == 0 ? start - 1 : start),\(count)"
    }

    private static func shown(_ prefix: String, _ line: [UInt8]) -> String {
        let text = prefix + String(decoding: line, as: UTF8.self)
        return line.last == 0x0A ? text : text + "\n\\ No newline at end of file\n"
    }

    /// Lines with their line endings.
    static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            lines.append(Array(bytes[start...index]))
            start = index + 1
        }
        if start < bytes.count { lines.append(Array(bytes[start...])) }
        return lines
    }

    /// The edit script: common head and tail kept, the middle aligned by a longest common subsequence.
    static func operations(_ old: [[UInt8]], _ new: [[UInt8]]) -> [Operation] {
        var head = 0
        while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
        var tail = 0
        while tail < old.count - head, tail < new.count - head, old[old.count - 1 - tail] == new[new.count - 1 - tail] {
            tail += 1
        }
        var result = (0..<head).map { Operation.same($0, $0) }
        let oldMiddle = Array(head..<(old.count - tail))
        let newMiddle = Array(head..<(new.count - tail))
        if oldMiddle.count * newMiddle.count > alignmentLimit {
            result += oldMiddle.map(Operation.removed) + newMiddle.map(Operation.added)
        } else {
            // lengths[i][j]: the longest common subsequence of oldMiddle[i...] and newMiddle[j...].
            let width = newMiddle.count + 1
            var lengths = [Int](repeating: 0, count: (oldMiddle.count + 1) * width)
            for i in stride(from: oldMiddle.count - 1, through: 0, by: -1) {
                for j in stride(from: newMiddle.count - 1, through: 0, by: -1) {
                    lengths[i * width + j] =
                        old[oldMiddle[i]] == new[newMiddle[j]]
                        ? lengths[(i + 1) * width + j + 1] + 1
                        : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
                }
            }
            var (i, j) = (0, 0)
            while i < oldMiddle.count || j < newMiddle.count {
                if i < oldMiddle.count, j < newMiddle.count, old[oldMiddle[i]] == new[newMiddle[j]] {
                    result.append(.same(oldMiddle[i], newMiddle[j]))
                    (i, j) = (i + 1, j + 1)
                } else if i < oldMiddle.count,
                    j == newMiddle.count || lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]
                {
                    result.append(.removed(oldMiddle[i]))
                    i += 1
                } else {
                    result.append(.added(newMiddle[j]))
                    j += 1
                }
            }
        }
        result += (0..<tail).map { Operation.same(old.count - tail + $0, new.count - tail + $0) }
        return result
    }
}
