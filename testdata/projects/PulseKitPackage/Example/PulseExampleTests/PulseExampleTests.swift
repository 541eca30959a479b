import PulseWidgets
import XCTest

final class PulseExampleTests: XCTestCase {
    func testScheduling() {
        WidgetRefresh.schedule()
    }
}
