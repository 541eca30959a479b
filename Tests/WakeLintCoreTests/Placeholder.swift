import Testing
@testable import WakeLintCore
