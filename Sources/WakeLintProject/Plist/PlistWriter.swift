/// Encodes documents as `bplist00`, the format Xcode uses for compiled Info.plists, so tests and the
/// example runner can check that a binary plist reads back to the same values as its XML source.
public enum PlistWriter {
    /// Objects are laid out breadth-first (no recursion, whatever the depth); nothing is uniqued.
    /// A `.date` whose text is not `YYYY-MM-DDTHH:MM:SSZ` cannot be a binary date and is written as a string.
    public static func binary(_ document: PlistDocument) -> [UInt8] {
        var objects: [FlatObject] = []
        var pending: [(index: Int, node: PlistNode)] = [(0, document.root)]
        objects.append(.scalar(document.root.value))
        var next = 0
        while next < pending.count {
            let (index, node) = pending[next]
            next += 1
            switch node.value {
            case .array(let items):
                var references: [Int] = []
                for item in items {
                    references.append(objects.count)
                    pending.append((objects.count, item))
                    objects.append(.scalar(item.value))
                }
                objects[index] = .array(references)
            case .dict(let dictionary):
                var keys: [Int] = []
                for entry in dictionary.entries {
                    keys.append(objects.count)
                    objects.append(.scalar(.string(entry.key)))
                }
                var values: [Int] = []
                for entry in dictionary.entries {
                    values.append(objects.count)
                    pending.append((objects.count, entry.value))
                    objects.append(.scalar(entry.value.value))
                }
                objects[index] = .dictionary(keys: keys, values: values)
            default:
                break
            }
        }

        let referenceSize = byteCount(for: UInt64(objects.count))
        var output = Array("bplist00".utf8)
        var offsets: [Int] = []
        offsets.reserveCapacity(objects.count)
        for object in objects {
            offsets.append(output.count)
            encode(object, referenceSize: referenceSize, into: &output)
        }
        let offsetTableStart = output.count
        let offsetSize = byteCount(for: UInt64(offsetTableStart))
        for offset in offsets { appendUnsigned(UInt64(offset), size: offsetSize, to: &output) }
        output.append(contentsOf: [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)])
        appendUnsigned(UInt64(objects.count), size: 8, to: &output)
        appendUnsigned(0, size: 8, to: &output)
        appendUnsigned(UInt64(offsetTableStart), size: 8, to: &output)
        return output
    }

    /// One object of the flat table: containers hold indexes of their children.
    private enum FlatObject {
        case scalar(PlistValue)
        case array([Int])
        case dictionary(keys: [Int], values: [Int])
    }

    private static func encode(_ object: FlatObject, referenceSize: Int, into output: inout [UInt8]) {
        switch object {
        case .array(let references):
            appendHeader(0xA, count: references.count, to: &output)
            for reference in references { appendUnsigned(UInt64(reference), size: referenceSize, to: &output) }
        case .dictionary(let keys, let values):
            appendHeader(0xD, count: keys.count, to: &output)
            for reference in keys + values { appendUnsigned(UInt64(reference), size: referenceSize, to: &output) }
        case .scalar(let value):
            encode(value, into: &output)
        }
    }

    private static func encode(_ value: PlistValue, into output: inout [UInt8]) {
        switch value {
        case .bool(let bool):
            output.append(bool ? 0x09 : 0x08)
        case .integer(let integer):
            appendInteger(integer, to: &output)
        case .real(let real):
            output.append(0x23)
            appendUnsigned(real.bitPattern, size: 8, to: &output)
        case .date(let text):
            guard let seconds = PlistDate.seconds(from: text) else {
                encode(.string(text), into: &output)
                return
            }
            output.append(0x33)
            appendUnsigned(seconds.bitPattern, size: 8, to: &output)
        case .data(let data):
            appendHeader(0x4, count: data.count, to: &output)
            output.append(contentsOf: data)
        case .string(let string):
            if string.utf8.allSatisfy({ $0 < 0x80 }) {
                appendHeader(0x5, count: string.utf8.count, to: &output)
                output.append(contentsOf: string.utf8)
            } else {
                let units = Array(string.utf16)
                appendHeader(0x6, count: units.count, to: &output)
                for unit in units { output.append(contentsOf: [UInt8(unit >> 8), UInt8(unit & 0xFF)]) }
            }
        case .uid(let uid):
            let size = byteCount(for: uid)
            output.append(0x80 | UInt8(size - 1))
            appendUnsigned(uid, size: size, to: &output)
        case .array, .dict:
            // Containers are flattened by the caller.
            break
        }
    }

    private static func appendHeader(_ type: UInt8, count: Int, to output: inout [UInt8]) {
        if count < 15 {
            output.append(type << 4 | UInt8(count))
        } else {
            output.append(type << 4 | 0x0F)
            appendInteger(Int64(count), to: &output)
        }
    }

    /// Non-negative values use the smallest of 1, 2, 4 bytes; 8 bytes (signed) otherwise.
    private static func appendInteger(_ integer: Int64, to output: inout [UInt8]) {
        switch integer {
        case 0...0xFF:
            output.append(0x10)
            appendUnsigned(UInt64(integer), size: 1, to: &output)
        case 0x100...0xFFFF:
            output.append(0x11)
            appendUnsigned(UInt64(integer), size: 2, to: &output)
        case 0x1_0000...0xFFFF_FFFF:
            output.append(0x12)
            appendUnsigned(UInt64(integer), size: 4, to: &output)
        default:
            output.append(0x13)
            appendUnsigned(UInt64(bitPattern: integer), size: 8, to: &output)
        }
    }

    /// Smallest of 1, 2, 4, 8 bytes that holds `value`.
    private static func byteCount(for value: UInt64) -> Int {
        switch value {
        case 0...0xFF: 1
        case 0x100...0xFFFF: 2
        case 0x1_0000...0xFFFF_FFFF: 4
        default: 8
        }
    }

    private static func appendUnsigned(_ value: UInt64, size: Int, to output: inout [UInt8]) {
        for shift in stride(from: (size - 1) * 8, through: 0, by: -8) {
            output.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
        }
    }
}
