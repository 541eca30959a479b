/// A 64-bit FNV-1a hash fed eight bytes per step, each step followed by an xor-shift so that high bits reach low
/// ones (then the tail byte by byte): every step is a bijection of the state, so two inputs that differ in one
/// step always hash apart. Stable across runs, processes and platforms; not for anything an adversary controls.
public struct ContentHash: Sendable, Hashable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    public init() {}

    /// The hash of `bytes` alone, with their count.
    public init(of bytes: [UInt8]) {
        combine(bytes)
    }

    public mutating func combine(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { combine($0) }
    }

    /// Mixes in the bytes and their count, so that consecutive fields cannot run into each other.
    public mutating func combine(_ buffer: UnsafeRawBufferPointer) {
        combine(UInt64(buffer.count))
        var offset = 0
        while offset + 8 <= buffer.count {
            value =
                (value ^ UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                &* Self.prime
            value ^= value >> 29
            offset += 8
        }
        while offset < buffer.count {
            value = (value ^ UInt64(buffer[offset])) &* Self.prime
            offset += 1
        }
    }

    public mutating func combine(_ string: String) {
        var string = string
        string.withUTF8 { combine(UnsafeRawBufferPointer($0)) }
    }

    public mutating func combine(_ number: UInt64) {
        value = (value ^ number) &* Self.prime
    }

    /// Sixteen lower-case hex digits.
    public var hex: String { StableHash.hex(value) }
}
