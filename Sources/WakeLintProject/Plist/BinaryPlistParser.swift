/// Reader for `bplist00` files: trailer, offset table, object references of 1–8 bytes. Every offset,
/// count and reference is checked against the file before use; containers are walked with an explicit
/// stack, cycles are refused, and shared containers cannot expand the tree beyond the file's size.
struct BinaryPlistParser {
    private let bytes: [UInt8]
    private var offsetSize = 0
    private var referenceSize = 0
    private var objectCount = 0
    private var offsetTableStart = 0
    /// Nodes built so far; a file without shared containers never yields more nodes than it has bytes.
    private var nodeBudget: Int
    private var keyPathBudget: Int

    struct Failure: Error {
        var message: String
    }

    private struct OpenContainer {
        var object: Int
        var keyPath: String
        var isDictionary: Bool
        var keyReferences: [Int]
        var valueReferences: [Int]
        var items: [PlistNode] = []
        var entries: [PlistEntry] = []
        var seenKeys: Set<String> = []
    }

    /// A scalar node, or a container whose children still have to be read.
    private enum Built {
        case node(PlistNode)
        case container(OpenContainer)
    }

    static func hasMagic(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: Array("bplist".utf8))
    }

    static func parse(_ bytes: [UInt8]) -> PlistReadResult {
        var parser = BinaryPlistParser(bytes: bytes)
        do {
            return .document(PlistDocument(root: try parser.parseDocument(), format: .binary))
        } catch {
            return .problem(PlistProblem(message: "binary plist: \(error.message)"))
        }
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        self.nodeBudget = max(bytes.count, 64)
        self.keyPathBudget = PlistReader.keyPathBudget(forInputSize: bytes.count)
    }

    // MARK: - Structure

    private mutating func parseDocument() throws(Failure) -> PlistNode {
        guard bytes.starts(with: Array("bplist00".utf8)) else {
            let version = String(decoding: bytes.prefix(8), as: UTF8.self)
            throw Failure(message: "unsupported version '\(version)' (expected 'bplist00')")
        }
        guard bytes.count >= 8 + 1 + 32 else { throw Failure(message: "truncated (\(bytes.count) bytes, no trailer)") }
        let trailer = bytes.count - 32
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw Failure(message: "invalid trailer (offset size \(offsetSize), reference size \(referenceSize))")
        }
        let count = readUnsigned(at: trailer + 8, size: 8)
        let top = readUnsigned(at: trailer + 16, size: 8)
        let tableStart = readUnsigned(at: trailer + 24, size: 8)
        guard count >= 1, count <= UInt64(bytes.count), top < count, tableStart >= 9, tableStart < UInt64(trailer)
        else {
            throw Failure(
                message: "invalid trailer (\(count) objects, top object \(top), offset table at \(tableStart))")
        }
        objectCount = Int(count)
        offsetTableStart = Int(tableStart)
        let (tableSize, overflow) = objectCount.multipliedReportingOverflow(by: offsetSize)
        guard !overflow, offsetTableStart + tableSize <= trailer else {
            throw Failure(
                message: "truncated offset table (\(objectCount) objects of \(offsetSize) bytes at \(offsetTableStart))"
            )
        }
        return try buildTree(root: Int(top))
    }

    private mutating func buildTree(root: Int) throws(Failure) -> PlistNode {
        var stack: [OpenContainer] = []
        var onPath: Set<Int> = []
        var built = try buildObject(root, keyPath: "")
        while true {
            switch built {
            case .container(let container):
                guard stack.count < PlistReader.maximumDepth else {
                    throw Failure(
                        message: "nesting deeper than \(PlistReader.maximumDepth) levels at '\(container.keyPath)'")
                }
                stack.append(container)
                onPath.insert(container.object)
            case .node(let node):
                guard !stack.isEmpty else { return node }
                let index = stack.count - 1
                if stack[index].isDictionary {
                    let key = try readKey(stack[index].keyReferences[stack[index].entries.count])
                    guard stack[index].seenKeys.insert(key).inserted else {
                        throw Failure(message: "duplicate key '\(key)' in dictionary '\(stack[index].keyPath)'")
                    }
                    stack[index].entries.append(PlistEntry(key: key, value: node))
                } else {
                    stack[index].items.append(node)
                }
            }
            // Descend into the next unread child, or close finished containers.
            guard var top = stack.last else { continue }
            let done = top.isDictionary ? top.entries.count : top.items.count
            if done < top.valueReferences.count {
                let child = top.valueReferences[done]
                if onPath.contains(child) {
                    throw Failure(message: "cycle: object \(child) contains itself (at '\(top.keyPath)')")
                }
                nodeBudget -= 1
                guard nodeBudget > 0 else {
                    throw Failure(message: "shared containers expand beyond \(max(bytes.count, 64)) nodes")
                }
                let keyPath =
                    top.isDictionary
                    ? PlistKeyPath.appending(try readKey(top.keyReferences[done]), to: top.keyPath)
                    : PlistKeyPath.appending(index: done, to: top.keyPath)
                keyPathBudget -= keyPath.utf8.count
                guard keyPathBudget >= 0 else {
                    throw Failure(
                        message:
                            "document too large: key paths exceed \(PlistReader.keyPathBudget(forInputSize: bytes.count)) bytes"
                    )
                }
                built = try buildObject(child, keyPath: keyPath)
            } else {
                stack.removeLast()
                onPath.remove(top.object)
                let value: PlistValue =
                    top.isDictionary
                    ? .dict(PlistDictionary(entries: top.entries)) : .array(top.items)
                top.items = []
                top.entries = []
                built = .node(PlistNode(value: value, keyPath: top.keyPath))
            }
        }
    }

    // MARK: - Objects

    private func objectOffset(_ object: Int) throws(Failure) -> Int {
        let offset = readUnsigned(at: offsetTableStart + object * offsetSize, size: offsetSize)
        guard offset >= 8, offset < UInt64(offsetTableStart) else {
            throw Failure(message: "object \(object) has an out-of-range offset \(offset)")
        }
        return Int(offset)
    }

    private func buildObject(_ object: Int, keyPath: String) throws(Failure) -> Built {
        let offset = try objectOffset(object)
        let marker = bytes[offset]
        let info = Int(marker & 0x0F)
        func node(_ value: PlistValue) -> Built { .node(PlistNode(value: value, keyPath: keyPath)) }
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08: return node(.bool(false))
            case 0x09: return node(.bool(true))
            default: throw Failure(message: "object \(object) has unsupported marker 0x\(hex(marker))")
            }
        case 0x1:
            return node(.integer(try readInteger(object: object, at: offset)))
        case 0x2:
            guard info == 2 || info == 3 else {
                throw Failure(message: "object \(object) is a real of unsupported size")
            }
            try require(offset + 1, count: 1 << info, object: object)
            let raw = readUnsigned(at: offset + 1, size: 1 << info)
            return node(.real(info == 2 ? Double(Float(bitPattern: UInt32(raw))) : Double(bitPattern: raw)))
        case 0x3:
            guard marker == 0x33 else {
                throw Failure(message: "object \(object) has unsupported marker 0x\(hex(marker))")
            }
            try require(offset + 1, count: 8, object: object)
            let seconds = Double(bitPattern: readUnsigned(at: offset + 1, size: 8))
            guard let text = PlistDate.text(fromSeconds: seconds) else {
                throw Failure(message: "object \(object) is a date out of range (\(seconds) s)")
            }
            return node(.date(text))
        case 0x4:
            let (start, count) = try readCount(object: object, at: offset, unitSize: 1)
            return node(.data(Array(bytes[start..<(start + count)])))
        case 0x5, 0x6, 0x7:
            return node(.string(try readString(object)))
        case 0x8:
            try require(offset + 1, count: info + 1, object: object)
            return node(.uid(readUnsigned(at: offset + 1, size: info + 1)))
        case 0xA, 0xB, 0xC:
            let (start, count) = try readCount(object: object, at: offset, unitSize: referenceSize)
            let references = try (0..<count).map { index throws(Failure) in
                try readReference(at: start + index * referenceSize)
            }
            return .container(
                OpenContainer(
                    object: object, keyPath: keyPath, isDictionary: false,
                    keyReferences: [], valueReferences: references))
        case 0xD:
            let (start, count) = try readCount(object: object, at: offset, unitSize: 2 * referenceSize)
            let keys = try (0..<count).map { index throws(Failure) in
                try readReference(at: start + index * referenceSize)
            }
            let valuesStart = start + count * referenceSize
            let values = try (0..<count).map { index throws(Failure) in
                try readReference(at: valuesStart + index * referenceSize)
            }
            return .container(
                OpenContainer(
                    object: object, keyPath: keyPath, isDictionary: true,
                    keyReferences: keys, valueReferences: values))
        default:
            throw Failure(message: "object \(object) has unknown marker 0x\(hex(marker))")
        }
    }

    private func readKey(_ object: Int) throws(Failure) -> String {
        let marker = bytes[try objectOffset(object)] >> 4
        guard marker == 0x5 || marker == 0x6 || marker == 0x7 else {
            throw Failure(message: "dictionary key object \(object) is not a string")
        }
        return try readString(object)
    }

    private func readString(_ object: Int) throws(Failure) -> String {
        let offset = try objectOffset(object)
        switch bytes[offset] >> 4 {
        case 0x5:
            // ASCII strings: map bytes one to one so stray high bytes never fail.
            let (start, count) = try readCount(object: object, at: offset, unitSize: 1)
            var text = String.UnicodeScalarView()
            for byte in bytes[start..<(start + count)] { text.append(Unicode.Scalar(byte)) }
            return String(text)
        case 0x6:
            let (start, count) = try readCount(object: object, at: offset, unitSize: 2)
            let units = (0..<count).map { UInt16(bytes[start + 2 * $0]) << 8 | UInt16(bytes[start + 2 * $0 + 1]) }
            return String(decoding: units, as: UTF16.self)
        default:
            let (start, count) = try readCount(object: object, at: offset, unitSize: 1)
            return String(decoding: bytes[start..<(start + count)], as: UTF8.self)
        }
    }

    /// Integers are 1, 2, 4 or 8 bytes (only 8 is signed) or 16 bytes whose high half is a sign extension.
    private func readInteger(object: Int, at offset: Int) throws(Failure) -> Int64 {
        let info = Int(bytes[offset] & 0x0F)
        guard info <= 4 else { throw Failure(message: "object \(object) is an integer of unsupported size") }
        let size = 1 << info
        try require(offset + 1, count: size, object: object)
        if size < 8 { return Int64(readUnsigned(at: offset + 1, size: size)) }
        if size == 8 { return Int64(bitPattern: readUnsigned(at: offset + 1, size: 8)) }
        let high = readUnsigned(at: offset + 1, size: 8)
        let low = readUnsigned(at: offset + 9, size: 8)
        let value = Int64(bitPattern: low)
        guard (high == 0 && value >= 0) || (high == UInt64.max && value < 0) else {
            throw Failure(message: "object \(object) is an integer out of the 64-bit range")
        }
        return value
    }

    /// The start and element count of a counted object, checked to lie before the offset table.
    private func readCount(object: Int, at offset: Int, unitSize: Int) throws(Failure) -> (start: Int, count: Int) {
        var start = offset + 1
        var count = Int(bytes[offset] & 0x0F)
        if count == 0x0F {
            guard start < offsetTableStart, bytes[start] >> 4 == 0x1 else {
                throw Failure(message: "object \(object) has a malformed length")
            }
            let integer = try readInteger(object: object, at: start)
            guard integer >= 0, integer <= Int64(bytes.count) else {
                throw Failure(message: "object \(object) claims \(integer) elements, more than the file holds")
            }
            count = Int(integer)
            start += 1 + (1 << Int(bytes[start] & 0x0F))
        }
        try require(start, count: count * unitSize, object: object)
        return (start, count)
    }

    private func readReference(at offset: Int) throws(Failure) -> Int {
        let reference = readUnsigned(at: offset, size: referenceSize)
        guard reference < UInt64(objectCount) else {
            throw Failure(message: "reference \(reference) is beyond the \(objectCount) objects")
        }
        return Int(reference)
    }

    private func require(_ start: Int, count: Int, object: Int) throws(Failure) {
        guard start <= offsetTableStart, count <= offsetTableStart - start else {
            throw Failure(message: "object \(object) runs past the end of the object area (truncated?)")
        }
    }

    private func readUnsigned(at offset: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
        return value
    }

    private func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}
