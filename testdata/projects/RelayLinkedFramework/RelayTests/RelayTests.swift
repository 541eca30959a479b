import RelayDebugKit
import XCTest

final class RelayTests: XCTestCase {
    func testCleanupRegisters() {
        DebugTasks.registerCleanup()
    }
}
