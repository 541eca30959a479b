#if canImport(Glibc)
    import Glibc
#endif

/// Asks Linux to back a large array's reserved storage with transparent huge pages (`madvise(MADV_HUGEPAGE)`,
/// honoured when `/sys/kernel/mm/transparent_hugepage/enabled` is `madvise` or `always`). A fresh process
/// touches every page of its token array, trees and index once as it fills them; with 4 KB pages each first
/// touch is a fault, and huge pages take one fault per 2 MB instead. Elsewhere, and for arrays under a few
/// huge pages, it does nothing.
public enum HugePages {
    /// 2 MB, the x86-64 and arm64 Linux huge page.
    public static let size = 2 << 20

    /// Advises the whole huge pages inside the storage `array` has reserved (call after `reserveCapacity`, before
    /// filling it). A loop that appends to the array after the call checks its uniqueness on every append: call
    /// it where that matters in a branch of its own (see `SwiftLexer.tokenize`).
    public static func advise<Element>(_ array: inout [Element]) {
        let bytes = array.capacity * MemoryLayout<Element>.stride
        guard bytes >= 4 * size else { return }
        array.withUnsafeMutableBufferPointer { buffer in
            advise(UnsafeMutableRawPointer(buffer.baseAddress), bytes: bytes)
        }
    }

    /// Advises the whole huge pages inside `bytes` bytes from `base`.
    static func advise(_ base: UnsafeMutableRawPointer?, bytes: Int) {
        #if os(Linux)
            guard let base else { return }
            let start = (Int(bitPattern: base) + size - 1) & ~(size - 1)
            let end = (Int(bitPattern: base) + bytes) & ~(size - 1)
            guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
            _ = madvise(pointer, end - start, 14)  // MADV_HUGEPAGE
        #endif
    }
}
