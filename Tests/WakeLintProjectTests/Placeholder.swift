import Testing
@testable import WakeLintProject
