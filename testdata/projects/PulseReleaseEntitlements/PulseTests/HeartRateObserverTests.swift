import HealthKit
import XCTest
@testable import Pulse

final class HeartRateObserverTests: XCTestCase {
    func testBackgroundDeliveryCanBeEnabled() async throws {
        let store = HKHealthStore()
        try await store.enableBackgroundDelivery(for: HKQuantityType(.heartRate), frequency: .immediate)
    }
}
