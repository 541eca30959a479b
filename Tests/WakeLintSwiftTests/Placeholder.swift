import Testing
@testable import WakeLintSwift
