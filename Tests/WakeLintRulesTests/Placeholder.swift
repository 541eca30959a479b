import Testing
@testable import WakeLintRules
