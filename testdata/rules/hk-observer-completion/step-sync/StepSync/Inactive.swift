import HealthKit

// Code the compiler never sees, and code in comments and strings, is not an update handler.
enum InactiveObservers {
    #if false
    static let legacy = HKObserverQuery(sampleType: HKQuantityType(.stepCount), predicate: nil) { _, _, _ in }
    #endif

    // static let commented = HKObserverQuery(sampleType: HKQuantityType(.stepCount), predicate: nil) { _, _, _ in }

    // wakelint-ok: hk-observer-completion
    static let documentation = "HKObserverQuery(sampleType: type, predicate: nil) { _, done, _ in return }"
}
