import Foundation
import Testing
import WakeLintSwift

/// Large arrays the front end fills are backed by transparent huge pages where Linux offers them on request.
@Suite struct HugePagesTests {
    /// The kernel's setting: `always`, `madvise` or `never` (nil off Linux, or without transparent huge pages).
    static var transparentHugePages: String? {
        guard let text = try? String(contentsOfFile: "/sys/kernel/mm/transparent_hugepage/enabled", encoding: .utf8),
            let open = text.firstIndex(of: "["), let close = text.firstIndex(of: "]")
        else { return nil }
        return String(text[text.index(after: open)..<close])
    }

    /// The `VmFlags` of the mapping holding `address`, from `/proc/self/smaps` (read to its end: a procfs file
    /// reports size 0, and `String(contentsOfFile:)` stops at its first read).
    static func mappingFlags(at address: Int) -> [Substring]? {
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/smaps") else { return nil }
        let smaps = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        var inside = false
        for line in smaps.split(separator: "\n") {
            if let dash = line.firstIndex(of: "-"), let space = line.firstIndex(of: " "), dash < space,
                let low = Int(line[..<dash], radix: 16),
                let high = Int(line[line.index(after: dash)..<space], radix: 16)
            {
                inside = (low..<high).contains(address)
            } else if inside, line.hasPrefix("VmFlags:") {
                return line.split(separator: " ").dropFirst().map { $0 }
            }
        }
        return nil
    }

    @Test func largeArraysAreAdvisedAndKeepTheirContents() {
        var array: [UInt64] = []
        array.reserveCapacity(4 << 20)  // 32 MB
        HugePages.advise(&array)
        for value in 0..<UInt64(4 << 20) { array.append(value &* 3) }
        #expect(array.count == 4 << 20 && array[12_345] == 37_035 && array.last == UInt64((4 << 20) - 1) &* 3)
        guard let mode = Self.transparentHugePages, mode != "never" else { return }
        withExtendedLifetime(array) {
            // The first whole huge page of the storage (madvise splits the mapping there) carries the advice
            // (`hg`). Whether the kernel found free huge pages to back it is up to the machine's memory.
            let base = array.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
            let firstHugePage = (base + (2 << 20) - 1) & ~((2 << 20) - 1)
            #expect(Self.mappingFlags(at: firstHugePage)?.contains("hg") == true, "the array's mapping is advised")
        }
    }

    @Test func smallArraysAreLeftAlone() {
        var array: [UInt8] = [1, 2, 3]
        HugePages.advise(&array)
        #expect(array == [1, 2, 3])
        var empty: [Int] = []
        HugePages.advise(&empty)
        #expect(empty.isEmpty)
    }
}
