#if canImport(Glibc)
    import Glibc
#endif

/// Gives the allocator's free memory back to the system after a large part of what a run allocated is freed at once.
/// glibc keeps freed pages in its arenas, resident, unless they end an arena; `malloc_trim(0)` releases every whole
/// free page of every arena. On other systems it does nothing.
public enum FreeMemory {
    /// Releases the whole free pages the allocator holds. It walks the free lists once (the loader calls it once,
    /// on a thread of its own, after letting go of the parsed project documents).
    public static func returnToSystem() {
        #if os(Linux)
            // Not in the Glibc module's headers: looked up in the C library the process is linked to.
            typealias Trim = @convention(c) (Int) -> Int32
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") else { return }
            _ = unsafeBitCast(symbol, to: Trim.self)(0)
        #endif
    }
}
