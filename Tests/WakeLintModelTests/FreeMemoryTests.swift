import Foundation
import Testing
import WakeLintModel

/// Memory freed in the middle of the heap stays resident until it is given back.
@Suite struct FreeMemoryTests {
    /// Resident bytes of this process (`/proc/self/statm`), nil off Linux.
    static func residentBytes() -> Int? {
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/statm") else { return nil }
        let fields = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self).split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    @Test func freedPagesInTheMiddleOfTheHeapGoBack() throws {
        guard Self.residentBytes() != nil else { return }
        // 32 MB in blocks under the allocator's mmap threshold, then one block after them: freed, they leave a hole
        // in the middle of the heap, which freeing alone does not give back.
        var blocks = (0..<4096).map { [UInt8](repeating: UInt8(truncatingIfNeeded: $0), count: 8000) }
        let after = [UInt8](repeating: 1, count: 8000)
        #expect(blocks.count == 4096 && blocks[4095][0] == 255)
        blocks = []
        let freed = try #require(Self.residentBytes())
        FreeMemory.returnToSystem()
        let returned = try #require(Self.residentBytes())
        #expect(freed - returned > 16 << 20, "\(freed >> 20) MB resident after freeing, \(returned >> 20) MB after")
        #expect(after[7999] == 1)
    }
}
