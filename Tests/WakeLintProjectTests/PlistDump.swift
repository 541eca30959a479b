import WakeLintCore

@testable import WakeLintProject

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A compact, line-per-node rendering of a read result, so tests compare whole documents at once:
/// `UIBackgroundModes[0] = string "fetch" @12:3..12:24` (positions only for XML).
func dump(_ result: PlistReadResult, in file: SourceFile? = nil) -> String {
    switch result {
    case .problem(let problem): "problem: \(problem)"
    case .document(let document): dump(document, in: file)
    }
}

func dump(_ document: PlistDocument, in file: SourceFile? = nil) -> String {
    var lines: [String] = []
    var pending: [(node: PlistNode, keyRange: Range<Int>?)] = [(document.root, nil)]
    while let (node, keyRange) = pending.popLast() {
        var line = node.keyPath.isEmpty ? "(root)" : node.keyPath
        if let keyRange, let file { line += " key\(span(keyRange, in: file))" }
        line += " = " + describe(node.value)
        if let range = node.range, let file { line += " @" + span(range, in: file) }
        lines.append(line)
        switch node.value {
        case .array(let items): pending.append(contentsOf: items.reversed().map { ($0, nil) })
        case .dict(let dictionary):
            pending.append(contentsOf: dictionary.entries.reversed().map { ($0.value, $0.keyRange) })
        default: break
        }
    }
    return lines.joined(separator: "\n")
}

private func describe(_ value: PlistValue) -> String {
    switch value {
    case .string(let string): "string \"\(string)\""
    case .integer(let integer): "integer \(integer)"
    case .real(let real): "real \(real)"
    case .bool(let bool): "bool \(bool)"
    case .date(let date): "date \(date)"
    case .data(let data): "data \(data.count) bytes \(Base64.encode(data))"
    case .array(let items): "array(\(items.count))"
    case .dict(let dictionary): "dict(\(dictionary.entries.count))"
    case .uid(let uid): "uid \(uid)"
    }
}

private func span(_ range: Range<Int>, in file: SourceFile) -> String {
    let start = file.lineAndColumn(of: range.lowerBound)
    let end = file.lineAndColumn(of: range.upperBound)
    return "\(start.line):\(start.column)..\(end.line):\(end.column)"
}

/// Fixtures live in `testdata/` at the package root, found from this file's path (no Bundle.module).
func fixture(_ relativePath: String, filePath: String = #filePath) throws -> SourceFile {
    let root = filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/")
    let path = root + "/testdata/" + relativePath
    guard let bytes = readBytes(path) else { throw FixtureMissing(path: path) }
    return SourceFile(path: relativePath, bytes: bytes)
}

struct FixtureMissing: Error {
    var path: String
}

private func readBytes(_ path: String) -> [UInt8]? {
    guard let handle = fopen(path, "rb") else { return nil }
    defer { fclose(handle) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = fread(&buffer, 1, buffer.count, handle)
        if count <= 0 { break }
        bytes.append(contentsOf: buffer[0..<count])
    }
    return bytes
}

func xml(_ body: String) -> SourceFile {
    SourceFile(
        path: "Info.plist",
        text: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n\(body)\n</plist>\n")
}
