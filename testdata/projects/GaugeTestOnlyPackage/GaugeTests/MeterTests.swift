import XCTest

final class MeterTests: XCTestCase {
    func testObserverStarts() {
        let observer = MeterObserver()
        observer.start()
        XCTAssertNotNil(observer.query)
    }
}
