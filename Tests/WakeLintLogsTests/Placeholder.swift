import Testing
@testable import WakeLintLogs
