import HealthKit
import XCTest
@testable import PulseKit

/// A test double that drops the handler on purpose: tests never ship in the app.
final class StepObserverTests: XCTestCase {
    func testObserverIgnoresErrors() {
        let store = HKHealthStore()
        let query = HKObserverQuery(sampleType: HKQuantityType(.stepCount), predicate: nil) { _, completionHandler, error in
            guard error == nil else { return }
            completionHandler()
        }
        store.execute(query)
    }
}
